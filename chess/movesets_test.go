package chess_test

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/chessconform/chessconform/chess"
)

// flatten lists the moves of ms in the order GenerateSets promises: each
// set's destinations in increasing order, the sets in turn, then Rest. It
// also checks that each set's type is its man's.
func flatten(t *testing.T, p *chess.Position, ms *chess.MoveSets) []chess.Move {
	t.Helper()
	var out []chess.Move
	for i := range ms.Sets() {
		s := &ms.Sets()[i]
		if pc := p.PieceAt(s.From); pc.Type() != s.Type || pc.Color() != p.SideToMove() {
			t.Fatalf("%s: a set from %v of type %v, the man there is %v", p.FEN(), s.From, s.Type, pc)
		}
		if s.To == 0 {
			t.Fatalf("%s: an empty set from %v", p.FEN(), s.From)
		}
		for b := s.To; b != 0; b &= b - 1 {
			out = append(out, s.Move(b.First()))
		}
	}
	return append(out, ms.Rest.Moves()...)
}

// TestGenerateSetsOrder: GenerateSets gives the moves of GenerateLegal in
// its order (the lazy search's order of moves depends on it), on every
// position of the perft suites' trees (to depth 2) and of random games
// played out from them, where pins, checks, double checks, promotions,
// en-passant captures and castling are, and on positions with many queens
// (the most sets a side can have).
func TestGenerateSetsOrder(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	var ms chess.MoveSets
	var ml chess.MoveList
	var positions, maxSets int
	check := func(p *chess.Position) {
		p.GenerateLegal(&ml)
		p.GenerateSets(&ms)
		if got := flatten(t, p, &ms); !slices.Equal(got, ml.Moves()) {
			t.Fatalf("%s: GenerateSets gives\n%v\nGenerateLegal\n%v", p.FEN(), got, ml.Moves())
		}
		positions++
		maxSets = max(maxSets, len(ms.Sets()))
	}
	for _, fen := range []string{
		"2k5/8/b7/8/8/7p/r6P/6KR w K - 0 1",
		"1NN5/3B4/8/k7/1Pp5/P1K5/8/8 b - b3 0 1",
		"7k/6pp/8/8/8/8/QQQQQQQQ/QQQQQQQK w - - 0 1",
		"qqqqqqqk/qqqqqqqq/8/8/8/8/6PP/7K b - - 0 1",
		"1k6/1P4P1/8/8/8/8/PPPPP1P1/RNBQKBNR w KQ - 0 1",
	} {
		p, err := chess.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		walkTree(p, 1, check)
	}
	visitSuites(t, rng, 8, check)
	if maxSets < 20 {
		t.Fatalf("%d positions, at most %d sets: the many-queens positions were not met", positions, maxSets)
	}
	t.Logf("%d positions, at most %d sets", positions, maxSets)
}
