package unwinnable

import (
	"unsafe"

	"github.com/chessconform/chessconform/chess"
)

// posSet is the set of positions a search has met, by exact identity
// (exactKey). An exhausted search is a proof, so two positions must never
// be merged: a slot holds 32 bits of the cheap Zobrist hash (the tag, which
// also chooses the slot) and the exact key itself, and a tag match is
// confirmed by comparing keys. The exact key is computed only then and on
// insertion, not for the many new positions whose hash matches nothing. A
// hash that differs for two equal positions (an en-passant square with no
// legal capture) only costs a duplicate, never soundness.
//
// The key lives in the slot, not in a separate array the slot points into:
// confirming a match then reads the memory the probe has just read, where
// the array cost a second cache miss per repeated position (a quarter of
// the corpus's time went to this set's two misses).
type posSet struct {
	slots []pslot
	n     int
	shift uint // 32 - log2(len(slots))
	mask  uint64
}

// pslot is one slot of a posSet: an exact key and its tag, packed in 40
// bytes. meta is the key's meta with slotUsed set; 0 marks an empty slot.
type pslot struct {
	white, t0, t1, t2 chess.Bitboard
	tag               uint32
	meta              uint16
}

// slotUsed marks a used slot in pslot.meta; exactKey.meta never has it
// (side to move, castling rights and en-passant file use bits 0 to 11).
const slotUsed = 1 << 15

func newPosSet() *posSet {
	return &posSet{slots: make([]pslot, 1<<10), shift: 22, mask: 1<<10 - 1}
}

// home is the first slot probed for a tag: its top bits after a
// multiplicative mix.
func (s *posSet) home(tag uint32) uint64 {
	return (uint64(tag) * 0x9E3779B1 & 0xFFFFFFFF) >> s.shift
}

func (s *posSet) len() int { return s.n }

// tagOf returns the tag of a position of hash h (its Hash).
func tagOf(h uint64) uint32 { return uint32(h >> 32) }

// touch1 asks for the first slot probed for tag, both its cache lines
// when it straddles two, without waiting (prefetch): the lookups of a
// depth-first enumeration meet a table of many megabytes at random, and a
// lookup asked for ahead overlaps its cache miss with other work and
// other misses instead of stalling on it.
func (s *posSet) touch1(t uint32) {
	a := uintptr(unsafe.Pointer(&s.slots[s.home(t)]))
	prefetch(a)
	prefetch(a + unsafe.Sizeof(pslot{}) - 1)
}

// lookup returns the slot where p is stored, or the empty slot where it
// would go, and whether it is there. key is filled when it was computed.
func (s *posSet) lookup(p *chess.Position, tag uint32, key *exactKey, have *bool) (uint64, bool) {
	for i := s.home(tag); ; i = (i + 1) & s.mask {
		sl := &s.slots[i]
		if sl.meta == 0 {
			return i, false
		}
		if sl.tag == tag {
			if !*have {
				*key, *have = keyOf(p), true
			}
			if sl.white == key.white && sl.t0 == key.t0 && sl.t1 == key.t1 && sl.t2 == key.t2 && sl.meta == key.meta|slotUsed {
				return i, true
			}
		}
	}
}

// has reports whether p is in the set.
func (s *posSet) has(p *chess.Position) bool {
	var k exactKey
	have := false
	_, ok := s.lookup(p, tagOf(p.Hash()), &k, &have)
	return ok
}

// add inserts p and reports whether it was new.
func (s *posSet) add(p *chess.Position) bool { return s.addTagged(p, tagOf(p.Hash())) }

// addTagged inserts p, whose tag is tag (tagOf its Hash), and reports
// whether it was new.
func (s *posSet) addTagged(p *chess.Position, tag uint32) bool {
	var k exactKey
	have := false
	i, ok := s.lookup(p, tag, &k, &have)
	if ok {
		return false
	}
	if !have {
		k = keyOf(p)
	}
	s.slots[i] = pslot{white: k.white, t0: k.t0, t1: k.t1, t2: k.t2, tag: tag, meta: k.meta | slotUsed}
	s.n++
	if uint64(s.n)*2 > s.mask {
		s.grow()
	}
	return true
}

func (s *posSet) grow() {
	old := s.slots
	s.slots = make([]pslot, 2*len(old))
	adviseHuge(s.slots)
	s.mask = uint64(len(s.slots) - 1)
	s.shift--
	// The new table is written at random: ask for a batch of slots, then
	// fill them.
	const batch = 16
	for b := 0; b < len(old); b += batch {
		part := old[b:min(b+batch, len(old))]
		for i := range part {
			if part[i].meta != 0 {
				s.touch1(part[i].tag)
			}
		}
		for _, v := range part {
			if v.meta == 0 {
				continue
			}
			i := s.home(v.tag)
			for s.slots[i].meta != 0 {
				i = (i + 1) & s.mask
			}
			s.slots[i] = v
		}
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

func hashOf(p *chess.Position) uint64 { return nonZero(p.Hash()) }

// nonZero returns h, or 1 for 0 (the empty slot), as the set stores it.
func nonZero(h uint64) uint64 {
	if h != 0 {
		return h
	}
	return 1
}

// has reports whether p's hash is in the set.
func (s *hashSet) has(p *chess.Position) bool { return s.hasHash(hashOf(p)) }

// add inserts p's hash and reports whether it was new.
func (s *hashSet) add(p *chess.Position) bool { return s.addHash(hashOf(p)) }

// touch asks for the first slot probed for h (not 0: nonZero) without
// waiting (prefetch, as posSet.touch1): a search that probes for all the
// children of a position asks for their slots first.
func (s *hashSet) touch(h uint64) {
	prefetch(uintptr(unsafe.Pointer(&s.slots[h&s.mask])))
}

// hasHash reports whether h (not 0: nonZero) is in the set.
func (s *hashSet) hasHash(h uint64) bool {
	for i := h & s.mask; ; i = (i + 1) & s.mask {
		switch s.slots[i] {
		case 0:
			return false
		case h:
			return true
		}
	}
}

// addHash inserts h (not 0: nonZero) and reports whether it was new.
func (s *hashSet) addHash(h uint64) bool {
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
		adviseHuge(s.slots)
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
