package unwinnable

import (
	"math/rand"
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
	for round := 0; round < 50; round++ {
		for i := rng.Intn(40); i > 0; i-- {
			f := int32(rng.Intn(600) - 300) // negative scores too: buckets grow both ways
			q.push(f, hentry{parent: int32(seq)})
			ref = append(ref, pushed{f, seq})
			seq++
		}
		sort.Slice(ref, func(i, j int) bool {
			if ref[i].f != ref[j].f {
				return ref[i].f < ref[j].f
			}
			return ref[i].seq > ref[j].seq
		})
		for i := rng.Intn(30); i > 0 && q.n > 0; i-- {
			got := q.pop()
			if int(got.parent) != ref[0].seq {
				t.Fatalf("round %d: popped push #%d, want #%d (f=%d)", round, got.parent, ref[0].seq, ref[0].f)
			}
			ref = ref[1:]
		}
		if q.n != len(ref) {
			t.Fatalf("round %d: %d queued, want %d", round, q.n, len(ref))
		}
	}
}

// The position set answers by exact identity through growth: every
// position of a random walk is found once added, and none before.
func TestPosSetExact(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	set := newPosSet()
	seen := map[exactKey]bool{}
	p := chess.StartPosition()
	repeats := 0
	for i := 0; i < 20000; i++ {
		moves := p.LegalMoves()
		if len(moves) == 0 {
			p = chess.StartPosition()
			continue
		}
		p.Make(moves[rng.Intn(len(moves))])
		k := keyOf(p)
		if seen[k] {
			repeats++
		}
		if set.has(p) != seen[k] {
			t.Fatalf("step %d: has = %v, want %v (%s)", i, set.has(p), seen[k], p.FEN())
		}
		if added := set.add(p); added == seen[k] {
			t.Fatalf("step %d: add = %v for a position seen = %v", i, added, seen[k])
		}
		seen[k] = true
	}
	if set.len() != len(seen) {
		t.Fatalf("%d positions stored, want %d", set.len(), len(seen))
	}
	if repeats == 0 {
		t.Fatal("the walk never met a position twice: the found path went untested")
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

// The hash set of the helpmate searches answers by hash through growth:
// every position of a random walk is found once added, and none before
// (checked against a map of the same hashes; the walk has repeats).
func TestHashSet(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	set := newHashSet()
	seen := map[uint64]bool{}
	p := chess.StartPosition()
	repeats := 0
	for i := 0; i < 20000; i++ {
		moves := p.LegalMoves()
		if len(moves) == 0 {
			p = chess.StartPosition()
			continue
		}
		p.Make(moves[rng.Intn(len(moves))])
		h := hashOf(p)
		if seen[h] {
			repeats++
		}
		if set.has(p) != seen[h] {
			t.Fatalf("step %d: has = %v, want %v (%s)", i, set.has(p), seen[h], p.FEN())
		}
		if added := set.add(p); added == seen[h] {
			t.Fatalf("step %d: add = %v for a position seen = %v", i, added, seen[h])
		}
		seen[h] = true
	}
	if set.n != len(seen) || len(seen) < 1024 {
		t.Fatalf("%d positions stored, want %d (more than the first table)", set.n, len(seen))
	}
	if repeats == 0 {
		t.Fatal("the walk never met a position twice: the found path went untested")
	}
}
