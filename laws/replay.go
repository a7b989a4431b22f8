package laws

import (
	"context"
	"math"
	"slices"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/outcome"
)

// Replay follows a game while someone else replays it, e.g. a PGN reader
// checking each move (it satisfies pgn.Follower): Start gets the start
// position, Make makes each move in the caller's position, as
// chess.Position.Make does, and records what Status needs (the identity of
// every position, the automatic draws 9.6.1 and 9.6.2 as they arise). Status
// then judges the game as Judge.Status does, without replaying it. A Replay
// is for one game at a time and one goroutine; Start begins the next game.
type Replay struct {
	j       *Judge
	id      identity
	h       history
	start   uint64       // identity of the start position
	moves   []chess.Move // the moves made since Start
	started bool
	end     int                 // ply at which an automatic draw ended the game, or -1
	term    outcome.Termination // that draw
	art     string              // and its article
	endPos  chess.Position
	quiet   int // below this half-move clock no automatic draw can arise (see NewReplay)
}

// NewReplay returns a Replay judging under j.
func (j *Judge) NewReplay() *Replay {
	j.consultDraws()
	return &Replay{j: j, id: j.identity(), end: -1, quiet: j.quietBelow()}
}

// quietBelow is the half-move clock below which automatic finds no draw:
// the 75-move rule needs the clock at 2 × its moves, and the fivefold
// repetition at least 2 × (occurrences − 1) plies since the last
// irreversible move, which the clock counts (it may count more, from
// before the start position: never fewer).
func (j *Judge) quietBelow() int {
	q := math.MaxInt
	if !j.fivefold.Absent {
		q = min(q, 2*(j.fivefold.Occurrences-1))
	}
	if !j.seventy5.Absent {
		q = min(q, 2*j.seventy5.Moves)
	}
	return max(q, 0)
}

// Start begins a game from p.
func (r *Replay) Start(p *chess.Position) {
	r.h.keys, r.h.reset, r.moves = r.h.keys[:0], r.h.reset[:0], r.moves[:0]
	r.started, r.end, r.term, r.art = true, -1, outcome.NoTermination, ""
	r.start = r.id.key(p)
	r.push(p, r.start, false)
}

// Make makes m, which must be legal in p, on p (p is the position after the
// moves made since Start) and returns what p.Make returns.
func (r *Replay) Make(p *chess.Position, m chess.Move) chess.Undo {
	r.moves = append(r.moves, m)
	u := p.Make(m)
	if r.end >= 0 {
		return u // the game has ended: later moves are not judged
	}
	// What push(p, r.id.key(p), irreversible) does, written out for the
	// usual move (room in the history, the castling rights part of the
	// identity or none held): it runs after every move a reader reads.
	// Make zeroes the half-move clock exactly for the irreversible moves
	// (a pawn move, a capture): irreversible(p, m) before the move,
	// without looking at the board again.
	half := p.HalfmoveClock()
	h := &r.h
	n := len(h.keys)
	if n == 0 || n >= cap(h.keys) || n >= cap(h.reset) || !r.id.rights && p.CastlingRights() != 0 {
		r.push(p, r.id.key(p), half == 0)
		return u
	}
	// (Written through resliced locals, which need no bounds checks; the
	// self-reslices below store only the lengths.)
	keys, reset := h.keys[:n+1], h.reset[:n+1]
	rs := reset[n-1]
	if half == 0 {
		rs = n
	}
	keys[n] = p.Key()
	reset[n] = rs
	h.keys = h.keys[:n+1]
	h.reset = h.reset[:n+1]
	if half >= r.quiet {
		r.automaticAt(p, n)
	}
	return u
}

// Moves returns the moves made since Start, in memory of the Replay that
// the next Start overwrites: a caller judging the game it followed can
// pass them to Status (as NewGameUnchecked(start, r.Moves())) without a
// copy, and Status then knows them for its own without comparing them.
func (r *Replay) Moves() []chess.Move { return r.moves }

// push adds the position p, whose identity is k, to the history, and notes
// an automatic draw there.
func (r *Replay) push(p *chess.Position, k uint64, irr bool) {
	if n := len(r.h.keys); n == cap(r.h.keys) {
		r.h.keys = slices.Grow(r.h.keys, max(n, stackPlies))
		r.h.reset = slices.Grow(r.h.reset, max(n, stackPlies))
	}
	r.h.add(k, irr)
	if p.HalfmoveClock() < r.quiet {
		return // (automatic would answer NoTermination)
	}
	r.automaticAt(p, len(r.h.keys)-1)
}

// automaticAt notes an automatic draw at p, the position at ply i of the
// history.
func (r *Replay) automaticAt(p *chess.Position, i int) {
	if t, a := r.j.automatic(p, &r.h, i); t != outcome.NoTermination {
		r.end, r.term, r.art, r.endPos = i, t, a, *p
	}
}

// Status is j.Status(ctx, g) for the game followed since Start; last is the
// position after all of g.moves. A game other than the one followed (another
// start position or other moves) is replayed by j.Status.
func (r *Replay) Status(ctx context.Context, g Game, last *chess.Position) (Status, error) {
	if !r.started || !sameMoves(r.moves, g.moves) || r.id.key(&g.start) != r.start {
		return r.j.Status(ctx, g)
	}
	if r.end >= 0 {
		return r.j.finish(ctx, g, &r.endPos, &r.h, r.id, r.term, r.art, r.end)
	}
	return r.j.finish(ctx, g, last, &r.h, r.id, outcome.NoTermination, "", -1)
}

// sameMoves is slices.Equal(a, b), answered at once when b is a itself (the
// Replay's own moves, from Moves).
func sameMoves(a, b []chess.Move) bool {
	if len(a) == len(b) && (len(a) == 0 || &a[0] == &b[0]) {
		return true
	}
	return slices.Equal(a, b)
}
