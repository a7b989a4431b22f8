package coverage

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/chessconform/chessconform"
)

const exampleFeature = `Feature: penalties side by side
  @art-12.9
  Scenario Outline: the penalty list
    Given the rulebook "<rulebook>"
    Examples:
      | rulebook  | article |
      | xx-2014   | 12.9    |
      | xx-2009   | 13.4    |
      | xx-2005   | —       |
      | xx-1990   | 13.4    |
`

// TestExampleRows: an Examples row whose rulebook column names an edition
// tests the article of its article column for an inventory with
// example_rows, and for no other; the row still counts for the untagged
// (current) numbering through its tags.
func TestExampleRows(t *testing.T) {
	fsys := fstest.MapFS{"features/x.feature": {Data: []byte(exampleFeature)}}
	cases, err := Scenarios(fsys, nil, []string{"xx-2014", "xx-2009", "xx-2005"})
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) != 4 {
		t.Fatalf("%d cases, want 4", len(cases))
	}
	var eds []string
	for _, c := range cases {
		eds = append(eds, c.Edition+"="+strings.Join(c.EditionArticles, ","))
	}
	if got := strings.Join(eds, " "); got != "xx-2014=12.9 xx-2009=13.4 = =" {
		t.Errorf("editions %q, want the rows naming a known rulebook with an article", got)
	}
	inventory := func(id string, rows bool) *Inventory {
		src := "rulebook: " + id + "\nsource: test\n"
		if rows {
			src += "example_rows: true\n"
		}
		src += "articles:\n  - {article: \"12.9\", testable: true}\n  - {article: \"13.4\", testable: true}\n"
		in, err := ParseInventory(chessconform.Data, "rules/articles/"+id+".yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		return in
	}
	tested := func(r Report) string {
		var out []string
		for _, row := range r.Rows {
			if row.Status == Tested {
				out = append(out, row.Article)
			}
		}
		return strings.Join(out, ",")
	}
	if got := tested(Compute(inventory("xx-2009", true), cases)); got != "13.4" {
		t.Errorf("xx-2009 with example_rows: tested %q, want 13.4", got)
	}
	if got := tested(Compute(inventory("xx-2014", true), cases)); got != "12.9" {
		t.Errorf("xx-2014 with example_rows: tested %q, want 12.9", got)
	}
	if got := tested(Compute(inventory("xx-2009", false), cases)); got != "" {
		t.Errorf("xx-2009 without example_rows: tested %q, want none", got)
	}
	cur := inventory("xx-2023", false)
	cur.Untagged = true
	if got := tested(Compute(cur, cases)); got != "12.9" {
		t.Errorf("the current numbering: tested %q, want 12.9 (the rows' tag)", got)
	}
}
