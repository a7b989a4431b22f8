package notation

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/chessconform/chessconform/chess"
)

// Appendix C.12 (2018 English; C.13 in hu-2014): the offer of a draw is
// marked (=) on the scoresheet, next to the move — the appendix's sample game
// ends "11. Kb1 (=)". The cases are the forms a player writes.
func TestSplitEntry(t *testing.T) {
	for _, c := range []struct {
		in    string
		move  string
		offer bool
	}{
		{"Nf3 (=)", "Nf3", true},
		{"Nf3(=)", "Nf3", true},
		{"Nf3", "Nf3", false},
		{"  Nf3  ", "Nf3", false},
		{"Hf3 (=)", "Hf3", true},
		{"Кf3 (=)", "Кf3", true},   // Bulgarian knight, Cyrillic К
		{"Kb1 (=)", "Kb1", true},   // the sample game's last entry
		{"e8=Q (=)", "e8=Q", true}, // PGN promotion: its "=" is not the mark
		{"e8(Q)(=)", "e8(Q)", true},
		{"exd6 e.p. (=)", "exd6 e.p.", true},
		{"Ra8+ (=)", "Ra8+", true},
		{"0-0-0\t(=) ", "0-0-0", true},
	} {
		move, offer, err := SplitEntry(c.in)
		if err != nil || move != c.move || offer != c.offer {
			t.Errorf("SplitEntry(%q) = %q, %v, %v; want %q, %v", c.in, move, offer, err, c.move, c.offer)
		}
	}
}

// Each error names the character at fault, counted in characters.
func TestSplitEntryErrors(t *testing.T) {
	for _, c := range []struct {
		in   string
		col  int
		says string
	}{
		{"", 1, "empty"},
		{"   ", 1, "empty"},
		{"(=)", 1, "without a move"},
		{"  (=)", 3, "without a move"},
		{"Nf3 (=", 5, "not closed"},
		{"Nf3 (= )", 5, "not closed"},
		{"Кf3 (=", 5, "not closed"}, // К is two bytes, one character
		{"Nf3 (=) (=)", 9, "twice"},
		{"Nf3 (=)+", 8, "after the draw-offer mark"},
		{"Nf3 (=) Nc6", 9, "after the draw-offer mark"},
		{"Nf3 =", 5, `lone "="`},
		{"=", 1, `lone "="`},
		{"Nf3 =)", 5, `"=)" without its "("`},
	} {
		move, offer, err := SplitEntry(c.in)
		var ee *EntryError
		if !errors.As(err, &ee) {
			t.Errorf("SplitEntry(%q) = %q, %v, %v; want an EntryError", c.in, move, offer, err)
			continue
		}
		if ee.Column != c.col || !strings.Contains(ee.Msg, c.says) {
			t.Errorf("SplitEntry(%q): column %d %q; want column %d, saying %q", c.in, ee.Column, ee.Msg, c.col, c.says)
		}
	}
}

// ReadEntry reads the move in the position: in the initial position the
// knight on g1 reaches f3 (Article 3.6), Hungarian H is the knight (C.3);
// a knight cannot reach f4 from the initial position, and with knights on
// g1 and e1 "Nf3" does not say which one moves (C.10).
func TestReadEntry(t *testing.T) {
	ts := shipped(t)
	en, err := ts.Letters("en")
	if err != nil {
		t.Fatal(err)
	}
	hu, err := ts.Letters("hu")
	if err != nil {
		t.Fatal(err)
	}
	start, err := chess.ParseFEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		in    string
		l     chess.Letters
		uci   string
		offer bool
	}{
		{"Nf3 (=)", en, "g1f3", true},
		{"Hf3 (=)", hu, "g1f3", true},
		{"Hf3", hu, "g1f3", false},
		{"d4(=)", hu, "d2d4", true},
	} {
		m, offer, err := ReadEntry(start, c.in, c.l)
		if err != nil || start.UCI(m) != c.uci || offer != c.offer {
			t.Errorf("ReadEntry(%q) = %v, %v, %v; want %s, %v", c.in, m, offer, err, c.uci, c.offer)
		}
	}
	twoKnights, err := chess.ParseFEN("4k3/8/8/8/8/8/8/4N1NK w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		p  *chess.Position
		in string
		l  chess.Letters
	}{
		{start, "Nf4 (=)", en},
		{start, "Nf3 (=)", hu}, // N is no Hungarian piece letter
		{twoKnights, "Nf3 (=)", en},
		{start, "(=)", en},
	} {
		if m, offer, err := ReadEntry(c.p, c.in, c.l); err == nil {
			t.Errorf("ReadEntry(%q) in %s = %v, %v; want an error", c.in, c.p.FEN(), m, offer)
		} else if !strings.Contains(err.Error(), c.in) {
			t.Errorf("ReadEntry(%q): error %q does not name the entry", c.in, err)
		}
	}
}

// FuzzSplitEntry: any text is either an error with a column inside the
// text, or a non-empty move without the mark, and writing that move back
// with or without the mark reads the same.
func FuzzSplitEntry(f *testing.F) {
	for _, s := range []string{"Nf3 (=)", "Nf3(=)", "Hf3 (=)", "(=)", "Nf3 (=", "Nf3 =", "e8=Q (=)", "Кf3 (=) (=)", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		move, offer, err := SplitEntry(s)
		if err != nil {
			var ee *EntryError
			if !errors.As(err, &ee) {
				t.Fatalf("SplitEntry(%q): %v is not an EntryError", s, err)
			}
			if n := utf8.RuneCountInString(s); ee.Column < 1 || ee.Column > n+1 {
				t.Fatalf("SplitEntry(%q): column %d outside 1..%d", s, ee.Column, n+1)
			}
			return
		}
		if move == "" || strings.Contains(move, "(=") || move != strings.TrimSpace(move) {
			t.Fatalf("SplitEntry(%q) = %q, %v", s, move, offer)
		}
		if m2, o2, err := SplitEntry(move + " " + DrawOfferMark); err != nil || m2 != move || !o2 {
			t.Fatalf("SplitEntry(%q + mark) = %q, %v, %v", move, m2, o2, err)
		}
		if m2, o2, err := SplitEntry(move); err != nil || m2 != move || o2 {
			t.Fatalf("SplitEntry(%q) = %q, %v, %v (from %q)", move, m2, o2, err, s)
		}
	})
}
