package unwinnable

import "github.com/chessconform/chessconform/chess"

// exhaustion enumerates every position reachable from the root, depth
// first, remembering each by its exact identity. It is resumable: each call
// goes on where the last stopped, so a budget spread over the portfolio's
// rounds adds up. Meeting the loser checkmated by the winner gives a
// helpmate (the moves on the stack); running out of positions is a proof
// that no checkmate is reachable. Small worlds (a few men, locked pawns)
// are settled this way when no argument applies.
type exhaustion struct {
	pos     chess.Position
	seen    *posSet
	stack   []frame
	moves   []chess.Move // every frame's moves, one after another
	started bool
	done    bool // every reachable position has been expanded
}

type frame struct {
	next int // index in moves of the next move to try
	end  int // end of this frame's moves
	undo chess.Undo
	move chess.Move // the move that led here (none at the root)
}

// step expands positions until maxNodes new positions have been reached. It
// returns a helpmate when one is met, and whether the enumeration is done.
func (e *exhaustion) step(s *searcher, root *chess.Position, maxNodes uint64) (line []chess.Move, done bool) {
	if e.done {
		return nil, true
	}
	var ml chess.MoveList
	push := func(m chess.Move, u chess.Undo) {
		e.pos.GenerateLegal(&ml)
		start := len(e.moves)
		e.moves = append(e.moves, ml.Moves()...)
		e.stack = append(e.stack, frame{next: start, end: len(e.moves), undo: u, move: m})
	}
	if !e.started {
		e.started = true
		e.pos = *root
		e.seen = newPosSet()
		e.seen.add(root)
		push(0, chess.Undo{})
	}
	limit := s.nodes + maxNodes
	for len(e.stack) > 0 {
		if s.nodes >= limit {
			return nil, false
		}
		if s.nodes&1023 == 0 && s.ctx.Err() != nil {
			return nil, false
		}
		top := &e.stack[len(e.stack)-1]
		if top.next == top.end {
			// Every child done: back up.
			if len(e.stack) > 1 {
				e.pos.Unmake(top.move, top.undo)
			}
			e.stack = e.stack[:len(e.stack)-1]
			if len(e.stack) > 0 {
				e.moves = e.moves[:e.stack[len(e.stack)-1].end]
			}
			continue
		}
		m := e.moves[top.next]
		top.next++
		mover := e.pos.SideToMove()
		u := e.pos.Make(m)
		if mover == s.winner && e.pos.InCheck() && !e.pos.HasLegalMove() {
			line = make([]chess.Move, 0, len(e.stack))
			for _, f := range e.stack[1:] {
				line = append(line, f.move)
			}
			line = append(line, m)
			e.pos.Unmake(m, u)
			return line, false
		}
		if !e.seen.add(&e.pos) {
			e.pos.Unmake(m, u)
			continue
		}
		s.nodes++ // a node here is a distinct position reached
		push(m, u)
	}
	e.done = true
	return nil, true
}
