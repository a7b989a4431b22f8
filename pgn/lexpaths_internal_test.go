package pgn

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"math/bits"
	"os"
	"strings"
	"testing"
)

// describeGames writes everything Next returns for data, game by game (the
// error, tags, positions, plies with their clocks, comments, NAGs,
// variations and places), with or without the lexer's shortcuts.
func describeGames(data []byte, slow, reuse bool) string {
	return describeGamesLimits(data, slow, reuse, DefaultLimits())
}

// tinyLimits are limits that short inputs reach.
var tinyLimits = Limits{MaxLine: 40, MaxComment: 16, MaxGame: 90, MaxDepth: 2}

// midLimits are limits that a line of a few plies with their comments
// reaches (lexPly reads moves under them, not under tinyLimits).
var midLimits = Limits{MaxLine: 100, MaxComment: 30, MaxGame: 160, MaxDepth: 2}

func describeGamesLimits(data []byte, slow, reuse bool, lim Limits) string {
	var sb strings.Builder
	var plies func(ind string, ps []Ply)
	plies = func(ind string, ps []Ply) {
		for _, p := range ps {
			fmt.Fprintf(&sb, "%s%d %q %v %q %v %v %v %v %d:%d\n", ind, p.Move, p.SAN, p.NAGs, p.Comment,
				p.Clock, p.HasClock, p.Elapsed, p.HasElapsed, p.Line, p.Col)
			for _, v := range p.Variations {
				fmt.Fprintf(&sb, "%s( %q\n", ind, v.Comment)
				plies(ind+"  ", v.Plies)
				fmt.Fprintf(&sb, "%s)\n", ind)
			}
		}
	}
	r := NewReader(bytes.NewReader(data))
	r.slow, r.ReuseGame, r.Limits = slow, reuse, lim
	for i := 0; i <= len(data)+1; i++ {
		g, err := r.Next()
		if err == io.EOF {
			sb.WriteString("EOF\n")
			break
		}
		fmt.Fprintf(&sb, "error %v\n", err)
		if g == nil {
			continue
		}
		fmt.Fprintf(&sb, "game %d line %d %q %q\n", g.Number, g.Line, g.Result, g.Comment)
		for _, t := range g.Tags {
			fmt.Fprintf(&sb, "tag %q %q\n", t.Name, t.Value)
		}
		if g.Start != nil {
			fmt.Fprintf(&sb, "start %s\n", g.Start.FEN())
		}
		if g.End != nil {
			fmt.Fprintf(&sb, "end %s\n", g.End.FEN())
		}
		plies("", g.Plies)
	}
	return sb.String()
}

// TestQuoteEscapeNewline: the lowest bit quoteEscapeNewline sets is the
// first '"', '\\' or '\n' of 8 bytes, for each of them at every place
// after any other bytes, and on random bytes.
func TestQuoteEscapeNewline(t *testing.T) {
	first := func(b []byte) int {
		for i, c := range b {
			if c == '"' || c == '\\' || c == '\n' {
				return i
			}
		}
		return 8
	}
	check := func(b []byte) {
		m := quoteEscapeNewline(binary.LittleEndian.Uint64(b))
		got := 8
		if m != 0 {
			got = bits.TrailingZeros64(m) / 8
			if m&(1<<(8*got+7)) == 0 {
				got = -1
			}
		}
		if want := first(b); got != want {
			t.Fatalf("%q: quoteEscapeNewline finds byte %d, want %d", b, got, want)
		}
	}
	var seed uint64 = 1
	for i := 0; i < 8; i++ {
		for c := 0; c < 256; c++ {
			for _, fill := range []byte{0, 1, 'a', '"' + 1, 0xff} {
				b := bytes.Repeat([]byte{fill}, 8)
				b[i] = byte(c)
				check(b)
				for j := i + 1; j < 8; j++ {
					b[j] = '"'
					check(b)
				}
			}
		}
	}
	for k := 0; k < 200000; k++ {
		var b [8]byte
		for i := range b {
			seed ^= seed << 13
			seed ^= seed >> 7
			seed ^= seed << 17
			b[i] = []byte{'"', '\\', '\n', 0, 1, '!', '#', '[', 0x80, byte(seed >> 32)}[seed%10]
		}
		check(b[:])
	}
}

// lexPathSeeds are texts around the shortcuts: clock comments spaced and
// formed every way, move numbers, results and texts ending in 'e' next to
// the window's end, "e.p." marks.
var lexPathSeeds = []string{
	"1. e4 { [%clk 0:01:00] } 1... e5 {[%clk 0:00:59]} 2. Nf3 {  [%clk 0:00:58]   } 2... Nc6 { [%clk 0:00:58]} 1-0",
	"{ [%clk 0:01:00] } 1. e4 { [%clk 0:01:00] } { [%clk 0:00:50] [%emt 0:00:01] } 1... e5 { [%clk 0:01:00] x } *",
	"1. e4 { [%clk 0:61:00] } e5 { [%clk 0:01:0] } 2. d4 { [%clk 00:01:00] } { [%clk 0:01:00.5] } {\t[%clk 0:01:00] } *",
	"1. e4 { [%clk 0:01:00]\n} e5 {\n[%clk 0:01:00] } 2. d4 { [%clk 0:01:00 ] } { [%clk  0:01:00] } *",
	"1. e4 ( 1. d4 { [%clk 0:01:00] } ) { [%clk 0:01:00] } 1-0 { [%clk 0:01:00] }",
	"1.e4 e5 2.Nf3 12...Nc6 3 Bb5 1/2-1/2 2. e4 0-1",
	"[FEN \"4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1\"]\n\n1... dxe3 e.p. 2. Kd1 *",
	"[FEN \"4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1\"]\n\n1... dxe3e.p. 2. Kd1 *",
	"1. e4 { [%clk 0:01:00] ",
	"1. e4 { [%clk 0:01:00",
	"1. e4 e",
	"1. e4 e5 1-0",
	"1. e4 12345678901234567890123456789012345 *",
	"1. e4 Nf3!! { [%clk 9:59:59] } *",
	// Runs of numbers, dots and blanks before a move (lexPly reads up to
	// 8 bytes of them), a number run into a move or a result, and a NUL
	// byte after a move met before (its key is that of the move alone).
	"1. 2. e4 3 4... e5 .5 . Nf3 1.2.3. Nc6 12345. Bb5 1234567 a6 1e4 *",
	"1. d4 { [%clk 0:01:00] } *\n\n1. d4\x00 { [%clk 0:01:00] } *",
	// Comments with an evaluation and a clock, as Lichess writes them
	// (lexPly reads them with their move) and not quite.
	evalLine,
	"1. e4 { [%eval -12.25] [%clk 0:01:00] } 1... e5 { [%eval -1.25] [%clk 0:01:00] } *",
	// An illegal move with its clock comment (read with it) and the
	// recovery after it: in the middle of a line, before a line end, before
	// the next game's tag pairs.
	"1. e4 { [%clk 0:01:00] } 1... Ke3 { [%clk 0:01:00] } 2. Nf3 { x } *\n\n[Event \"b\"]\n\n1. d4 { [%clk 0:01:00] } 1... Qxd4 { [%eval 0.1] [%clk 0:01:00] }\n2. c4 *\n[Event \"c\"]\n\n1. e4 { [%clk 0:01:00] } 1... Ke6 { [%clk 0:01:00] }\n[Event \"d\"]\n\n1. Nf3 *",
	"1. e4 { [%eval 1}2] [%clk 0:01:00] } 1... e5 { [%eval 0.1]  [%clk 0:01:00] } 2. Nf3 { [%eval  0.1] [%clk 0:00:59] } *",
	"1. e4 { [%eval ] [%clk 0:01:00] } 1... e5 { [%eval 12345678901234567] [%clk 0:01:00] } 2. Nf3 { [%eval 0.1] [%clk 0:60:59] } *",
	"1. e4 { [%eval 0.1] [%clk 0:01:00]} 1... e5 { [%eval 0\t1] [%clk 0:01:00] } 2. Nf3 { [%eval 0[1] [%clk 0:00:59] } *",
	"1. e4 { [%eval {0.1] [%clk 0:01:00] } 1... e5 { [%eval 0.1] [%clk 0:01:00] } { x } 2. Nf3 { [%eval 1234567890123456] [%clk 0:00:59] } *",
	"1. e4 { [%eval a[%clk] [%clk 0:01:00] } 1... e5 { [%eval a]b] [%clk 0:01:00] } 2. Nf3 { [%eval 0.1] [%clk 0:00:59] }\n2... Nc6 { [%eval 0.1] [%clk 0:00:59] }3. Bb5 { [%eval 0.1] [%clk 0:00:59] }) *",
	// Tag pairs in every form (tagLine reads the plain one).
	"[Event  \"a\" ]\n[Site \"b\\\"c\"]\n[White\t\"x\"\t]\n[ Black \"y\\\\\"]\n[Round \"1\"\r\n\n1. e4 *",
	"[Event\"x\"][Site \"y\"]\n[Date \"z\" x]\n\n1. e4 *",
	"[Event \"a value longer than the forty bytes of tinyLimits' MaxLine\"]\n\n1. e4 *",
	"[Event \"unterminated\n1. e4 *",
	"[Event \"two\nlines\"]\n\n1. e4 *",
	"[" + strings.Repeat("N", 256) + " \"x\"]\n\n1. e4 *",
	"[Event \"\"]\n[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. Kd1 *",
	// Values of 8 bytes and more (tagLine looks for the closing quote 8
	// bytes at a time), with an escape or a line end in the first, the
	// second or the third 8 bytes.
	"[Event \"Rated Bullet game\"]\n[Site \"abcdefg\\\"hijklmnop\"]\n[White \"abcdefghijklmno\\\\pq\"]\n\n1. e4 *",
	"[Event \"abcdefghijklmnopqrstu\\\"vw\"]\n[Black \"abcdefghijkl\nmnop\"]\n\n1. e4 *",
	"[Opening \"Sicilian Defense: Modern Variations\"]\n[Event \"12345678\"]\n[Site \"1234567\"]\n[Date \"123456789\"]\n\n1. e4 *",
	// Pairs near the plain form (plainTagLine reads that one): no name,
	// no quote after the blank, a value ended by an escape or a line end
	// before the ']', values of tinyLimits' MaxLine bytes and one less.
	"[ \"x\"]\n\n1. e4 *\n\n[Event xy\"]\n\n1. e4 *\n\n[Site \"a\\]\n\n1. e4 *\n\n[Date \"a\n]\n[Round \"b\"]\n\n1. e4 *",
	"[Event \"" + strings.Repeat("v", 40) + "\"]\n[Site \"" + strings.Repeat("v", 39) + "\"]\n\n1. e4 *",
	"[Site \"" + strings.Repeat("v", 39) + "\"]\n[Event \"" + strings.Repeat("v", 40) + "\"]\n\n1. e4 *",
}

// evalLine is four moves with an evaluation and a clock each, on one line.
// (Their texts are 29, 30 and 31 bytes long inside the braces, and a move
// with a suffix; midLimits' MaxComment is 30.)
const evalLine = "1. e4 { [%eval 0.17] [%clk 0:01:00] } 1... e5 { [%eval -1.25] [%clk 0:01:00] } 2. Nf3 { [%eval -12.25] [%clk 0:00:59] } 2... Nc6?! { [%eval #-3] [%clk 0:00:58] } *"

// clockLine is four moves with a clock each, on one line.
const clockLine = "1. e4 { [%clk 0:01:00] } 1... e5 { [%clk 0:01:00] } 2. Nf3 { [%clk 0:00:59] } 2... Nc6 { [%clk 0:00:58] } *"

// ruyLopez is a game whose move numbers cross tinyLimits.MaxGame at one
// offset or another (see TestLexPaths).
const ruyLopez = "1. e4 e5 2. Nf3 Nc6\n3. Bb5 a6 4. Ba4 Nf6\n5. O-O Be7 6. Re1 b5\n7. Bb3 d6 8. c3 O-O\n9. h3 Nb8 10. d4 Nbd7\n11... c5 *"

// TestLexPaths: the lexer's shortcuts read exactly what the general path
// reads, on the seeds above and the 400 Lichess games, with the default
// limits and with limits short inputs go past.
func TestLexPaths(t *testing.T) {
	corpus, err := os.ReadFile("../conformance/corpus/pgn/lichess-2021-10-sample.pgn")
	if err != nil {
		t.Fatal(err)
	}
	inputs := append(lexPathSeeds, string(corpus))
	// The seeds again with blanks after them, so that the window holds
	// lexPly's plyRun bytes at their moves.
	for _, s := range lexPathSeeds {
		inputs = append(inputs, s+"\n"+strings.Repeat(" ", plyRun+16))
	}
	for pad := 0; pad < 12; pad++ {
		inputs = append(inputs, strings.Replace(ruyLopez, " 2.", strings.Repeat(" ", pad)+" 2.", 1))
	}
	// Tag sections whose lines end at every offset around tinyLimits'
	// MaxGame and midLimits' MaxLine.
	for pad := 0; pad < 40; pad++ {
		inputs = append(inputs, "[Event \""+strings.Repeat("e", pad)+"\"]\n[Site \"s\"]\n[Date \"d\"]\n[Round \"r\"]\n[White \"w\"]\n[Black \"b\"]\n\n1. e4 *\n"+strings.Repeat(" ", 40))
	}
	// Moves with clocks as Lichess writes them (lexMove reads a move and
	// its clock at once), shifted so that tinyLimits' line and game ends
	// fall before, inside and after each move and clock.
	for pad := 0; pad < 24; pad++ {
		inputs = append(inputs, strings.Repeat(" ", pad)+clockLine, "\n"+strings.Repeat(".", pad)+clockLine)
	}
	// The same with evaluations, and midLimits' ends before, inside and
	// after each comment.
	for pad := 0; pad < 60; pad++ {
		inputs = append(inputs, strings.Repeat(" ", pad)+evalLine+"\n"+strings.Repeat(" ", plyRun))
	}
	for i, s := range inputs {
		for _, reuse := range []bool{false, true} {
			if fast, slow := describeGames([]byte(s), false, reuse), describeGames([]byte(s), true, reuse); fast != slow {
				t.Errorf("input %d: the shortcuts read\n%s\nthe general path\n%s", i, fast, slow)
			}
			for _, lim := range []Limits{tinyLimits, midLimits} {
				fast, slow := describeGamesLimits([]byte(s), false, reuse, lim), describeGamesLimits([]byte(s), true, reuse, lim)
				if fast != slow {
					t.Errorf("input %d, limits %+v: the shortcuts read\n%s\nthe general path\n%s", i, lim, fast, slow)
				}
			}
		}
	}
}

// FuzzLexPaths: the same on any input.
func FuzzLexPaths(f *testing.F) {
	for _, s := range lexPathSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if fast, slow := describeGames(data, false, false), describeGames(data, true, false); fast != slow {
			t.Errorf("the shortcuts read\n%s\nthe general path\n%s", fast, slow)
		}
		// With blanks after it (lexPly needs plyRun bytes in the window).
		padded := append(append([]byte(nil), data...), bytes.Repeat([]byte(" "), plyRun+16)...)
		if fast, slow := describeGames(padded, false, false), describeGames(padded, true, false); fast != slow {
			t.Errorf("padded: the shortcuts read\n%s\nthe general path\n%s", fast, slow)
		}
		if fast, slow := describeGamesLimits(data, false, false, tinyLimits), describeGamesLimits(data, true, false, tinyLimits); fast != slow {
			t.Errorf("tiny limits: the shortcuts read\n%s\nthe general path\n%s", fast, slow)
		}
		if fast, slow := describeGamesLimits(padded, false, false, midLimits), describeGamesLimits(padded, true, false, midLimits); fast != slow {
			t.Errorf("padded, mid limits: the shortcuts read\n%s\nthe general path\n%s", fast, slow)
		}
	})
}
