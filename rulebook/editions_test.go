package rulebook

import (
	"reflect"
	"testing"
)

// Values checked against the authentic English text after the translators
// reported them: the 2018 text is Chess-Arbiter/handbook@035824a
// public/content/en/laws (Appendix B at 66788c6), the 2023 B.2 is quoted from
// the 2023 handbook text (E.01 2023, p. 42).
func TestEditionDataCorrections(t *testing.T) {
	set := sharedSet(t)
	// B.3.1.2 (2018), B.2.2 (2023): "each game is recorded by the arbiter or his
	// assistant" - adequately supervised blitz games are recorded.
	for _, id := range []string{"fide-2018-01", "fide-2023"} {
		r, err := set.Resolve(id)
		if err != nil {
			t.Fatal(err)
		}
		s := r.Supervision(TimeClassBlitz)
		if !s.GamesRecorded || s.GamesPerArbiter == nil || *s.GamesPerArbiter != 1 {
			t.Errorf("%s blitz supervision = %+v, want one arbiter per game, games recorded", id, s)
		}
	}
	// 12.9.1-12.9.9 in the order of the 2018 text.
	want := []Penalty{"warning", "increase_opponent_time", "reduce_offender_time", "increase_opponent_score",
		"reduce_offender_points", "loss", "fine", "exclusion_rounds", "expulsion"}
	r, err := set.Resolve("fide-2018-01")
	if err != nil {
		t.Fatal(err)
	}
	got, ref := r.Penalties()
	if !reflect.DeepEqual(got, want) || ref.Article != "12.9" {
		t.Errorf("fide-2018-01 12.9 = %v (%s), want %v", got, ref.Article, want)
	}
	// 2009 13.4 a-g (mliebelt/pgn-spec-commented): loss comes before the points options.
	r, err = set.Resolve("fide-2009")
	if err != nil {
		t.Fatal(err)
	}
	got, _ = r.Penalties()
	want09 := []Penalty{"warning", "increase_opponent_time", "reduce_offender_time", "loss", "reduce_offender_points",
		"increase_opponent_score", "expulsion"}
	if !reflect.DeepEqual(got, want09) {
		t.Errorf("fide-2009 13.4 = %v, want %v", got, want09)
	}
	// 2014 A.4 d is the both-kings-in-check rule; the flag rule is not there.
	// The 2014 change list (chess.com, 1 July 2014: "Arbiters must flag and
	// call illegal moves at rapid and blitz") makes the arbiter call flags.
	r, err = set.Resolve("fide-2014")
	if err != nil {
		t.Fatal(err)
	}
	v := r.Get("rapid.arbiter_calls_flag")
	if v.Article == "A.4 d" || r.RapidSpecifics().ArbiterCallsFlag != ArbiterCallsFlagShall {
		t.Errorf("fide-2014 arbiter_calls_flag cites %q (%v): A.4 d is the both-kings-in-check rule, and the arbiter must call a flag fall",
			v.Article, r.RapidSpecifics().ArbiterCallsFlag)
	}
}

// The win-on-time claim's own draw clause: 2009 A.4 d 2 has none
// (mliebelt/pgn-spec-commented laws-of-chess.md, the 2009 text), 2018 A4.3
// draws when the claimant cannot checkmate (Chess-Arbiter/handbook).
func TestTimeClaimDrawClause(t *testing.T) {
	set := sharedSet(t)
	for id, want := range map[string]TimeClaimDraw{"fide-2009": "none", "fide-2018-01": "claimant", "fide-2023": "claimant"} {
		r, err := set.Resolve(id)
		if err != nil {
			t.Fatal(err)
		}
		rs := r.RapidSpecifics()
		if rs.TimeClaim.DrawIfCannotMate != want {
			t.Errorf("%s time claim draw clause %q, want %q", id, rs.TimeClaim.DrawIfCannotMate, want)
		}
	}
	// 7.4 b (2005) has no draw exception; 2009 added it for the opponent.
	for id, want := range map[string]DrawIfCannotMate{"fide-2005": "none", "fide-2009": "opponent_of_offender", "hu-2014": "offender"} {
		r, _ := set.Resolve(id)
		im := r.IllegalMoves(TimeClassStandard)
		if im.DrawIfCannotMate != want || im.DrawIfOpponentCannotMate != (want == "opponent_of_offender") {
			t.Errorf("%s standard illegal moves: draw test %q (bool %v), want %q", id, im.DrawIfCannotMate, im.DrawIfOpponentCannotMate, want)
		}
	}
}
