package arbiter

import (
	"context"
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/laws"
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
