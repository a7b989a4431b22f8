package rulebook

import (
	"bytes"
	"strings"
	"testing"
)

// xxTranslation is a small translation of fide-2018-01 used to test textual
// deviations and omissions; the articles are those of the 2018 text.
const xxTranslation = `id: xx-2018
kind: translation
title: "test"
language: hu
in_force: "2018-01-01"
base: fide-2018-01
source: {file: none.txt, description: "test"}
covers: ["6.1", "6.2", "8", "9", "10", "11"]
articles:
  "9.6 a": "9.6.1"
deviations:
  - article: "9.6 a"
    description: "renumbered article, base article not written"
  - article: "8.4"
    description: "first deviation at 8.4"
  - article: "8.4"
    key: "8.4-scope"
    description: "second deviation at 8.4"
omits:
  - base_article: "6.5"
    description: "the clock placement"
  - base_article: "11.2.4"
    description: "the reporting rule"
`

func addXX(t *testing.T, src string) *Set {
	t.Helper()
	s := loadSet(t)
	if err := s.Add("xx-2018.yaml", []byte(src)); err != nil {
		t.Fatalf("test translation rejected:\n%v", err)
	}
	return s
}

// FORMAT.md §2.2: a deviation's base_article defaults to the article mapped
// through `articles`, else the article itself.
func TestDeviationBaseArticleDefault(t *testing.T) {
	f := addXX(t, xxTranslation).File("xx-2018")
	want := map[string]string{"9.6 a": "9.6.1", "8.4": "8.4", "8.4-scope": "8.4"}
	for _, d := range f.Deviations {
		if d.BaseArticle != want[d.Key] {
			t.Errorf("deviation %s: base article %q, want %q", d.Key, d.BaseArticle, want[d.Key])
		}
	}
}

func TestDeviationKeysUniqueAndStable(t *testing.T) {
	s := addXX(t, xxTranslation)
	cs, err := s.Diff("fide-2018-01", "xx-2018")
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{"deviation:xx-2018:8.4", "deviation:xx-2018:8.4-scope", "deviation:xx-2018:9.6 a"} {
		if FindChange(cs, id) == nil {
			t.Errorf("%s not in the diff", id)
		}
	}
	c := FindChange(cs, "deviation:xx-2018:9.6 a")
	if c == nil || c.A.Article != "9.6.1" || c.B.Article != "9.6 a" || c.B.BaseArticle != "9.6.1" {
		t.Errorf("renumbered deviation = %+v, want 9.6.1 on the edition's side, 9.6 a (9.6.1) on the translation's", c)
	}
	// The same ids whichever side the translation is on.
	cs, _ = s.Diff("xx-2018", "fide-2018-01")
	if c := FindChange(cs, "deviation:xx-2018:8.4-scope"); c == nil || c.A.Rulebook != "xx-2018" || c.B.Article != "8.4" {
		t.Errorf("reversed diff: %+v", c)
	}

	// Two deviations at one article without a key: an error at the second's article.
	src := strings.Replace(xxTranslation, "    key: \"8.4-scope\"\n", "", 1)
	ps := problemsOf(t, "xx-2018.yaml", src)
	expectProblem(t, ps, "xx-2018.yaml", 16, 14, "/deviations/2/article", `key "8.4" is already used by /deviations/1`)
	// An explicit key that repeats another: the error names the key.
	src = strings.Replace(xxTranslation, `key: "8.4-scope"`, `key: "8.4"`, 1)
	expectProblem(t, problemsOf(t, "xx-2018.yaml", src), "xx-2018.yaml", 17, 10, "/deviations/2/key", `key "8.4" is already used`)
}

func TestOmissions(t *testing.T) {
	s := addXX(t, xxTranslation)
	cs, err := s.Diff("fide-2018-01", "xx-2018")
	if err != nil {
		t.Fatal(err)
	}
	c := FindChange(cs, OmissionID("xx-2018", "6.5"))
	if c == nil {
		t.Fatal("omitted 6.5 not in the diff")
	}
	if c.Kind != ChangeOmitted || c.A.Article != "6.5" || c.B.Article != "" || !c.B.Absent || c.B.BaseArticle != "6.5" || c.Deviation != "the clock placement" {
		t.Errorf("omission = %+v", c)
	}
	var text, md bytes.Buffer
	if err := WriteDiff(&text, "fide-2018-01", "xx-2018", cs, "text"); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"[omitted] Article omitted by the translation (omitted:xx-2018:6.5)\n  fide-2018-01 6.5: present\n  xx-2018 - (fide-2018-01 6.5): omitted: the clock placement\n",
		"  fide-2018-01 9.6.1: authentic text\n  xx-2018 9.6 a (fide-2018-01 9.6.1): renumbered article, base article not written\n",
		"  fide-2018-01 8.4: authentic text\n  xx-2018 8.4: second deviation at 8.4\n",
		"3 deviation, 2 omitted", // the summary line counts both kinds
	} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("text diff lacks %q:\n%s", want, text.String())
		}
	}
	if err := WriteDiff(&md, "fide-2018-01", "xx-2018", cs, "markdown"); err != nil {
		t.Fatal(err)
	}
	if want := "| omitted | 11.2.4 | present | - (fide-2018-01 11.2.4) | omitted: the reporting rule |"; !strings.Contains(md.String(), want) {
		t.Errorf("markdown diff lacks %q:\n%s", want, md.String())
	}

	// rules show lists the omissions with the base edition's numbers.
	r, err := s.Resolve("xx-2018")
	if err != nil {
		t.Fatal(err)
	}
	var show bytes.Buffer
	WriteShow(&show, r)
	if !strings.Contains(show.String(), "omitted fide-2018-01 6.5: the clock placement\n") {
		t.Errorf("rules show lacks the omission:\n%s", show.String())
	}
	if j := Show(r); len(j.Omits) != 2 || j.Omits[1].BaseArticle != "11.2.4" {
		t.Errorf("show JSON omits = %+v", j.Omits)
	}

	// An omitted article cannot also be listed as present.
	src := strings.Replace(xxTranslation, `covers: ["6.1", `, `covers: ["6.5", "6.1", `, 1)
	expectProblem(t, problemsOf(t, "xx-2018.yaml", src), "xx-2018.yaml", 20, 19, "/omits/0/base_article", `base article "6.5" is omitted but listed in `+"`covers`")
	// Editions and regulations have no omissions.
	ed := read(t, "rules/editions/fide-2018-01.yaml") + "omits: [{base_article: \"6.5\", description: x}]\n"
	l, _ := lineCol(t, ed, "omits:")
	expectProblem(t, problemsOf(t, "rules/editions/fide-2018-01.yaml", ed), "rules/editions/fide-2018-01.yaml", l, 1, "/omits", `key "omits" is not allowed here`)
}

// A parameter whose base article the translation omits is not covered by it.
func TestOmittedArticleNotCovered(t *testing.T) {
	src := strings.Replace(xxTranslation, `  - base_article: "11.2.4"`, "  - base_article: \"8.4\"\n    description: \"x\"\n  - base_article: \"11.2.4\"", 1)
	s := addXX(t, src)
	r, err := s.Resolve("xx-2018")
	if err != nil {
		t.Fatal(err)
	}
	if v := r.Get("recording.scoresheet_exemption"); v.Covered {
		t.Errorf("8.4 is omitted, yet the scoresheet exemption is marked as in the translation")
	}
	if v := r.Get("draws.fifty_moves"); !v.Covered {
		t.Errorf("9.3 is in the translation but marked as not covered")
	}
}
