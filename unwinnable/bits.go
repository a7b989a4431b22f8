package unwinnable

import (
	"math/bits"

	"github.com/chessconform/chessconform/chess"
)

type bitboard = chess.Bitboard

// square is any integer type this package numbers squares with (a1 = 0).
type square interface{ ~int | ~int8 | ~uint8 }

// The attack tables are package chess's; these take the package's integer
// squares.
func knightAttacks[S square](s S) bitboard { return chess.KnightAttacks(chess.Square(s)) }
func kingAttacks[S square](s S) bitboard   { return chess.KingAttacks(chess.Square(s)) }
func pawnAttacksFrom[S square](c chess.Color, s S) bitboard {
	return chess.PawnAttacks(c, chess.Square(s))
}

var (
	// chebTable[a][b] is cheb(a, b), the king steps between a and b.
	chebTable  [64][64]int8
	cornerDist [64]int
	knightDist [64][64]uint8 // knight moves between two squares on an empty board
	// colourCornerDist[0][s]: king steps from s to a1 or h8 (the dark
	// corners), [1]: to a8 or h1 (the light ones).
	colourCornerDist [2][64]int
)

func init() {
	for s := 0; s < 64; s++ {
		f, r := s&7, s>>3
		cornerDist[s] = min(f, 7-f) + min(r, 7-r)
		colourCornerDist[0][s] = min(max(f, r), max(7-f, 7-r))
		colourCornerDist[1][s] = min(max(f, 7-r), max(7-f, r))
	}
	for a := 0; a < 64; a++ {
		for b := range chebTable[a] {
			chebTable[a][b] = int8(cheb(chess.Square(a), chess.Square(b)))
		}
	}
	for a := 0; a < 64; a++ {
		for b := range knightDist[a] {
			knightDist[a][b] = 255
		}
		knightDist[a][a] = 0
		frontier := bitboard(1) << a
		seen := frontier
		for d := uint8(1); frontier != 0; d++ {
			next := spread(frontier, knightAttacks[int]) &^ seen
			for b := next; b != 0; b &= b - 1 {
				knightDist[a][first(b)] = d
			}
			seen |= next
			frontier = next
		}
	}
}

func onBoard(f, r int) bool { return f >= 0 && f < 8 && r >= 0 && r < 8 }

// attacksFrom returns the squares a piece of type t on s attacks given blockers occ.
func attacksFrom(t chess.PieceType, s int, occ bitboard) bitboard {
	switch t {
	case chess.Knight:
		return knightAttacks(s)
	case chess.King:
		return kingAttacks(s)
	case chess.Bishop:
		return chess.BishopAttacks(chess.Square(s), occ)
	case chess.Rook:
		return chess.RookAttacks(chess.Square(s), occ)
	case chess.Queen:
		return chess.BishopAttacks(chess.Square(s), occ) | chess.RookAttacks(chess.Square(s), occ)
	}
	return 0
}

// spread returns the union of f over the squares of b.
func spread(b bitboard, f func(int) bitboard) bitboard {
	var out bitboard
	for ; b != 0; b &= b - 1 {
		out |= f(bits.TrailingZeros64(uint64(b)))
	}
	return out
}

// kingSpread returns the squares a king attacks from some square of b (the
// union of kingAttacks over b), by shifts instead of a table look-up per
// square: the flood fills of the structural proofs call it in their loops.
func kingSpread(b bitboard) bitboard {
	const notA, notH bitboard = ^bitboard(0x0101010101010101), ^(bitboard(0x0101010101010101) << 7)
	side := (b&notH)<<1 | (b&notA)>>1
	row := b | side
	return side | row<<8 | row>>8
}

func cheb(a, b chess.Square) int {
	df, dr := a.File()-b.File(), a.Rank()-b.Rank()
	if df < 0 {
		df = -df
	}
	if dr < 0 {
		dr = -dr
	}
	return max(df, dr)
}

func first(b bitboard) int { return bits.TrailingZeros64(uint64(b)) }

// reachOf returns the squares a man of type t standing on s may ever stand
// on, ignoring every other man: a bishop's colour, the board for any other
// piece.
func reachOf(t chess.PieceType, s chess.Square) bitboard {
	if t != chess.Bishop {
		return ^bitboard(0)
	}
	return s.SameColour()
}
