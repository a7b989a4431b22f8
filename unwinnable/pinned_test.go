package unwinnable

import (
	"context"
	"fmt"
	"hash/fnv"
	"testing"

	"github.com/chessconform/chessconform/chess"
)

// The searches' speed-ups (helpmate.go, exhaust.go, posset.go, the chess
// package's move generation) must not change which positions they visit,
// in which order: TestSearchesPinned runs the best-first search (find), the
// lazy one (dive) and the enumeration (exhaustion) from a few corpus
// positions at fixed budgets and compares what they did (nodes, positions
// stored, open-list and set sizes, the line found) with the values of
// main at ee8857b, before the speed-ups.
func TestSearchesPinned(t *testing.T) {
	for _, c := range []struct {
		name, fen string
		winner    chess.Color
		want      string
	}{
		{"corpus 57", "8/8/8/8/3k4/1Bn5/BKB5/1B6 w - - 0 1", chess.White, "find 4: false 0 plies cbf29ce484222325; nodes 60000, stored 6133 (39578b9baa387ce), open 47590, seen 6133\n" +
			"find 1: false 0 plies cbf29ce484222325; nodes 60008, stored 5423 (7ebff60df72abf42), open 51308, seen 5423\n" +
			"find 4 noisy: false 0 plies cbf29ce484222325; nodes 60003, stored 4861 (e058ca7ade9fa275), open 54229, seen 4861\n" +
			"dive 4: true 75 plies 19d51ac757dbe5c5; nodes 34562, stored 26037 (4c0fea35fd761dd8), open 282229, seen 26037\n" +
			"dive 1: false 0 plies cbf29ce484222325; nodes 60000, stored 50276 (b4eb2cd467e7d9ff), open 655391, seen 50276\n" +
			"exhaust: false 0 plies cbf29ce484222325; nodes 60000, seen 60001, stack 52322 (8361a0523d5df1a9), moves 508953"},
		{"corpus 1159", "7k/7p/8/8/8/8/5q2/4qqNK b - - 0 1", chess.White, "find 4: false 0 plies cbf29ce484222325; nodes 60041, stored 5792 (1e82a8e6df19709c), open 35846, seen 5792\n" +
			"find 1: false 0 plies cbf29ce484222325; nodes 60011, stored 6217 (4ba67617b4aa1b8c), open 39137, seen 6217\n" +
			"find 4 noisy: false 0 plies cbf29ce484222325; nodes 60017, stored 4782 (5088ff419fc537fa), open 52855, seen 4782\n" +
			"dive 4: false 0 plies cbf29ce484222325; nodes 60000, stored 39949 (9763a6395f8212d2), open 618429, seen 39949\n" +
			"dive 1: false 0 plies cbf29ce484222325; nodes 60000, stored 43976 (f071e7365ed84f71), open 841337, seen 43976\n" +
			"exhaust: false 0 plies cbf29ce484222325; nodes 60000, seen 60001, stack 51685 (97ad2a74e7982fcc), moves 811477"},
		{"corpus 1520", "1k6/1P1p1p1p/BP5p/1P6/8/8/3P1PKP/8 w - - 0 1", chess.Black, "find 4: false 0 plies cbf29ce484222325; nodes 60001, stored 15812 (e0f8c149b25deecc), open 5280, seen 15812\n" +
			"find 1: false 0 plies cbf29ce484222325; nodes 60002, stored 13515 (67284f27382c736d), open 19999, seen 13515\n" +
			"find 4 noisy: false 0 plies cbf29ce484222325; nodes 60003, stored 15826 (fcf3947b92166e28), open 31833, seen 15826\n" +
			"dive 4: false 0 plies cbf29ce484222325; nodes 60000, stored 26128 (349dd261a0e6623e), open 32254, seen 26128\n" +
			"dive 1: false 0 plies cbf29ce484222325; nodes 60000, stored 40294 (6a61d77cbbb7ad8b), open 110003, seen 40294\n" +
			"exhaust: false 0 plies cbf29ce484222325; nodes 60000, seen 60001, stack 30 (925851adfaa02271), moves 187"},
		{"corpus 1002", "k1b5/1p1p4/1P1P4/B7/8/2B5/8/K7 w - - 0 1", chess.White, "find 4: false 0 plies cbf29ce484222325; nodes 60014, stored 9617 (6390cf85a5c98b6d), open 14322, seen 9617\n" +
			"find 1: false 0 plies cbf29ce484222325; nodes 60009, stored 11959 (8acdf2d197e96375), open 12912, seen 11959\n" +
			"find 4 noisy: false 0 plies cbf29ce484222325; nodes 60017, stored 11569 (21511bf29f5889eb), open 35460, seen 11569\n" +
			"dive 4: false 0 plies cbf29ce484222325; nodes 60000, stored 23771 (a6b1c160632968b3), open 94991, seen 23771\n" +
			"dive 1: false 0 plies cbf29ce484222325; nodes 60000, stored 25793 (7ed7b809e441b4ba), open 117136, seen 25793\n" +
			"exhaust: false 0 plies cbf29ce484222325; nodes 60000, seen 60001, stack 53751 (6644aec4f00f0a7b), moves 531598"},
		{"corpus 206", "8/8/5p2/2p1pPp1/2PbPk1b/2pBp1pB/2P1P1P1/5BRK b - - 0 1", chess.White, "find 4: false 0 plies cbf29ce484222325; nodes 60004, stored 12143 (d8ee708cbc07d491), open 12591, seen 12143\n" +
			"find 1: false 0 plies cbf29ce484222325; nodes 60003, stored 11889 (7105ec7fe573e23a), open 12906, seen 11889\n" +
			"find 4 noisy: false 0 plies cbf29ce484222325; nodes 60002, stored 11967 (95ddbc8b7501c646), open 18092, seen 11967\n" +
			"dive 4: false 0 plies cbf29ce484222325; nodes 60000, stored 18065 (99afd4754ffcd2a3), open 31132, seen 18065\n" +
			"dive 1: false 0 plies cbf29ce484222325; nodes 60000, stored 19164 (3959f3aa714421da), open 37333, seen 19164\n" +
			"exhaust: false 0 plies cbf29ce484222325; nodes 60000, seen 60001, stack 51463 (6a11916c65024fb8), moves 753743"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := pinnedRun(mustParse(t, c.fen), c.winner)
			if got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
		})
	}
}

// pinnedRun runs each search from p for winner and describes what it did.
func pinnedRun(p *chess.Position, winner chess.Color) string {
	out := ""
	lineSum := func(line []chess.Move) uint64 {
		h := fnv.New64a()
		for _, m := range line {
			fmt.Fprint(h, m, " ")
		}
		return h.Sum64()
	}
	// order digests the positions stored, in order (each a parent and a
	// move): another order of expansion gives another digest.
	order := func(st *nodeStore) uint64 {
		h := fnv.New64a()
		for i := int32(0); i < int32(st.n); i++ {
			fmt.Fprint(h, st.at(i).parent, st.at(i).move, " ")
		}
		return h.Sum64()
	}
	newS := func() *searcher {
		return &searcher{ctx: context.Background(), winner: winner, loser: winner.Other()}
	}
	for _, heur := range []heuristic{{weight: 4}, {weight: 1}, {weight: 4, noise: noiseSeed}} {
		s, h := newS(), &hsearch{heur: heur}
		line, ok := s.find(h, p, 60_000)
		out += fmt.Sprintf("find %d%s: %v %d plies %x; nodes %d, stored %d (%x), open %d, seen %d\n",
			heur.weight, map[bool]string{true: " noisy"}[heur.noise != 0], ok, len(line), lineSum(line), s.nodes, h.nodes.n, order(&h.nodes), h.q.n, h.seen.n)
	}
	for _, w := range []int32{4, 1} {
		s, h := newS(), new(hsearch)
		h.reset(heuristic{weight: w, noise: noiseSeed})
		line, ok := s.dive(h, p, 60_000)
		out += fmt.Sprintf("dive %d: %v %d plies %x; nodes %d, stored %d (%x), open %d, seen %d\n",
			w, ok, len(line), lineSum(line), s.nodes, h.nodes.n, order(&h.nodes), h.q.n, h.seen.n)
	}
	s, e := newS(), new(exhaustion)
	line, done := e.step(s, p, 60_000)
	var stack []chess.Move
	for i := range e.stack.len() {
		stack = append(stack, e.stack.at(i).move, chess.Move(e.stack.at(i).next))
	}
	out += fmt.Sprintf("exhaust: %v %d plies %x; nodes %d, seen %d, stack %d (%x), moves %d",
		done, len(line), lineSum(line), s.nodes, e.seen.len(), e.stack.len(), lineSum(stack), e.moves.len())
	return out
}
