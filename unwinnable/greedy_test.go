package unwinnable

import (
	"context"
	"testing"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/outcome"
)

// TestFastWeight: the fast path is greedy for a winner with a queen or a
// rook, patient for one with minor pieces or pawns only (either colour).
func TestFastWeight(t *testing.T) {
	for _, c := range []struct {
		fen    string
		winner chess.Color
		want   int32
	}{
		{"8/4k3/2p4p/p2bK3/r3n3/4R3/8/8 w - - 0 50", chess.White, greedyWeight}, // a rook
		{"8/4k3/2p4p/p2bK3/r3n3/4R3/8/8 w - - 0 50", chess.Black, greedyWeight}, // a rook and minors
		{"8/8/7k/p2Q4/2K5/8/PP6/8 w - - 0 47", chess.White, greedyWeight},       // a queen
		{"8/8/7k/p2Q4/2K5/8/PP6/8 w - - 0 47", chess.Black, 4},                  // a pawn
		{"8/6k1/8/3N4/7K/8/6PP/5n2 b - - 0 56", chess.White, 4},                 // a knight and pawns
		{"7b/1k5B/8/6b1/1p1p1p1p/1PpP1P1P/2P3K1/N7 w - - 0 1", chess.White, 4},  // bishop and knight
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", chess.Black, greedyWeight},
	} {
		p, err := chess.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		if got := fastWeight(p, c.winner); got != c.want {
			t.Errorf("%s, %s to mate: weight %d, want %d", c.fen, c.winner, got, c.want)
		}
	}
}

// TestGreedyFastPath: two of the audit's dearest flag-fall questions (final
// positions of the Lichess sample), in which the winner has a rook. Game
// 238, Black to mate (rook, bishop, knight and pawns against a lone rook,
// the white king in the middle of Black's men), took 1,644 positions with
// the patient weight 4; game 83, White to mate with a lone rook against a
// queen and a rook, 2,314. The greedy fast path (greedyWeight) settles
// them in 558 and 223; the bounds leave room for a small change of order.
func TestGreedyFastPath(t *testing.T) {
	for _, c := range []struct {
		fen    string
		winner chess.Color
		most   uint64
	}{
		{"8/4k3/2p4p/p2bK3/r3n3/4R3/8/8 w - - 0 50", chess.Black, 1000},
		{"1R6/8/8/p2K4/k6r/8/8/2q5 b - - 1 60", chess.White, 1000},
	} {
		p, err := chess.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		r := Analyze(context.Background(), p, c.winner, Budget{})
		if r.Verdict != outcome.Winnable || !verify(p, r.Helpmate, c.winner) {
			t.Fatalf("%s, %s to mate: %s (%s), %d plies", c.fen, c.winner, r.Verdict, r.Method, len(r.Helpmate))
		}
		if r.Nodes > c.most {
			t.Errorf("%s, %s to mate: %d positions, want at most %d", c.fen, c.winner, r.Nodes, c.most)
		}
	}
}
