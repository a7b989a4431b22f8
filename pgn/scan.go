// Byte-level reading for the lexer (peek, read, skipping blanks, the
// character classes) and recovery after an error (skipping the rest of a game).

package pgn

import "github.com/chessconform/chessconform/chess"

func (r *Reader) peek() (byte, bool) {
	if r.pos < r.end {
		return r.win[r.pos], true
	}
	if b := r.ahead(1); len(b) > 0 {
		return b[0], true
	}
	return 0, false
}

func (r *Reader) read() (byte, bool) {
	c, ok := r.peek()
	if !ok {
		return 0, false
	}
	r.pos++
	r.off++
	r.gameBytes++
	if c == '\n' {
		r.line++
		r.col = 0
	} else {
		r.col++
		if r.col > r.lim.MaxLine && r.longLine == 0 {
			r.longLine = r.line
		}
	}
	return c, true
}

// textChunk is the size of the memory move texts and comments are copied
// into (see moveText).
const textChunk = 4 << 10

// moveText returns b (a move text or a comment) as a string. The texts are appended to one
// strings.Builder and each string is a slice of its memory, which is never
// written again once a string covers it (the Builder only appends, and a
// full one is replaced, not reused): one allocation per few thousand bytes
// of moves instead of a string per ply, and cheaper than looking each text
// up in a table of the texts already seen.
func (r *Reader) moveText(b []byte) string {
	if r.texts.Len()+len(b) > r.texts.Cap() {
		r.texts.Reset() // the strings already made keep the old memory
		r.texts.Grow(max(textChunk, len(b)))
	}
	n := r.texts.Len()
	r.texts.Write(b)
	return r.texts.String()[n:]
}

// sanSlots is the size of the Reader's table of move texts (see sanText).
const (
	sanBits  = 11
	sanSlots = 1 << sanBits
)

// sanChunk is the size of the memory the strings of the table are made in
// (about 4,000 texts: the table is emptied once per so many new texts).
const sanChunk = 16 << 10

// sanEntry is a move text met before, with what chess reads from it.
type sanEntry struct {
	key  uint64 // the text's bytes, little-endian (texts of 1 to 8 bytes; 0: empty slot)
	text string
	san  chess.SANText
}

// sanText returns b, a move text of 1 to 8 bytes whose bytes key holds
// (little-endian, zero above), as a string, and chess.ReadSANText of it.
// Games repeat their move texts ("Nf3", "O-O", "exd5"): a table with one
// slot per hash of the key keeps the last text seen there, so that a text
// met again costs neither a copy nor a reading. The strings are shared
// between plies and games (never written again, as moveText's). They are
// made in memory of their own (sanMem), and the table is emptied when that
// memory is replaced: the table keeps at most one chunk of it alive, never
// the chunks of comments and tag values that moveText fills.
func (r *Reader) sanText(b []byte, key uint64) (string, chess.SANText) {
	if r.sans == nil {
		r.sans = new([sanSlots]sanEntry)
	}
	if r.sanMem.Len()+len(b) > r.sanMem.Cap() {
		clear(r.sans[:])
		r.sanMem.Reset() // the strings already made keep the old memory
		r.sanMem.Grow(sanChunk)
	}
	e := r.sanSlot(key)
	if e.key != key {
		n := r.sanMem.Len()
		r.sanMem.Write(b)
		e.key = key
		e.text = r.sanMem.String()[n:]
		e.san = chess.ReadSANText(e.text)
	}
	return e.text, e.san
}

// sanSlot returns the slot of the table for the key, or nil before the
// table is made.
func (r *Reader) sanSlot(key uint64) *sanEntry {
	if r.sans == nil {
		return nil
	}
	return &r.sans[sanHash(key)]
}

// sanHash is the slot of the table for the key.
func sanHash(key uint64) uint64 { return (key * 0x9E3779B97F4A7C15) >> (64 - sanBits) }

// nagList returns the list []int{nag} in memory shared by many lists: its
// capacity is its length, so that appending another NAG copies it rather
// than overwriting the next list.
func (r *Reader) nagList(nag int) []int {
	if len(r.nags) == cap(r.nags) {
		r.nags = make([]int, 0, 256)
	}
	n := len(r.nags)
	r.nags = append(r.nags, nag)
	return r.nags[n : n+1 : n+1]
}

// advance consumes k bytes of the window that hold no newline: what k
// calls of read would do.
func (r *Reader) advance(k int) {
	r.pos += k
	r.off += int64(k)
	r.gameBytes += k
	r.col += k
	if r.col > r.lim.MaxLine && r.longLine == 0 {
		r.longLine = r.line
	}
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'
}

// skipToEOL consumes the rest of the line but not the newline.
func (r *Reader) skipToEOL() {
	for {
		c, ok := r.peek()
		if !ok || c == '\n' {
			return
		}
		r.read()
	}
}

// skipBlank consumes white space and "%" escape lines.
func (r *Reader) skipBlank() {
	for {
		c, ok := r.peek()
		switch {
		case !ok:
			return
		case isSpace(c):
			r.read()
		case c == '%' && r.col == 0:
			r.skipToEOL()
		default:
			return
		}
	}
}

// tagLineAhead reports whether the input at the start of a line looks like
// a tag pair ([Name "…), i.e. the start of the next game.
func (r *Reader) tagLineAhead() bool {
	b := r.ahead(128)
	if len(b) < 2 || b[0] != '[' {
		return false
	}
	i := 1
	for i < len(b) && (b[i] == ' ' || b[i] == '\t') {
		i++
	}
	j := i
	for i < len(b) && isIdent(b[i]) {
		i++
	}
	if i == j {
		return false
	}
	for i < len(b) && (b[i] == ' ' || b[i] == '\t') {
		i++
	}
	return i < len(b) && b[i] == '"'
}

func isIdent(c byte) bool { return charClass[c]&classIdent != 0 }

// Character classes of the lexer, looked up in one table (read-only after
// initialisation) instead of a chain of comparisons per byte.
const (
	classIdent  = 1 << iota // letters, digits, _ (tag names)
	classSymbol             // a SAN move, move number or result: classIdent and + # = : - /
)

var charClass = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		b := byte(c)
		if b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == '_' {
			t[c] |= classIdent | classSymbol
		}
		switch b {
		case '+', '#', '=', ':', '-', '/':
			t[c] |= classSymbol
		}
	}
	return t
}()

// skipTags skips the rest of a tag section.
func (r *Reader) skipTags() {
	r.skipToEOL()
	for {
		r.skipBlank()
		c, ok := r.peek()
		if !ok || c != '[' {
			return
		}
		r.skipToEOL()
	}
}

// skipComment skips a brace comment whose '{' was read: to its '}', or to
// the start of a tag pair line (an unterminated comment), or to the end.
func (r *Reader) skipComment() {
	for {
		c, ok := r.peek()
		if !ok || r.col == 0 && c == '[' && r.tagLineAhead() {
			return
		}
		r.read()
		if c == '}' {
			return
		}
	}
}

// skipMovetext skips to the end of the current game's movetext: past its
// termination marker, or to a line starting with '[' (the next game).
func (r *Reader) skipMovetext() {
	for {
		c, ok := r.peek()
		if !ok {
			return
		}
		if r.col == 0 {
			if c == '[' {
				return
			}
			if c == '%' {
				r.skipToEOL()
				continue
			}
		}
		switch {
		case c == '{':
			r.read()
			r.skipComment()
		case c == ';':
			r.skipToEOL()
		case c == '*':
			r.read()
			return
		case isSymbolChar(c):
			var b [8]byte
			n := 0
			for {
				c, ok := r.peek()
				if !ok || !isSymbolChar(c) {
					break
				}
				if n < len(b) {
					b[n] = c
				}
				n++
				r.read()
			}
			if n <= len(b) && isResult(string(b[:n])) {
				return
			}
		default:
			r.read()
		}
	}
}

func isSymbolChar(c byte) bool { return charClass[c]&classSymbol != 0 }

func isResult(s string) bool { return s == "1-0" || s == "0-1" || s == "1/2-1/2" || s == "*" }
