package unwinnable

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/chessconform/chessconform/chess"
)

// randomSets returns up to 31 random sets (empty To excepted): random
// squares, full boards, single squares, every type 0-7.
func randomSets(rng *rand.Rand) []chess.MoveSet {
	sets := make([]chess.MoveSet, 1+rng.Intn(31))
	for i := range sets {
		to := rng.Uint64() & rng.Uint64()
		switch rng.Intn(8) {
		case 0:
			to = ^uint64(0)
		case 1:
			to = 1 << rng.Intn(64)
		}
		if to == 0 {
			to = 1 << 63
		}
		sets[i] = chess.MoveSet{To: chess.Bitboard(to), From: chess.Square(rng.Intn(64)), Type: chess.PieceType(rng.Intn(8))}
	}
	return sets
}

// randomSetPush returns random weights for pushSets, the winner's or the
// loser's, and a random list (in sc) with a head of its own or none.
func randomSetPush(rng *rand.Rand, dist *[64]int8, masks *[8]bitboard, sc *scratch) setPush {
	for i := range dist {
		dist[i] = int8(rng.Intn(256) - 128)
	}
	for i := range masks {
		masks[i] = bitboard(rng.Uint64())
	}
	c := setPush{key: rng.Uint64(), dist: dist, masks: masks, maskB: bitboard(rng.Uint64()), maskF: bitboard(rng.Uint64()),
		base: int32(rng.Intn(2000) - 1000), wm: int32(rng.Intn(9) - 2), wf: int32(rng.Intn(9) - 6),
		addA: int32(rng.Intn(60) - 30), addB: int32(rng.Intn(200) - 50), addF: int32(rng.Intn(40) - 10),
		parent: int32(rng.Intn(1000)), winner: rng.Intn(2) == 0}
	if rng.Intn(3) != 0 {
		c.w = int32(rng.Intn(5) + 1)
	}
	c.list = &sc[0]
	c.nlist = rng.Intn(3) * rng.Intn(60)
	c.nhead = rng.Intn(c.nlist + 1)
	for i := range c.nlist {
		sc[i] = scored{c.base + int32(rng.Intn(300)-150), chess.Move(rng.Uint32())}
	}
	return c
}

// pushSetsOn (assembly on amd64) must do what pushSetsGo does, on random
// sets, weights and queues (after a reset too), resumed where it stopped:
// at a bucket outside the buckets, at an entry list short of room, in the
// middle of a set.
func TestPushSetsAgrees(t *testing.T) {
	rng := rand.New(rand.NewSource(29))
	var dist [64]int8
	var masks [8]bitboard
	var sc scratch
	var stops [3]int
	for trial := 0; trial < 4000; trial++ {
		sets := randomSets(rng)
		if trial%10 == 0 {
			sets = nil
		}
		c := randomSetPush(rng, &dist, &masks, &sc)
		var q bqueue
		q.heads = make([]int32, min(rng.Intn(10), 1)*(1+rng.Intn(300)))
		for i := range q.heads {
			q.heads[i] = int32(rng.Intn(1000))
		}
		q.lo = c.base - int32(rng.Intn(300))
		k := rng.Intn(100)
		q.ents = make([]qentry, k, k+rng.Intn(3)*rng.Intn(300))
		for i := range q.ents[:cap(q.ents)] {
			q.ents[:cap(q.ents)][i] = qentry{hentry{int32(i), chess.Move(rng.Uint32())}, int32(rng.Intn(100))}
		}
		q.cur, q.hi, q.n, q.rebase = rng.Intn(400), rng.Intn(400)-50, rng.Intn(1000), trial%7 == 0
		if len(sets) > 0 && rng.Intn(4) == 0 {
			// Resumed in the middle of a set.
			i := rng.Intn(len(sets))
			c.i, c.rem = c.nhead+i, uint64(sets[i].To)&rng.Uint64()
		}
		q2, c2 := q, c
		q2.heads, q2.ents = slices.Clone(q.heads), make([]qentry, len(q.ents), cap(q.ents))
		copy(q2.ents[:cap(q2.ents)], q.ents[:cap(q.ents)])
		for round := 0; ; round++ {
			st := pushSetsOn(sets, &c, &q)
			st2 := pushSetsGo(sets, &c2, &q2)
			if st != st2 || c != c2 || q.n != q2.n || q.cur != q2.cur || q.hi != q2.hi || !slices.Equal(q.heads, q2.heads) || cap(q.ents) != cap(q2.ents) || !slices.Equal(q.ents[:cap(q.ents)], q2.ents[:cap(q2.ents)]) || len(q.ents) != len(q2.ents) {
				t.Fatalf("trial %d round %d: pushSetsOn %d %+v (n %d, cur %d, hi %d, %d entries), pushSetsGo %d %+v (n %d, cur %d, hi %d, %d entries), or their queues differ",
					trial, round, st, c, q.n, q.cur, q.hi, len(q.ents), st2, c2, q2.n, q2.cur, q2.hi, len(q2.ents))
			}
			stops[st]++
			if st != setsPending {
				break
			}
		}
	}
	t.Logf("stops (done, pending, room): %v", stops)
	if stops[setsDone] < 1000 || stops[setsPending] < 1000 || stops[setsRoom] < 500 {
		t.Fatal("too few stops of a kind")
	}
}

// bqueue.pushSets must push what pushing each move of the sets in turn
// does (push, one move at a time, each scored as pushSetsGo's comment
// says): the same queue, read back by pop, on queues new, reset and
// reused, with buckets that hold every score or too few.
func TestPushSetsAsPushes(t *testing.T) {
	rng := rand.New(rand.NewSource(31))
	var dist [64]int8
	var masks [8]bitboard
	var q, ref bqueue
	var sc scratch
	pushed := 0
	for trial := 0; trial < 3000; trial++ {
		if trial%20 == 0 {
			q, ref = bqueue{}, bqueue{}
		}
		if trial%5 == 0 {
			q.reset()
			ref.reset()
		}
		sets := randomSets(rng)
		c := randomSetPush(rng, &dist, &masks, &sc)
		for _, e := range sc[:c.nhead] {
			ref.push(e.f, hentry{parent: c.parent, move: e.m})
		}
		for i := range sets {
			set := sets[i]
			from := int(set.From)
			for b := bitboard(set.To); b != 0; b &= b - 1 {
				sq := b.First()
				m := set.Move(sq)
				v := c.base
				if c.winner {
					wm, wf := c.wm, c.wf
					if set.Type&7 == chess.King {
						wm, wf = 2*wm, 2*wf
					}
					v += wf*int32(dist[from]) + wm*int32(dist[sq])
				} else if c.maskF.Has(set.From) {
					v += c.addF
				}
				if c.winner && masks[set.Type&7].Has(sq) || !c.winner && c.maskF.Has(sq) {
					v += c.addA
				}
				if !c.winner && c.maskB.Has(sq) {
					v += c.addB
				}
				v += c.w * moveNoise(c.key, m)
				ref.push(v, hentry{parent: c.parent, move: m})
				pushed++
			}
		}
		for _, e := range sc[c.nhead:c.nlist] {
			ref.push(e.f, hentry{parent: c.parent, move: e.m})
		}
		q.pushSets(sets, &c)
		for i := rng.Intn(3) * 200; i > 0 && ref.n > 0; i-- {
			got, want := q.pop(), ref.pop()
			if got != want || q.n != ref.n {
				t.Fatalf("trial %d: popped %v (%d left), want %v (%d left)", trial, got, q.n, want, ref.n)
			}
		}
		if q.n != ref.n || q.cur > ref.cur || q.hi < ref.hi && ref.n > 0 {
			t.Fatalf("trial %d: %d queued (cur %d, hi %d), want %d (cur %d, hi %d)", trial, q.n, q.cur, q.hi, ref.n, ref.cur, ref.hi)
		}
	}
	if pushed < 100000 {
		t.Fatalf("only %d moves pushed", pushed)
	}
}
