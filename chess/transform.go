package chess

// The symmetries of the rules: a position and its image under one of them
// have the same legal moves (imaged), the same checkmates and stalemates and
// the same game tree, so any analysis must give imaged answers. They serve
// metamorphic tests (package unwinnable checks its verdicts on them).

// ColourSwapped returns p with the colours exchanged: every man moves to the
// square of the same file on the mirrored rank (a1 <-> a8) and changes
// colour, the other side is to move, and the castling rights and the
// en-passant square follow. A white win in p is a black win in the image.
func (p *Position) ColourSwapped() *Position {
	var q Position = *p
	q.clear()
	for s := Square(0); s < 64; s++ {
		if pc := p.board[s]; pc != NoPiece {
			q.put(MakePiece(pc.Color().Other(), pc.Type()), s^56)
		}
	}
	q.side = p.side.Other()
	q.castle = 0
	for cs := CastleSide(0); cs < 4; cs++ {
		if p.castle&(1<<cs) != 0 {
			q.castle |= 1 << (cs ^ 2) // White's side <-> Black's same side
		}
	}
	for cs := CastleSide(0); cs < 4; cs++ {
		q.rookSq[cs] = NoSquare
		if r := p.rookSq[cs^2]; r != NoSquare {
			q.rookSq[cs] = r ^ 56
		}
	}
	if p.ep != NoSquare {
		q.ep = p.ep ^ 56
	}
	return q.finish()
}

// FileMirrored returns p reflected in the line between the d- and e-files
// (a1 <-> h1), with the same side to move and colours. Castling is not
// symmetric under this reflection (the king starts on the e-file and the
// king-side is shorter), so a position with a castling right has no image:
// ok is false.
func (p *Position) FileMirrored() (q *Position, ok bool) {
	if p.castle != 0 {
		return nil, false
	}
	var r Position = *p
	r.clear()
	for s := Square(0); s < 64; s++ {
		if pc := p.board[s]; pc != NoPiece {
			r.put(pc, s^7)
		}
	}
	if p.ep != NoSquare {
		r.ep = p.ep ^ 7
	}
	return r.finish(), true
}

// clear empties the board of q (a copy of another position) for a
// transform to refill it.
func (q *Position) clear() {
	q.byType = [7]Bitboard{}
	q.byColor = [2]Bitboard{}
	q.board = [64]Piece{}
}

// finish recomputes what follows from the men and the rights: the king
// squares and the key. (The transform tests check the result against a
// FEN round trip.)
func (q *Position) finish() *Position {
	for c := White; c <= Black; c++ {
		if k := q.Pieces(c, King); k != 0 {
			q.kingSq[c] = k.First()
		}
	}
	q.key = q.computeKey()
	return q
}

// MirrorMove returns the move of a transformed position that corresponds to
// m of the original: rank mirror (a1 <-> a8) when ranks, file mirror (a1 <->
// h1) when files. Promotions, castling and en passant keep their kind.
func MirrorMove(m Move, ranks, files bool) Move {
	var x Square
	if ranks {
		x ^= 56
	}
	if files {
		x ^= 7
	}
	return newMove(m.From()^x, m.To()^x, m.Promotion(), m.Kind())
}
