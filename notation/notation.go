// Package notation holds the localized notation tables of the FIDE Laws of
// Chess, Appendix C.3: for each language, the letters its players write for
// the pieces (C.2, C.3) and the pieces' names.
//
// The tables are data, rules/notation/<language>.yaml, validated against
// schema/notation.schema.json. Load reads them from an fs.FS (normally
// chessconform.Data) and, beyond the schema, checks what a schema cannot
// express: the file is named after its language, the five letters of a
// language are distinct, so are its piece names, and every letter is written
// in the declared script (a Latin "K" in a Cyrillic table looks right and
// parses wrong).
package notation

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"unicode"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/yamlschema"
)

// Where the tables and their schema live inside the data tree.
const (
	Dir        = "rules/notation"
	SchemaPath = "schema/notation.schema.json"
)

// Castling notation of Appendix C.13, used where a table does not say otherwise.
const (
	DefaultKingside  = "0-0"
	DefaultQueenside = "0-0-0"
)

// pieces are the keys of the letters and names mappings, in the order the
// Laws list the pieces (C.2).
var pieces = []string{"king", "queen", "rook", "bishop", "knight", "pawn"}

// Names are the usual names of the pieces in one language, singular.
type Names struct {
	King, Queen, Rook, Bishop, Knight, Pawn string
}

// Castling is how a language writes the two castlings.
type Castling struct {
	Kingside, Queenside string
}

// Source is where a table's letters and names were taken from.
type Source struct {
	Title, Section, URL, Says string
}

// Table is the notation of one language.
type Table struct {
	Language   string // ISO 639 code, e.g. "hu"
	Name       string // in English, e.g. "Hungarian"
	NativeName string // e.g. "magyar"
	Script     string // Unicode script of the letters, e.g. "Latin"
	Letters    chess.Letters
	Names      Names
	// AlternativeNames are other names in use, keyed by piece ("bishop").
	AlternativeNames map[string][]string
	Castling         Castling
	Sources          []Source
	File             string // path of the YAML file in the data tree
}

// Tables are the notation tables of every language shipped.
type Tables struct {
	byLang map[string]*Table
	langs  []string // sorted
}

// raw mirrors the YAML document; the schema has already vouched for its shape.
type raw struct {
	Language         string              `yaml:"language"`
	Name             string              `yaml:"name"`
	NativeName       string              `yaml:"native_name"`
	Script           string              `yaml:"script"`
	Letters          map[string]string   `yaml:"letters"`
	Names            map[string]string   `yaml:"names"`
	AlternativeNames map[string][]string `yaml:"alternative_names"`
	Castling         *struct {
		Kingside  string `yaml:"kingside"`
		Queenside string `yaml:"queenside"`
	} `yaml:"castling"`
	Source []struct {
		Title   string `yaml:"title"`
		Section string `yaml:"section"`
		URL     string `yaml:"url"`
		Says    string `yaml:"says"`
	} `yaml:"source"`
}

// Load reads and validates every rules/notation/*.yaml of fsys. On failure the
// error is a yamlschema.Problems listing every problem of every file, one per
// line, as "file:line:col JSON-pointer: message", sorted.
func Load(fsys fs.FS) (*Tables, error) {
	schema, err := yamlschema.Compile(fsys, SchemaPath)
	if err != nil {
		return nil, fmt.Errorf("notation: %w", err)
	}
	entries, err := fs.ReadDir(fsys, Dir)
	if err != nil {
		return nil, fmt.Errorf("notation: reading %s: %w", Dir, err)
	}
	ts := &Tables{byLang: map[string]*Table{}}
	var problems []yamlschema.Problem
	for _, e := range entries {
		name := path.Join(Dir, e.Name())
		switch {
		case e.IsDir():
			continue
		case strings.HasSuffix(e.Name(), ".yml"):
			// Would otherwise be skipped silently and its language go missing.
			problems = append(problems, yamlschema.Problem{File: name, Line: 1, Col: 1,
				Message: "notation tables are named <language>.yaml, not .yml"})
			continue
		case !strings.HasSuffix(e.Name(), ".yaml"):
			continue
		}
		src, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, fmt.Errorf("notation: %w", err)
		}
		t, ps := loadTable(schema, name, src)
		problems = append(problems, ps...)
		if t != nil {
			ts.byLang[t.Language] = t
			ts.langs = append(ts.langs, t.Language)
		}
	}
	if len(problems) > 0 {
		return nil, yamlschema.Problems(yamlschema.Sort(problems))
	}
	if len(ts.langs) == 0 {
		return nil, fmt.Errorf("notation: no tables (*.yaml) in %s", Dir)
	}
	sort.Strings(ts.langs)
	return ts, nil
}

// loadTable validates one file and turns it into a Table; it returns nil and
// the problems if there are any.
func loadTable(schema *yamlschema.Schema, name string, src []byte) (*Table, []yamlschema.Problem) {
	doc, ps := schema.Validate(name, src)
	if len(ps) > 0 {
		return nil, ps
	}
	var r raw
	if err := doc.Root.Decode(&r); err != nil {
		return nil, []yamlschema.Problem{doc.At("", err.Error())}
	}
	ps = check(doc, name, &r)
	if len(ps) > 0 {
		return nil, ps
	}
	t := &Table{
		Language:   r.Language,
		Name:       r.Name,
		NativeName: r.NativeName,
		Script:     r.Script,
		Letters: chess.Letters{
			King: r.Letters["king"], Queen: r.Letters["queen"], Rook: r.Letters["rook"],
			Bishop: r.Letters["bishop"], Knight: r.Letters["knight"],
		},
		Names: Names{
			King: r.Names["king"], Queen: r.Names["queen"], Rook: r.Names["rook"],
			Bishop: r.Names["bishop"], Knight: r.Names["knight"], Pawn: r.Names["pawn"],
		},
		AlternativeNames: r.AlternativeNames,
		Castling:         Castling{Kingside: DefaultKingside, Queenside: DefaultQueenside},
		File:             name,
	}
	if r.Castling != nil {
		t.Castling = Castling{Kingside: r.Castling.Kingside, Queenside: r.Castling.Queenside}
	}
	for _, s := range r.Source {
		t.Sources = append(t.Sources, Source{Title: s.Title, Section: s.Section, URL: s.URL, Says: s.Says})
	}
	return t, nil
}

// check makes the checks a JSON Schema cannot express.
func check(doc *yamlschema.Document, name string, r *raw) []yamlschema.Problem {
	var ps []yamlschema.Problem
	if want := strings.TrimSuffix(path.Base(name), ".yaml"); r.Language != want {
		ps = append(ps, doc.At("/language", fmt.Sprintf("language %q does not match the file name (want %q)", r.Language, want)))
	}

	// Distinct letters: two pieces sharing a letter make SAN ambiguous.
	letterOf := map[string]string{}
	for _, p := range pieces[:5] {
		l := r.Letters[p]
		if other, ok := letterOf[l]; ok {
			ps = append(ps, doc.At("/letters/"+p, fmt.Sprintf("letter %q is already the %s's letter; each piece needs its own", l, other)))
			continue
		}
		letterOf[l] = p
	}

	// Every rune of every letter in the declared script.
	script := unicode.Scripts[r.Script]
	if script == nil { // the schema's enum names only scripts Go knows; guard anyway
		ps = append(ps, doc.At("/script", fmt.Sprintf("unknown Unicode script %q", r.Script)))
	} else {
		for _, p := range pieces[:5] {
			for _, c := range r.Letters[p] {
				if !unicode.Is(script, c) {
					ps = append(ps, doc.At("/letters/"+p, fmt.Sprintf("%q (U+%04X) in letter %q is not in the %s script", c, c, r.Letters[p], r.Script)))
				}
			}
		}
	}

	// Distinct names (alternatives included, ignoring case): a step that names
	// a piece must name exactly one.
	nameOf := map[string]string{}
	claim := func(ptr, piece, n string) {
		k := strings.ToLower(n)
		if other, ok := nameOf[k]; ok && other != piece {
			ps = append(ps, doc.At(ptr, fmt.Sprintf("name %q is already a name of the %s", n, other)))
			return
		}
		nameOf[k] = piece
	}
	for _, p := range pieces {
		claim("/names/"+p, p, r.Names[p])
	}
	for _, p := range pieces {
		for i, n := range r.AlternativeNames[p] {
			claim(fmt.Sprintf("/alternative_names/%s/%d", p, i), p, n)
		}
	}
	return ps
}

// normalize maps "hu", "HU", "hu-HU" and "hu_HU" to "hu".
func normalize(lang string) string {
	lang = strings.ToLower(strings.TrimSpace(lang))
	if i := strings.IndexAny(lang, "-_"); i >= 0 {
		lang = lang[:i]
	}
	return lang
}

// Languages returns the language codes of every table, sorted.
func (ts *Tables) Languages() []string {
	return append([]string(nil), ts.langs...)
}

// ErrUnknownLanguage is wrapped by the error for a language without a table.
var ErrUnknownLanguage = errors.New("unknown notation language")

// Table returns the table of lang ("hu"; case and a region suffix such as
// "hu-HU" are ignored). An unknown language is an error listing the known ones.
func (ts *Tables) Table(lang string) (*Table, error) {
	t, ok := ts.byLang[normalize(lang)]
	if !ok {
		return nil, fmt.Errorf("notation: %w %q (known: %s)", ErrUnknownLanguage, lang, strings.Join(ts.langs, ", "))
	}
	return t, nil
}

// Letters returns the piece letters of lang, for the chess package's SAN
// parser and writer.
func (ts *Tables) Letters(lang string) (chess.Letters, error) {
	t, err := ts.Table(lang)
	if err != nil {
		return chess.Letters{}, err
	}
	return t.Letters, nil
}

// Names returns the piece names of lang.
func (ts *Tables) Names(lang string) (Names, error) {
	t, err := ts.Table(lang)
	if err != nil {
		return Names{}, err
	}
	return t.Names, nil
}
