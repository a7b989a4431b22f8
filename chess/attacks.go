package chess

import "math/bits"

// Attack tables. They are computed once when the package is loaded and never
// written afterwards; sliding attacks use "fancy" magic bitboards whose magic
// numbers are found by a deterministic search, so no table is copied from
// elsewhere and every run builds the same tables.
//
// A magic index selects a byte, the number of the attack set among the few
// (at most 144) a slider on that square can have, and that number the set:
// 100 KB of bytes and 50 KB of sets for the rook instead of 800 KB of sets,
// so that the tables stay in the cache next to what a program does with
// them (a search's hash tables, a PGN reader's input).

type magic struct {
	mask   Bitboard
	magic  uint64
	shift  uint8
	offset uint32 // of the square's slots in the index table
	sets   uint32 // of the square's distinct attack sets
}

// The lengths of the magic tables' arrays (attackTables).
const (
	rookSlots = 1 << 17
	bishSlots = 1 << 13
	rookSets  = 1 << 13
	bishSets  = 1 << 11
)

type attackTables struct {
	knight [64]Bitboard
	king   [64]Bitboard
	pawn   [2][64]Bitboard
	rookM  [64]magic
	bishM  [64]magic
	// By magic index: the number of the attack set. The arrays have a
	// power of two's length (only the first 102,400 and 5,248 entries
	// are used, the rest never read) so that an index is kept in them by
	// a mask, not a bounds check.
	rook [rookSlots]uint8
	bish [bishSlots]uint8
	// The distinct attack sets, square by square (4,900 and 1,428 used).
	rookS [rookSets]Bitboard
	bishS [bishSets]Bitboard
	// between[a][b]: squares strictly between a and b on a line, else 0.
	between [64][64]Bitboard
	// line[a][b]: the whole line through a and b (including them), else 0.
	line [64][64]Bitboard
	// diag[s], orth[s]: the squares a bishop, a rook on s attacks on an
	// empty board (the men that may attack s along a line).
	diag, orth [64]Bitboard
}

// tables is a value, not a pointer (as zobrist): every lookup reads it at
// a fixed address instead of through a pointer loaded first. The lookups
// mask their indices (a square is below 64, a colour below 2, a shift
// below 64) where a bounds check would compare and branch. It is built in
// place by init (no 300 KB copy made and dropped on the heap while the
// package loads): no package-level variable of this package may read it
// in its initializer.
var tables attackTables

func init() { buildTables(&tables) }

func knightAttacks(s Square) Bitboard { return tables.knight[s&63] }
func kingAttacks(s Square) Bitboard   { return tables.king[s&63] }
func pawnAttacks(c Color, s Square) Bitboard {
	return tables.pawn[c&1][s&63]
}

func rookAttacks(s Square, occ Bitboard) Bitboard {
	m := &tables.rookM[s&63]
	i := m.offset + uint32((uint64(occ&m.mask)*m.magic)>>(m.shift&63))
	return tables.rookS[(m.sets+uint32(tables.rook[i&(rookSlots-1)]))&(rookSets-1)]
}

func bishopAttacks(s Square, occ Bitboard) Bitboard {
	m := &tables.bishM[s&63]
	i := m.offset + uint32((uint64(occ&m.mask)*m.magic)>>(m.shift&63))
	return tables.bishS[(m.sets+uint32(tables.bish[i&(bishSlots-1)]))&(bishSets-1)]
}

func queenAttacks(s Square, occ Bitboard) Bitboard {
	return rookAttacks(s, occ) | bishopAttacks(s, occ)
}

var rookDirs = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
var bishopDirs = [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}

// rays[d][s] is the squares from s (not included) to the board's edge in
// the direction d = (dRank+1)*3 + dFile+1 (dFile, dRank in -1..1).
var rays = func() (r [9][64]Bitboard) {
	for s := Square(0); s < 64; s++ {
		for dr := -1; dr <= 1; dr++ {
			for df := -1; df <= 1; df++ {
				f, rk := s.File()+df, s.Rank()+dr
				for (df != 0 || dr != 0) && f >= 0 && f < 8 && rk >= 0 && rk < 8 {
					r[(dr+1)*3+df+1][s] |= bb(NewSquare(f, rk))
					f, rk = f+df, rk+dr
				}
			}
		}
	}
	return r
}()

// slide returns the squares a slider on s moving in the directions dirs
// (rookDirs or bishopDirs) attacks given blockers occ.
func slide(s Square, occ Bitboard, dirs [4][2]int) Bitboard {
	if dirs == bishopDirs {
		return bishopSlide(s, occ)
	}
	return rookSlide(s, occ)
}

// rookSlide is the rook's slide: each ray cut behind its first blocker
// (the nearest: the lowest square of the blockers on a ray of increasing
// squares, the highest on one of decreasing squares). The magic tables are
// built from it.
func rookSlide(s Square, occ Bitboard) Bitboard {
	return upRay(7, s, occ) | upRay(5, s, occ) | downRay(1, s, occ) | downRay(3, s, occ)
}

// bishopSlide is rookSlide for a bishop.
func bishopSlide(s Square, occ Bitboard) Bitboard {
	return upRay(8, s, occ) | upRay(6, s, occ) | downRay(2, s, occ) | downRay(0, s, occ)
}

// upRay is the ray d (rays) from s, of increasing squares, up to its first
// blocker in occ.
func upRay(d int, s Square, occ Bitboard) Bitboard {
	ray := rays[d][s&63]
	if b := ray & occ; b != 0 {
		ray &^= rays[d][b.First()&63]
	}
	return ray
}

// downRay is upRay for a ray of decreasing squares.
func downRay(d int, s Square, occ Bitboard) Bitboard {
	ray := rays[d][s&63]
	if b := ray & occ; b != 0 {
		ray &^= rays[d][(63-bits.LeadingZeros64(uint64(b)))&63]
	}
	return ray
}

// relevantMask is the slide on an empty board without the edge squares
// (a piece on the edge never blocks anything beyond it).
func relevantMask(s Square, dirs [4][2]int) Bitboard {
	var out Bitboard
	for _, d := range dirs {
		f, r := s.File()+d[0], s.Rank()+d[1]
		for {
			nf, nr := f+d[0], r+d[1]
			if nf < 0 || nf > 7 || nr < 0 || nr > 7 {
				break
			}
			out |= bb(NewSquare(f, r))
			f, r = nf, nr
		}
	}
	return out
}

type prng struct{ s uint64 }

func (p *prng) next() uint64 { // xorshift64*
	p.s ^= p.s >> 12
	p.s ^= p.s << 25
	p.s ^= p.s >> 27
	return p.s * 2685821657736338717
}

func (p *prng) sparse() uint64 { return p.next() & p.next() & p.next() }

func buildMagics(dirs [4][2]int, ms *[64]magic, seed uint64, known *[64]uint64) []Bitboard {
	var table []Bitboard
	rng := prng{seed}
	occs := make([]Bitboard, 4096)
	refs := make([]Bitboard, 4096)
	epoch := make([]int, 4096) // the attempt that last wrote each slot
	stamp := 0
	for s := Square(0); s < 64; s++ {
		mask := relevantMask(s, dirs)
		n := mask.Count()
		size := 1 << n
		// Enumerate all subsets of mask (Carry-Rippler).
		var sub Bitboard
		for i := 0; i < size; i++ {
			occs[i] = sub
			if dirs == bishopDirs {
				refs[i] = bishopSlide(s, sub)
			} else {
				refs[i] = rookSlide(s, sub)
			}
			sub = (sub - mask) & mask
		}
		m := magic{mask: mask, shift: uint8(64 - n), offset: uint32(len(table))}
		table = append(table, make([]Bitboard, size)...)
		slot := table[m.offset:]
		for attempt := 1; ; attempt++ {
			stamp++
			if attempt == 1 && known[s] != 0 {
				m.magic = known[s] // the recorded result of this search, verified below
			} else {
				m.magic = rng.sparse()
			}
			if Bitboard((uint64(mask)*m.magic)>>56).Count() < 6 {
				continue
			}
			ok := true
			for i := 0; i < size; i++ {
				idx := (uint64(occs[i]) * m.magic) >> m.shift
				if epoch[idx] != stamp {
					epoch[idx] = stamp
					slot[idx] = refs[i]
				} else if slot[idx] != refs[i] {
					ok = false
					break
				}
			}
			if ok {
				break
			}
		}
		ms[s] = m
	}
	return table
}

// compress turns buildMagics' table of attack sets into the index table
// and the distinct sets of each square (see attackTables), setting the
// squares' sets offsets.
func compress(ms *[64]magic, table []Bitboard) (index []uint8, sets []Bitboard) {
	index = make([]uint8, len(table))
	// The numbers of a square's sets so far: a small open-addressing hash
	// table (a map made loading the package some milliseconds slower).
	const slots = 512
	var keys [slots]Bitboard
	var nums [slots]uint8
	var epoch [slots]int
	for s := range ms {
		m := &ms[s]
		m.sets = uint32(len(sets))
		for i := m.offset; i < m.offset+1<<(64-m.shift); i++ {
			b := table[i]
			h := (uint64(b) * 0x9E3779B97F4A7C15) >> (64 - 9)
			for epoch[h] == s+1 && keys[h] != b {
				h = (h + 1) % slots
			}
			if epoch[h] != s+1 {
				n := len(sets) - int(m.sets)
				if n > 255 {
					panic("chess: more than 256 attack sets on one square") // a bug in this package
				}
				epoch[h], keys[h], nums[h] = s+1, b, uint8(n)
				sets = append(sets, b)
			}
			index[i] = nums[h]
		}
	}
	return index, sets
}

func buildTables(t *attackTables) {
	for s := Square(0); s < 64; s++ {
		f, r := s.File(), s.Rank()
		for _, d := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			if nf, nr := f+d[0], r+d[1]; nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
				t.knight[s] |= bb(NewSquare(nf, nr))
			}
		}
		for df := -1; df <= 1; df++ {
			for dr := -1; dr <= 1; dr++ {
				if nf, nr := f+df, r+dr; (df != 0 || dr != 0) && nf >= 0 && nf < 8 && nr >= 0 && nr < 8 {
					t.king[s] |= bb(NewSquare(nf, nr))
				}
			}
		}
		for _, df := range []int{-1, 1} {
			if nf := f + df; nf >= 0 && nf < 8 {
				if r < 7 {
					t.pawn[White][s] |= bb(NewSquare(nf, r+1))
				}
				if r > 0 {
					t.pawn[Black][s] |= bb(NewSquare(nf, r-1))
				}
			}
		}
	}
	index, sets := compress(&t.rookM, buildMagics(rookDirs, &t.rookM, 0x9E3779B97F4A7C15, &rookMagics))
	if len(index) > len(t.rook) || len(sets) > len(t.rookS) {
		panic("chess: rook attack tables larger than their arrays") // a bug in this package
	}
	copy(t.rook[:], index)
	copy(t.rookS[:], sets)
	index, sets = compress(&t.bishM, buildMagics(bishopDirs, &t.bishM, 0xD1B54A32D192ED03, &bishopMagics))
	if len(index) > len(t.bish) || len(sets) > len(t.bishS) {
		panic("chess: bishop attack tables larger than their arrays") // a bug in this package
	}
	copy(t.bish[:], index)
	copy(t.bishS[:], sets)
	for s := Square(0); s < 64; s++ {
		t.diag[s], t.orth[s] = bishopSlide(s, 0), rookSlide(s, 0)
	}
	for a := Square(0); a < 64; a++ {
		for b := Square(0); b < 64; b++ {
			if a == b {
				continue
			}
			if slide(a, 0, rookDirs).Has(b) {
				t.line[a][b] = (slide(a, 0, rookDirs) & slide(b, 0, rookDirs)) | bb(a) | bb(b)
				t.between[a][b] = slide(a, bb(b), rookDirs) & slide(b, bb(a), rookDirs)
			} else if slide(a, 0, bishopDirs).Has(b) {
				t.line[a][b] = (slide(a, 0, bishopDirs) & slide(b, 0, bishopDirs)) | bb(a) | bb(b)
				t.between[a][b] = slide(a, bb(b), bishopDirs) & slide(b, bb(a), bishopDirs)
			}
		}
	}
}
