package chess

// Mates reports whether the side to move checkmates with m, a legal move
// (Articles 3.9, 5.1.1): what Make(m), then InCheck() && !HasLegalMove(),
// then Unmake report, without making m when it is a normal move (no
// promotion, castling or en passant) that either gives no check or leaves
// the checked king a square it may step to, which is most checks. It
// reads the position after m from bitboards (the moved man on its new
// square, the captured one gone) as HasLegalMove reads it first: the
// king's squares, each against the attackers with the king off the board
// (the pawns', the king's and the knights' attacks at once, the sliders
// square by square). A check that leaves no king step is made, and the
// other men's moves tested (hasManMove: the king's steps are known).
func (p *Position) Mates(m Move) bool {
	if m.Kind() != NormalMove || m.Promotion() != NoPieceType {
		return p.matesMade(m)
	}
	us, them := p.side, p.side.Other()
	from, to := m.From()&63, m.To()&63
	theirs := p.byColor[them] &^ bb(to)
	// Our men after m, by what they attack: the mover's on to.
	rest := p.byColor[us] &^ bb(from)
	pawns, knights, kings := p.byType[Pawn]&rest, p.byType[Knight]&rest, p.byType[King]&rest
	diag := (p.byType[Bishop] | p.byType[Queen]) & rest
	orth := (p.byType[Rook] | p.byType[Queen]) & rest
	switch p.board[from].Type() {
	case Pawn:
		pawns |= bb(to)
	case Knight:
		knights |= bb(to)
	case Bishop:
		diag |= bb(to)
	case Rook:
		orth |= bb(to)
	case Queen:
		diag |= bb(to)
		orth |= bb(to)
	case King:
		kings |= bb(to)
	}
	occ := rest | bb(to) | theirs
	king := p.kingSq[them] & 63
	// What our pawns, king and knights attack, once for the king's square
	// and its flight squares; the sliders square by square.
	near := p.kingSq[us] & 63
	if kings&bb(to) != 0 {
		near = to
	}
	fixed := PawnSetAttacks(us, pawns) | kingAttacks(near)
	for ; knights != 0; knights &= knights - 1 {
		fixed |= knightAttacks(knights.First())
	}
	if !fixed.Has(king) && !sliderAttacks(king, diag, orth, occ) {
		return false // no check
	}
	occNoKing := occ &^ bb(king)
	for t := kingAttacks(king) &^ theirs &^ fixed; t != 0; t &= t - 1 {
		if !sliderAttacks(t.First(), diag, orth, occNoKing) {
			return false // the king steps out of check
		}
	}
	// In check, no king step: mate unless another man's move answers.
	u := p.Make(m)
	mate := !p.hasManMove()
	p.Unmake(m, u)
	return mate
}

// matesMade is Mates by making m.
func (p *Position) matesMade(m Move) bool {
	u := p.Make(m)
	mate := p.InCheck() && !p.HasLegalMove()
	p.Unmake(m, u)
	return mate
}
