package vocabcheck

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// load lists the module's packages once per test binary.
func load(t *testing.T) (*Loader, []listed, Set) {
	t.Helper()
	if testing.Short() {
		t.Skip("type-checks the whole module")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	l, pkgs, err := NewLoader(ctx, root, "./...")
	if err != nil {
		t.Fatal(err)
	}
	vocab, err := Types(Vocabularies, l.Import)
	if err != nil {
		t.Fatal(err)
	}
	return l, pkgs, vocab
}

// Issue 16 criterion 1: no rule-table (or registered event-log) value is
// spelt as a string literal outside the files that declare the vocabulary.
func TestNoVocabularyLiterals(t *testing.T) {
	l, pkgs, vocab := load(t)
	if len(vocab) < 30 {
		t.Fatalf("only %d vocabulary types found", len(vocab))
	}
	checked, compared := 0, 0
	for _, p := range pkgs {
		if len(p.GoFiles) == 0 || strings.Contains(p.Dir, string(filepath.Separator)+"testdata"+string(filepath.Separator)) {
			continue
		}
		pkg, err := l.Check(p.ImportPath, p.Dir, p.GoFiles)
		if err != nil {
			t.Fatal(err)
		}
		fs, n := Find(l.Fset, pkg, vocab, Rel(l.Root))
		for _, f := range fs {
			t.Error(f)
		}
		checked++
		compared += n
	}
	// A check that saw nothing proves nothing.
	if checked < 20 || compared < 50 {
		t.Fatalf("checked %d packages and %d comparisons of vocabulary values: too few to mean anything", checked, compared)
	}
	t.Logf("%d packages, %d vocabulary types, %d comparisons of vocabulary values", checked, len(vocab), compared)
}

// The check fails where it should: every line of testdata/bad marked "want"
// is reported, with its context, and nothing else; testdata/good passes.
func TestBadSnippetIsReported(t *testing.T) {
	l, _, vocab := load(t)
	for _, c := range []struct{ dir, path string }{{"testdata/bad", "example.com/bad"}, {"testdata/good", "example.com/good"}} {
		dir, _ := filepath.Abs(c.dir)
		names, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil || len(names) == 0 {
			t.Fatalf("%s: %v", c.dir, err)
		}
		var base []string
		want := map[int]string{}
		for _, n := range names {
			base = append(base, filepath.Base(n))
			f, err := os.Open(n)
			if err != nil {
				t.Fatal(err)
			}
			sc := bufio.NewScanner(f)
			for line := 1; sc.Scan(); line++ {
				if _, w, ok := strings.Cut(sc.Text(), "// want "); ok {
					want[line] = strings.Fields(w)[0]
				}
			}
			f.Close()
		}
		pkg, err := l.Check(c.path, dir, base)
		if err != nil {
			t.Fatal(err)
		}
		fs, compared := Find(l.Fset, pkg, vocab, Rel(l.Root))
		got := map[int]string{}
		for _, f := range fs {
			got[f.Pos.Line] = strings.Fields(f.Context)[0]
			if want[f.Pos.Line] == "" {
				t.Errorf("%s: unexpected finding %s", c.dir, f)
			}
		}
		for line, ctx := range want {
			if got[line] != ctx {
				t.Errorf("%s:%d: want a %q finding, got %q", c.dir, line, ctx, got[line])
			}
		}
		if c.dir == "testdata/bad" && len(want) < 7 {
			t.Errorf("testdata/bad has %d marked lines", len(want))
		}
		if compared == 0 {
			t.Errorf("%s: no comparison of a vocabulary value seen", c.dir)
		}
	}
}
