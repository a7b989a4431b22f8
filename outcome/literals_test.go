package outcome_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// listed is what `go list -export -deps -json` says of one package.
type listed struct {
	ImportPath string
	Dir        string
	Export     string
	GoFiles    []string
	Imports    []string
	Standard   bool
}

// outcomeLiterals type-checks every non-test file of the module's packages
// that import outcome (the importing packages' dependencies come from their
// export data, as go vet does) and returns each string literal compared with
// a value of one of outcome's types (==, != or a switch case; "" aside), as
// "file:line: text". Such a comparison compiles whatever the literal says:
// a misspelt "checkmte" would silently never match; outcome's constants do
// not compile when misspelt.
func outcomeLiterals(t *testing.T) []string {
	t.Helper()
	cmd := exec.Command("go", "list", "-export", "-deps", "-json=ImportPath,Dir,Export,GoFiles,Imports,Standard", module+"/...")
	cmd.Dir = ".."
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, stderr.Bytes())
	}
	exports := map[string]string{}
	var pkgs []listed
	for dec := json.NewDecoder(bytes.NewReader(out)); ; {
		var p listed
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		exports[p.ImportPath] = p.Export
		if strings.HasPrefix(p.ImportPath, module+"/") && slices.Contains(p.Imports, module+"/outcome") {
			pkgs = append(pkgs, p)
		}
	}
	if len(pkgs) < 5 {
		t.Fatalf("only %d packages import outcome: the selection is wrong", len(pkgs))
	}
	fset := token.NewFileSet()
	imp := importer.ForCompiler(fset, "gc", func(path string) (io.ReadCloser, error) {
		f, ok := exports[path]
		if !ok || f == "" {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(f)
	})
	var found []string
	for _, p := range pkgs {
		var files []*ast.File
		for _, name := range p.GoFiles {
			f, err := parser.ParseFile(fset, filepath.Join(p.Dir, name), nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			files = append(files, f)
		}
		info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}}
		if _, err := (&types.Config{Importer: imp}).Check(p.ImportPath, fset, files, info); err != nil {
			t.Fatalf("type-checking %s: %v", p.ImportPath, err)
		}
		isOutcome := func(e ast.Expr) bool {
			n, ok := types.Unalias(info.TypeOf(e)).(*types.Named)
			return ok && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == module+"/outcome"
		}
		// "" is left alone: a test for "not set" cannot be misspelt.
		literal := func(e ast.Expr) bool {
			l, ok := ast.Unparen(e).(*ast.BasicLit)
			return ok && l.Kind == token.STRING && l.Value != `""`
		}
		report := func(n ast.Node) {
			found = append(found, fmt.Sprintf("%s: %s", fset.Position(n.Pos()), types.ExprString(n.(ast.Expr))))
		}
		for _, f := range files {
			ast.Inspect(f, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.BinaryExpr:
					if n.Op == token.EQL || n.Op == token.NEQ {
						if (literal(n.X) && isOutcome(n.Y)) || (literal(n.Y) && isOutcome(n.X)) {
							report(n)
						}
					}
				case *ast.SwitchStmt:
					if n.Tag != nil && isOutcome(n.Tag) {
						for _, c := range n.Body.List {
							for _, e := range c.(*ast.CaseClause).List {
								if literal(e) {
									report(e)
								}
							}
						}
					}
				}
				return true
			})
		}
	}
	return found
}

// TestNoLiteralComparisons: outside package outcome, no result,
// termination or verdict is compared with a string literal.
func TestNoLiteralComparisons(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checks every package that imports outcome")
	}
	for _, f := range outcomeLiterals(t) {
		t.Errorf("compared with a string literal (use outcome's constant): %s", f)
	}
}
