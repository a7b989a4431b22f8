// Package vocabcheck finds rule-table and event-log values spelt as string
// literals. The Laws' vocabulary (the enums of the rule tables and of the
// event log) is a set of named Go string types with one constant per value;
// code that writes a value as a literal ("draw", "only_both_flags") compiles
// even when it is misspelt and silently disables a rule. This package
// type-checks the module's packages (standard library only: go/parser,
// go/types and the export data `go list -export` leaves in the build cache)
// and reports every place where a string literal, or an untyped string
// constant, takes on a vocabulary type: in ==, != and switch cases, but also
// as an argument, a map key or a conversion.
//
// The vocabularies are listed in Vocabularies; the files that declare (or
// decode) a vocabulary's values are the only ones allowed to spell them.
package vocabcheck

import (
	"bytes"
	"context"
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
	"sort"
	"strings"
)

// Module is the module path of the code checked.
const Module = "github.com/chessconform/chessconform"

// Vocabulary is a package whose named string types are vocabulary.
type Vocabulary struct {
	// Package is the import path.
	Package string
	// Types names the vocabulary types; empty means every named type of the
	// package whose underlying type is string.
	Types []string
	// Declaring are the files (slash-separated, relative to the module root)
	// where the values may be spelt: the constants' declarations and the
	// decoding layer.
	Declaring []string
}

// Vocabularies are the vocabularies checked. To add one (the event log's
// kinds, the outcome package's terminations), append an entry: the test
// then fails on every literal of its types outside its Declaring files, and
// fails if the entry matches no type.
var Vocabularies = []Vocabulary{
	{Package: Module + "/rulebook", Declaring: []string{"rulebook/vocabulary.go"}},
	{Package: Module + "/outcome", Declaring: []string{"outcome/outcome.go", "outcome/termination.go", "outcome/verdict.go"}},
}

// Finding is a vocabulary value spelt outside its declaring files.
type Finding struct {
	Pos     token.Position
	Type    string // the vocabulary type, package-qualified
	Literal string // the literal or constant as written
	Context string // "comparison", "switch case", "value" ...
}

func (f Finding) String() string {
	return fmt.Sprintf("%s: %s %s as %s: use the %s constant", f.Pos, f.Context, f.Literal, f.Type, f.Type)
}

// Package is one type-checked package.
type Package struct {
	Path  string
	Dir   string
	Files []*ast.File
	Types *types.Package
	Info  *types.Info
}

// Loader type-checks packages of the module from source, importing their
// dependencies from the export data of `go list -export`.
type Loader struct {
	Fset    *token.FileSet
	Root    string            // module root directory
	exports map[string]string // import path -> export data file
	imp     types.Importer
}

type listed struct {
	ImportPath string
	Dir        string
	Export     string
	GoFiles    []string
	DepOnly    bool
	Module     *struct{ Path string }
	Error      *struct{ Err string }
}

// NewLoader lists patterns (e.g. "./...") in root with their dependencies,
// building export data as needed, and returns a loader and the module's
// packages among them.
func NewLoader(ctx context.Context, root string, patterns ...string) (*Loader, []listed, error) {
	args := append([]string{"list", "-e", "-export", "-deps", "-json=ImportPath,Dir,Export,GoFiles,DepOnly,Module,Error"}, patterns...)
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = root
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, nil, fmt.Errorf("vocabcheck: go list: %w: %s", err, stderr.String())
	}
	l := &Loader{Fset: token.NewFileSet(), Root: root, exports: map[string]string{}}
	var mine []listed
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		var p listed
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return nil, nil, fmt.Errorf("vocabcheck: go list output: %w", err)
		}
		if p.Error != nil {
			return nil, nil, fmt.Errorf("vocabcheck: %s: %s", p.ImportPath, p.Error.Err)
		}
		if p.Export != "" {
			l.exports[p.ImportPath] = p.Export
		}
		if !p.DepOnly && p.Module != nil && p.Module.Path == Module {
			mine = append(mine, p)
		}
	}
	l.imp = importer.ForCompiler(l.Fset, "gc", func(path string) (io.ReadCloser, error) {
		f, ok := l.exports[path]
		if !ok {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(f)
	})
	return l, mine, nil
}

// Check parses and type-checks the Go files of dir as package path.
func (l *Loader) Check(path, dir string, names []string) (*Package, error) {
	p := &Package{Path: path, Dir: dir, Info: &types.Info{
		Types: map[ast.Expr]types.TypeAndValue{},
		Uses:  map[*ast.Ident]types.Object{},
	}}
	for _, n := range names {
		f, err := parser.ParseFile(l.Fset, filepath.Join(dir, n), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, fmt.Errorf("vocabcheck: %w", err)
		}
		p.Files = append(p.Files, f)
	}
	conf := types.Config{Importer: l.imp}
	tp, err := conf.Check(path, l.Fset, p.Files, p.Info)
	if err != nil {
		return nil, fmt.Errorf("vocabcheck: type-checking %s: %w", path, err)
	}
	p.Types = tp
	return p, nil
}

// Set is the vocabulary types, by package path and name ("path.Name"):
// a type checked from source and the same type imported are different
// objects.
type Set map[string]Vocabulary

// Import imports a package of the module (from its export data).
func (l *Loader) Import(path string) (*types.Package, error) { return l.imp.Import(path) }

// Types resolves the vocabularies against the packages they name. It
// reports an error for a vocabulary that matches no type.
func Types(vocabs []Vocabulary, lookup func(path string) (*types.Package, error)) (Set, error) {
	out := Set{}
	var errs []error
	for _, v := range vocabs {
		pkg, err := lookup(v.Package)
		if err != nil {
			errs = append(errs, fmt.Errorf("vocabulary package %s: %w", v.Package, err))
			continue
		}
		n := 0
		names := v.Types
		if len(names) == 0 {
			names = pkg.Scope().Names()
		}
		for _, name := range names {
			tn, ok := pkg.Scope().Lookup(name).(*types.TypeName)
			if !ok {
				if len(v.Types) > 0 {
					errs = append(errs, fmt.Errorf("vocabulary %s: %s is not a type", v.Package, name))
				}
				continue
			}
			if b, ok := tn.Type().Underlying().(*types.Basic); !ok || b.Kind() != types.String || tn.IsAlias() {
				if len(v.Types) > 0 {
					errs = append(errs, fmt.Errorf("vocabulary %s: %s is not a named string type", v.Package, name))
				}
				continue
			}
			out[key(tn)] = v
			n++
		}
		if n == 0 {
			errs = append(errs, fmt.Errorf("vocabulary %s has no named string type", v.Package))
		}
	}
	return out, errors.Join(errs...)
}

// Find reports every string literal or untyped string constant of p that
// takes on a vocabulary type, outside the vocabulary's declaring files.
// rel maps a file name to its module-relative slash path.
// It also counts the comparisons (==, != and switch cases) of a vocabulary
// value, so that a caller can tell a check that saw none.
func Find(fset *token.FileSet, p *Package, vocab Set, rel func(string) string) (out []Finding, compared int) {
	is := func(e ast.Expr) bool {
		tn := named(p.Info.Types[e].Type)
		_, ok := vocab[key(tn)]
		return tn != nil && ok
	}
	for _, f := range p.Files {
		file := rel(fset.Position(f.Pos()).Filename)
		ctx := map[ast.Expr]string{}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.BinaryExpr:
				if n.Op == token.EQL || n.Op == token.NEQ {
					ctx[ast.Unparen(n.X)], ctx[ast.Unparen(n.Y)] = "comparison", "comparison"
					if is(n.X) || is(n.Y) {
						compared++
					}
				}
			case *ast.CaseClause:
				for _, e := range n.List {
					ctx[ast.Unparen(e)] = "switch case"
					if is(e) {
						compared++
					}
				}
			case *ast.KeyValueExpr:
				ctx[ast.Unparen(n.Key)] = "key"
			case *ast.CallExpr:
				if tv, ok := p.Info.Types[n.Fun]; ok && tv.IsType() && len(n.Args) == 1 {
					if tn := named(tv.Type); tn != nil {
						if v, ok := vocab[key(tn)]; ok && literal(p, n.Args[0]) != "" && !declaring(v, file) {
							out = append(out, Finding{fset.Position(n.Pos()), qualified(tn), literal(p, n.Args[0]), "conversion of"})
							return false
						}
					}
				}
			}
			e, ok := n.(ast.Expr)
			if !ok {
				return true
			}
			lit := literal(p, e)
			if lit == "" {
				return true
			}
			tn := named(p.Info.Types[e].Type)
			if tn == nil {
				return true
			}
			v, ok := vocab[key(tn)]
			if !ok || declaring(v, file) {
				return true
			}
			c := ctx[ast.Unparen(e)]
			if c == "" {
				c = "value"
			}
			out = append(out, Finding{fset.Position(e.Pos()), qualified(tn), lit, c})
			return false
		})
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i].Pos, out[j].Pos
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		return a.Offset < b.Offset
	})
	return out, compared
}

func key(tn *types.TypeName) string {
	if tn == nil || tn.Pkg() == nil {
		return ""
	}
	return tn.Pkg().Path() + "." + tn.Name()
}

// literal is e as written if e is a string literal or names an untyped
// string constant (const x = "..."), else "".
func literal(p *Package, e ast.Expr) string {
	e = ast.Unparen(e)
	switch x := e.(type) {
	case *ast.BasicLit:
		if x.Kind == token.STRING && x.Value != `""` && x.Value != "``" {
			return x.Value // "" is the zero value, "not given", never misspelt
		}
	case *ast.Ident, *ast.SelectorExpr:
		id, _ := x.(*ast.Ident)
		if s, ok := x.(*ast.SelectorExpr); ok {
			id = s.Sel
		}
		if c, ok := p.Info.Uses[id].(*types.Const); ok {
			if b, ok := c.Type().(*types.Basic); ok && b.Kind() == types.UntypedString {
				return types.ExprString(e)
			}
		}
	}
	return ""
}

func named(t types.Type) *types.TypeName {
	if t == nil {
		return nil
	}
	if n, ok := types.Unalias(t).(*types.Named); ok {
		return n.Obj()
	}
	return nil
}

func qualified(tn *types.TypeName) string {
	return tn.Pkg().Name() + "." + tn.Name()
}

func declaring(v Vocabulary, file string) bool {
	for _, d := range v.Declaring {
		if d == file {
			return true
		}
	}
	return false
}

// Rel returns a function mapping a file name under root to its
// module-relative slash path.
func Rel(root string) func(string) string {
	return func(name string) string {
		r, err := filepath.Rel(root, name)
		if err != nil || strings.HasPrefix(r, "..") {
			return name
		}
		return filepath.ToSlash(r)
	}
}
