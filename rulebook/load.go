// Package rulebook loads the rule tables (FIDE editions, translations and
// event regulations) from YAML, validates them against
// schema/rulebook.schema.json plus the checks a schema cannot express (layer
// references, deviations, delegable parameters) — a user's file when it is
// loaded, the shipped files in this package's tests (LoadEmbedded) — resolves the layers
// edition <- translation <- regulations recording where every value came from,
// gives the laws code typed accessors, and diffs two resolved rulebooks.
//
// The format is documented in rules/FORMAT.md.
package rulebook

import (
	"bytes"
	"context"
	"fmt"
	"io/fs"
	"maps"
	"path"
	"sort"
	"strings"
	"sync"

	"github.com/chessconform/chessconform/yamlschema"
)

// Kinds of rulebook.
const (
	KindEdition     = "edition"
	KindTranslation = "translation"
	KindRegulations = "regulations"
)

// SchemaPath is the schema's path inside the data tree.
const SchemaPath = "schema/rulebook.schema.json"

// Dirs are the directories of the data tree that hold shipped rulebooks.
var Dirs = []string{"rules/editions", "rules/translations", "rules/regulations"}

// File is one parsed and validated rulebook file.
type File struct {
	Path       string // file name as given (e.g. "rules/editions/fide-2014.yaml")
	ID         string
	Kind       string
	Title      string
	Language   string
	InForce    string
	Adopted    string
	Layout     string
	Sources    []string
	Base       string
	Source     *SourceDocument
	Covers     []string
	Articles   map[string]string // translation article -> base article
	Event      string
	Deviations []TextDeviation
	Omits      []Omission
	Entries    map[string]Entry // parameter id -> entry

	doc         *yamlschema.Document
	embedded    bool   // shipped with the binary; a user file with the same id replaces it
	explicitKey []bool // per deviation: the file wrote `key`
}

// Embedded reports whether the file was shipped with the binary.
func (f *File) Embedded() bool { return f.embedded }

// SourceDocument is the document a translation was encoded from.
type SourceDocument struct {
	File        string `json:"file"`
	Description string `json:"description"`
}

// TextDeviation is a deviation of a translation that no parameter holds.
type TextDeviation struct {
	Rulebook string `json:"rulebook"` // the translation that states it
	// Key is unique within the translation: the `key` written in the file,
	// else the article. DeviationID(Rulebook, Key) names the diff change.
	Key     string `json:"key"`
	Article string `json:"article"` // in the translation's numbering
	// BaseArticle is in the base edition's numbering: as written, else the
	// article mapped through `articles`, else the article itself.
	BaseArticle string `json:"base_article"`
	Description string `json:"description"`
}

// Omission is an article of the base edition that the translation leaves out
// (its text has nothing in that place).
type Omission struct {
	Rulebook    string `json:"rulebook"`     // the translation that omits it
	BaseArticle string `json:"base_article"` // in the base edition's numbering
	Description string `json:"description"`  // what is lost with it
}

// DeviationID is the id of the diff change for a translation's textual
// deviation: "deviation:<translation id>:<key>". It does not depend on the
// rulebook compared with, so tests and links can name it.
func DeviationID(rulebook, key string) string { return "deviation:" + rulebook + ":" + key }

// OmissionID is the id of the diff change for an omitted base article:
// "omitted:<translation id>:<base article>".
func OmissionID(rulebook, baseArticle string) string {
	return "omitted:" + rulebook + ":" + baseArticle
}

// Entry is one parameter as written in a file.
type Entry struct {
	Article  string `json:"article,omitempty"`
	Value    any    `json:"value,omitempty"`
	Absent   bool   `json:"absent,omitempty"`
	Verified bool   `json:"verified"`
	Reason   string `json:"reason,omitempty"`
	Source   string `json:"source,omitempty"`
	Note     string `json:"note,omitempty"`
	// Interpretation is set where the text leaves a reading open: the
	// reading encoded and the other reading(s) (rules/FORMAT.md §1).
	Interpretation string      `json:"interpretation,omitempty"`
	Also           []string    `json:"also,omitempty"`
	Deviation      string      `json:"deviation,omitempty"`
	Amendments     []Amendment `json:"amendments,omitempty"`

	typed any // Value decoded into the parameter's type (Params) at load
}

// Amendment is a value that replaces the entry's value from a date on.
type Amendment struct {
	From    string `json:"from"`
	Article string `json:"article"`
	Value   any    `json:"value"`
	Source  string `json:"source,omitempty"`
	Note    string `json:"note,omitempty"`

	typed any // Value decoded into the parameter's type (Params) at load
}

// Set is a collection of rulebooks that may refer to each other.
type Set struct {
	schema      *lazySchema
	files       map[string]*File
	comparisons map[string]*Comparison // translation id -> its article-by-article comparison
}

// lazySchema is the rulebook schema of a data tree, compiled when a file
// is first validated against it. The shipped files are not (see
// LoadEmbedded): a command that loads only them, as most do, does not pay
// for compiling the schema, which was most of its start-up.
type lazySchema struct {
	fsys fs.FS
	once sync.Once
	s    *yamlschema.Schema
	err  error
}

func (l *lazySchema) get() (*yamlschema.Schema, error) {
	l.once.Do(func() { l.s, l.err = yamlschema.Compile(l.fsys, SchemaPath) })
	return l.s, l.err
}

// NewSet makes an empty set whose schema is compiled from fsys.
func NewSet(fsys fs.FS) (*Set, error) {
	s := newSet(fsys)
	if _, err := s.schema.get(); err != nil {
		return nil, fmt.Errorf("rulebook: %w", err)
	}
	return s, nil
}

// newSet makes an empty set whose schema is compiled from fsys when a file
// is first validated against it.
func newSet(fsys fs.FS) *Set {
	return &Set{schema: &lazySchema{fsys: fsys}, files: map[string]*File{}, comparisons: map[string]*Comparison{}}
}

// LoadEmbedded loads every shipped rulebook of fsys (pass chessconform.Data),
// with the checks beyond the schema, and validates the comparisons. The
// rulebooks are parsed but not validated against the schema at run time:
// TestShippedRulebooksMatchSchema validates every one of them (a shipped
// file is fixed when the binary is built), and compiling the schema cost
// more than everything else a short command does. A file added to the set
// (Add, AddAll, AddAllContext) is validated against the schema. The error,
// if any, is a yamlschema.Problems listing every problem of every file.
func LoadEmbedded(fsys fs.FS) (*Set, error) {
	s := newSet(fsys)
	var srcs []named
	for _, dir := range Dirs {
		entries, err := fs.ReadDir(fsys, dir)
		if err != nil {
			continue // a directory with no files yet is not embedded at all
		}
		for _, e := range entries {
			if e.IsDir() || !strings.HasSuffix(e.Name(), ".yaml") {
				continue
			}
			p := path.Join(dir, e.Name())
			b, err := fs.ReadFile(fsys, p)
			if err != nil {
				return nil, fmt.Errorf("rulebook: %w", err)
			}
			srcs = append(srcs, named{p, b})
		}
	}
	ps := s.add(srcs, true)
	for _, f := range s.files {
		f.embedded = true
	}
	ps = yamlschema.Sort(append(ps, s.loadComparisons(fsys)...))
	if len(ps) > 0 {
		return s, ps
	}
	return s, nil
}

// LoadEmbeddedChain loads from fsys the shipped rulebook id and the layers
// under it, and nothing else: for a caller that resolves that one rulebook
// (a command that adjudicates under it), without the cost of loading
// every shipped rulebook and comparison (LoadEmbedded). The files are
// checked as LoadEmbedded checks them, and resolving id in the set
// gives what resolving it in LoadEmbedded's set gives. The files are found
// by name, <dir>/<id>.yaml in one of Dirs, and each file's base from its
// top-level "base:" line; ok is false, with a nil set and error, when that
// does not lead to a set holding the whole chain of id (an unknown id, a
// file named otherwise): the caller then loads everything, and gets the
// error LoadEmbedded words.
func LoadEmbeddedChain(fsys fs.FS, id string) (set *Set, ok bool, err error) {
	if !validFileID(id) {
		return nil, false, nil
	}
	var srcs []named
	for next := id; next != ""; {
		if len(srcs) > 3 || !validFileID(next) {
			return nil, false, nil
		}
		found := false
		for _, dir := range Dirs {
			p := path.Join(dir, next+".yaml")
			b, err := fs.ReadFile(fsys, p)
			if err != nil {
				continue
			}
			srcs = append(srcs, named{p, b})
			next, found = baseLine(b), true
			break
		}
		if !found {
			return nil, false, nil
		}
	}
	s := newSet(fsys)
	if ps := s.add(srcs, true); len(ps) > 0 {
		return nil, false, nil // LoadEmbedded reports it, among every file's problems
	}
	for _, f := range s.files {
		f.embedded = true
	}
	// Every file read is in the set under the id of its name (so the chain
	// of id is there, layer by layer, and nothing else).
	if len(s.files) != len(srcs) {
		return nil, false, nil
	}
	for _, n := range srcs {
		if f := s.files[strings.TrimSuffix(path.Base(n.name), ".yaml")]; f == nil || f.Path != n.name {
			return nil, false, nil
		}
	}
	return s, true, nil
}

// validFileID reports whether id can be the name of a shipped file: not
// empty, and no path separators or dots that would reach another file.
func validFileID(id string) bool {
	return id != "" && !strings.ContainsAny(id, "/\\.") && !strings.HasPrefix(id, "-")
}

// baseLine returns the value of the top-level "base:" line of a rulebook
// file's YAML (quotes removed), "" when there is none. A guess that
// LoadEmbeddedChain checks: the validated file's Base decides.
func baseLine(src []byte) string {
	for len(src) > 0 {
		line := src
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			line, src = src[:i], src[i+1:]
		} else {
			src = nil
		}
		if v, ok := bytes.CutPrefix(line, []byte("base:")); ok {
			if i := bytes.Index(v, []byte(" #")); i >= 0 {
				v = v[:i]
			}
			return strings.Trim(string(bytes.TrimSpace(v)), `"'`)
		}
	}
	return ""
}

type named struct {
	name string
	src  []byte
}

// Add validates user files against the schema and against the rulebooks
// already in the set (their bases must exist there or among themselves), and
// adds the valid ones. The error is a yamlschema.Problems.
func (s *Set) Add(name string, src []byte) error {
	if ps := s.add([]named{{name, src}}, false); len(ps) > 0 {
		return ps
	}
	return nil
}

// AddAllContext is AddAll returning ctx's error as soon as ctx ends (the
// validation goes on aside and its result is dropped: the set is then
// unchanged). Within yamlschema.DefaultLimits a file is validated in about
// two seconds of CPU at most; this is for an interrupt not to wait for it.
func (s *Set) AddAllContext(ctx context.Context, names []string, srcs [][]byte) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	type result struct {
		ps    yamlschema.Problems
		files map[string]*File
	}
	done := make(chan result, 1)
	pending := &Set{schema: s.schema, files: maps.Clone(s.files), comparisons: s.comparisons}
	go func() {
		var ns []named
		for i := range names {
			ns = append(ns, named{names[i], srcs[i]})
		}
		ps := pending.add(ns, false)
		done <- result{ps, pending.files}
	}()
	select {
	case r := <-done:
		s.files = r.files
		if len(r.ps) > 0 {
			return r.ps
		}
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// AddAll is Add for several files that may refer to each other.
func (s *Set) AddAll(names []string, srcs [][]byte) error {
	var ns []named
	for i := range names {
		ns = append(ns, named{names[i], srcs[i]})
	}
	if ps := s.add(ns, false); len(ps) > 0 {
		return ps
	}
	return nil
}

// add validates srcs and adds the valid files. Shipped files are parsed
// but not validated against the schema (see LoadEmbedded); the others are.
func (s *Set) add(srcs []named, shipped bool) yamlschema.Problems {
	var schema *yamlschema.Schema
	if !shipped {
		var err error
		if schema, err = s.schema.get(); err != nil {
			return yamlschema.Problems{{File: SchemaPath, Message: fmt.Sprintf("rulebook: %v", err)}}
		}
	}
	var problems []yamlschema.Problem
	var parsed []*File
	var invalid []*File // schema problems: checked too, never added
	schemaPs := map[*File][]yamlschema.Problem{}
	for _, n := range srcs {
		var doc *yamlschema.Document
		var ps []yamlschema.Problem
		if shipped {
			doc, ps = yamlschema.Parse(n.name, n.src)
		} else {
			doc, ps = schema.Validate(n.name, n.src)
		}
		problems = append(problems, ps...)
		if doc == nil {
			continue // not YAML, or over a limit: nothing more to say
		}
		f := fromDocument(n.name, doc)
		if len(ps) > 0 {
			invalid = append(invalid, f)
			schemaPs[f] = ps
			continue
		}
		if other, ok := s.files[f.ID]; ok && other.Path != f.Path && !other.embedded {
			problems = append(problems, doc.At("/id", fmt.Sprintf("id %q is already used by %s", f.ID, other.Path)))
			continue
		}
		dup := false
		for _, o := range parsed {
			if o.ID == f.ID {
				problems = append(problems, doc.At("/id", fmt.Sprintf("id %q is already used by %s", f.ID, o.Path)))
				dup = true
			}
		}
		if !dup {
			parsed = append(parsed, f)
		}
	}
	known := func(id string) *File {
		if f, ok := s.files[id]; ok {
			return f
		}
		for _, f := range parsed {
			if f.ID == id {
				return f
			}
		}
		return nil
	}
	var good []*File
	for _, f := range parsed {
		ps := f.check(known)
		problems = append(problems, ps...)
		if len(ps) == 0 {
			good = append(good, f)
		}
	}
	for _, f := range good {
		s.files[f.ID] = f
	}
	// The checks beyond the schema run on invalid files too, so that one run
	// reports every problem; a check about a value the schema already
	// rejected (or about its parent or child) would only repeat it.
	for _, f := range invalid {
		for _, p := range f.check(known) {
			if !related(p.Pointer, schemaPs[f]) {
				problems = append(problems, p)
			}
		}
	}
	return yamlschema.Sort(problems)
}

// related reports whether a problem at ptr concerns a value one of ps is
// about: the same pointer, an ancestor or a descendant (the root only for
// itself), or a property a "missing properties" problem names.
func related(ptr string, ps []yamlschema.Problem) bool {
	within := func(a, b string) bool { return a == b || strings.HasPrefix(a, b+"/") }
	for _, p := range ps {
		if p.Pointer == ptr || (p.Pointer != "" && (within(ptr, p.Pointer) || within(p.Pointer, ptr))) {
			return true
		}
		if rest, ok := strings.CutPrefix(p.Message, "missing properties: "); ok {
			for _, name := range strings.Split(rest, ", ") {
				if within(ptr, p.Pointer+"/"+yamlschema.Escape(strings.Trim(name, "'"))) {
					return true
				}
			}
		}
	}
	return false
}

// check makes the checks the schema cannot express.
func (f *File) check(known func(string) *File) []yamlschema.Problem {
	var ps []yamlschema.Problem
	at := func(ptr, format string, a ...any) { ps = append(ps, f.doc.At(ptr, fmt.Sprintf(format, a...))) }
	if base := strings.TrimSuffix(path.Base(f.Path), ".yaml"); strings.HasSuffix(f.Path, ".yaml") && base != f.ID {
		at("/id", "id %q does not match the file name %q", f.ID, path.Base(f.Path))
	}
	switch f.Kind {
	case KindTranslation:
		if b := known(f.Base); b == nil {
			at("/base", "base %q is not a known rulebook", f.Base)
		} else if b.Kind != KindEdition {
			at("/base", "a translation's base must be an edition, %q is a %s", f.Base, b.Kind)
		}
	case KindRegulations:
		if b := known(f.Base); b == nil {
			at("/base", "base %q is not a known rulebook", f.Base)
		} else if b.Kind == KindRegulations {
			at("/base", "a regulations' base must be an edition or a translation, %q is regulations", f.Base)
		}
	}
	for _, id := range sortedKeys(f.Entries) {
		e := f.Entries[id]
		ptr := pointer(id)
		switch f.Kind {
		case KindTranslation:
			if e.Deviation == "" {
				at(ptr, "a translation overrides a parameter only where it deviates: add `deviation` (what the translation says vs the authentic text)")
			}
			if !e.Absent && !covered(f.Covers, e.Article) {
				at(ptr+"/article", "article %q is not in `covers`", e.Article)
			}
		case KindEdition, KindRegulations:
			if e.Deviation != "" {
				at(ptr+"/deviation", "`deviation` belongs to translations only")
			}
		}
		if f.Kind == KindRegulations {
			if p, _ := paramByID(id); !p.delegable && interpretationBelow(known, f.Base, id) == "" {
				at(ptr, "%s is not delegated to event regulations by the Laws (nor flagged as an interpretation the regulations may settle)", id)
			}
		}
		if !e.Absent {
			if t, err := decodeParam(id, e.Value); err != nil {
				at(ptr+"/value", "%v", err)
			} else {
				e.typed = t
			}
		}
		for i, a := range e.Amendments {
			if t, err := decodeParam(id, a.Value); err != nil {
				at(fmt.Sprintf("%s/amendments/%d/value", ptr, i), "%v", err)
			} else {
				e.Amendments[i].typed = t
			}
		}
		f.Entries[id] = e
		prev := f.InForce
		for i, a := range e.Amendments {
			if a.From <= prev {
				at(fmt.Sprintf("%s/amendments/%d/from", ptr, i), "amendment date %s must be after %s", a.From, prev)
			}
			prev = a.From
		}
	}
	keys := map[string]int{}
	for i, d := range f.Deviations {
		if !covered(f.Covers, d.Article) {
			at(fmt.Sprintf("/deviations/%d/article", i), "article %q is not in `covers`", d.Article)
		}
		if j, dup := keys[d.Key]; dup {
			ptr := fmt.Sprintf("/deviations/%d/article", i)
			if f.explicitKey[i] {
				ptr = fmt.Sprintf("/deviations/%d/key", i)
			}
			at(ptr, "key %q is already used by /deviations/%d: give each deviation at the same article its own `key`", d.Key, j)
		} else {
			keys[d.Key] = i
		}
	}
	mapped := map[string]bool{}
	for _, b := range f.Articles {
		mapped[b] = true
	}
	omitted := map[string]int{}
	for i, o := range f.Omits {
		ptr := fmt.Sprintf("/omits/%d/base_article", i)
		if j, dup := omitted[o.BaseArticle]; dup {
			at(ptr, "base article %q is already omitted by /omits/%d", o.BaseArticle, j)
			continue
		}
		omitted[o.BaseArticle] = i
		if mapped[o.BaseArticle] {
			at(ptr, "base article %q is omitted but `articles` maps a translation article to it", o.BaseArticle)
		} else if _, renamed := f.Articles[o.BaseArticle]; !renamed && contains(f.Covers, o.BaseArticle) {
			at(ptr, "base article %q is omitted but listed in `covers`", o.BaseArticle)
		}
	}
	return ps
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// covered reports whether article falls under one of the covers entries: an
// entry covers itself and every sub-article ("9" covers "9.6.1", "9.6 a", "9(b)").
func covered(covers []string, article string) bool {
	for _, c := range covers {
		if article == c {
			return true
		}
		if strings.HasPrefix(article, c) {
			switch article[len(c)] {
			case '.', ' ', '(':
				return true
			}
		}
	}
	return false
}

func pointer(id string) string {
	sec, name, _ := strings.Cut(id, ".")
	return "/parameters/" + yamlschema.Escape(sec) + "/" + yamlschema.Escape(name)
}

func sortedKeys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// fromDocument builds a File from a document. For a schema-valid document
// the schema has guaranteed every type; an invalid one is read as far as its
// types allow (a value of the wrong type reads as empty), for the checks.
func fromDocument(name string, doc *yamlschema.Document) *File {
	m, _ := doc.Value.(map[string]any)
	str := func(k string) string { s, _ := m[k].(string); return s }
	f := &File{
		Path: name, ID: str("id"), Kind: str("kind"), Title: str("title"), Language: str("language"),
		InForce: str("in_force"), Adopted: str("adopted"), Layout: str("layout"), Base: str("base"),
		Event: str("event"), Articles: map[string]string{}, Entries: map[string]Entry{}, doc: doc,
	}
	f.Sources = strings_(m["sources"])
	f.Covers = strings_(m["covers"])
	if src, ok := m["source"].(map[string]any); ok {
		f.Source = &SourceDocument{File: str_(src["file"]), Description: str_(src["description"])}
	}
	if as, ok := m["articles"].(map[string]any); ok {
		for k, v := range as {
			f.Articles[k] = str_(v)
		}
	}
	if ds, ok := m["deviations"].([]any); ok {
		for _, d := range ds {
			dm, _ := d.(map[string]any)
			td := TextDeviation{Rulebook: f.ID, Article: str_(dm["article"]), Description: str_(dm["description"])}
			td.BaseArticle, _ = dm["base_article"].(string)
			if td.BaseArticle == "" { // FORMAT.md §2.2: defaults to the mapped article
				td.BaseArticle = f.Articles[td.Article]
				if td.BaseArticle == "" {
					td.BaseArticle = td.Article
				}
			}
			td.Key, _ = dm["key"].(string)
			f.explicitKey = append(f.explicitKey, td.Key != "")
			if td.Key == "" {
				td.Key = td.Article
			}
			f.Deviations = append(f.Deviations, td)
		}
	}
	if os, ok := m["omits"].([]any); ok {
		for _, o := range os {
			om, _ := o.(map[string]any)
			f.Omits = append(f.Omits, Omission{Rulebook: f.ID, BaseArticle: str_(om["base_article"]), Description: str_(om["description"])})
		}
	}
	params, _ := m["parameters"].(map[string]any)
	for sec, v := range params {
		vm, _ := v.(map[string]any)
		for name, ev := range vm {
			em, _ := ev.(map[string]any)
			s := func(k string) string { x, _ := em[k].(string); return x }
			e := Entry{Article: s("article"), Value: em["value"], Verified: true, Reason: s("reason"),
				Source: s("source"), Note: s("note"), Interpretation: s("interpretation"), Deviation: s("deviation"), Also: strings_(em["also"])}
			e.Absent, _ = em["absent"].(bool)
			if v, ok := em["verified"].(bool); ok {
				e.Verified = v
			}
			if as, ok := em["amendments"].([]any); ok {
				for _, a := range as {
					am, _ := a.(map[string]any)
					x := Amendment{From: str_(am["from"]), Article: str_(am["article"]), Value: am["value"]}
					x.Source, _ = am["source"].(string)
					x.Note, _ = am["note"].(string)
					e.Amendments = append(e.Amendments, x)
				}
			}
			f.Entries[sec+"."+name] = e
		}
	}
	return f
}

func strings_(v any) []string {
	xs, _ := v.([]any)
	var out []string
	for _, x := range xs {
		out = append(out, str_(x))
	}
	return out
}

// str_ is v if it is a string, else "".
func str_(v any) string { s, _ := v.(string); return s }

// Files lists the rulebooks of the set: editions by date, then translations,
// then regulations, each by id.
func (s *Set) Files() []*File {
	out := make([]*File, 0, len(s.files))
	for _, f := range s.files {
		out = append(out, f)
	}
	rank := map[string]int{KindEdition: 0, KindTranslation: 1, KindRegulations: 2}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if rank[a.Kind] != rank[b.Kind] {
			return rank[a.Kind] < rank[b.Kind]
		}
		return a.ID < b.ID
	})
	return out
}

// File returns the rulebook with that id, or nil.
func (s *Set) File(id string) *File { return s.files[id] }

// interpretationBelow is the `interpretation` of parameter id in the layers
// under a regulations file (its base translation, then the edition), or "".
// Regulations may settle a reading the edition flags as open (2023 B.2 vs
// B.3: blitz.adequate_time_penalty) though the Laws do not delegate it.
func interpretationBelow(known func(string) *File, base, id string) string {
	for f, n := known(base), 0; f != nil && n < 3; n++ {
		if e, ok := f.Entries[id]; ok && e.Interpretation != "" {
			return e.Interpretation
		}
		if f.Base == "" {
			break
		}
		f = known(f.Base)
	}
	return ""
}
