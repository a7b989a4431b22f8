package pgn_test

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/pgn"
)

func readOne(t *testing.T, in string) *pgn.Game {
	t.Helper()
	g, err := pgn.NewReader(strings.NewReader(in)).Next()
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestWriteExport: the export format written out by hand (PGN standard 8):
// the seven-tag roster with "?" and "????.??.??" for missing values, SAN as
// chess writes it (the input's over-specified Ng1f3 becomes Nf3, 0-0 becomes
// O-O), NAGs as $n, "N..." after a comment or variation, clocks as [%clk], lines
// of at most 79 characters broken between moves, not after a move number.
func TestWriteExport(t *testing.T) {
	g := readOne(t, "[White \"A \\\"Quote\\\"\"]\n[Black \"B\"]\n[ECO \"C20\"]\n\n"+
		"1. e4 e5! {good} (1... c5 2. Ng1f3) 2. Nf3 {[%clk 0:01:00.5]} Nc6 3. Bc4 Bc5 4. 0-0 1-0\n")
	var buf bytes.Buffer
	if err := pgn.Write(&buf, g); err != nil {
		t.Fatal(err)
	}
	want := `[Event "?"]
[Site "?"]
[Date "????.??.??"]
[Round "?"]
[White "A \"Quote\""]
[Black "B"]
[Result "1-0"]
[ECO "C20"]

1. e4 e5 $1 { good } (1... c5 2. Nf3) 2. Nf3 { [%clk 0:01:00.5] } 2... Nc6
3. Bc4 Bc5 4. O-O 1-0

`
	if buf.String() != want {
		t.Errorf("got\n%s\nwant\n%s", buf.String(), want)
	}
}

// TestWriteSetUp: a game from a position adds SetUp and FEN, a game with
// Black to move starts with "N...".
func TestWriteSetUp(t *testing.T) {
	start, err := chess.ParseFEN("4k3/8/8/8/8/8/4P3/4K3 b - - 0 10")
	if err != nil {
		t.Fatal(err)
	}
	m, err := start.ParseSAN("Kd7")
	if err != nil {
		t.Fatal(err)
	}
	g := &pgn.Game{Start: start, Plies: []pgn.Ply{{Move: m, Clock: 90 * time.Second, HasClock: true}}, Result: "*"}
	var buf bytes.Buffer
	if err := pgn.Write(&buf, g); err != nil {
		t.Fatal(err)
	}
	want := "[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 10\"]\n\n10... Kd7 { [%clk 0:01:30] } *\n\n"
	if !strings.HasSuffix(buf.String(), want) {
		t.Errorf("got\n%s\nwant suffix\n%s", buf.String(), want)
	}
}

func TestWriteErrors(t *testing.T) {
	e4 := readOne(t, "1. e4 *").Plies[0]
	cases := []struct {
		name string
		g    pgn.Game
		msg  string
	}{
		{"illegal", pgn.Game{Plies: []pgn.Ply{e4, e4}}, "ply 2: move e2e4 is not legal"},
		{"tag name", pgn.Game{Tags: []pgn.Tag{{"Bad Name", "x"}}}, "only letters, digits and _"},
		{"tag value", pgn.Game{Tags: []pgn.Tag{{"Annotator", "a\nb"}}}, "cannot contain a line break"},
		{"result", pgn.Game{Result: "2-0"}, "result \"2-0\""},
		{"clock", pgn.Game{Plies: []pgn.Ply{{Move: e4.Move, Clock: -time.Second, HasClock: true}}}, "clock -1s out of range"},
	}
	for _, c := range cases {
		var buf bytes.Buffer
		err := pgn.Write(&buf, &c.g)
		if err == nil || !strings.Contains(err.Error(), c.msg) || buf.Len() != 0 {
			t.Errorf("%s: %v (wrote %d bytes), want an error containing %q and nothing written", c.name, err, buf.Len(), c.msg)
		}
	}
}

// A comment holding '}' cannot be a brace comment: it is written as a
// rest-of-line comment and reads back the same, clock included (found by
// FuzzPGN: ";}" read, then refused by the writer).
func TestWriteBraceInComment(t *testing.T) {
	for _, in := range []string{"1. e4 ;a } b\n{[%clk 0:00:01]} e5 *\n", ";}\n*\n", "1. e4 (1. d4 ;x}y\n) *\n"} {
		g := readOne(t, in)
		var buf bytes.Buffer
		if err := pgn.Write(&buf, g); err != nil {
			t.Fatalf("%q: %v", in, err)
		}
		g2 := readOne(t, buf.String())
		if g2.Comment != g.Comment || len(g2.Plies) != len(g.Plies) {
			t.Fatalf("%q written as %q reads back differently", in, buf.String())
		}
		for i := range g.Plies {
			a, b := g.Plies[i], g2.Plies[i]
			if a.Move != b.Move || a.Comment != b.Comment || a.HasClock != b.HasClock || a.Clock != b.Clock || len(a.Variations) != len(b.Variations) {
				t.Fatalf("%q written as %q: ply %d differs", in, buf.String(), i+1)
			}
		}
	}
}
