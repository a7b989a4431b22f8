package pgn_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/pgn"
)

// panicAt is a Follower whose Make panics at its n-th move (a bug in
// chess, as the Reader sees one).
type panicAt struct{ n, made int }

func (f *panicAt) Start(*chess.Position) { f.made = 0 }

func (f *panicAt) Make(p *chess.Position, m chess.Move) chess.Undo {
	if f.made++; f.made == f.n {
		panic("bug")
	}
	return p.Make(m)
}

// TestPanicKeepsPlies: a panic inside chess at a move is ErrInternal at that
// move, with the plies read before it kept (with their clocks and
// comments), and the next game read as usual, with and without ReuseGame.
func TestPanicKeepsPlies(t *testing.T) {
	in := "1. e4 { [%clk 0:01:00] } 1... e5 { [%eval 0.1] [%clk 0:01:00] } 2. Nf3 { [%clk 0:00:59] } 2... Nc6 { [%clk 0:00:58] } 3. Bb5 *\n\n" +
		"1. d4 d5 *\n" + strings.Repeat(" ", 64)
	for _, reuse := range []bool{false, true} {
		r := pgn.NewReader(strings.NewReader(in))
		r.ReuseGame = reuse
		r.Follow = &panicAt{n: 4}
		g, err := r.Next()
		if !errors.Is(err, pgn.ErrInternal) || !strings.Contains(err.Error(), "column 96") {
			t.Fatalf("reuse %v: error %v, want ErrInternal at column 96 (Nc6)", reuse, err)
		}
		if len(g.Plies) != 3 || g.Plies[2].SAN != "Nf3" || !g.Plies[2].HasClock || g.Plies[1].Comment != "[%eval 0.1]" {
			t.Fatalf("reuse %v: plies %+v, want e4 e5 Nf3 with their clocks and comments", reuse, g.Plies)
		}
		r.Follow = &panicAt{n: 100}
		if g, err := r.Next(); err != nil || len(g.Plies) != 2 {
			t.Fatalf("reuse %v: next game %v, %v", reuse, g, err)
		}
	}
}
