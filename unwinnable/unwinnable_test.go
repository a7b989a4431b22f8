package unwinnable_test

import (
	"context"
	"testing"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/unwinnable"
)

// Positions worked out by hand from the Laws (Article 5.1.1 checkmate,
// 5.2.1 stalemate, 5.2.2 dead position) and elementary endgame facts.
func TestHandWorked(t *testing.T) {
	W, B := chess.White, chess.Black
	cases := []struct {
		name, fen string
		side      chess.Color
		want      outcome.Verdict
	}{
		{"bare kings (5.2.2)", "8/8/8/4k3/8/8/8/K7 w - - 0 1", W, outcome.Unwinnable},
		{"bare kings, black", "8/8/8/4k3/8/8/8/K7 w - - 0 1", B, outcome.Unwinnable},
		{"K+B v K", "8/8/8/4k3/8/8/8/KB6 w - - 0 1", W, outcome.Unwinnable},
		{"K+N v K", "8/8/8/4k3/8/8/8/KN6 b - - 0 1", W, outcome.Unwinnable},
		{"lone king cannot give check", "8/8/8/4k3/8/8/2q5/K7 b - - 0 1", W, outcome.Unwinnable},
		{"queen mates with the king's help", "8/8/8/4k3/8/8/2q5/K7 b - - 0 1", B, outcome.Winnable},
		// Blockers make a minor piece enough: Kh8, Ph7, Kf7, then Bb2 mates.
		{"K+B v K+P: the pawn blocks", "7k/7p/8/8/8/8/8/K1B5 w - - 0 1", W, outcome.Winnable},
		// Fool's mate after 1.f3: ...e5 2.g4 Qh4#.
		{"fool's mate", "rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1", B, outcome.Winnable},
		{"start position, white", chess.StartFEN, W, outcome.Winnable},
		// Pawns on a, c, e, g locked; every square of the 4th rank is a
		// white pawn or attacked by a black one and vice versa for the 5th:
		// the kings never meet a pawn, no piece can ever appear.
		{"locked pawns, kings apart", "4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1", W, outcome.Unwinnable},
		{"locked pawns, kings apart, black", "4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 b - - 0 1", B, outcome.Unwinnable},
		// Black is checkmated already (Qb7 protected by Kb6).
		{"checkmate on the board", "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1", W, outcome.Winnable},
		{"checkmate on the board, loser", "k7/1Q6/1K6/8/8/8/8/8 b - - 0 1", B, outcome.Unwinnable},
		// Stalemate (5.2.1): the game is over, nobody can checkmate.
		{"stalemate", "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1", W, outcome.Unwinnable},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := unwinnable.Analyze(context.Background(), mustFEN(t, c.fen), c.side, unwinnable.Budget{})
			if r.Verdict != c.want {
				t.Fatalf("%s for %s: %s, want %s", c.fen, c.side, r.Verdict, c.want)
			}
			if r.Verdict == outcome.Winnable {
				replay(t, c.fen, c.side, r.Helpmate)
			}
		})
	}
}

// A budget too small for any proof yields undetermined, never a guess.
func TestBudgetExhausted(t *testing.T) {
	r := unwinnable.Analyze(context.Background(), mustFEN(t, chess.StartFEN), chess.Black, unwinnable.Budget{Nodes: 1})
	if r.Verdict != outcome.Undetermined {
		t.Fatalf("start position, black, budget 1: %s, want undetermined", r.Verdict)
	}
}

func TestCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r := unwinnable.Analyze(ctx, mustFEN(t, chess.StartFEN), chess.Black, unwinnable.Budget{Nodes: 1 << 30})
	if r.Verdict == outcome.Unwinnable {
		t.Fatalf("cancelled analysis of the start position: %s", r.Verdict)
	}
}

func mustFEN(t *testing.T, fen string) *chess.Position {
	t.Helper()
	p, err := chess.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// replay plays the helpmate with moves looked up among the legal moves of
// the chess package and checks it ends with the loser checkmated.
func replay(t *testing.T, fen string, winner chess.Color, line []chess.Move) {
	t.Helper()
	p := mustFEN(t, fen)
	for i, m := range line {
		legal := false
		for _, l := range p.LegalMoves() {
			legal = legal || l == m
		}
		if !legal {
			t.Fatalf("%s: helpmate for %s: move %d (%s) is not legal", fen, winner, i+1, p.UCI(m))
		}
		p.Make(m)
	}
	if p.SideToMove() != winner.Other() || !p.IsCheckmate() {
		t.Fatalf("%s: helpmate for %s does not end with %s checkmated", fen, winner, winner.Other())
	}
}
