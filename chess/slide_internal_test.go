package chess

import (
	"math/rand"
	"testing"
)

// walkSlide is the slide the magic tables were first built from: each ray
// walked square by square up to and including the first blocker.
func walkSlide(s Square, occ Bitboard, dirs [4][2]int) Bitboard {
	var out Bitboard
	for _, d := range dirs {
		f, r := s.File()+d[0], s.Rank()+d[1]
		for f >= 0 && f < 8 && r >= 0 && r < 8 {
			t := NewSquare(f, r)
			out |= bb(t)
			if occ.Has(t) {
				break
			}
			f, r = f+d[0], r+d[1]
		}
	}
	return out
}

// TestSlideWalks: slide (rays cut at the nearest blocker) is the square by
// square walk, for both sliders on every square, on random occupancies of
// every density and on the empty and full boards.
func TestSlideWalks(t *testing.T) {
	rng := rand.New(rand.NewSource(18))
	for s := Square(0); s < 64; s++ {
		for i := 0; i < 300; i++ {
			var occ Bitboard
			switch i {
			case 0:
			case 1:
				occ = ^Bitboard(0)
			default:
				occ = Bitboard(rng.Uint64())
				for k := i % 4; k > 0; k-- {
					occ &= Bitboard(rng.Uint64())
				}
			}
			for _, dirs := range [2][4][2]int{rookDirs, bishopDirs} {
				if got, want := slide(s, occ, dirs), walkSlide(s, occ, dirs); got != want {
					t.Fatalf("slide(%v, %#x, %v) = %#x, want %#x", s, uint64(occ), dirs, uint64(got), uint64(want))
				}
			}
		}
	}
}

// TestBuildMagicsKeepsKnown: building the tables from the recorded magic
// numbers keeps every one of them (each is verified, none searched again:
// a slot written for an earlier square or attempt must not count as
// written for this one), and a wrong recorded number is replaced by one
// found by the search that gives every square's attack sets.
func TestBuildMagicsKeepsKnown(t *testing.T) {
	for _, c := range []struct {
		name  string
		dirs  [4][2]int
		seed  uint64
		known *[64]uint64
	}{
		{"rook", rookDirs, 0x9E3779B97F4A7C15, &rookMagics},
		{"bishop", bishopDirs, 0xD1B54A32D192ED03, &bishopMagics},
	} {
		var ms [64]magic
		buildMagics(c.dirs, &ms, c.seed, c.known)
		for s := range ms {
			if ms[s].magic != c.known[s] {
				t.Errorf("%s on %v: magic %#x, recorded %#x", c.name, Square(s), ms[s].magic, c.known[s])
			}
		}
	}
	known := bishopMagics
	known[0], known[27] = 1, 0x8000000000000001 // no good
	var ms [64]magic
	table := buildMagics(bishopDirs, &ms, 0xD1B54A32D192ED03, &known)
	rng := rand.New(rand.NewSource(7))
	for s := Square(0); s < 64; s++ {
		m := &ms[s]
		for i := 0; i < 200; i++ {
			occ := Bitboard(rng.Uint64() & rng.Uint64())
			if got, want := table[m.offset+uint32((uint64(occ&m.mask)*m.magic)>>m.shift)], bishopSlide(s, occ); got != want {
				t.Fatalf("bishop on %v, occupancy %#x: table %#x, slide %#x", s, uint64(occ), uint64(got), uint64(want))
			}
		}
	}
	if ms[0].magic == 1 || ms[27].magic == 0x8000000000000001 {
		t.Errorf("a wrong recorded magic kept")
	}
}
