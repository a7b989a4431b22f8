package main

import (
	"encoding/json"
	"strings"
	"testing"

	chessconform "github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/rulebook"
)

// TestRulesDiffTranslations: `rules diff <base> <translation>` exits 1 for
// every shipped translation and lists every deviation the data holds, in the
// text format with both article numbers and in JSON by key (issue 3,
// criterion 4). The deviations themselves are asserted one by one against the
// seeds in rulebook/translation_*_test.go.
func TestRulesDiffTranslations(t *testing.T) {
	set, err := rulebook.LoadEmbedded(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"bg-2005", "hu-2014", "hu-2018", "lt-2018"} {
		f := set.File(id)
		want, err := set.Diff(f.Base, id)
		if err != nil {
			t.Fatal(err)
		}
		code, text, errs := runCLI(t, "rules", "diff", f.Base, id)
		if code != 1 {
			t.Errorf("rules diff %s %s: exit %d (%s), want 1", f.Base, id, code, errs)
		}
		code, js, _ := runCLI(t, "rules", "diff", f.Base, id, "--format", "json")
		var d struct {
			Same    bool
			Changes []struct{ ID, Kind string }
		}
		if code != 1 || json.Unmarshal([]byte(js), &d) != nil || d.Same {
			t.Errorf("rules diff %s %s --format json: exit %d", f.Base, id, code)
		}
		got := map[string]bool{}
		for _, c := range d.Changes {
			got[c.ID] = true
		}
		for _, c := range want {
			if !got[c.ID] {
				t.Errorf("%s: JSON diff lacks %s", id, c.ID)
			}
			if !strings.Contains(text, "("+c.ID+")\n") {
				t.Errorf("%s: text diff lacks %s", id, c.ID)
			}
			if c.Kind != rulebook.ChangeDeviation && c.Kind != rulebook.ChangeOmitted {
				continue
			}
			// Both article numbers: the base edition's line names the base article.
			if line := "  " + f.Base + " " + c.B.BaseArticle + ": "; !strings.Contains(text, "("+c.ID+")\n"+line) {
				t.Errorf("%s: text diff of %s does not start with %q", id, c.ID, line)
			}
		}
	}
}

// TestRulesDiffComparisons: the CLI's `rules diff <base> <translation>`
// carries the article-by-article comparison (issue 15): in text and markdown
// its section with every row that is not a confirmed match, in JSON every
// row under "comparisons"; an edition diff carries none.
func TestRulesDiffComparisons(t *testing.T) {
	set, err := rulebook.LoadEmbedded(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"bg-2005", "hu-2014", "hu-2018", "lt-2018"} {
		c := set.Comparison(id)
		if c == nil {
			t.Fatalf("%s: no comparison", id)
		}
		_, text, _ := runCLI(t, "rules", "diff", c.Base, id)
		_, md, _ := runCLI(t, "rules", "diff", c.Base, id, "--format", "markdown")
		for _, want := range []string{"Article by article: " + id, c.Summary()} {
			if !strings.Contains(text, want) || !strings.Contains(md, want) {
				t.Errorf("%s: text or markdown diff lacks %q", id, want)
			}
		}
		for _, r := range c.Reported() {
			if !strings.Contains(text, "] "+id+" "+r.Label(c.Base)+"\n") {
				t.Errorf("%s: text diff lacks row %s", id, r.Label(c.Base))
			}
		}
		_, js, _ := runCLI(t, "rules", "diff", c.Base, id, "--format", "json")
		var d rulebook.DiffReportJSON
		if err := json.Unmarshal([]byte(js), &d); err != nil || len(d.Comparisons) != 1 || len(d.Comparisons[0].Articles) != len(c.Articles) {
			t.Errorf("%s: JSON comparisons: %v %+v", id, err, d.Comparisons)
		}
	}
	code, js, _ := runCLI(t, "rules", "diff", "fide-2017-07", "fide-2018-01", "--format", "json")
	if code != 1 || strings.Contains(js, `"comparisons"`) {
		t.Errorf("edition diff: exit %d, comparisons present: %v", code, strings.Contains(js, `"comparisons"`))
	}
}
