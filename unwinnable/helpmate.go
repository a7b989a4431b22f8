package unwinnable

import (
	"context"
	"math/bits"
	"slices"

	"github.com/chessconform/chessconform/chess"
)

// The helpmate search: both sides cooperate so that winner checkmates loser.
// It is a best-first search over positions (duplicates detected by Key) whose
// ordering drives the loser's king to a corner, takes away its flight squares
// and brings the winner's men close. Nothing about the ordering affects
// soundness: a line it returns is replayed and checked before it is believed,
// and failing to find one proves nothing.

type hnode struct {
	pos    chess.Position
	parent int32
	move   chess.Move
	g      int32
}

// hentry is an entry of the open list: the move that leads from the
// stored position parent to the position to expand (whose line length is
// its parent's plus one: nodeStore.child sets it).
type hentry struct {
	parent int32
	move   chess.Move
}

// bqueue is the open list: a bucket per score, each a stack, so the
// position popped is one of lowest score and, among those, the newest (a
// dive rather than a broadening on ties). Scores are small integers, so
// push and pop cost O(1) where a binary heap paid a logarithm. The entries
// of every bucket live in one slice (ents), each bucket a chain through it
// (next), and a popped entry's slot is the next one push takes (pushSets,
// the lazy search's, appends): a slice per
// bucket spent a third of the fast path's time growing its slices. An
// entry is 12 bytes (the line length is the parent's, not stored): a
// search pushes every move it generates, so the entries are most of the
// memory it writes.
type bqueue struct {
	lo     int32   // the score of heads[0]
	heads  []int32 // per score, 1 + the index in ents of its newest entry; 0: empty
	ents   []qentry
	free   int32 // 1 + the index of a free slot of ents, chained by next; 0: none
	cur    int   // no bucket below cur holds an entry
	hi     int   // no bucket above hi holds an entry (reset clears cur..hi only)
	n      int
	rebase bool // empty after a reset: the next push sets lo
}

type qentry struct {
	hentry
	next int32 // 1 + the index of the entry below in its bucket (or the next free slot); 0: none
}

// push adds e with score f: the common case (a score within the buckets,
// a free slot or room in ents) is put, the rest pushSlow.
func (q *bqueue) push(f int32, e hentry) {
	i := uint(f - q.lo)
	if i >= uint(len(q.heads)) || q.rebase || q.free == 0 && len(q.ents) == cap(q.ents) {
		q.pushSlow(f, e)
		return
	}
	q.put(i, e)
}

// put links e into bucket i, which is within the buckets, while a free slot
// or room in ents remains (push's common case; small enough to inline).
func (q *bqueue) put(i uint, e hentry) {
	k := q.free - 1
	if k < 0 {
		k = int32(len(q.ents))
		q.ents = q.ents[:k+1]
	} else {
		q.free = q.ents[k].next
	}
	q.ents[k] = qentry{hentry: e, next: q.heads[i]}
	q.heads[i] = k + 1
	q.cur = min(q.cur, int(i))
	q.hi = max(q.hi, int(i))
	q.n++
}

func (q *bqueue) pushSlow(f int32, e hentry) {
	if q.heads == nil {
		q.lo = f - 16
		q.heads = make([]int32, 64)
		q.cur, q.hi = len(q.heads), 0
	} else if q.rebase {
		// Reused buckets: the first score goes in the middle.
		q.lo = f - int32(len(q.heads)/2)
		q.rebase = false
	}
	if f < q.lo {
		// Room below: shift every bucket up (at least doubling, so that
		// a search whose scores keep falling pays a constant per push).
		shift := int(q.lo-f) + max(64, len(q.heads))
		q.heads = append(make([]int32, shift, shift+len(q.heads)), q.heads...)
		q.lo -= int32(shift)
		q.cur += shift
		q.hi += shift
	}
	i := int(f - q.lo)
	if i >= len(q.heads) {
		q.heads = append(q.heads, make([]int32, i+1-len(q.heads)+max(64, len(q.heads)))...)
	}
	var k int32
	if q.free != 0 {
		k = q.free - 1
		q.free = q.ents[k].next
	} else {
		q.ents = append(q.ents, qentry{})
		k = int32(len(q.ents) - 1)
	}
	q.ents[k] = qentry{hentry: e, next: q.heads[i]}
	q.heads[i] = k + 1
	q.cur = min(q.cur, i)
	q.hi = max(q.hi, i)
	q.n++
}

// pop takes the newest entry of the lowest bucket that holds one. The
// buckets in use are sparse (a position's children share their score
// modulo the weight): the empty ones are passed four at a time.
func (q *bqueue) pop() hentry {
	if q.heads[q.cur] == 0 {
		q.cur = q.scan(q.cur)
	}
	k := q.heads[q.cur] - 1
	en := &q.ents[k]
	q.heads[q.cur] = en.next
	en.next = q.free
	q.free = k + 1
	q.n--
	return en.hentry
}

// scan returns the first bucket from c on that holds an entry (one does).
func (q *bqueue) scan(c int) int {
	h := q.heads
	for ; c+4 <= len(h); c += 4 {
		if b := h[c : c+4 : c+4]; b[0]|b[1]|b[2]|b[3] != 0 {
			break
		}
	}
	for h[c] == 0 {
		c++
	}
	return c
}

// reset empties q for reuse, keeping its memory where it is small.
func (q *bqueue) reset() {
	// Only the buckets from cur to hi may hold entries: a long search's
	// buckets are kept (up to maxKeptHeads, 256 KB) and cleared where used,
	// where dropping every queue of more than 1,024 buckets had each
	// search regrow them (most of the audit's allocations).
	if len(q.heads) > maxKeptHeads {
		q.heads = nil
	} else if q.heads != nil && q.cur <= q.hi {
		clear(q.heads[q.cur : q.hi+1])
	}
	q.hi = 0
	if cap(q.ents) > 1<<18 { // 3 MB: a pooled search keeps at most ~6.5 MB in all
		q.ents = nil
	}
	q.ents = q.ents[:0]
	q.free = 0
	// A reused queue takes its offset from its first push (rebase); an
	// unallocated one (new, or dropped above) sets it when it allocates:
	// rebasing it again at its second push would misplace its first entry
	// (and made the search's order depend on the pool's history).
	q.n, q.cur, q.rebase = 0, len(q.heads), q.heads != nil
}

// maxKeptHeads bounds the buckets a reset queue keeps.
const maxKeptHeads = 1 << 16

// nodeStore keeps the expanded positions in fixed chunks: appending never
// copies the positions already stored.
type nodeStore struct {
	chunks [][]hnode
	n      int
}

// chunkBits sets the chunks' size: 256 nodes (48 KB). Larger chunks, all
// zeroed when allocated, cost more than they save in searches of a few
// thousand positions, which the portfolio starts many of.
const chunkBits = 8

// grow starts a new chunk when the last one is full. The first chunk
// starts small (most searches are short) and grows by append; the others
// are allocated whole.
func (st *nodeStore) grow() {
	if st.n>>chunkBits == len(st.chunks) {
		size := 1 << chunkBits
		if len(st.chunks) == 0 {
			size = 16
		}
		st.chunks = append(st.chunks, make([]hnode, 0, size))
	}
}

func (st *nodeStore) add(n hnode) int32 {
	st.grow()
	c := &st.chunks[st.n>>chunkBits]
	*c = append(*c, n)
	st.n++
	return int32(st.n - 1)
}

// child adds the node that entry e of the open list leads to, with its
// parent's position (the caller makes e.move on it), and returns its index
// and the node. The parent's position is copied once, straight into the
// store: building an hnode and appending it copied it two or three times.
func (st *nodeStore) child(e hentry) (int32, *hnode) {
	i := st.n
	if i>>chunkBits == len(st.chunks) {
		st.grow()
	}
	c := &st.chunks[i>>chunkBits]
	k := len(*c)
	if k < cap(*c) {
		*c = (*c)[:k+1] // every field is written below
	} else {
		*c = append(*c, hnode{}) // the first chunk grows (and may move)
	}
	n, par := &(*c)[k], st.at(e.parent)
	n.pos = par.pos
	n.parent, n.move, n.g = e.parent, e.move, par.g+1
	st.n = i + 1
	return int32(i), n
}

// line returns the moves from the root to node idx, then last.
func (st *nodeStore) line(idx int32, last chess.Move) []chess.Move {
	line := []chess.Move{last}
	for i := idx; st.at(i).parent >= 0; i = st.at(i).parent {
		line = append(line, st.at(i).move)
	}
	slices.Reverse(line)
	return line
}

// drop removes the last node added.
func (st *nodeStore) drop() {
	st.n--
	c := &st.chunks[st.n>>chunkBits]
	*c = (*c)[:len(*c)-1]
}

func (st *nodeStore) at(i int32) *hnode {
	return &st.chunks[i>>chunkBits][i&(1<<chunkBits-1)]
}

type searcher struct {
	ctx    context.Context
	winner chess.Color
	loser  chess.Color
	nodes  uint64
	heuristic
	pawns   pawnMemo    // evalPlain's memo of the last pawns weighed
	sliders sliderMemo  // attacksNear's memo of the sliders' attacks
	board   chess.Board // evalBase's: the placement it weighs
	push    setPush     // pushChildren's: the weights of a position's moves
}

// heuristic is what one best-first search weighs: each portfolio member
// has its own, kept in its hsearch, so a resumed search goes on with the
// ordering it started with.
type heuristic struct {
	weight int32 // of the heuristic against the line's length (weighted A*)
	// target, when set, is a checkmate position to steer to: the heuristic
	// becomes the moves each man needs to reach its square there.
	target []chess.Man
	// noise, when not zero, perturbs the heuristic by a few points per
	// position (a deterministic hash of the position and the seed): a
	// portfolio member that leaves the plateaus the plain heuristic sits on.
	noise uint64
	// bound, when not zero, is the colour (the squares) of the winner's
	// pieces, all bishops (boundColour): evalBound replaces evalPlain.
	bound bitboard
	// idle, when not nil, holds for each piece type the squares on which a
	// winner's piece of that type cannot help to mate while the pawns stand
	// (idlePieces): evalPlain ignores those pieces, so giving one away, to
	// a pawn that opens a file for instance, costs nothing.
	idle *[chess.King]bitboard
}

// targetEval counts, for each man of the target, the moves the nearest man
// of its kind needs to get to its square (on an empty board).
func (s *searcher) targetEval(p *chess.Board) int32 {
	h := 0
	for _, m := range s.target {
		t := m.Piece.Type()
		best := 99
		for b := p.Pieces(m.Piece.Color(), t); b != 0; b &= b - 1 {
			best = min(best, manDist(t, b.First(), m.Square))
		}
		h += best
	}
	return int32(4 * h)
}

// manDist is the number of moves a man of type t needs from a to b on an
// empty board (99: never, a bishop changing colour).
func manDist(t chess.PieceType, a, b chess.Square) int {
	if a == b {
		return 0
	}
	switch t {
	case chess.King:
		return cheb(a, b)
	case chess.Knight:
		return int(knightDist[a][b])
	case chess.Bishop:
		if a.IsDark() != b.IsDark() {
			return 99
		}
		if attacksFrom(chess.Bishop, int(a), 0)&(1<<b) != 0 {
			return 1
		}
		return 2
	case chess.Rook, chess.Queen:
		if attacksFrom(t, int(a), 0)&(1<<b) != 0 {
			return 1
		}
		return 2
	}
	return 0
}

// eval scores a position for the winner's mating attempt; lower is closer.
// Without mating force (no piece, only pawns) the goal is a promotion:
// advance the freest pawn and clear its file with the king. With it, the
// goal is the mate: the loser's king in a corner with no flight squares,
// the winner's men near it and a check in reach.
func (s *searcher) eval(p *chess.Position) int32 {
	b := p.Board()
	var key uint64
	if s.noise != 0 {
		key = p.Key()
	}
	return s.evalBoard(&b, key)
}

// evalBoard is eval of the position with placement b and Key key (read only
// with noise): a search that weighs a position's children weighs their
// placements (Position.BoardAfter) without making the moves.
func (s *searcher) evalBoard(b *chess.Board, key uint64) int32 {
	if s.target != nil {
		return s.targetEval(b)
	}
	return s.evalBaseBoard(b) + noiseOf(key, s.noise)
}

// noiseOf is the perturbation of the position whose Key is key by the
// seed noise (0..31; 0 without a seed).
func noiseOf(key, noise uint64) int32 {
	if noise == 0 {
		return 0
	}
	return int32(((key ^ noise) * 0x9E3779B97F4A7C15) >> 59)
}

// evalBase is the heuristic before any perturbation.
func (s *searcher) evalBase(p *chess.Position) int32 {
	b := &s.board
	p.FillBoard(b)
	if s.bound != 0 {
		return s.evalBound(b)
	}
	return s.evalPlain(b)
}

// evalBaseBoard is evalBase of the position with placement b.
func (s *searcher) evalBaseBoard(b *chess.Board) int32 {
	if s.bound != 0 {
		return s.evalBound(b)
	}
	return s.evalPlain(b)
}

// boundColour returns the squares of one colour (a1's or h1's) when the
// winner's men besides the king are bishops, at least one, all on squares
// of that colour; else 0. Without pawns the winner never gets another man,
// so this holds in every position the search reaches.
func boundColour(p *chess.Position, winner chess.Color) bitboard {
	b := p.Pieces(winner, chess.Bishop)
	if b == 0 || p.Occupied(winner) != b|p.Pieces(winner, chess.King) {
		return 0
	}
	switch {
	case b&^chess.DarkSquares == 0:
		return chess.DarkSquares
	case b&chess.DarkSquares == 0:
		return chess.LightSquares
	}
	return 0
}

// evalBound is the heuristic when the winner has only bishops on the
// squares of s.bound (boundColour). The checkmate then has a known shape:
// the checked king stands on that colour, so its orthogonal neighbours are
// of the other, which no bishop of the winner ever covers: only the
// winner's king (one of them at most: a square next to two of them is next
// to the checked king) and the loser's own men standing there can. In a
// corner of the bishops' colour a single blocker suffices; on an edge or in
// the open more are needed, hence the corner. Which blockers serve:
//
//   - a loser's bishop of the bound colour never stands on the other
//     colour: it blocks nothing, and it may capture the checker or
//     interpose; every such bishop costs until it is captured;
//   - a rook or queen on an orthogonal neighbour attacks the diagonal
//     neighbours next to it, one of which the check passes through (or the
//     checker stands on), and no bishop can pin it there (the line to its
//     king is orthogonal): it would refute the mate, so it counts as a
//     blocker only far behind a knight, a pawn or a bishop of the other
//     colour;
//   - a pawn is a blocker to be: its distance is its way to promotion and
//     from there to the king.
//
// The general heuristic pulled every loser's man toward its king, bishops
// that can only get in the way included, and found no mate in line 646 of
// the corpus (nine dark bishops a side and a black pawn) within 64 million
// nodes; this one finds it in about 22,000.
func (s *searcher) evalBound(p *chess.Board) int32 {
	const (
		obstacle   = 12 // per loser's bishop of the bound colour
		heavyBlock = 8  // a rook or queen as the blocker
	)
	w, l := s.winner, s.loser
	if p.Pieces(w, chess.Bishop) == 0 {
		return 1000 // a bare king: no mate ever (no pawns to promote)
	}
	lk, wk := p.KingSquare(l), p.KingSquare(w)
	useless := p.Pieces(l, chess.Bishop) & s.bound
	h := obstacle * useless.Count()
	corners := &colourCornerDist[1]
	if s.bound&1 != 0 { // a1 is of the bound colour
		corners = &colourCornerDist[0]
	}
	h += 4 * corners[lk]
	blocker := 16
	lPawns, lHeavy := p.Pieces(l, chess.Pawn), p.Pieces(l, chess.Rook)|p.Pieces(l, chess.Queen)
	for b := p.Occupied(l) &^ p.Pieces(l, chess.King) &^ useless; b != 0; b &= b - 1 {
		sq := b.First()
		d := cheb(sq, lk)
		switch sqb := bitboard(1) << sq; {
		case lPawns&sqb != 0:
			promo := chess.NewSquare(sq.File(), 0)
			if l == chess.White {
				promo = chess.NewSquare(sq.File(), 7)
			}
			d = cheb(sq, promo) + cheb(promo, lk)
		case lHeavy&sqb != 0:
			d += heavyBlock
		}
		blocker = min(blocker, d)
	}
	h += 2*blocker + 2*cheb(wk, lk)
	nearest := 8
	for b := p.Pieces(w, chess.Bishop); b != 0; b &= b - 1 {
		nearest = min(nearest, cheb(b.First(), lk))
	}
	h += nearest
	attacked := s.attacksNear(p, w, lk)
	h += 3 * (kingAttacks(lk) &^ p.Occupied(l) &^ attacked).Count()
	h += 3 * s.checkDistance(p, lk, attacked)
	return int32(h)
}

func (s *searcher) evalPlain(p *chess.Board) int32 {
	w, l := s.winner, s.loser
	lk, wk := p.KingSquare(l)&63, p.KingSquare(w)&63
	toLk := &chebTable[lk]
	wOcc := p.Occupied(w)
	// The winner's pieces that count (not idle): material and distances.
	knights, bishops := p.PiecesOfType(chess.Knight)&wOcc, p.PiecesOfType(chess.Bishop)&wOcc
	rooks, queens := p.PiecesOfType(chess.Rook)&wOcc, p.PiecesOfType(chess.Queen)&wOcc
	if idle := s.idle; idle != nil {
		knights &^= idle[chess.Knight]
		bishops &^= idle[chess.Bishop]
		rooks &^= idle[chess.Rook]
		queens &^= idle[chess.Queen]
	}
	minorB, heavyB := knights|bishops, rooks|queens
	pieces, pieceDist := heavyB|minorB, 0
	for b := pieces; b != 0; b &= b - 1 {
		pieceDist += int(toLk[b.First()&63])
	}
	h := -24 * pieces.Count() // material: a lost piece costs, a promotion pays
	lUnits := p.Occupied(l) &^ p.PiecesOfType(chess.King)
	// Mating force: a heavy piece, two minor ones, or one and a man of the
	// loser's to block its king.
	mating := heavyB != 0 || minorB != 0 && (minorB&(minorB-1) != 0 || lUnits != 0)
	wp, lp := p.Pieces(w, chess.Pawn), p.Pieces(l, chess.Pawn)
	pt := &s.pawns.slot[s.pawns.last]
	if pt.wp != wp || pt.lpKey != lp|1 {
		pt = s.pawnTermsOf(wp, lp) // most positions in a row share their pawns
	}
	h -= 6 * wp.Count()
	bestProm := pt.bestProm
	if !mating {
		// Any position with mating force must score better than every one
		// without it, or a promotion would look like a step back.
		h += 160 + 4*bestProm
		if lp != 0 {
			// The king's walk to a pawn it can take, around the pawns.
			h += 3*lp.Count() + pt.walkToPawn(wk)
		}
		return int32(h)
	}
	corner := cornerDist[lk]
	if heavyB == 0 {
		if bestProm < 99 {
			h += bestProm
		}
		// Bishops alone check only on their own colour: drive the king to
		// a corner of that colour.
		if b := p.Pieces(w, chess.Bishop); b != 0 && minorB.Count() == b.Count() {
			if b&chess.DarkSquares == 0 {
				corner = colourCornerDist[1][lk]
			} else if b&chess.LightSquares == 0 {
				corner = colourCornerDist[0][lk]
			}
		}
	}
	kingGap := int(toLk[wk])
	if wp|lp != 0 {
		// Pawns wall the kings in: measure their walks around them.
		kingGap = pt.walkToKing(wk, lk, kingGap)
	}
	h += 4*corner + pieceDist + 2*kingGap
	// With only minor pieces the loser's own men must block its king; its
	// pawns promoting supply them.
	if heavyB == 0 {
		h += pt.lpRanks
		for b := lUnits &^ lp; b != 0; b &= b - 1 {
			h += int(toLk[b.First()&63])
		}
	}
	attacked := s.attacksNear(p, w, lk)
	h += 3 * (kingAttacks(lk) &^ p.Occupied(l) &^ attacked).Count() // flight squares
	h += 3 * s.checkDistance(p, lk, attacked)
	return int32(h)
}

// pawnTerms holds the terms of evalPlain that depend on the pawns (and the
// kings' squares) alone, for the last pawns weighed: most moves leave the
// pawns where they are, so the positions a search weighs one after the
// other (a position's children, most of all) mostly share them. It is a
// memo of functions of its key, nothing else: the values are those
// evalPlain computed for every position before it was kept.
type pawnTerms struct {
	wp, lp   bitboard // the key (a searcher's winner never changes): the winner's pawns and the loser's
	lpKey    bitboard // lp | a1, which no pawn stands on: 0 (the zero value) is no key
	bestProm int      // the winner's pawn nearest promotion: steps + 3 per pawn ahead; 99: none
	lpRanks  int      // the loser's pawns' ranks counted from its side
	lpAtt    bitboard // the squares the loser's pawns attack
	// The last king walks (kingWalk) and where they were asked from: to a
	// loser's pawn the winner's king can take (toPawnD, from toPawnWk), and
	// next to the loser's king (toKingD, from toKingWk to toKingLk).
	toPawnOK, toKingOK bool
	toPawnWk           chess.Square
	toKingWk, toKingLk chess.Square
	toPawnD, toKingD   int
}

// pawnMemo keeps the pawnTerms of the two pawn sets weighed last (last is
// the slot of the latest): a position's children that move a pawn come
// between siblings that do not, which find the parent's pawns, and their
// king walks, still kept in the other slot.
type pawnMemo struct {
	slot [2]pawnTerms
	last uint8
}

// pawnTermsOf returns the terms for the winner's pawns wp and the loser's
// lp: the other slot's when they are its key, else computed in place of
// the one used least recently (evalPlain asks when its pawns are not the
// last slot's).
func (s *searcher) pawnTermsOf(wp, lp bitboard) *pawnTerms {
	s.pawns.last ^= 1
	pt := &s.pawns.slot[s.pawns.last]
	if pt.wp == wp && pt.lpKey == lp|1 {
		return pt
	}
	return s.newPawnTerms(pt, wp, lp)
}

// newPawnTerms computes the terms for the winner's pawns wp and the
// loser's lp in pt, in place of its key's.
func (s *searcher) newPawnTerms(pt *pawnTerms, wp, lp bitboard) *pawnTerms {
	*pt = pawnTerms{wp: wp, lp: lp, lpKey: lp | 1, bestProm: 99}
	w, l := s.winner, s.loser
	pawns := wp | lp
	// d: steps to promote (the rank, counted from the far side: flipped by
	// xor 7 for White); ahead: pawns of either colour in the way.
	front, flip := &fileAhead[w&1], 0
	if w == chess.White {
		flip = 7
	}
	for b := wp; b != 0; b &= b - 1 {
		sq := b.First() & 63
		d, ahead := int(sq>>3)^flip, (pawns & front[sq]).Count()
		pt.bestProm = min(pt.bestProm, d+3*ahead)
	}
	// The sum of the ranks (0-7) of the loser's pawns, bit by bit.
	const rank4to7, rank2367, rankOdd = 0xffffffff00000000, 0xffff0000ffff0000, 0xff00ff00ff00ff00
	pt.lpRanks = 4*(lp&rank4to7).Count() + 2*(lp&rank2367).Count() + (lp & rankOdd).Count()
	if l == chess.White {
		pt.lpRanks = 7*lp.Count() - pt.lpRanks
	}
	pt.lpAtt = chess.PawnSetAttacks(l, lp)
	return pt
}

// walkToPawn is evalPlain's term for the walk of the winner's king from wk
// to a loser's pawn it can take, around the pawns (15 at most, 15 when
// there is none); the loser has pawns.
func (pt *pawnTerms) walkToPawn(wk chess.Square) int {
	if pt.toPawnOK && pt.toPawnWk == wk {
		return pt.toPawnD
	}
	return pt.newWalkToPawn(wk)
}

func (pt *pawnTerms) newWalkToPawn(wk chess.Square) int {
	pt.toPawnOK, pt.toPawnWk, pt.toPawnD = true, wk, 15
	if d := kingWalk(bitboard(1)<<wk, pt.lp&^pt.lpAtt, pt.wp|pt.lpAtt); d >= 0 {
		pt.toPawnD = min(d, 15)
	}
	return pt.toPawnD
}

// walkToKing is evalPlain's kingGap when there are pawns: the winner's
// king's steps from wk to the loser's king on lk around them, or gap (their
// distance on an empty board) + 8 when it cannot get there.
func (pt *pawnTerms) walkToKing(wk, lk chess.Square, gap int) int {
	if pt.toKingOK && pt.toKingWk == wk && pt.toKingLk == lk {
		return pt.toKingD
	}
	return pt.newWalkToKing(wk, lk, gap)
}

func (pt *pawnTerms) newWalkToKing(wk, lk chess.Square, gap int) int {
	pt.toKingOK, pt.toKingWk, pt.toKingLk = true, wk, lk
	pt.toKingD = gap + 8
	if d := kingWalk(bitboard(1)<<wk, kingAttacks(lk), pt.wp|pt.lp|pt.lpAtt); d >= 0 {
		pt.toKingD = d + 1
	}
	return pt.toKingD
}

// idlePieces returns, for each piece type, the squares on which the
// winner's pieces of that type are idle: taking the rams (pawns blocked
// head-on by a pawn) as walls, none of them can reach a square from which it
// attacks a square the loser's king can reach or step to. A type's squares
// are all squares when every piece of the type is idle; for bishops, the
// squares of one colour when every bishop on that colour is. nil when
// nothing is idle.
//
// It is a heuristic, not a proof: pawns capture and promote, and that is
// the point. In line 310 of the corpus a bishop shut out by a pawn lattice
// is worth nothing, but the general heuristic counts it as mating force and
// as material: it kept the bishop and ate the enemy's free pawns until no
// file could ever open, while the mate needs the bishop given to a pawn so
// that a pawn of the winner's recaptures onto an open file and promotes.
// Ignoring the idle bishop, the search finds that in about 1,200 nodes.
func idlePieces(p *chess.Position, winner chess.Color) *[chess.King]bitboard {
	wp, bp := p.Pieces(chess.White, chess.Pawn), p.Pieces(chess.Black, chess.Pawn)
	rams := wp&(bp>>8) | bp&(wp<<8)
	lk := bitboard(1) << p.KingSquare(winner.Other())
	zone := kingSpread(kingRegion(lk, rams|chess.PawnSetAttacks(winner, rams&p.Pieces(winner, chess.Pawn))))
	var idle, busy [chess.King]bitboard
	for t := chess.Knight; t <= chess.Queen; t++ {
		for b := p.Pieces(winner, t); b != 0; b &= b - 1 {
			squares := reachOf(t, b.First())
			region := pieceRegion(t, b&-b, rams)
			if spread(region, func(q int) bitboard { return attacksFrom(t, q, rams) })&zone == 0 {
				idle[t] |= squares
			} else {
				busy[t] |= squares
			}
		}
	}
	found := false
	for t := range idle {
		idle[t] &^= busy[t]
		found = found || idle[t] != 0
	}
	if !found {
		return nil
	}
	return &idle
}

// exactKey identifies a position exactly (placement, side to move, castling
// rights, en-passant file when a capture is legal): the set of visited
// positions must not merge two positions, since an exhausted search is a
// proof. The placement is three bit planes of the piece type (pawn 1 …
// king 6, so every occupied square has a bit set) and the white men.
type exactKey struct {
	white, t0, t1, t2 chess.Bitboard
	meta              uint16
}

func keyOf(p *chess.Position) exactKey {
	pa, n, b := p.PiecesOfType(chess.Pawn), p.PiecesOfType(chess.Knight), p.PiecesOfType(chess.Bishop)
	r, q, k := p.PiecesOfType(chess.Rook), p.PiecesOfType(chess.Queen), p.PiecesOfType(chess.King)
	key := exactKey{
		white: p.Occupied(chess.White),
		t0:    pa | b | q,
		t1:    n | b | k,
		t2:    r | q | k,
		meta:  uint16(p.SideToMove()) | uint16(p.CastlingRights())<<1,
	}
	if ep := p.EnPassant(); ep != chess.NoSquare && p.EnPassantLegal() {
		key.meta |= uint16(ep.File()+1) << 8
	}
	return key
}

// hsearch is the state of one best-first search, kept so that a search
// given a larger budget goes on where it stopped instead of starting again.
type hsearch struct {
	heur    heuristic
	nodes   nodeStore
	seen    *hashSet
	q       bqueue
	started bool
	// scratch is the lazy search's (dive), whatever its content: each
	// expansion overwrites it.
	scratch scratch
}

// find looks for a line from the search's root that ends with the loser
// checkmated by the winner, generating at most maxNodes more positions.
// Positions are told apart by hash (hashSet), so running out of positions
// proves nothing: the enumeration (exhaust.go) is the search that proves.
// The search orders positions by h's heuristic.
func (s *searcher) find(h *hsearch, root *chess.Position, maxNodes uint64) (line []chess.Move, found bool) {
	s.heuristic = h.heur
	maxNodes += s.nodes
	nodes, q := &h.nodes, &h.q
	var ml chess.MoveList
	var hashes []uint64 // the children's hashes (HashAfter, before nonZero)
	var child chess.Board
	expand := func(idx int32) ([]chess.Move, bool) {
		p := &nodes.at(idx).pos
		g := nodes.at(idx).g
		p.GenerateLegal(&ml)
		winner := p.SideToMove() == s.winner
		moves := ml.Moves()
		// Every child's hash first, its slot asked for at once (touch):
		// the set's cache misses overlap instead of coming one per move.
		// The set does not change before the moves are met below.
		hashes = slices.Grow(hashes[:0], len(moves))[:len(moves)]
		for i, m := range moves {
			hashes[i] = p.HashAfter(m)
			h.seen.touch(nonZero(hashes[i]))
		}
		// Only the winner's moves that may give check (checkFilter) may
		// mate; a move that cannot, to a position met before, is not made.
		var direct checkSquares
		var disc bitboard
		if winner {
			direct, disc = s.checkFilter(p)
		}
		for i, m := range moves {
			s.nodes++
			checks := winner && (m.Kind() != chess.NormalMove || m.Promotion() != 0 || disc.Has(m.From()) || direct[p.PieceAt(m.From()).Type()].Has(m.To()))
			seen := h.seen.hasHash(nonZero(hashes[i]))
			if seen && !checks {
				continue
			}
			if !checks {
				if f, ok := s.weighAfter(p, m, hashes[i], &child); ok {
					q.push(s.weight*f+g+1, hentry{parent: idx, move: m})
					continue
				}
			}
			u := p.Make(m)
			if checks && p.InCheck() && !p.HasLegalMove() {
				p.Unmake(m, u)
				return nodes.line(idx, m), true
			}
			if !seen {
				q.push(s.weight*s.eval(p)+g+1, hentry{parent: idx, move: m})
			}
			p.Unmake(m, u)
		}
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
		if !h.seen.addHash(nonZero(nodes.at(e.parent).pos.HashAfter(e.move))) {
			continue // met before: neither copied nor made
		}
		idx, n := nodes.child(e)
		n.pos.Make(e.move)
		if line, ok := expand(idx); ok {
			return line, true
		}
	}
	return nil, false
}

// weighAfter returns eval of the position m leads to from p, whose hash
// (HashAfter) is hash, without making m: from the placement after it, put
// in b. It returns false for a pawn's two-square step, whose position must
// be made to be weighed (doubleStep).
func (s *searcher) weighAfter(p *chess.Position, m chess.Move, hash uint64, b *chess.Board) (int32, bool) {
	if doubleStep(p, m) {
		return 0, false
	}
	// No en-passant square is set after m: the child's Key is its Hash.
	// evalBoard's cases, spelt out: a call fewer per child.
	p.BoardAfter(m, b)
	switch {
	case s.target != nil:
		return s.targetEval(b), true
	case s.bound != 0:
		return s.evalBound(b) + noiseOf(hash, s.noise), true
	}
	return s.evalPlain(b) + noiseOf(hash, s.noise), true
}

// doubleStep reports whether m is a pawn's two-square step, after which
// the position's Key may differ from its Hash (an en-passant square that a
// pawn attacks but cannot take on).
func doubleStep(p *chess.Position, m chess.Move) bool {
	from, to := m.From(), m.To()
	return (to-from == 16 || from-to == 16) && p.PieceAt(from).Type() == chess.Pawn
}

// checkDistance estimates how far the winner is from giving check: 0 when
// the loser's king is attacked, else the fewest men standing between it and
// a winning slider on one of its lines (capped), 1 for a knight a move away.
// attacked holds the squares s.winner attacks, lk's at least (attacksNear).
func (s *searcher) checkDistance(p *chess.Board, lk chess.Square, attacked bitboard) int {
	w := s.winner
	if attacked.Has(lk) {
		return 0
	}
	best := 4
	lk &= 63
	wOcc, queens := p.Occupied(w), p.PiecesOfType(chess.Queen)
	diag := (p.PiecesOfType(chess.Bishop) | queens) & wOcc
	orth := (p.PiecesOfType(chess.Rook) | queens) & wOcc
	occ := p.AllPieces()
	// The sliders on the king's lines, each on a line it moves along.
	lined := orth&orthLines[lk] | diag&diagLines[lk]
	if lined == 0 {
		goto knights // no slider on any of the king's lines
	}
	for d := range rays {
		sliders := lined & rays[d][lk]
		if sliders == 0 {
			continue
		}
		// The slider nearest the king on this ray, and the men between.
		near := sliders.First()
		if !rayUp[d] {
			near = chess.Square(63 - bits.LeadingZeros64(uint64(sliders)))
		}
		best = min(best, (rays[d][lk] &^ rays[d][near] &^ (bitboard(1) << near) & occ).Count())
	}
knights:
	if best > 1 {
		for b, check := p.Pieces(w, chess.Knight), knightCheckSquares[lk&63]; b != 0; b &= b - 1 {
			if knightAttacks(b.First())&check != 0 {
				return 1
			}
		}
	}
	return best
}

// attacksNear returns the squares next to sq and sq itself that the men of
// colour c attack: attacksBy(p, c) & (kingAttacks(sq) | sq), all the
// heuristics ask of it. The sliders that stand on no line through those
// squares (nearLines) are passed by; the others' attacks come from the
// searcher's sliderMemo where it holds them.
func (s *searcher) attacksNear(p *chess.Board, c chess.Color, sq chess.Square) bitboard {
	sq &= 63
	zone := kingAttacks(sq) | bitboard(1)<<sq
	occ := p.AllPieces()
	a := chess.PawnSetAttacks(c, p.Pieces(c, chess.Pawn)) | kingAttacks(p.KingSquare(c))
	for b := p.Pieces(c, chess.Knight); b != 0; b &= b - 1 {
		a |= knightAttacks(b.First())
	}
	queens := p.Pieces(c, chess.Queen)
	m := &s.sliders
	for b := (p.Pieces(c, chess.Bishop) | queens) & nearLines[0][sq]; b != 0; b &= b - 1 {
		f := b.First() & 63
		if at := m.diag[f]; at != 0 && (m.diagOcc[f]^occ)&at == 0 {
			a |= at
			continue
		}
		at := chess.BishopAttacks(f, occ)
		m.diag[f], m.diagOcc[f] = at, occ
		a |= at
	}
	for b := (p.Pieces(c, chess.Rook) | queens) & nearLines[1][sq]; b != 0; b &= b - 1 {
		f := b.First() & 63
		if at := m.orth[f]; at != 0 && (m.orthOcc[f]^occ)&at == 0 {
			a |= at
			continue
		}
		at := chess.RookAttacks(f, occ)
		m.orth[f], m.orthOcc[f] = at, occ
		a |= at
	}
	return a & zone
}

// sliderMemo keeps, for each square, the attacks last looked up for a
// bishop (diag) and a rook (orth) standing there and the occupancy they
// were looked up on. A slider's attacks run along its lines up to the
// first man on each, that man's square included; while no square of them
// changes occupancy they stay the same, so the memo answers for any
// occupancy that agrees with the kept one on the kept attacks. The
// positions a search weighs one after the other (a position's children)
// differ by a move: most of their sliders see the same squares.
type sliderMemo struct {
	diag, diagOcc, orth, orthOcc [64]bitboard
}

// Tables of the heuristics, computed once.
var (
	// rays[d][s]: the squares from s (excluded) to the edge in direction
	// d: east, west, north, south, then the diagonals north-east,
	// south-east, north-west, south-west (the first four orthogonal).
	rays [8][64]bitboard
	// orthLines[s], diagLines[s]: the union of the orthogonal rays from s,
	// of the diagonal ones.
	orthLines, diagLines [64]bitboard
	// rayUp[d]: direction d goes to higher squares, so the square of a ray
	// nearest its origin is its lowest.
	rayUp = [8]bool{true, false, true, false, true, false, true, false}
	// knightCheckSquares[s]: the squares from which a knight reaches, in
	// one move, a square from which it attacks s.
	knightCheckSquares [64]bitboard
	// fileAhead[c][s]: the squares of s's file in front of s as colour c
	// moves (a pawn of c on s must pass them to promote).
	fileAhead [2][64]bitboard
	// nearLines[0][s], [1][s]: the squares from which a bishop, a rook on
	// an empty board attacks s or a square next to it (attacksNear).
	nearLines [2][64]bitboard
)

func init() {
	dirs := [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
	for s := 0; s < 64; s++ {
		for d, dir := range dirs {
			for f, r := s&7+dir[0], s>>3+dir[1]; onBoard(f, r); f, r = f+dir[0], r+dir[1] {
				rays[d][s] |= bitboard(1) << (8*r + f)
			}
		}
		orthLines[s] = rays[0][s] | rays[1][s] | rays[2][s] | rays[3][s]
		diagLines[s] = rays[4][s] | rays[5][s] | rays[6][s] | rays[7][s]
		knightCheckSquares[s] = spread(knightAttacks(s), knightAttacks[int])
		fileAhead[chess.White][s] = rays[2][s]
		fileAhead[chess.Black][s] = rays[3][s]
	}
	for s := 0; s < 64; s++ {
		for z := kingAttacks(s) | bitboard(1)<<s; z != 0; z &= z - 1 {
			nearLines[0][s] |= diagLines[z.First()]
			nearLines[1][s] |= orthLines[z.First()]
		}
	}
}

// kingWalk returns the fewest king steps from a square of from to a square
// of to, never stopping on walls (a square of to may be one: it is taken),
// or -1 when there is no way.
func kingWalk(from, to, walls bitboard) int {
	if from&to != 0 {
		return 0
	}
	seen, frontier := from, from
	for d := 1; d < 32; d++ {
		next := kingStep(frontier) &^ seen
		if next&to != 0 {
			return d
		}
		frontier = next &^ walls
		if frontier == 0 {
			return -1
		}
		seen |= frontier
	}
	return -1
}

// kingStep returns the squares one king step from any square of b.
func kingStep(b bitboard) bitboard {
	const notA, notH bitboard = ^bitboard(0x0101010101010101), ^(bitboard(0x0101010101010101) << 7)
	b |= (b&notH)<<1 | (b&notA)>>1
	return b | b<<8 | b>>8
}
