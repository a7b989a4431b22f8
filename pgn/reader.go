package pgn

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/chessconform/chessconform/chess"
)

// Reader reads games from a PGN stream, one per call to Next.
type Reader struct {
	// Limits may be changed before the first call to Next; zero fields mean the defaults.
	Limits Limits
	// ReuseGame lets Next read a game into memory of the game the previous
	// call returned: the Game itself, its Plies and Tags slices and the
	// Start and End positions are overwritten (as encoding/csv's
	// ReuseRecord does with records), which spares most of the allocation
	// per game. For a caller that is done with each game before it asks for
	// the next. Strings (tag values, move texts, comments) and NAG lists are
	// never overwritten.
	ReuseGame bool

	// Follow, when not nil, follows the main line of each game as it is
	// read, e.g. a laws.Replay judging it: its Start gets the start
	// position, and each move of the main line is made by its Make in place
	// of chess.Position.Make (it must make the move exactly as that does).
	// Variations are made without it.
	Follow Follower

	// slow turns off the lexer's shortcuts (clockComment, the direct
	// reading of move numbers), so that a test can compare both paths.
	slow bool

	rd        io.Reader
	win       []byte // input window: win[pos:end] is read but not yet consumed
	pos, end  int
	eof       bool // rd has no more bytes (io.EOF or another error)
	lim       Limits
	line, col int   // line of the next byte (1-based), bytes already read on that line
	off       int64 // bytes read so far
	ioErr     error // sticky error of the underlying reader
	games     int
	gameBytes int // bytes read since the current game started
	longLine  int // a line over the limit seen in this game (its number), or 0
	bomDone   bool
	buf       []byte             // scratch for comments
	clkBuf    []byte             // scratch for a comment without its clocks
	texts     strings.Builder    // memory of the move texts (see moveText)
	game      *Game              // the Game for ReuseGame
	tags      []Tag              // the Tags slice for ReuseGame
	nags      []int              // memory of the NAG lists (see line)
	tagVals   []byte             // scratch: the tag values of the game being read
	tagEnds   []int              // scratch: where each of them ends in tagVals
	startPos  *chess.Position    // the initial position, built once
	plies     []Ply              // scratch for a game's main line
	spare     [2]*chess.Position // Start and End positions for ReuseGame
}

// Follower follows the main line of the games a Reader reads (see Reader.Follow).
type Follower interface {
	Start(p *chess.Position)
	Make(p *chess.Position, m chess.Move) chess.Undo
}

// NewReader returns a Reader over r with DefaultLimits.
func NewReader(r io.Reader) *Reader {
	return &Reader{Limits: DefaultLimits(), rd: r, win: make([]byte, 64<<10), line: 1}
}

// ahead returns up to n unconsumed bytes (fewer only at the end of the input).
// The lexer works on this window directly instead of reading byte by byte
// through a bufio.Reader: that was a large share of the reading time.
func (r *Reader) ahead(n int) []byte {
	if r.end-r.pos < n && !r.eof {
		r.fill(n)
	}
	return r.win[r.pos:min(r.end, r.pos+n)]
}

// fill reads until n bytes are unconsumed or the input ends.
func (r *Reader) fill(n int) {
	if r.pos > 0 {
		r.end = copy(r.win, r.win[r.pos:r.end])
		r.pos = 0
	}
	for empty := 0; r.end < n && !r.eof; {
		k, err := r.rd.Read(r.win[r.end:])
		if k < 0 || k > len(r.win)-r.end {
			k, err = 0, errors.New("invalid count from Read")
		}
		r.end += k
		switch {
		case err != nil:
			r.eof = true
			if err != io.EOF && r.ioErr == nil {
				r.ioErr = err
			}
		case k == 0:
			if empty++; empty >= 100 {
				r.eof = true
				if r.ioErr == nil {
					r.ioErr = io.ErrNoProgress
				}
			}
		}
	}
}

// Next reads the next game. It returns io.EOF when the input has no more
// games. A problem with one game is an *Error returned together with what
// was read of that game (tags, the plies before the bad one; Start and End
// are nil when the error is in the tag section); the following call to Next
// reads the next game. An error of the underlying reader ends
// the stream: it is returned from then on.
func (r *Reader) Next() (*Game, error) {
	r.lim = r.Limits.orDefault()
	if !r.bomDone {
		r.bomDone = true
		if b := r.ahead(3); bytes.Equal(b, []byte("\xef\xbb\xbf")) {
			r.pos += 3
			r.off += 3
		}
	}
	r.skipBlank()
	if _, ok := r.peek(); !ok {
		if r.ioErr != nil {
			return nil, fmt.Errorf("pgn: line %d: %w", r.line, r.ioErr)
		}
		return nil, io.EOF
	}
	r.games++
	r.gameBytes, r.longLine = 0, 0
	before := r.off
	g := &Game{}
	if r.ReuseGame {
		if r.game == nil {
			r.game = new(Game)
		}
		g = r.game
		*g = Game{}
	}
	g.Number, g.Line = r.games, r.line
	p := &parser{r: r, g: g}
	err := p.safeGame()
	if err == nil {
		return p.g, nil
	}
	switch p.state {
	case stTags:
		r.skipTags()
		r.skipMovetext()
	case stMovetext:
		r.skipMovetext()
	}
	if r.off == before {
		r.read() // always make progress, whatever the error
	}
	return p.g, err
}

// ---- byte level ----

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

// ---- recovery after an error ----

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

// ---- parser ----

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
	r.tagVals, r.tagEnds = r.tagVals[:0], r.tagEnds[:0]
	defer func() {
		if r.ReuseGame {
			r.tags = p.g.Tags
		}
		// Every value read (also before an error) gets its part of one string.
		all := r.moveText(r.tagVals)
		start := 0
		for i, end := range r.tagEnds {
			p.g.Tags[i].Value = all[start:end]
			start = end
		}
	}()
	for {
		r.skipBlank()
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
func (r *Reader) tagLine() (name, value []byte, n int, ok bool) {
	w := r.win[r.pos:r.end]
	i := 1 // w[0] is '['
	skip := func() {
		for i < len(w) && (w[i] == ' ' || w[i] == '\t' || w[i] == '\r') {
			i++
		}
	}
	skip()
	j := i
	for i < len(w) && isIdent(w[i]) {
		i++
	}
	if i == j || i-j > 255 {
		return nil, nil, 0, false
	}
	name = w[j:i]
	skip()
	if i >= len(w) || w[i] != '"' {
		return nil, nil, 0, false
	}
	i++
	j = i
	for i < len(w) && w[i] != '"' && w[i] != '\\' && w[i] != '\n' {
		i++
	}
	if i >= len(w) || w[i] != '"' || i-j >= r.lim.MaxLine {
		return nil, nil, 0, false
	}
	value = w[j:i]
	i++
	skip()
	if i >= len(w) || w[i] != ']' {
		return nil, nil, 0, false
	}
	return name, value, i + 1, true
}

// addTag appends a tag pair to the game. Its value goes to the Reader's
// scratch: tags makes one string of all the values of a game (one
// allocation instead of one per tag) and gives each tag its part.
func (p *parser) addTag(name []byte, value []byte, line, col int) {
	r := p.r
	t := Tag{Name: tagName(name)}
	switch t.Name {
	case "FEN":
		p.fenPos = [2]int{line, col}
	case "Variant":
		p.varPos = [2]int{line, col}
	}
	r.tagVals = append(r.tagVals, value...)
	r.tagEnds = append(r.tagEnds, len(r.tagVals))
	p.g.Tags = append(p.g.Tags, t)
}

func (p *parser) tag() error {
	r := p.r
	line, col := r.line, r.col+1
	if name, value, n, ok := r.tagLine(); ok {
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
	p.addTag(name, val, line, col)
	return nil
}

// tagName returns the name as a string, without allocating for the names
// every game has (the Seven Tag Roster) and the common ones.
func tagName(b []byte) string {
	switch string(b) {
	case "Event":
		return "Event"
	case "Site":
		return "Site"
	case "Date":
		return "Date"
	case "Round":
		return "Round"
	case "White":
		return "White"
	case "Black":
		return "Black"
	case "Result":
		return "Result"
	case "UTCDate":
		return "UTCDate"
	case "UTCTime":
		return "UTCTime"
	case "WhiteElo":
		return "WhiteElo"
	case "BlackElo":
		return "BlackElo"
	case "WhiteRatingDiff":
		return "WhiteRatingDiff"
	case "BlackRatingDiff":
		return "BlackRatingDiff"
	case "ECO":
		return "ECO"
	case "Opening":
		return "Opening"
	case "TimeControl":
		return "TimeControl"
	case "Termination":
		return "Termination"
	case "FEN":
		return "FEN"
	case "SetUp":
		return "SetUp"
	case "Variant":
		return "Variant"
	}
	return string(b)
}

// setup builds the start position from the FEN and Variant tags. The FEN
// tag is used whenever present (SetUp "1" is what the standard asks for, but
// its absence does not make a present FEN tag meaningless).
func (p *parser) setup() error {
	chess960 := false
	if v, ok := p.g.Tag("Variant"); ok {
		switch strings.ToLower(strings.ReplaceAll(strings.ReplaceAll(v, " ", ""), "-", "")) {
		case "", "standard", "fromposition":
		case "chess960", "fischerandom", "fischerrandom", "frc", "960":
			chess960 = true
		default:
			return p.errAt(p.varPos[0], p.varPos[1], cause(ErrSetUp, "variant %q is not supported (standard chess and Chess960 only)", v))
		}
	}
	var start *chess.Position
	if fen, ok := p.g.Tag("FEN"); ok {
		pos, err := chess.ParseFEN(fen)
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

func (p *parser) symbol(t *token) error {
	r := p.r
	digits := true
	// Fast path: the whole symbol is in the window and followed by another
	// character there.
	w := r.win[r.pos:r.end]
	k := 0
	for k < len(w) && k <= maxSymbol && isSymbolChar(w[k]) {
		digits = digits && isDigit(w[k])
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
			text := r.moveText(sym)
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
	for x := i; x < j; x++ {
		switch b[x] {
		case ' ':
			if b[x+1] == ' ' { // x+1 < j: b[j-1] is not a space
				return nil, false
			}
		case '\t', '\r', '\n', '\v', '\f':
			return nil, false
		}
	}
	return b[i:j], true
}

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
	w := r.win[r.pos:r.end]
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
	if k >= len(w) || w[k] != '}' || k > r.lim.MaxComment {
		return nil, 0, 0, false
	}
	d = time.Duration(c[0]-'0')*time.Hour +
		time.Duration((c[2]-'0')*10+c[3]-'0')*time.Minute +
		time.Duration((c[5]-'0')*10+c[6]-'0')*time.Second
	return w[i : j+1], d, k + 1, true
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

// line reads moves into plies from pos until the termination marker (depth
// 0) or the ')' closing the variation (depth > 0). plyBase is the number of
// half-moves from the game's start to pos.
func (p *parser) line(pos *chess.Position, plies *[]Ply, comment *string, depth, plyBase, openLine, openCol int) error {
	var lastUndo chess.Undo
	// The comments after one move are collected here and stored when the
	// next move comes or the line ends: joining strings one comment at a
	// time would be quadratic in the number of comments.
	acc := commentAcc{dst: comment, r: p.r}
	defer acc.flush()
	for {
		// The token is read into p.at (no copy of it per token); every case
		// below is done with it before the next one is read.
		if err := p.lex(&p.at); err != nil {
			return err
		}
		t := &p.at
		switch t.kind {
		case tNumber:
		case tSAN:
			acc.flush()
			ply := plyBase + len(*plies) + 1
			m, err := pos.ParseSAN(t.text)
			if err != nil {
				return &Error{Game: p.g.Number, Line: t.line, Col: t.col, Ply: ply,
					Move: moveLabel(p.g.Start, ply, t.text), SAN: t.text, Err: &causeError{ErrIllegalMove, err}}
			}
			if depth == 0 && p.r.Follow != nil {
				lastUndo = p.r.Follow.Make(pos, m)
			} else {
				lastUndo = pos.Make(m)
			}
			*plies = append(*plies, Ply{Move: m, SAN: t.text, Line: t.line, Col: t.col})
			if t.nag != 0 {
				(*plies)[len(*plies)-1].NAGs = p.r.nagList(t.nag)
			}
		case tSuffix, tNAG:
			if len(*plies) == 0 {
				return p.errAt(t.line, t.col, cause(ErrSyntax, "annotation before the first move of the line"))
			}
			last := &(*plies)[len(*plies)-1]
			last.NAGs = append(last.NAGs, t.nag)
		case tClock:
			if len(*plies) == 0 {
				// Before the first move a comment keeps its commands.
				if err := acc.add(t.raw, p.r.lim.MaxComment); err != nil {
					return p.errAt(t.line, t.col, err)
				}
				continue
			}
			last := &(*plies)[len(*plies)-1]
			acc.dst = &last.Comment
			last.Clock, last.HasClock = t.clock, true
		case tComment:
			if len(*plies) == 0 {
				if err := acc.add(t.raw, p.r.lim.MaxComment); err != nil {
					return p.errAt(t.line, t.col, err)
				}
				continue
			}
			last := &(*plies)[len(*plies)-1]
			text, buf, cl, err := extractClocks(t.raw, p.r.clkBuf)
			p.r.clkBuf = buf
			if err != nil {
				return p.errAt(t.line, t.col, cause(ErrSyntax, "%v", err))
			}
			acc.dst = &last.Comment
			if err := acc.add(text, p.r.lim.MaxComment); err != nil {
				return p.errAt(t.line, t.col, err)
			}
			if cl.hasClk {
				last.Clock, last.HasClock = cl.clk, true
			}
			if cl.hasEmt {
				last.Elapsed, last.HasElapsed = cl.emt, true
			}
		case tOpen:
			n := len(*plies)
			if n == 0 {
				return p.errAt(t.line, t.col, cause(ErrSyntax, "a variation must follow the move it replaces"))
			}
			if depth+1 > p.r.lim.MaxDepth {
				return p.errAt(t.line, t.col, cause(ErrLimit, "variations nested deeper than %d", p.r.lim.MaxDepth))
			}
			before := *pos
			before.Unmake((*plies)[n-1].Move, lastUndo)
			var v Variation
			err := p.line(&before, &v.Plies, &v.Comment, depth+1, plyBase+n-1, t.line, t.col)
			last := &(*plies)[n-1]
			last.Variations = append(last.Variations, v)
			if err != nil {
				return err
			}
		case tClose:
			if depth == 0 {
				return p.errAt(t.line, t.col, cause(ErrSyntax, "')' without an open variation"))
			}
			return nil
		case tResult:
			if depth > 0 {
				p.state = stDone
				return p.errAt(t.line, t.col, cause(ErrSyntax, "termination marker %s inside the variation opened at line %d, column %d", t.text, openLine, openCol))
			}
			p.g.Result = t.text
			return nil
		case tEOF:
			p.state = stDone
			if p.r.ioErr != nil {
				return p.errAt(t.line, t.col, p.r.ioErr)
			}
			if depth > 0 {
				return p.errAt(t.line, t.col, cause(ErrNoResult, "end of the input inside the variation opened at line %d, column %d", openLine, openCol))
			}
			return p.errAt(t.line, t.col, cause(ErrNoResult, "end of the input before the termination marker"))
		case tNewGame:
			p.state = stDone
			return p.errAt(t.line, t.col, cause(ErrNoResult, "the next game's tag pairs start before this game's termination marker"))
		}
	}
}
