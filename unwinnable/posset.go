package unwinnable

import (
	"unsafe"

	"github.com/chessconform/chessconform/chess"
)

// posSet is the set of positions a search has met, by exact identity
// (pkey). An exhausted search is a proof, so two positions must never be
// merged: a slot holds the exact key itself, 32 bytes, two slots to a
// cache line, and a probe compares keys. The first slot probed for a key
// is chosen by a hash of the key (pkey.tag), which the enumeration
// computes for a frame's children before it visits them, to ask for their
// slots ahead (touch1).
//
// The key lives in the slot, not in a separate array the slot points into:
// confirming a match then reads the memory the probe has just read, where
// the array cost a second cache miss per repeated position (a quarter of
// the corpus's time went to this set's two misses). Without a tag beside
// it a slot is 32 bytes instead of 40: it never straddles two cache
// lines, and the table is a fifth smaller.
type posSet struct {
	slots []pkey
	n     int
	shift uint // 32 - log2(len(slots))
	mask  uint64
}

// pkey identifies a position exactly in 32 bytes: exactKey's type planes
// and its white men, with exactKey's meta bits (side to move, castling
// rights, en-passant file) written on the first empty squares of the white
// plane, where no white man can be. Two positions have the same pkey
// exactly when they have the same exactKey: equal planes are equal
// occupied squares, so equal empty squares carrying the meta bits. A
// position has at least 32 empty squares (ParseFEN allows 16 men a side;
// the enumeration checks the root: exhaustion.step), more than the 9 meta
// bits need. The all-zero key, no man on the board, marks an empty slot.
type pkey struct {
	white, t0, t1, t2 chess.Bitboard
}

// packKey returns k as a pkey.
func packKey(k exactKey) pkey {
	white := k.white
	empty := ^(k.t0 | k.t1 | k.t2)
	// Side to move and castling rights in bits 0-4, the en-passant file
	// (plus one) in bits 5-8.
	for m := uint32(k.meta&0x1f) | uint32(k.meta>>8&0xf)<<5; m != 0; m >>= 1 {
		if m&1 != 0 {
			white |= empty & -empty
		}
		empty &= empty - 1
	}
	return pkey{white: white, t0: k.t0, t1: k.t1, t2: k.t2}
}

// packedKeyOf returns p's pkey.
func packedKeyOf(p *chess.Position) pkey { return packKey(keyOf(p)) }

// keyAfter returns the pkey of the position after m, a legal move of p,
// without making m, when it is quick to tell (keyer.after).
func keyAfter(p *chess.Position, m chess.Move) (pkey, bool) {
	kr := keyerOf(p)
	return kr.after(p, m)
}

// keyer is what keyer.after needs of a position, the same for all its
// moves: the enumeration computes it once for a position's children.
type keyer struct {
	white, t0, t1, t2 chess.Bitboard // exactKey's planes
	theirPawns        chess.Bitboard
	castle            uint8
	us                chess.Color
}

func keyerOf(p *chess.Position) keyer {
	pa, b, q := p.PiecesOfType(chess.Pawn), p.PiecesOfType(chess.Bishop), p.PiecesOfType(chess.Queen)
	n, r, k := p.PiecesOfType(chess.Knight), p.PiecesOfType(chess.Rook), p.PiecesOfType(chess.King)
	us := p.SideToMove()
	return keyer{
		white: p.Occupied(chess.White), t0: pa | b | q, t1: n | b | k, t2: r | q | k,
		theirPawns: p.Pieces(us.Other(), chess.Pawn), castle: p.CastlingRights(), us: us,
	}
}

// after returns the pkey of the position after m, a legal move of p (the
// position kr was computed from), without making m, when it is quick to
// tell: a move of one man, perhaps capturing or promoting, that leaves no
// en-passant capture to consider and, while castling rights are held,
// neither leaves nor reaches the first or last rank (a right is lost only
// by a move from or to its king's or rook's square, all on those ranks).
// Otherwise it reports false and the caller makes the move and asks
// packedKeyOf.
func (kr *keyer) after(p *chess.Position, m chess.Move) (pkey, bool) {
	if m.Kind() != chess.NormalMove {
		return pkey{}, false
	}
	us := kr.us
	from, to := m.From(), m.To()
	castle := kr.castle
	if castle != 0 && (backRanks.Has(from) || backRanks.Has(to)) {
		return pkey{}, false
	}
	t := p.PieceAt(from).Type()
	if t == chess.Pawn && (to-from == 16 || from-to == 16) && chess.PawnAttacks(us, (from+to)/2)&kr.theirPawns != 0 {
		return pkey{}, false // an en-passant capture may be legal after it
	}
	fb, tb := chess.Bitboard(1)<<from, chess.Bitboard(1)<<to
	nt := t
	if pr := m.Promotion(); pr != chess.NoPieceType {
		nt = pr
	}
	// A man of type t is on plane j when bit j of t is set (keyOf): the
	// from-square is empty after the move and the to-square holds nt
	// whatever was taken there, so both are cleared on every plane and
	// the to-square set on nt's.
	clear := fb | tb
	t0 := kr.t0&^clear | tb&-chess.Bitboard(nt&1)
	t1 := kr.t1&^clear | tb&-chess.Bitboard(nt>>1&1)
	t2 := kr.t2&^clear | tb&-chess.Bitboard(nt>>2&1)
	white := kr.white &^ clear
	if us == chess.White {
		white |= tb
	}
	if castle == 0 {
		if us == chess.Black {
			// White to move next, meta 0.
			return pkey{white: white, t0: t0, t1: t1, t2: t2}, true
		}
		// Black to move: meta bit 0 on the first empty square.
		empty := ^(t0 | t1 | t2)
		return pkey{white: white | empty&-empty, t0: t0, t1: t1, t2: t2}, true
	}
	return packKey(exactKey{white: white, t0: t0, t1: t1, t2: t2, meta: uint16(us.Other()) | uint16(castle)<<1}), true
}

// backRanks are the first and last ranks.
const backRanks = chess.Bitboard(0xFF000000000000FF)

// tag returns the hash of k that chooses its first slot (its top bits).
func (k *pkey) tag() uint32 {
	h := uint64(k.white)*0x9E3779B97F4A7C15 ^ uint64(k.t0)
	h = (h ^ h>>29) * 0xBF58476D1CE4E5B9
	h ^= uint64(k.t1)
	h = (h ^ h>>32) * 0x94D049BB133111EB
	h ^= uint64(k.t2)
	h = (h ^ h>>29) * 0x9E3779B97F4A7C15
	return uint32(h >> 32)
}

func (k *pkey) empty() bool { return k.t0|k.t1|k.t2 == 0 }

func newPosSet() *posSet {
	return &posSet{slots: make([]pkey, 1<<10), shift: 22, mask: 1<<10 - 1}
}

// home is the first slot probed for a tag: its top bits.
func (s *posSet) home(tag uint32) uint64 { return uint64(tag >> s.shift) }

func (s *posSet) len() int { return s.n }

// touch1 asks for the first slot probed for tag without waiting
// (prefetch): the lookups of a depth-first enumeration meet a table of
// many megabytes at random, and a lookup asked for ahead overlaps its
// cache miss with other work and other misses instead of stalling on it.
func (s *posSet) touch1(t uint32) {
	prefetch(uintptr(unsafe.Pointer(&s.slots[s.home(t)])))
}

// lookup returns the slot where k (of tag tag) is stored, or the empty
// slot where it would go, and whether it is there.
func (s *posSet) lookup(k *pkey, tag uint32) (uint64, bool) {
	for i := s.home(tag); ; i = (i + 1) & s.mask {
		sl := &s.slots[i]
		if sl.t0 == k.t0 && sl.t1 == k.t1 && sl.t2 == k.t2 && sl.white == k.white {
			return i, true
		}
		if sl.empty() {
			return i, false
		}
	}
}

// has reports whether p is in the set.
func (s *posSet) has(p *chess.Position) bool {
	k := packedKeyOf(p)
	_, ok := s.lookup(&k, k.tag())
	return ok
}

// add inserts p and reports whether it was new.
func (s *posSet) add(p *chess.Position) bool {
	k := packedKeyOf(p)
	tag := k.tag()
	i, ok := s.lookup(&k, tag)
	if ok {
		return false
	}
	s.insert(i, &k)
	return true
}

// insert puts k in slot i, the empty slot lookup returned for it; no other
// insertion may come between.
func (s *posSet) insert(i uint64, k *pkey) {
	s.slots[i] = *k
	s.n++
	if uint64(s.n)*2 > s.mask {
		s.grow()
	}
}

// grow doubles the table. A key's first slot is the top bits of its tag,
// so the old table read in order from an empty slot (where no run of
// slots wraps around) meets the keys by first slot in order, and each
// goes to the new table at or just after where the one before went: the
// writes move along the new table instead of landing at random, and
// neither table is asked for ahead.
func (s *posSet) grow() {
	old := s.slots
	s.slots = make([]pkey, 2*len(old))
	adviseHuge(s.slots)
	s.mask = uint64(len(s.slots) - 1)
	s.shift--
	start := 0
	for !old[start].empty() {
		start++ // the table is at most half full: there is an empty slot
	}
	for j := range old {
		k := &old[(start+j)&(len(old)-1)]
		if k.empty() {
			continue
		}
		i := s.home(k.tag())
		for !s.slots[i].empty() {
			i = (i + 1) & s.mask
		}
		s.slots[i] = *k
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
