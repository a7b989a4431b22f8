package unwinnable

import (
	"math/rand"
	"testing"

	"github.com/chessconform/chessconform/chess"
)

// TestEvalMemoOrders checks evalPlain, weighed by one searcher whose memos
// (pawnMemo's two slots and their king walks, sliderMemo) carry over from
// call to call, against the reference (refEvalPlain) in an order that
// jumps among the last positions of a random walk — parents, children
// that moved a pawn, siblings, as dive meets them — so that three or more
// pawn sets take turns in the memo's two slots: every corpus position and
// real final position (the Lichess sample) and the walks from them, for
// both winners, plain and with idle pieces.
func TestEvalMemoOrders(t *testing.T) {
	var roots []*chess.Position
	for _, c := range chaVectors(t) {
		p, err := chess.ParseFEN(c.FEN)
		if err != nil {
			t.Fatal(err)
		}
		roots = append(roots, p)
	}
	roots = append(roots, sampleEnds(t)...)
	plies := 24
	if testing.Short() {
		plies = 8
	}
	rng := rand.New(rand.NewSource(29))
	compared := 0
	for _, root := range roots {
		for _, w := range []chess.Color{chess.White, chess.Black} {
			heurs := []heuristic{{}}
			if idle := idlePieces(root, w); idle != nil {
				heurs = append(heurs, heuristic{idle: idle})
			}
			for _, heur := range heurs {
				s := &searcher{winner: w, loser: w.Other(), heuristic: heur}
				walk := []chess.Position{*root}
				for ply := 0; ply < plies; ply++ {
					p := walk[len(walk)-1]
					moves := p.LegalMoves()
					if len(moves) == 0 {
						break
					}
					// Prefer a pawn's move: the pawns change most often.
					m := moves[rng.Intn(len(moves))]
					for _, pm := range moves {
						if p.PieceAt(pm.From()).Type() == chess.Pawn && rng.Intn(2) == 0 {
							m = pm
							break
						}
					}
					p.Make(m)
					walk = append(walk, p)
					for range 4 {
						q := &walk[max(0, len(walk)-1-rng.Intn(4))]
						if got, want := s.evalBase(q), s.refEvalPlain(q); got != want {
							t.Fatalf("%s, winner %s, %+v: evalBase %d, reference %d", q.FEN(), w, heur, got, want)
						}
						compared++
					}
				}
			}
		}
	}
	if compared < 20000 {
		t.Fatalf("only %d evaluations compared", compared)
	}
	t.Logf("%d evaluations compared", compared)
}
