// lexPly: lexMove's usual case through a fixed-size view of the window.

package pgn

import (
	"encoding/binary"
	"math/bits"

	"github.com/chessconform/chessconform/chess"
)

// plyRun is how many bytes lexPly looks at: blanks, dots and move
// numbers (8 bytes at most), a move of up to 7 bytes, a blank and the
// clock comment after it fit in it.
const plyRun = 40

// lexPly is lexMove for the bytes almost every ply is written in — blanks,
// dots and move numbers, a move followed by a blank, and a clock comment
// { [%clk H:MM:SS] } after it — when the window holds at least plyRun
// bytes and the line and the game have as many left before their limits:
// it reads them through a plyRun-byte array, 8 bytes at a time, and fills
// t and consumes exactly what lexMove would. Anything else (a comment, a
// result, a longer run of blanks, dots or digits, a move not followed by a
// blank, the window's or a limit's end near) it leaves to lexMove: it
// reports false and consumes nothing.
//
// bound is what plyBound returned before the bytes from there to r.pos
// were consumed by advance (no newline, no refill of the window): lexPly
// reads nothing at a position past it.
func (p *parser) lexPly(t *token, bound int) bool {
	r := p.r
	if r.pos > bound {
		return false
	}
	w := (*[plyRun]byte)(r.win[r.pos : r.pos+plyRun])
	// The blanks, dots and digits before the move, in the first 8 bytes:
	// the move starts at the first byte that is none of them (more is
	// left to lexMove).
	v := binary.LittleEndian.Uint64(w[:8])
	nd := nonDigits(v)
	stop := nd & nonzeroBytes(v^(ones*' ')) & nonzeroBytes(v^(ones*'.'))
	if stop == 0 {
		return false
	}
	i := bits.TrailingZeros64(stop) >> 3
	// Digits before it are move numbers, which lex skips as it does the
	// blanks and dots, when a blank or a dot ends them: the byte before the
	// move must not be a digit ("1-0" and "0-0" are one symbol).
	if ^nd&((stop&-stop)>>8) != 0 {
		return false
	}
	// The move: up to the blank after it, in the 8 bytes from its start.
	u := binary.LittleEndian.Uint64(w[i&7:])
	b := ^nonzeroBytes(u^(ones*' ')) & highs
	if b == 0 {
		return false
	}
	n := bits.TrailingZeros64(b) >> 3 // 1 to 7: w[i] is not a blank
	key := u & (1<<(8*n) - 1)
	var text string
	var san chess.SANText
	if e := &r.sans[sanHash(key)]; e.key == key && len(e.text) == n {
		// (sanText, inlined for a text met before: a text in the table
		// is a symbol lexMove takes for a move, and the blank ends it.
		// Its length is compared as well: a NUL byte in the input would
		// match the zero bytes above a shorter text's key.)
		text, san = e.text, e.san
	} else {
		// (A move ending in 'e' needs no test here: what could follow it
		// as an "e.p." mark is a dot, not a blank.)
		for k := i; k < i+n; k++ {
			if !isSymbolChar(w[k&15]) {
				return false
			}
		}
		text, san = r.sanText(w[i:i+n], key)
	}
	t.kind, t.text, t.san, t.hasSAN, t.nag = tSAN, text, san, true, 0
	t.line, t.col = r.line, r.col+i+1
	t.clockAfter, t.clock = 0, 0
	if d, ok := clockTail(w[(i+n+1)&15:], clockOpen); ok { // (clockReading, inlined)
		t.clockAfter, t.clock = 1+plainClockLen, d
		n += 1 + plainClockLen
	} else if w[(i+n+1)&15] == '{' {
		// A comment with an evaluation before the clock, read to the
		// window's end: a comment that takes the line or the game past its
		// limit is consumed by lex as well, and the limit is reported at
		// the next token. (The move ends plyRun-15 bytes before them.)
		at := r.pos + i + n + 1
		if text, d, c, ok := evalClock(r.win[at:r.end]); ok && c-2 <= r.lim.MaxComment {
			t.clockAfter, t.clock, t.raw = 1+c, d, text
			n += 1 + c
		}
	}
	r.advance(i + n) // (the move and its comment)
	return true
}

// plyBound returns the last position of the window at which lexPly may
// read: plyRun bytes are in the window from there, and the line and the
// game have as many left before their limits (-1: none, when a limit has
// been passed, the comment limit is below a clock comment's, or the
// shortcuts are off). Consuming bytes with advance leaves it true: the
// position, the column and the game's size grow together. It makes the
// table of move texts lexPly reads (see sanText).
func (r *Reader) plyBound() int {
	if r.slow || r.longLine != 0 || r.lim.MaxComment < plainClockLen-1 {
		return -1
	}
	if r.sans == nil {
		r.sans = new([sanSlots]sanEntry)
	}
	return min(r.end, r.pos+r.lim.MaxGame-r.gameBytes, r.pos+r.lim.MaxLine-r.col) - plyRun
}

// Byte-parallel tests on 8 bytes little-endian.
const (
	ones  = 0x0101010101010101
	highs = 0x8080808080808080
	low7  = 0x7f7f7f7f7f7f7f7f
)

// nonzeroBytes returns the high bit of every byte of x that is not zero
// (exactly: no borrow crosses from one byte to the next).
func nonzeroBytes(x uint64) uint64 { return ((x & low7) + low7 | x) & highs }

// nonDigits returns the high bit of every byte of v that is not an ASCII
// digit (exactly, as nonzeroBytes).
func nonDigits(v uint64) uint64 {
	x := v ^ (ones * '0') // a digit's byte becomes its value, 0 to 9
	return ((x & low7) + ones*(0x80-10) | x) & highs
}
