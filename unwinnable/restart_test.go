package unwinnable

import (
	"context"
	"testing"
	"time"

	"github.com/chessconform/chessconform/chess"
)

// restartRuns returns the fast path's two lazy searches, fresh.
func restartRuns() []diveRun {
	a, b := new(hsearch), new(hsearch)
	a.reset(heuristic{weight: 4, noise: noiseSeed})
	b.reset(heuristic{weight: 4, noise: restartSeed})
	return []diveRun{{h: a}, {h: b}}
}

// TestRestartSettlesTail: the final position of game 10 of the Lichess
// sample, White to mate (a pawn on the seventh, a knight against a rook
// and a knight), is the fast path's worst real side: the lazy search with
// noiseSeed alone makes 3,000 positions without a line (and 20,000), the
// restart schedule finds one within the same 3,000, which replays.
func TestRestartSettlesTail(t *testing.T) {
	p, err := chess.ParseFEN("6k1/P3n3/3N3p/6p1/8/1r6/5K2/8 b - - 0 50")
	if err != nil {
		t.Fatal(err)
	}
	q, _, _ := canonical(p, chess.White)
	s := &searcher{ctx: context.Background(), winner: chess.White, loser: chess.Black}
	runs := restartRuns()
	if _, ok := s.dive(runs[0].h, q, restartNodes); ok {
		t.Fatalf("the lazy search alone found a line within %d positions: the test no longer shows a restart's use", restartNodes)
	}
	s = &searcher{ctx: context.Background(), winner: chess.White, loser: chess.Black}
	runs = restartRuns()
	line, ok := s.restart(runs, q, firstDive, restartNodes)
	if !ok {
		t.Fatalf("restart: no line within %d positions (%d made; spent %d and %d)", restartNodes, s.nodes, runs[0].spent, runs[1].spent)
	}
	if !verify(q, line, chess.White) {
		t.Fatalf("restart's line %v does not mate", UCI(q, line))
	}
	if s.nodes > restartNodes+64 || runs[0].spent+runs[1].spent != s.nodes {
		t.Errorf("%d positions made (spent %d and %d), budget %d", s.nodes, runs[0].spent, runs[1].spent, restartNodes)
	}
}

// TestRestartSchedule: on a side no search settles (K+N against K),
// the searches take turns with budgets that double each round, 256, 512,
// 1,024, 2,048, and the total stays within the budget: with 2,048 in all
// each makes 1,024 positions, with 3,072 the first makes 2,048 (give or
// take the checks of its last expansion).
func TestRestartSchedule(t *testing.T) {
	p, err := chess.ParseFEN("8/8/4k3/8/8/3NK3/8/8 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ budget, first, second uint64 }{{2048, 1024, 1024}, {3072, 2048, 1024}, {700, 444, 256}} {
		s := &searcher{ctx: context.Background(), winner: chess.White, loser: chess.Black}
		runs := restartRuns()
		if _, ok := s.restart(runs, p, 256, c.budget); ok {
			t.Fatal("a line for a knight alone")
		}
		for i, want := range []uint64{c.first, c.second} {
			if r := runs[i]; r.spent+16 < want || r.spent > want+16 {
				t.Errorf("budget %d: search %d made %d positions, want about %d", c.budget, i, r.spent, want)
			}
		}
		if s.nodes > c.budget+16 || s.nodes != runs[0].spent+runs[1].spent {
			t.Errorf("budget %d: %d positions made (%d and %d)", c.budget, s.nodes, runs[0].spent, runs[1].spent)
		}
	}
}

// TestRestartEnds: when every search has run out of positions (the side
// to move is stalemated), restart returns at once rather than doubling
// its rounds for ever.
func TestRestartEnds(t *testing.T) {
	p, err := chess.ParseFEN("k7/P7/K7/8/8/8/8/8 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	s := &searcher{ctx: ctx, winner: chess.White, loser: chess.Black}
	if _, ok := s.restart(restartRuns(), p, 256, 3000); ok {
		t.Fatal("a line from a stalemate")
	}
	if ctx.Err() != nil {
		t.Fatal("restart ran until cancelled")
	}
}
