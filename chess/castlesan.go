package chess

// castleText reports whether s, without its trailing + # ! ?, is one of the
// texts readMove reads as castling ("O-O", "0-0", "O-O-O", "0-0-0"), and
// whether it is the long one.
func castleText(s string) (long, ok bool) {
	switch trimMarks(s) {
	case "O-O", "0-0":
		return false, true
	case "O-O-O", "0-0-0":
		return true, true
	}
	return false, false
}

// castleSAN is readMove's answer to a castling text (long: O-O-O) when
// castling is legal: the first castling move the side to move has, king
// side then queen side as genCastling adds them, whose rook stands on the
// side the text names. It finds it without a move list (readMove zeroes
// one of 416 moves for it); ok is false whenever readMove would answer an
// error, which readMove then words.
func (p *Position) castleSAN(long bool) (Move, bool) {
	us := p.side
	them := us.Other()
	ksq := p.kingSq[us]
	occ := p.AllPieces()
	if p.castle&(3<<(2*us)) == 0 || p.attackersTo(ksq, them, occ) != 0 {
		return NoMove, false
	}
	for _, kingSide := range [2]bool{true, false} {
		cs := castleIndex(us, kingSide)
		if p.castle&(1<<cs) == 0 {
			continue
		}
		m := newMove(ksq, p.rookSq[cs], NoPieceType, CastleMove)
		if (m.To() < m.From()) != long {
			continue
		}
		if p.castleFree(cs, occ) {
			return m, true
		}
	}
	return NoMove, false
}

// castleFree is genCastling's test of the castling right cs (held, the
// king not in check): the squares the king and the rook pass over or land
// on are empty but for them, and none the king passes over or lands on is
// attacked.
func (p *Position) castleFree(cs CastleSide, occ Bitboard) bool {
	us := Color(cs / 2)
	ksq, rsq := p.kingSq[us], p.rookSq[cs]
	m := newMove(ksq, rsq, NoPieceType, CastleMove)
	kt, rt := m.KingTo(), m.rookTo()
	rest := occ &^ bb(ksq) &^ bb(rsq)
	if (tables.between[ksq&63][kt&63]|bb(kt)|tables.between[rsq&63][rt&63]|bb(rt))&rest != 0 {
		return false
	}
	for t := tables.between[ksq&63][kt&63] | bb(kt); t != 0; t &= t - 1 {
		if p.attackersTo(t.First(), us.Other(), rest) != 0 {
			return false
		}
	}
	return true
}
