package pgn

import (
	"encoding/binary"
	"strings"
	"testing"
	"time"
)

// TestByteTests: nonzeroBytes and nonDigits mark exactly the bytes they
// name, for every byte value at every place among any neighbours (the
// values that make a borrow or carry cross a byte: 0, 1, '0'-1, '9'+1,
// 0x7f, 0x80, 0xff), and on random bytes.
func TestByteTests(t *testing.T) {
	check := func(b [8]byte) {
		v := binary.LittleEndian.Uint64(b[:])
		nz, nd := nonzeroBytes(v), nonDigits(v)
		for i, c := range b {
			if got, want := nz>>(8*i+7)&1 == 1, c != 0; got != want || nz>>(8*i)&0x7f != 0 {
				t.Fatalf("%q: nonzeroBytes byte %d: %v, want %v (%#x)", b, i, got, want, nz)
			}
			if got, want := nd>>(8*i+7)&1 == 1, c < '0' || c > '9'; got != want || nd>>(8*i)&0x7f != 0 {
				t.Fatalf("%q: nonDigits byte %d: %v, want %v (%#x)", b, i, got, want, nd)
			}
		}
	}
	neighbours := []byte{0, 1, '0' - 1, '0', '9', '9' + 1, 0x7f, 0x80, 0xff, ' '}
	for i := 0; i < 8; i++ {
		for c := 0; c < 256; c++ {
			for _, n := range neighbours {
				var b [8]byte
				for j := range b {
					b[j] = n
				}
				b[i] = byte(c)
				check(b)
			}
		}
	}
	var seed uint64 = 7
	for k := 0; k < 100000; k++ {
		seed ^= seed << 13
		seed ^= seed >> 7
		seed ^= seed << 17
		var b [8]byte
		binary.LittleEndian.PutUint64(b[:], seed)
		check(b)
	}
}

// TestLexPlyReads: lexPly reads the plies it is made for (a move number,
// a move and a clock comment, or a comment with an evaluation and a clock,
// as Lichess writes them) and its comment with it. (TestLexPaths checks
// that what it reads is what the general path reads; this, that it does
// read them.)
func TestLexPlyReads(t *testing.T) {
	for _, c := range []struct {
		in    string
		col   int    // the move's column
		text  string // the move
		n     int    // the bytes consumed, the comment's too
		clock time.Duration
		raw   string // the text of a comment with an evaluation
		limit int    // the comment limit (0: the default)
	}{
		{" 12. Nf3 { [%clk 0:01:00] } 12...", 6, "Nf3", 27, time.Minute, "", 0},
		{"1... exd8=Q+ { [%clk 9:59:58] }", 6, "exd8=Q+", 31, 10*time.Hour - 2*time.Second, "", 0},
		{" 12... O-O { [%eval 0.17] [%clk 1:02:03] } 13.", 8, "O-O", 42, time.Hour + 2*time.Minute + 3*time.Second, "[%eval 0.17]", 29},
		{"Qxe8+ { [%eval #-3] [%clk 0:00:09] }", 1, "Qxe8+", 36, 9 * time.Second, "[%eval #-3]", 0},
		{"1.e4 e5 { [%clk 0:01:00] }", 3, "e4", 4, 0, "", 0},
	} {
		r := NewReader(strings.NewReader(c.in + strings.Repeat(" ", plyRun)))
		r.Limits.MaxComment = c.limit
		r.lim = r.Limits.orDefault()
		r.fill(len(c.in) + plyRun)
		p := &parser{r: r, g: &Game{}}
		var tok token
		if !p.lexPly(&tok, r.plyBound()) {
			t.Errorf("%q: lexPly reads nothing", c.in)
			continue
		}
		raw := ""
		if tok.clockAfter > 1+plainClockLen {
			raw = string(tok.raw)
		}
		if tok.kind != tSAN || tok.text != c.text || tok.col != c.col || r.pos != c.n || tok.clock != c.clock || raw != c.raw {
			t.Errorf("%q: lexPly reads %q at column %d, %d bytes, clock %v, comment %q; want %q at %d, %d bytes, %v, %q",
				c.in, tok.text, tok.col, r.pos, tok.clock, raw, c.text, c.col, c.n, c.clock, c.raw)
		}
	}
}

// TestPlainTagLine: plainTagLine reads the tag pairs of a Lichess game and
// a pair with a name it does not know, and a value as long as the limit
// allows. (TestLexPaths checks that what it reads is what the general
// path reads; this, that it does read them.)
func TestPlainTagLine(t *testing.T) {
	names := []string{"Event", "Site", "Date", "Round", "White", "Black", "Result", "UTCDate", "UTCTime", "WhiteElo",
		"BlackElo", "WhiteRatingDiff", "BlackRatingDiff", "ECO", "Opening", "TimeControl", "Termination", "My_Tag2"}
	for _, name := range names {
		for _, value := range []string{"", "x", "Rated Bullet game", "Sicilian Defense: Modern Variations"} {
			line := "[" + name + " \"" + value + "\"]"
			w := []byte(line + "\n[Event \"x\"]" + strings.Repeat(" ", 32))
			for _, maxLine := range []int{len(value) + 1, 1000} {
				gn, gv, n, ok := plainTagLine(w, maxLine)
				if !ok || string(gn) != name || string(gv) != value || n != len(line) {
					t.Errorf("%q, MaxLine %d: plainTagLine %q %q %d %v", line, maxLine, gn, gv, n, ok)
				}
			}
		}
	}
}

// TestLexMoveReadsClock: lexMove reads a move and the clock comment after
// it at once when fewer than plyRun bytes are left (lexPly does not read
// them), and consumes both.
func TestLexMoveReadsClock(t *testing.T) {
	for _, in := range []string{"1... Nf3 { [%clk 0:01:00] } *", "Nf3 { [%clk 0:01:00] }\n"} {
		r := NewReader(strings.NewReader(in))
		r.lim = r.Limits.orDefault()
		r.fill(len(in))
		p := &parser{r: r, g: &Game{}}
		var tok token
		if p.lexPly(&tok, r.plyBound()) || !p.lexMove(&tok) {
			t.Errorf("%q: lexPly or not lexMove", in)
			continue
		}
		if want := strings.Index(in, "}") + 1; tok.text != "Nf3" || tok.clock != time.Minute || r.pos != want {
			t.Errorf("%q: lexMove reads %q, clock %v, %d bytes; want Nf3, 1m0s, %d", in, tok.text, tok.clock, r.pos, want)
		}
	}
}
