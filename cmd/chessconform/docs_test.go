package main

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// mdLink matches a markdown link target, an HTML href and a path in a code
// span that names a file outside the repository.
var mdLink = regexp.MustCompile(`\]\(([^)\s]+)\)|href="([^"]+)"|` + "`" + `((?:\.\./|/work/|/home/)[^` + "`" + `\s]*)` + "`")

// The documentation links and points only to files inside the repository
// (a reader of a clone has nothing else), and every relative link resolves.
func TestDocsStayInsideTheRepository(t *testing.T) {
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == ".git" || d.Name() == "node_modules") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".md") {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		n++
		rel, _ := filepath.Rel(root, p)
		for _, m := range mdLink.FindAllStringSubmatch(string(b), -1) {
			link := m[1] + m[2] + m[3]
			if strings.Contains(link, "://") || strings.HasPrefix(link, "#") || strings.HasPrefix(link, "mailto:") {
				continue
			}
			link, _, _ = strings.Cut(link, "#")
			if filepath.IsAbs(link) {
				t.Errorf("%s: %q is a path outside the repository", rel, link)
				continue
			}
			target := filepath.Join(filepath.Dir(p), link)
			if r, err := filepath.Rel(root, target); err != nil || strings.HasPrefix(r, "..") {
				t.Errorf("%s: %q leaves the repository", rel, link)
				continue
			}
			if m[3] == "" && !strings.ContainsAny(link, " *") { // a link (not a code span) must resolve
				if _, err := os.Stat(target); err != nil {
					t.Errorf("%s: %q: no such file", rel, link)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 10 {
		t.Fatalf("only %d markdown files found under %s", n, root)
	}
}

// The README's command table and docs/CLI.md list every command and every
// exit status the code uses.
func TestReadmeListsEveryCommand(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range commands() {
		if !strings.Contains(string(b), "| `"+c.name) {
			t.Errorf("README.md: no row for command %s", c.name)
		}
	}
	cli, err := os.ReadFile("../../docs/CLI.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, code := range []int{exitOK, exitFindings, exitUsage, exitInterrupted, exitTerminated} {
		if !strings.Contains(string(cli), fmt.Sprintf("| %d |", code)) {
			t.Errorf("docs/CLI.md: exit status %d not in the table", code)
		}
	}
}
