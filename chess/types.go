package chess

import "math/bits"

// Color is a side: White or Black.
type Color uint8

// The two sides.
const (
	White Color = 0
	Black Color = 1
)

// Other returns the opponent.
func (c Color) Other() Color { return c ^ 1 }

// String returns "white" or "black".
func (c Color) String() string {
	if c == White {
		return "white"
	}
	return "black"
}

// PieceType is a kind of piece without colour.
type PieceType uint8

// Piece types (Article 2.2). NoPieceType marks "none", e.g. no promotion.
const (
	NoPieceType PieceType = iota
	Pawn
	Knight
	Bishop
	Rook
	Queen
	King
)

// Piece is a coloured piece; NoPiece is an empty square.
type Piece uint8

// NoPiece is the content of an empty square.
const NoPiece Piece = 0

// MakePiece combines a colour and a type.
func MakePiece(c Color, t PieceType) Piece { return Piece(uint8(c)<<3 | uint8(t)) }

// Color returns the piece's colour (meaningless for NoPiece).
func (p Piece) Color() Color { return Color(p >> 3) }

// Type returns the piece's type.
func (p Piece) Type() PieceType { return PieceType(p & 7) }

const fenPieces = " PNBRQK"

// String returns the FEN letter of the piece (upper case for White) or "." for none.
func (p Piece) String() string {
	if p == NoPiece {
		return "."
	}
	b := fenPieces[p.Type()]
	if p.Color() == Black {
		b += 'a' - 'A'
	}
	return string(b)
}

// Square is one of the 64 squares, a1 = 0, b1 = 1, …, h8 = 63.
type Square uint8

// NoSquare marks "no square", e.g. no en-passant target.
const NoSquare Square = 64

// Squares named for use in tests and tables.
const (
	A1 Square = iota
	B1
	C1
	D1
	E1
	F1
	G1
	H1
	A8 Square = 56
	H8 Square = 63
)

// NewSquare returns the square at file (0 = a) and rank (0 = 1).
func NewSquare(file, rank int) Square { return Square(rank*8 + file) }

// File returns 0 for the a-file … 7 for the h-file.
func (s Square) File() int { return int(s & 7) }

// Rank returns 0 for the first rank … 7 for the eighth.
func (s Square) Rank() int { return int(s >> 3) }

// String returns the algebraic name, e.g. "e4", or "-" for NoSquare.
func (s Square) String() string {
	if s >= NoSquare {
		return "-"
	}
	return string([]byte{'a' + byte(s.File()), '1' + byte(s.Rank())})
}

// ParseSquare reads "a1".."h8".
func ParseSquare(s string) (Square, bool) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' {
		return NoSquare, false
	}
	return NewSquare(int(s[0]-'a'), int(s[1]-'1')), true
}

// Bitboard is a set of squares, bit i for square i.
type Bitboard uint64

// Has reports whether s is in the set.
func (b Bitboard) Has(s Square) bool { return b&(1<<s) != 0 }

// Count returns the number of squares in the set.
func (b Bitboard) Count() int { return bits.OnesCount64(uint64(b)) }

// First returns the lowest square in a non-empty set.
func (b Bitboard) First() Square { return Square(bits.TrailingZeros64(uint64(b))) }

func bb(s Square) Bitboard { return 1 << s }

const (
	fileA Bitboard = 0x0101010101010101
	fileH Bitboard = fileA << 7
	rank1 Bitboard = 0xff
	rank8 Bitboard = rank1 << 56
)

// CastleSide indexes castling rights: White king-side, White queen-side, Black king-side, Black queen-side.
type CastleSide uint8

// The four castling rights (Article 3.8.2). "King side" means towards the h-file also in Chess960.
const (
	WhiteKingSide CastleSide = iota
	WhiteQueenSide
	BlackKingSide
	BlackQueenSide
)

func castleIndex(c Color, kingSide bool) CastleSide {
	i := CastleSide(c) * 2
	if !kingSide {
		i++
	}
	return i
}
