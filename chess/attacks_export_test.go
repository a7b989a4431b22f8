package chess

import (
	"math/rand/v2"
	"testing"
)

// walk returns the squares reached from s by the steps in dirs: one step
// each, or (ray) as far as the first blocker in occ, which is included.
func walk(s Square, occ Bitboard, ray bool, dirs ...[2]int) Bitboard {
	var out Bitboard
	for _, d := range dirs {
		f, r := s.File()+d[0], s.Rank()+d[1]
		for f >= 0 && f < 8 && r >= 0 && r < 8 {
			t := NewSquare(f, r)
			out |= 1 << t
			if !ray || occ.Has(t) {
				break
			}
			f, r = f+d[0], r+d[1]
		}
	}
	return out
}

// The exported attack tables against the moves of Article 3 walked square
// by square, on random occupancies for the sliders.
func TestExportedAttacks(t *testing.T) {
	knight := [][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}
	king := [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
	rook, bishop := king[:4], king[4:]
	rng := rand.New(rand.NewPCG(1, 2))
	for s := Square(0); s < 64; s++ {
		if got, want := KnightAttacks(s), walk(s, 0, false, knight...); got != want {
			t.Errorf("knight on %s: %#x, want %#x", s, got, want)
		}
		if got, want := KingAttacks(s), walk(s, 0, false, king...); got != want {
			t.Errorf("king on %s: %#x, want %#x", s, got, want)
		}
		for c, up := range [2]int{1, -1} {
			want := walk(s, 0, false, [2]int{-1, up}, [2]int{1, up})
			if got := PawnAttacks(Color(c), s); got != want {
				t.Errorf("%s pawn on %s: %#x, want %#x", Color(c), s, got, want)
			}
		}
		for i := 0; i < 300; i++ {
			occ := Bitboard(rng.Uint64() & rng.Uint64())
			r, b := walk(s, occ, true, rook...), walk(s, occ, true, bishop...)
			if RookAttacks(s, occ) != r || BishopAttacks(s, occ) != b || QueenAttacks(s, occ) != r|b {
				t.Fatalf("sliders on %s, occupancy %#x: rook %#x (want %#x), bishop %#x (want %#x)", s, occ, RookAttacks(s, occ), r, BishopAttacks(s, occ), b)
			}
		}
	}
	for i := 0; i < 2000; i++ {
		pawns := Bitboard(rng.Uint64() & rng.Uint64())
		for c := White; c <= Black; c++ {
			var want Bitboard
			for b := pawns; b != 0; b &= b - 1 {
				want |= PawnAttacks(c, b.First())
			}
			if got := PawnSetAttacks(c, pawns); got != want {
				t.Fatalf("%s pawns %#x: %#x, want %#x", c, pawns, got, want)
			}
		}
	}
}

// Article 2.1: light and dark squares alternate, and h1 is light.
func TestSquareColours(t *testing.T) {
	n := 0
	for s := Square(0); s < 64; s++ {
		dark := (s.File()+s.Rank())%2 == 0 // a1: file 0, rank 0
		if s.IsDark() != dark || LightSquares.Has(s) == dark {
			t.Errorf("%s: IsDark %v, want %v", s, s.IsDark(), dark)
		}
		if same := s.SameColour(); !same.Has(s) || same.Count() != 32 || same&^DarkSquares != 0 && same&^LightSquares != 0 {
			t.Errorf("%s: SameColour %#x", s, same)
		}
		if dark {
			n++
		}
	}
	if n != 32 || DarkSquares|LightSquares != ^Bitboard(0) || DarkSquares&LightSquares != 0 {
		t.Errorf("%d dark squares; dark %#x, light %#x", n, DarkSquares, LightSquares)
	}
	if h1, _ := ParseSquare("h1"); h1.IsDark() {
		t.Error("h1 is dark; Article 2.1 puts a light square at each player's right")
	}
}
