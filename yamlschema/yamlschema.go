// Package yamlschema validates YAML documents against JSON Schemas (2020-12)
// compiled from an fs.FS, and reports every problem with the YAML source
// position: "file:line:col JSON-pointer: message", sorted and deterministic.
//
// YAML syntax errors and duplicate mapping keys are reported in the same form,
// so a caller sees one uniform list whatever went wrong.
package yamlschema

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/santhosh-tekuri/jsonschema/v5"
	"gopkg.in/yaml.v3"
)

// base is the URL prefix under which schema files are registered. It is never
// fetched: the compiler's loader refuses every URL, so all $refs must resolve
// to files of the fs.FS.
const base = "https://chessconform.invalid/"

// Schema is a compiled JSON Schema.
type Schema struct {
	s *jsonschema.Schema
}

// Compile compiles the schema at name in fsys (e.g. "schema/rulebook.schema.json").
// Every *.json file in the same directory is registered too, so schemas may
// $ref each other by relative file name.
func Compile(fsys fs.FS, name string) (*Schema, error) {
	c := jsonschema.NewCompiler()
	c.Draft = jsonschema.Draft2020
	c.AssertFormat = true
	c.LoadURL = func(u string) (io.ReadCloser, error) {
		return nil, fmt.Errorf("yamlschema: refusing to load %s: schemas must come from the embedded tree", u)
	}
	dir := path.Dir(name)
	entries, err := fs.ReadDir(fsys, dir)
	if err != nil {
		return nil, fmt.Errorf("yamlschema: reading %s: %w", dir, err)
	}
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".json") {
			continue
		}
		p := path.Join(dir, e.Name())
		f, err := fsys.Open(p)
		if err != nil {
			return nil, fmt.Errorf("yamlschema: %w", err)
		}
		err = c.AddResource(base+p, f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("yamlschema: %s: %w", p, err)
		}
	}
	s, err := c.Compile(base + name)
	if err != nil {
		return nil, fmt.Errorf("yamlschema: compiling %s: %w", name, err)
	}
	return &Schema{s: s}, nil
}

// Problem is one error in a document, located in its YAML source.
type Problem struct {
	File    string
	Line    int
	Col     int
	Pointer string // JSON pointer; "" is the document root
	Message string
}

// String formats the problem as "file:line:col pointer: message"; the root
// pointer is shown as "/".
func (p Problem) String() string {
	ptr := p.Pointer
	if ptr == "" {
		ptr = "/"
	}
	return fmt.Sprintf("%s:%d:%d %s: %s", p.File, p.Line, p.Col, ptr, p.Message)
}

// Problems is a list of problems; its Error method joins them one per line so
// a non-empty list can be returned as an error.
type Problems []Problem

func (ps Problems) Error() string {
	lines := make([]string, len(ps))
	for i, p := range ps {
		lines[i] = p.String()
	}
	return strings.Join(lines, "\n")
}

// Sort orders problems by file, line, column, pointer and message and drops
// exact duplicates, so that output never depends on map iteration order.
func Sort(ps []Problem) []Problem {
	sort.Slice(ps, func(i, j int) bool {
		a, b := ps[i], ps[j]
		switch {
		case a.File != b.File:
			return a.File < b.File
		case a.Line != b.Line:
			return a.Line < b.Line
		case a.Col != b.Col:
			return a.Col < b.Col
		case a.Pointer != b.Pointer:
			return a.Pointer < b.Pointer
		}
		return a.Message < b.Message
	})
	out := ps[:0]
	for i, p := range ps {
		if i > 0 && p == ps[i-1] {
			continue
		}
		out = append(out, p)
	}
	return out
}

// Document is a parsed YAML document: its name (used in problems), its node
// tree (for positions) and its value in the JSON data model.
type Document struct {
	Name  string
	Root  *yaml.Node // the document node
	Value any        // map[string]any, []any, string, bool, nil, int, float64 ...
}

// Parse parses src. Syntax errors and duplicate keys are returned as problems
// (with a nil document); a document with no content is reported as a problem.
func Parse(name string, src []byte) (*Document, []Problem) {
	var root yaml.Node
	if err := yaml.Unmarshal(src, &root); err != nil {
		return nil, []Problem{yamlErrorProblem(name, err)}
	}
	if root.Kind != yaml.DocumentNode || len(root.Content) == 0 {
		return nil, []Problem{{File: name, Line: 1, Col: 1, Message: "empty document"}}
	}
	d := &Document{Name: name, Root: &root}
	if ps := duplicateKeys(name, root.Content[0], ""); len(ps) > 0 {
		return nil, Sort(ps)
	}
	var v any
	if err := root.Decode(&v); err != nil {
		return nil, []Problem{yamlErrorProblem(name, err)}
	}
	v, err := d.conv(v, "")
	if err != nil {
		return nil, []Problem{d.At("", err.Error())}
	}
	d.Value = v
	return d, nil
}

// Validate parses src and validates it against the schema; it returns every
// problem, sorted. An empty result means the document is valid.
func (s *Schema) Validate(name string, src []byte) (*Document, []Problem) {
	d, ps := Parse(name, src)
	if len(ps) > 0 {
		return nil, ps
	}
	return d, s.ValidateDocument(d)
}

// ValidateDocument validates an already parsed document.
func (s *Schema) ValidateDocument(d *Document) []Problem {
	err := s.s.Validate(d.Value)
	if err == nil {
		return nil
	}
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return []Problem{d.At("", err.Error())}
	}
	var out []Problem
	for _, leaf := range leaves(ve) {
		if strings.HasSuffix(leaf.KeywordLocation, "/additionalProperties") {
			// One problem per unknown key, located at the key itself.
			if ms := quoted.FindAllStringSubmatch(leaf.Message, -1); len(ms) > 0 && strings.HasPrefix(leaf.Message, "additionalProperties") {
				parent := d.node(leaf.InstanceLocation)
				for _, m := range ms {
					k := keyNode(parent, m[1])
					out = append(out, Problem{d.Name, k.Line, k.Column, leaf.InstanceLocation + "/" + escape(m[1]),
						fmt.Sprintf("unknown key %q", m[1])})
				}
				continue
			}
		}
		msg := leaf.Message
		if msg == "not allowed" && leaf.InstanceLocation != "" {
			// a `false` subschema: name the key instead of jsonschema's bare phrase
			tok := leaf.InstanceLocation[strings.LastIndex(leaf.InstanceLocation, "/")+1:]
			msg = fmt.Sprintf("key %q is not allowed here", unescaper.Replace(tok))
			if k := keyNode(d.node(parentPointer(leaf.InstanceLocation)), unescaper.Replace(tok)); k != nil {
				out = append(out, Problem{d.Name, k.Line, k.Column, leaf.InstanceLocation, msg})
				continue
			}
		}
		out = append(out, d.At(leaf.InstanceLocation, msg))
	}
	return Sort(out)
}

func parentPointer(p string) string { return p[:strings.LastIndex(p, "/")] }

// At makes a problem located at the node the JSON pointer reaches (or the
// deepest existing node on the way), for checks made outside the schema.
func (d *Document) At(pointer, message string) Problem {
	n := d.node(pointer)
	return Problem{File: d.Name, Line: n.Line, Col: n.Column, Pointer: pointer, Message: message}
}

// Has reports whether the JSON pointer reaches an existing node.
func (d *Document) Has(pointer string) bool {
	_, ok := nodeAt(d.Root, pointer)
	return ok
}

func (d *Document) node(pointer string) *yaml.Node {
	n, _ := nodeAt(d.Root, pointer)
	return n
}

var (
	quoted  = regexp.MustCompile(`'([^']*)'`)
	typeMsg = regexp.MustCompile(`^expected (.+), but got (.+)$`)
	yamlPos = regexp.MustCompile(`line (\d+)(?:, column (\d+))?`)
)

// yamlErrorProblem turns a yaml.v3 error into a problem, taking the first
// "line N" it mentions (yaml.v3 gives lines but rarely columns).
func yamlErrorProblem(name string, err error) Problem {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	msg = strings.TrimPrefix(msg, "unmarshal errors:\n")
	msg = strings.Join(strings.Fields(msg), " ")
	p := Problem{File: name, Line: 1, Col: 1, Message: msg}
	if m := yamlPos.FindStringSubmatch(msg); m != nil {
		p.Line, _ = strconv.Atoi(m[1])
		if m[2] != "" {
			p.Col, _ = strconv.Atoi(m[2])
		}
		p.Message = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(msg, m[0]), ":"))
		if p.Message == "" {
			p.Message = msg
		}
	}
	return p
}

// duplicateKeys reports every repeated key of every mapping, at the repeat.
func duplicateKeys(name string, n *yaml.Node, at string) []Problem {
	var out []Problem
	switch n.Kind {
	case yaml.MappingNode:
		seen := map[string]*yaml.Node{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k := n.Content[i]
			ptr := at + "/" + escape(k.Value)
			if first, ok := seen[k.Value]; ok {
				out = append(out, Problem{name, k.Line, k.Column, ptr,
					fmt.Sprintf("duplicate key %q (first at line %d, column %d)", k.Value, first.Line, first.Column)})
			} else {
				seen[k.Value] = k
			}
			out = append(out, duplicateKeys(name, n.Content[i+1], ptr)...)
		}
	case yaml.SequenceNode:
		for i, c := range n.Content {
			out = append(out, duplicateKeys(name, c, at+"/"+strconv.Itoa(i))...)
		}
	}
	return out
}

// leaves flattens the error tree to its leaves. Under oneOf/anyOf only the
// branch that got furthest into the instance is kept: listing the failures of
// every alternative would bury the one the author meant.
func leaves(ve *jsonschema.ValidationError) []*jsonschema.ValidationError {
	if len(ve.Causes) == 0 {
		return []*jsonschema.ValidationError{ve}
	}
	if strings.HasSuffix(ve.KeywordLocation, "/oneOf") || strings.HasSuffix(ve.KeywordLocation, "/anyOf") {
		var best []*jsonschema.ValidationError
		bestDepth := -1
		var expected []string
		got := ""
		for _, c := range ve.Causes {
			ls := leaves(c)
			// A branch whose only failure is the type of the value itself was
			// plainly not the one meant.
			if len(ls) == 1 && ls[0].InstanceLocation == ve.InstanceLocation && strings.HasSuffix(ls[0].KeywordLocation, "/type") {
				if m := typeMsg.FindStringSubmatch(ls[0].Message); m != nil {
					expected = append(expected, m[1])
					got = m[2]
				}
				continue
			}
			d := 0
			for _, l := range ls {
				if n := strings.Count(l.InstanceLocation, "/"); n > d {
					d = n
				}
			}
			if d > bestDepth || (d == bestDepth && len(ls) < len(best)) {
				best, bestDepth = ls, d
			}
		}
		if best == nil && len(expected) > 0 {
			e := *ve
			e.Causes = nil
			e.Message = fmt.Sprintf("expected %s, but got %s", strings.Join(expected, " or "), got)
			return []*jsonschema.ValidationError{&e}
		}
		if best != nil {
			return best
		}
	}
	var out []*jsonschema.ValidationError
	for _, c := range ve.Causes {
		out = append(out, leaves(c)...)
	}
	return out
}

// nodeAt follows a JSON pointer through the node tree; it returns the deepest
// node reached and whether the whole pointer was resolved.
func nodeAt(n *yaml.Node, ptr string) (*yaml.Node, bool) {
	if n.Kind == yaml.DocumentNode && len(n.Content) > 0 {
		n = n.Content[0]
	}
	if ptr == "" {
		return n, true
	}
	for _, tok := range strings.Split(ptr[1:], "/") {
		tok = unescaper.Replace(tok)
		for n.Kind == yaml.AliasNode {
			n = n.Alias
		}
		var next *yaml.Node
		switch n.Kind {
		case yaml.MappingNode:
			for i := 0; i+1 < len(n.Content); i += 2 {
				if n.Content[i].Value == tok {
					next = n.Content[i+1]
				}
			}
		case yaml.SequenceNode:
			if i, err := strconv.Atoi(tok); err == nil && i >= 0 && i < len(n.Content) {
				next = n.Content[i]
			}
		}
		if next == nil {
			return n, false
		}
		n = next
	}
	return n, true
}

func keyNode(n *yaml.Node, name string) *yaml.Node {
	if n.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(n.Content); i += 2 {
			if n.Content[i].Value == name {
				return n.Content[i]
			}
		}
	}
	return n
}

// conv makes yaml.v3 output acceptable to jsonschema: timestamps become their
// source text and non-string mapping keys are stringified.
func (d *Document) conv(v any, at string) (any, error) {
	switch t := v.(type) {
	case nil, bool, string, int, int64, uint64, float64:
		return v, nil
	case time.Time:
		if n := d.node(at); n.Kind == yaml.ScalarNode {
			return n.Value, nil
		}
		return t.Format(time.RFC3339Nano), nil
	case []any:
		for i := range t {
			var err error
			if t[i], err = d.conv(t[i], at+"/"+strconv.Itoa(i)); err != nil {
				return nil, err
			}
		}
		return t, nil
	case map[string]any:
		for k, e := range t {
			var err error
			if t[k], err = d.conv(e, at+"/"+escape(k)); err != nil {
				return nil, err
			}
		}
		return t, nil
	case map[any]any:
		m := make(map[string]any, len(t))
		for k, e := range t {
			ks := fmt.Sprint(k)
			var err error
			if m[ks], err = d.conv(e, at+"/"+escape(ks)); err != nil {
				return nil, err
			}
		}
		return m, nil
	default:
		return nil, fmt.Errorf("%s: unsupported YAML value of type %T", at, v)
	}
}

// Escape escapes one JSON-pointer token ("~" -> "~0", "/" -> "~1").
func Escape(tok string) string { return escape(tok) }

// The replacers are immutable and safe for concurrent use; building one per
// call dominated parsing time.
var (
	escaper   = strings.NewReplacer("~", "~0", "/", "~1")
	unescaper = strings.NewReplacer("~1", "/", "~0", "~")
)

func escape(tok string) string {
	if !strings.ContainsAny(tok, "~/") {
		return tok
	}
	return escaper.Replace(tok)
}
