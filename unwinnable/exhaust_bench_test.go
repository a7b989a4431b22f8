package unwinnable

import (
	"context"
	"runtime"
	"testing"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/internal/cputime"
)

// exhaustBench are odd corpus lines (the tuning half) whose analysis spends
// most of its CPU in the enumeration: the first seven it exhausts or finds
// the helpmate in, the last it enumerates in vain (another member decides).
var exhaustBench = []struct {
	name, fen string
	winner    chess.Color
}{
	{"1499 black", "1k6/1P1p1p1p/BP6/1P6/8/8/3P1PKP/8 w - - 0 1", chess.Black},
	{"745 white", "8/1p1p1p1p/1P6/KP6/PP6/1P3P2/3P3P/k7 w - - 0 1", chess.White},
	{"741 white", "8/3p1p1p/1p6/1P6/BP6/KP6/PP1P1P1P/k7 w - - 0 1", chess.White},
	{"775 white", "8/p1p1p3/8/6p1/6P1/6PK/P1P1P1PP/k7 w - - 0 1", chess.White},
	{"1505 black", "1k6/1P5p/BP1p1p2/1P6/8/8/3P1PKP/8 w - - 0 1", chess.Black},
	{"1137 white", "k1b5/1pBpB3/1PpP4/2Pp4/N1pP4/1pP5/1P6/K7 w - - 0 1", chess.White},
	{"649 white", "B1B1B1B1/pBpBpBp1/P1P1P1P1/8/8/8/8/k1K5 w - - 0 1", chess.White},
	{"1519 black", "1k6/1P1p1p1p/BP6/1P6/1p6/8/1P1P1PKP/8 w - - 0 1", chess.Black},
}

// BenchmarkExhaust enumerates each exhaustBench position (in its
// canonical orientation, as Analyze does) to its end or 300,000 positions
// and reports the thread's CPU time per position enumerated.
func BenchmarkExhaust(b *testing.B) {
	var ps []*chess.Position
	for _, c := range exhaustBench {
		p, err := chess.ParseFEN(c.fen)
		if err != nil {
			b.Fatal(err)
		}
		q, _, _ := canonical(p, c.winner)
		ps = append(ps, q)
	}
	var nodes uint64
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	start := cputime.Thread()
	b.ResetTimer()
	for range b.N {
		for _, p := range ps {
			s := &searcher{ctx: context.Background(), winner: chess.White, loser: chess.Black}
			var e exhaustion
			e.step(s, p, 300_000)
			nodes += s.nodes
		}
	}
	b.ReportMetric(float64((cputime.Thread()-start).Nanoseconds())/float64(nodes), "cpu-ns/position")
	b.ReportMetric(float64(nodes)/float64(b.N), "positions/op")
}
