package unwinnable

import (
	"context"
	"runtime"
	"testing"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/outcome"
)

// TestSpentBudgetAllocates: with its budget spent by the fast path (the
// audit's quick pass, 256 positions a side), Analyze does not set up an
// enumeration it cannot run. K+R against K, which the quick pass leaves
// undetermined, allocated 323 kB a call for it before (under 100 kB now).
func TestSpentBudgetAllocates(t *testing.T) {
	p, err := chess.ParseFEN("8/8/4K3/2k5/3R4/8/8/8 w - - 7 53")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	if r := Analyze(ctx, p, chess.White, Budget{Nodes: 256}); r.Verdict != outcome.Undetermined {
		t.Fatalf("%s in 256 positions: the test no longer spends the budget in the fast path", r.Verdict)
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	const n = 10
	for i := 0; i < n; i++ {
		Analyze(ctx, p, chess.White, Budget{Nodes: 256})
	}
	runtime.ReadMemStats(&after)
	if per := (after.TotalAlloc - before.TotalAlloc) / n; per > 100_000 {
		t.Errorf("%d bytes allocated per call", per)
	}
}
