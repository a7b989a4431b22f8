package unwinnable

import (
	"context"
	"testing"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/outcome"
)

// Paths to a promotion worked out by hand: a step a move, a capture the
// moves of the loser's man that gets there, a loser's pawn ahead on the
// file pathLoserPawn more.
func TestPromoPath(t *testing.T) {
	for _, c := range []struct {
		name, fen string
		winner    chess.Color
		want      int
	}{
		{"free file", "4k3/8/8/8/8/8/P7/4K3 w - - 0 1", chess.White, 6},
		{"free file, black", "4k3/p7/8/8/8/8/8/4K3 w - - 0 1", chess.Black, 6},
		// a4xb5, then b6, b7, b8.
		{"a pawn to take", "4k3/8/8/pp6/P7/8/8/4K3 w - - 0 1", chess.White, 4},
		// Nc3-b5 first: one more.
		{"a knight to give", "4k3/8/8/p7/P7/2n5/8/4K3 w - - 0 1", chess.White, 5},
		// Nothing to take: through the pawn, 4 steps + pathLoserPawn.
		{"blocked, nothing to take", "4k3/8/8/p7/P7/8/8/4K3 w - - 0 1", chess.White, 4 + pathLoserPawn},
		// ...a4, ...a3, ...axb2, ...b1 (the a2 pawn blocks the file).
		{"across files", "8/8/7k/p2Q4/2K5/8/PP6/8 w - - 0 1", chess.Black, 4},
		{"no pawn", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", chess.White, pathInf},
	} {
		if got := promoPath(mustParse(t, c.fen), c.winner); got != c.want {
			t.Errorf("%s (%s): %d, want %d", c.name, c.fen, got, c.want)
		}
	}
}

// Corpus line 1769, Black to mate: the h-pawn must take on g1 (its own
// king stands on h1), so White must give a man there. The general search
// (weight 4) finds no line in promoteNodes positions (the portfolio took
// 37,805 before the member came in); the member finds the 9-ply line in
// well under a thousand.
func TestPromoteMate(t *testing.T) {
	const line1769 = "8/8/8/8/5BRP/7p/8/5K1k b - - 0 1"

	p, _, _ := canonical(mustParse(t, line1769), chess.Black)
	s := &searcher{ctx: context.Background(), winner: chess.White, loser: chess.Black}
	line, ok := s.promoteMate(p, promoteFirst, promoteNodes, promoteMateNodes)
	if !ok || !verify(p, line, chess.White) {
		t.Fatalf("no helpmate within %d nodes (%d spent)", promoteNodes, s.nodes)
	}
	if s.nodes > 1000 {
		t.Errorf("%d nodes, want at most 1,000", s.nodes)
	}
	t.Logf("%d plies, %d nodes", len(line), s.nodes)
	g := &searcher{ctx: context.Background(), winner: chess.White, loser: chess.Black}
	if _, ok := g.find(&hsearch{heur: heuristic{weight: 4}}, p, promoteNodes); ok {
		t.Logf("the general search found one too, in %d nodes: this position no longer shows the member's use", g.nodes)
	}
	// Through Analyze, at a budget the portfolio without the member spent
	// before finding a line.
	if r := Analyze(context.Background(), mustParse(t, line1769), chess.Black, Budget{Nodes: 20_000}); r.Verdict != outcome.Winnable {
		t.Errorf("Analyze, 20,000 nodes: %s after %d nodes, want winnable", r.Verdict, r.Nodes)
	}
	if pawnsOnly(p, chess.White) != true || pawnsOnly(mustParse(t, line1769), chess.White) {
		t.Error("pawnsOnly: the member's kind misread")
	}
}
