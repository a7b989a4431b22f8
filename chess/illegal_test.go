package chess

import (
	"slices"
	"testing"
)

func TestIllegalByGeometry(t *testing.T) {
	for _, tc := range []struct {
		fen  string
		want []string // must be among the candidates
		not  []string // must not be (legal, or not a move of the piece)
	}{
		// bxc6 e.p. exposes Ka5 to Rh5; the king may not step to b4 (c5 pawn).
		{"8/8/8/KPp4r/8/8/8/7k w - c6 0 1", []string{"b5c6", "a5b4"}, []string{"b5b6", "a5a4"}},
		// Rf2 covers f1: no e1g1; e1c1 is legal.
		{"4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", []string{"e1g1", "e1f1", "e1d2"}, []string{"e1c1", "e1d1", "a1a2"}},
		// Be2 pinned by Re7: every bishop move is illegal.
		{"4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", []string{"e2d3", "e2f3", "e2h5"}, []string{"e1d1", "e2e3"}},
		// Checkmate: every move is illegal; none onto an own piece or of the enemy.
		{"R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", []string{"g8f8", "g8h8", "f7f6"}, []string{"g8g7", "a8a1"}},
	} {
		p, err := ParseFEN(tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		got := p.IllegalByGeometry()
		for _, m := range tc.want {
			if !slices.Contains(got, m) {
				t.Errorf("%s: %s missing from %v", tc.fen, m, got)
			}
		}
		for _, m := range tc.not {
			if slices.Contains(got, m) {
				t.Errorf("%s: %s listed in %v", tc.fen, m, got)
			}
		}
	}
}
