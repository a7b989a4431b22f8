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
	stack   chunked[frame]
	moves   chunked[child] // every frame's moves, one after another
	started bool
	done    bool // every reachable position has been expanded
}

// child is a move of a frame and the tag (pkey.tag) of the position it
// leads to, computed with the frame's other children so that their slots
// in the set are asked for in one batch (posSet.touch1).
type child struct {
	move chess.Move
	tag  uint32
}

// touchAhead is how many children after the one it meets the enumeration
// asks for a slot again (posSet.touch1): the slots asked for with the
// frame's children may have left the cache while an earlier child's
// positions were enumerated, and most children are met before (a look-up
// and nothing else), so a short window leaves few misses overlapping. On
// three corpus positions (57 White, 646 and 1519 Black), 8 took 15-30 %
// less time per position than 2, and 16 or 32 no less than 8.
const touchAhead = 8

type frame struct {
	next int // index in moves of the next move to try
	end  int // end of this frame's moves
	undo chess.Undo
	move chess.Move // the move that led here (none at the root)
}

// childKey returns the pkey of the position after m, a legal move of p
// (the position of kr), making and taking back m when kr.after cannot
// tell.
func childKey(p *chess.Position, kr *keyer, m chess.Move) pkey {
	if k, ok := kr.after(p, m); ok {
		return k
	}
	u := p.Make(m)
	k := packedKeyOf(p)
	p.Unmake(m, u)
	return k
}

// maxMen is the most men a position may have for its pkey to hold its
// meta bits (9) on empty squares; ParseFEN allows 32.
const maxMen = 64 - 9

// step expands positions until maxNodes new positions have been reached. It
// returns a helpmate when one is met, and whether the enumeration is done.
func (e *exhaustion) step(s *searcher, root *chess.Position, maxNodes uint64) (line []chess.Move, done bool) {
	if e.done || root.AllPieces().Count() > maxMen {
		return nil, e.done
	}
	var ml chess.MoveList
	var kids [256]child
	// kr is keyerOf(&e.pos) when at is the stack's length: computed for
	// a position's children when it is pushed, and again when the
	// enumeration backs up to it.
	var kr keyer
	at := -1
	push := func(m chess.Move, u chess.Undo) {
		e.pos.GenerateLegal(&ml)
		start := e.moves.len()
		ms := ml.Moves()
		var ks []child
		if len(ms) <= len(kids) {
			ks = kids[:len(ms)]
		} else {
			ks = make([]child, len(ms))
		}
		kr = keyerOf(&e.pos)
		for i, c := range ms {
			k := childKey(&e.pos, &kr, c)
			t := k.tag()
			// Ask for every child's slot at once: the cache misses
			// overlap instead of coming one after another as the
			// children are met.
			e.seen.touch1(t)
			ks[i] = child{move: c, tag: t}
		}
		e.moves.pushAll(ks)
		e.stack.push(frame{next: start, end: e.moves.len(), undo: u, move: m})
		at = e.stack.len()
	}
	if !e.started {
		e.started = true
		e.pos = *root
		e.seen = newPosSet()
		e.seen.add(root)
		push(0, chess.Undo{})
	}
	limit := s.nodes + maxNodes
	for e.stack.len() > 0 {
		if s.nodes >= limit {
			return nil, false
		}
		if s.nodes&1023 == 0 && s.ctx.Err() != nil {
			return nil, false
		}
		top := e.stack.at(e.stack.len() - 1)
		if top.next == top.end {
			// Every child done: back up.
			if e.stack.len() > 1 {
				e.pos.Unmake(top.move, top.undo)
			}
			e.stack.truncate(e.stack.len() - 1)
			at = -1
			if e.stack.len() > 0 {
				up := e.stack.at(e.stack.len() - 1)
				e.moves.truncate(up.end)
				// Back from a child's positions, which may have pushed
				// the frame's next children out of the cache.
				for j := up.next; j < up.end && j < up.next+touchAhead; j++ {
					e.seen.touch1(e.moves.at(j).tag)
				}
			}
			continue
		}
		c := *e.moves.at(top.next)
		m := c.move
		top.next++
		// Ask for a later child's slot now: its cache miss overlaps with
		// this child's work instead of coming after it.
		if j := top.next - 1 + touchAhead; j < top.end {
			e.seen.touch1(e.moves.at(j).tag)
		}
		// The position m leads to is looked up before m is made: most
		// children were met before, and those cost no Make and Unmake.
		if at != e.stack.len() {
			kr, at = keyerOf(&e.pos), e.stack.len()
		}
		k := childKey(&e.pos, &kr, m)
		i, met := e.seen.lookup(&k, c.tag)
		if met {
			continue
		}
		// A position in the set is never the loser checkmated (one is
		// never added), so a new one only need be asked.
		mover := e.pos.SideToMove()
		u := e.pos.Make(m)
		if mover == s.winner && e.pos.InCheck() && !e.pos.HasLegalMove() {
			line = make([]chess.Move, 0, e.stack.len())
			for i := 1; i < e.stack.len(); i++ {
				line = append(line, e.stack.at(i).move)
			}
			line = append(line, m)
			e.pos.Unmake(m, u)
			return line, false
		}
		e.seen.insert(i, &k)
		s.nodes++ // a node here is a distinct position reached
		push(m, u)
	}
	e.done = true
	return nil, true
}

// chunked is a stack kept in chunks of a fixed size, so that growing it
// never copies what it holds. The enumeration's stack reaches hundreds of
// thousands of frames and millions of moves: with append, the copies (and
// the page faults of the fresh memory copied into) took an eighth of a
// long analysis (game 123 Black of the Lichess sample).
type chunked[T any] struct {
	chunks [][]T // each of 1<<chunkedBits elements
	n      int
}

const chunkedBits = 12

func (c *chunked[T]) len() int { return c.n }

// at returns the i-th element (i < len).
func (c *chunked[T]) at(i int) *T {
	return &c.chunks[i>>chunkedBits][i&(1<<chunkedBits-1)]
}

func (c *chunked[T]) push(v T) {
	if c.n>>chunkedBits == len(c.chunks) {
		c.chunks = append(c.chunks, make([]T, 1<<chunkedBits))
	}
	c.chunks[c.n>>chunkedBits][c.n&(1<<chunkedBits-1)] = v
	c.n++
}

// pushAll pushes vs, in order.
func (c *chunked[T]) pushAll(vs []T) {
	for len(vs) > 0 {
		if c.n>>chunkedBits == len(c.chunks) {
			c.chunks = append(c.chunks, make([]T, 1<<chunkedBits))
		}
		k := copy(c.chunks[c.n>>chunkedBits][c.n&(1<<chunkedBits-1):], vs)
		c.n += k
		vs = vs[k:]
	}
}

// truncate keeps the first n elements (n <= len); the chunks stay for
// the next pushes.
func (c *chunked[T]) truncate(n int) { c.n = n }
