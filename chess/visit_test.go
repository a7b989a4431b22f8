package chess_test

import (
	"math/rand"
	"testing"

	"github.com/chessconform/chessconform/chess"
)

// walkTree calls check on p and on every position up to depth plies after
// it, leaving p as it was.
func walkTree(p *chess.Position, depth int, check func(*chess.Position)) {
	check(p)
	if depth == 0 {
		return
	}
	for _, m := range p.LegalMoves() {
		u := p.Make(m)
		walkTree(p, depth-1, check)
		p.Unmake(m, u)
	}
}

// visitSuites calls check on the positions the move-generation tests share:
// for each position of the standard, tricky and Chess960 perft suites, its
// tree two plies deep (one for Chess960) and games random games of up to
// 400 plies from it (one for Chess960), the moves drawn by rng.
func visitSuites(t *testing.T, rng *rand.Rand, games int, check func(*chess.Position)) {
	t.Helper()
	for _, suite := range []string{"standard.perft", "tricky.perft", "chess960.perft"} {
		depth, n := 2, games
		if suite == "chess960.perft" {
			depth, n = 1, 1 // many positions
		}
		for _, c := range loadSuite(t, suite) {
			p, err := chess.ParseFEN(c.EPD)
			if err != nil {
				t.Fatalf("%s %s: %v", suite, c.ID, err)
			}
			walkTree(p, depth, check)
			for game := 0; game < n; game++ {
				q := *p
				for ply := 0; ply < 400; ply++ {
					check(&q)
					moves := q.LegalMoves()
					if len(moves) == 0 {
						break
					}
					q.Make(moves[rng.Intn(len(moves))])
				}
			}
		}
	}
}
