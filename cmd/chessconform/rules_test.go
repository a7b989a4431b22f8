package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRulesList(t *testing.T) {
	code, out, errs := runCLI(t, "rules", "list", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var rows []struct{ ID, Kind, Base, Language string }
	if err := json.Unmarshal([]byte(out), &rows); err != nil {
		t.Fatal(err)
	}
	kinds := map[string]string{}
	for _, r := range rows {
		kinds[r.ID] = r.Kind
	}
	for _, id := range []string{"fide-2005", "fide-2009", "fide-2014", "fide-2017-07", "fide-2018-01", "fide-2023"} {
		if kinds[id] != "edition" {
			t.Errorf("%s: kind %q", id, kinds[id])
		}
	}
	if kinds["example-league"] != "regulations" {
		t.Errorf("example-league: %q", kinds["example-league"])
	}
}

func TestRulesShowProvenance(t *testing.T) {
	code, out, errs := runCLI(t, "rules", "show", "example-league", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var show struct {
		Layers     []struct{ ID string }
		Parameters []struct {
			ID, Article, From string
			BaseArticle       string `json:"base_article"`
		}
	}
	if err := json.Unmarshal([]byte(out), &show); err != nil {
		t.Fatal(err)
	}
	if len(show.Layers) != 2 || show.Layers[0].ID != "fide-2018-01" || show.Layers[1].ID != "example-league" {
		t.Errorf("layers %+v", show.Layers)
	}
	for _, p := range show.Parameters {
		switch p.ID {
		case "default.time":
			if p.From != "example-league" || p.Article != "League rule 7.1" || p.BaseArticle != "6.7.1" {
				t.Errorf("%+v", p)
			}
		case "draws.fivefold":
			if p.From != "fide-2018-01" || p.Article != "9.6.1" {
				t.Errorf("%+v", p)
			}
		}
	}
	if code, out, _ := runCLI(t, "rules", "show", "fide-2014"); code != 0 || !strings.Contains(out, "amended from 2014-10-01 (11.3 b)") {
		t.Errorf("text show: exit %d\n%s", code, out)
	}
}

func TestRulesValidateExitCodes(t *testing.T) {
	dir := t.TempDir()
	good, err := os.ReadFile("../../rules/regulations/example-league.yaml")
	if err != nil {
		t.Fatal(err)
	}
	okPath := filepath.Join(dir, "my-league.yaml")
	if err := os.WriteFile(okPath, []byte(strings.Replace(string(good), "id: example-league", "id: my-league", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	if code, out, errs := runCLI(t, "rules", "validate", okPath); code != 0 {
		t.Errorf("valid file: exit %d\n%s%s", code, out, errs)
	}
	bad := strings.Replace(string(good), "id: example-league", "id: bad", 1)
	bad = strings.Replace(bad, "      value: {minutes: 30, regulations_may_set: true}", "      value: {minutes: -5, regulations_may_set: true}", 1)
	badPath := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(badPath, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	// "minutes: -5" is on line 15, the value starts at column 24 (counted in the file).
	code, out, _ := runCLI(t, "rules", "validate", badPath)
	want := badPath + ":15:24 /parameters/default/time/value/minutes: must be >= 0 but found -5"
	if code != 1 || !strings.Contains(out, want) {
		t.Errorf("invalid file: exit %d, want %q in\n%s", code, want, out)
	}
	if code, _, _ := runCLI(t, "rules", "validate"); code != 2 {
		t.Errorf("no file: exit %d", code)
	}
	if code, _, _ := runCLI(t, "rules", "validate", filepath.Join(dir, "missing.yaml")); code != 2 {
		t.Errorf("missing file: exit %d", code)
	}
}

func TestRulesDiffExitCodesAndFormats(t *testing.T) {
	if code, out, _ := runCLI(t, "rules", "diff", "fide-2023", "fide-2023"); code != 0 || !strings.Contains(out, "no differences") {
		t.Errorf("same: exit %d\n%s", code, out)
	}
	code, out, _ := runCLI(t, "rules", "diff", "fide-2017-07", "fide-2018-01")
	if code != 1 || !strings.Contains(out, "[changed] Illegal moves in rapid games (illegal_moves.rapid)") {
		t.Errorf("different: exit %d\n%s", code, out)
	}
	code, out, _ = runCLI(t, "rules", "diff", "fide-2018-01", "fide-2023", "--format", "json")
	var d struct {
		Same    bool
		Changes []struct{ ID string }
	}
	if code != 1 || json.Unmarshal([]byte(out), &d) != nil || d.Same || len(d.Changes) == 0 {
		t.Errorf("json: exit %d\n%s", code, out)
	}
	code, out, _ = runCLI(t, "rules", "diff", "--format", "html", "fide-2009", "fide-2014")
	if code != 1 || !strings.HasPrefix(out, "<!DOCTYPE html>") || !strings.Contains(out, "</html>") ||
		strings.Contains(out, "<script") || strings.Contains(out, "http") {
		t.Errorf("html: exit %d, not one self-contained page", code)
	}
	code, out, _ = runCLI(t, "rules", "diff", "fide-2009", "fide-2014", "--format", "markdown")
	if code != 1 || !strings.Contains(out, "| Rapid time class (`time_classes.rapid`) | changed | A.1 |") {
		t.Errorf("markdown: exit %d\n%s", code, out)
	}
	if code, _, _ := runCLI(t, "rules", "diff", "fide-2009"); code != 2 {
		t.Errorf("one arg: exit %d", code)
	}
	if code, _, _ := runCLI(t, "rules", "diff", "fide-2009", "nope"); code != 2 {
		t.Errorf("unknown id: exit %d", code)
	}
	if code, _, _ := runCLI(t, "rules", "diff", "fide-2009", "fide-2014", "--format", "pdf"); code != 2 {
		t.Errorf("bad format: exit %d", code)
	}
}

func TestClassifyCLI(t *testing.T) {
	code, out, errs := runCLI(t, "classify", "--rulebook", "fide-2014", "--json", "540+2")
	var c map[string]any
	if code != 0 || json.Unmarshal([]byte(out), &c) != nil {
		t.Fatalf("exit %d: %s %s", code, out, errs)
	}
	// 9 min + 2 s = 540 + 120 = 660 s: more than 10 minutes, so rapid (2014 A.1).
	want := map[string]any{"rulebook": "fide-2014", "time_control": "540+2", "category": "rapid", "article": "A.1", "basis_seconds": 660.0}
	for k, v := range want {
		if c[k] != v {
			t.Errorf("%s = %v, want %v", k, c[k], v)
		}
	}
	if code, out, _ := runCLI(t, "classify", "--rulebook", "fide-2009", "540+2"); code != 0 || !strings.Contains(out, "blitz") {
		t.Errorf("2009: exit %d %s", code, out)
	}
	if code, _, errs := runCLI(t, "classify", "--rulebook", "fide-2023", "180+"); code != 2 || !strings.Contains(errs, "column 5") {
		t.Errorf("bad tc: exit %d %s", code, errs)
	}
	if code, _, _ := runCLI(t, "classify", "180"); code != 2 {
		t.Errorf("no rulebook: exit %d", code)
	}
	// bg-2005 has no blitz appendix: the article is fide-2005's, and says so.
	if code, out, _ := runCLI(t, "classify", "--rulebook", "bg-2005", "180+2"); code != 0 || !strings.Contains(out, "article C.1 of fide-2005, which bg-2005 does not contain") {
		t.Errorf("bg-2005: exit %d %s", code, out)
	}
	// Different increments per period: the open reading is printed.
	code, out, _ = runCLI(t, "classify", "--rulebook", "fide-2023", "--json", "40/1800:1200+30")
	if code != 0 || !strings.Contains(out, `"interpretation"`) || !strings.Contains(out, "3000 s: rapid") {
		t.Errorf("multi-period: exit %d %s", code, out)
	}
}
