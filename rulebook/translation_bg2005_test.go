package rulebook_test

import (
	"reflect"
	"strings"
	"testing"
	"time"

	chessconform "github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/rulebook"
	"github.com/chessconform/chessconform/yamlschema"
)

// The expectations below were read by hand from the Bulgarian translation
// (seed 001, Articles 8-14 of the Laws in force from 1 July 2005) and compared
// with the authentic English text as far as it could be reached; see
// rules/translations/bg-2005.md for the sources. They are not derived from
// the YAML under test.

// loadBg2005 loads the shipped rulebooks. Problems in other engineers' files
// are logged, not fatal: this test is about fide-2005 and bg-2005.
func loadBg2005(t *testing.T) *rulebook.Set {
	t.Helper()
	set, err := rulebook.LoadEmbedded(chessconform.Data)
	if err != nil {
		ps, ok := err.(yamlschema.Problems)
		if !ok {
			t.Fatal(err)
		}
		for _, p := range ps {
			if strings.HasSuffix(p.File, "bg-2005.yaml") || strings.HasSuffix(p.File, "fide-2005.yaml") {
				t.Errorf("%s", p)
			} else {
				t.Logf("(other rulebook) %s", p)
			}
		}
	}
	if set == nil || set.File("bg-2005") == nil || set.File("fide-2005") == nil {
		t.Fatal("bg-2005 or fide-2005 not loaded")
	}
	return set
}

func TestBg2005Header(t *testing.T) {
	f := loadBg2005(t).File("bg-2005")
	if f.Kind != rulebook.KindTranslation || f.Base != "fide-2005" || f.Language != "bg" || f.InForce != "2005-07-01" {
		t.Errorf("header: kind %q base %q language %q in force %q", f.Kind, f.Base, f.Language, f.InForce)
	}
	if f.Source == nil || f.Source.File != "001_3e82c60fd2f5c001.txt" {
		t.Errorf("source: %+v", f.Source)
	}
	// The seed holds Articles 8 to 14 and nothing else.
	if want := []string{"8", "9", "10", "11", "12", "13", "14"}; !reflect.DeepEqual(f.Covers, want) {
		t.Errorf("covers %v, want %v", f.Covers, want)
	}
	// Same numbering as the base: nothing renumbered.
	if len(f.Articles) != 0 {
		t.Errorf("articles map %v, want none", f.Articles)
	}
}

func TestBg2005Coverage(t *testing.T) {
	r, err := loadBg2005(t).Resolve("bg-2005")
	if err != nil {
		t.Fatal(err)
	}
	// Parameters stated in Articles 8-14 are covered by the translation ...
	for _, id := range []string{
		"claims.incorrect_standard", "claims.stop_clocks", "draws.threefold", "draws.same_position",
		"draws.fifty_moves", "draws.dead_position", "draws.agreement", "scoring.points",
		"recording.scoresheet_exemption", "conduct.electronic_devices", "quickplay.finish",
		"penalties.catalogue",
	} {
		if v := r.Get(id); v == nil || !v.Covered {
			t.Errorf("%s should be covered by the translation: %+v", id, v)
		}
	}
	// ... while the clock, illegal-move and appendix rules are not in the seed.
	for _, id := range []string{
		"time_classes.rapid", "time_classes.blitz", "illegal_moves.standard", "default.time",
		"draws.flag_fall_cannot_mate", "draws.resignation_cannot_mate", "colours.reversed",
		"rapid.no_claims_after_moves",
	} {
		if v := r.Get(id); v == nil || v.Covered {
			t.Errorf("%s is outside Articles 8-14 and must not count as covered: %+v", id, v)
		}
	}
}

func TestBg2005DiffReportsEachDeviation(t *testing.T) {
	changes, err := loadBg2005(t).Diff("fide-2005", "bg-2005")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []struct{ article, mentions string }{
		{"8.1", "chief arbiter"},          // assistant approved by the chief arbiter
		{"10.2 b", "as soon as possible"}, // final quickplay ruling: urgency dropped
		{"13.7 b", "contiguous"},          // phone ban: any area, not a contiguous one
	} {
		c := rulebook.FindChange(changes, rulebook.DeviationID("bg-2005", want.article))
		if c == nil {
			t.Errorf("diff fide-2005 bg-2005 does not report the deviation in %s", want.article)
			continue
		}
		if c.Kind != rulebook.ChangeDeviation || c.B.Rulebook != "bg-2005" || c.B.Article != want.article || c.B.BaseArticle != want.article {
			t.Errorf("%s: kind %q, B side %+v", want.article, c.Kind, c.B)
		}
		if !strings.Contains(c.Deviation, want.mentions) {
			t.Errorf("%s: deviation text does not say what the authentic text has (%q): %q", want.article, want.mentions, c.Deviation)
		}
	}
	// 8.4: the exemption from recording without its duration ("for the
	// remainder of the period" dropped), a parameter value.
	c := rulebook.FindChange(changes, "recording.scoresheet_exemption")
	if c == nil || c.Kind != rulebook.ChangeValue || c.B.Article != "8.4" || !strings.Contains(c.Deviation, "remainder of the period") {
		t.Errorf("diff fide-2005 bg-2005 does not report the 8.4 duration: %+v", c)
	} else if a, b := c.A.Value.(map[string]any), c.B.Value.(map[string]any); a["for_remainder_of_period"] != true ||
		b["for_remainder_of_period"] != false || b["below_seconds"] != a["below_seconds"] ||
		b["unless_increment_at_least_seconds"] != a["unless_increment_at_least_seconds"] {
		t.Errorf("8.4: %v -> %v, want only for_remainder_of_period true -> false", a, b)
	}
	// Everything else in the rule tables that Articles 8-14 state agrees with
	// the base, so the rest of the diff is textual deviations.
	// The parts the seed does not hold (Preface, Articles 1-7, Appendices
	// A-E) are omitted (issue 15: listed, not only left out of covers).
	omitted := 0
	for _, c := range changes {
		switch {
		case c.Kind == rulebook.ChangeOmitted:
			omitted++
		case c.Kind != rulebook.ChangeDeviation && c.ID != "recording.scoresheet_exemption":
			t.Errorf("unexpected %s change %s: %+v -> %+v", c.Kind, c.ID, c.A.Value, c.B.Value)
		}
	}
	if len(changes)-omitted != 4 || omitted != 13 {
		t.Errorf("diff has %d changes (%d omitted), want the 4 deviations and 13 omitted parts", len(changes), omitted)
	}
}

// TestBg2005ValuesAsTranslated checks the resolved bg-2005 table against what
// the translation states, worked out by hand from its articles.
func TestBg2005ValuesAsTranslated(t *testing.T) {
	r, err := loadBg2005(t).Resolve("bg-2005")
	if err != nil {
		t.Fatal(err)
	}

	// 9.5(b): opponent +3 min; claimant over 2:00 loses half (at most 3:00),
	// between 1:00 and 2:00 is set to 1:00, under 1:00 unchanged; exactly
	// 2:00 and exactly 1:00 are in no band.
	ic := r.IncorrectClaim(rulebook.TimeClassStandard)
	if ic.OpponentGainsSeconds != 180 || ic.Article != "9.5 b" {
		t.Errorf("9.5 b: opponent gains %d s (article %q), want 180 s", ic.OpponentGainsSeconds, ic.Article)
	}
	m := func(min, sec int) time.Duration {
		return time.Duration(min)*time.Minute + time.Duration(sec)*time.Second
	}
	for _, c := range []struct {
		before, after time.Duration
		ok            bool
	}{
		{m(10, 0), m(7, 0), true},  // half is 5:00, capped at 3:00
		{m(6, 0), m(3, 0), true},   // half is exactly the 3:00 cap
		{m(4, 0), m(2, 0), true},   // half is 2:00
		{m(2, 30), m(1, 15), true}, // half is 1:15
		{m(1, 59), m(1, 0), true},  // set to one minute
		{m(1, 30), m(1, 0), true},
		{m(1, 1), m(1, 0), true},
		{m(0, 59), m(0, 59), true}, // no adjustment
		{m(0, 20), m(0, 20), true},
		{m(2, 0), m(2, 0), false}, // exactly two minutes: the article says nothing
		{m(1, 0), m(1, 0), false}, // exactly one minute: the article says nothing
	} {
		after, ok := ic.ClaimantAfter(c.before)
		if after != c.after || ok != c.ok {
			t.Errorf("9.5 b claimant %v: got %v (band %v), want %v (band %v)", c.before, after, ok, c.after, c.ok)
		}
	}
	if s, _ := r.ClaimStopClocks(); s != "must" {
		t.Errorf("9.5: claimant stops both clocks %q, want must", s)
	}

	// 8.4: under 5 minutes and no increment of 30 s or more.
	ex := r.ScoresheetExemption()
	for _, c := range []struct {
		remaining, increment time.Duration
		exempt               bool
	}{
		{m(4, 59), 0, true},
		{m(5, 0), 0, false},
		{m(4, 0), 29 * time.Second, true},
		{m(4, 0), 30 * time.Second, false},
	} {
		if got := ex.Exempt(c.remaining, c.increment); got != c.exempt {
			t.Errorf("8.4: %v left, increment %v: exempt %v, want %v", c.remaining, c.increment, got, c.exempt)
		}
	}

	// 9.2: both claim forms; e.p. and castling criteria of the 2005 text.
	tf := r.Threefold()
	if !reflect.DeepEqual(tf.Forms, []rulebook.ThreefoldForm{"written_move", "just_arisen"}) {
		t.Errorf("9.2 forms %v", tf.Forms)
	}
	sp := r.SamePosition()
	if sp.EnPassant != "capture_lost" || sp.Castling != "changed_temporarily_or_permanently" || sp.IfAndOnlyIf {
		t.Errorf("9.2 same position %+v", sp)
	}
	// 9.3: 50 moves; no automatic fivefold or 75-move rule in Article 9.
	if fm := r.FiftyMoves(); fm.Moves != 50 {
		t.Errorf("9.3 %+v", fm)
	}
	if ff := r.Fivefold(); !ff.Absent {
		t.Errorf("fivefold should be absent: %+v", ff)
	}
	if sf := r.SeventyFiveMoves(); !sf.Absent {
		t.Errorf("75 moves should be absent: %+v", sf)
	}
	// 9.6: immediate draw, "even with the most unskilled play".
	if dp := r.DeadPosition(); !dp.Automatic || dp.Test != "most_unskilled_play" || dp.Article != "9.6" {
		t.Errorf("9.6 %+v", dp)
	}
	// 9.1: no regulations option, no move required, a 9.2/9.3/10.2 claim is an offer.
	if da := r.DrawAgreement(); da.RegulationsMayForbid || da.MoveEachRequired || !da.ClaimCountsAsOffer {
		t.Errorf("9.1 %+v", da)
	}
	// 10.2: under 2 minutes; +2 minutes; no 5-second option.
	if qf := r.QuickplayFinish(); qf.ThresholdSeconds != 120 || qf.BonusSeconds != 120 || qf.FiveSecondOption {
		t.Errorf("10.2 %+v", qf)
	}
	// 11.1: 1 / ½ / 0, forfeits 1 / 0.
	if sc := r.Scoring(); sc.Win != 1 || sc.Draw != 0.5 || sc.Loss != 0 || sc.ForfeitWin != 1 || sc.ForfeitLoss != 0 {
		t.Errorf("11.1 %+v", sc)
	}
	// 12.2(b): bringing unauthorised phones is forbidden; a ringing phone loses; the arbiter sets the opponent's score.
	if ed := r.ElectronicDevices(); ed.Rule != "forbidden_to_bring" || ed.Trigger != "rings" ||
		ed.Penalty != "loss" || ed.Opponent != "arbiter_decides" || ed.Article != "12.2 b" {
		t.Errorf("12.2 b %+v", ed)
	}
	// 13.4 a-g: seven penalties in this order.
	want := []rulebook.Penalty{"warning", "increase_opponent_time", "reduce_offender_time", "loss",
		"reduce_offender_points", "increase_opponent_score", "expulsion"}
	if ps, ref := r.Penalties(); !reflect.DeepEqual(ps, want) || ref.Article != "13.4" {
		t.Errorf("13.4 %v at %q, want %v", ps, ref.Article, want)
	}
}
