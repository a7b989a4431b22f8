package unwinnable

import (
	"slices"
	"sync"

	"github.com/chessconform/chessconform/chess"
)

// dive is the best-first search of find with lazy evaluation, the fast path
// for real positions: a position is made and weighed (evalPlain) only when
// it is taken from the open list to be expanded; its moves enter the list
// at once, each ordered by its parent's weight plus a cheap estimate of the
// move's effect on it (moveDelta), without being made. Only the winner's
// moves that may give check (checkFilter) are made at expansion, to meet a
// checkmate the moment it is in reach (moveDeltas lists them in the pass
// that weighs the moves). Expanding a position costs one move
// generation and one evaluation instead of one per move, which is what
// real games need (many pieces, many moves, most lines much alike). It
// counts as nodes the positions it makes, and never claims exhaustion.
func (s *searcher) dive(h *hsearch, root *chess.Position, maxNodes uint64) (line []chess.Move, found bool) {
	s.heuristic = h.heur
	maxNodes += s.nodes
	nodes, q := &h.nodes, &h.q
	var ml chess.MoveList
	// The scratch of moveDeltas, kept in h (and so in the pool) from one
	// call to the next: at most a position's moves each.
	deltas, checks := h.deltas, h.checks
	defer func() { h.deltas, h.checks = deltas, checks }()
	expand := func(idx int32) ([]chess.Move, bool) {
		n := nodes.at(idx)
		p, g := &n.pos, n.g
		hp := s.evalBase(p)
		p.GenerateLegal(&ml)
		moves := ml.Moves()
		var direct [chess.King + 1]bitboard
		var disc bitboard
		winner := p.SideToMove() == s.winner
		if winner {
			direct, disc = s.checkFilter(p)
		}
		deltas, checks = s.moveDeltas(p, moves, &direct, disc, winner, deltas, checks[:0])
		for _, i := range checks {
			m := moves[i]
			s.nodes++
			u := p.Make(m)
			mate := p.InCheck() && !p.HasLegalMove()
			p.Unmake(m, u)
			if mate {
				return nodes.line(idx, m), true
			}
		}
		q.pushMoves(idx, s.weight, s.weight*hp+g+1, moves, deltas)
		return nil, false
	}
	if !h.started {
		h.started = true
		nodes.add(hnode{pos: *root, parent: -1})
		if h.seen == nil {
			h.seen = newHashSet()
		}
		h.seen.add(root)
		if line, ok := expand(0); ok {
			return line, true
		}
	}
	for q.n > 0 && s.nodes < maxNodes {
		if nodes.n&1023 == 0 && s.ctx.Err() != nil {
			return nil, false
		}
		e := q.pop()
		s.nodes++
		// A position met before is passed by without being copied or made.
		if !h.seen.addHash(nonZero(nodes.at(e.parent).pos.HashAfter(e.move))) {
			continue
		}
		idx, n := nodes.child(e)
		n.pos.Make(e.move)
		if line, ok := expand(idx); ok {
			return line, true
		}
	}
	return nil, false
}

// moveDeltas returns in out (reused) for each move an estimate of how it
// changes evalPlain, from the terms a move changes most: for the winner, its man's distance
// to the loser's king (twice for the king) and a check; for the loser, its
// king's distance to a corner and to the winner's men, and its men filling
// or leaving the king's flight squares; a capture of a winner's piece costs
// its material. It is one pass over the moves with what they share (the
// kings' squares, the distances to the loser's king) looked up once;
// heurref_test.go checks it against the function of one move it replaced.
// With the heuristic's noise set, each estimate carries its perturbation
// (moveNoise), added in the same pass: a pass of its own over the moves
// cost about 5 % of the fast path. For the winner it also appends to checks
// the index of every move that may give check (checkFilter's direct and
// disc; castling, en passant and promotions), in the order of moves: dive
// makes those to meet a checkmate, and a pass of their own over the moves
// looked up each man's type again.
func (s *searcher) moveDeltas(p *chess.Position, moves []chess.Move, direct *[chess.King + 1]bitboard, disc bitboard, winner bool, out, checks []int32) ([]int32, []int32) {
	out = slices.Grow(out[:0], len(moves))[:len(moves)]
	lk, wk := p.KingSquare(s.loser), p.KingSquare(s.winner)
	noisy, key := s.noise != 0, p.Hash()^s.noise
	if winner {
		toLk := &chebTable[lk]
		var dir [8]bitboard // indexed by a man's type (Piece.Type, 0-7) with no bounds check
		copy(dir[:], direct[:])
		for i, m := range moves {
			from, to := m.From(), m.To()
			t := p.PieceAt(from).Type()
			var d int32
			switch t {
			case chess.King:
				d = 2 * (int32(toLk[to]) - int32(toLk[from]))
			case chess.Pawn:
				d = -1
				if m.Promotion() != 0 {
					d = -24
				}
			default:
				d = int32(toLk[to]) - int32(toLk[from])
			}
			if dir[t].Has(to) {
				d -= 6
				checks = append(checks, int32(i))
			} else if disc.Has(from) || m.Kind() != chess.NormalMove || m.Promotion() != 0 {
				checks = append(checks, int32(i))
			}
			if noisy {
				d += moveNoise(key, m)
			}
			out[i] = d
		}
		return out, checks
	}
	flight := kingAttacks(lk)
	men := p.Occupied(s.winner) &^ p.Pieces(s.winner, chess.Pawn) &^ p.Pieces(s.winner, chess.King)
	for i, m := range moves {
		from, to := m.From(), m.To()
		var d int32
		if from == lk {
			toSq, fromSq := &chebTable[to], &chebTable[from]
			d = int32(4*(cornerDist[to]-cornerDist[from])) + 2*(int32(toSq[wk])-int32(fromSq[wk]))
			for b := men; b != 0; b &= b - 1 {
				d += int32(toSq[b.First()]) - int32(fromSq[b.First()])
			}
			if noisy {
				d += moveNoise(key, m)
			}
			out[i] = d
			continue
		}
		if flight.Has(to) {
			d -= 3
		}
		if flight.Has(from) {
			d += 3
		}
		if c := p.PieceAt(to); c != chess.NoPiece && c.Type() != chess.Pawn {
			d += 24
		}
		if noisy {
			d += moveNoise(key, m)
		}
		out[i] = d
	}
	return out, checks
}

// divePool keeps the memory of finished searches, lazy (dive) and eager
// (find) alike (positions, open list, hash set), for the next: get one
// with searchFor, give it back with put. A search of a few hundred positions
// otherwise spends more time allocating and collecting than searching. It
// is a small free list, not a sync.Pool, which every garbage collection
// empties: the portfolio allocates enough to collect often, so the fast
// path mostly met an empty pool and allocated afresh.
var divePool freeList

// searchFor returns a search with heuristic heur, empty (reset): a pooled
// one or a new one.
func searchFor(heur heuristic) *hsearch {
	h := divePool.get()
	h.reset(heur)
	return h
}

// freeList is a bounded stack of searches, safe for concurrent use.
type freeList struct {
	mu   sync.Mutex
	free []*hsearch
}

// get returns a search kept by put, or a new one.
func (l *freeList) get() *hsearch {
	l.mu.Lock()
	defer l.mu.Unlock()
	if n := len(l.free); n > 0 {
		h := l.free[n-1]
		l.free = l.free[:n-1]
		return h
	}
	return new(hsearch)
}

// put keeps h for a later get, up to 16 searches (reset bounds what each
// keeps); beyond that h is left to the collector.
func (l *freeList) put(h *hsearch) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if len(l.free) < 16 {
		l.free = append(l.free, h)
	}
}

// reset empties h for reuse, keeping its memory where it is small.
func (h *hsearch) reset(heur heuristic) {
	h.heur, h.started = heur, false
	st := &h.nodes
	if len(st.chunks) > 64 {
		st.chunks = st.chunks[:64]
	}
	for i := range st.chunks {
		st.chunks[i] = st.chunks[i][:0]
	}
	st.n = 0
	h.q.reset()
	if h.seen != nil {
		// Clearing costs a pass over the slots: a set a long search grew
		// is dropped rather than cleared for the next, most often short.
		if len(h.seen.slots) > 1<<13 {
			h.seen = nil
		} else {
			clear(h.seen.slots)
			h.seen.n = 0
		}
	}
}

// checkFilter returns, for the winner to move, the squares to which a man of
// each type gives direct check (on the present occupancy) and the winner's
// men that are the only man between the loser's king and a winning slider
// (moving them may discover check). Every checking move other than castling,
// en passant and a promotion goes to a square of direct for its type or
// starts on a square of disc.
func (s *searcher) checkFilter(p *chess.Position) (direct [chess.King + 1]bitboard, disc bitboard) {
	lk := int(p.KingSquare(s.loser))
	occ := p.AllPieces()
	direct[chess.Pawn] = pawnAttacksFrom(s.loser, lk)
	direct[chess.Knight] = knightAttacks(lk)
	direct[chess.Bishop] = attacksFrom(chess.Bishop, lk, occ)
	direct[chess.Rook] = attacksFrom(chess.Rook, lk, occ)
	direct[chess.Queen] = direct[chess.Bishop] | direct[chess.Rook]
	own := p.Occupied(s.winner)
	diag := p.Pieces(s.winner, chess.Bishop) | p.Pieces(s.winner, chess.Queen)
	orth := p.Pieces(s.winner, chess.Rook) | p.Pieces(s.winner, chess.Queen)
	for b := direct[chess.Bishop] & own; b != 0 && diag != 0; b &= b - 1 {
		if attacksFrom(chess.Bishop, lk, occ&^(b&-b))&diag != 0 {
			disc |= b & -b
		}
	}
	for b := direct[chess.Rook] & own; b != 0 && orth != 0; b &= b - 1 {
		if attacksFrom(chess.Rook, lk, occ&^(b&-b))&orth != 0 {
			disc |= b & -b
		}
	}
	return direct, disc
}

// diveRun is one lazy search of a restart schedule and the positions it
// has made so far.
type diveRun struct {
	h     *hsearch
	spent uint64
}

// restart runs the lazy searches of runs in turn, each resumed where it
// stopped, to a budget of its own that doubles every round (round, then
// 2*round, ...), until one finds a line or they have made maxNodes
// positions in all. The cost of a greedy search with a fixed perturbation
// is heavy-tailed: most sides take a few hundred positions, a few take
// tens of thousands, and another perturbation mostly settles those in a
// few hundred (Gomes, Selman and Kautz, "Boosting Combinatorial Search
// Through Randomization", AAAI 1998, on such tails and restarts; Luby,
// Sinclair and Zuckerman 1993 on restart schedules). The searches resume
// rather than start again, so no work is thrown away, and the schedule
// is deterministic: the same position always meets the same line.
func (s *searcher) restart(runs []diveRun, root *chess.Position, round, maxNodes uint64) (line []chess.Move, found bool) {
	end := s.nodes + maxNodes
	for ; s.nodes < end && s.ctx.Err() == nil; round *= 2 {
		progress := false
		for i := range runs {
			r := &runs[i]
			if r.spent >= round || s.nodes >= end {
				continue
			}
			before := s.nodes
			line, found = s.dive(r.h, root, min(round-r.spent, end-s.nodes))
			r.spent += s.nodes - before
			if found {
				return line, true
			}
			progress = progress || s.nodes > before
		}
		if !progress && round >= maxNodes {
			break // every search has run out of moves
		}
	}
	return nil, false
}
