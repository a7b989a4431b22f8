package rulebook_test

import (
	"reflect"
	"sort"
	"strings"
	"testing"

	chessconform "github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/rulebook"
)

// The expectations below come from reading the Hungarian translation of the
// 2014 Laws (project seed 000_4b769a7db9466115.txt, lettered layout) article by
// article against the authentic English 2014 text as far as it could be reached
// (forum and club-site quotes of 7.5, 9.6, A.4 b/d, 11.3 b and Appendix G; the
// 2009 and 2018 texts where the wording did not change). Each deviation, with
// both article numbers, both values and its consequence, is listed in
// rules/translations/hu-2014.md (rows H1-H29).

// hu2014TextDeviations are the deviations no parameter can hold: the
// translation's article (which names the diff change) and the base's article.
var hu2014TextDeviations = []struct {
	article, baseArticle string
}{
	{"2.2", "2.2"},                           // H23 black knights printed with B
	{"3.10 b", "3.10 b"},                     // H15 illegal = fails 3.2-3.9, not 3.1-3.9
	{"4.3", "4.3"},                           // H20 "first touched, if it can be moved"
	{"4.4 b", "4.4 b"},                       // H27 no castling at all, 4.3 not 4.3 a
	{"7.5 a", "7.5 a"},                       // H4 "completed" missing
	{"8.4", "8.4"},                           // H17 exempt from all of 8.1, no "remainder of the period"
	{"9.1 b", "9.1 b"},                       // H14 "do not regulate" instead of "allow"
	{"9.2 b", "9.2 b"},                       // H13 "has arisen", not "has just appeared"
	{"10", "10.1"},                           // H19 forfeits not named
	{"11.5", "11.5"},                         // H24 frequent, not unreasonable, draw offers
	{"A.4 a", "A.4 a"},                       // H28 clock-setting condition inverted
	{"B.2", "B.2"},                           // H16 "A7, A9"
	{"C.10", "C.10"},                         // H25 method (1) prescribed, x required
	{"C.13", "C.13"},                         // H26 no "not mandatory" for x, +, #
	{"E.8", "E.8"},                           // H21 cites 6.10 and 9.6
	{"E.9 c", "E.9 c"},                       // H22 sealed-reply right missing
	{"E.11", "E.11"},                         // H29 "neither player present" dropped
	{"G.4", "G.4"},                           // H10 "having the move" dropped
	{"G.5", "G.5"},                           // H11 "having the move" dropped
	{"6.2 a", "6.2 a"},                       // H30 (issue 15)
	{"11.2", "11.2"},                         // H31 (issue 15)
	{"12.8", "12.8"},                         // H32 (issue 15)
	{"C (introduction)", "C (introduction)"}, // H33 (issue 15)
}

// hu2014Omits are the base articles the seed leaves out: what it says about
// them (nothing) is a deviation.
var hu2014Omits = []struct{ baseArticle, mentions string }{
	{"G.5 c", "two extra minutes"}, // H12 no +2 min after a rejected claim
	{"10.2", "3/4-1/4"},            // Article 10 breaks off
	{"D", "visually disabled"},
	{"F", "Chess960"},
	{"glossary", "standard chess"},
	{"11.11", "reconstruct"},   // issue 15: 2014 11.11 quoted in lrozenblyum/chess issue 156
	{"11.12", "50-move claim"}, // issue 15: 2014 11.12 quoted in lrozenblyum/chess issue 249
}

// hu2014Changed are the parameters the translation overrides (rows H1-H3,
// H5-H9; H5, H6 and H8 are the sides of the draw exceptions).
var hu2014Changed = []string{
	"board.touch_move", // 4.3 a/c, 4.4 b (H: touch-move)
	"time_classes.basis",
	"time_classes.rapid",
	"time_classes.blitz",
	"rapid.time_claim",
	"conduct.electronic_devices",
	"illegal_moves.standard",
	"illegal_moves.rapid",
	"illegal_moves.blitz",
	"recording.scoresheet_exemption", // H17: no "for the remainder of the period"
	"quickplay.requester",            // H10, H11: G.4/G.5 open to any player
	"adjournment.resumption_absence", // H29: E.11 without "neither player present"
	"draws.fivefold",                 // H18: five consecutive instances, without "alternate moves"
}

func hu2014Diff(t *testing.T) (*rulebook.Set, []rulebook.Change) {
	t.Helper()
	set, err := rulebook.LoadEmbedded(chessconform.Data)
	if err != nil {
		t.Fatalf("shipped rulebooks do not load: %v", err)
	}
	changes, err := set.Diff("fide-2014", "hu-2014")
	if err != nil {
		t.Fatal(err)
	}
	return set, changes
}

func valueMap(t *testing.T, what string, v any) map[string]any {
	t.Helper()
	m, ok := v.(map[string]any)
	if !ok {
		t.Fatalf("%s: value %T, want a map", what, v)
	}
	return m
}

func TestHU2014DiffShowsEveryDeviation(t *testing.T) {
	_, changes := hu2014Diff(t)

	for _, id := range hu2014Changed {
		c := rulebook.FindChange(changes, id)
		if c == nil {
			t.Errorf("%s: deviation missing from the diff", id)
			continue
		}
		if c.Kind != rulebook.ChangeValue {
			t.Errorf("%s: kind %q, want %q", id, c.Kind, rulebook.ChangeValue)
		}
		if c.A.Rulebook != "fide-2014" || c.B.Rulebook != "hu-2014" {
			t.Errorf("%s: sides %s / %s", id, c.A.Rulebook, c.B.Rulebook)
		}
		if c.Deviation == "" {
			t.Errorf("%s: no deviation text", id)
		}
	}

	// H1 (A.1/B.1): "base time + the increment" - the increment once, not 60 times.
	if c := rulebook.FindChange(changes, "time_classes.basis"); c != nil {
		a := valueMap(t, "basis A", c.A.Value)
		b := valueMap(t, "basis B", c.B.Value)
		if a["increment_multiplier"] != 60 || b["increment_multiplier"] != 1 {
			t.Errorf("increment multiplier %v -> %v, want 60 -> 1", a["increment_multiplier"], b["increment_multiplier"])
		}
		if c.A.Article != "A.1" || c.B.Article != "A.1" {
			t.Errorf("basis articles %q / %q, want A.1", c.A.Article, c.B.Article)
		}
	}
	// H2 (B.1): "kevesebb, mint 10 perc" - less than 10 minutes.
	if c := rulebook.FindChange(changes, "time_classes.blitz"); c != nil {
		a := valueMap(t, "blitz A", c.A.Value)
		b := valueMap(t, "blitz B", c.B.Value)
		if a["max_inclusive"] != true || b["max_inclusive"] != false || b["max_minutes"] != 10 {
			t.Errorf("blitz bound %v -> %v, want 10 inclusive -> 10 exclusive", a, b)
		}
		if c.B.Article != "B.1" {
			t.Errorf("blitz article %q, want B.1", c.B.Article)
		}
	}
	// H3 (A.1): the range read as starting at 10 inclusive, flagged unverified.
	if c := rulebook.FindChange(changes, "time_classes.rapid"); c != nil {
		b := valueMap(t, "rapid B", c.B.Value)
		if b["min_inclusive"] != true || b["min_minutes"] != 10 || b["max_inclusive"] != false || b["max_minutes"] != 60 {
			t.Errorf("rapid bounds of hu-2014 = %v, want [10, 60)", b)
		}
		if c.B.Verified {
			t.Error("the rapid reading of A.1 ('between 10 and 60') must be marked verified: false")
		}
	}
	// H7 (A.4 c) withdrawn: the English 2014 A.4 c, read since, also says the
	// claimant "must stop the chess clock" and must have time left.
	if c := rulebook.FindChange(changes, "rapid.time_claim"); c != nil {
		a, b := valueMap(t, "time claim A", c.A.Value), valueMap(t, "time claim B", c.B.Value)
		if a["stop_clocks"] != "must" || b["stop_clocks"] != "must" || b["claimant_needs_time"] != true || a["claimant_needs_time"] != true {
			t.Errorf("time claim %v -> %v, want must stop and the claimant's flag still up on both sides", a, b)
		}
		// H8: the draw test names "the opponent" of the claimant, i.e. the
		// player whose flag fell; the authentic A.4 c tests the claimant.
		if a["draw_if_cannot_mate"] != "claimant" || b["draw_if_cannot_mate"] != "flagged_player" {
			t.Errorf("A.4 c draw test %v -> %v, want claimant -> flagged_player", a["draw_if_cannot_mate"], b["draw_if_cannot_mate"])
		}
		if c.B.Article != "A.4 c" {
			t.Errorf("time-claim article %q, want A.4 c", c.B.Article)
		}
	}
	// H5 (7.5 b): drawn if the opponent's king can no longer be mated, i.e.
	// the offender cannot mate; H6 (A.4 b, blitz through B.4): no side named.
	for _, x := range []struct{ id, article, fide, hu string }{
		{"illegal_moves.standard", "7.5 b", "opponent_of_offender", "offender"},
		{"illegal_moves.rapid", "A.4 b", "opponent_of_offender", "unspecified"},
		{"illegal_moves.blitz", "B.4", "opponent_of_offender", "unspecified"},
	} {
		c := rulebook.FindChange(changes, x.id)
		if c == nil {
			continue // reported above
		}
		a, b := valueMap(t, x.id+" A", c.A.Value), valueMap(t, x.id+" B", c.B.Value)
		if a["draw_if_cannot_mate"] != x.fide || b["draw_if_cannot_mate"] != x.hu || c.B.Article != x.article {
			t.Errorf("%s: draw test %v -> %v at %q, want %s -> %s at %s", x.id, a["draw_if_cannot_mate"], b["draw_if_cannot_mate"], c.B.Article, x.fide, x.hu, x.article)
		}
		// Everything but the draw exception is the base's rule.
		delete(a, "draw_if_cannot_mate")
		delete(b, "draw_if_cannot_mate")
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%s: hu-2014 changes more than the draw exception: %v -> %v", x.id, a, b)
		}
	}
	// H9 (11.3 b): the July 2014 rule, without the 1 October 2014 amendment.
	if c := rulebook.FindChange(changes, "conduct.electronic_devices"); c != nil {
		a := valueMap(t, "devices A", c.A.Value)
		b := valueMap(t, "devices B", c.B.Value)
		if a["bag_storage"] != true || a["trigger"] != "on_person" {
			t.Errorf("fide-2014 device rule (all amendments) = %v, want the 1 Oct 2014 bag / on-person rule", a)
		}
		if b["bag_storage"] != false || b["trigger"] != "evident" || b["rule"] != "forbidden_in_venue" ||
			b["penalty"] != "loss" || b["opponent"] != "wins" || b["regulations_may_set_lesser"] != true {
			t.Errorf("hu-2014 device rule = %v, want the July 2014 rule (brought into the venue loses, no bag)", b)
		}
	}

	for _, d := range hu2014TextDeviations {
		c := rulebook.FindChange(changes, rulebook.DeviationID("hu-2014", d.article))
		if c == nil {
			t.Errorf("deviation at hu-2014 %s (base %s) missing from the diff", d.article, d.baseArticle)
			continue
		}
		if c.Kind != rulebook.ChangeDeviation {
			t.Errorf("%s: kind %q, want %q", d.article, c.Kind, rulebook.ChangeDeviation)
		}
		if c.B.Rulebook != "hu-2014" || c.B.Article != d.article || c.B.BaseArticle != d.baseArticle {
			t.Errorf("%s: side B = %s %q (base %q), want hu-2014 %q (base %q)",
				d.article, c.B.Rulebook, c.B.Article, c.B.BaseArticle, d.article, d.baseArticle)
		}
		if c.Deviation == "" {
			t.Errorf("%s: no description", d.article)
		}
		if c.A.Rulebook != "fide-2014" || c.A.Article != d.baseArticle {
			t.Errorf("%s: side A = %s %q, want fide-2014 %q", d.article, c.A.Rulebook, c.A.Article, d.baseArticle)
		}
	}
	for _, o := range hu2014Omits {
		c := rulebook.FindChange(changes, rulebook.OmissionID("hu-2014", o.baseArticle))
		if c == nil {
			t.Errorf("omitted article %s missing from the diff", o.baseArticle)
			continue
		}
		if c.Kind != rulebook.ChangeOmitted || !c.B.Absent || c.B.BaseArticle != o.baseArticle || c.A.Article != o.baseArticle ||
			!strings.Contains(c.Deviation, o.mentions) {
			t.Errorf("omission %s = %+v", o.baseArticle, c)
		}
	}

	// The scoring article is one paragraph "10." in the seed (base 10.1).
	c := rulebook.FindChange(changes, "scoring.points")
	if c == nil || c.Kind != rulebook.ChangeRenumbered || c.A.Article != "10.1" || c.B.Article != "10" {
		t.Errorf("scoring change = %+v, want renumbered 10.1 -> 10", c)
	}

	// Nothing else differs.
	want := map[string]bool{"scoring.points": true}
	for _, id := range hu2014Changed {
		want[id] = true
	}
	for _, d := range hu2014TextDeviations {
		want[rulebook.DeviationID("hu-2014", d.article)] = true
	}
	for _, o := range hu2014Omits {
		want[rulebook.OmissionID("hu-2014", o.baseArticle)] = true
	}
	var extra []string
	for _, c := range changes {
		if !want[c.ID] {
			extra = append(extra, c.ID)
		}
	}
	sort.Strings(extra)
	if len(extra) > 0 {
		t.Errorf("unexpected changes between fide-2014 and hu-2014: %v", extra)
	}
}

// TestHU2014TimeClasses classifies concrete time controls (base minutes +
// increment seconds) by hand from A.1/B.1 of each text and checks the resolved
// tables agree: FIDE 2014 counts 60 x increment, rapid is (10, 60), blitz is
// <= 10; the translation adds the increment once and makes blitz < 10.
func TestHU2014TimeClasses(t *testing.T) {
	set, _ := hu2014Diff(t)
	classOf := func(id string, baseMin, incSec int) string {
		r, err := set.Resolve(id)
		if err != nil {
			t.Fatal(err)
		}
		tc := r.TimeClasses()
		s := float64(baseMin*60 + incSec*tc.Basis.IncrementMultiplier)
		switch {
		case tc.Blitz.Contains(s):
			return "blitz"
		case tc.Rapid.Contains(s):
			return "rapid"
		default:
			return "neither" // standard: 60 minutes or more
		}
	}
	for _, x := range []struct {
		baseMin, incSec int
		fide, hu        string
	}{
		{9, 2, "rapid", "blitz"},       // 9 + 120 s = 11 min vs 9 min 2 s
		{10, 0, "blitz", "rapid"},      // B.1 "10 minutes or less" vs "less than 10"
		{45, 15, "neither", "rapid"},   // 45 + 15 = 60 min vs 45 min 15 s
		{50, 10, "neither", "rapid"},   // 60 min vs 50 min 10 s
		{3, 2, "blitz", "blitz"},       // 5 min vs 3 min 2 s
		{5, 5, "blitz", "blitz"},       // 10 min (<= 10) vs 5 min 5 s
		{15, 10, "rapid", "rapid"},     // 25 min vs 15 min 10 s
		{9, 59, "neither", "blitz"},    // 9 + 59 = 68 min vs 9 min 59 s
		{60, 0, "neither", "neither"},  // A.1 upper bound exclusive in both
		{90, 30, "neither", "neither"}, // standard
	} {
		if got := classOf("fide-2014", x.baseMin, x.incSec); got != x.fide {
			t.Errorf("fide-2014 %d+%d: %s, want %s", x.baseMin, x.incSec, got, x.fide)
		}
		if got := classOf("hu-2014", x.baseMin, x.incSec); got != x.hu {
			t.Errorf("hu-2014 %d+%d: %s, want %s", x.baseMin, x.incSec, got, x.hu)
		}
	}
}

// TestHU2014StatesTheBaseValues checks values the seed states in the same way
// as the base: they resolve from the edition and are marked as present in the
// translation, under the seed's article.
func TestHU2014StatesTheBaseValues(t *testing.T) {
	set, _ := hu2014Diff(t)
	r, err := set.Resolve("hu-2014")
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range []struct{ id, article string }{
		{"illegal_moves.unfinished_promotion", "7.5 a"}, // pawn becomes a queen
		{"claims.incorrect_standard", "9.5 b"},          // +2 min
		{"claims.incorrect_blitz", "B.2"},               // 1 min
		{"draws.seventy_five_moves", "9.6 b"},
		{"default.time", "6.7 a"},
		{"colours.reversed", "7.3"},
		{"penalties.catalogue", "12.9"},
		{"quickplay.finish", "G.4"},
		{"rapid.no_claims_after_moves", "A.4 a"},
	} {
		v := r.Get(x.id)
		if v == nil {
			t.Errorf("%s: not resolved", x.id)
			continue
		}
		if v.Origin != "fide-2014" || v.Article != x.article || !v.Covered {
			t.Errorf("%s: origin %s article %q covered %v, want fide-2014 %q covered", x.id, v.Origin, v.Article, v.Covered, x.article)
		}
	}

	im := r.IllegalMoves(rulebook.TimeClassStandard)
	if im.OpponentGainsSeconds != 120 || im.LosesOn != 2 { // 7.5 b: two minutes, second loses
		t.Errorf("standard illegal moves = %+v, want +120 s, second loses", im)
	}
	ic := r.IncorrectClaim(rulebook.TimeClassStandard)
	if ic.OpponentGainsSeconds != 120 { // 9.5 b: 2 perc
		t.Errorf("incorrect claim = %d s, want 120", ic.OpponentGainsSeconds)
	}
	pen, _ := r.Penalties()
	if len(pen) != 8 { // 12.9 (a)-(h)
		t.Errorf("penalty catalogue has %d options, want the 8 of 12.9 (a)-(h): %v", len(pen), pen)
	}

	// Not in the seed: Appendix D, F, the glossary (standard chess).
	if v := r.Get("time_classes.standard"); v == nil || v.Covered {
		t.Errorf("time_classes.standard (glossary) should be marked as not in the translation: %+v", v)
	}
}
