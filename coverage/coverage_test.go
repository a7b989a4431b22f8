package coverage

import (
	"strings"
	"testing"

	"github.com/chessconform/chessconform"
)

func TestNormalizeAndTags(t *testing.T) {
	for in, want := range map[string]string{
		"3.7 d": "3.7-d", "1 (bullet 2)": "1-bullet-2", "A.4.2": "A.4.2",
		"2 (unnumbered, after 2.2)": "2-unnumbered-after-2.2", "C (abbreviations)": "C-abbreviations",
	} {
		if got := Normalize(in); got != want {
			t.Errorf("Normalize(%q) = %q, want %q", in, got, want)
		}
	}
	for tag, want := range map[string]string{"@art-3.7-d": "3.7-d", "@appendix-C.10": "C.10", "@guidelines-III.4": "III.4"} {
		if got, ok := ArticleOfTag(tag); !ok || got != want {
			t.Errorf("ArticleOfTag(%q) = %q, %v", tag, got, ok)
		}
	}
	if _, ok := ArticleOfTag("@hu-2018"); ok {
		t.Error("a rulebook tag is not an article")
	}
}

const inv = `rulebook: xx-2018
source: test
articles:
  - {article: "3.7", testable: true}
  - {article: "3.8 b", testable: true}
  - {article: "4.3", testable: true, gap: "no touch event"}
  - {article: "6.5", testable: false, reason: "arbiter's choice"}
  - {article: "9.2", testable: true}
`

func TestCompute(t *testing.T) {
	in, err := ParseInventory(chessconform.Data, "rules/articles/xx-2018.yaml", []byte(inv))
	if err != nil {
		t.Fatal(err)
	}
	cases := []Case{
		{Kind: "scenario", ID: "a:1", Articles: []string{"3.7.4.1"}, Rulebooks: []string{"xx-2018"}},
		{Kind: "scenario", ID: "a:2", Articles: []string{"3.8-b"}, Rulebooks: []string{"xx-2018"}},
		{Kind: "scenario", ID: "a:3", Articles: []string{"9"}, Rulebooks: []string{"xx-2018"}},    // feature-level tag: tests no row
		{Kind: "scenario", ID: "a:4", Articles: []string{"3.70"}, Rulebooks: []string{"xx-2018"}}, // not inside 3.7
		{Kind: "scenario", ID: "b:1", Articles: []string{"9.2"}},                                  // another numbering
		{Kind: "corpus", ID: "perft/1", Articles: []string{"3"}, Rulebooks: []string{"xx-2018"}},  // the whole article
	}
	r := Compute(in, cases)
	got := map[string]string{}
	for _, row := range r.Rows {
		var ids []string
		for _, c := range row.Tests {
			ids = append(ids, c.ID)
		}
		got[row.Article] = row.Status + " " + strings.Join(ids, ",")
	}
	want := map[string]string{
		"3.7":   "tested a:1,perft/1",
		"3.8 b": "tested a:2,perft/1",
		"4.3":   "known-gap ",
		"6.5":   "not-testable ",
		"9.2":   "gap ",
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: %q, want %q", k, got[k], v)
		}
	}
	if strings.Join(r.Unknown, " ") != "3.70" {
		t.Errorf("unknown %v, want [3.70]", r.Unknown)
	}
	s := r.Summary
	if s.Articles != 5 || s.Testable != 4 || s.Tested != 2 || s.KnownGaps != 1 || s.Gaps != 1 || s.NotTestable != 1 {
		t.Errorf("summary %+v", s)
	}
}

func TestInventoryErrors(t *testing.T) {
	bad := strings.Replace(inv, `{article: "6.5", testable: false, reason: "arbiter's choice"}`, `{article: "6.5", testable: false}`, 1)
	bad = strings.Replace(bad, `{article: "9.2", testable: true}`, `{article: "3.8  b", testable: true, colour: x}`, 1)
	_, err := ParseInventory(chessconform.Data, "rules/articles/xx-2018.yaml", []byte(bad))
	if err == nil {
		t.Fatal("accepted")
	}
	for _, want := range []string{
		`rules/articles/xx-2018.yaml:7:5 /articles/3: missing properties: 'reason'`,
		`rules/articles/xx-2018.yaml:8:41 /articles/4/colour: unknown key "colour"`,
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("missing %q in\n%v", want, err)
		}
	}
	_, err = ParseInventory(chessconform.Data, "rules/articles/yy.yaml", []byte(strings.Replace(inv, `"9.2"`, `"3.8  b"`, 1)))
	for _, want := range []string{
		`rules/articles/yy.yaml:1:11 /rulebook: rulebook "xx-2018" in a file named yy.yaml`,
		`rules/articles/yy.yaml:8:15 /articles/4/article: article "3.8  b" is already listed as /articles/1`,
	} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("missing %q in\n%v", want, err)
		}
	}
}

// TestShippedInventories: every inventory loads, and its rulebook exists.
func TestShippedInventories(t *testing.T) {
	ids, err := Inventories(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	want := "bg-2005 fide-2005 fide-2009 fide-2014 fide-2017-07 fide-2018-01 fide-2023 hu-2014 hu-2018 lt-2018"
	if strings.Join(ids, " ") != want {
		t.Errorf("inventories %v, want %s", ids, want)
	}
	for _, id := range ids {
		if _, err := LoadInventory(chessconform.Data, id); err != nil {
			t.Error(err)
		}
	}
}
