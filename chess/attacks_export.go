package chess

// The attack tables and square colours, exported for the packages that
// reason about hypothetical boards (sets of squares, pawns only, pieces
// without a position), such as unwinnable and laws. They are the tables the
// move generator uses: no other package builds its own.

// KnightAttacks returns the squares a knight on s attacks (Article 3.6).
func KnightAttacks(s Square) Bitboard { return tables.knight[s] }

// KingAttacks returns the squares a king on s attacks (Article 3.8.1).
func KingAttacks(s Square) Bitboard { return tables.king[s] }

// PawnAttacks returns the squares a pawn of colour c on s attacks (Article
// 3.7.3): one square diagonally forward.
func PawnAttacks(c Color, s Square) Bitboard { return tables.pawn[c][s] }

// PawnSetAttacks returns the squares attacked by pawns of colour c standing
// on the squares of pawns, all at once.
func PawnSetAttacks(c Color, pawns Bitboard) Bitboard {
	if c == White {
		return (pawns&^fileA)<<7 | (pawns&^fileH)<<9
	}
	return (pawns&^fileA)>>9 | (pawns&^fileH)>>7
}

// RookAttacks returns the squares a rook on s attacks when occ holds every
// man that blocks it (the square of a blocker is included).
func RookAttacks(s Square, occ Bitboard) Bitboard { return rookAttacks(s, occ) }

// BishopAttacks is RookAttacks for a bishop.
func BishopAttacks(s Square, occ Bitboard) Bitboard { return bishopAttacks(s, occ) }

// QueenAttacks is RookAttacks for a queen.
func QueenAttacks(s Square, occ Bitboard) Bitboard { return queenAttacks(s, occ) }

// DarkSquares are the 32 squares of a1's colour (Article 2.1: the board's
// squares are alternately light and dark, h1 light); LightSquares the other 32.
const (
	DarkSquares  Bitboard = 0xAA55AA55AA55AA55
	LightSquares Bitboard = ^DarkSquares
)

// IsDark reports whether s is a dark square.
func (s Square) IsDark() bool { return DarkSquares.Has(s) }

// SameColour returns the 32 squares of s's colour: every square a bishop on
// s can ever reach.
func (s Square) SameColour() Bitboard {
	if s.IsDark() {
		return DarkSquares
	}
	return LightSquares
}
