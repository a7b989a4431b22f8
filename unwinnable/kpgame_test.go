package unwinnable

import (
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/conformance/corpus"
)

// The kings-and-pawns game is a proof only if it never "proves" a position
// in which the side can mate. Every corpus position labelled winnable for a
// side (the CHA labels, each a helpmate CHA found) is run through it alone:
// none may come out proved. Those labelled unwinnable give the other half:
// it must prove the stalemate compositions the other methods miss.
func TestKPGameAgreesWithLabels(t *testing.T) {
	cases := chaVectors(t)
	proved := map[int]int{}
	for _, c := range cases {
		p, err := chess.ParseFEN(c.FEN)
		if err != nil {
			t.Fatalf("line %d: %v", c.Line, err)
		}
		if !p.HasLegalMove() {
			continue // the game is over: Analyze answers before any proof
		}
		for _, side := range []chess.Color{chess.White, chess.Black} {
			want := c.WhiteCanMate
			if side == chess.Black {
				want = c.BlackCanMate
			}
			var work uint64
			regions, _ := fixedPoint(p, &work) // nil without a fixed point
			if kpNoMate(p, side, regions, 2000, &work) {
				if want {
					t.Errorf("line %d (%s), %s: proved unwinnable, labelled winnable", c.Line, c.FEN, side)
				}
				proved[c.Line]++
			}
		}
	}
	n := 0
	for _, k := range proved {
		n += k
	}
	t.Logf("proved %d position-sides within 2,000 states", n)
	// CHA lines whose both sides only this game decides (see proofs_test.go
	// for 1809 and 500 worked by hand).
	for _, line := range []int{448, 500, 1376, 1377, 1396, 1397, 1809, 1810} {
		if proved[line] != 2 {
			t.Errorf("line %d: %d sides proved, want 2", line, proved[line])
		}
	}
}

// A mate by a pawn move: black Kh8 with its own pawn on h7, white Kf7
// guarding g8 and g7; g6-g7 is check and mate. The game must flag it.
func TestKPGameSeesPawnMate(t *testing.T) {
	p, err := chess.ParseFEN("7k/5K1p/6P1/8/8/8/8/8 w - -")
	if err != nil {
		t.Fatal(err)
	}
	var work uint64
	regions, _ := fixedPoint(p, &work)
	if kpNoMate(p, chess.White, regions, 10_000, &work) {
		t.Fatal("kings and pawns: proved no mate where g6-g7 mates")
	}
}

// chaVectors reads the CHA test vectors (conformance/corpus/unwinnability).
func chaVectors(t *testing.T) []corpus.UnwinnabilityCase {
	t.Helper()
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
	return cases
}
