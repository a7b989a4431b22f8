package unwinnable

import (
	"math/bits"

	"github.com/chessconform/chessconform/chess"
)

// The chess package keeps its attack tables private; this package needs
// attacks over hypothetical occupancies (pawns only, sets of squares), so it
// has its own small tables built from the move rules of Article 3.

type bitboard = chess.Bitboard

var (
	knightMask [64]bitboard
	kingMask   [64]bitboard
	pawnAtt    [2][64]bitboard // squares a pawn of the colour on the square attacks
	cornerDist [64]int
	knightDist [64][64]uint8 // knight moves between two squares on an empty board
	// colourCornerDist[0][s]: king steps from s to a1 or h8 (the dark
	// corners), [1]: to a8 or h1 (the light ones).
	colourCornerDist [2][64]int
)

var (
	rookDirs   = [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	bishopDirs = [4][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
)

func init() {
	for s := 0; s < 64; s++ {
		f, r := s&7, s>>3
		for _, d := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
			if nf, nr := f+d[0], r+d[1]; onBoard(nf, nr) {
				knightMask[s] |= 1 << (nr*8 + nf)
			}
		}
		for df := -1; df <= 1; df++ {
			for dr := -1; dr <= 1; dr++ {
				if nf, nr := f+df, r+dr; (df != 0 || dr != 0) && onBoard(nf, nr) {
					kingMask[s] |= 1 << (nr*8 + nf)
				}
			}
		}
		for _, df := range [2]int{-1, 1} {
			if onBoard(f+df, r+1) {
				pawnAtt[chess.White][s] |= 1 << ((r+1)*8 + f + df)
			}
			if onBoard(f+df, r-1) {
				pawnAtt[chess.Black][s] |= 1 << ((r-1)*8 + f + df)
			}
		}
		cornerDist[s] = min(f, 7-f) + min(r, 7-r)
		colourCornerDist[0][s] = min(max(f, r), max(7-f, 7-r))
		colourCornerDist[1][s] = min(max(f, 7-r), max(7-f, r))
	}
}

func init() {
	for a := 0; a < 64; a++ {
		for b := range knightDist[a] {
			knightDist[a][b] = 255
		}
		knightDist[a][a] = 0
		frontier := bitboard(1) << a
		seen := frontier
		for d := uint8(1); frontier != 0; d++ {
			next := spread(frontier, func(q int) bitboard { return knightMask[q] }) &^ seen
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
		return knightMask[s]
	case chess.King:
		return kingMask[s]
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

func kingSpread(b bitboard) bitboard {
	return spread(b, func(s int) bitboard { return kingMask[s] })
}

// pawnAttacks returns the squares attacked by pawns of colour c on b.
func pawnAttacks(c chess.Color, b bitboard) bitboard {
	const fileA, fileH bitboard = 0x0101010101010101, 0x0101010101010101 << 7
	if c == chess.White {
		return (b&^fileA)<<7 | (b&^fileH)<<9
	}
	return (b&^fileA)>>9 | (b&^fileH)>>7
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

// darkSquares are the squares of a1's colour.
const darkSquares bitboard = 0xAA55AA55AA55AA55

// reachOf returns the squares a man of type t standing on the lowest square
// of b may ever stand on, ignoring every other man: a bishop's colour, the
// board for any other piece.
func reachOf(t chess.PieceType, b bitboard) bitboard {
	switch {
	case t != chess.Bishop:
		return ^bitboard(0)
	case b&-b&darkSquares != 0:
		return darkSquares
	}
	return ^darkSquares
}
