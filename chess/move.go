package chess

// Move is a move packed in 32 bits: origin, destination, promotion piece and
// kind. Castling is stored as "king takes own rook" (origin = king's square,
// destination = the castling rook's square) so that standard chess and
// Chess960 castling are one case.
type Move uint32

// MoveKind distinguishes the moves that do more than move one piece.
type MoveKind uint8

// Move kinds.
const (
	NormalMove MoveKind = iota
	EnPassantMove
	CastleMove
)

const maxMoves = 416

// NoMove is the zero Move; it is never legal.
const NoMove Move = 0

func newMove(from, to Square, promo PieceType, kind MoveKind) Move {
	return Move(uint32(from) | uint32(to)<<6 | uint32(promo)<<12 | uint32(kind)<<15)
}

// From returns the origin square (the king's square for castling).
func (m Move) From() Square { return Square(m & 63) }

// To returns the destination square (the castling rook's square for castling).
func (m Move) To() Square { return Square(m >> 6 & 63) }

// Promotion returns the piece a pawn is promoted to, or NoPieceType.
func (m Move) Promotion() PieceType { return PieceType(m >> 12 & 7) }

// Kind returns the move kind.
func (m Move) Kind() MoveKind { return MoveKind(m >> 15 & 3) }

// KingTo returns where the king ends up after castling (g- or c-file), or To for other moves.
func (m Move) KingTo() Square {
	if m.Kind() != CastleMove {
		return m.To()
	}
	if m.To() > m.From() {
		return NewSquare(6, m.From().Rank())
	}
	return NewSquare(2, m.From().Rank())
}

func (m Move) rookTo() Square {
	if m.To() > m.From() {
		return NewSquare(5, m.From().Rank())
	}
	return NewSquare(3, m.From().Rank())
}

// MoveList is a fixed-capacity list of moves. ParseFEN accepts at most 16
// men per side, which bounds the legal moves of any accepted position by
// 15·27 (queens) + 8 (king) = 413; reachable positions have at most 218.
type MoveList struct {
	moves [maxMoves]Move
	n     int
}

// Moves returns the moves in the list; the slice aliases the list.
func (l *MoveList) Moves() []Move { return l.moves[:l.n] }

// Len returns the number of moves.
func (l *MoveList) Len() int { return l.n }

func (l *MoveList) add(m Move) {
	l.moves[l.n] = m
	l.n++
}

// Undo holds what Make needs to take a move back. It has at most four
// fields, so that the compiler keeps an Undo in registers: with five it
// is copied through the stack after every Make, a 16-byte load of bytes
// just stored one by one, which the processor cannot forward from its
// store buffer (a stall of some 10 cycles per move).
type Undo struct {
	key      uint64
	half     int
	captured Piece
	rights   uint16 // the castling rights | the en-passant square << 8
}

// Make plays a legal move (from LegalMoves or a parser) and returns what
// Unmake needs. Making an illegal move corrupts the position.
//
// The usual move (a piece or pawn moving, perhaps capturing or promoting,
// with no castling right at stake) is made here without a call, so that
// nothing is spilled to the stack around one; castling, en passant and a
// move that may lose a right are made by makeSpecial.
func (p *Position) Make(m Move) Undo {
	from, to := m.From()&63, m.To()&63
	pc, captured := p.board[from], p.board[to]
	// Only a king or rook leaving its square, or a rook captured, can
	// lose a right: a held right has its king on kingSq and its rook on
	// rookSq (ParseFEN and the transforms make no right without them, and
	// a right goes when either moves or is taken), so any other move
	// keeps every right.
	if m.Kind() != NormalMove || p.castle != 0 && (pc.Type() == King || pc.Type() == Rook || captured.Type() == Rook) {
		return p.makeSpecial(m)
	}
	// The old key goes into the Undo at the end: until then only the
	// change is kept (one value fewer live at once; measured).
	u := Undo{half: p.half, captured: captured, rights: uint16(p.castle) | uint16(p.ep)<<8}
	us := p.side & 1
	// The piece moves (one update of each set and of the key); a pawn
	// arriving promoted is changed on its square below.
	mv := bb(from) | bb(to)
	key := zobrist.black ^ zobrist.piece[pc&15][from] ^ zobrist.piece[pc&15][to]
	p.half++
	if captured != NoPiece {
		p.byType[captured.Type()] &^= bb(to)
		p.byColor[us^1] &^= bb(to)
		key ^= zobrist.piece[captured&15][to]
		p.half = 0
	}
	p.board[from] = NoPiece
	p.board[to] = pc
	p.byColor[us] ^= mv
	p.byType[pc.Type()] ^= mv
	p.ep = NoSquare
	switch pc.Type() {
	case Pawn:
		p.half = 0
		if promo := m.Promotion(); promo != NoPieceType {
			q := MakePiece(us, promo)
			p.board[to] = q
			p.byType[Pawn] &^= bb(to)
			p.byType[promo&7] |= bb(to)
			key ^= zobrist.piece[pc&15][to] ^ zobrist.piece[q&15][to]
		} else if to-from == 16 || from-to == 16 {
			p.ep = (from + to) / 2
		}
	case King:
		p.kingSq[us] = to
	}
	u.key = p.key
	p.key = u.key ^ key
	p.side = us ^ 1
	p.full += int(us)
	return u
}

// makeSpecial is Make for castling, en passant and the moves that may
// lose a castling right.
func (p *Position) makeSpecial(m Move) Undo {
	u := Undo{key: p.key, half: p.half, rights: uint16(p.castle) | uint16(p.ep)<<8}
	us := p.side
	from, to := m.From(), m.To()
	if p.castle != 0 {
		if t := p.board[from&63].Type(); t == King || t == Rook || p.board[to&63].Type() == Rook {
			p.loseRights(from, to)
		}
	}
	p.half++
	p.ep = NoSquare
	switch m.Kind() {
	case CastleMove:
		kt, rt := m.KingTo(), m.rookTo()
		k := p.remove(from)
		r := p.remove(to)
		p.put(k, kt)
		p.put(r, rt)
		p.kingSq[us] = kt
	case EnPassantMove:
		cap := to ^ 8
		u.captured = p.remove(cap)
		p.put(p.remove(from), to)
		p.half = 0
	default:
		if p.board[to&63] != NoPiece {
			u.captured = p.remove(to)
			p.half = 0
		}
		// The piece moves (remove and put at once: one update of each
		// set and of the key); a pawn may arrive promoted.
		pc := p.board[from&63]
		arrives := pc
		switch pc.Type() {
		case Pawn:
			p.half = 0
			if promo := m.Promotion(); promo != NoPieceType {
				arrives = MakePiece(us, promo)
			} else if to-from == 16 || from-to == 16 {
				p.ep = (from + to) / 2
			}
		case King:
			p.kingSq[us] = to
		}
		p.board[from&63] = NoPiece
		p.board[to&63] = arrives
		fb, tb := bb(from), bb(to)
		p.byColor[us&1] ^= fb | tb
		if arrives == pc {
			p.byType[pc.Type()] ^= fb | tb
		} else {
			p.byType[pc.Type()] &^= fb
			p.byType[arrives.Type()] |= tb
		}
		p.key ^= zobrist.piece[pc&15][from&63] ^ zobrist.piece[arrives&15][to&63]
	}
	p.side = us.Other()
	p.key ^= zobrist.black
	if us == Black {
		p.full++
	}
	return u
}

// HashAfter returns the Hash the position will have after Make(m), without
// making m: a search that has met the position m leads to can pass it by
// without copying the position or making the move.
func (p *Position) HashAfter(m Move) uint64 {
	from, to := m.From()&63, m.To()&63
	pc, captured := p.board[from], p.board[to]
	if m.Kind() != NormalMove || p.castle != 0 && (pc.Type() == King || pc.Type() == Rook || captured.Type() == Rook) {
		return p.hashAfterSpecial(m) // (the moves makeSpecial makes)
	}
	// The usual move, as Make makes it.
	key := p.key ^ zobrist.black ^ zobrist.piece[pc&15][from] ^ zobrist.piece[pc&15][to]
	if captured != NoPiece {
		key ^= zobrist.piece[captured&15][to]
	}
	if pc.Type() == Pawn {
		if promo := m.Promotion(); promo != NoPieceType {
			key ^= zobrist.piece[pc&15][to] ^ zobrist.piece[MakePiece(p.side, promo)&15][to]
		} else if to-from == 16 || from-to == 16 {
			// Hash counts the en-passant file when a pawn of the side
			// then to move attacks the square passed.
			if ep := (from + to) / 2; pawnAttacks(p.side&1, ep)&p.byType[Pawn]&p.byColor[p.side&1^1] != 0 {
				key ^= zobrist.epFile[ep&7]
			}
		}
	}
	return key
}

// hashAfterSpecial is HashAfter for castling, en passant and the moves that
// may lose a castling right.
func (p *Position) hashAfterSpecial(m Move) uint64 {
	us := p.side
	from, to := m.From(), m.To()
	key := p.key ^ zobrist.black
	if p.castle != 0 {
		if nc := p.castle & p.keptRights(from, to); nc != p.castle {
			key ^= zobrist.castle[p.castle&15] ^ zobrist.castle[nc&15]
		}
	}
	pc := p.board[from] & 15 // a no-op on a piece: the compiler drops its index checks
	switch m.Kind() {
	case CastleMove:
		r := p.board[to] & 15
		key ^= zobrist.piece[pc][from] ^ zobrist.piece[pc][m.KingTo()] ^ zobrist.piece[r][to] ^ zobrist.piece[r][m.rookTo()]
	case EnPassantMove:
		cap := to ^ 8
		key ^= zobrist.piece[p.board[cap]&15][cap] ^ zobrist.piece[pc][from] ^ zobrist.piece[pc][to]
	default:
		if c := p.board[to] & 15; c != NoPiece {
			key ^= zobrist.piece[c][to]
		}
		key ^= zobrist.piece[pc][from]
		if pc.Type() == Pawn {
			if promo := m.Promotion(); promo != NoPieceType {
				pc = MakePiece(us, promo) & 15
			} else if to-from == 16 || from-to == 16 {
				// Hash counts the en-passant file when a pawn of the side
				// then to move attacks the square passed.
				if ep := (from + to) / 2; pawnAttacks(us, ep)&p.byType[Pawn]&p.byColor[us.Other()] != 0 {
					key ^= zobrist.epFile[ep.File()]
				}
			}
		}
		key ^= zobrist.piece[pc&15][to]
	}
	return key
}

// loseRights takes away the castling rights a move from from to to loses
// (Article 3.8.2.1): every right of a side whose king leaves its square,
// and the right of a rook that leaves or is captured on its square. It is
// called before the move is made. A side holding a right has its king on
// the square it started from (moving it lost the rights), so kingSq is that
// square; a right's rookSq stays where the right was read, which only
// matters while the right is held.
func (p *Position) loseRights(from, to Square) {
	if nc := p.castle & p.keptRights(from, to); nc != p.castle {
		p.key ^= zobrist.castle[p.castle] ^ zobrist.castle[nc]
		p.castle = nc
	}
}

// keptRights returns the castling rights a move from from to to keeps
// (loseRights).
func (p *Position) keptRights(from, to Square) uint8 {
	keep := uint8(0xf)
	for c := White; c <= Black; c++ {
		if from == p.kingSq[c] || to == p.kingSq[c] {
			keep &^= 3 << (2 * c)
		}
	}
	for cs, r := range p.rookSq {
		if from == r || to == r {
			keep &^= 1 << cs
		}
	}
	return keep
}

// Unmake takes back m, which must be the last move made, with the Undo Make returned.
func (p *Position) Unmake(m Move, u Undo) {
	p.side = p.side.Other()
	us := p.side
	if us == Black {
		p.full--
	}
	from, to := m.From(), m.To()
	switch m.Kind() {
	case CastleMove:
		kt, rt := m.KingTo(), m.rookTo()
		k := p.remove(kt)
		r := p.remove(rt)
		p.put(k, from)
		p.put(r, to)
		p.kingSq[us] = from
	case EnPassantMove:
		p.put(p.remove(to), from)
		p.put(u.captured, to^8)
	default:
		pc := p.remove(to)
		if m.Promotion() != NoPieceType {
			pc = MakePiece(us, Pawn)
		}
		if pc.Type() == King {
			p.kingSq[us] = from
		}
		p.put(pc, from)
		if u.captured != NoPiece {
			p.put(u.captured, to)
		}
	}
	p.castle, p.ep, p.half, p.key = uint8(u.rights), Square(u.rights>>8), u.half, u.key
}
