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

// TestFirstSetUpTag: of two FEN tags the first gives the start position,
// and of two Variant tags the first the variant, as Game.Tag reads them;
// a bad first one is the error, at the position of the last one (as
// before).
func TestFirstSetUpTag(t *testing.T) {
	const k1, k2 = "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/3K4 w - - 0 1"
	read := func(tags string) (*pgn.Game, error) {
		return pgn.NewReader(strings.NewReader(tags + "\n1. Kd2 *\n")).Next()
	}
	g, err := read("[Event \"x\"]\n[FEN \"" + k1 + "\"]\n[FEN \"" + k2 + "\"]\n")
	if err != nil || g.Start.FEN() != k1 {
		t.Fatalf("two FEN tags: start %v, %v; want %s", g.Start, err, k1)
	}
	g, err = read("[Variant \"Chess960\"]\n[Variant \"Standard\"]\n[FEN \"" + k1 + "\"]\n")
	if err != nil || !g.Start.Chess960() {
		t.Fatalf("two Variant tags: %v, Chess960 %v; want the first (Chess960)", err, g.Start.Chess960())
	}
	if _, err = read("[Variant \"Atomic\"]\n[Variant \"Standard\"]\n"); !errors.Is(err, pgn.ErrSetUp) || !strings.Contains(err.Error(), "line 2, column 1") || !strings.Contains(err.Error(), "Atomic") {
		t.Fatalf("two Variant tags, the first bad: %v", err)
	}
}
