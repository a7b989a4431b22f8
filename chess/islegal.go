package chess

import "slices"

// IsLegal reports whether m is a legal move in p: whether GenerateLegal
// lists it. It tests the one move (the piece can go there, and its king is
// not attacked afterwards) instead of generating them all, which is what
// a caller checking a given line of moves needs.
func (p *Position) IsLegal(m Move) bool {
	if m>>17 != 0 {
		return false // bits no move has
	}
	from, to, promo := m.From(), m.To(), m.Promotion()
	us, them := p.side, p.side.Other()
	pc := p.board[from&63]
	if pc == NoPiece || pc.Color() != us {
		return false
	}
	ours := p.byColor[us]
	occ := ours | p.byColor[them]
	ksq := p.kingSq[us]
	switch m.Kind() {
	case CastleMove:
		if promo != NoPieceType || from != ksq || p.attackersTo(ksq, them, occ) != 0 {
			return false
		}
		for _, kingSide := range [2]bool{true, false} {
			if cs := castleIndex(us, kingSide); p.castle&(1<<cs) != 0 && p.rookSq[cs] == to {
				return p.castleFree(cs, occ)
			}
		}
		return false
	case EnPassantMove:
		// Rare: the move list decides (double check, pins along the rank
		// of both pawns).
		var ml MoveList
		p.GenerateLegal(&ml)
		return slices.Contains(ml.Moves(), m)
	case NormalMove:
	default:
		return false
	}
	if ours.Has(to) {
		return false
	}
	switch pc.Type() {
	case Pawn:
		up, start, last := 8, 1, 7
		if us == Black {
			up, start, last = -8, 6, 0
		}
		if (to.Rank() == last) != (promo != NoPieceType) || promo == Pawn || promo > Queen {
			return false
		}
		switch d := int(to) - int(from); {
		case d == up:
			if occ.Has(to) {
				return false
			}
		case d == 2*up && from.Rank() == start:
			if occ.Has(Square(int(from)+up)) || occ.Has(to) {
				return false
			}
		case pawnAttacks(us, from).Has(to):
			if !p.byColor[them].Has(to) {
				return false
			}
		default:
			return false
		}
	case King:
		// The destination must not be attacked once the king has left
		// its square (as generate).
		return promo == NoPieceType && kingAttacks(from).Has(to) && p.attackersTo(to, them, occ&^bb(from)) == 0
	case Knight:
		if promo != NoPieceType || !knightAttacks(from).Has(to) {
			return false
		}
	case Bishop:
		if promo != NoPieceType || !bishopAttacks(from, occ).Has(to) {
			return false
		}
	case Rook:
		if promo != NoPieceType || !rookAttacks(from, occ).Has(to) {
			return false
		}
	case Queen:
		if promo != NoPieceType || !queenAttacks(from, occ).Has(to) {
			return false
		}
	default:
		return false
	}
	// No piece of them but one captured on to attacks the king once the
	// piece has moved.
	return !p.attackedAfter(ksq, to, them, occ&^bb(from)|bb(to))
}
