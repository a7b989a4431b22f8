// The lexer: tokens, SAN symbols and their !/? suffixes, termination markers.

package pgn

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math/bits"
	"time"
	"unicode/utf8"

	"github.com/chessconform/chessconform/chess"
)

type tokKind uint8

const (
	tEOF tokKind = iota
	tNewGame
	tNumber // a move number (or anything else that carries no information)
	tSAN
	tSuffix
	tNAG
	tComment
	tOpen
	tClose
	tResult
	tClock // a comment that is one [%clk H:MM:SS] command: raw is its text, clock its reading
)

type token struct {
	kind      tokKind
	text      string
	raw       []byte // a comment's text; valid until the next token is read
	nag       int
	clock     time.Duration
	line, col int
	san       chess.SANText // chess.ReadSANText(text) of a tSAN, when hasSAN
	hasSAN    bool
	// clockAfter, for a tSAN from lexMove or lexPly, is the length of a
	// blank and a clock comment { [%clk H:MM:SS] } right after the move,
	// consumed with it (0 for none); clock is its reading, which the
	// parser gives the ply once the move is made, as if lex had read the
	// comment as the next token. (Consumed early: after an error in the
	// move, the recovery skips the rest of the game's movetext, comments
	// included, from either side of it.) From lexPly, a longer one is a
	// comment with an evaluation and a clock (see evalClock), and raw is
	// its text without the clock.
	clockAfter int
}

const maxSymbol = 32

var suffixNAGs = map[string]int{"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}

// suffix reads a run of ! and ? and returns its NAG; move is the move it
// follows ("" for none), for the error message.
func (p *parser) suffix(move string) (int, error) {
	r := p.r
	line, col := r.line, r.col+1
	var b [3]byte
	n := 0
	for {
		c, ok := r.peek()
		if !ok || c != '!' && c != '?' {
			break
		}
		if n < len(b) {
			b[n] = c
		}
		n++
		r.read()
	}
	if n == 0 {
		return 0, nil
	}
	if nag, ok := suffixNAGs[string(b[:min(n, 3)])]; ok && n <= 2 {
		return nag, nil
	}
	after := ""
	if move != "" {
		after = " after " + move
	}
	return 0, p.errAt(line, col, cause(ErrSyntax, "unknown annotation %q%s (want !, ?, !!, ??, !? or ?!)", string(b[:min(n, 3)]), after))
}

func (p *parser) lex(t *token) error {
	r := p.r
	for {
		if r.longLine != 0 || r.gameBytes > r.lim.MaxGame {
			if err := p.limits(); err != nil {
				return err
			}
		}
		var c byte
		ok := r.pos < r.end // (peek, inlined for the usual case)
		if ok {
			c = r.win[r.pos]
		} else {
			c, ok = r.peek()
		}
		if ok && (c == ' ' || c == '.') {
			// Runs of blanks and dots on one line: consumed at once.
			k := 1
			for w := r.win[r.pos:r.end]; k < len(w) && (w[k] == ' ' || w[k] == '.'); k++ {
			}
			r.advance(k)
			continue
		}
		*t = token{line: r.line, col: r.col + 1}
		if !ok {
			return nil // tEOF
		}
		if r.col == 0 {
			if c == '[' {
				t.kind = tNewGame
				return nil
			}
			if c == '%' {
				r.skipToEOL()
				continue
			}
		}
		switch {
		case isSpace(c):
			r.read()
		case c == '{':
			if text, d, n, ok := r.clockComment(); ok && !r.slow {
				r.advance(n)
				t.kind, t.raw, t.clock = tClock, text, d
				return nil
			}
			r.read()
			text, err := p.braceComment(t.line, t.col)
			t.kind, t.raw = tComment, text
			return err
		case c == ';':
			r.read()
			text, err := p.lineComment(t.line, t.col)
			t.kind, t.raw = tComment, text
			return err
		case c == '(':
			r.read()
			t.kind = tOpen
			return nil
		case c == ')':
			r.read()
			t.kind = tClose
			return nil
		case c == '*':
			r.read()
			t.kind, t.text = tResult, "*"
			return nil
		case c == '$':
			r.read()
			n, digits := 0, 0
			for {
				d, ok := r.peek()
				if !ok || d < '0' || d > '9' {
					break
				}
				r.read()
				digits++
				if n <= 255 {
					n = n*10 + int(d-'0')
				}
			}
			if digits == 0 || n > 255 {
				return p.errAt(t.line, t.col, cause(ErrSyntax, "a NAG is $ followed by a number 0..255"))
			}
			t.kind, t.nag = tNAG, n
			return nil
		case c == '!' || c == '?':
			nag, err := p.suffix("")
			t.kind, t.nag = tSuffix, nag
			return err
		case isSymbolChar(c):
			if err := p.symbol(t); err != nil || t.kind != tNumber {
				return err
			}
			// A move number carries nothing the parser uses: read on.
		default:
			b := r.ahead(utf8.UTFMax)
			ru, size := utf8.DecodeRune(b)
			for i := 0; i < max(size, 1); i++ {
				r.read()
			}
			what := fmt.Sprintf("%q", string(b[:max(size, 1)]))
			if ru != utf8.RuneError {
				what = fmt.Sprintf("%q", ru)
			}
			return p.errAt(t.line, t.col, cause(ErrSyntax, "unexpected character %s in the movetext", what))
		}
	}
}

// lexMove is lex's shortcut for the tokens almost all of a game's movetext
// is made of: on the current line and inside the window, it reads blanks
// and dots, an optional move number with the dots and blanks after it, and
// then a move (a symbol of 1 to 8 bytes that starts with a letter, does not
// end in 'e' and is followed by a byte that is neither part of it nor ! or
// ?) or a comment that is one clock ({ [%clk H:MM:SS] }, see clockComment).
// It fills t with that token exactly as lex would, consumes what lex would
// consume, and reports true. Anything else, and anything that would take
// the line or the game past its limit, it leaves to lex: it reports false
// and consumes nothing.
func (p *parser) lexMove(t *token) bool {
	r := p.r
	if r.longLine != 0 || r.gameBytes > r.lim.MaxGame {
		return false
	}
	w := r.win[r.pos:r.end]
	i := 0
	for i < len(w) && (w[i] == ' ' || w[i] == '.') {
		i++
	}
	if i < len(w) && isDigit(w[i]) {
		// A move number: lex skips it and the dots and blanks after it.
		j := i + 1
		for j < len(w) && isDigit(w[j]) {
			j++
		}
		if j >= len(w) || j-i > maxSymbol || isSymbolChar(w[j]) {
			return false // a result, a longer symbol ("0-0", "1e4"), or the window's end
		}
		// "1. " and "1... ", as almost every move number is written,
		// skipped at once; the loop below skips the rest (or any other
		// run of dots and blanks).
		if j+4 < len(w) && w[j] == '.' {
			if w[j+1] == ' ' {
				j += 2
			} else if w[j+1] == '.' && w[j+2] == '.' && w[j+3] == ' ' {
				j += 4
			}
		}
		for j < len(w) && (w[j] == ' ' || w[j] == '.') {
			j++
		}
		i = j
	}
	if i >= len(w) {
		return false
	}
	// The most this may consume without passing a limit (advance would
	// note a line longer than MaxLine; lex checks the game's size).
	room := min(r.lim.MaxLine-r.col, r.lim.MaxGame-r.gameBytes)
	if c := w[i]; c == '{' {
		if text, d, n, ok := clockComment(w[i:], r.lim.MaxComment); ok {
			if i+n > room {
				return false
			}
			*t = token{kind: tClock, raw: text, clock: d, line: r.line, col: r.col + i + 1}
			r.advance(i + n)
			return true
		}
		// Another comment, when braceComment would return it from the
		// window as it is: on this line, already collapsed.
		b := w[i+1:]
		k := bytes.IndexByte(b, '}')
		if k < 0 || k > r.lim.MaxComment || i+k+2 > room || bytes.IndexByte(b[:k], '\n') >= 0 {
			return false
		}
		text, ok := collapsed(b[:k])
		if !ok {
			return false
		}
		*t = token{kind: tComment, raw: text, line: r.line, col: r.col + i + 1}
		r.advance(i + k + 2)
		return true
	} else if !isSymbolChar(c) || isDigit(c) {
		return false
	}
	k := i + 1
	for k < len(w) && isSymbolChar(w[k]) {
		k++
	}
	if k >= len(w) || k-i > 8 || k > room || w[k-1] == 'e' || w[k] == '!' || w[k] == '?' || len(w)-i < 8 {
		return false
	}
	// The symbol's bytes (see sanText): 8 bytes from the window, those
	// after the symbol masked off.
	key := binary.LittleEndian.Uint64(w[i:]) & (^uint64(0) >> (64 - 8*(k-i)))
	var text string
	var san chess.SANText
	if e := r.sanSlot(key); e != nil && e.key == key {
		text, san = e.text, e.san // (sanText, inlined for a text met before)
	} else {
		text, san = r.sanText(w[i:k], key)
	}
	// The fields of a tSAN token (set one by one: cheaper than writing
	// the whole token; raw is not read for a move).
	t.kind, t.text, t.san, t.hasSAN, t.nag = tSAN, text, san, true, 0
	t.line, t.col = r.line, r.col+i+1
	t.clockAfter, t.clock = 0, 0
	if w[k] == ' ' && k+1+plainClockLen <= min(room, len(w)) && plainClockLen-1 <= r.lim.MaxComment {
		if d, ok := clockReading(w[k+1:]); ok {
			t.clockAfter, t.clock = 1+plainClockLen, d
			k += 1 + plainClockLen
		}
	}
	r.advance(k) // (the move and its clock)
	return true
}

func (p *parser) symbol(t *token) error {
	r := p.r
	digits := true
	// Fast path: the whole symbol is in the window and followed by another
	// character there.
	w := r.win[r.pos:r.end]
	k := 0
	var key uint64 // the first 8 bytes of the symbol (see sanText)
	for k < len(w) && k <= maxSymbol && isSymbolChar(w[k]) {
		digits = digits && isDigit(w[k])
		if k < 8 {
			key |= uint64(w[k]) << (8 * k)
		}
		k++
	}
	if fast := k < len(w) && k <= maxSymbol; fast && !r.slow {
		if digits {
			// A move number. The dots and blanks after it (1. or 1...) are
			// what lex skips next once the limits are checked: skipped here.
			r.advance(k)
			if r.longLine == 0 && r.gameBytes <= r.lim.MaxGame {
				j := k
				for j < len(w) && (w[j] == '.' || w[j] == ' ') {
					j++
				}
				r.advance(j - k)
			}
			t.kind = tNumber
			return nil
		}
		if w[k-1] != 'e' { // (else the "e.p." check below)
			sym := w[:k]
			r.advance(k)
			if text, ok := result(sym); ok {
				t.kind, t.text = tResult, text
				return nil
			}
			// The string is made before suffix reads on (and may refill the window).
			var text string
			if k <= 8 {
				text, t.san = r.sanText(sym, key)
				t.hasSAN = true
			} else {
				text = r.moveText(sym)
			}
			t.kind, t.text = tSAN, text
			if c := w[k]; c != '!' && c != '?' {
				return nil // no suffix (w[k] is the byte after the symbol)
			}
			nag, err := p.suffix(text)
			t.nag = nag
			return err
		}
	}
	return p.symbolGeneral(t, k)
}

// symbolGeneral is symbol's general path; k is the length of the symbol
// found in the window.
func (p *parser) symbolGeneral(t *token, k int) error {
	r := p.r
	w := r.win[r.pos:r.end]
	var b [maxSymbol]byte
	n := 0
	digits := true
	fast := k < len(w) && k <= maxSymbol
	if fast {
		n = copy(b[:], w[:k])
		for _, c := range b[:n] {
			digits = digits && c >= '0' && c <= '9'
		}
		r.advance(k)
	}
	for !fast {
		c, ok := r.peek()
		if !ok || !isSymbolChar(c) {
			break
		}
		if n == maxSymbol {
			for {
				c, ok := r.peek()
				if !ok || !isSymbolChar(c) {
					break
				}
				r.read()
			}
			return p.errAt(t.line, t.col, cause(ErrSyntax, "%q…: a move or token longer than %d characters", string(b[:16]), maxSymbol))
		}
		b[n] = c
		n++
		r.read()
		digits = digits && c >= '0' && c <= '9'
	}
	if digits {
		// A move number: the dots after it (1. or 1...) are skipped as white space.
		t.kind = tNumber
		return nil
	}
	if b[n-1] == 'e' {
		// "exf6e.p." or "exf6 e.p.": Appendix C's optional en-passant mark,
		// which no SAN move ends with otherwise; dropped.
		if ep := r.ahead(3); string(ep) == ".p." {
			r.read()
			r.read()
			r.read()
			n--
			if n == 0 {
				t.kind = tNumber // nothing left: skip it like a move number
				return nil
			}
		}
	}
	if text, ok := result(b[:n]); ok {
		t.kind, t.text = tResult, text
		return nil
	}
	text := r.moveText(b[:n])
	nag, err := p.suffix(text)
	t.kind, t.text, t.nag = tSAN, text, nag
	return err
}

// result returns b as a termination marker, if it is one, without allocating.
func result(b []byte) (string, bool) {
	switch string(b) {
	case "1-0":
		return "1-0", true
	case "0-1":
		return "0-1", true
	case "1/2-1/2":
		return "1/2-1/2", true
	case "*":
		return "*", true
	}
	return "", false
}

// appendCollapsed appends c to buf, turning runs of white space into one space.
func appendCollapsed(buf []byte, c byte) []byte {
	if isSpace(c) {
		if len(buf) == 0 || buf[len(buf)-1] == ' ' {
			return buf
		}
		c = ' '
	}
	return append(buf, c)
}

// collapsed returns b without its leading and trailing spaces when what is
// left is already in collapsed form (single spaces, no other white space):
// the text appendCollapsed and TrimRight would build from b.
func collapsed(b []byte) ([]byte, bool) {
	i, j := 0, len(b)
	for i < j && b[i] == ' ' {
		i++
	}
	for j > i && b[j-1] == ' ' {
		j--
	}
	x := i
	// 8 bytes at a time: only the bytes up to ' ' are looked at.
	for ; x+8 <= j; x += 8 {
		v := binary.LittleEndian.Uint64(b[x:])
		for m := ^((v&low7 + ones*(0x80-'!')) | v) & highs; m != 0; m &= m - 1 {
			if !collapsedAt(b, x+bits.TrailingZeros64(m)>>3) {
				return nil, false
			}
		}
	}
	for ; x < j; x++ {
		if b[x] > ' ' {
			continue // (the usual byte: one comparison)
		}
		if !collapsedAt(b, x) {
			return nil, false
		}
	}
	return b[i:j], true
}

// collapsedAt is collapsed's test of b[x], a byte up to ' ' before the
// trimmed text's last byte: a single space, or a byte white space does
// not include.
func collapsedAt(b []byte, x int) bool {
	switch b[x] {
	case ' ':
		return b[x+1] != ' ' // x+1 < j: b[j-1] is not a space
	case '\t', '\r', '\n', '\v', '\f':
		return false
	}
	return true
}
