package chess

// Board is the placement of a position's men and nothing else: the squares
// of each type and colour and the kings' squares. It is for heuristics that
// weigh many positions a move apart (a search that scores every child of a
// position): BoardAfter gives the placement after a move for a few
// instructions, where Make and Unmake also keep the side to move, castling
// rights, the en-passant square, the clocks, the hash and the undo record.
type Board struct {
	byType  [8]Bitboard // index 0 and 7 unused (8: an index masked by 7 needs no bounds check); men of both colours by type
	byColor [2]Bitboard
	kingSq  [2]Square
}

// Board returns p's placement.
func (p *Position) Board() Board {
	b := Board{byColor: p.byColor, kingSq: p.kingSq}
	copy(b.byType[:], p.byType[:])
	return b
}

// FillBoard puts p's placement in b: p.Board(), written in place (a
// caller that weighs many positions keeps one Board for them all).
func (p *Position) FillBoard(b *Board) {
	*(*[7]Bitboard)(b.byType[:7]) = p.byType
	b.byType[7] = 0
	b.byColor, b.kingSq = p.byColor, p.kingSq
}

// BoardAfter returns the placement after the legal move m (from LegalMoves
// or a parser) in b, without making m: it is p.Board() of the position
// Make(m) leads to. An illegal move gives a meaningless placement.
func (p *Position) BoardAfter(m Move, b *Board) {
	*(*[7]Bitboard)(b.byType[:7]) = p.byType
	b.byType[7] = 0
	b.byColor, b.kingSq = p.byColor, p.kingSq
	us := p.side & 1
	them := us ^ 1
	from, to := m.From(), m.To()
	fromTo := bb(from) | bb(to)
	pc := p.board[from]
	switch m.Kind() {
	case CastleMove:
		// King from from to KingTo, rook from to to rookTo (in Chess960
		// either may stay where it is, or land on the other's square).
		kt, rt := m.KingTo(), m.rookTo()
		b.byType[King] = b.byType[King]&^bb(from) | bb(kt)
		b.byType[Rook] = b.byType[Rook]&^bb(to) | bb(rt)
		b.byColor[us] = b.byColor[us]&^fromTo | bb(kt) | bb(rt)
		b.kingSq[us] = kt
		return
	case EnPassantMove:
		cap := bb(to ^ 8)
		b.byType[Pawn] ^= fromTo | cap
		b.byColor[us] ^= fromTo
		b.byColor[them] &^= cap
		return
	}
	if c := p.board[to]; c != NoPiece {
		b.byType[c.Type()&7] &^= bb(to)
		b.byColor[them] &^= bb(to)
	}
	t := pc.Type() & 7
	b.byType[t] &^= bb(from)
	if promo := m.Promotion(); promo != NoPieceType {
		t = promo & 7
	}
	b.byType[t] |= bb(to)
	b.byColor[us] ^= fromTo
	if t == King {
		b.kingSq[us] = to
	}
}

// Pieces returns the squares of the men of colour c and type t.
func (b *Board) Pieces(c Color, t PieceType) Bitboard { return b.byType[t&7] & b.byColor[c&1] }

// PiecesOfType returns the squares of the men of type t, of both colours.
func (b *Board) PiecesOfType(t PieceType) Bitboard { return b.byType[t&7] }

// Occupied returns the squares of the men of colour c.
func (b *Board) Occupied(c Color) Bitboard { return b.byColor[c&1] }

// AllPieces returns every occupied square.
func (b *Board) AllPieces() Bitboard { return b.byColor[0] | b.byColor[1] }

// KingSquare returns the square of c's king.
func (b *Board) KingSquare(c Color) Square { return b.kingSq[c&1] }

// PieceAt returns the man on s, or NoPiece (a pass over the types: a
// Position answers it from its array instead).
func (b *Board) PieceAt(s Square) Piece {
	sq := bb(s)
	if b.AllPieces()&sq == 0 {
		return NoPiece
	}
	c := White
	if b.byColor[Black]&sq != 0 {
		c = Black
	}
	for t := Pawn; t <= King; t++ {
		if b.byType[t]&sq != 0 {
			return MakePiece(c, t)
		}
	}
	return NoPiece
}
