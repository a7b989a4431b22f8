package unwinnable

import (
	"math/bits"
	"slices"
	"unsafe"

	"github.com/chessconform/chessconform/chess"
)

// setPush is what pushSets needs to weigh the moves of a position's sets
// (pushChildren): a move of a set from square from to square sq scores
//
//	b0 + wm·dist[sq] + addA·[sq in A] + addB·[sq in To & maskB] + w·moveNoise(key, move)
//
// where, for the winner (winner set), b0 = base + wf·dist[from], A is To &
// masks[type] and wm, wf count twice for the king, and, for the loser, b0 =
// base + addF·[from in maskF], A is To & maskF and the distance term is
// left out (the loser's king's set is not
// pushSets'). The assembly (scorerun_amd64.s) reads it by offset: keep the
// layout (scorerun_amd64.go checks it).
type setPush struct {
	key    uint64       // the position's Hash xor the seed
	dist   *[64]int8    // the winner's: the distance to the loser's king
	masks  *[8]bitboard // the winner's: per type (0-7), the squares that earn addA
	maskB  bitboard     // the loser's: the squares that earn addB
	maskF  bitboard     // the loser's: the origins that earn addF, the squares that earn addA
	base   int32
	w      int32 // the noise's weight: 0 without noise
	wm, wf int32 // the winner's: the weights of the distance to and from
	addA   int32
	addB   int32
	addF   int32
	parent int32 // the stored position whose moves they are
	winner bool
	// list holds moves scored already: the first nhead are pushed before
	// the sets, the others (to nlist) after them.
	list         *scored
	nhead, nlist int
	// Where pushSetsOn stopped: the item it is at (i: the list's nhead
	// first, then the sets, then the rest of the list) and the squares of
	// that set left to push (rem; 0 for a set not started); when it
	// stopped at a move whose bucket is outside the buckets (setsPending),
	// the move (m) and its score (f), which the caller pushes.
	i   int
	rem uint64
	f   int32
	m   uint32
}

// What pushSetsOn returns: it pushed every move (setsDone), stopped at a
// move outside the buckets (setsPending) or before a set or a part of the
// list that may not fit in ents (setsRoom: fewer than 64 entries free
// before a set, fewer than its moves before a part of the list).
const (
	setsDone = iota
	setsPending
	setsRoom
)

// pushSets pushes to q the moves of c's list's head, of sets and of the
// rest of the list, in order, with their scores (setPush): as many
// pushes. The moves whose buckets exist (nearly all) are written at the
// end of ents by pushSetsOn, in one pass per position (assembly on
// amd64); the others, and the first after a reset (rebase), go through
// push.
func (q *bqueue) pushSets(sets []chess.MoveSet, c *setPush) {
	if uint(c.nhead) > uint(c.nlist) {
		panic("unwinnable: pushSets: the list's head is longer than the list")
	}
	c.i, c.rem = 0, 0
	for {
		switch pushSetsOn(sets, c, q) {
		case setsDone:
			return
		case setsPending:
			q.push(c.f, hentry{parent: c.parent, move: chess.Move(c.m)})
		default:
			q.ents = slices.Grow(q.ents, len(scratch{}))
		}
	}
}

// pushSetsGo is pushSetsOn in Go: from item c.i (c.rem), it writes each
// move's entry at the end of q.ents, chained to its bucket, until the
// moves are done, a bucket is outside the buckets (all of them after a
// reset: rebase) or a set or part of the list may not fit in ents, and
// returns which. On amd64, pushSetsOn is the same in assembly
// (scorerun_amd64.s); TestPushSetsAgrees checks one against the other.
func pushSetsGo(sets []chess.MoveSet, c *setPush, q *bqueue) int {
	heads, off := q.heads, q.lo
	if q.rebase {
		heads = nil
	}
	ents := q.ents[:cap(q.ents)]
	k0, k := len(q.ents), int32(len(q.ents))
	jlo, jhi := int32(q.cur), int32(q.hi)
	stop := func(status int) int {
		q.ents = q.ents[:k]
		q.n += int(k) - k0
		q.cur, q.hi = int(jlo), int(jhi)
		return status
	}
	var list []scored
	if c.nlist > 0 {
		list = unsafe.Slice(c.list, c.nlist)
	}
	push := func(v int32, m uint32) bool {
		j := v - off
		if uint(j) >= uint(len(heads)) {
			c.f, c.m = v, m
			return false
		}
		ents[k] = qentry{hentry: hentry{parent: c.parent, move: chess.Move(m)}, next: heads[j]}
		k++
		heads[j] = k
		jlo, jhi = min(jlo, j), max(jhi, j)
		return true
	}
	for {
		li, le := c.i, c.nhead // the item in the list, the end of its part
		if c.i >= c.nhead+len(sets) {
			li, le = c.i-len(sets), c.nlist
		} else if c.i >= c.nhead {
			li = -1 // a set
		}
		if li >= 0 {
			if li >= le {
				return stop(setsDone)
			}
			if len(ents)-int(k) < le-li {
				return stop(setsRoom)
			}
			for ; li < le; li++ {
				c.i++
				if !push(list[li].f, uint32(list[li].m)) {
					return stop(setsPending)
				}
			}
			continue
		}
		set := &sets[c.i-c.nhead]
		if c.rem == 0 {
			c.rem = uint64(set.To)
		}
		if len(ents)-int(k) < 64 {
			return stop(setsRoom)
		}
		from := int(set.From) & 63
		t := set.Type & 7
		var a, b bitboard
		var b0, wm int32
		if c.winner {
			a = set.To & c.masks[t]
			wf := c.wf
			wm = c.wm
			if t == chess.King {
				wm, wf = 2*wm, 2*wf
			}
			b0 = c.base + wf*int32(c.dist[from])
		} else {
			b0 = c.base
			if c.maskF.Has(chess.Square(from)) {
				b0 += c.addF
			}
			a, b = set.To&c.maskF, set.To&c.maskB
		}
		for c.rem != 0 {
			sq := bits.TrailingZeros64(c.rem) & 63
			c.rem &= c.rem - 1
			m := uint32(from) | uint32(sq)<<6
			v := b0
			if c.winner {
				v += wm * int32(c.dist[sq])
			}
			if a&(1<<sq) != 0 {
				v += c.addA
			}
			if b&(1<<sq) != 0 {
				v += c.addB
			}
			v += c.w * moveNoise(c.key, chess.Move(m))
			if !push(v, m) {
				if c.rem == 0 {
					c.i++
				}
				return stop(setsPending)
			}
		}
		c.i++
	}
}
