package unwinnable

import (
	"testing"

	"github.com/chessconform/chessconform/chess"
)

// Knight distances on an empty board, known facts: a corner to the
// diagonally adjacent square takes four moves, corner to corner six.
func TestKnightDist(t *testing.T) {
	sq := func(s string) chess.Square { q, _ := chess.ParseSquare(s); return q }
	for _, c := range []struct {
		a, b string
		want int
	}{{"a1", "b3", 1}, {"a1", "b2", 4}, {"a1", "h8", 6}, {"d4", "d5", 3}, {"e4", "e4", 0}, {"g1", "f3", 1}} {
		if got := manDist(chess.Knight, sq(c.a), sq(c.b)); got != c.want {
			t.Errorf("knight %s-%s: %d, want %d", c.a, c.b, got, c.want)
		}
	}
	if got := manDist(chess.Bishop, sq("c1"), sq("c2")); got != 99 {
		t.Errorf("bishop c1-c2 (other colour): %d, want 99", got)
	}
}

// A double check by two bishops cannot be given by any move (the one that
// moved would have had to leave the other's diagonal along a parallel
// diagonal); a rook stepping off a bishop's diagonal can give one.
func TestLastMovePossible(t *testing.T) {
	for _, c := range []struct {
		fen  string
		want bool
	}{
		{"8/8/8/8/8/2k5/1b1b4/1RKR4 w - - 0 1", false},
		{"8/8/8/8/8/8/2k5/Kr5b w - - 0 1", true}, // a single check
		// Neither can have uncovered the other: nothing lies between either
		// checker and the king.
		{"7k/8/8/8/8/8/1b6/Kr6 w - - 0 1", false},
		// ...Ba3-b2 uncovered the rook on a8.
		{"r6k/8/8/8/8/8/1b6/K7 w - - 0 1", true},
	} {
		p, err := chess.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := lastMovePossible(p); got != c.want {
			t.Errorf("%s: %v, want %v", c.fen, got, c.want)
		}
	}
}
