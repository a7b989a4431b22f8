package unwinnable

import "github.com/chessconform/chessconform/chess"

// posSet is the set of positions a search has met, by exact identity
// (exactKey). An exhausted search is a proof, so two positions must never
// be merged: a slot holds 32 bits of the cheap Zobrist hash (the tag, which
// also chooses the slot) and the index of the stored exact key, and a tag
// match is confirmed by comparing keys. The
// exact key is computed only then and on insertion, not for the many new
// positions whose hash matches nothing. A hash that differs for two equal
// positions (an en-passant square with no legal capture) only costs a
// duplicate, never soundness.
type posSet struct {
	slots []uint64 // tag<<32 | index+1 into keys; 0 is empty
	keys  []exactKey
	shift uint // 32 - log2(len(slots))
	mask  uint64
}

func newPosSet() *posSet {
	return &posSet{slots: make([]uint64, 1<<10), shift: 22, mask: 1<<10 - 1}
}

// home is the first slot probed for a tag: its top bits after a
// multiplicative mix.
func (s *posSet) home(tag uint64) uint64 {
	return (tag * 0x9E3779B1 & 0xFFFFFFFF) >> s.shift
}

func (s *posSet) len() int { return len(s.keys) }

// lookup returns the slot where p is stored, or the empty slot where it
// would go, and whether it is there. key is filled when it was computed.
func (s *posSet) lookup(p *chess.Position, h uint64, key *exactKey, have *bool) (uint64, bool) {
	tag := h >> 32
	for i := s.home(tag); ; i = (i + 1) & s.mask {
		v := s.slots[i]
		if v == 0 {
			return i, false
		}
		if v>>32 == tag {
			if !*have {
				*key, *have = keyOf(p), true
			}
			if k := &s.keys[uint32(v)-1]; k.white == key.white && k.t0 == key.t0 && k.t1 == key.t1 && k.t2 == key.t2 && k.meta == key.meta {
				return i, true
			}
		}
	}
}

// has reports whether p is in the set.
func (s *posSet) has(p *chess.Position) bool {
	var k exactKey
	have := false
	_, ok := s.lookup(p, p.Hash(), &k, &have)
	return ok
}

// add inserts p and reports whether it was new.
func (s *posSet) add(p *chess.Position) bool {
	var k exactKey
	have := false
	h := p.Hash()
	i, ok := s.lookup(p, h, &k, &have)
	if ok {
		return false
	}
	if !have {
		k = keyOf(p)
	}
	s.keys = append(s.keys, k)
	s.slots[i] = h>>32<<32 | uint64(len(s.keys))
	if uint64(len(s.keys))*2 > s.mask {
		s.grow()
	}
	return true
}

func (s *posSet) grow() {
	old := s.slots
	s.slots = make([]uint64, 2*len(old))
	s.mask = uint64(len(s.slots) - 1)
	s.shift--
	for _, v := range old {
		if v == 0 {
			continue
		}
		i := s.home(v >> 32)
		for s.slots[i] != 0 {
			i = (i + 1) & s.mask
		}
		s.slots[i] = v
	}
}

// hashSet is the set of positions a helpmate search has met, by 64-bit
// Zobrist hash alone: one memory read per probe, no exact key. Two
// positions with the same hash are merged, which can only hide a line (a
// line found is replayed before it is believed), never prove anything, so
// a search using it never reports itself exhausted; the enumeration, which
// proves, keeps posSet. The chance of any merge in a search of n positions
// is about n²/2⁶⁵: below 10⁻⁶ at 4 million.
type hashSet struct {
	slots []uint64 // hash, 0 is empty (a hash of 0 is stored as 1)
	n     int
	mask  uint64
}

func newHashSet() *hashSet {
	return &hashSet{slots: make([]uint64, 1<<10), mask: 1<<10 - 1}
}

func hashOf(p *chess.Position) uint64 {
	if h := p.Hash(); h != 0 {
		return h
	}
	return 1
}

// has reports whether p's hash is in the set.
func (s *hashSet) has(p *chess.Position) bool {
	h := hashOf(p)
	for i := h & s.mask; ; i = (i + 1) & s.mask {
		switch s.slots[i] {
		case 0:
			return false
		case h:
			return true
		}
	}
}

// add inserts p's hash and reports whether it was new.
func (s *hashSet) add(p *chess.Position) bool {
	h := hashOf(p)
	i := h & s.mask
	for ; s.slots[i] != 0; i = (i + 1) & s.mask {
		if s.slots[i] == h {
			return false
		}
	}
	s.slots[i] = h
	s.n++
	if uint64(s.n)*2 > s.mask {
		old := s.slots
		s.slots = make([]uint64, 2*len(old))
		s.mask = uint64(len(s.slots) - 1)
		for _, v := range old {
			if v != 0 {
				j := v & s.mask
				for s.slots[j] != 0 {
					j = (j + 1) & s.mask
				}
				s.slots[j] = v
			}
		}
	}
	return true
}
