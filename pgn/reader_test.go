package pgn_test

import (
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/pgn"
)

func uci(pos chess.Position, plies []pgn.Ply) []string {
	var out []string
	for _, p := range plies {
		out = append(out, pos.UCI(p.Move))
		pos.Make(p.Move)
	}
	return out
}

// TestSyntax: BOM, CRLF, % escape lines, escaped tag values, comments of
// both kinds, clocks, NAGs and suffixes, nested variations, move numbers
// written 3.Bb5 and 1..., a drawn result. Every expectation is worked out by
// hand from the text.
func TestSyntax(t *testing.T) {
	in := "\xef\xbb\xbf% escape line\r\n" +
		"[Event \"Esc \\\"q\\\" \\\\ b\"]\r\n" +
		"[Site \"?\"]\r\n" +
		"\r\n" +
		"{Start  comment} 1. e4! $14 {A [%clk 1:23:45] [%emt 0:00:05.25]} 1... e5?! ; rest of line\r\n" +
		"% another escape\r\n" +
		"2. Nf3 (2. f4 exf4 (2... d5) 3. Nf3) (2. Nc3) 2... Nc6 3.Bb5 a6 1/2-1/2\r\n"
	r := pgn.NewReader(strings.NewReader(in))
	g, err := r.Next()
	if err != nil {
		t.Fatal(err)
	}
	if want := []pgn.Tag{{"Event", `Esc "q" \ b`}, {"Site", "?"}}; !reflect.DeepEqual(g.Tags, want) {
		t.Errorf("tags %q, want %q", g.Tags, want)
	}
	if g.Comment != "Start comment" || g.Result != "1/2-1/2" {
		t.Errorf("comment %q result %q", g.Comment, g.Result)
	}
	if got, want := uci(*g.Start, g.Plies), []string{"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6"}; !reflect.DeepEqual(got, want) {
		t.Errorf("moves %v, want %v", got, want)
	}
	p := g.Plies[0]
	if !reflect.DeepEqual(p.NAGs, []int{1, 14}) || p.Comment != "A" || p.Clock != time.Hour+23*time.Minute+45*time.Second ||
		!p.HasClock || p.Elapsed != 5250*time.Millisecond || !p.HasElapsed {
		t.Errorf("1. e4: %+v", p)
	}
	if p := g.Plies[1]; !reflect.DeepEqual(p.NAGs, []int{6}) || p.Comment != "rest of line" || p.HasClock {
		t.Errorf("1... e5: %+v", p)
	}
	p = g.Plies[2]
	if p.Line != 7 || p.Col != 4 || p.SAN != "Nf3" || len(p.Variations) != 2 {
		t.Fatalf("2. Nf3: line %d col %d %q, %d variations", p.Line, p.Col, p.SAN, len(p.Variations))
	}
	after1 := *g.Start
	after1.Make(g.Plies[0].Move)
	after1.Make(g.Plies[1].Move)
	v := p.Variations[0]
	if got := uci(after1, v.Plies); !reflect.DeepEqual(got, []string{"f2f4", "e5f4", "g1f3"}) {
		t.Errorf("first variation %v", got)
	}
	after2f4 := after1
	after2f4.Make(v.Plies[0].Move)
	if vv := v.Plies[1].Variations; len(vv) != 1 || !reflect.DeepEqual(uci(after2f4, vv[0].Plies), []string{"d7d5"}) {
		t.Errorf("nested variation %+v", vv)
	}
	if got := uci(after1, p.Variations[1].Plies); !reflect.DeepEqual(got, []string{"b1c3"}) {
		t.Errorf("second variation %v", got)
	}
	if _, err := r.Next(); err != io.EOF {
		t.Errorf("after the only game: %v, want io.EOF", err)
	}
}

// TestSetUp: a FEN tag with Black to move at move 10; the error for a
// capture mark on an empty square names ply 5 as "12... Kxe5".
func TestSetUp(t *testing.T) {
	in := "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 10\"]\n\n10... Kd7 11. e4 Ke6 12. Ke2 Kxe5 *\n"
	g, err := pgn.NewReader(strings.NewReader(in)).Next()
	var pe *pgn.Error
	if !errors.As(err, &pe) {
		t.Fatalf("got %v, want a *pgn.Error", err)
	}
	if pe.Game != 1 || pe.Line != 4 || pe.Col != 30 || pe.Ply != 5 || pe.Move != "12... Kxe5" || pe.SAN != "Kxe5" {
		t.Errorf("error %+v", pe)
	}
	var me *chess.MoveError
	if !errors.As(err, &me) || !errors.Is(err, pgn.ErrIllegalMove) || me.Text != "Kxe5" || me.Reason == "" {
		t.Errorf("cause %v", err)
	}
	if len(g.Plies) != 4 || g.End.KingSquare(chess.Black).String() != "e6" || g.End.KingSquare(chess.White).String() != "e2" {
		t.Errorf("partial game: %d plies, end %s", len(g.Plies), g.End.FEN())
	}
	if !strings.HasPrefix(err.Error(), "pgn: game 1, line 4, column 30, ply 5 (12... Kxe5): ") {
		t.Errorf("message %q", err)
	}
}

// TestChess960: with Variant "Chess960" and the king on f1 between rooks on
// b1 and g1, O-O puts the king on g1 and that rook on f1; O-O-O for Black
// puts the king on c8 and the b8 rook on d8 (Chess960 rules, Guidelines II).
func TestChess960(t *testing.T) {
	in := "[Variant \"Chess960\"]\n[FEN \"1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w KQkq - 0 1\"]\n\n1. O-O O-O-O *\n"
	g, err := pgn.NewReader(strings.NewReader(in)).Next()
	if err != nil {
		t.Fatal(err)
	}
	if !g.Start.Chess960() {
		t.Error("start position not marked Chess960")
	}
	e := g.End
	sq := func(s string) chess.Square { q, _ := chess.ParseSquare(s); return q }
	for s, want := range map[string]string{"g1": "K", "f1": "R", "b1": "R", "c8": "k", "d8": "r", "g8": "r", "b8": ".", "f8": "."} {
		if got := e.PieceAt(sq(s)).String(); got != want {
			t.Errorf("%s: %s, want %s", s, got, want)
		}
	}
	if got := g.Start.UCI(g.Plies[0].Move); got != "f1g1" {
		t.Errorf("O-O in UCI: %s, want king-takes-rook f1g1", got)
	}
}

type errReader struct{}

func (errReader) Read([]byte) (int, error) { return 0, errors.New("disk on fire") }

func TestReaderError(t *testing.T) {
	r := pgn.NewReader(errReader{})
	for i := 0; i < 2; i++ {
		if _, err := r.Next(); err == nil || err == io.EOF || !strings.Contains(err.Error(), "disk on fire") {
			t.Errorf("call %d: %v", i, err)
		}
	}
}

const game3 = "[Event \"three\"]\n\n1. d4 *\n"

// badCases: game 2 of 3 is broken; each case gives the precise error and
// game 3 must still be read.
var badCases = []struct {
	name      string
	game2     string
	kind      error
	line, col int
	ply       int
	msg       string
}{
	{"illegal move", "[Event \"two\"]\n\n1. e4 e5 2. Ke3 Nc6 0-1\n", pgn.ErrIllegalMove, 7, 13, 3, "ply 3 (2. Ke3): illegal or unreadable move: move \"Ke3\""},
	{"unreadable move", "[Event \"two\"]\n\n1. e4 Zz5 0-1\n", pgn.ErrIllegalMove, 7, 7, 2, "ply 2 (1... Zz5)"},
	{"unterminated comment", "[Event \"two\"]\n\n1. e4 { no end\nstill the comment\n\n", pgn.ErrUnterminatedComment, 7, 7, 0, "not closed by '}' before the tag pair on line 11"},
	{"unquoted tag value", "[Event \"two\"]\n[White Kasparov]\n\n1. e4 e5 0-1\n", pgn.ErrSyntax, 6, 8, 0, "tag White: want a value in double quotes, found \"K\""},
	{"unclosed tag value", "[Event \"two\"]\n[White \"Kasparov]\n\n1. e4 e5 0-1\n", pgn.ErrSyntax, 6, 18, 0, "value not closed by '\"' before the end of the line"},
	{"tag without name", "[Event \"two\"]\n[ \"x\"]\n1. e4 0-1\n", pgn.ErrSyntax, 6, 3, 0, "want a tag name"},
	{"no result", "[Event \"two\"]\n\n1. e4 e5\n\n", pgn.ErrNoResult, 10, 1, 0, "the next game's tag pairs start"},
	{"unmatched paren", "[Event \"two\"]\n\n1. e4 ) e5 0-1\n", pgn.ErrSyntax, 7, 7, 0, "')' without an open variation"},
	{"result in variation", "[Event \"two\"]\n\n1. e4 (1. d4 1-0\n", pgn.ErrSyntax, 7, 14, 0, "termination marker 1-0 inside the variation opened at line 7, column 7"},
	{"variation first", "[Event \"two\"]\n\n(1. d4) 1. e4 1-0\n", pgn.ErrSyntax, 7, 1, 0, "must follow the move it replaces"},
	{"bad annotation", "[Event \"two\"]\n\n1. e4!!! 1-0\n", pgn.ErrSyntax, 7, 6, 0, "unknown annotation \"!!!\" after e4"},
	{"bad NAG", "[Event \"two\"]\n\n1. e4 $256 1-0\n", pgn.ErrSyntax, 7, 7, 0, "a NAG is $"},
	{"stray character", "[Event \"two\"]\n\n1. e4 ½ 1-0\n", pgn.ErrSyntax, 7, 7, 0, "unexpected character '½'"},
	{"bad clock", "[Event \"two\"]\n\n1. e4 {[%clk 1:2:3]} 1-0\n", pgn.ErrSyntax, 7, 7, 0, "[%clk 1:2:3]: minutes \"2\""},
	{"bad FEN", "[Event \"two\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1-0\n", pgn.ErrSetUp, 6, 1, 0, "bad start position: invalid FEN"},
	{"variant", "[Event \"two\"]\n[Variant \"Atomic\"]\n\n1. e4 1-0\n", pgn.ErrSetUp, 6, 1, 0, "variant \"Atomic\" is not supported"},
}

func TestBadGames(t *testing.T) {
	const game1 = "[Event \"one\"]\n\n1. e4 e5 1-0\n\n"
	for _, c := range badCases {
		t.Run(c.name, func(t *testing.T) {
			r := pgn.NewReader(strings.NewReader(game1 + c.game2 + "\n" + game3))
			if g, err := r.Next(); err != nil || len(g.Plies) != 2 {
				t.Fatalf("game 1: %v", err)
			}
			g, err := r.Next()
			var pe *pgn.Error
			if !errors.As(err, &pe) {
				t.Fatalf("game 2: got %v, want a *pgn.Error", err)
			}
			if pe.Game != 2 || pe.Line != c.line || pe.Col != c.col || pe.Ply != c.ply || !errors.Is(err, c.kind) ||
				!strings.Contains(err.Error(), c.msg) {
				t.Errorf("game 2: %v\n(game %d line %d col %d ply %d); want line %d col %d ply %d, %v, containing %q",
					err, pe.Game, pe.Line, pe.Col, pe.Ply, c.line, c.col, c.ply, c.kind, c.msg)
			}
			var fe *chess.FENError
			if c.name == "bad FEN" && (!errors.As(err, &fe) || fe.Field != "placement") {
				t.Errorf("bad FEN: cause %v, want the *chess.FENError", err)
			}
			if g == nil || g.Number != 2 {
				t.Errorf("game 2: partial game %+v", g)
			}
			g, err = r.Next()
			if err != nil || g.Number != 3 || len(g.Tags) != 1 || g.Tags[0].Value != "three" || len(g.Plies) != 1 || g.Result != "*" {
				t.Fatalf("game 3 after the error: %+v, %v", g, err)
			}
			if _, err := r.Next(); err != io.EOF {
				t.Errorf("after game 3: %v", err)
			}
		})
	}
}

// TestLimits: each limit gives ErrLimit and the next game is still read.
func TestLimits(t *testing.T) {
	cases := []struct {
		name  string
		lim   pgn.Limits
		game  string
		line  int
		inMsg string
	}{
		{"line", pgn.Limits{MaxLine: 40}, "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 1-0\n", 1, "line 1 is longer than 40 bytes"},
		{"comment", pgn.Limits{MaxComment: 10}, "1. e4 {this comment is too long} e5 1-0\n", 1, "comment longer than 10 bytes"},
		{"comments on a move", pgn.Limits{MaxComment: 10}, "1. e4 {abcd} {efgh} {ijkl} e5 1-0\n", 1, "comments on one move longer than 10 bytes"},
		{"game", pgn.Limits{MaxGame: 30}, "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 1-0\n", 1, "game is longer than 30 bytes"},
		{"depth", pgn.Limits{MaxDepth: 2}, "1. e4 (1. d4 (1. c4 (1. Nf3))) 1-0\n", 1, "variations nested deeper than 2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := pgn.NewReader(strings.NewReader(c.game + "\n" + game3))
			r.Limits = c.lim
			_, err := r.Next()
			var pe *pgn.Error
			if !errors.As(err, &pe) || !errors.Is(err, pgn.ErrLimit) || pe.Line != c.line || !strings.Contains(err.Error(), c.inMsg) {
				t.Fatalf("got %v, want ErrLimit on line %d: %q", err, c.line, c.inMsg)
			}
			g, err := r.Next()
			if err != nil || g.Number != 2 || len(g.Plies) != 1 {
				t.Fatalf("next game: %+v %v", g, err)
			}
		})
	}
}

func TestEndOfInput(t *testing.T) {
	r := pgn.NewReader(strings.NewReader("1. e4 (1. d4"))
	_, err := r.Next()
	if !errors.Is(err, pgn.ErrNoResult) || !strings.Contains(err.Error(), "inside the variation opened at line 1, column 7") {
		t.Errorf("got %v", err)
	}
	if _, err := r.Next(); err != io.EOF {
		t.Errorf("then %v, want io.EOF", err)
	}
	if _, err := pgn.NewReader(strings.NewReader("\xef\xbb\xbf \r\n% only an escape line\n")).Next(); err != io.EOF {
		t.Errorf("blank input: %v, want io.EOF", err)
	}
}

// TestEnPassantMark: Appendix C's optional "e.p." after an en-passant
// capture, attached or separate, is accepted and dropped.
func TestEnPassantMark(t *testing.T) {
	for _, in := range []string{"1. e4 d5 2. e5 f5 3. exf6e.p. *", "1. e4 d5 2. e5 f5 3. exf6 e.p. *"} {
		g, err := pgn.NewReader(strings.NewReader(in)).Next()
		if err != nil {
			t.Fatalf("%q: %v", in, err)
		}
		if got := uci(*g.Start, g.Plies); len(got) != 5 || got[4] != "e5f6" || g.Plies[4].SAN != "exf6" {
			t.Errorf("%q: %v", in, got)
		}
	}
}

// TestChessFailureContained: a position that ParseFEN accepts but whose
// move generation failed inside chess (257 legal moves overflowed its move
// list; reported to the chess package) must neither crash the reader nor
// stop it: the game gives a *pgn.Error or is read, and the next game is read.
func TestChessFailureContained(t *testing.T) {
	in := "[FEN \"Q1QQQ1nk/Q4QRB/Q2Q3Q/Q6Q/Q6Q/1Q5Q/nQ5Q/KQQQQQQQ w - - 0 1\"]\n\n1. Qa8b8 *\n\n" + game3
	r := pgn.NewReader(strings.NewReader(in))
	g, err := r.Next()
	var pe *pgn.Error
	if err != nil && !errors.As(err, &pe) {
		t.Fatalf("game 1: %v, want nil or a *pgn.Error", err)
	}
	if err == nil {
		var buf strings.Builder
		if err := pgn.Write(&buf, g); err != nil {
			t.Errorf("write: %v", err)
		}
	}
	g, err = r.Next()
	if err != nil || g.Number != 2 || len(g.Plies) != 1 {
		t.Fatalf("game 2: %+v %v", g, err)
	}
}
