package pgn_test

import (
	"bytes"
	"errors"
	"io"
	"testing"

	"github.com/chessconform/chessconform/pgn"
)

// FuzzPGN: the reader over arbitrary bytes never panics, reaches io.EOF
// after at most one call to Next per input byte (it always makes progress),
// reports every problem as a *pgn.Error, and a game it reads without error
// survives Write and a second read with the same start position, moves,
// annotations, clocks, variations and result.
func FuzzPGN(f *testing.F) {
	corpus := corpus(f)
	if i := bytes.Index(corpus, []byte("\n[Event ")); i > 0 {
		f.Add(corpus[:i]) // the first Lichess game
	}
	f.Add([]byte("\xef\xbb\xbf% escape\r\n[Event \"a \\\"b\\\" \\\\\"]\r\n\r\n{pre} 1. e4! $14 {A [%clk 1:23:45] [%emt 0:00:05.25]} 1... e5?! ; line\r\n" +
		"2. Nf3 (2. f4 exf4 (2... d5) 3. Nf3) (2. Nc3) 2... Nc6 3.Bb5 a6 1/2-1/2\r\n"))
	f.Add([]byte("[Variant \"Chess960\"]\n[FEN \"1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w KQkq - 0 1\"]\n\n1. O-O O-O-O *\n"))
	f.Add([]byte("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 10\"]\n\n10... Kd7 11. e4 Ke6 12. Ke2 Kxe5 *\n"))
	f.Add([]byte("[FEN \"Q1QQQ1nk/Q4QRB/Q2Q3Q/Q6Q/Q6Q/1Q5Q/nQ5Q/KQQQQQQQ w - - 0 1\"]\n\n1. Qa8b8 *\n"))
	for _, c := range badCases {
		f.Add([]byte(c.game2 + "\n" + game3))
	}
	f.Add([]byte("1. e4 (1. d4 (1. c4 (1. Nf3 {x [%clk 0:00:01 [%clk 0:00:02]}))) e5 0-1\n1. e4 ) {unterminated\n[Event \"x\"]\n*"))
	f.Fuzz(func(t *testing.T, data []byte) {
		r := pgn.NewReader(bytes.NewReader(data))
		for calls := 1; ; calls++ {
			if calls > len(data)+1 {
				t.Fatalf("%d calls to Next without io.EOF on %d bytes", calls, len(data))
			}
			g, err := r.Next()
			if err == io.EOF {
				return
			}
			if err != nil {
				var pe *pgn.Error
				if !errors.As(err, &pe) || g == nil {
					t.Fatalf("error %v (%T), game %v: want a *pgn.Error and the partial game", err, err, g)
				}
				continue
			}
			var buf bytes.Buffer
			if err := pgn.Write(&buf, g); err != nil {
				t.Fatalf("game %d read without error but not written: %v", g.Number, err)
			}
			g2, err := pgn.NewReader(bytes.NewReader(buf.Bytes())).Next()
			if err != nil {
				t.Fatalf("game %d written as\n%s\ndoes not read back: %v", g.Number, buf.Bytes(), err)
			}
			if g2.Start.FEN() != g.Start.FEN() || g2.Result != g.Result || g2.Comment != g.Comment || !samePlies(g.Plies, g2.Plies, false) {
				t.Fatalf("game %d changes in the round trip; written as\n%s", g.Number, buf.Bytes())
			}
		}
	})
}
