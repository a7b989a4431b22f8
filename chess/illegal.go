package chess

import "slices"

// IllegalByGeometry lists, in UCI, the moves the side to move's pieces make
// by their own movement (Articles 3.2-3.7: along their lines, to a square
// not held by a piece of their own; pawns forward and capturing, including
// en passant onto the e.p. square; promotions as queen) that are not legal
// moves: they would leave or put the own king in check (3.9), or the
// e.p. capture exposes the king. A king standing on its castling square
// with a castling right adds the castling moves the position does not
// allow (3.8.2). Certification offers them to a program that must reject
// illegal moves; the list is sorted.
func (p *Position) IllegalByGeometry() []string {
	legal := map[string]bool{}
	for _, m := range p.LegalMoves() {
		legal[p.UCI(m)] = true
	}
	us := p.side
	occ := p.AllPieces()
	own := p.byColor[us]
	var out []string
	add := func(from, to Square, promo string) {
		s := from.String() + to.String() + promo
		if !legal[s] && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	for pcs := own; pcs != 0; pcs &= pcs - 1 {
		from := pcs.First()
		var targets Bitboard
		promo := ""
		switch p.board[from].Type() {
		case Knight:
			targets = knightAttacks(from)
		case Bishop:
			targets = bishopAttacks(from, occ)
		case Rook:
			targets = rookAttacks(from, occ)
		case Queen:
			targets = queenAttacks(from, occ)
		case King:
			targets = kingAttacks(from)
		case Pawn:
			dir, start, last := 8, 1, 7
			if us == Black {
				dir, start, last = -8, 6, 0
			}
			one := Square(int(from) + dir)
			if occ&bb(one) == 0 {
				targets |= bb(one)
				two := Square(int(one) + dir)
				if from.Rank() == start && occ&bb(two) == 0 {
					targets |= bb(two)
				}
			}
			enemy := p.byColor[us.Other()]
			if p.ep != NoSquare {
				enemy |= bb(p.ep)
			}
			targets |= pawnAttacks(us, from) & enemy
			if one.Rank() == last {
				promo = "q"
			}
		}
		for t := targets &^ own; t != 0; t &= t - 1 {
			add(from, t.First(), promo)
		}
	}
	// Castling the king does not have (rights) or may not make (3.8.2.2).
	k := p.kingSq[us]
	home := NewSquare(4, 0)
	if us == Black {
		home = NewSquare(4, 7)
	}
	if !p.c960 && k == home {
		for _, kingSide := range [2]bool{true, false} {
			if p.castle&(1<<castleIndex(us, kingSide)) == 0 {
				continue
			}
			to := NewSquare(2, home.Rank())
			if kingSide {
				to = NewSquare(6, home.Rank())
			}
			add(k, to, "")
		}
	}
	slices.Sort(out)
	return out
}
