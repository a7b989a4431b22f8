package outcome_test

import (
	"go/build"
	"strings"
	"testing"
)

const module = "github.com/chessconform/chessconform"

// TestLeaf: outcome imports nothing of the project, and subject (the narrow
// waist between the steps and the implementation under test) nothing but
// outcome, so that both can be used everywhere without reaching up.
func TestLeaf(t *testing.T) {
	for _, c := range []struct {
		dir     string
		allowed map[string]bool
	}{
		{".", nil},
		{"../subject", map[string]bool{module + "/outcome": true}},
	} {
		p, err := build.ImportDir(c.dir, 0)
		if err != nil {
			t.Fatal(err)
		}
		if len(p.GoFiles) == 0 {
			t.Fatalf("%s: no Go files", c.dir)
		}
		for _, imp := range p.Imports {
			if (imp == module || strings.HasPrefix(imp, module+"/")) && !c.allowed[imp] {
				t.Errorf("package %s imports %s", p.Name, imp)
			}
		}
	}
}
