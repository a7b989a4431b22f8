package unwinnable

import (
	"context"
	"hash/fnv"
	"os"
	"strconv"
	"syscall"
	"testing"

	"github.com/chessconform/chessconform/chess"
)

// findBenchSides are dear sides of the corpus (conformance/corpus/cha,
// odd-numbered lines only: the tuning half), where the portfolio's
// best-first members (find) spend most of the time.
var findBenchSides = []struct {
	line   int
	fen    string
	winner chess.Color
}{
	{1519, "1k6/1P1p1p1p/BP6/1P6/1p6/8/1P1P1PKP/8 w - - 0 1", chess.Black},
	{1159, "7k/7p/8/8/8/8/5q2/4qqNK b - - 0 1", chess.White},
	{57, "8/8/8/8/3k4/1Bn5/BKB5/1B6 w - - 0 1", chess.White},
	{447, "4B3/1k3B1B/7b/4bB2/1p1p1pBp/bPpP1P1P/2Pb2K1/N1b1b3 b - - 0 1", chess.White},
	{1635, "7k/p3p1P1/2p3PB/p5P1/8/4P3/PKP5/8 b - - 0 1", chess.Black},
	{1003, "k1b5/1p1p4/1P1Pb3/B7/8/8/8/K7 w - - 0 1", chess.Black},
	{1101, "1kb5/1p6/1Pp5/n1P5/N1p5/1pP5/1P6/1KB5 w - - 0 1", chess.White},
	{775, "8/p1p1p3/8/6p1/6P1/6PK/P1P1P1PP/k7 w - - 0 1", chess.White},
}

// findRun is one search of BenchmarkFind: a side and a member's heuristic.
type findRun struct {
	p      *chess.Position
	winner chess.Color
	heur   heuristic
}

// findRuns returns BenchmarkFind's searches: every member of the portfolio
// that meets the side (noisy, plain, patient; bound and idle where their
// kind is met) on each of findBenchSides.
func findRuns(t testing.TB) []findRun {
	var runs []findRun
	for _, c := range findBenchSides {
		p, err := chess.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		heurs := []heuristic{{weight: 4, noise: noiseSeed}, {weight: 4}, {weight: 1}}
		if bound := boundColour(p, c.winner); bound != 0 {
			heurs = append(heurs, heuristic{weight: 2, bound: bound})
		}
		if idle := idlePieces(p, c.winner); idle != nil {
			heurs = append(heurs, heuristic{weight: 2, idle: idle})
		}
		for _, h := range heurs {
			runs = append(runs, findRun{p, c.winner, h})
		}
	}
	return runs
}

// search runs r in h (reset) and returns the line, whether it was found
// and the positions generated.
func (r findRun) search(h *hsearch) ([]chess.Move, bool, uint64) {
	s := &searcher{ctx: context.Background(), winner: r.winner, loser: r.winner.Other()}
	h.reset(r.heur)
	line, ok := s.find(h, r.p, 20_000)
	return line, ok, s.nodes
}

// TestFindCost runs BenchmarkFind's searches once, when FIND_COST is set,
// and nothing else: for counting their instructions (valgrind --tool=
// callgrind on the test binary, less the same run without FIND_COST).
func TestFindCost(t *testing.T) {
	if os.Getenv("FIND_COST") == "" {
		t.Skip("FIND_COST not set: a measurement, not a test")
	}
	runs := findRuns(t)
	h := new(hsearch)
	for _, r := range runs {
		r.search(h)
	}
}

// BenchmarkFind times the best-first search (find) of the portfolio's
// members on findBenchSides, 20,000 positions each, per position generated.
// The digest (computed once, before the timed searches) sums what each
// search did (positions stored and their order, open entries, the line): a
// speedup that keeps the search keeps it.
func BenchmarkFind(b *testing.B) {
	runs := findRuns(b)
	var nodes, digest uint64
	h := new(hsearch)
	for _, r := range runs {
		line, ok, n := r.search(h)
		f := fnv.New64a()
		for j := int32(0); j < int32(h.nodes.n); j++ {
			f.Write([]byte(strconv.Itoa(int(h.nodes.at(j).parent)) + strconv.Itoa(int(h.nodes.at(j).move))))
		}
		for _, m := range line {
			f.Write([]byte(strconv.Itoa(int(m))))
		}
		digest += f.Sum64()%1000 + n + uint64(h.q.n) + uint64(len(line))
		if ok {
			digest += 7
		}
	}
	cpu := func() int64 {
		var ru syscall.Rusage
		if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
			b.Fatal(err)
		}
		return ru.Utime.Nano() + ru.Stime.Nano()
	}
	b.ResetTimer()
	start := cpu()
	for range b.N {
		nodes = 0
		for _, r := range runs {
			_, _, n := r.search(h)
			nodes += n
		}
	}
	b.ReportMetric(float64(cpu()-start)/float64(b.N)/float64(nodes), "cpu-ns/node")
	b.ReportMetric(float64(nodes), "nodes")
	b.ReportMetric(float64(digest), "digest")
}
