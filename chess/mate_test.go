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
	visitSuites(t, rng, 8, check)
	if checks < 10000 || mates < 100 {
		t.Fatalf("%d moves, %d checks, %d mates: too few", moves, checks, mates)
	}
	t.Logf("%d moves, %d checks, %d mates", moves, checks, mates)
}
