package pgn

import (
	"bytes"
	"fmt"
	"testing"
)

// TestIntern: intern returns the text it is given, for short texts (the
// table, with more texts than it takes, so that the later ones go to the
// map), long ones (the map) and texts with a zero byte; a text looked up
// again allocates nothing.
func TestIntern(t *testing.T) {
	r := NewReader(bytes.NewReader(nil))
	var texts []string
	for i := 0; i < 3*internSlots; i++ {
		texts = append(texts, fmt.Sprintf("%c%d", 'a'+i%26, i)) // 2 to 5 bytes, all distinct
	}
	texts = append(texts, "Nbxd7+", "exd8=Q#", "12345678", "123456789", "a\x00", "a", "", "Qh4xe1+!")
	for round := 0; round < 2; round++ {
		for _, s := range texts {
			if got := r.intern([]byte(s)); got != s {
				t.Fatalf("intern(%q) = %q", s, got)
			}
		}
	}
	b := []byte("Nf3")
	r.intern(b)
	if n := testing.AllocsPerRun(100, func() { r.intern(b) }); n != 0 {
		t.Errorf("intern of a known text allocates %v times", n)
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
