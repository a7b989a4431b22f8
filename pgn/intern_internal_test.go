package pgn

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// TestMoveText: moveText returns the text it is given, and every string it
// returned keeps its text while more are made (several chunks' worth, and a
// text longer than a chunk) and while the bytes it was made from change;
// a text of a chunk that has room allocates nothing.
func TestMoveText(t *testing.T) {
	r := NewReader(bytes.NewReader(nil))
	var texts, got []string
	b := make([]byte, 0, 64)
	for i := 0; i < 3*textChunk; i++ {
		s := fmt.Sprintf("%c%d", 'a'+i%26, i)
		if i == textChunk {
			s = strings.Repeat("Nf3", textChunk) // longer than a chunk
		}
		b = append(b[:0], s...)
		texts = append(texts, s)
		got = append(got, r.moveText(b))
		for j := range b {
			b[j] = 'x' // the caller's bytes (the window) are overwritten
		}
	}
	for i := range texts {
		if got[i] != texts[i] {
			t.Fatalf("text %d: moveText gave %q, now %q", i, texts[i], got[i])
		}
	}
	r.texts.Reset()
	r.texts.Grow(textChunk)
	nf3 := []byte("Nf3")
	if n := testing.AllocsPerRun(100, func() { r.moveText(nf3) }); n != 0 {
		t.Errorf("moveText allocates %v times per text while the chunk has room", n)
	}
}

// TestCollapsed: the zero-copy comment path gives the text appendCollapsed
// and TrimRight build, and declines the texts they would change inside.
func TestCollapsed(t *testing.T) {
	for _, c := range []struct {
		in, want string
		ok       bool
	}{
		{" [%clk 0:03:00] ", "[%clk 0:03:00]", true},
		{"[%clk 0:03:00]", "[%clk 0:03:00]", true},
		{"   ", "", true},
		{"", "", true},
		{" a b c", "a b c", true},
		{" a  b ", "", false},
		{"a\tb", "", false},
		{"a\rb", "", false},
		{"a\nb", "", false},
	} {
		got, ok := collapsed([]byte(c.in))
		if ok != c.ok || ok && string(got) != c.want {
			t.Errorf("collapsed(%q) = %q, %v; want %q, %v", c.in, got, ok, c.want, c.ok)
		}
		if ok {
			var buf []byte
			for _, ch := range []byte(c.in) {
				buf = appendCollapsed(buf, ch)
			}
			if want := string(bytes.TrimRight(buf, " ")); string(got) != want {
				t.Errorf("collapsed(%q) = %q, but the byte-by-byte path gives %q", c.in, got, want)
			}
		}
	}
}

// TestCollapsedBytes: for every byte c, in texts where c stands alone,
// doubled, or at both ends, collapsed returns what appendCollapsed and
// TrimRight build whenever it answers, and declines only texts they change
// other than by trimming spaces.
func TestCollapsedBytes(t *testing.T) {
	declined := 0
	for c := 0; c < 256; c++ {
		b := string([]byte{byte(c)})
		for _, in := range []string{"a" + b + "b", "a" + b + b + "b", b + "x" + b, " " + b + " ", "a " + b} {
			var buf []byte
			for _, ch := range []byte(in) {
				buf = appendCollapsed(buf, ch)
			}
			want := string(bytes.TrimRight(buf, " "))
			got, ok := collapsed([]byte(in))
			switch {
			case ok && string(got) != want:
				t.Errorf("collapsed(%q) = %q, but the byte-by-byte path gives %q", in, got, want)
			case !ok && want == strings.Trim(in, " "):
				t.Errorf("collapsed(%q) declines a text the byte-by-byte path keeps as %q", in, want)
			case !ok:
				declined++
			}
		}
	}
	if declined == 0 {
		t.Fatal("collapsed declined nothing: the test checks too little")
	}
}

// TestCollapsedLong: the same for texts of 8 bytes and more (collapsed
// looks at 8 bytes at a time), with every byte up to ' ', a doubled space
// or a byte above 0x7f at each place, and a space before and after it.
func TestCollapsedLong(t *testing.T) {
	base := []byte("[%eval 0.17] [%clk 0:01:00] x")
	declined := 0
	for i := range base {
		for _, c := range []byte{0, 1, '\t', '\n', '\v', '\f', '\r', 0x1f, ' ', '!', 0x80, 0xa0} {
			for _, around := range []string{"", " ", "  "} {
				in := append(append(append(append([]byte(nil), base[:i]...), around...), c), base[i:]...)
				var buf []byte
				for _, ch := range in {
					buf = appendCollapsed(buf, ch)
				}
				want := string(bytes.TrimRight(buf, " "))
				got, ok := collapsed(in)
				switch {
				case ok && string(got) != want:
					t.Fatalf("collapsed(%q) = %q, but the byte-by-byte path gives %q", in, got, want)
				case !ok && want == strings.Trim(string(in), " "):
					t.Fatalf("collapsed(%q) declines a text the byte-by-byte path keeps as %q", in, want)
				case !ok:
					declined++
				}
			}
		}
	}
	if declined < len(base)*10 {
		t.Fatalf("collapsed declined %d texts: the test checks too little", declined)
	}
}

// TestCharClass: the lexer's table gives, for every byte, the classes PGN
// defines: tag names are letters, digits and _ (PGN standard 8.1.1); move
// text symbols add + # = : - / (8.2.3 and the SAN forms chess reads).
func TestCharClass(t *testing.T) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		ident := b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == '_'
		symbol := ident || b == '+' || b == '#' || b == '=' || b == ':' || b == '-' || b == '/'
		if isIdent(b) != ident || isSymbolChar(b) != symbol {
			t.Errorf("byte %q: isIdent %v isSymbolChar %v, want %v %v", b, isIdent(b), isSymbolChar(b), ident, symbol)
		}
	}
}
