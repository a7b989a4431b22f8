package rulebook

import (
	"fmt"
	"strings"
	"testing"
)

// regulationsSettingBlitzPenalty is event regulations that settle the
// adequately supervised blitz penalty on top of base.
func regulationsSettingBlitzPenalty(base string) string {
	return `id: blitz-one-minute
kind: regulations
title: "Blitz with one-minute penalties"
language: en
in_force: "2026-03-01"
base: ` + base + `
event: "test"
parameters:
  blitz:
    adequate_time_penalty:
      article: "Reg. 7"
      value: {seconds: 60}
`
}

// TestRegulationsSettleAnInterpretation: fide-2023 flags the adequately
// supervised blitz penalty as an interpretation (B.2 does not name A.3), so
// regulations may set it; fide-2018-01 states it (B.2), so they may not.
func TestRegulationsSettleAnInterpretation(t *testing.T) {
	set := loadSet(t)
	if err := set.Add("blitz-one-minute.yaml", []byte(regulationsSettingBlitzPenalty("fide-2023"))); err != nil {
		t.Fatalf("regulations settling the 2023 interpretation refused: %v", err)
	}
	r, err := set.Resolve("blitz-one-minute")
	if err != nil {
		t.Fatal(err)
	}
	if p := r.AdequateTimePenalty(TimeClassBlitz); p.Absent || p.Seconds != 60 || p.Article != "Reg. 7" || p.Interpretation != "" {
		t.Errorf("regulations' value not resolved: %+v", p)
	}
	ps := problemsOf(t, "blitz-one-minute.yaml", regulationsSettingBlitzPenalty("fide-2018-01"))
	if !strings.Contains(ps.Error(), "not delegated to event regulations") {
		t.Errorf("regulations overriding a stated rule of fide-2018-01 accepted or wrong message: %v", ps)
	}
}

// TestInterpretationsAreShown: the open readings travel to the resolved
// value, its Ref (for rulings) and `rules show`.
func TestInterpretationsAreShown(t *testing.T) {
	set := loadSet(t)
	r, err := set.Resolve("fide-2023")
	if err != nil {
		t.Fatal(err)
	}
	p := r.AdequateTimePenalty(TimeClassBlitz)
	if !p.Absent || !strings.Contains(p.Interpretation, "B.2") {
		t.Errorf("fide-2023 blitz.adequate_time_penalty: want absent with the B.2/B.3 interpretation, got %+v", p)
	}
	if p := r.AdequateTimePenalty(TimeClassRapid); p.Absent || p.Seconds != 60 || p.Article != "A.3" {
		t.Errorf("fide-2023 rapid.adequate_time_penalty: %+v", p)
	}
	var b strings.Builder
	WriteShow(&b, r)
	if !strings.Contains(b.String(), "interpretation: B.2 applies the Competitive Rules") {
		t.Errorf("rules show does not print the interpretation:\n%s", b.String())
	}
	// A translation that overrides nothing keeps the edition's reading.
	hu, err := set.Resolve("hu-2018")
	if err != nil {
		t.Fatal(err)
	}
	if hu.TimeClasses().Basis.Interpretation == "" {
		t.Error("hu-2018 lost the edition's time_classes.basis interpretation")
	}
}

// TestSupervisionData pins the per-edition values docs/SUPERVISION.md works
// out from the English texts.
func TestSupervisionData(t *testing.T) {
	set := loadSet(t)
	want := map[string][2]int{ // rapid, blitz: seconds instead of two minutes (0 = absent)
		"fide-2005": {0, 0}, "fide-2009": {0, 0}, "fide-2014": {0, 60},
		"fide-2017-07": {0, 60}, "fide-2018-01": {0, 60}, "fide-2023": {60, 0},
	}
	for id, w := range want {
		r, err := set.Resolve(id)
		if err != nil {
			t.Fatal(err)
		}
		for i, class := range []TimeClass{TimeClassRapid, TimeClassBlitz} {
			p := r.AdequateTimePenalty(class)
			got := p.Seconds
			if p.Absent {
				got = 0
			}
			if got != w[i] {
				t.Errorf("%s %s.adequate_time_penalty = %d s, want %d", id, class, got, w[i])
			}
		}
	}
	r, _ := set.Resolve("fide-2009")
	if ip := r.IllegalPosition(); ip.Absent || ip.Intervene != "at_once" || ip.InBlitz == nil || *ip.InBlitz || ip.Interpretation == "" {
		t.Errorf("fide-2009 rapid.illegal_position (A.4 c): %+v", ip)
	}
	if qf := r.QuickplayFinish(); fmt.Sprint(qf.AppliesTo) != "[standard rapid blitz_adequate]" {
		t.Errorf("fide-2009 quickplay.finish applies_to %v", qf.AppliesTo)
	}
	// The 2005 C2 ("The Articles 10.2 and B6 do not apply") excludes 10.2
	// from all blitz, adequately supervised or not (2009 B.3 b only from
	// blitz without adequate supervision).
	r, _ = set.Resolve("fide-2005")
	if qf := r.QuickplayFinish(); fmt.Sprint(qf.AppliesTo) != "[standard rapid]" {
		t.Errorf("fide-2005 quickplay.finish applies_to %v, want [standard rapid] (C2)", qf.AppliesTo)
	}
	r, _ = set.Resolve("fide-2014")
	if ip := r.IllegalPosition(); ip.Absent || ip.AfterNextMove != "draw" || ip.Article != "A.4 d" {
		t.Errorf("fide-2014 rapid.illegal_position (A.4 d): %+v", ip)
	}
}

// TestArticleSource: an article a translation lacks (not in `covers`, or in
// `omits`) is its edition's; an edition's own articles and a translation's
// covered ones are the rulebook's.
func TestArticleSource(t *testing.T) {
	set := loadSet(t)
	for _, c := range []struct{ id, article, want string }{
		{"fide-2005", "C.1", ""},
		{"bg-2005", "C.1", "fide-2005"},
		{"bg-2005", "9.5 b", ""},
		{"hu-2014", "A.4 b", ""},
		{"hu-2014", "10.2", "fide-2014"}, // omitted: Article 10 breaks off
		{"hu-2014", "D.2", "fide-2014"},  // Appendix D omitted
		{"lt-2018", "B.2", "fide-2018-01"},
		{"lt-2018", "7.5.5", ""},
	} {
		r, err := set.Resolve(c.id)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.ArticleSource(c.article); got != c.want {
			t.Errorf("%s %s: %q, want %q", c.id, c.article, got, c.want)
		}
	}
}
