package unwinnable

import (
	"testing"

	chessconform "github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/conformance/corpus"
)

// A structural proof that fails without *cut is final (analyze then skips
// the later, larger calls): on corpus positions, every such failure at a
// small budget must fail the same way, with the same work, at a budget a
// hundred times larger; and a failure that more room turns into a proof
// (line 297 for White, proved in the round of 48,000) must set *cut. Given
// the work of a fortress that failed at the root, proveTree must do and
// count exactly what it does when it computes the fortress itself.
func TestStructureFinal(t *testing.T) {
	p, err := chess.ParseFEN("8/8/6pk/6pb/6pb/6p1/6P1/7K w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	var nodes uint64
	var cut bool
	budget := int64(2000)
	if proveTree(p, chess.White, 3, &budget, &nodes, &cut, nil) || !cut {
		t.Fatalf("line 297 White at 2,000 states: want a failure with cut set, got cut=%v", cut)
	}
	budget, cut = 48_000, false
	if !proveTree(p, chess.White, 3, &budget, &nodes, &cut, nil) {
		t.Fatal("line 297 White at 48,000 states: no proof")
	}

	const path = "conformance/corpus/unwinnability/cha-test-vectors.txt"
	f, err := chessconform.Data.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cases, err := corpus.ReadUnwinnability(f, path)
	if err != nil {
		t.Fatal(err)
	}
	if testing.Short() {
		cases = cases[:300]
	}
	finals, checked := 0, 0
	for _, c := range cases {
		p, err := chess.ParseFEN(c.FEN)
		if err != nil {
			t.Fatalf("line %d: %v", c.Line, err)
		}
		for _, side := range []chess.Color{chess.White, chess.Black} {
			var small, large uint64
			var cut bool
			budget := int64(2000)
			proved := proveTree(p, side, 3, &budget, &small, &cut, nil)
			// The root's fortress counted, not recomputed: the same.
			var w, known uint64
			if !material(p, side) && !fortressProof(p, side, &w) {
				knownCut, knownBudget := false, int64(2000)
				if proveTree(p, side, 3, &knownBudget, &known, &knownCut, &w) != proved || known != small || knownCut != cut || knownBudget != budget {
					t.Errorf("line %d %s: with the fortress's work given (%d): %d states, cut=%v; computed: %d, cut=%v", c.Line, side, w, known, knownCut, small, cut)
				}
				checked++
			}
			if proved || cut {
				continue
			}
			finals++
			budget, cut = 200_000, false
			if proveTree(p, side, 3, &budget, &large, &cut, nil) || cut || large != small {
				t.Errorf("line %d %s: final at 2,000 states (%d) but at 200,000: cut=%v, %d states", c.Line, side, small, cut, large)
			}
		}
	}
	if finals == 0 || checked == 0 {
		t.Fatal("no final failure met: the check checks nothing")
	}
	t.Logf("%d final failures at 2,000 states; %d sides with the root's fortress given", finals, checked)
}
