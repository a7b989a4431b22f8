package chess_test

import (
	"context"
	"errors"
	"flag"
	"io/fs"
	"testing"
	"time"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/conformance/corpus"
)

// -deep raises the perft depth limits (startpos, position 4 at depth 6 …).
var deep = flag.Bool("deep", false, "run perft suites at their full published depth")

// openData opens a file of the project's embedded data (chessconform.Data);
// the test closes it when it ends.
func openData(t testing.TB, name string) fs.File {
	t.Helper()
	f, err := chessconform.Data.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.Close() })
	return f
}

func loadSuite(t testing.TB, name string) []corpus.PerftCase {
	t.Helper()
	cases, err := corpus.ReadPerft(openData(t, "conformance/corpus/perft/"+name), name)
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) == 0 {
		t.Fatalf("%s: no cases", name)
	}
	return cases
}

// runSuite checks every published count up to maxNodes (or all with -deep).
func runSuite(t *testing.T, name string, maxNodes uint64) {
	checked := 0
	for _, c := range loadSuite(t, name) {
		p, err := chess.ParseFEN(c.EPD)
		if err != nil {
			t.Errorf("%s %s: %v", name, c.ID, err)
			continue
		}
		for d := 1; d <= 7; d++ {
			want, ok := c.Counts[d]
			if !ok || (!*deep && want > maxNodes) {
				continue
			}
			if got := p.Perft(d); got != want {
				t.Errorf("%s %s (%s) perft %d = %d, published %d", name, c.ID, c.EPD, d, got, want)
			}
			checked++
		}
	}
	if checked == 0 {
		t.Fatalf("%s: no count checked", name)
	}
}

func TestPerftStandard(t *testing.T) {
	limit := uint64(200_000_000) // depth 5 everywhere, depth 6 for position 3
	if testing.Short() {
		limit = 5_000_000
	}
	runSuite(t, "standard.perft", limit)
}

func TestPerftTricky(t *testing.T) { runSuite(t, "tricky.perft", 2_000_000) }

func TestPerftChess960(t *testing.T) {
	limit := uint64(1_000_000)
	if testing.Short() {
		limit = 50_000
	}
	runSuite(t, "chess960.perft", limit)
}

func TestDivideSumsToPerft(t *testing.T) {
	p := chess.StartPosition()
	var sum uint64
	d := p.Divide(3)
	for _, e := range d {
		sum += e.Nodes
	}
	if len(d) != 20 || sum != 8902 { // published: 20 moves, 8902 nodes at depth 3
		t.Fatalf("divide: %d moves, %d nodes; want 20, 8902", len(d), sum)
	}
}

func BenchmarkPerft(b *testing.B) {
	for _, c := range loadSuite(b, "standard.perft")[:5] {
		depth := 5
		if c.ID == "kiwipete" || c.ID == "pos4" || c.ID == "pos5" {
			depth = 4
		}
		p, err := chess.ParseFEN(c.EPD)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.ID, func(b *testing.B) {
			var n uint64
			for i := 0; i < b.N; i++ {
				n = p.Perft(depth)
			}
			if n != c.Counts[depth] {
				b.Fatalf("perft %d = %d, want %d", depth, n, c.Counts[depth])
			}
			b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds()/1e6, "Mnps")
		})
	}
}

func TestPerftContext(t *testing.T) {
	p := chess.StartPosition()
	for d := 0; d <= 5; d++ {
		n, err := p.PerftContext(context.Background(), d)
		if err != nil || n != p.Perft(d) {
			t.Errorf("depth %d: %d %v; want %d", d, n, err, p.Perft(d))
		}
	}
	d, err := p.DivideContext(context.Background(), 3, nil)
	if err != nil || len(d) != 20 {
		t.Fatalf("divide: %d moves, %v", len(d), err)
	}
	for _, depth := range []int{-1, chess.MaxPerftDepth + 1, 15} {
		if _, err := p.PerftContext(context.Background(), depth); err == nil {
			t.Errorf("depth %d accepted", depth)
		}
	}
	// Depth 10 from the start takes days; cancelled, it stops at once.
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	start := time.Now()
	if _, err := p.PerftContext(ctx, 10); !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > time.Second {
		t.Errorf("cancelled perft 10: %v after %v", err, time.Since(start))
	}
	start = time.Now()
	if _, err := p.DivideContext(ctx, 10, nil); err == nil || time.Since(start) > 500*time.Millisecond {
		t.Errorf("divide with a done context: %v after %v", err, time.Since(start))
	}
}

func TestPlyName(t *testing.T) {
	mid, err := chess.ParseFEN("8/8/8/4k3/8/8/R7/4K3 b - - 12 40")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		p    *chess.Position
		ply  int
		want string
	}{
		{chess.StartPosition(), 1, "ply 1 (move 1 by White)"},
		{chess.StartPosition(), 16, "ply 16 (move 8 by Black)"},
		{chess.StartPosition(), 17, "ply 17 (move 9 by White)"},
		{mid, 1, "ply 1 (move 40 by Black)"},
		{mid, 2, "ply 2 (move 41 by White)"},
		{mid, 3, "ply 3 (move 41 by Black)"},
	} {
		if got := c.p.PlyName(c.ply); got != c.want {
			t.Errorf("%s ply %d: %q, want %q", c.p.FEN(), c.ply, got, c.want)
		}
	}
}
