package chess

// RookAttacks returns the squares a rook on s attacks when occ holds every
// man that blocks it (the square of a blocker is included). Exported for
// packages that reason about hypothetical occupancies, such as unwinnable.
func RookAttacks(s Square, occ Bitboard) Bitboard { return rookAttacks(s, occ) }

// BishopAttacks is RookAttacks for a bishop.
func BishopAttacks(s Square, occ Bitboard) Bitboard { return bishopAttacks(s, occ) }
