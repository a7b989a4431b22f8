package unwinnable

import (
	"testing"

	"github.com/chessconform/chessconform/chess"
)

// stateSet must behave as a set of whole states: the same answers as a map
// keyed by astate, over states that differ in one field each (pawns, jam,
// the count, a piece's squares, colour or type, a piece beyond the count),
// with the real hash and with one that makes every state collide.
func TestStateSet(t *testing.T) {
	var base astate
	base.pawns[chess.White] = 1 << 12
	base.n = 2
	base.pcs[0] = apiece{set: 1 << 4, c: chess.White, t: chess.King}
	base.pcs[1] = apiece{set: 1 << 60, c: chess.Black, t: chess.King}
	var states []astate
	for sq := 0; sq < 64; sq++ {
		v := base
		v.pcs[0].set |= 1 << sq
		states = append(states, v)
		v = base
		v.pawns[chess.Black] = 1 << sq
		states = append(states, v)
		v = base
		v.jam = 1 << sq
		states = append(states, v)
		v = base
		v.pcs[2] = apiece{set: 1 << sq, c: chess.Black, t: chess.Rook}
		states = append(states, v)
		v.n = 3
		states = append(states, v)
		v.pcs[2].t = chess.Queen
		states = append(states, v)
		v.pcs[2].c = chess.White
		states = append(states, v)
	}
	v := base
	v.pawnless = true
	states = append(states, v)
	for _, collide := range []bool{false, true} {
		if collide {
			saved := stateHash
			stateHash = func(*astate) uint64 { return 7 }
			defer func() { stateHash = saved }()
		}
		var set stateSet
		ref := map[astate]int32{}
		for round := 0; round < 2; round++ {
			for _, s := range states {
				i, added := set.add(&s)
				j, known := ref[s]
				if !known {
					j = int32(len(ref))
					ref[s] = j
				}
				if added == known || i != j || set.states[i] != s {
					t.Fatalf("collide=%v: add gave %d %v, want %d %v", collide, i, added, j, !known)
				}
			}
		}
		if len(set.states) != len(ref) || len(ref) < 400 {
			t.Fatalf("collide=%v: %d states, want %d (over 400)", collide, len(set.states), len(ref))
		}
	}
}
