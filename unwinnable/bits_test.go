package unwinnable

import (
	"math/rand/v2"
	"testing"

	"github.com/chessconform/chessconform/chess"
)

var (
	rookDirs   = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	bishopDirs = [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
)

// slide returns the squares a slider on s attacks along dirs; occ blocks.
func slide(s int, occ bitboard, dirs *[4][2]int) bitboard {
	var out bitboard
	f0, r0 := s&7, s>>3
	for _, d := range dirs {
		f, r := f0+d[0], r0+d[1]
		for onBoard(f, r) {
			t := r*8 + f
			out |= 1 << t
			if occ&(1<<t) != 0 {
				break
			}
			f, r = f+d[0], r+d[1]
		}
	}
	return out
}

// TestAttacksFrom checks the chess package's slider tables, which this
// package uses, against rays walked square by square (Articles 3.2-3.4).
func TestAttacksFrom(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < 20000; i++ {
		s := r.IntN(64)
		occ := bitboard(r.Uint64() & r.Uint64())
		if got, want := attacksFrom(chess.Bishop, s, occ), slide(s, occ, &bishopDirs); got != want {
			t.Fatalf("bishop on %d occ %x: %x, want %x", s, uint64(occ), uint64(got), uint64(want))
		}
		if got, want := attacksFrom(chess.Rook, s, occ), slide(s, occ, &rookDirs); got != want {
			t.Fatalf("rook on %d occ %x: %x, want %x", s, uint64(occ), uint64(got), uint64(want))
		}
	}
}

// A bishop keeps the colour of its square (Article 3.2): a1 and h8 are
// dark, h1 and a8 light; any other piece may reach every square.
func TestReachOf(t *testing.T) {
	for _, c := range []struct {
		t    chess.PieceType
		on   string
		want bitboard
	}{
		{chess.Bishop, "a1", chess.DarkSquares}, {chess.Bishop, "h8", chess.DarkSquares},
		{chess.Bishop, "h1", chess.LightSquares}, {chess.Bishop, "a8", chess.LightSquares},
		{chess.Knight, "a1", ^bitboard(0)}, {chess.Queen, "b1", ^bitboard(0)},
	} {
		s, _ := chess.ParseSquare(c.on)
		if got := reachOf(c.t, s); got != c.want {
			t.Errorf("%v on %s: %#x, want %#x", c.t, c.on, got, c.want)
		}
	}
}

// kingSpread is the union of the king's attack table over a set of squares.
func TestKingSpread(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 20000; i++ {
		b := bitboard(r.Uint64())
		for k := r.IntN(4); k > 0; k-- {
			b &= bitboard(r.Uint64()) // sparse sets too
		}
		if got, want := kingSpread(b), spread(b, kingAttacks[int]); got != want {
			t.Fatalf("kingSpread(%#x) = %#x, want %#x", uint64(b), uint64(got), uint64(want))
		}
	}
}

// pieceRegion (single steps) equals the closure under the moves of
// attacksFrom, as it was computed before: every piece type, random walls.
func TestPieceRegion(t *testing.T) {
	slides := func(pt chess.PieceType, start, walls bitboard) bitboard {
		s, frontier := start, start
		for frontier != 0 {
			n := spread(frontier, func(q int) bitboard { return attacksFrom(pt, q, walls) }) &^ walls &^ s
			s |= n
			frontier = n
		}
		return s
	}
	r := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 50000; i++ {
		walls := bitboard(r.Uint64())
		for k := r.IntN(4); k > 0; k-- {
			walls &= bitboard(r.Uint64())
		}
		start := bitboard(1) << r.IntN(64)
		if r.IntN(4) == 0 {
			start |= bitboard(r.Uint64() & r.Uint64() & r.Uint64())
		}
		for pt := chess.Pawn; pt <= chess.King; pt++ {
			if got, want := pieceRegion(pt, start, walls), slides(pt, start, walls); got != want {
				t.Fatalf("%v from %#x, walls %#x: %#x, want %#x", pt, uint64(start), uint64(walls), uint64(got), uint64(want))
			}
		}
	}
}
