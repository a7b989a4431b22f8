package rulebook

import (
	"context"
	"os"
	"reflect"
	"strings"
	"sync"
	"testing"

	chessconform "github.com/chessconform/chessconform"
)

// loadSet loads the shipped rulebooks afresh (tests may add files to the set).
func loadSet(t *testing.T) *Set {
	t.Helper()
	s, err := LoadEmbedded(chessconform.Data)
	if err != nil {
		t.Fatalf("shipped rulebooks do not validate:\n%v", err)
	}
	return s
}

func TestShippedRulebooksValidate(t *testing.T) {
	s := loadSet(t)
	for _, id := range []string{"fide-2005", "fide-2009", "fide-2014", "fide-2017-07", "fide-2018-01", "fide-2023"} {
		if s.File(id) == nil {
			t.Errorf("edition %s not shipped", id)
			continue
		}
		if _, err := s.Resolve(id); err != nil {
			t.Errorf("%s: %v", id, err)
		}
	}
	for _, f := range s.Files() {
		if _, err := s.Resolve(f.ID); err != nil {
			t.Errorf("%s: %v", f.ID, err)
		}
	}
}

var (
	sharedOnce sync.Once
	shared     *Set
	sharedErr  error
)

// sharedSet is one loaded set for tests that only read it (resolve, diff).
func sharedSet(t *testing.T) *Set {
	t.Helper()
	sharedOnce.Do(func() { shared, sharedErr = LoadEmbedded(chessconform.Data) })
	if sharedErr != nil {
		t.Fatalf("shipped rulebooks do not validate:\n%v", sharedErr)
	}
	return shared
}

// One run of validation reports the schema's problems and the checks beyond
// it together (it used to take two rounds: fix the schema problems, rerun,
// see the rest), without repeating a problem the schema already reported.
func TestValidateReportsEverythingInOneRun(t *testing.T) {
	s := loadSet(t)
	src := "id: wrong-name\nkind: regulations\ntitle: t\nlanguage: en\nin_force: \"2025-09-01\"\nbase: fide-2018-01\n" +
		"event: e\nbogus: 1\nparameters:\n  scoring:\n    points:\n      article: x\n      value: {win: .inf, draw: 1, loss: 0}\n" +
		"  draws:\n    agreement:\n      article: y\n      deviation: z\n      value: 1\n"
	err := s.Add("one-run.yaml", []byte(src))
	if err == nil {
		t.Fatal("invalid file accepted")
	}
	got := err.Error()
	for _, want := range []string{
		`one-run.yaml:1:5 /id: id "wrong-name" does not match the file name "one-run.yaml"`,
		`one-run.yaml:8:1 /bogus: unknown key "bogus"`,
		`one-run.yaml:13:20 /parameters/scoring/points/value/win: .inf is not a finite number`,
		`one-run.yaml:17:18 /parameters/draws/agreement/deviation: ` + "`deviation` belongs to translations only",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q in:\n%s", want, got)
		}
	}
	if s.File("wrong-name") != nil {
		t.Error("an invalid file was added to the set")
	}
}

func TestAddAllContext(t *testing.T) {
	s := loadSet(t)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := s.AddAllContext(ctx, []string{"x.yaml"}, [][]byte{[]byte("id: x\n")}); err != context.Canceled {
		t.Fatalf("cancelled: %v", err)
	}
	src, err := os.ReadFile("../rules/regulations/example-league.yaml")
	if err != nil {
		t.Fatal(err)
	}
	before := len(s.Files())
	if err := s.AddAllContext(context.Background(), []string{"dir/example-league.yaml"}, [][]byte{src}); err != nil {
		t.Fatal(err)
	}
	if len(s.Files()) != before || s.File("example-league").Path != "dir/example-league.yaml" {
		t.Errorf("the file did not replace the shipped one: %d files, %s", len(s.Files()), s.File("example-league").Path)
	}
	if err := s.AddAllContext(context.Background(), []string{"bad.yaml"}, [][]byte{[]byte("id: bad\nkind: x\n")}); err == nil {
		t.Error("invalid file accepted")
	}
}

// LoadEmbeddedChain loads every shipped rulebook's chain, and resolving the
// rulebook there gives what resolving it among every shipped file gives;
// an id that is no shipped file's name is left to LoadEmbedded.
func TestLoadEmbeddedChain(t *testing.T) {
	all, err := LoadEmbedded(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range all.Files() {
		set, ok, err := LoadEmbeddedChain(chessconform.Data, f.ID)
		if err != nil || !ok {
			t.Errorf("%s: ok %v, error %v", f.ID, ok, err)
			continue
		}
		for _, date := range []string{"", "2015-01-01"} {
			want, err := all.ResolveAt(f.ID, date)
			if err != nil {
				t.Fatal(err)
			}
			got, err := set.ResolveAt(f.ID, date)
			if err != nil {
				t.Fatalf("%s: %v", f.ID, err)
			}
			var wantChain, gotChain []string
			for _, c := range want.Chain {
				wantChain = append(wantChain, c.Path)
			}
			for _, c := range got.Chain {
				gotChain = append(gotChain, c.Path)
			}
			if !reflect.DeepEqual(gotChain, wantChain) || !reflect.DeepEqual(got.Values(), want.Values()) ||
				!reflect.DeepEqual(got.Params(), want.Params()) || !reflect.DeepEqual(got.Deviations, want.Deviations) ||
				!reflect.DeepEqual(got.Omits, want.Omits) || got.Title != want.Title || got.InForce != want.InForce {
				t.Errorf("%s at %q: the chain's set resolves otherwise (chain %v, want %v)", f.ID, date, gotChain, wantChain)
			}
		}
		if len(set.Files()) != len(all.Files()) && len(set.Files()) > 3 {
			t.Errorf("%s: %d files loaded", f.ID, len(set.Files()))
		}
		n++
	}
	if n < 10 {
		t.Errorf("only %d shipped rulebooks", n)
	}
	for _, id := range []string{"", "fide-1900", "../editions/fide-2023", "fide-2023.yaml", "rules/editions/fide-2023"} {
		if set, ok, err := LoadEmbeddedChain(chessconform.Data, id); ok || set != nil || err != nil {
			t.Errorf("%q: ok %v, error %v", id, ok, err)
		}
	}
}
