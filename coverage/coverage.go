// Package coverage maps every article of a rulebook to the Gherkin scenarios
// and corpus cases that test it. The articles come from an inventory per
// rulebook (rules/articles/<id>.yaml, schema/articles.schema.json) that says
// for each article whether it states a testable rule, and why not; the tests
// come from the article tags of the features and the articles of the corpus
// cases. Untested testable articles are gaps.
package coverage

import (
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/chessconform/chessconform/yamlschema"
)

// InventoryDir is where the article inventories live in the data tree.
const InventoryDir = "rules/articles"

// Schema is the inventory schema inside the data tree.
const Schema = "schema/articles.schema.json"

// Article is one row of an inventory.
type Article struct {
	Article  string `yaml:"article" json:"article"`
	Testable bool   `yaml:"testable" json:"testable"`
	Reason   string `yaml:"reason,omitempty" json:"reason,omitempty"`
	Gap      string `yaml:"gap,omitempty" json:"gap,omitempty"`
	Note     string `yaml:"note,omitempty" json:"note,omitempty"`
}

// Inventory is the list of articles of one rulebook.
type Inventory struct {
	Rulebook string `yaml:"rulebook"`
	Source   string `yaml:"source"`
	Untagged bool   `yaml:"untagged_features"`
	// ExampleRows: an Examples row of an English feature whose "rulebook"
	// column names this rulebook tests the article in its "article" column
	// (written in this rulebook's numbering), besides the scenarios tagged
	// for it. The editions before the current one are tested this way.
	ExampleRows bool      `yaml:"example_rows"`
	Articles    []Article `yaml:"articles"`
}

// Inventories lists the rulebook ids that have an inventory, sorted.
func Inventories(fsys fs.FS) ([]string, error) {
	entries, err := fs.ReadDir(fsys, InventoryDir)
	if err != nil {
		return nil, fmt.Errorf("coverage: %w", err)
	}
	var ids []string
	for _, e := range entries {
		if id, ok := strings.CutSuffix(e.Name(), ".yaml"); ok && !e.IsDir() {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	return ids, nil
}

// LoadInventory reads and validates rules/articles/<id>.yaml.
func LoadInventory(fsys fs.FS, id string) (*Inventory, error) {
	name := path.Join(InventoryDir, id+".yaml")
	src, err := fs.ReadFile(fsys, name)
	if err != nil {
		return nil, fmt.Errorf("coverage: no article inventory for rulebook %q: %w", id, err)
	}
	return ParseInventory(fsys, name, src)
}

// ParseInventory validates src (named name) against the schema in fsys and
// checks that the file is named after its rulebook and lists no article
// twice. Every problem is reported as file:line:col pointer: message.
func ParseInventory(fsys fs.FS, name string, src []byte) (*Inventory, error) {
	schema, err := yamlschema.Compile(fsys, Schema)
	if err != nil {
		return nil, err
	}
	doc, problems := schema.Validate(name, src)
	if len(problems) > 0 {
		return nil, yamlschema.Problems(problems)
	}
	var inv Inventory
	if err := doc.Root.Decode(&inv); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if want := strings.TrimSuffix(path.Base(name), ".yaml"); want != inv.Rulebook {
		problems = append(problems, doc.At("/rulebook", fmt.Sprintf("rulebook %q in a file named %s.yaml", inv.Rulebook, want)))
	}
	seen := map[string]int{}
	for i, a := range inv.Articles {
		n := Normalize(a.Article)
		if j, dup := seen[n]; dup {
			problems = append(problems, doc.At(fmt.Sprintf("/articles/%d/article", i),
				fmt.Sprintf("article %q is already listed as /articles/%d", a.Article, j)))
		}
		seen[n] = i
	}
	if len(problems) > 0 {
		return nil, yamlschema.Problems(yamlschema.Sort(problems))
	}
	return &inv, nil
}

// Normalize turns an article label into its tag form: parentheses and commas
// dropped, words joined by "-". "3.7 d" -> "3.7-d", "1 (bullet 2)" ->
// "1-bullet-2", "A.4.2" -> "A.4.2". A feature cites "3.7 d" as @art-3.7-d.
func Normalize(label string) string {
	r := strings.NewReplacer("(", " ", ")", " ", ",", " ")
	return strings.Join(strings.Fields(r.Replace(label)), "-")
}

// ArticleOfTag returns the article a tag cites ("@art-3.7-d" -> "3.7-d",
// "@appendix-C.10" -> "C.10", "@guidelines-III.4" -> "III.4"), ok false for
// other tags.
func ArticleOfTag(tag string) (string, bool) {
	t := strings.TrimPrefix(tag, "@")
	for _, p := range []string{"art-", "appendix-", "guidelines-"} {
		if a, ok := strings.CutPrefix(t, p); ok && a != "" {
			return a, true
		}
	}
	return "", false
}

// within reports whether article a (tag form) is row r or one of its
// sub-articles: "3.7.4.1" and "3.7-d" are within "3.7", "3.70" is not.
func within(a, r string) bool {
	return a == r || strings.HasPrefix(a, r+".") || strings.HasPrefix(a, r+"-")
}

// Case is one test: a scenario or a corpus case, with the articles it cites
// and the rulebooks whose numbering they are in (none: the current FIDE
// edition's, see Inventory.Untagged).
type Case struct {
	Kind      string   `json:"kind"` // "scenario" or "corpus"
	ID        string   `json:"id"`   // file:line of a scenario, the corpus case id
	Name      string   `json:"name"`
	Articles  []string `json:"-"`
	Rulebooks []string `json:"-"`
	Text      string   `json:"-"` // the scenario's steps, one per line
	// Edition and EditionArticles: an Examples row with a "rulebook" and an
	// "article" column names a rulebook and the articles (in its numbering)
	// the row tests; they count for an inventory with example_rows.
	Edition         string   `json:"-"`
	EditionArticles []string `json:"-"`
}

// Status of an article in a report.
const (
	Tested      = "tested"
	NotTestable = "not-testable"
	KnownGap    = "known-gap" // testable, untested, the inventory says why
	Gap         = "gap"       // testable, untested, no reason given
)

// Row is one article of a report.
type Row struct {
	Article string `json:"article"`
	Status  string `json:"status"`
	Reason  string `json:"reason,omitempty"` // why not testable, or why a known gap
	Note    string `json:"note,omitempty"`
	Tests   []Case `json:"tests"`
}

// Report is the coverage of one rulebook.
type Report struct {
	Rulebook string `json:"rulebook"`
	Source   string `json:"source"`
	Rows     []Row  `json:"articles"`
	// Unknown lists articles cited by this rulebook's tests that match no
	// row of the inventory (a typo in a tag, or a missing row).
	Unknown []string `json:"unknown_articles"`
	Summary Summary  `json:"summary"`
}

// Summary counts the rows by status.
type Summary struct {
	Articles    int `json:"articles"`
	Testable    int `json:"testable"`
	Tested      int `json:"tested"`
	NotTestable int `json:"not_testable"`
	KnownGaps   int `json:"known_gaps"`
	Gaps        int `json:"gaps"`
	Scenarios   int `json:"scenarios"`
	CorpusCases int `json:"corpus_cases"`
}

// applies reports whether case c is written in the rulebook's numbering.
func (inv *Inventory) applies(c Case) bool {
	if len(c.Rulebooks) == 0 {
		return inv.Untagged
	}
	for _, b := range c.Rulebooks {
		if b == inv.Rulebook {
			return true
		}
	}
	return false
}

// Compute builds the report of inv over the cases. A scenario tests a row
// when one of its article tags is the row or a sub-article of it (a
// feature-level @art-9 does not test 9.2). A corpus case names the most
// general article it exercises (the perft suites: Article 3), so it also
// tests every row inside that article.
func Compute(inv *Inventory, cases []Case) Report {
	rep := Report{Rulebook: inv.Rulebook, Source: inv.Source, Unknown: []string{}}
	rows := make([]string, len(inv.Articles))
	for i, a := range inv.Articles {
		rows[i] = Normalize(a.Article)
	}
	tests := make([][]Case, len(inv.Articles))
	unknown := map[string]bool{}
	counted := map[string]bool{}
	for _, c := range cases {
		arts := c.Articles
		if !inv.applies(c) {
			if !inv.ExampleRows || c.Edition != inv.Rulebook {
				continue
			}
			arts = c.EditionArticles
		}
		for _, art := range arts {
			if tagged, ok := ArticleOfTag(art); ok {
				art = tagged // corpus cases write "guidelines-II"
			}
			a := Normalize(art)
			hit := false
			for i, r := range rows {
				if within(a, r) || (c.Kind == "corpus" && within(r, a)) {
					hit = true
					if n := len(tests[i]); n == 0 || tests[i][n-1].ID != c.ID {
						tests[i] = append(tests[i], c)
					}
				}
			}
			if !hit && !isAncestorOfAny(a, rows) {
				unknown[art] = true
			}
			if hit && !counted[c.Kind+"\x00"+c.ID] {
				counted[c.Kind+"\x00"+c.ID] = true
				if c.Kind == "corpus" {
					rep.Summary.CorpusCases++
				} else {
					rep.Summary.Scenarios++
				}
			}
		}
	}
	for i, a := range inv.Articles {
		row := Row{Article: a.Article, Note: a.Note, Tests: tests[i]}
		if row.Tests == nil {
			row.Tests = []Case{}
		}
		switch {
		case !a.Testable:
			row.Status, row.Reason = NotTestable, a.Reason
			rep.Summary.NotTestable++
		case len(tests[i]) > 0:
			row.Status = Tested
			rep.Summary.Tested++
		case a.Gap != "":
			row.Status, row.Reason = KnownGap, a.Gap
			rep.Summary.KnownGaps++
		default:
			row.Status = Gap
			rep.Summary.Gaps++
		}
		if a.Testable {
			rep.Summary.Testable++
		}
		rep.Rows = append(rep.Rows, row)
	}
	rep.Summary.Articles = len(inv.Articles)
	for u := range unknown {
		rep.Unknown = append(rep.Unknown, u)
	}
	sort.Strings(rep.Unknown)
	return rep
}

// isAncestorOfAny: a feature-level tag such as @art-9 or @appendix-A cites a
// whole article whose rows are listed separately; it is not unknown.
func isAncestorOfAny(a string, rows []string) bool {
	for _, r := range rows {
		if within(r, a) {
			return true
		}
	}
	return false
}
