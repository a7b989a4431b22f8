package rulebook

import (
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/chessconform/chessconform/yamlschema"
)

// ComparisonDir holds the article-by-article comparisons of the translations
// with their editions' English texts, one file per translation.
const ComparisonDir = "rules/comparisons"

// ComparisonSchemaPath is the comparison schema's path inside the data tree.
const ComparisonSchemaPath = "schema/comparison.schema.json"

// Verdicts of an article row.
const (
	VerdictMatching    = "matching"     // says what the English text says
	VerdictDeviation   = "deviation"    // says something else (Kinds say how)
	VerdictOmitted     = "omitted"      // a base article the translation lacks
	VerdictAdded       = "added"        // an article with no counterpart in the base
	VerdictRenumbered  = "renumbered"   // the English rule under another number
	VerdictNotCompared = "not_compared" // not read against the English text: no verdict claimed
)

// Verdicts lists the verdicts in the order reports count them.
var Verdicts = []string{VerdictDeviation, VerdictOmitted, VerdictAdded, VerdictRenumbered, VerdictNotCompared, VerdictMatching}

// ArticleRow is one article of a translation compared with its counterpart
// in the base edition's English text.
type ArticleRow struct {
	Article     string   `json:"article,omitempty"` // the translation's label; "" when omitted
	Base        string   `json:"base,omitempty"`    // the base edition's article; "" when added
	Verdict     string   `json:"verdict"`
	Kinds       []string `json:"kinds,omitempty"`       // for a deviation: value, obligation, condition, ...
	English     string   `json:"english,omitempty"`     // the English text's reading
	Translation string   `json:"translation,omitempty"` // the translation's reading, in English
	Parameters  []string `json:"parameters,omitempty"`  // the parameters that encode it
	Deviation   string   `json:"deviation,omitempty"`   // key of the textual deviation it records
	Consequence string   `json:"consequence,omitempty"` // worked example
	Refs        []string `json:"refs,omitempty"`        // rows of the .md deviation table (D7, H12)
	Scenarios   []string `json:"scenarios,omitempty"`   // features/...feature:LINE
	Note        string   `json:"note,omitempty"`
	// Unconfirmed says what the translation was compared with where the
	// base edition's English wording could not be read ("" when it was).
	Unconfirmed string `json:"english_unconfirmed,omitempty"`
	Line        int    `json:"-"` // line of the row in its file
}

// Reported reports whether the row is shown in a diff: every row that is not
// a match confirmed against the base edition's English text.
func (r ArticleRow) Reported() bool { return r.Verdict != VerdictMatching || r.Unconfirmed != "" }

// Label is the row's article in both numberings, for reports:
// "9.2..2 (fide-2018-01 9.2.2)", "- (fide-2014 G.5 c)".
func (r ArticleRow) Label(edition string) string {
	a := r.Article
	if a == "" {
		a = "-"
	}
	switch {
	case r.Base == "":
		a += " (no counterpart in " + edition + ")"
	case r.Base != r.Article:
		a += " (" + edition + " " + r.Base + ")"
	}
	return a
}

// Comparison is a translation compared article by article with the English
// text of its base edition (rules/comparisons/<translation>.yaml).
type Comparison struct {
	Translation string       `json:"translation"`
	Base        string       `json:"base"`
	English     string       `json:"english"` // where the English text was read
	Note        string       `json:"note,omitempty"`
	Path        string       `json:"path"`
	Articles    []ArticleRow `json:"articles"`
}

// Counts is the number of rows per verdict.
func (c *Comparison) Counts() map[string]int {
	n := map[string]int{}
	for _, r := range c.Articles {
		n[r.Verdict]++
	}
	return n
}

// Summary is the counts in words: "196 articles: 27 deviation, 1 omitted,
// 14 renumbered, 154 matching".
func (c *Comparison) Summary() string {
	n := c.Counts()
	var parts []string
	for _, v := range Verdicts {
		if n[v] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n[v], strings.ReplaceAll(v, "_", " ")))
		}
	}
	return fmt.Sprintf("%d rows: %s", len(c.Articles), strings.Join(parts, ", "))
}

// Reported is the rows a diff shows (every row that is not a plain match),
// in file order.
func (c *Comparison) Reported() []ArticleRow {
	var out []ArticleRow
	for _, r := range c.Articles {
		if r.Reported() {
			out = append(out, r)
		}
	}
	return out
}

// Comparison returns the article-by-article comparison of a translation, or
// nil when it has none.
func (s *Set) Comparison(id string) *Comparison { return s.comparisons[id] }

// Comparisons returns the comparisons a diff of a and b reports: those of
// the translations in one side's layers and not in the other's (comparing a
// translation with its own base shows its comparison; comparing two
// rulebooks over the same translation shows none).
func (s *Set) Comparisons(a, b string) ([]*Comparison, error) {
	ra, err := s.Resolve(a)
	if err != nil {
		return nil, err
	}
	rb, err := s.Resolve(b)
	if err != nil {
		return nil, err
	}
	in := func(r *Resolved, id string) bool {
		for _, f := range r.Chain {
			if f.ID == id {
				return true
			}
		}
		return false
	}
	var out []*Comparison
	for _, pair := range [][2]*Resolved{{ra, rb}, {rb, ra}} {
		for _, f := range pair[0].Chain {
			if f.Kind != KindTranslation || in(pair[1], f.ID) {
				continue
			}
			if c := s.comparisons[f.ID]; c != nil {
				out = append(out, c)
			}
		}
	}
	return out, nil
}

// loadComparisons validates every file of ComparisonDir in fsys against the
// schema and against the translations of the set.
func (s *Set) loadComparisons(fsys fs.FS) yamlschema.Problems {
	entries, err := fs.ReadDir(fsys, ComparisonDir)
	if err != nil {
		return nil // no comparisons shipped
	}
	schema, err := yamlschema.Compile(fsys, ComparisonSchemaPath)
	if err != nil {
		return yamlschema.Problems{{File: ComparisonSchemaPath, Message: err.Error()}}
	}
	var problems []yamlschema.Problem
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".yaml") {
			continue
		}
		name := path.Join(ComparisonDir, e.Name())
		src, err := fs.ReadFile(fsys, name)
		if err != nil {
			problems = append(problems, yamlschema.Problem{File: name, Message: err.Error()})
			continue
		}
		c, ps := s.parseComparison(schema, name, src)
		problems = append(problems, ps...)
		if c != nil {
			s.comparisons[c.Translation] = c
		}
	}
	return yamlschema.Sort(problems)
}

// AddComparison validates a comparison file against the schema of fsys and
// the translations already in the set, and adds it if valid. The error is a
// yamlschema.Problems (file:line:col pointer: message).
func (s *Set) AddComparison(fsys fs.FS, name string, src []byte) error {
	schema, err := yamlschema.Compile(fsys, ComparisonSchemaPath)
	if err != nil {
		return fmt.Errorf("rulebook: %w", err)
	}
	c, ps := s.parseComparison(schema, name, src)
	if len(ps) > 0 {
		return yamlschema.Problems(ps)
	}
	s.comparisons[c.Translation] = c
	return nil
}

func (s *Set) parseComparison(schema *yamlschema.Schema, name string, src []byte) (*Comparison, []yamlschema.Problem) {
	doc, ps := schema.Validate(name, src)
	if doc == nil || len(ps) > 0 {
		return nil, ps
	}
	c := comparisonFromDocument(name, doc)
	if ps := s.checkComparison(c, doc); len(ps) > 0 {
		return nil, yamlschema.Sort(ps)
	}
	return c, nil
}

func comparisonFromDocument(name string, doc *yamlschema.Document) *Comparison {
	m, _ := doc.Value.(map[string]any)
	c := &Comparison{Translation: str_(m["translation"]), Base: str_(m["base"]), English: str_(m["english"]),
		Note: str_(m["note"]), Path: name}
	rows, _ := m["articles"].([]any)
	for i, r := range rows {
		rm, _ := r.(map[string]any)
		s := func(k string) string { return str_(rm[k]) }
		c.Articles = append(c.Articles, ArticleRow{Article: s("article"), Base: s("base"), Verdict: s("verdict"),
			Kinds: strings_(rm["kinds"]), English: s("english"), Translation: s("translation"), Parameters: strings_(rm["parameters"]),
			Deviation: s("deviation"), Consequence: s("consequence"), Refs: strings_(rm["refs"]), Scenarios: strings_(rm["scenarios"]),
			Note: s("note"), Unconfirmed: s("english_unconfirmed"), Line: doc.At(fmt.Sprintf("/articles/%d", i), "").Line})
	}
	return c
}

// checkComparison checks a comparison against its translation's file: the
// file name, the base, every omitted row against `omits` and back, every
// parameter row against the parameter's `deviation` and back, every textual
// deviation of the file against a deviation row, every renumbering against
// `articles`, and no article twice.
func (s *Set) checkComparison(c *Comparison, doc *yamlschema.Document) []yamlschema.Problem {
	var ps []yamlschema.Problem
	at := func(ptr, format string, a ...any) { ps = append(ps, doc.At(ptr, fmt.Sprintf(format, a...))) }
	if want := strings.TrimSuffix(path.Base(c.Path), ".yaml"); want != c.Translation {
		at("/translation", "translation %q in a file named %s.yaml", c.Translation, want)
	}
	f := s.files[c.Translation]
	if f == nil || f.Kind != KindTranslation {
		at("/translation", "%q is not a known translation", c.Translation)
		return ps
	}
	if c.Base != f.Base {
		at("/base", "base %q, but %s translates %s", c.Base, f.ID, f.Base)
	}
	omits := map[string]bool{}
	for _, o := range f.Omits {
		omits[o.BaseArticle] = true
	}
	devs := map[string]TextDeviation{}
	for _, d := range f.Deviations {
		devs[d.Key] = d
	}
	articles, omitted, params, recorded := map[string]int{}, map[string]int{}, map[string]bool{}, map[string]bool{}
	for i, r := range c.Articles {
		row := fmt.Sprintf("/articles/%d", i)
		if r.Article != "" {
			if j, dup := articles[r.Article]; dup {
				at(row+"/article", "article %q is already compared in /articles/%d", r.Article, j)
			}
			articles[r.Article] = i
			if !covered(f.Covers, r.Article) && r.Verdict != VerdictNotCompared {
				at(row+"/article", "article %q is not in %s's `covers`", r.Article, f.ID)
			}
		}
		switch r.Verdict {
		case VerdictOmitted:
			if j, dup := omitted[r.Base]; dup {
				at(row+"/base", "base article %q is already omitted in /articles/%d", r.Base, j)
			}
			omitted[r.Base] = i
			if !omits[r.Base] {
				at(row+"/base", "base article %q is omitted here but not in %s's `omits`", r.Base, f.ID)
			}
		case VerdictRenumbered:
			if r.Article == r.Base {
				at(row+"/verdict", "renumbered, but the article and its base are both %q", r.Article)
			}
		}
		if r.Article != "" && r.Base != "" && r.Article != r.Base {
			switch mapped, ok := f.Articles[r.Article]; {
			case ok && mapped != r.Base:
				at(row+"/base", "base %q, but %s's `articles` maps %q to %q", r.Base, f.ID, r.Article, mapped)
			case !ok && r.Verdict == VerdictRenumbered:
				at(row+"/article", "renumbered %q -> %q is not in %s's `articles` map", r.Article, r.Base, f.ID)
			}
		}
		for j, p := range r.Parameters {
			ptr := fmt.Sprintf("%s/parameters/%d", row, j)
			switch e, ok := f.Entries[p]; {
			case !ok:
				at(ptr, "%s does not override parameter %s", f.ID, p)
			case e.Deviation == "":
				at(ptr, "%s's parameter %s has no `deviation`", f.ID, p)
			}
			params[p] = true
		}
		if len(r.Parameters) > 0 && r.Verdict != VerdictDeviation {
			at(row+"/verdict", "a row naming parameters must be a deviation, not %s", r.Verdict)
		}
		if r.Verdict == VerdictDeviation {
			key := r.Deviation
			if key == "" {
				key = r.Article
			}
			if d, ok := devs[key]; ok {
				recorded[key] = true
				if d.BaseArticle != r.Base {
					at(row+"/base", "base %q, but %s's deviation %q is at base article %q", r.Base, f.ID, key, d.BaseArticle)
				}
			} else if r.Deviation != "" {
				at(row+"/deviation", "%s has no textual deviation with key %q", f.ID, r.Deviation)
			} else if len(r.Parameters) == 0 {
				at(row+"/verdict", "deviation at %q is neither a `deviations` entry nor a parameter of %s: record it there too, so that every diff shows it",
					r.Article, f.ID)
			}
		}
	}
	for i, o := range f.Omits {
		if _, ok := omitted[o.BaseArticle]; !ok {
			at("/articles", "%s omits base article %q (%s /omits/%d) but no row is `omitted` with base %q",
				f.ID, o.BaseArticle, f.Path, i, o.BaseArticle)
		}
	}
	for _, id := range sortedKeys(f.Entries) {
		if f.Entries[id].Deviation != "" && !params[id] {
			at("/articles", "%s's parameter %s has a `deviation` but no row names it in `parameters`", f.ID, id)
		}
	}
	for _, d := range f.Deviations {
		if !recorded[d.Key] {
			at("/articles", "%s's textual deviation %q (article %s) has no deviation row", f.ID, d.Key, d.Article)
		}
	}
	return ps
}
