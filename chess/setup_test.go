package chess

import "testing"

func TestSetup(t *testing.T) {
	men := []Man{
		{MakePiece(White, King), NewSquare(7, 5)},   // h6
		{MakePiece(White, Knight), NewSquare(6, 5)}, // g6
		{MakePiece(Black, King), NewSquare(7, 7)},   // h8
		{MakePiece(Black, Bishop), NewSquare(6, 7)}, // g8
	}
	p, err := Setup(Black, men)
	if err != nil {
		t.Fatal(err)
	}
	// Worked by hand: Ng6 checks h8; g8 holds the bishop, g7 and h7 are the
	// white king's; the bishop cannot reach g6.
	if got := p.FEN(); got != "6bk/8/6NK/8/8/8/8/8 b - - 0 1" {
		t.Errorf("FEN %q", got)
	}
	if !p.IsCheckmate() {
		t.Error("not checkmate")
	}
	q, _ := ParseFEN(p.FEN())
	if q.Key() != p.Key() {
		t.Error("key differs from the parsed FEN's")
	}
	for _, bad := range [][]Man{
		men[1:],
		append(append([]Man{}, men...), Man{MakePiece(White, Pawn), NewSquare(0, 7)}),
		append(append([]Man{}, men...), Man{MakePiece(White, Rook), NewSquare(7, 5)}),
	} {
		if _, err := Setup(Black, bad); err == nil {
			t.Errorf("%v: no error", bad)
		}
	}
	// White to move with the black king in check: not a position.
	if _, err := Setup(White, men); err == nil {
		t.Error("side not to move in check: no error")
	}
}
