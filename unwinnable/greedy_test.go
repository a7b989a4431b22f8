package unwinnable

import (
	"context"
	"testing"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/outcome"
)

// TestFastHeuristic: the fast path is greedy for a winner with a queen or
// a rook, and without the check bonus when that winner has at least the
// loser's material; patient (weight 4, with the bonus) for a winner with
// minor pieces or pawns only (either colour).
func TestFastHeuristic(t *testing.T) {
	for _, c := range []struct {
		fen     string
		winner  chess.Color
		weight  int32
		noBonus bool
	}{
		{"8/4k3/2p4p/p2bK3/r3n3/4R3/8/8 w - - 0 50", chess.White, greedyWeight, false}, // a rook against more
		{"8/4k3/2p4p/p2bK3/r3n3/4R3/8/8 w - - 0 50", chess.Black, greedyWeight, true},  // a rook and minors
		{"8/8/7k/p2Q4/2K5/8/PP6/8 w - - 0 47", chess.White, greedyWeight, true},        // a queen
		{"8/8/7k/p2Q4/2K5/8/PP6/8 w - - 0 47", chess.Black, 4, false},                  // a pawn
		{"8/6k1/8/3N4/7K/8/6PP/5n2 b - - 0 56", chess.White, 4, false},                 // a knight and pawns
		{"7b/1k5B/8/6b1/1p1p1p1p/1PpP1P1P/2P3K1/N7 w - - 0 1", chess.White, 4, false},  // bishop and knight
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", chess.Black, greedyWeight, true},
		{"7k/5Qr1/5QQ1/4Q3/8/8/P7/K7 w - - 0 1", chess.Black, greedyWeight, false}, // corpus 661: a rook against queens
	} {
		p, err := chess.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		h := fastHeuristic(p, c.winner, 5)
		if h.weight != c.weight || h.noCheckBonus != c.noBonus || h.noise != 5 {
			t.Errorf("%s, %s to mate: weight %d, no check bonus %v, noise %d; want %d, %v, 5", c.fen, c.winner, h.weight, h.noCheckBonus, h.noise, c.weight, c.noBonus)
		}
	}
}

// TestGreedyChecks: in a greedy lazy search without the check bonus, a
// winner's direct check is estimated without it, and every other estimate
// is moveDeltas's. White Qd1, Ke1 against Kh8: the queen checks on the
// h-file, the eighth rank and the long diagonal.
func TestGreedyChecks(t *testing.T) {
	p, err := chess.ParseFEN("7k/8/8/8/8/8/8/3QK3 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	s := &searcher{ctx: context.Background(), winner: chess.White, loser: chess.Black}
	moves := p.LegalMoves()
	direct, disc := s.checkFilter(p)
	with, checks := s.moveDeltas(p, moves, &direct, disc, true, nil, nil)
	with = append([]int32(nil), with...)
	without := append([]int32(nil), with...)
	s.greedyChecks(p, moves, &direct, without, checks)
	seen := 0
	for i, m := range moves {
		gives := direct[p.PieceAt(m.From()).Type()].Has(m.To())
		want := with[i]
		if gives {
			want += checkBonus
			seen++
		}
		if without[i] != want {
			t.Errorf("%s: estimate %d without the bonus, %d with it; want %d", p.UCI(m), without[i], with[i], want)
		}
	}
	if seen == 0 {
		t.Fatal("no direct check among the moves: the test shows nothing")
	}
}

// TestGreedyFastPath: two of the audit's dearest flag-fall questions (final
// positions of the Lichess sample), in which the winner has a rook. Game
// 238, Black to mate (rook, bishop, knight and pawns against a lone rook,
// the white king in the middle of Black's men), took 1,644 positions with
// the patient weight 4; game 83, White to mate with a lone rook against a
// queen and a rook, 2,314. The greedy fast path (greedyWeight) settles
// them in 560 and 223; the bounds leave room for a small change of order.
func TestGreedyFastPath(t *testing.T) {
	for _, c := range []struct {
		fen    string
		winner chess.Color
		most   uint64
	}{
		{"8/4k3/2p4p/p2bK3/r3n3/4R3/8/8 w - - 0 50", chess.Black, 1000},
		{"1R6/8/8/p2K4/k6r/8/8/2q5 b - - 1 60", chess.White, 1000},
		// Without the check bonus (greedyChecks), from the tuning half:
		// game 160 two thirds in, White (rook, bishop and knight against
		// two rooks), 1,750 positions with it, 137 without; game 61's
		// final position, Black (a rook against a pawn), 1,592 and 32.
		{"3r3k/p5p1/4r2p/8/8/P3B1NP/5PP1/4R1K1 w - - 0 34", chess.White, 600},
		{"8/8/8/3KPk2/4r3/8/8/8 w - - 2 63", chess.Black, 600},
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
