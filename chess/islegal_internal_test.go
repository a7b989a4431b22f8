package chess

import (
	"slices"
	"testing"
)

// TestIsLegal: IsLegal is true exactly for the moves GenerateLegal lists,
// for every origin, destination, promotion piece (none, the four, and the
// values no move has) and kind (normal, en passant, castling, and the one
// no move has) in every 4th position (16th with -short) two plies deep from diffPositions
// (checks, double checks, pins, en passant, promotions, castling through
// attacked squares, Chess960), and for moves with bits no move has.
func TestIsLegal(t *testing.T) {
	positions, legal := 0, 0
	every := 4
	if testing.Short() {
		every = 16
	}
	visited := 0
	walkDiffPositions(t, 2, func(p *Position, moves []Move) {
		if visited++; visited%every != 1 {
			return
		}
		positions++
		var ml MoveList
		p.GenerateLegal(&ml)
		want := ml.Moves()
		for from := Square(0); from < 64; from++ {
			for to := Square(0); to < 64; to++ {
				for promo := PieceType(0); promo < 8; promo++ {
					for kind := MoveKind(0); kind < 4; kind++ {
						m := newMove(from, to, promo, kind)
						if got, ok := p.IsLegal(m), slices.Contains(want, m); got != ok {
							t.Fatalf("%s: %v (%s%s promo %d kind %d): IsLegal %v, GenerateLegal lists it: %v", p.FEN(), m, from, to, promo, kind, got, ok)
						}
					}
				}
			}
		}
		for _, m := range want {
			if p.IsLegal(m|1<<17) || p.IsLegal(m|1<<31) {
				t.Fatalf("%s: %v with a bit no move has is legal", p.FEN(), m)
			}
		}
		legal += len(want)
	})
	if positions < 12000/every || legal < 400000/every {
		t.Fatalf("%d positions, %d legal moves: the test checks too little", positions, legal)
	}
	t.Logf("%d positions, %d legal moves", positions, legal)
}
