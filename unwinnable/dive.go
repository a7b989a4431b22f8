package unwinnable

import (
	"sync"

	"github.com/chessconform/chessconform/chess"
)

// dive is the best-first search of find with lazy evaluation, the fast path
// for real positions: a position is made and weighed (evalPlain) only when
// it is taken from the open list to be expanded; its moves enter the list
// at once, each ordered by its parent's weight plus a cheap estimate of the
// move's effect on it (pushChildren), without being made. Only the winner's
// moves that may give check (checkFilter) are tested at expansion, to meet
// a checkmate the moment it is in reach (mateIn1; chess.Position.Mates
// answers most without making the move). Expanding a position costs one move
// generation and one evaluation instead of one per move, which is what
// real games need (many pieces, many moves, most lines much alike). It
// counts as nodes the positions it makes, and never claims exhaustion.
func (s *searcher) dive(h *hsearch, root *chess.Position, maxNodes uint64) (line []chess.Move, found bool) {
	s.heuristic = h.heur
	maxNodes += s.nodes
	nodes, q := &h.nodes, &h.q
	var ms chess.MoveSets
	var direct checkSquares // the winner's (checkFilter); the loser's expansions leave it
	idx := int32(-1)        // the stored position to expand; -1: pop one
	if !h.started {
		h.started = true
		nodes.add(hnode{pos: *root, parent: -1})
		if h.seen == nil {
			h.seen = newHashSet()
		}
		h.seen.add(root)
		idx = 0
	}
	for {
		if idx < 0 {
			if q.n == 0 || s.nodes >= maxNodes {
				return nil, false
			}
			if nodes.n&1023 == 0 && s.ctx.Err() != nil {
				return nil, false
			}
			e := q.pop()
			s.nodes++
			// A position met before is passed by without being copied or made.
			if !h.seen.addHash(nonZero(nodes.at(e.parent).pos.HashAfter(e.move))) {
				continue
			}
			var n *hnode
			idx, n = nodes.child(e)
			n.pos.Make(e.move)
		}
		n := nodes.at(idx)
		p, g := &n.pos, n.g
		hp := s.evalBase(p)
		p.GenerateSets(&ms)
		winner := p.SideToMove() == s.winner
		if winner {
			var disc bitboard
			direct, disc = s.checkFilter(p)
			if m, ok := s.mateIn1(p, &ms, &direct, disc); ok {
				return nodes.line(idx, m), true
			}
		}
		s.pushChildren(q, &h.scratch, idx, s.weight*hp+g+1, p, &ms, &direct, winner)
		idx = -1
	}
}

// mateIn1 makes, for the winner to move, each of the moves of ms that may
// give check (checkFilter's direct and disc; castling, en passant and
// promotions), in the order of the moves, and returns the first that
// checkmates: dive meets a checkmate the moment it is in reach. Each move
// made counts as a node.
func (s *searcher) mateIn1(p *chess.Position, ms *chess.MoveSets, direct *checkSquares, disc bitboard) (chess.Move, bool) {
	dir := direct
	mates := func(m chess.Move) bool {
		s.nodes++
		return p.Mates(m) // most without making m
	}
	sets := ms.Sets()
	for k := range sets {
		st := &sets[k]
		checks := st.To & dir[st.Type&7]
		if disc.Has(st.From) {
			checks = st.To
		}
		for b := checks; b != 0; b &= b - 1 {
			if m := st.Move(b.First()); mates(m) {
				return m, true
			}
		}
	}
	for _, m := range ms.Rest.Moves() {
		from, to := m.From(), m.To()
		if dir[p.PieceAt(from).Type()&7].Has(to) || disc.Has(from) || m.Kind() != chess.NormalMove || m.Promotion() != 0 {
			if mates(m) {
				return m, true
			}
		}
	}
	return chess.NoMove, false
}

// pushChildren pushes to q each move of ms from the stored position idx
// (p), in the order of the moves (GenerateLegal's), with the score base +
// weight·(an estimate of how the move changes evalPlain), from the terms a
// move changes most: for the winner, its man's distance to the loser's
// king (twice for the king) and a direct check (direct); for the loser,
// its king's distance to a corner and to the winner's men, and its men
// filling or leaving the king's flight squares; a capture of a winner's
// piece costs its material. heurref_test.go checks the estimates against
// the function of one move they replaced. With the heuristic's noise set,
// each estimate carries its perturbation (moveNoise).
//
// The moves come in sets, one per man (chess.GenerateSets): what a man's
// moves share (its type, its origin, its distance) is looked up once, and
// one pass (bqueue.pushSets, assembly on amd64) weighs and pushes the
// moves of all the sets. The others (the pawns' moves, castling, the
// loser's king's moves) are weighed to sc first, and the same pass pushes
// them in their place (the king's first, the rest last).
func (s *searcher) pushChildren(q *bqueue, sc *scratch, idx, base int32, p *chess.Position, ms *chess.MoveSets, direct *checkSquares, winner bool) {
	w, key := s.weight, p.Hash()^s.noise
	// Every field the side's pass reads is set (the searcher's, not
	// cleared: the other side's are left as they are).
	c := &s.push
	c.key, c.base, c.parent, c.list, c.winner = key, base, idx, &sc[0], winner
	c.w = 0
	if s.noise != 0 {
		c.w = w
	}
	sets := ms.Sets()
	if winner {
		toLk := &chebTable[p.KingSquare(s.loser)]
		c.masks = direct // direct[King] is empty: a king gives no direct check
		c.dist, c.wm, c.wf, c.addA = toLk, w, -w, -6*w
		c.nhead, c.nlist = 0, s.winnerScores(sc, base, key, toLk, p, ms, direct)
	} else {
		lk := p.KingSquare(s.loser)
		flight := kingAttacks(lk)
		// The loser captures no king: the winner's men but pawns are its pieces.
		c.maskB = p.Occupied(s.winner) &^ p.Pieces(s.winner, chess.Pawn)
		c.maskF, c.addA, c.addB, c.addF = flight, -3*w, 24*w, 3*w
		sets, c.nhead, c.nlist = s.loserScores(sc, base, key, p, sets, ms)
	}
	q.pushSets(sets, c)
}

// scored is a move and its score.
type scored struct {
	f int32
	m chess.Move
}

// scratch is pushChildren's: the moves of a position and their scores (at
// most 413, chess.MoveList).
type scratch [512]scored

// winnerScores writes to sc the winner's moves of ms.Rest and their
// scores (pushChildren; key is the position's Hash xor the seed, toLk the
// distances to the loser's king) and returns how many.
func (s *searcher) winnerScores(sc *scratch, base int32, key uint64, toLk *[64]int8, p *chess.Position, ms *chess.MoveSets, dir *checkSquares) int {
	noisy, w := s.noise != 0, s.weight
	n := 0
	for _, m := range ms.Rest.Moves() {
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
		if dir[t&7].Has(to) {
			d -= 6
		}
		if noisy {
			d += moveNoise(key, m)
		}
		sc[n&511] = scored{base + w*d, m}
		n++
	}
	return n
}

// loserScores writes to sc the loser's moves that are not pushSets': those
// of its king's set, first of sets when there is one (GenerateSets), then
// those of ms.Rest, with their scores (pushChildren; key is the position's
// Hash xor the seed). It returns the other sets, the number of the king's
// moves and the number of moves written.
func (s *searcher) loserScores(sc *scratch, base int32, key uint64, p *chess.Position, sets []chess.MoveSet, ms *chess.MoveSets) (rest []chess.MoveSet, nking, n int) {
	lk, wk := p.KingSquare(s.loser), p.KingSquare(s.winner)
	noisy, w := s.noise != 0, s.weight
	flight := kingAttacks(lk)
	men := p.Occupied(s.winner) &^ p.Pieces(s.winner, chess.Pawn) &^ p.Pieces(s.winner, chess.King)
	// kingMove is the estimate of the king's move to to, less its origin's
	// share.
	kingMove := func(to chess.Square) int32 {
		toSq := &chebTable[to]
		d := int32(4*cornerDist[to]) + 2*int32(toSq[wk])
		for b := men; b != 0; b &= b - 1 {
			d += int32(toSq[b.First()])
		}
		return d
	}
	d0 := -kingMove(lk)
	if len(sets) > 0 && sets[0].From == lk {
		st := &sets[0]
		for b := st.To; b != 0; b &= b - 1 {
			to := b.First()
			m := st.Move(to)
			d := d0 + kingMove(to)
			if noisy {
				d += moveNoise(key, m)
			}
			sc[n&511] = scored{base + w*d, m}
			n++
		}
		sets = sets[1:]
	}
	nking = n
	for _, m := range ms.Rest.Moves() {
		from, to := m.From(), m.To()
		var d int32
		if from == lk {
			d = d0 + kingMove(to)
		} else {
			if flight.Has(to) {
				d -= 3
			}
			if flight.Has(from) {
				d += 3
			}
			if c := p.PieceAt(to); c != chess.NoPiece && c.Type() != chess.Pawn {
				d += 24
			}
		}
		if noisy {
			d += moveNoise(key, m)
		}
		sc[n&511] = scored{base + w*d, m}
		n++
	}
	return sets, nking, n
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

// checkSquares holds a bitboard per piece type, indexed by the type (0-7:
// indexed by Type()&7, it needs no bounds check; 0 and 7 are empty).
type checkSquares = [8]bitboard

// checkFilter returns, for the winner to move, the squares to which a man of
// each type gives direct check (on the present occupancy) and the winner's
// men that are the only man between the loser's king and a winning slider
// (moving them may discover check). Every checking move other than castling,
// en passant and a promotion goes to a square of direct for its type or
// starts on a square of disc.
func (s *searcher) checkFilter(p *chess.Position) (direct checkSquares, disc bitboard) {
	lk := p.KingSquare(s.loser) & 63
	occ := p.AllPieces()
	direct[chess.Pawn] = pawnAttacksFrom(s.loser, int(lk))
	direct[chess.Knight] = knightAttacks(int(lk))
	direct[chess.Bishop] = chess.BishopAttacks(lk, occ)
	direct[chess.Rook] = chess.RookAttacks(lk, occ)
	direct[chess.Queen] = direct[chess.Bishop] | direct[chess.Rook]
	own := p.Occupied(s.winner)
	diag := p.Pieces(s.winner, chess.Bishop) | p.Pieces(s.winner, chess.Queen)
	orth := p.Pieces(s.winner, chess.Rook) | p.Pieces(s.winner, chess.Queen)
	for b := direct[chess.Bishop] & own; b != 0 && diag != 0; b &= b - 1 {
		if chess.BishopAttacks(lk, occ&^(b&-b))&diag != 0 {
			disc |= b & -b
		}
	}
	for b := direct[chess.Rook] & own; b != 0 && orth != 0; b &= b - 1 {
		if chess.RookAttacks(lk, occ&^(b&-b))&orth != 0 {
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
