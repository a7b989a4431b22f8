package arbiter

import (
	"context"
	"strings"
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/outcome"
)

// adjudicateSearch is adjudicate with the unwinnability search behind
// "cannot checkmate" (the material proofs never answer Winnable).
func adjudicateSearch(t *testing.T, rb, log string) *Ruling {
	t.Helper()
	p, err := NewParser(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	l, err := p.Parse("test.yaml", []byte(log))
	if err != nil {
		t.Fatalf("log: %v", err)
	}
	r, err := testRulebooks.Resolve(rb, nil, l.Date)
	if err != nil {
		t.Fatal(err)
	}
	out, err := Adjudicate(context.Background(), r, l, Options{CanMate: laws.Unwinnability(20000)})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// A win-on-time claim in rapid without adequate supervision: the
// appendix's own draw clause names the claimant (2014 A.4 c, 2023 A.5.3);
// hu-2014 A.4 c as worded names the player whose flag fell; 2009 A.4 d has
// none and 6.9 decides. Worked out by hand: K+R can mate, a bare king cannot.
func TestTimeClaimDrawClause(t *testing.T) {
	const rookClaims = `time_control: "1500"
supervision: inadequate
fen: "4k3/8/8/8/8/8/8/R3K3 b - - 0 1"
events:
  - {type: flag, side: black, observed_by: opponent}
`
	const bareKingClaims = `time_control: "1500"
supervision: inadequate
fen: "4k2r/8/8/8/8/8/8/4K3 b - - 0 1"
events:
  - {type: flag, side: black, observed_by: opponent}
`
	for _, c := range []struct {
		rb, log string
		w       want
	}{
		{"fide-2014", rookClaims, want{result: "1-0", article: "A.4 c"}},
		{"hu-2014", rookClaims, want{result: "1/2-1/2", article: "A.4 c"}}, // the flagged bare king cannot mate
		{"fide-2009", rookClaims, want{result: "1-0", article: "6.9"}},
		{"fide-2014", bareKingClaims, want{result: "1/2-1/2", article: "A.4 c"}},
		{"hu-2014", bareKingClaims, want{result: "1-0", article: "A.4 c"}}, // the flagged rook can mate
		{"fide-2023", bareKingClaims, want{result: "1/2-1/2", article: "A.5.3"}},
		{"fide-2009", bareKingClaims, want{result: "1/2-1/2", article: "6.9"}},
	} {
		check(t, c.rb, adjudicateSearch(t, c.rb, c.log), c.w)
	}
}

// 8.4: White is relieved at 4:00 (under 5 minutes, no increment); Black's
// incorrect claim then gives White +3:00 (2005 9.5 b), so White has 7:00.
// The authentic 2005 text relieves him for the remainder of the period; the
// Bulgarian translation drops the words, so he must record again.
func TestScoresheetExemptionDuration(t *testing.T) {
	const log = `time_control: "5400"
events:
  - {type: clocks, white: "4:00", black: "10:00"}
  - {type: move, move: e4}
  - {type: claim, side: black, kind: threefold}
  - {type: move, move: e5}
`
	for _, c := range []struct{ rb, white string }{{"fide-2005", "exempt"}, {"bg-2005", "record"}} {
		got := adjudicate(t, c.rb, nil, log)
		if got.Clocks.White != "0:07:00" {
			t.Errorf("%s: White's clock %s, want 0:07:00", c.rb, got.Clocks.White)
		}
		if got.Scoresheet.White != c.white {
			t.Errorf("%s: White %s, want %s (%+v)", c.rb, got.Scoresheet.White, c.white, got.Decisions)
		}
	}
}

// auditOne audits a PGN text under rb with the adjudicate command's default
// search and returns the findings.
func auditOne(t *testing.T, rb, src string) []Finding {
	t.Helper()
	return auditUnder(t, rb, AuditOptions{CanMate: SearchCanMate(DefaultNodes), Quick: SearchQuick(DefaultNodes)}, src)
}

// A game declared drawn that reached a dead position before its last move:
// after 1...h5 the pawns close every file (b4/d4/f4/h4 against b5/d5/f5/h5,
// a3/c3/e3/g3 against a4/c4/e4/g4, every square in front of a king attacked
// or occupied), so no king can ever reach an enemy pawn and no pawn can
// move: neither side can checkmate (5.2.2). Before 1...h5 Black's h-pawn
// could still advance (h6, h5 ... h4xg3) and open the wall. Material alone
// proves nothing here (16 pawns): only the search finds it.
func TestAuditDeadPositionInDrawnGame(t *testing.T) {
	const pgnText = `[Event "hand-made"]
[SetUp "1"]
[FEN "4k3/7p/8/1p1p1p2/pPpPpPpP/P1P1P1P1/8/4K3 w - - 0 1"]
[Result "1/2-1/2"]

1. Ke2 h5 2. Kd2 Ke7 1/2-1/2
`
	fs := auditOne(t, "fide-2023", pgnText)
	if len(fs) != 1 || fs[0].Kind != KindPastEnd || fs[0].Ply != 2 || fs[0].Article != "5.2.2" || fs[0].Implied != "1/2-1/2" {
		t.Fatalf("findings %+v, want one played-past-end after ply 2 by 5.2.2", fs)
	}
	// The same game ending at the dead position is in order.
	if fs := auditOne(t, "fide-2023", strings.Replace(pgnText, " 2. Kd2 Ke7", "", 1)); len(fs) != 0 {
		t.Errorf("findings %+v, want none", fs)
	}
}

// The same blockade in an event log: the game ends by the dead position
// on 1...h5 (5.2.2), found by the search; the later event is ignored.
func TestEventLogDeadPositionBySearch(t *testing.T) {
	got := adjudicate(t, "fide-2023", nil, `time_control: "5400"
fen: "4k3/7p/8/1p1p1p2/pPpPpPpP/P1P1P1P1/8/4K3 w - - 0 1"
events:
  - {type: move, move: Ke2}
  - {type: move, move: h5}
  - {type: flag, side: white}
`)
	check(t, "blockade", got, want{result: "1/2-1/2", article: "5.2.2"})
	if got.Termination != "dead-position" {
		t.Errorf("termination %q, want dead-position", got.Termination)
	}
}

// A draw claim counts as a draw offer (9.1 c 2005, 9.1 b 3 2009/2014,
// 9.1.2.3 2017+): the opponent may accept it before the arbiter examines
// it. Here White's threefold claim after 1. e4 e5 is incorrect; accepted,
// the game is drawn by agreement with no penalty.
func TestClaimCountsAsOffer(t *testing.T) {
	const log = `time_control: "5400"
events:
  - {type: move, move: e4}
  - {type: move, move: e5}
  - {type: claim, side: white, kind: threefold, response: accepted}
`
	for rb, art := range map[string]string{"fide-2005": "9.1 c", "fide-2009": "9.1 b 3", "fide-2018-01": "9.1.2.3", "fide-2023": "9.1.2.3"} {
		got := adjudicate(t, rb, nil, log)
		check(t, rb, got, want{result: "1/2-1/2", article: art, white: "1:30:00", black: "1:30:00"})
		if got.Termination != outcome.Agreement {
			t.Errorf("%s: termination %q", rb, got.Termination)
		}
	}
	// Before any move, 5.2.3 (2017+) forbids the agreement: the claim is
	// examined, found incorrect, and Black gets 2 minutes (9.5.3).
	got := adjudicate(t, "fide-2018-01", nil, `time_control: "5400"
events:
  - {type: claim, side: white, kind: threefold, response: accepted}
`)
	check(t, "2018 before a move", got, want{result: "*", black: "1:32:00"})
	// 2005 has no 5.2.3: the same accepted claim draws at once.
	check(t, "2005 before a move", adjudicate(t, "fide-2005", nil, `time_control: "5400"
events:
  - {type: claim, side: white, kind: threefold, response: accepted}
`), want{result: "1/2-1/2", article: "9.1 c"})
}

// The quickplay claim (10.2) is a draw offer in 2005 and 2009 (9.1 c /
// 9.1 b 3 name 10.2); from 2017 9.1.2.3 names only 9.2 and 9.3, so the
// claim is ruled on (here rejected: the opponent gets the bonus).
func TestQuickplayClaimAsOffer(t *testing.T) {
	const log = `time_control: "5400"
events:
  - {type: move, move: e4}
  - {type: move, move: e5}
  - {type: clocks, white: "1:30", black: "10:00"}
  - {type: quickplay_claim, side: white, ruling: rejected, response: accepted}
`
	check(t, "fide-2009", adjudicate(t, "fide-2009", nil, log), want{result: "1/2-1/2", article: "9.1 b 3", black: "0:10:00"})
	got := adjudicate(t, "fide-2018-01", nil, log)
	check(t, "fide-2018-01", got, want{result: "*", black: "0:12:00"})
}

// 9.4: White touches a piece, then claims a threefold repetition that has
// just appeared (the start position for the third time after 2...Ng8). In
// 2005 only making the move takes the right away, so the claim is correct;
// from 2009 touching a piece as in 4.3 does.
func TestTouchedThenClaims(t *testing.T) {
	const log = `time_control: "5400"
events:
  - {type: move, move: Nf3}
  - {type: move, move: Nf6}
  - {type: move, move: Ng1}
  - {type: move, move: Ng8}
  - {type: move, move: Nf3}
  - {type: move, move: Nf6}
  - {type: move, move: Ng1}
  - {type: move, move: Ng8}
  - {type: claim, side: white, kind: threefold, touched: true}
`
	check(t, "fide-2005", adjudicate(t, "fide-2005", nil, log), want{result: "1/2-1/2", article: "9.2 b"})
	for _, rb := range []string{"fide-2009", "fide-2023"} {
		got := adjudicate(t, rb, nil, log)
		check(t, rb, got, want{result: "*"})
		if len(got.Decisions) == 0 || got.Decisions[0].Action != ActReject || got.Decisions[0].Article != "9.4" {
			t.Errorf("%s: decisions %+v, want a rejection by 9.4", rb, got.Decisions)
		}
	}
}

// The numbers moved from arbiter code into the rulebook: the extra time per
// move of III.4 (quickplay.extra_increment) and 5.2.3's moves by each player
// (draws.agreement_moves), each changed alone in an overlay of fide-2023.
func TestMovedNumbersComeFromTheRulebook(t *testing.T) {
	// White (1:30, no increment) asks for the extra time; Black refuses the
	// draw, the arbiter agrees: Black gets the 2:00 bonus; White then uses
	// 0:10 and gets the new increment: 1:25 with 5 s, 1:30 with 10 s.
	inc := `time_control: "5400"
events:
  - {type: clocks, white: "1:30", black: "4:00"}
  - {type: quickplay_increment, side: white, opponent: refuses_draw, arbiter: agrees}
  - {type: move, move: e4, used: "0:10"}
`
	check(t, "fide-2023", adjudicate(t, "fide-2023", nil, inc), want{result: "*", article: "III.4", white: "0:01:25", black: "0:06:00"})
	check(t, "overlay", adjudicate(t, "fide-2023", []string{"test-extra-increment"}, inc), want{result: "*", article: "III.4", white: "0:01:30", black: "0:06:00"})
	// After 1. e4 e5 one move each has been made: enough under 5.2.3, not
	// under the overlay's two.
	agree := `time_control: "5400"
events:
  - {type: move, move: e4}
  - {type: move, move: e5}
  - {type: draw_offer, side: white, response: accepted}
`
	check(t, "fide-2023", adjudicate(t, "fide-2023", nil, agree), want{result: "1/2-1/2", article: "9.1.1"})
	got := adjudicate(t, "fide-2023", []string{"test-agreement-moves"}, agree)
	check(t, "overlay", got, want{result: "*", article: "5.2.3"})
}

// Both flags, order unknown (2009 6.11, 2017+ III.3.1), from clock.both_flags:
// drawn in the last period, the game continues before it.
func TestBothFlagsFromTheRulebook(t *testing.T) {
	last := "time_control: \"5400\"\nevents:\n  - {type: flag, side: white, both: true}\n"
	check(t, "2009 last period", adjudicate(t, "fide-2009", nil, last), want{result: "1/2-1/2", article: "6.11"})
	check(t, "2023 last period", adjudicate(t, "fide-2023", nil, last), want{result: "1/2-1/2", article: "III.3.1"})
	earlier := "time_control: \"40/5400:1800\"\nevents:\n  - {type: flag, side: white, both: true}\n"
	check(t, "2023 first period", adjudicate(t, "fide-2023", nil, earlier), want{result: "*", article: "III.3.1"})
}
