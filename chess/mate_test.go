package chess_test

import (
	"math/rand"
	"testing"

	"github.com/chessconform/chessconform/chess"
)

// Mates must answer as making the move does, for every legal move of every
// position of the perft suites' trees (depth 2) and of random games from
// them (which end in mates, and pass checks, pins, promotions, en passant
// and castling).
func TestMatesAgrees(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	var moves, checks, mates int
	check := func(p *chess.Position) {
		for _, m := range p.LegalMoves() {
			u := p.Make(m)
			inCheck := p.InCheck()
			want := inCheck && !p.HasLegalMove()
			p.Unmake(m, u)
			if got := p.Mates(m); got != want {
				t.Fatalf("%s, %s: Mates %v, want %v", p.FEN(), p.UCI(m), got, want)
			}
			moves++
			if inCheck {
				checks++
			}
			if want {
				mates++
			}
		}
	}
	var walk func(p *chess.Position, depth int)
	walk = func(p *chess.Position, depth int) {
		check(p)
		if depth == 0 {
			return
		}
		for _, m := range p.LegalMoves() {
			u := p.Make(m)
			walk(p, depth-1)
			p.Unmake(m, u)
		}
	}
	for _, suite := range []string{"standard.perft", "tricky.perft", "chess960.perft"} {
		depth, games := 2, 8
		if suite == "chess960.perft" {
			depth, games = 1, 1
		}
		for _, c := range loadSuite(t, suite) {
			p, err := chess.ParseFEN(c.EPD)
			if err != nil {
				t.Fatalf("%s %s: %v", suite, c.ID, err)
			}
			walk(p, depth)
			for game := 0; game < games; game++ {
				q := *p
				for ply := 0; ply < 400; ply++ {
					check(&q)
					ms := q.LegalMoves()
					if len(ms) == 0 {
						break
					}
					q.Make(ms[rng.Intn(len(ms))])
				}
			}
		}
	}
	if checks < 10000 || mates < 100 {
		t.Fatalf("%d moves, %d checks, %d mates: too few", moves, checks, mates)
	}
	t.Logf("%d moves, %d checks, %d mates", moves, checks, mates)
}
