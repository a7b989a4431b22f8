package chess_test

import (
	"flag"
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/conformance/corpus"
)

// -deep raises the perft depth limits (startpos, position 4 at depth 6 …).
var deep = flag.Bool("deep", false, "run perft suites at their full published depth")

func loadSuite(t testing.TB, name string) []corpus.PerftCase {
	t.Helper()
	f, err := chessconform.Data.Open("conformance/corpus/perft/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cases, err := corpus.ReadPerft(f, name)
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
