package unwinnable

import (
	"context"
	"hash/fnv"
	"strconv"
	"syscall"
	"testing"

	"github.com/chessconform/chessconform/chess"
)

// diveBenchSides are sides of the real sample (conformance/corpus/pgn/
// lichess-2021-10-sample.pgn, final positions, every eighth winnable side
// the fast path settles in 200 to 3,000 positions): the lazy search's cost
// per position on real boards.
var diveBenchSides = []struct {
	fen    string
	winner chess.Color
}{
	{"1q3rk1/pp1b1ppn/3b4/1P1p4/P2p1P1Q/3r3P/6PK/2R2R2 w - - 0 25", chess.White},
	{"rn2k2r/pp3ppp/2p5/q7/1b1P1n2/5P2/PP1N1P1P/R2QKB1R w KQkq - 0 12", chess.White},
	{"rnbk1b1r/ppp2pp1/5n1p/4N3/2B5/2N5/PP3PPP/R1B1K2R b KQ - 0 9", chess.Black},
	{"r1bqkb1r/pp1p1ppp/2n1pn2/2p5/2B1P3/2P2Q2/PP1P1PPP/RNB1K1NR w KQkq - 1 5", chess.Black},
	{"8/p7/8/6k1/5Rp1/r5K1/8/8 w - - 1 59", chess.Black},
	{"8/4rk2/7p/B1P3p1/3Q4/3pP3/P4PPP/1R3RK1 b - - 0 34", chess.Black},
	{"8/3k2p1/3p1p2/3P1b1p/8/2P1R3/PP1N2PP/6K1 b - - 2 33", chess.Black},
	{"8/8/2Q2qk1/4p3/2PbP3/1P4Np/7K/8 w - - 6 43", chess.White},
	{"rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1", chess.White},
	{"5r1k/1p4bp/1n4p1/p3p1B1/P2r4/6QB/1Pq2PPP/R3R1K1 w - e6 0 23", chess.White},
	{"3r4/2p5/1p4k1/2pP4/P6B/1B2PK2/8/8 b - - 0 56", chess.Black},
	{"8/pp3kpp/8/4p3/8/1P1rB2P/P4PP1/1R3K2 b - - 0 22", chess.White},
	{"8/2B2pbk/2Q1p1p1/7p/2P5/1P2P1P1/6KP/3R4 b - - 0 35", chess.White},
	{"6k1/pp4pp/3p1p2/1N6/PP6/2nr3P/5PP1/2R3K1 b - - 2 28", chess.Black},
	{"8/4k3/2p4p/p2bK3/r3n3/4R3/8/8 w - - 0 50", chess.White},
	{"2r5/pk6/1p4P1/5P2/3BP3/P2P3r/1PP1K2p/7q w - - 0 45", chess.White},
}

// BenchmarkDive times the lazy search (dive, the fast path's heuristic) on
// diveBenchSides, 3,000 positions at most each, per position it makes (the first pass
// also digests). The
// digest metric sums what each search did (positions made and stored, open
// entries, the order of the stored positions): a speedup that keeps the
// search's behaviour keeps it.
func BenchmarkDive(b *testing.B) {
	var pos []*chess.Position
	for _, c := range diveBenchSides {
		p, err := chess.ParseFEN(c.fen)
		if err != nil {
			b.Fatal(err)
		}
		pos = append(pos, p)
	}
	var nodes, digest uint64
	h := new(hsearch)
	cpu := func() int64 {
		var ru syscall.Rusage
		if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
			b.Fatal(err)
		}
		return ru.Utime.Nano() + ru.Stime.Nano()
	}
	b.ResetTimer()
	start := cpu()
	for n := range b.N {
		nodes = 0
		for i, c := range diveBenchSides {
			s := &searcher{ctx: context.Background(), winner: c.winner, loser: c.winner.Other()}
			h.reset(heuristic{weight: 4, noise: noiseSeed})
			line, ok := s.dive(h, pos[i], 3000)
			nodes += s.nodes
			if n > 0 {
				continue // the digest once, outside the search's cost
			}
			f := fnv.New64a()
			for j := int32(0); j < int32(h.nodes.n); j++ {
				f.Write([]byte(strconv.Itoa(int(h.nodes.at(j).parent)) + strconv.Itoa(int(h.nodes.at(j).move))))
			}
			for _, m := range line {
				f.Write([]byte(strconv.Itoa(int(m))))
			}
			digest += f.Sum64()%1000 + s.nodes + uint64(h.q.n) + uint64(len(line))
			if ok {
				digest += 7
			}
		}
	}
	b.ReportMetric(float64(cpu()-start)/float64(b.N)/float64(nodes), "cpu-ns/node")
	b.ReportMetric(float64(nodes), "nodes")
	b.ReportMetric(float64(digest), "digest")
}
