package unwinnable

import (
	"math/rand"
	"slices"
	"sort"
	"testing"

	"github.com/chessconform/chessconform/chess"
)

// The open list pops the lowest score and, among equal scores, the entry
// pushed last: checked against sorting the same pushes.
func TestBucketQueueOrder(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	type pushed struct {
		f   int32
		seq int
	}
	var q bqueue
	var ref []pushed
	seq := 0
	fastRuns := 0
	for round := 0; round < 300; round++ {
		if round%50 == 0 {
			// Reset before its first use and reused after a reset (as
			// the fast path's searches are), with entries left in it.
			q.reset()
			ref = ref[:0]
		}
		if round%2 == 0 {
			for i := rng.Intn(40); i > 0; i-- {
				f := int32(rng.Intn(600) - 300) // negative scores too: buckets grow both ways
				q.push(f, hentry{move: chess.Move(seq)})
				ref = append(ref, pushed{f, seq})
				seq++
			}
		} else {
			// The same through pushSets (a list of scored moves, no
			// sets), some scores outside the buckets (or a rebase
			// pending): one push at a time.
			var e []scored
			spread := 150
			if round%4 == 1 {
				spread = 20 // within the buckets: pushSets' run
			}
			for i := rng.Intn(40); i > 0; i-- {
				v := int32(rng.Intn(2*spread) - spread)
				e = append(e, scored{v, chess.Move(seq)})
				ref = append(ref, pushed{v, seq})
				seq++
			}
			if len(e) > 0 && !q.rebase && slices.MinFunc(e, cmpScored).f-q.lo >= 0 && int(slices.MaxFunc(e, cmpScored).f-q.lo) < len(q.heads) {
				fastRuns++
			}
			c := setPush{nlist: len(e)}
			if len(e) > 0 {
				c.list, c.nhead = &e[0], rng.Intn(len(e)+1)
			}
			q.pushSets(nil, &c)
		}
		sort.Slice(ref, func(i, j int) bool {
			if ref[i].f != ref[j].f {
				return ref[i].f < ref[j].f
			}
			return ref[i].seq > ref[j].seq
		})
		for i := rng.Intn(30); i > 0 && q.n > 0; i-- {
			got := q.pop()
			if int(got.move) != ref[0].seq {
				t.Fatalf("round %d: popped push #%d, want #%d (f=%d)", round, got.move, ref[0].seq, ref[0].f)
			}
			ref = ref[1:]
		}
		if q.n != len(ref) {
			t.Fatalf("round %d: %d queued, want %d", round, q.n, len(ref))
		}
	}
	if fastRuns < 10 {
		t.Fatalf("only %d runs pushed by pushSets' fast loop", fastRuns)
	}
}

// walkSet checks a set of positions against a map on a random walk from
// the initial position (restarted at a game's end), keyed as the set keys
// them: has is true exactly for positions added before, add is true exactly
// for new ones, and the walk meets repeats. It returns the map's size.
func walkSet[K comparable](t *testing.T, seed int64, key func(*chess.Position) K, has, add func(*chess.Position) bool) int {
	t.Helper()
	rng := rand.New(rand.NewSource(seed))
	seen := map[K]bool{}
	p := chess.StartPosition()
	repeats := 0
	for i := 0; i < 20000; i++ {
		moves := p.LegalMoves()
		if len(moves) == 0 {
			p = chess.StartPosition()
			continue
		}
		p.Make(moves[rng.Intn(len(moves))])
		k := key(p)
		if seen[k] {
			repeats++
		}
		if has(p) != seen[k] {
			t.Fatalf("step %d: has = %v, want %v (%s)", i, has(p), seen[k], p.FEN())
		}
		if added := add(p); added == seen[k] {
			t.Fatalf("step %d: add = %v for a position seen = %v", i, added, seen[k])
		}
		seen[k] = true
	}
	if repeats == 0 {
		t.Fatal("the walk never met a position twice: the found path went untested")
	}
	return len(seen)
}

// The position set answers by exact identity through growth.
func TestPosSetExact(t *testing.T) {
	set := newPosSet()
	if n := walkSet(t, 2, keyOf, set.has, set.add); set.len() != n {
		t.Fatalf("%d positions stored, want %d", set.len(), n)
	}
}

// The hash set of the helpmate searches answers by hash through growth.
func TestHashSet(t *testing.T) {
	set := newHashSet()
	if n := walkSet(t, 3, hashOf, set.has, set.add); set.n != n || n < 1024 {
		t.Fatalf("%d positions stored, want %d (more than the first table)", set.n, n)
	}
}

// Two positions with the same placement, one with an en-passant capture
// that is legal and one where the pawn is pinned (Article 9.2.2): the same
// placement and hash candidates, different exact keys.
func TestExactKeyEnPassant(t *testing.T) {
	legal, err := chess.ParseFEN("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1")
	if err != nil {
		t.Fatal(err)
	}
	pinned, err := chess.ParseFEN("4k3/8/8/K2pP2r/8/8/8/8 w - d6 0 1")
	if err != nil {
		t.Fatal(err)
	}
	none, err := chess.ParseFEN("4k3/8/8/K2pP2r/8/8/8/8 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if keyOf(legal).meta>>8 == 0 {
		t.Error("legal e.p. capture not in the key")
	}
	if keyOf(pinned) != keyOf(none) {
		t.Error("a pinned e.p. pawn makes the position differ (Article 9.2.2 says the same)")
	}
	set := newPosSet()
	set.add(none)
	if !set.has(pinned) && pinned.Hash() == none.Hash() {
		t.Error("same exact key and hash, not found")
	}
}

// The enumeration's chunked stack holds what was pushed one at a time and
// in batches (pushAll) across chunk boundaries, through truncations.
func TestChunkedPushAll(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	var c chunked[int]
	var ref []int
	for round := 0; round < 200; round++ {
		if rng.Intn(4) == 0 && len(ref) > 0 {
			n := rng.Intn(len(ref) + 1)
			c.truncate(n)
			ref = ref[:n]
		}
		if rng.Intn(2) == 0 {
			v := rng.Int()
			c.push(v)
			ref = append(ref, v)
		} else {
			batch := make([]int, rng.Intn(3<<chunkedBits))
			for i := range batch {
				batch[i] = rng.Int()
			}
			c.pushAll(batch)
			ref = append(ref, batch...)
		}
		if c.len() != len(ref) {
			t.Fatalf("round %d: %d held, want %d", round, c.len(), len(ref))
		}
		for i, v := range ref {
			if *c.at(i) != v {
				t.Fatalf("round %d: element %d is %d, want %d", round, i, *c.at(i), v)
			}
		}
	}
}

// keyAfter tells the position a move leads to without making it: on random
// walks from positions with castling rights, en-passant chances and
// promotions, every legal move's childKey is the pkey of the position the
// move makes, and both the quick way and the fallback are taken.
func TestKeyAfter(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	quick, slow := 0, 0
	for _, fen := range []string{
		chess.StartFEN,
		"4k3/1P4p1/8/3pP3/8/8/2p3P1/4K3 w - d6 0 1",
		"r3k2r/pPpp1ppp/8/8/3pP3/8/PpPP1PPP/R3K2R b KQkq e3 0 1",
		"8/8/8/8/3k4/1Bn5/BKB5/1B6 w - - 0 1",
	} {
		root, err := chess.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		p := *root
		for i := 0; i < 3000; i++ {
			moves := p.LegalMoves()
			if len(moves) == 0 || i%200 == 0 {
				p = *root
				continue
			}
			for _, m := range moves {
				if _, ok := keyAfter(&p, m); ok {
					quick++
				} else {
					slow++
				}
				kr := keyerOf(&p)
				got := childKey(&p, &kr, m)
				q := p
				q.Make(m)
				if want := packedKeyOf(&q); got != want {
					t.Fatalf("%s, %s: key %+v, want %+v", p.FEN(), p.UCI(m), got, want)
				}
			}
			p.Make(moves[rng.Intn(len(moves))])
		}
	}
	if quick == 0 || slow == 0 {
		t.Fatalf("%d moves keyed without making them, %d made: a way went untested", quick, slow)
	}
}

// A pkey carries the side to move, the castling rights and a legal
// en-passant capture: positions with the same men that differ in one of
// them have different keys.
func TestPackedKeyMeta(t *testing.T) {
	fens := []string{
		"r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1",
		"r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq - 0 1",
		"r3k2r/8/8/3pP3/8/8/8/R3K2R w KQk d6 0 1",
		"r3k2r/8/8/3pP3/8/8/8/R3K2R w Qkq - 0 1",
		"r3k2r/8/8/3pP3/8/8/8/R3K2R w - - 0 1",
		"r3k2r/8/8/3pP3/8/8/8/R3K2R b KQkq - 0 1",
		"r3k2r/8/8/3pP3/8/8/8/R3K2R b - - 0 1",
	}
	seen := map[pkey]string{}
	for _, fen := range fens {
		p, err := chess.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		k := packedKeyOf(p)
		if other, ok := seen[k]; ok {
			t.Errorf("%s and %s have the same key", fen, other)
		}
		seen[k] = fen
	}
}

func cmpScored(a, b scored) int { return int(a.f) - int(b.f) }
