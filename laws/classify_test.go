package laws

import (
	"strings"
	"testing"

	chessconform "github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/rulebook"
	"github.com/chessconform/chessconform/timecontrol"
)

// Expected categories worked out by hand from the Laws' text:
// 2009 A.1 rapid "at least 15 and less than 60 minutes", B.1 blitz "less
// than 15 minutes"; 2018 A.1 rapid "more than 10 but less than 60 minutes",
// B.1 blitz "10 minutes or less", glossary standard "at least 60 minutes";
// both count base + 60 × increment.
func TestClassify(t *testing.T) {
	set, err := rulebook.LoadEmbedded(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		rulebook, tc string
		category     rulebook.TimeClass
		article      string
		basis        int64
	}{
		{"fide-2018-01", "600", Blitz, "B.1", 600},
		{"fide-2018-01", "601", Rapid, "A.1", 601},
		{"fide-2018-01", "480+2", Blitz, "B.1", 600}, // 480 + 60×2 = 600: "10 minutes or less"
		{"fide-2018-01", "540+2", Rapid, "A.1", 660}, // 9 min + 2 s = 11 min
		{"fide-2018-01", "3540+1", Standard, "glossary", 3600},
		{"fide-2018-01", "3599", Rapid, "A.1", 3599},
		{"fide-2018-01", "3600", Standard, "glossary", 3600},
		{"fide-2018-01", "40/5400+30:1800+30", Standard, "glossary", 9000},
		{"fide-2018-01", "900d5", Rapid, "A.1", 1200}, // glossary: an increment may be in delay mode
		{"fide-2018-01", "600d5", Rapid, "A.1", 900},  // so a delay counts 60 times from July 2017
		{"fide-2014", "600d5", Blitz, "B.1", 600},     // but not before
		{"fide-2018-01", "*180", Blitz, "B.1", 180},
		{"fide-2009", "600", Blitz, "B.1", 600},
		{"fide-2009", "899", Blitz, "B.1", 899},
		{"fide-2009", "900", Rapid, "A.1", 900}, // "at least 15 minutes"
		{"fide-2009", "540+2", Blitz, "B.1", 660},
		{"fide-2009", "3600", Standard, "A.1", 3600}, // residual: neither rapid nor blitz
	}
	for _, c := range cases {
		r, err := set.Resolve(c.rulebook)
		if err != nil {
			t.Fatal(err)
		}
		tc, err := timecontrol.ParsePGN(c.tc)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Classify(r, tc)
		if err != nil {
			t.Errorf("%s %s: %v", c.rulebook, c.tc, err)
			continue
		}
		if got.Category != c.category || got.Article != c.article || got.BasisSeconds != c.basis {
			t.Errorf("%s %s: got %+v, want %s %s %d", c.rulebook, c.tc, got, c.category, c.article, c.basis)
		}
	}
	r, _ := set.Resolve("fide-2023")
	for _, s := range []string{"-", "?"} {
		tc, _ := timecontrol.ParsePGN(s)
		if _, err := Classify(r, tc); err == nil {
			t.Errorf("%s classified", s)
		}
	}
}

// A multi-period control whose increment changes: 40 moves with no
// increment, then 20 minutes + 30 s: moves 41-60 carry 30 s, so the basis is
// 5400 + 1200 + 20 × 30 = 7200 under base + 60 × increment spread over 60 moves.
func TestBasisMixedIncrements(t *testing.T) {
	tc, _ := timecontrol.ParsePGN("40/5400:1200+30")
	b, err := Basis(tc, rulebook.Basis{Moves: 60, IncrementMultiplier: 60})
	if err != nil || b != 7200 {
		t.Fatalf("got %v %v", b, err)
	}
}

// A translation without the rapid or blitz appendix (bg-2005 covers
// Articles 8-14, lt-2018 no appendices) is classified by its edition's A.1 /
// B.1 (C.1 in 2005), and the classification says whose article that is; a
// translation that has the appendix (hu-2018) cites its own.
func TestClassifyArticleOf(t *testing.T) {
	set, err := rulebook.LoadEmbedded(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ rulebook, tc, article, of string }{
		{"bg-2005", "180+2", "C.1", "fide-2005"},
		{"lt-2018", "900", "A.1", "fide-2018-01"},
		{"hu-2018", "900", "A.1", ""},
		{"fide-2018-01", "900", "A.1", ""},
	} {
		r, _ := set.Resolve(c.rulebook)
		tc, _ := timecontrol.ParsePGN(c.tc)
		got, err := Classify(r, tc)
		if err != nil {
			t.Fatal(err)
		}
		if got.Article != c.article || got.ArticleOf != c.of {
			t.Errorf("%s %s: article %q of %q, want %q of %q", c.rulebook, c.tc, got.Article, got.ArticleOf, c.article, c.of)
		}
	}
}

// A.1/B.1 count "60 times any increment"; for a control whose periods have
// different increments no text says which, and the classification says so:
// 40/1800:1200+30 is 1800 + 1200 + 20 × 30 = 3600 s (standard) counting the
// increments of the first 60 moves, 3000 s (rapid) counting the first
// period's (none) 60 times. One increment throughout: no interpretation.
func TestClassifyInterpretation(t *testing.T) {
	set, err := rulebook.LoadEmbedded(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	r, _ := set.Resolve("fide-2023")
	tc, _ := timecontrol.ParsePGN("40/1800:1200+30")
	got, err := Classify(r, tc)
	if err != nil {
		t.Fatal(err)
	}
	if got.Category != Standard || got.BasisSeconds != 3600 || !strings.Contains(got.Interpretation, "3000 s: rapid, a different category") {
		t.Errorf("40/1800:1200+30: %+v", got)
	}
	for _, s := range []string{"40/5400+30:1800+30", "900+10", "5400"} {
		tc, _ := timecontrol.ParsePGN(s)
		if got, _ := Classify(r, tc); got.Interpretation != "" {
			t.Errorf("%s: interpretation %q for a control with one increment", s, got.Interpretation)
		}
	}
}
