// The parser's top level: a game, its tag pairs (SetUp/FEN, Variant) and the
// size limits.

package pgn

import (
	"encoding/binary"
	"fmt"
	"math/bits"
	"strings"

	"github.com/chessconform/chessconform/chess"
)

const (
	stTags = iota
	stMovetext
	stDone
)

type parser struct {
	r      *Reader
	g      *Game
	state  int
	at     token  // the token being worked on (for errors from a panic in chess)
	fenPos [2]int // line and column of the FEN tag
	varPos [2]int // line and column of the Variant tag
	// 1 + the index in the game's tags of the first FEN and Variant tag
	// (what Game.Tag finds), 0 for none.
	fenTag, varTag int
}

func (p *parser) errAt(line, col int, err error) *Error {
	return &Error{Game: p.g.Number, Line: line, Col: col, Err: err}
}

// safeGame reads a game and turns a panic inside the chess package (a bug
// there, reached by some position) into an error for this game: one bad
// game must not take down a program reading a whole file.
func (p *parser) safeGame() (err error) {
	defer func() {
		if v := recover(); v != nil {
			p.state = stMovetext
			e := p.errAt(p.at.line, p.at.col, cause(ErrInternal, "%v", v))
			if p.at.kind == tSAN {
				e.SAN = p.at.text
			}
			err = e
		}
	}()
	return p.game()
}

func (p *parser) game() error {
	p.state = stTags
	if err := p.tags(); err != nil {
		return err
	}
	p.state = stMovetext
	if err := p.setup(); err != nil {
		return err
	}
	// The moves are made on the game's End position, which setup made a
	// copy of Start (no other copy per game).
	pos := p.g.End
	if p.r.Follow != nil {
		p.r.Follow.Start(pos)
	}
	done := false
	// The main line is read into the Reader's scratch slice and copied out
	// at its exact size (also after a panic): no regrowing per game, and no
	// large allocation for a short game. With ReuseGame the game keeps the
	// scratch slice itself (the next game overwrites it).
	reuse := p.r.ReuseGame
	plies := p.r.plies[:0]
	defer func() {
		if !done {
			// A panic in chess: End is the start position, as after an
			// error in the tag section.
			*pos = *p.g.Start
		}
		switch {
		case len(plies) == 0:
		case reuse:
			p.g.Plies = plies[:len(plies):len(plies)]
		default:
			p.g.Plies = append(make([]Ply, 0, len(plies)), plies...)
			clear(plies)
		}
		p.r.plies = plies[:0]
	}()
	err := p.line(pos, &plies, &p.g.Comment, 0, 0, p.g.Line, 1)
	done = true
	if err == nil {
		p.state = stDone
	}
	return err
}

func (p *parser) tags() error {
	r := p.r
	if r.ReuseGame && r.tags != nil {
		p.g.Tags = r.tags[:0]
	} else {
		p.g.Tags = make([]Tag, 0, 20) // Lichess writes 15 to 18
	}
	if r.ReuseGame {
		defer func() { r.tags = p.g.Tags }()
	}
	for {
		if r.pos+1 < r.end && r.win[r.pos] == '\n' && r.win[r.pos+1] == '[' {
			// The usual end of a tag pair's line, and the next pair: the
			// newline is consumed here (what skipBlank would do with it).
			r.pos++
			r.off++
			r.gameBytes++
			r.line++
			r.col = 0
		} else {
			r.skipBlank()
		}
		if r.pos < r.end && r.win[r.pos] == '[' && r.longLine == 0 && r.gameBytes <= r.lim.MaxGame && !r.slow {
			// The usual pair, [Name "value"] on its line: what the calls
			// below (limits, which has nothing to say, peek and tag)
			// would do with it.
			if name, value, n, ok := r.tagLine(); ok {
				p.addTag(name, value, r.line, r.col+1)
				r.advance(n)
				// The pairs in the plain form on the following lines,
				// each with the newline before it: what the loop would
				// do with them (the newline within the game's limit).
				for r.end-r.pos > 32 && r.win[r.pos] == '\n' && r.win[r.pos+1] == '[' && r.longLine == 0 && r.gameBytes < r.lim.MaxGame {
					name, value, n, ok := plainTagLine(r.win[r.pos+1:r.end], r.lim.MaxLine)
					if !ok {
						break
					}
					r.pos++
					r.off++
					r.gameBytes++
					r.line++
					r.col = 0
					p.addTag(name, value, r.line, 1)
					r.advance(n)
				}
				continue
			}
		}
		if err := p.limits(); err != nil {
			return err
		}
		c, ok := r.peek()
		if !ok || c != '[' {
			return nil
		}
		if err := p.tag(); err != nil {
			return err
		}
	}
}

func (r *Reader) skipLineSpace() {
	for {
		c, ok := r.peek()
		if !ok || c != ' ' && c != '\t' && c != '\r' {
			return
		}
		r.read()
	}
}

func describe(c byte, ok bool) string {
	switch {
	case !ok:
		return "the end of the input"
	case c == '\n':
		return "the end of the line"
	}
	return fmt.Sprintf("%q", string([]byte{c}))
}

// tagLine reads a whole tag pair in the window when it is the plain form
// [Name "value"] on one line (no escapes, spaces or tabs around the parts,
// within the limits): its name, its value and its length in bytes. Any
// other form, or a pair that runs past the window, is read by tag's general
// path, which also words the errors.
func (r *Reader) tagLine() (name string, value []byte, n int, ok bool) {
	w := r.win[r.pos:r.end]
	if len(w) >= 32 {
		if name, value, n, ok := plainTagLine(w, r.lim.MaxLine); ok {
			return name, value, n, true
		}
	}
	i := 1 // w[0] is '['
	for i < len(w) && isLineSpace(w[i]) {
		i++
	}
	j := i
	for i < len(w) && isIdent(w[i]) {
		i++
	}
	if i == j || i-j > 255 {
		return "", nil, 0, false
	}
	b := w[j:i]
	for i < len(w) && isLineSpace(w[i]) {
		i++
	}
	if i >= len(w) || w[i] != '"' {
		return "", nil, 0, false
	}
	i++
	j = i
	// The value, to its closing quote, 8 bytes at a time while the window
	// has them: the first quote, backslash or newline; the value ends at a
	// quote, and the general path takes an escape or the line's end.
	for i+8 <= len(w) {
		if m := quoteEscapeNewline(binary.LittleEndian.Uint64(w[i:])); m != 0 {
			i += bits.TrailingZeros64(m) >> 3
			break
		}
		i += 8
	}
	if i+8 > len(w) {
		for i < len(w) && w[i] != '"' && w[i] != '\\' && w[i] != '\n' {
			i++
		}
	}
	if i >= len(w) || w[i] != '"' || i-j >= r.lim.MaxLine {
		return "", nil, 0, false
	}
	value = w[j:i]
	i++
	for i < len(w) && isLineSpace(w[i]) {
		i++
	}
	if i >= len(w) || w[i] != ']' {
		return "", nil, 0, false
	}
	return tagName(b), value, i + 1, true
}

// plainTagLine is tagLine for the form every tag pair of a Lichess file
// has, [Name "value"]: a name of 1 to 15 bytes and one blank after it (8
// bytes at a time, and no test of the name's bytes for a name tagName
// knows), then the value. w holds at least 32 bytes from the '['; a pair
// written otherwise is left to tagLine (false).
func plainTagLine(w []byte, maxLine int) (name string, value []byte, n int, ok bool) {
	k := 0 // the blank after the name
	if b := ^nonzeroBytes(binary.LittleEndian.Uint64(w[1:9])^(ones*' ')) & highs; b != 0 {
		k = 1 + bits.TrailingZeros64(b)>>3
	} else if b := ^nonzeroBytes(binary.LittleEndian.Uint64(w[9:17])^(ones*' ')) & highs; b != 0 {
		k = 9 + bits.TrailingZeros64(b)>>3
	}
	if k < 2 || w[k+1] != '"' {
		return "", nil, 0, false
	}
	b := w[1:k]
	name, known := knownTagName(b)
	if !known {
		for _, c := range b {
			if !isIdent(c) {
				return "", nil, 0, false
			}
		}
	}
	j := k + 2
	i := j
	for i+8 <= len(w) {
		if m := quoteEscapeNewline(binary.LittleEndian.Uint64(w[i:])); m != 0 {
			i += bits.TrailingZeros64(m) >> 3
			if w[i] != '"' || i-j >= maxLine || i+1 >= len(w) || w[i+1] != ']' {
				return "", nil, 0, false
			}
			if !known {
				name = string(b)
			}
			return name, w[j:i], i + 2, true
		}
		i += 8
	}
	return "", nil, 0, false
}

// quoteEscapeNewline returns, for 8 bytes little-endian, a mask whose
// lowest set bit is the high bit of the first byte that is a '"', a '\\'
// or a '\n' (0: none). (Bits above the first such byte may be set
// wrongly: a borrow of the test moves up; only the lowest one is exact.)
func quoteEscapeNewline(v uint64) uint64 {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	q, b, n := v^(ones*'"'), v^(ones*'\\'), v^(ones*'\n')
	return ((q-ones)&^q | (b-ones)&^b | (n-ones)&^n) & highs
}

// isLineSpace reports whether c is a blank tag pairs may have around their
// parts on one line (what skipLineSpace skips).
func isLineSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\r' }

// addTag appends a tag pair to the game. Its value is copied to the
// memory of the move texts (moveText): no allocation per tag.
func (p *parser) addTag(name string, value []byte, line, col int) {
	switch name {
	case "FEN":
		p.fenPos = [2]int{line, col}
		if p.fenTag == 0 {
			p.fenTag = len(p.g.Tags) + 1
		}
	case "Variant":
		p.varPos = [2]int{line, col}
		if p.varTag == 0 {
			p.varTag = len(p.g.Tags) + 1
		}
	}
	p.g.Tags = append(p.g.Tags, Tag{Name: name, Value: p.r.moveText(value)})
}

func (p *parser) tag() error {
	r := p.r
	line, col := r.line, r.col+1
	if name, value, n, ok := r.tagLine(); ok && !r.slow {
		p.addTag(name, value, line, col)
		r.advance(n)
		return nil
	}
	r.read() // '['
	r.skipLineSpace()
	var name []byte
	for {
		c, ok := r.peek()
		if !ok || !isIdent(c) {
			break
		}
		if len(name) >= 255 {
			return p.errAt(r.line, r.col+1, cause(ErrLimit, "tag name longer than 255 characters"))
		}
		name = append(name, c)
		r.read()
	}
	if len(name) == 0 {
		c, ok := r.peek()
		return p.errAt(r.line, r.col+1, cause(ErrSyntax, "tag pair opened at column %d: want a tag name (letters, digits, _), found %s", col, describe(c, ok)))
	}
	r.skipLineSpace()
	if c, ok := r.peek(); !ok || c != '"' {
		return p.errAt(r.line, r.col+1, cause(ErrSyntax, "tag %s: want a value in double quotes, found %s", name, describe(c, ok)))
	}
	r.read()
	var val []byte
	// Fast path: the value ends on this line inside the window, without
	// escapes, within the limit. (Copied at once: reading on may refill
	// the window.)
	w := r.win[r.pos:r.end]
	k := 0
	for k < len(w) && w[k] != '"' && w[k] != '\\' && w[k] != '\n' {
		k++
	}
	fast := k < len(w) && w[k] == '"' && k < r.lim.MaxLine
	if fast {
		val = append(val, w[:k]...)
		r.advance(k + 1)
	}
	for !fast {
		c, ok := r.peek()
		if !ok || c == '\n' {
			return p.errAt(r.line, r.col+1, cause(ErrSyntax, "tag %s: value not closed by '\"' before %s", name, describe(c, ok)))
		}
		if len(val) >= r.lim.MaxLine {
			return p.errAt(r.line, r.col+1, cause(ErrLimit, "tag %s: value longer than %d bytes", name, r.lim.MaxLine))
		}
		r.read()
		if c == '"' {
			break
		}
		if c == '\\' {
			if n, ok := r.peek(); ok && (n == '"' || n == '\\') {
				r.read()
				c = n
			}
		}
		val = append(val, c)
	}
	r.skipLineSpace()
	if c, ok := r.peek(); !ok || c != ']' {
		return p.errAt(r.line, r.col+1, cause(ErrSyntax, "tag %s: want ']' after the value, found %s", name, describe(c, ok)))
	}
	r.read()
	p.addTag(tagName(name), val, line, col)
	return nil
}

// tagName returns the name as a string, without allocating for the names
// every game has (the Seven Tag Roster) and the common ones.
func tagName(b []byte) string {
	if s, ok := knownTagName(b); ok {
		return s
	}
	return string(b)
}

// knownTagName returns the name as a string if it is one of those tagName
// knows.
func knownTagName(b []byte) (string, bool) {
	switch string(b) {
	case "Event":
		return "Event", true
	case "Site":
		return "Site", true
	case "Date":
		return "Date", true
	case "Round":
		return "Round", true
	case "White":
		return "White", true
	case "Black":
		return "Black", true
	case "Result":
		return "Result", true
	case "UTCDate":
		return "UTCDate", true
	case "UTCTime":
		return "UTCTime", true
	case "WhiteElo":
		return "WhiteElo", true
	case "BlackElo":
		return "BlackElo", true
	case "WhiteRatingDiff":
		return "WhiteRatingDiff", true
	case "BlackRatingDiff":
		return "BlackRatingDiff", true
	case "ECO":
		return "ECO", true
	case "Opening":
		return "Opening", true
	case "TimeControl":
		return "TimeControl", true
	case "Termination":
		return "Termination", true
	case "FEN":
		return "FEN", true
	case "SetUp":
		return "SetUp", true
	case "Variant":
		return "Variant", true
	}
	return "", false
}

// setup builds the start position from the FEN and Variant tags. The FEN
// tag is used whenever present (SetUp "1" is what the standard asks for, but
// its absence does not make a present FEN tag meaningless).
func (p *parser) setup() error {
	chess960 := false
	if p.varTag != 0 { // (p.g.Tag("Variant"), without a search)
		v := p.g.Tags[p.varTag-1].Value
		switch strings.ToLower(strings.ReplaceAll(strings.ReplaceAll(v, " ", ""), "-", "")) {
		case "", "standard", "fromposition":
		case "chess960", "fischerandom", "fischerrandom", "frc", "960":
			chess960 = true
		default:
			return p.errAt(p.varPos[0], p.varPos[1], cause(ErrSetUp, "variant %q is not supported (standard chess and Chess960 only)", v))
		}
	}
	var start *chess.Position
	if p.fenTag != 0 {
		pos, err := chess.ParseFEN(p.g.Tags[p.fenTag-1].Value)
		if err != nil {
			return p.errAt(p.fenPos[0], p.fenPos[1], &causeError{ErrSetUp, err})
		}
		start = pos
	} else {
		if p.r.startPos == nil {
			p.r.startPos = chess.StartPosition()
		}
		start = p.r.newPos(0)
		*start = *p.r.startPos // a copy: building it parses a FEN
	}
	if chess960 {
		start.SetChess960(true)
	}
	p.g.Start = start
	end := p.r.newPos(1)
	*end = *start
	p.g.End = end
	return nil
}

// newPos returns memory for the game's Start (i = 0) or End (i = 1)
// position: new, or with ReuseGame the previous game's.
func (r *Reader) newPos(i int) *chess.Position {
	if !r.ReuseGame {
		return new(chess.Position)
	}
	if r.spare[i] == nil {
		r.spare[i] = new(chess.Position)
	}
	return r.spare[i]
}

func (p *parser) limits() error {
	r := p.r
	if r.longLine != 0 {
		l := r.longLine
		r.longLine = 0
		return p.errAt(l, r.lim.MaxLine+1, cause(ErrLimit, "line %d is longer than %d bytes", l, r.lim.MaxLine))
	}
	if r.gameBytes > r.lim.MaxGame {
		return p.errAt(r.line, r.col+1, cause(ErrLimit, "game is longer than %d bytes", r.lim.MaxGame))
	}
	return nil
}
