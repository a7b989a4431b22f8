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
