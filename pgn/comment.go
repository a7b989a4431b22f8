// Brace and semicolon comments, [%clk]/[%emt] inside them, and the
// accumulation of several comments after one move.

package pgn

import (
	"bytes"
	"encoding/binary"
	"time"
)

// braceComment returns the comment's text, collapsed, in r.buf or in the
// window (valid until the next token is read).
func (p *parser) braceComment(line, col int) ([]byte, error) {
	r := p.r
	buf := r.buf[:0]
	defer func() { r.buf = buf[:0] }()
	// Fast path: the comment ends on this line, inside the window, within
	// the limits (no line start, so no tag pair, can occur inside it).
	w := r.win[r.pos:r.end]
	if k := bytes.IndexByte(w, '}'); k >= 0 && k <= r.lim.MaxComment && bytes.IndexByte(w[:k], '\n') < 0 {
		if c, ok := collapsed(w[:k]); ok {
			// Already collapsed (as "{ [%clk 0:03:00] }" is): the text is
			// returned from the window itself, which stays as it is until
			// the next token is read.
			r.advance(k + 1)
			return c, nil
		}
		for _, c := range w[:k] {
			buf = appendCollapsed(buf, c)
		}
		r.advance(k + 1)
		return bytes.TrimRight(buf, " "), nil
	}
	n := 0
	for {
		c, ok := r.peek()
		if !ok {
			p.state = stDone
			return nil, p.errAt(line, col, cause(ErrUnterminatedComment, "the comment opened here is not closed by '}' before the end of the input"))
		}
		if r.col == 0 && c == '[' && r.tagLineAhead() {
			p.state = stDone
			return nil, p.errAt(line, col, cause(ErrUnterminatedComment, "the comment opened here is not closed by '}' before the tag pair on line %d", r.line))
		}
		r.read()
		if c == '}' {
			return bytes.TrimRight(buf, " "), nil
		}
		n++
		if n > r.lim.MaxComment {
			r.skipComment()
			return nil, p.errAt(line, col, cause(ErrLimit, "comment longer than %d bytes", r.lim.MaxComment))
		}
		buf = appendCollapsed(buf, c)
	}
}

// clockComment reads, at a '{', a comment that is one clock and nothing
// else, { [%clk H:MM:SS] } as Lichess writes one after every move, when the
// whole of it is in the window: its text without the braces and the spaces
// around it ("[%clk H:MM:SS]"), the reading, and the comment's length in
// bytes. It reads exactly what braceComment and extractClocks read from
// such a comment; anything else (other spacing, another clock form, a
// comment that runs past the window) is left to them.
func (r *Reader) clockComment() (text []byte, d time.Duration, n int, ok bool) {
	return clockComment(r.win[r.pos:r.end], r.lim.MaxComment)
}

// clockComment is Reader.clockComment on w (from the '{') with the comment
// limit maxComment.
func clockComment(w []byte, maxComment int) (text []byte, d time.Duration, n int, ok bool) {
	if text, d, ok := plainClock(w); ok && plainClockLen-1 <= maxComment {
		return text, d, plainClockLen, true
	}
	return clockCommentGeneral(w, maxComment)
}

// clockCommentGeneral is clockComment without plainClock.
func clockCommentGeneral(w []byte, maxComment int) (text []byte, d time.Duration, n int, ok bool) {
	i := 1 // w[0] is '{'
	for i < len(w) && w[i] == ' ' {
		i++
	}
	const prefix = "[%clk "
	const clockLen = 7 // H:MM:SS
	j := i + len(prefix) + clockLen
	if j >= len(w) || string(w[i:i+len(prefix)]) != prefix || w[j] != ']' {
		return nil, 0, 0, false
	}
	c := w[i+len(prefix) : j]
	if !(c[1] == ':' && c[4] == ':' && isDigit(c[0]) && c[2] >= '0' && c[2] <= '5' && isDigit(c[3]) &&
		c[5] >= '0' && c[5] <= '5' && isDigit(c[6])) {
		return nil, 0, 0, false
	}
	k := j + 1
	for k < len(w) && w[k] == ' ' {
		k++
	}
	if k >= len(w) || w[k] != '}' || k > maxComment {
		return nil, 0, 0, false
	}
	d = time.Duration(c[0]-'0')*time.Hour +
		time.Duration((c[2]-'0')*10+c[3]-'0')*time.Minute +
		time.Duration((c[5]-'0')*10+c[6]-'0')*time.Second
	return w[i : j+1], d, k + 1, true
}

// plainClockLen is the length of "{ [%clk H:MM:SS] }".
const plainClockLen = 18

// The bytes of "{ [%clk H:MM:SS] }" little-endian: the first 8, the last
// 2, and "0:00:00]", what the 8 between them are with every digit 0.
const (
	clockOpen  = 0x206b6c63255b207b // "{ [%clk "
	clockClose = 0x7d20             // " }"
	clockZero  = 0x5d30303a30303a30 // "0:00:00]"
)

// plainClock reads a clock comment written exactly as Lichess writes it,
// "{ [%clk H:MM:SS] }", at the start of w: the text without the braces and
// the spaces around it, and the reading. It is clockComment's usual case,
// tested with fewer instructions (the comment's length, plainClockLen, is
// for the caller to check against the comment limit).
func plainClock(w []byte) (text []byte, d time.Duration, ok bool) {
	if len(w) < plainClockLen {
		return nil, 0, false
	}
	if d, ok = clockReading(w); !ok {
		return nil, 0, false
	}
	return w[2:16], d, true
}

// clockReading is plainClock's test and reading of w, which holds at
// least plainClockLen bytes.
func clockReading(w []byte) (time.Duration, bool) {
	return clockTail(w, clockOpen)
}

// clockTail is clockReading with the first 8 bytes given: "{ [%clk " for
// a clock comment, "] [%clk " for the clock after an evaluation (see
// evalClock).
func clockTail(w []byte, open uint64) (time.Duration, bool) {
	w = w[:plainClockLen]
	// "H:MM:SS]" xor "0:00:00]": the separators 0, and each digit's value
	// in its byte, at most 9 (5 for the tens of minutes and seconds:
	// adding 6 or 10 to it carries into the high nibble otherwise).
	const (
		notLow = 0xFFF0F0FFF0F0FFF0 // the separators' bytes and the digits' high nibbles
		carry  = 0x00060A00060A0006 // + 6 for 0-9, + 10 for 0-5
	)
	x := binary.LittleEndian.Uint64(w[8:16]) ^ clockZero
	if binary.LittleEndian.Uint64(w) != open || binary.LittleEndian.Uint16(w[16:]) != clockClose ||
		x&notLow|(x+carry)&0xF0F0F0F0F0F0F0F0 != 0 {
		return 0, false
	}
	// x is the digits H, M, M, S, S in bytes 0, 2, 3, 5, 6 (0 in the
	// others). Each byte plus 10 times the next: 10·H, the minutes and the
	// seconds in bytes 0, 2 and 5; then one product adds 360, 60 and 1
	// times them in bits 40 to 55 (nothing below carries into bit 40, and
	// what lands above is masked off).
	y := (x*10 + x>>8) & 0x0000FF0000FF00FF
	secs := y * (360<<40 + 60<<24 + 1) >> 40 & 0xFFFF
	return time.Duration(secs) * time.Second, true
}

// evalPrefix is how Lichess starts the comment of a move of an analysed
// game: "{ [%eval 0.17] [%clk 0:00:59] }".
const evalPrefix = "{ [%eval "

// evalClock reads, at the start of w, a comment written exactly as Lichess
// writes one after a move of an analysed game, "{ [%eval E] [%clk H:MM:SS] }"
// with an evaluation E none of whose bytes is white space, a bracket or
// a '}': the comment's text once its clock is taken out
// ("[%eval E]"), the clock's reading, and the comment's length. It is what
// braceComment and extractClocks make of such a comment (collapsed, it is
// what it was; extractClocks' second fast path takes it). Anything else is
// left to them.
func evalClock(w []byte) (text []byte, d time.Duration, n int, ok bool) {
	const e0 = len(evalPrefix)
	if len(w) < e0+1+plainClockLen || string(w[:e0]) != evalPrefix {
		return nil, 0, 0, false
	}
	j := e0
	for ; j < len(w); j++ {
		if c := w[j]; c <= ' ' || c == '[' || c == ']' || c == '}' {
			break
		}
	}
	if len(w)-j < plainClockLen {
		return nil, 0, 0, false
	}
	// The rest is a clock comment with "] " in place of "{ ".
	if d, ok = clockTail(w[j:], clockOpen^('{'^']')); !ok {
		return nil, 0, 0, false
	}
	return w[2 : j+1], d, j + plainClockLen, true
}

func (p *parser) lineComment(line, col int) ([]byte, error) {
	r := p.r
	buf := r.buf[:0]
	defer func() { r.buf = buf[:0] }()
	n := 0
	for {
		c, ok := r.peek()
		if !ok || c == '\n' {
			return bytes.TrimRight(buf, " "), nil
		}
		r.read()
		n++
		if n > r.lim.MaxComment {
			r.skipToEOL()
			return nil, p.errAt(line, col, cause(ErrLimit, "comment longer than %d bytes", r.lim.MaxComment))
		}
		buf = appendCollapsed(buf, c)
	}
}

// commentAcc joins the comments that follow one move (or precede the first).
type commentAcc struct {
	dst *string
	buf []byte
	r   *Reader // whose memory the text goes to (moveText)
}

func (c *commentAcc) add(text []byte, limit int) error {
	if len(text) == 0 {
		return nil
	}
	if len(c.buf)+1+len(text) > limit {
		return cause(ErrLimit, "comments on one move longer than %d bytes", limit)
	}
	if len(c.buf) > 0 {
		c.buf = append(c.buf, ' ')
	}
	c.buf = append(c.buf, text...)
	return nil
}

// flush stores the collected text; dst must still point at its ply.
func (c *commentAcc) flush() {
	if len(c.buf) > 0 && c.dst != nil {
		if *c.dst != "" {
			*c.dst += " " + string(c.buf)
		} else {
			*c.dst = c.r.moveText(c.buf)
		}
	}
	c.buf = c.buf[:0]
}
