package pgn_test

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/chessconform/chessconform/pgn"
)

func ExampleReader() {
	in := `[White "A"]
[Black "B"]
[Result "1-0"]

1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:02:58] } 2. Qh5 Nc6 3. Bc4 Nf6?? 4. Qxf7# 1-0

[White "C"]

1. e4 e5 2. Ke3 *

1. d4 e5 *
`
	r := pgn.NewReader(strings.NewReader(in))
	for {
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		var pe *pgn.Error
		if errors.As(err, &pe) {
			// The reader goes on with the next game.
			fmt.Printf("game %d: error at line %d, column %d, ply %d (%s)\n", pe.Game, pe.Line, pe.Col, pe.Ply, pe.Move)
			continue
		}
		last := g.Plies[len(g.Plies)-1]
		fmt.Printf("game %d: %d plies, last %s, clock after 1... e5: %v, result %s\n",
			g.Number, len(g.Plies), last.SAN, g.Plies[1].Clock, g.Result)
	}
	// Output:
	// game 1: 7 plies, last Qxf7#, clock after 1... e5: 2m58s, result 1-0
	// game 2: error at line 9, column 13, ply 3 (2. Ke3)
	// game 3: 2 plies, last e5, clock after 1... e5: 0s, result *
}

func ExampleWrite() {
	g, _ := pgn.NewReader(strings.NewReader(`[White "A"] 1. e4 {[%clk 0:03:00]} e5 (c5) *`)).Next()
	pgn.Write(os.Stdout, g)
	// Output:
	// [Event "?"]
	// [Site "?"]
	// [Date "????.??.??"]
	// [Round "?"]
	// [White "A"]
	// [Black "?"]
	// [Result "*"]
	//
	// 1. e4 { [%clk 0:03:00] } 1... e5 (1... c5) *
}
