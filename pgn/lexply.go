// lexPly: lexMove's usual case through a fixed-size view of the window.

package pgn

import (
	"encoding/binary"
	"math/bits"

	"github.com/chessconform/chessconform/chess"
)

// plyRun is how many bytes lexPly looks at: a move number, a move of up to
// 8 bytes and the clock comment after it fit in it with room to spare.
const plyRun = 64

// lexPly is lexMove for the bytes almost every ply is written in — an
// optional move number with its dots, a move, and a clock comment
// { [%clk H:MM:SS] } after it — when the window holds at least plyRun
// bytes and the line and the game have as many left before their limits:
// it reads them through a plyRun-byte array (every index masked to it: the
// mask is a no-op on the bounded values, and spares the bounds tests), and
// fills t and consumes exactly what lexMove would. Anything else
// (a comment, a result, a long run of blanks or digits, the window's or a
// limit's end near) it leaves to lexMove: it reports false and consumes
// nothing.
func (p *parser) lexPly(t *token) bool {
	r := p.r
	if r.end-r.pos < plyRun || r.longLine != 0 || r.gameBytes > r.lim.MaxGame-plyRun ||
		r.col > r.lim.MaxLine-plyRun || r.lim.MaxComment < plainClockLen-1 {
		return false
	}
	w := (*[plyRun]byte)(r.win[r.pos : r.pos+plyRun])
	// The blanks and dots before the token, 8 bytes at once (more is
	// left to lexMove).
	v := binary.LittleEndian.Uint64(w[:8])
	m := nonzeroBytes(v^(ones*' ')) & nonzeroBytes(v^(ones*'.'))
	if m == 0 {
		return false
	}
	i := bits.TrailingZeros64(m) >> 3
	// A move number (as lexMove reads one): its digits, 8 bytes at once;
	// then "1. " and "1... " at once, and any run of dots and blanks.
	d := bits.TrailingZeros64(nonDigits(binary.LittleEndian.Uint64(w[i&7:]))) >> 3
	if d == 8 {
		return false
	}
	if d > 0 {
		j := i + d // at most 14
		if isSymbolChar(w[j&15]) {
			return false
		}
		if w[j&15] == '.' {
			if w[(j+1)&31] == ' ' {
				j += 2
			} else if w[(j+1)&31] == '.' && w[(j+2)&31] == '.' && w[(j+3)&31] == ' ' {
				j += 4
			}
		}
		for ; j < 32 && (w[j&63] == ' ' || w[j&63] == '.'); j++ {
		}
		if j == 32 {
			return false
		}
		i = j
	}
	if c := w[i&31]; !isSymbolChar(c) || isDigit(c) {
		return false
	}
	k := i + 1
	for ; k < i+9 && isSymbolChar(w[k&63]); k++ {
	}
	n := k - i
	if n > 8 || w[(k-1)&63] == 'e' || w[k&63] == '!' || w[k&63] == '?' {
		return false
	}
	// The move's bytes (see sanText).
	key := binary.LittleEndian.Uint64(w[i&31:]) & (^uint64(0) >> (64 - 8*n))
	var text string
	var san chess.SANText
	if e := r.sanSlot(key); e != nil && e.key == key {
		text, san = e.text, e.san // (sanText, inlined for a text met before)
	} else {
		text, san = r.sanText(w[i:k], key)
	}
	t.kind, t.text, t.san, t.hasSAN, t.nag = tSAN, text, san, true, 0
	t.line, t.col = r.line, r.col+i+1
	t.clockAfter, t.clock = 0, 0
	if w[k&63] == ' ' {
		if d, ok := clockReading(w[(k+1)&63:]); ok {
			t.clockAfter, t.clock = 1+plainClockLen, d
		}
	}
	r.advance(k)
	return true
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
