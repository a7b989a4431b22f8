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
//	b0 + wm·dist[sq] + addA·[sq in To & masks[type]] + addB·[sq in To & maskB] + w·moveNoise(key, move)
//
// where, for the winner (winner set), b0 = base + wf·dist[from] and wm, wf
// count twice for the king, and, for the loser, b0 = base + addF·[from in
// maskF] and the distance term is left out (the loser's king's set is not
// pushSets'). The assembly (scorerun_amd64.s) reads it by offset: keep the
// layout (scorerun_amd64.go checks it).
type setPush struct {
	key    uint64       // the position's Hash xor the seed
	dist   *[64]int8    // the winner's: the distance to the loser's king
	masks  *[8]bitboard // per type (0-7): the squares that earn addA
	maskB  bitboard     // the loser's: the squares that earn addB
	maskF  bitboard     // the loser's: the origins that earn addF
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
}

// setState is where pushSetsOn stopped and what it did: the item it is at
// (i: the list's nhead first, then the sets, then the rest of the list)
// and the squares of that set left to push (rem, 0 for a set not
// started), the entries of ents (k) and its capacity (kcap), the least and
// greatest bucket pushed to (jlo, jhi, with the queue's cur and hi
// before), and why it stopped (status): setsDone, setsPending (the move m,
// score f, is outside the buckets: the caller pushes it) or setsRoom
// (fewer than 64 free entries in ents before a set, or fewer than the
// moves of a part of the list before it). Same layout caveat as setPush.
type setState struct {
	i        int
	rem      uint64
	k, kcap  int32
	jlo, jhi int32
	f        int32
	m        uint32
	status   int32
}

const (
	setsDone = iota
	setsPending
	setsRoom
)

// pushSets pushes to q the moves of c's list's head, of sets and of the
// rest of the list, in order, with their scores (setPush): as many
// pushes. The moves whose buckets exist (nearly all)
// are written at the end of ents by pushSetsOn, in one pass per position
// (assembly on amd64); the others, and the first after a reset (rebase),
// go through push.
func (q *bqueue) pushSets(sets []chess.MoveSet, c *setPush) {
	var st setState
	for {
		k := len(q.ents)
		st.k, st.kcap, st.jlo, st.jhi = int32(k), int32(cap(q.ents)), int32(q.cur), int32(q.hi)
		heads := q.heads
		if q.rebase {
			heads = nil // every move outside: the first goes through push
		}
		pushSetsOn(sets, c, heads, q.ents[:cap(q.ents)], q.lo, &st)
		q.ents = q.ents[:st.k]
		q.n += int(st.k) - k
		q.cur, q.hi = int(st.jlo), int(st.jhi)
		switch st.status {
		case setsDone:
			return
		case setsPending:
			q.push(st.f, hentry{parent: c.parent, move: chess.Move(st.m)})
		default:
			q.ents = slices.Grow(q.ents, len(scratch{}))
		}
	}
}

// pushSetsGo is pushSetsOn in Go: from set st.i (its squares st.rem when
// not 0), it writes each move's entry to ents[st.k] chained to its bucket
// of heads (score - off), until the sets are done, a bucket is outside
// heads or a set may not fit in ents, and says which in st. On amd64,
// pushSetsOn is the same in assembly (scorerun_amd64.s);
// TestPushSetsAgrees checks one against the other.
func pushSetsGo(sets []chess.MoveSet, c *setPush, heads []int32, ents []qentry, off int32, st *setState) {
	var list []scored
	if c.nlist > 0 {
		list = unsafe.Slice(c.list, c.nlist)
	}
	push := func(v int32, m uint32) bool {
		j := v - off
		if uint(j) >= uint(len(heads)) {
			st.f, st.m, st.status = v, m, setsPending
			return false
		}
		ents[st.k] = qentry{hentry: hentry{parent: c.parent, move: chess.Move(m)}, next: heads[j]}
		st.k++
		heads[j] = st.k
		st.jlo, st.jhi = min(st.jlo, j), max(st.jhi, j)
		return true
	}
	for {
		li, le := st.i, c.nhead // the item in the list, the end of its part
		if st.i >= c.nhead+len(sets) {
			li, le = st.i-len(sets), c.nlist
		} else if st.i >= c.nhead {
			li = -1 // a set
		}
		if li >= 0 {
			if li >= le {
				st.status = setsDone
				return
			}
			if int(st.k)+le-li > int(st.kcap) {
				st.status = setsRoom
				return
			}
			for ; li < le; li++ {
				st.i++
				if !push(list[li].f, uint32(list[li].m)) {
					return
				}
			}
			continue
		}
		set := &sets[st.i-c.nhead]
		if st.rem == 0 {
			st.rem = uint64(set.To)
		}
		if st.k+64 > st.kcap {
			st.status = setsRoom
			return
		}
		from := int(set.From) & 63
		t := set.Type & 7
		a, b := set.To&c.masks[t], bitboard(0)
		var b0, wm int32
		if c.winner {
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
			b = set.To & c.maskB
		}
		for st.rem != 0 {
			sq := bits.TrailingZeros64(st.rem) & 63
			st.rem &= st.rem - 1
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
				if st.rem == 0 {
					st.i++
				}
				return
			}
		}
		st.i++
	}
}

// pushRunGo is pushRun in Go: for each i, while the bucket j = e[i].f-off
// is within heads, run[i] becomes the entry {parent, e[i].m} chained to
// bucket j, whose newest entry it becomes (k+i+1: 1 + its index in ents,
// when run starts at index k). It returns how many it pushed, and the
// least and greatest bucket they went to.
func pushRunGo(run []qentry, heads []int32, e []scored, parent, k, off int32) (n int, jlo, jhi int32) {
	e = e[:len(run)]
	jlo, jhi = 1<<31-1, -1
	for i := range run {
		j := e[i].f - off
		if uint(j) >= uint(len(heads)) {
			return i, jlo, jhi
		}
		run[i] = qentry{hentry: hentry{parent: parent, move: e[i].m}, next: heads[j]}
		heads[j] = k + int32(i) + 1
		jlo, jhi = min(jlo, j), max(jhi, j)
	}
	return len(run), jlo, jhi
}

// The layouts the assembly reads (a change here fails to compile).
var (
	_ = [1]int{}[unsafe.Offsetof(setPush{}.key)]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.dist)-8]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.masks)-16]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.maskB)-24]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.maskF)-32]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.base)-40]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.w)-44]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.wm)-48]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.wf)-52]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.addA)-56]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.addB)-60]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.addF)-64]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.parent)-68]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.winner)-72]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.list)-80]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.nhead)-88]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.nlist)-96]
	_ = [1]int{}[unsafe.Sizeof(scored{})-8]
	_ = [1]int{}[unsafe.Offsetof(setState{}.rem)-8]
	_ = [1]int{}[unsafe.Offsetof(setState{}.k)-16]
	_ = [1]int{}[unsafe.Offsetof(setState{}.kcap)-20]
	_ = [1]int{}[unsafe.Offsetof(setState{}.jlo)-24]
	_ = [1]int{}[unsafe.Offsetof(setState{}.jhi)-28]
	_ = [1]int{}[unsafe.Offsetof(setState{}.f)-32]
	_ = [1]int{}[unsafe.Offsetof(setState{}.m)-36]
	_ = [1]int{}[unsafe.Offsetof(setState{}.status)-40]
	_ = [1]int{}[unsafe.Offsetof(chess.MoveSet{}.From)-8]
	_ = [1]int{}[unsafe.Offsetof(chess.MoveSet{}.Type)-9]
	_ = [1]int{}[unsafe.Sizeof(chess.MoveSet{})-16]
	_ = [1]int{}[unsafe.Sizeof(qentry{})-12]
)
