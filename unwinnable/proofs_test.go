package unwinnable_test

import (
	"context"
	"testing"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/unwinnable"
)

// Each proof method on positions whose answer is known independently: the
// label of the CHA test vector (conformance/corpus/unwinnability, line given)
// and the argument worked out by hand in the comment. The method is checked
// too, so that a regression in one proof is not hidden by another.
func TestProofMethods(t *testing.T) {
	W, B := chess.White, chess.Black
	cases := []struct {
		name, fen string
		side      chess.Color
		want      outcome.Verdict
		method    string
	}{
		// CHA line 308 ("--"): white pawns a6 c6 e6 g6 and black a7 c7 e7 g7
		// block each other for ever; b7 d7 f7 h7 are white-pawn squares of
		// attack, so the black king lives on rank 8, and b6 d6 f6 h6 keep the
		// white king below rank 6. The a2..g2 and a5..g5 pawns meet on their
		// files and cannot pass; nothing can capture its way off a file. No
		// white man ever reaches rank 7 or 8: no check on the black king.
		{"fortress: lattice, white", "3k4/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/3K4 w - -", W, outcome.Unwinnable, "fortress"},
		// Same lattice, black to mate: black pawns reach the 3rd rank at most
		// and attack rank 2; the white king needs a flight square covered on
		// every side, and its own pawns, one per file, cannot fill them all.
		{"fortress: lattice, black", "3k4/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/3K4 w - -", B, outcome.Unwinnable, "fortress"},
		// CHA line 311 ("--"): the black bishop b8 can never move (a7 and c7
		// are its own blocked pawns) and can never be taken (the white bishop
		// is light-squared), so it walls a8 off: the only mate, Ka8 with Bb7,
		// is out of reach.
		{"fortress: walled-in bishop", "1b1k4/p1p1pBp1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/3K4 w - -", W, outcome.Unwinnable, "fortress"},
		// CHA line 1446 ("-B"): king and knight against king and queen. A
		// knight's check leaves the king at least two flight squares the
		// white king cannot both cover, and the queen blocking one of them
		// can always take the knight or the check is no mate; the census of
		// every placement finds no checkmate.
		{"census: K+N v K+Q", "3kq3/8/8/8/8/8/3KN3/8 w - -", W, outcome.Unwinnable, "census"},
		// CHA line 1011 ("-B"): a knight against five queens. Each queen
		// next to the king can step onto the knight or is not needed; one
		// off the flight squares would only shield a line it attacks
		// itself, so the census of queens on flight squares is enough and
		// finds no mate.
		{"census: K+N v K+5Q", "1q1q1q2/1k2q1q1/8/8/8/8/2N5/1K6 b - -", W, outcome.Unwinnable, "census"},
		// CHA line 1083 ("W-"): two dark bishops against two rooks. The
		// king on a dark square has light orthogonal neighbours that the
		// black king covers at most one of; a rook blocking another stands
		// next to the diagonal square of the check and steps onto it (a
		// bishop pins only along diagonals); and the two bishops never give
		// a double check, which needs one to move off the other's diagonal
		// onto a diagonal through the king.
		{"exact shape: two bishops v two rooks", "5b2/4bk2/8/8/8/8/3KR3/3R4 w - -", B, outcome.Unwinnable, "fortress"},
		// CHA line 1461 ("-B"), sampled by certify: a bishop's check in a
		// corner needs the rook on a square next to the king, from where it
		// steps onto the diagonal square next to the king (Article 3.3) and
		// interposes or takes; on an edge two orthogonal neighbours would need
		// blocking and there is one rook.
		{"exact shape: K+B v K+R", "3kr3/8/8/8/8/3KB3/8/8 b - -", W, outcome.Unwinnable, "fortress"},
		// CHA line 517 ("--"): the white king on a1 can never move (a2 is
		// guarded by b3, b1 by a2, b2 is its own pawn) and the black king can
		// never take b2, which the white king guards from a1; the black pawns
		// cannot move either. Only bishops move, on opposite colours, and a
		// lone bishop never mates a king whose men cannot block two squares.
		{"structure: a king guarding for ever", "k7/1b6/8/8/8/1pB5/pP6/K7 w - -", W, outcome.Unwinnable, "structure"},
		{"structure: a king guarding for ever, black", "k7/1b6/8/8/8/1pB5/pP6/K7 w - -", B, outcome.Unwinnable, "structure"},
		// CHA line 1809 ("--"): every pawn is blocked; the black pawns
		// could take only on light squares and the white ones only where a
		// black man other than the king stands, and the four white bishops
		// are dark-squared. The black king lives on a5/a6 (b4, b5, a7 are
		// pawn-guarded). The white king takes b7 only with black's king on
		// a5 (on a6 it guards b7), and a4 only from b4, with black's king on
		// a6: both leave black without a move, stalemate. So the pawns stay,
		// and a mate on a5 needs a6 covered by the white king from a7 plus
		// a bishop's check: the king arriving on a7 stalemates black, and
		// with the king already on a7 black's last move cannot have been
		// Ka6-a5. Kings and pawns exact, bishops anywhere on dark squares.
		{"kings and pawns: stalemate fortress, white", "8/1p2B1B1/1PpB1B2/k1P5/p1P5/P7/5K2/8 w - -", W, outcome.Unwinnable, "kings and pawns"},
		// Same position, black to mate: black has only its king and blocked
		// pawns, and a king never gives check.
		{"kings and pawns: stalemate fortress, black", "8/1p2B1B1/1PpB1B2/k1P5/p1P5/P7/5K2/8 w - -", B, outcome.Unwinnable, "kings and pawns"},
		// CHA line 500 ("--"): the white king shuttles h3-h4 behind locked
		// pawns; black's bishops are dark-squared, the white pawns take only
		// on light squares. Mate on h4 needs h3 (light) covered by the black
		// king from h2, and the black king entering h2 (or taking g2)
		// leaves white without a move: stalemate, since no bishop line to
		// h4 runs through the square the king left (g3 is a black pawn).
		{"kings and pawns: king shuttle, black", "8/8/3b3p/5p1P/3b1p1K/5Pp1/6P1/5kb1 b - -", B, outcome.Unwinnable, "kings and pawns"},
		// CHA line 1641 ("WB"), sampled by certify: black mates with the
		// light bishop in the h1 corner, a white knight blocking, e.g. Kh1,
		// Nh2, black Kf2, Bd5+.
		{"helpmate: K+B v K+2N", "7k/7b/8/8/8/1N6/1KN5/8 w - -", B, outcome.Winnable, "helpmate"},
		// CHA line 1445 ("WB"): K+N v K+B, white mates with Kh6, Ng6 against
		// Kh8, Bg8; the census finds that mate and the search steers to it.
		{"census target: K+N v K+B", "3kb3/8/8/8/8/8/3KN3/8 w - -", W, outcome.Winnable, "helpmate"},
		// CHA line 375 ("W-"): the d-pawn promotes and the queen mates with
		// the black knight blocking.
		{"helpmate through a promotion", "8/8/8/8/6k1/1n1P4/8/3K4 w - -", W, outcome.Winnable, "helpmate"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := unwinnable.Analyze(context.Background(), mustFEN(t, c.fen), c.side, unwinnable.Budget{})
			if r.Verdict != c.want || r.Method != c.method {
				t.Fatalf("%s for %s: %s by %q, want %s by %q", c.fen, c.side, r.Verdict, r.Method, c.want, c.method)
			}
			if r.Verdict == outcome.Winnable {
				replay(t, c.fen, c.side, r.Helpmate)
			}
		})
	}
}
