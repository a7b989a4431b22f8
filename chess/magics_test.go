package chess

import "testing"

// The slider tables built at load (rookSlide and bishopSlide for each
// occupancy of the relevant squares, then the magic index) against the
// walk of Article 3, for every square and every occupancy that matters;
// between and line against walks too.
func TestSliderTablesExhaustive(t *testing.T) {
	rook := [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	bishop := [][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
	n := 0
	for s := Square(0); s < 64; s++ {
		for _, p := range []struct {
			dirs    [][2]int
			attacks func(Square, Bitboard) Bitboard
			mask    Bitboard
		}{{rook, RookAttacks, relevantMask(s, rookDirs)}, {bishop, BishopAttacks, relevantMask(s, bishopDirs)}} {
			sub := Bitboard(0)
			for {
				// outside the mask: squares the slider reaches or never sees
				for _, occ := range []Bitboard{sub, sub | ^p.mask&^bb(s)} {
					if got, want := p.attacks(s, occ), walk(s, occ, true, p.dirs...); got != want {
						t.Fatalf("slider on %s, occupancy %#x: %#x, want %#x", s, occ, got, want)
					}
					n++
				}
				if sub = (sub - p.mask) & p.mask; sub == 0 {
					break
				}
			}
		}
		for u := Square(0); u < 64; u++ {
			var between, line Bitboard
			for _, dirs := range [][][2]int{rook, bishop} {
				for _, d := range dirs {
					if walk(s, 0, true, d).Has(u) {
						between = walk(s, bb(u), true, d) &^ bb(u)
						line = walk(s, 0, true, d) | walk(s, 0, true, [2]int{-d[0], -d[1]}) | bb(s)
					}
				}
			}
			if tables.between[s][u] != between || tables.line[s][u] != line {
				t.Fatalf("%s-%s: between %#x (want %#x), line %#x (want %#x)", s, u, tables.between[s][u], between, tables.line[s][u], line)
			}
		}
	}
	if n != 2*(102400+5248) {
		t.Errorf("%d occupancies checked", n)
	}
}
