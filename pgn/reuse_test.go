package pgn_test

import (
	"bytes"
	"errors"
	"io"
	"reflect"
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/pgn"
)

// TestReuseGame: with ReuseGame, each game of the corpus reads exactly as
// without it (tags, plies with their clocks and comments, start and end
// positions, result), compared right after each call to Next; a malformed
// game in between changes nothing for the next one.
func TestReuseGame(t *testing.T) {
	b, err := chessconform.Data.ReadFile(corpusPath)
	if err != nil {
		t.Fatal(err)
	}
	bad := []byte("[Event \"bad\"]\n\n1. e4 e5 2. Ke3 *\n\n")
	src := append(append(append([]byte{}, bad...), b...), bad...)
	plain, reused := pgn.NewReader(bytes.NewReader(src)), pgn.NewReader(bytes.NewReader(src))
	reused.ReuseGame = true
	n := 0
	for {
		g1, err1 := plain.Next()
		g2, err2 := reused.Next()
		if errors.Is(err1, io.EOF) && errors.Is(err2, io.EOF) {
			break
		}
		n++
		if (err1 == nil) != (err2 == nil) || err1 != nil && err1.Error() != err2.Error() {
			t.Fatalf("game %d: errors %v and %v", n, err1, err2)
		}
		if g1.Start != nil && g1.Start.FEN() != g2.Start.FEN() || g1.End != nil && g1.End.FEN() != g2.End.FEN() {
			t.Fatalf("game %d: positions differ", n)
		}
		c1, c2 := *g1, *g2
		c1.Start, c1.End, c2.Start, c2.End = nil, nil, nil, nil
		if !reflect.DeepEqual(c1, c2) {
			t.Fatalf("game %d: read with ReuseGame differs:\n%+v\n%+v", n, c1, c2)
		}
	}
	if n != 402 {
		t.Fatalf("%d games read, want 402 (400 and two malformed)", n)
	}
}

// TestReuseGameAllocs: with ReuseGame, reading a game of the corpus
// allocates less than once per game on average (the Game itself is
// reused; only chunks of memory shared by many games' strings are new).
func TestReuseGameAllocs(t *testing.T) {
	b, err := chessconform.Data.ReadFile(corpusPath)
	if err != nil {
		t.Fatal(err)
	}
	r := pgn.NewReader(bytes.NewReader(bytes.Repeat(append(b, '\n'), 4)))
	r.ReuseGame = true
	allocs := testing.AllocsPerRun(1500, func() {
		if _, err := r.Next(); err != nil {
			t.Fatal(err)
		}
	})
	if allocs >= 1 {
		t.Fatalf("%v allocations per game read with ReuseGame, want less than 1", allocs)
	}
}
