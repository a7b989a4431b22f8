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
	"strings"

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

	idx keyIndex // mapping node -> key -> key node, built on first use
}

// Parse parses src within DefaultLimits. Syntax errors and limits exceeded are
// returned as problems with a nil document; duplicate keys and non-finite
// numbers are returned as problems together with the document (the first of
// duplicate keys is kept), so that schema validation can report the rest in
// the same run. A document with no content is reported as a problem.
func Parse(name string, src []byte) (*Document, []Problem) {
	return DefaultLimits().Parse(name, src)
}

// Parse is Parse within l.
func (l Limits) Parse(name string, src []byte) (*Document, []Problem) {
	l = l.orDefault()
	if len(src) > l.MaxBytes {
		return nil, []Problem{{File: name, Line: 1, Col: 1, Message: fmt.Sprintf("%s is larger than the limit of %s (%d bytes)", sizeName(len(src)), sizeName(l.MaxBytes), l.MaxBytes)}}
	}
	var root yaml.Node
	if err := unmarshalNode(src, &root); err != nil {
		return nil, []Problem{syntaxProblem(name, src, err)}
	}
	if root.Kind != yaml.DocumentNode || len(root.Content) == 0 {
		return nil, []Problem{{File: name, Line: 1, Col: 1, Message: "empty document"}}
	}
	d := &Document{Name: name, Root: &root}
	if p, ok := checkShape(name, root.Content[0], l); !ok {
		return nil, []Problem{p}
	}
	c := converter{d: d, memo: map[*yaml.Node]any{}}
	d.Value = c.value(root.Content[0], nil)
	return d, Sort(c.problems)
}

// Validate parses src and validates it against the schema; it returns every
// problem, sorted. An empty result means the document is valid.
//
// The document is nil when src could not be parsed (a syntax error or a limit
// exceeded); otherwise it is returned even with problems, for callers that
// make further checks of their own.
func (s *Schema) Validate(name string, src []byte) (*Document, []Problem) {
	return s.ValidateWithin(DefaultLimits(), name, src)
}

// ValidateWithin is Validate within the limits l.
func (s *Schema) ValidateWithin(l Limits, name string, src []byte) (*Document, []Problem) {
	d, ps := l.Parse(name, src)
	if d == nil {
		return nil, ps
	}
	return d, s.ValidateParsed(d, ps)
}

// ValidateParsed validates a document returned by Parse together with the
// problems Parse returned with it, for callers that check something (a
// count, say) between parsing and validating: it returns every problem,
// sorted.
func (s *Schema) ValidateParsed(d *Document, ps []Problem) []Problem {
	// A value Parse rejected (a non-finite number) stands as null in the
	// document: the schema's complaint about that null is not news.
	bad := map[string]bool{}
	for _, p := range ps {
		bad[p.Pointer] = true
	}
	out := append([]Problem(nil), ps...)
	for _, p := range s.ValidateDocument(d) {
		if !bad[p.Pointer] || !strings.HasSuffix(p.Message, "but got null") {
			out = append(out, p)
		}
	}
	return Sort(out)
}

// ValidateDocument validates an already parsed document.
func (s *Schema) ValidateDocument(d *Document) (out []Problem) {
	defer func() {
		// jsonschema v5 panics on some values (non-finite numbers, which
		// Parse already rejects); whatever remains is reported, not fatal.
		if r := recover(); r != nil {
			out = []Problem{d.At("", fmt.Sprintf("the schema validator failed on this document: %v", r))}
		}
	}()
	err := s.s.Validate(d.Value)
	if err == nil {
		return nil
	}
	var ve *jsonschema.ValidationError
	if !errors.As(err, &ve) {
		return []Problem{d.At("", err.Error())}
	}
	for _, leaf := range leaves(ve) {
		if strings.HasSuffix(leaf.KeywordLocation, "/additionalProperties") {
			// One problem per unknown key, located at the key itself.
			if ms := quoted.FindAllStringSubmatch(leaf.Message, -1); len(ms) > 0 && strings.HasPrefix(leaf.Message, "additionalProperties") {
				parent := d.node(leaf.InstanceLocation)
				for _, m := range ms {
					k := d.keyNode(parent, m[1])
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
			if k := d.keyNode(d.node(parentPointer(leaf.InstanceLocation)), unescaper.Replace(tok)); k != nil {
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
	_, ok := d.nodeAt(pointer)
	return ok
}

func (d *Document) node(pointer string) *yaml.Node {
	n, _ := d.nodeAt(pointer)
	return n
}

var (
	quoted  = regexp.MustCompile(`'([^']*)'`)
	typeMsg = regexp.MustCompile(`^expected (.+), but got (.+)$`)
)

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
