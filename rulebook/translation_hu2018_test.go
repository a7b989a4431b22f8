package rulebook_test

import (
	"sort"
	"strings"
	"testing"

	chessconform "github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/rulebook"
)

// The expectations below come from reading the Hungarian translation (project
// seed 002_6aaab101ecf7d2d4.txt, FIDE Laws in force 1 January 2018) article by
// article against the authentic English 2018 text (Chess-Arbiter/handbook@035824a
// public/content/en/laws). Each deviation, with both article numbers, both
// values and its consequence, is listed in rules/translations/hu-2018.md.

// hu2018Deviation is one textual deviation: the translation's article label
// (which names the diff change) and the base edition's article.
type hu2018Deviation struct {
	article, baseArticle string
}

var hu2018TextDeviations = []hu2018Deviation{
	{"2.2", "2.2"},                           // black knights lettered B (misprint)
	{"3.10.2", "3.10.2"},                     // illegal move: 3.2-3.9 instead of 3.1-3.9
	{"4.3.1", "4.3.1"},                       // first touched piece, no "that can be moved" fallback
	{"4.3.3", "4.3.3"},                       // same fallback missing
	{"4.4.2", "4.4.2"},                       // no castling at all that move; 4.3 instead of 4.3.1
	{"4.4.3", "4.4.3"},                       // king alone / king and rook together
	{"6.2.4", "6.2.4"},                       // pressing the clock before moving not listed
	{"9.1.1", "9.1.1"},                       // regulations cannot forbid draws "at all"
	{"9.1.2", "9.1.2"},                       // "do not regulate" instead of "allow"
	{"10.1", "10.1"},                         // forfeits not mentioned
	{"11.5", "11.5"},                         // frequent instead of unreasonable draw offers
	{"A.4.1.1", "A.4.1.1"},                   // clock-setting condition inverted
	{"A.4.3", "A.4.3"},                       // "on time" dropped
	{"C.9.3", "C.9.3"},                       // x and e.p. mandatory
	{"C.10.3", "C.10.3"},                     // method (1) prescribed, not preferred
	{"C (abbreviations)", "C.13"},            // ++ = mate
	{"D.2.7", "D.2.7"},                       // may, not must, keep score
	{"D.2.11", "D.2.11"},                     // cross-reference D.10.1/D.10.2
	{"I.9.3", "I.9.3"},                       // sealed-reply option replaced
	{"I.10", "I.10"},                         // conclusion by sealed move only for a late sealer
	{"I.11", "I.11"},                         // "neither player present" dropped
	{"III.4", "III.4"},                       // any player; delay or increment
	{"III.5", "III.5"},                       // any player may claim
	{"III.6.1", "III.6.1"},                   // cross-reference III.6.1 instead of III.6.1.1
	{"4.8", "4.8"},                           // D29 (issue 15)
	{"6.2.1", "6.2.1"},                       // D30 (issue 15)
	{"8.4", "8.4"},                           // D31 (issue 15)
	{"11.2.1", "11.2.1"},                     // D32 (issue 15)
	{"11.2.3", "11.2.3"},                     // D33 (issue 15)
	{"12.8", "12.8"},                         // D34 (issue 15)
	{"C (introduction)", "C (introduction)"}, // D35 (issue 15)
	{"D.2.6.1", "D.2.6.1"},                   // D36 (issue 15)
	{"D.2.10.4", "D.2.10.4"},                 // D37 (issue 15)
}

func loadHU2018(t *testing.T) *rulebook.Set {
	t.Helper()
	set, err := rulebook.LoadEmbedded(chessconform.Data)
	if err != nil {
		t.Fatalf("shipped rulebooks do not load: %v", err)
	}
	return set
}

func TestHU2018DiffShowsEveryDeviation(t *testing.T) {
	set := loadHU2018(t)
	changes, err := set.Diff("fide-2018-01", "hu-2018")
	if err != nil {
		t.Fatal(err)
	}

	// 9.6.1: the seed requires five consecutive instances ("öt egymást követő
	// esetben"); the authentic text says at least five times.
	c := rulebook.FindChange(changes, "draws.fivefold")
	if c == nil {
		t.Fatal("fivefold deviation (9.6.1: any five -> five consecutive) missing from the diff")
	}
	if c.Kind != rulebook.ChangeValue {
		t.Errorf("fivefold change kind = %q, want %q", c.Kind, rulebook.ChangeValue)
	}
	if c.A.Article != "9.6.1" || c.B.Article != "9.6.1" || c.B.BaseArticle != "9.6.1" {
		t.Errorf("fivefold articles = %s / %s (base %s), want 9.6.1 on both sides", c.A.Article, c.B.Article, c.B.BaseArticle)
	}
	for side, want := range map[string]struct {
		v        any
		counting string
	}{"A": {c.A.Value, "any"}, "B": {c.B.Value, "consecutive"}} {
		m, ok := want.v.(map[string]any)
		if !ok {
			t.Errorf("fivefold side %s value %T, want a map", side, want.v)
			continue
		}
		if m["counting"] != want.counting {
			t.Errorf("fivefold side %s counting = %v, want %s", side, m["counting"], want.counting)
		}
		if n, _ := m["occurrences"].(int); n != 5 {
			t.Errorf("fivefold side %s occurrences = %v, want 5", side, m["occurrences"])
		}
	}
	if c.Deviation == "" {
		t.Error("fivefold change carries no deviation text")
	}

	// 11.3.2.2: loss if the player is proven to have brought a device into the
	// venue (seed) instead of having one on his person (authentic).
	c = rulebook.FindChange(changes, "conduct.electronic_devices")
	if c == nil {
		t.Fatal("electronic-device deviation (11.3.2.2: brought -> on person) missing from the diff")
	}
	if c.Kind != rulebook.ChangeValue || c.B.Article != "11.3.2.2" {
		t.Errorf("device change = %s at %q, want %s at 11.3.2.2", c.Kind, c.B.Article, rulebook.ChangeValue)
	}
	a, _ := c.A.Value.(map[string]any)
	b, _ := c.B.Value.(map[string]any)
	if a["trigger"] != "on_person" || b["trigger"] != "evident" {
		t.Errorf("device trigger = %v -> %v, want on_person -> evident", a["trigger"], b["trigger"])
	}
	// 11.3.2.1 of the seed keeps the bag, and the penalty stays loss with a lesser
	// penalty allowed by the regulations.
	if b["bag_storage"] != true || b["penalty"] != "loss" || b["opponent"] != "wins" || b["regulations_may_set_lesser"] != true {
		t.Errorf("device rule of hu-2018 = %v, want bag storage, loss, opponent wins, lesser penalty allowed", b)
	}

	for _, d := range hu2018TextDeviations {
		c := rulebook.FindChange(changes, rulebook.DeviationID("hu-2018", d.article))
		if c == nil {
			t.Errorf("deviation at hu-2018 %s (base %s) missing from the diff", d.article, d.baseArticle)
			continue
		}
		if c.Kind != rulebook.ChangeDeviation {
			t.Errorf("%s: kind %q, want %q", d.article, c.Kind, rulebook.ChangeDeviation)
		}
		if c.B.Rulebook != "hu-2018" || c.B.Article != d.article || c.B.BaseArticle != d.baseArticle {
			t.Errorf("%s: side B = %s %q (base %q), want hu-2018 %q (base %q)",
				d.article, c.B.Rulebook, c.B.Article, c.B.BaseArticle, d.article, d.baseArticle)
		}
		if c.Deviation == "" {
			t.Errorf("%s: no description", d.article)
		}
		if c.A.Rulebook != "fide-2018-01" || c.A.Article != d.baseArticle {
			t.Errorf("%s: side A = %s %q, want fide-2018-01 %q", d.article, c.A.Rulebook, c.A.Article, d.baseArticle)
		}
	}
	// 11.2.4 is not in the translation (11.2.3.3 is followed by 11.3.1).
	if c := rulebook.FindChange(changes, rulebook.OmissionID("hu-2018", "11.2.4")); c == nil ||
		c.Kind != rulebook.ChangeOmitted || !c.B.Absent || c.A.Article != "11.2.4" || !strings.Contains(c.Deviation, "report") {
		t.Errorf("omission of 11.2.4 = %+v", c)
	}

	// The one renumbering among the parameters: the seed prints the
	// same-position article as "9.2..2".
	c = rulebook.FindChange(changes, "draws.same_position")
	if c == nil || c.Kind != rulebook.ChangeRenumbered || c.B.Article != "9.2..2" || c.B.BaseArticle != "9.2.2" {
		t.Errorf("same-position change = %+v, want renumbered 9.2.2 -> 9.2..2", c)
	}

	// Nothing else differs: every other parameter the seed states agrees with
	// the authentic text.
	// 8.4: "for the remainder of the period" missing (D5).
	c = rulebook.FindChange(changes, "recording.scoresheet_exemption")
	if c == nil || c.Kind != rulebook.ChangeValue || c.B.Article != "8.4" {
		t.Errorf("8.4 duration deviation missing: %+v", c)
	} else if b, _ := c.B.Value.(map[string]any); b["for_remainder_of_period"] != false || b["below_seconds"] != 300 {
		t.Errorf("8.4 of hu-2018 = %v, want 300 s, no duration", b)
	}
	want := map[string]bool{"draws.fivefold": true, "conduct.electronic_devices": true, "draws.same_position": true,
		"recording.scoresheet_exemption": true,
		"board.touch_move":               true, // 4.3.1, 4.3.3, 4.4.2
		"quickplay.requester":            true, // D8, D9: III.4/III.5 open to any player
		"clock.handling":                 true, // 6.2.4: pressing before moving not listed
		"adjournment.resumption_absence": true} // D21: I.11 without "neither player present"
	for _, d := range hu2018TextDeviations {
		want[rulebook.DeviationID("hu-2018", d.article)] = true
	}
	for _, o := range []string{"11.2.4", "II", "glossary", "Introduction"} {
		want[rulebook.OmissionID("hu-2018", o)] = true
	}
	var extra []string
	for _, c := range changes {
		if !want[c.ID] {
			extra = append(extra, c.ID)
		}
	}
	sort.Strings(extra)
	if len(extra) > 0 {
		t.Errorf("unexpected changes between fide-2018-01 and hu-2018: %v", extra)
	}
}

// TestHU2018StatesTheBaseValues checks values the seed states in the same way as
// the authentic text, as read in the seed: they resolve from the edition, are
// marked as present in the translation, and carry the seed's article.
func TestHU2018StatesTheBaseValues(t *testing.T) {
	set := loadHU2018(t)
	r, err := set.Resolve("hu-2018")
	if err != nil {
		t.Fatal(err)
	}

	tc := r.TimeClasses()
	// A.1: more than 10 and less than 60 minutes; B.1: 10 minutes or less; both
	// count 60 times the increment.
	for _, x := range []struct {
		seconds float64
		class   string
	}{
		{600, "blitz"},          // 10 min (B.1 "10 perc vagy annál kevesebb")
		{9*60 + 60*2, "rapid"},  // 9 min + 2 s = 11 min
		{10*60 + 60*1, "rapid"}, // 10 min + 1 s
		{59 * 60, "rapid"},      // 59 min
		{60 * 60, "not rapid"},  // 60 min: "kevesebb mint 60"
		{3*60 + 60*2, "blitz"},  // 3 min + 2 s = 5 min
	} {
		switch {
		case x.class == "blitz" && !(tc.Blitz.Contains(x.seconds) && !tc.Rapid.Contains(x.seconds)):
			t.Errorf("%g s: want blitz (B.1)", x.seconds)
		case x.class == "rapid" && !(tc.Rapid.Contains(x.seconds) && !tc.Blitz.Contains(x.seconds)):
			t.Errorf("%g s: want rapid (A.1)", x.seconds)
		case x.class == "not rapid" && (tc.Rapid.Contains(x.seconds) || tc.Blitz.Contains(x.seconds)):
			t.Errorf("%g s: neither rapid nor blitz (A.1 upper bound is exclusive)", x.seconds)
		}
	}
	if tc.Basis.IncrementMultiplier != 60 {
		t.Errorf("increment multiplier = %d, want 60 (A.1, B.1)", tc.Basis.IncrementMultiplier)
	}

	// 7.5.5: two minutes to the opponent, the second illegal move loses;
	// B.2: one minute in blitz.
	for class, secs := range map[rulebook.TimeClass]int{rulebook.TimeClassStandard: 120, rulebook.TimeClassRapid: 120, rulebook.TimeClassBlitz: 60} {
		m := r.IllegalMoves(class)
		if m.OpponentGainsSeconds != secs || m.LosesOn != 2 || !m.DrawIfOpponentCannotMate {
			t.Errorf("illegal moves (%s) = +%d s, loses on %d, draw exception %v; want +%d s, 2nd loses, draw exception",
				class, m.OpponentGainsSeconds, m.LosesOn, m.DrawIfOpponentCannotMate, secs)
		}
	}
	// 9.5.3: two minutes; B.2: one minute.
	for class, secs := range map[rulebook.TimeClass]int{rulebook.TimeClassStandard: 120, rulebook.TimeClassBlitz: 60} {
		ic := r.IncorrectClaim(class)
		if ic.OpponentGainsSeconds != secs {
			t.Errorf("incorrect claim (%s) = %d s, want %d", class, ic.OpponentGainsSeconds, secs)
		}
	}
	// 8.4: fewer than five minutes and no increment of 30 s or more.
	ex := r.ScoresheetExemption()
	if ex.BelowSeconds != 300 || ex.UnlessIncrementAtLeastSeconds != 30 || ex.Article != "8.4" {
		t.Errorf("8.4 exemption = %+v, want below 300 s unless increment >= 30 s", ex)
	}
	// 6.7.1: zero when the regulations do not specify it.
	dt := r.DefaultTime()
	if dt.Minutes == nil || *dt.Minutes != 0 {
		t.Errorf("default time = %v, want 0 (6.7.1)", dt.Minutes)
	}
	// 7.3: fewer than ten move pairs -> new game.
	cr := r.ColoursReversed()
	if cr.Rule != "new_game_if_fewer_moves" || cr.Moves != 10 {
		t.Errorf("colours reversed = %+v, want new game if fewer than 10 moves", cr)
	}
	// 12.9.1-12.9.9: nine penalties.
	pen, _ := r.Penalties()
	if len(pen) != 9 {
		t.Errorf("penalty catalogue has %d options, want 9 (12.9.1-12.9.9)", len(pen))
	}

	// Values the seed states are marked as present; the standard class rests
	// on the glossary, which the seed does not contain.
	for _, id := range []string{"time_classes.rapid", "time_classes.blitz", "illegal_moves.standard",
		"draws.seventy_five_moves", "quickplay.finish", "rapid.scoresheet_requests_max", "penalties.catalogue"} {
		v := r.Get(id)
		if v == nil || !v.Covered {
			t.Errorf("%s: want covered by the translation", id)
		}
	}
	if v := r.Get("time_classes.standard"); v == nil || v.Covered {
		t.Error("time_classes.standard rests on the glossary, which the seed lacks: want not covered")
	}
	if v := r.Get("draws.fivefold"); v == nil || v.Origin != "hu-2018" || v.Deviation == "" {
		t.Error("draws.fivefold must come from hu-2018 with its deviation text")
	}
}

// TestHU2018Numbering checks the seed's own numbers against the base's.
func TestHU2018Numbering(t *testing.T) {
	set := loadHU2018(t)
	f := set.File("hu-2018")
	if f == nil {
		t.Fatal("hu-2018 not shipped")
	}
	if f.Base != "fide-2018-01" || f.Language != "hu" {
		t.Errorf("base %q language %q, want fide-2018-01 hu", f.Base, f.Language)
	}
	for seed, base := range map[string]string{
		"3.1.4":             "3.2", // the bishop's move
		"2.3.1":             "2.3",
		"4.6.2":             "4.6.3",
		"D.2.10.5":          "D.2.10.6",
		"I.1.2.7":           "I.2.7",
		"4.6.1 (second)":    "4.6.2",
		"D.2.10.4 (second)": "D.2.10.5",
	} {
		if got := f.Articles[seed]; got != base {
			t.Errorf("seed %s maps to %q, want %s", seed, got, base)
		}
	}
	// 11.2.4 is absent from the seed, Guidelines II is only a pointer to the
	// English text, and there is no glossary.
	for _, c := range f.Covers {
		switch c {
		case "11", "11.2", "II", "glossary", "Introduction":
			t.Errorf("covers lists %q, which the seed does not contain in full", c)
		}
	}
}
