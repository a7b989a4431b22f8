package unwinnable

import (
	"context"
	"runtime"
	"testing"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/outcome"
)

// TestSpentBudgetAllocates: with its budget spent by the fast path (the
// audit's quick pass, 256 positions a side), Analyze sets up no search it
// cannot run. Both positions are quick passes of the audit of the Lichess
// sample that stay undetermined. K+R against K (game 53) allocated 323 kB
// a call for an enumeration of no positions (enumerate(0)); the open
// middle game of game 145 also 29 kB more for two best-first searches of
// no positions (try with a spent budget), 45 kB in all where 15 kB remain.
func TestSpentBudgetAllocates(t *testing.T) {
	for _, c := range []struct {
		fen   string
		bytes uint64
	}{
		{"8/8/4K3/2k5/3R4/8/8/8 w - - 7 53", 100_000},
		{"r1b1k2r/p3bppp/2pq1n2/2p1p3/2B5/2NP3P/PPP2PP1/R1BQR1K1 b kq - 4 13", 30_000},
	} {
		p, err := chess.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		ctx := context.Background()
		if r := Analyze(ctx, p, chess.White, Budget{Nodes: 256}); r.Verdict != outcome.Undetermined {
			t.Fatalf("%s: %s in 256 positions: the test no longer spends the budget in the fast path", c.fen, r.Verdict)
		}
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		const n = 10
		for i := 0; i < n; i++ {
			Analyze(ctx, p, chess.White, Budget{Nodes: 256})
		}
		runtime.ReadMemStats(&after)
		if per := (after.TotalAlloc - before.TotalAlloc) / n; per > c.bytes {
			t.Errorf("%s: %d bytes allocated per call, want at most %d", c.fen, per, c.bytes)
		}
	}
}

// TestQuick: Budget.Quick runs the fast path's first lazy search and
// nothing after it. The same two quick passes of the audit stay
// undetermined after exactly the positions that search makes run alone
// (before Budget.Quick the fortress and the cheap proofs ran: 265 and 269
// positions counted; a bound of 256 no longer tells them apart since the
// greedy fast path passes it by the checks of its last expansion); a
// locked position the fortress proves stays undetermined (the proof is
// the full analysis's to give); a side the search settles at once is
// winnable, with its helpmate.
func TestQuick(t *testing.T) {
	ctx := context.Background()
	for _, c := range []struct {
		fen  string
		want outcome.Verdict
	}{
		{"8/8/4K3/2k5/3R4/8/8/8 w - - 7 53", outcome.Undetermined},
		{"r1b1k2r/p3bppp/2pq1n2/2p1p3/2B5/2NP3P/PPP2PP1/R1BQR1K1 b kq - 4 13", outcome.Undetermined},
		// Corpus line 19 (a fortress), White.
		{"2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1", outcome.Undetermined},
		// Game 355 of the sample: the queen's side mates at once.
		{"K7/8/8/2k5/8/1q6/8/8 b - - 9 74", outcome.Winnable},
	} {
		p, err := chess.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		side := chess.White
		if c.fen[0] == 'K' {
			side = chess.Black
		}
		r := Analyze(ctx, p, side, Budget{Nodes: 256, Quick: true})
		// The first lazy search alone, as the fast path starts it (it may
		// pass its budget by the checks of its last expansion).
		q, _, _ := canonical(p, side)
		s := &searcher{ctx: ctx, winner: chess.White, loser: chess.Black}
		h := new(hsearch)
		h.reset(heuristic{weight: fastWeight(q, chess.White), noise: noiseSeed})
		s.dive(h, q, firstDive)
		if r.Verdict != c.want || r.Nodes != s.nodes {
			t.Errorf("%s: %s after %d positions, want %s after the first lazy search's %d", c.fen, r.Verdict, r.Nodes, c.want, s.nodes)
		}
		if r.Verdict == outcome.Winnable && !verify(p, r.Helpmate, side) {
			t.Errorf("%s: the helpmate does not replay", c.fen)
		}
	}
}
