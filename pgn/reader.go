// The Reader: its input window and Next, which reads one game (the parser
// in parser.go, the lexer in lex.go, comments in comment.go, movetext in
// movetext.go, byte-level reading and error recovery in scan.go).

package pgn

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"

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
	// reading of move numbers, lexMove, tagLine), so that a test can
	// compare both paths.
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
	buf       []byte              // scratch for comments
	clkBuf    []byte              // scratch for a comment without its clocks
	texts     strings.Builder     // memory of the move texts (see moveText)
	game      *Game               // the Game for ReuseGame
	tags      []Tag               // the Tags slice for ReuseGame
	nags      []int               // memory of the NAG lists (see line)
	startPos  *chess.Position     // the initial position, built once
	plies     []Ply               // scratch for a game's main line
	spare     [2]*chess.Position  // Start and End positions for ReuseGame
	sans      *[sanSlots]sanEntry // move texts met before (see sanText)
	sanMem    strings.Builder     // memory of their strings
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
	var g *Game
	if r.ReuseGame {
		if r.game == nil {
			r.game = new(Game)
		}
		g = r.game
		*g = Game{}
	} else {
		g = &Game{} // (only here: allocated whenever it was written before the if)
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
