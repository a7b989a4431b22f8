package unwinnable

import (
	"context"
	"fmt"
	"hash/fnv"
	"testing"

	"github.com/chessconform/chessconform/chess"
)

// TestReusedSearchSame checks the pool's promise (searchFor, hsearch.reset):
// a search that ran before, from another position with another heuristic,
// then reset, does exactly what a new one does (the same positions stored
// in the same order, the same open list and set sizes, the same line),
// for the best-first search (find) and the lazy one (dive).
func TestReusedSearchSame(t *testing.T) {
	fens := []struct {
		fen    string
		winner chess.Color
	}{
		{"8/8/8/8/3k4/1Bn5/BKB5/1B6 w - - 0 1", chess.White},      // corpus 57: dive 4 finds a 75-ply line
		{"7k/7p/8/8/8/8/5q2/4qqNK b - - 0 1", chess.White},        // corpus 1159: a wide open list
		{"k1b5/1p1p4/1P1P4/B7/8/2B5/8/K7 w - - 0 1", chess.White}, // corpus 1002
		{"8/8/8/4k3/8/8/8/4KQ2 w - - 0 1", chess.White},           // a quick mate
	}
	heurs := []heuristic{{weight: 4}, {weight: 1}, {weight: 4, noise: noiseSeed}, {weight: 2, noise: restartSeed}}
	run := func(h *hsearch, p *chess.Position, winner chess.Color, lazy bool, budget uint64) string {
		s := &searcher{ctx: context.Background(), winner: winner, loser: winner.Other()}
		var line []chess.Move
		var ok bool
		if lazy {
			line, ok = s.dive(h, p, budget)
		} else {
			line, ok = s.find(h, p, budget)
		}
		d := fnv.New64a()
		for i := int32(0); i < int32(h.nodes.n); i++ {
			fmt.Fprint(d, h.nodes.at(i).parent, h.nodes.at(i).move, " ")
		}
		return fmt.Sprintf("%v %v; nodes %d, stored %d (%x), open %d, seen %d", ok, line, s.nodes, h.nodes.n, d.Sum64(), h.q.n, h.seen.n)
	}
	for i, c := range fens {
		p := mustParse(t, c.fen)
		prev := fens[(i+1)%len(fens)]
		q := mustParse(t, prev.fen)
		for j, heur := range heurs {
			for _, lazy := range []bool{false, true} {
				fresh := new(hsearch)
				fresh.reset(heur)
				want := run(fresh, p, c.winner, lazy, 4_000)
				// A used search: another position, heuristic and budget,
				// resumed once, then reset (with its memory kept); then the
				// same position with another heuristic, reset again (a set
				// or list not emptied would hold this position's own).
				used := new(hsearch)
				used.reset(heurs[(j+1)%len(heurs)])
				run(used, q, prev.winner, lazy, 1_500)
				run(used, q, prev.winner, lazy, 1_000)
				used.reset(heurs[(j+2)%len(heurs)])
				run(used, p, c.winner, lazy, 1_000)
				used.reset(heur)
				if got := run(used, p, c.winner, lazy, 4_000); got != want {
					t.Errorf("%s, %+v, lazy %v: reused search\n%s\nfresh\n%s", c.fen, heur, lazy, got, want)
				}
			}
		}
	}
}
