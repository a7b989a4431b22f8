package laws

import (
	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/rulebook"
)

// Identity of a position for 9.2 ("the same position"): a 64-bit Zobrist
// hash of what the rulebook says makes positions the same.
//
//   - Always: the side having the move and the pieces on their squares.
//   - En passant (both wordings): a position in which an en-passant capture
//     is possible differs from one in which it is not. "Possible" means
//     legal — a pseudo-legal capture by a pinned pawn does not count
//     (capture_lost: "a pawn that could have been captured en passant";
//     possible_at_start: "the possible moves of all the pieces ... are the
//     same"). chess.js and Stockfish 15.1 count the pseudo-legal capture,
//     notnil/chess and dragontoothmg every double step
//     (shared research peers.md §3, case B1).
//   - Castling, per the rulebook's draws.same_position.castling:
//     changed_temporarily_or_permanently (2005), king_or_rook_forfeited_after_moving
//     (2014) and king_with_unmoved_rook_forfeited_after_moving (2017+) make the
//     castling rights part of the identity: a position after a king or rook
//     has moved and come back is a different position. ("Temporarily" adds
//     nothing: with the same pieces on the same squares and the same rights,
//     whether castling is momentarily prevented is the same.)
//     lost_only_after_moving (2009) has no castling clause besides "the
//     possible moves of all the pieces of both players are the same": the
//     castling moves each player could make now count, and a right that
//     cannot be used at that moment does not distinguish two positions.
type identity struct {
	rights bool // castling rights part of the identity (else: castling moves possible now)
}

func (j *Judge) identity() identity {
	return identity{rights: j.same.Castling != rulebook.CastlingLostOnlyAfterMoving}
}

type zobristTable struct {
	piece  [16][64]uint64
	castle [16]uint64
	epFile [8]uint64
	black  uint64
}

// zobrist is fixed pseudo-random data (read-only after init).
var zobrist = func() *zobristTable {
	z := &zobristTable{}
	s := uint64(0x9E3779B97F4A7C15)
	next := func() uint64 { // splitmix64
		s += 0x9E3779B97F4A7C15
		x := s
		x = (x ^ x>>30) * 0xBF58476D1CE4E5B9
		x = (x ^ x>>27) * 0x94D049BB133111EB
		return x ^ x>>31
	}
	for i := range z.piece {
		for q := range z.piece[i] {
			z.piece[i][q] = next()
		}
	}
	for i := range z.castle {
		z.castle[i] = next()
	}
	for i := range z.epFile {
		z.epFile[i] = next()
	}
	z.black = next()
	return z
}()

// key returns the identity hash of p.
func (id identity) key(p *chess.Position) uint64 {
	return placement(p) ^ id.rest(p)
}

// placement is the part of the key that depends on the pieces only.
func placement(p *chess.Position) uint64 {
	var k uint64
	for b := p.AllPieces(); b != 0; b &= b - 1 {
		s := b.First()
		k ^= zobrist.piece[p.PieceAt(s)][s]
	}
	return k
}

// rest is the part of the key beyond the placement: side to move, en
// passant, castling. It is recomputed for every position (cheap), while the
// placement is updated move by move (see mover).
func (id identity) rest(p *chess.Position) uint64 {
	var k uint64
	if p.SideToMove() == chess.Black {
		k ^= zobrist.black
	}
	if ep := p.EnPassant(); ep != chess.NoSquare && p.EnPassantLegal() {
		k ^= zobrist.epFile[ep.File()]
	}
	if c := p.CastlingRights(); c != 0 {
		if !id.rights {
			c = castlingPossible(p)
		}
		if c != 0 {
			k ^= zobrist.castle[c]
		}
	}
	return k
}

// mover makes moves on a position and keeps its placement hash up to date
// from the few squares each move changes, instead of hashing all the pieces
// after every move.
type mover struct {
	pos   chess.Position
	place uint64
}

func newMover(start *chess.Position) mover {
	return mover{pos: *start, place: placement(start)}
}

// make plays m (legal in m.pos) and updates the placement hash.
func (mv *mover) make(m chess.Move) { mv.place, _ = makeTracked(&mv.pos, mv.place, m) }

// makeTracked plays m (legal in p) on p: it returns the placement hash of
// the new position, updated from place (p's), and what p.Make returns.
func makeTracked(p *chess.Position, place uint64, m chess.Move) (uint64, chess.Undo) {
	if m.Kind() == chess.NormalMove {
		// Most moves: a piece leaves from, and to gets the piece (or the
		// promoted one) in place of what stood there.
		from, to := m.From(), m.To()
		pc, captured := p.PieceAt(from), p.PieceAt(to)
		u := p.Make(m)
		k := place ^ zobrist.piece[pc][from] ^ zobrist.piece[p.PieceAt(to)][to]
		if captured != chess.NoPiece {
			k ^= zobrist.piece[captured][to]
		}
		return k, u
	}
	// The squares m can change: origin and destination, the pawn taken en
	// passant, and the castling king's and rook's destinations (in Chess960
	// some of these coincide: each square is counted once).
	var sq [4]chess.Square
	n := 0
	add := func(s chess.Square) {
		for _, t := range sq[:n] {
			if t == s {
				return
			}
		}
		sq[n] = s
		n++
	}
	from, to := m.From(), m.To()
	add(from)
	add(to)
	switch m.Kind() {
	case chess.EnPassantMove:
		add(chess.NewSquare(to.File(), from.Rank()))
	case chess.CastleMove:
		kt := m.KingTo()
		rt := chess.NewSquare(5, from.Rank())
		if kt.File() == 2 {
			rt = chess.NewSquare(3, from.Rank())
		}
		add(kt)
		add(rt)
	}
	var before [4]chess.Piece
	for i, s := range sq[:n] {
		before[i] = p.PieceAt(s)
	}
	u := p.Make(m)
	for i, s := range sq[:n] {
		if b := before[i]; b != chess.NoPiece {
			place ^= zobrist.piece[b][s]
		}
		if a := p.PieceAt(s); a != chess.NoPiece {
			place ^= zobrist.piece[a][s]
		}
	}
	return place, u
}

// key is the identity hash of the current position.
func (mv *mover) key(id identity) uint64 { return mv.place ^ id.rest(&mv.pos) }

// castlingPossible returns, as a set of chess.CastleSide bits, the castling
// moves each player could make in p if it had the move: the right is held,
// the squares the king and rook pass over or land on are empty, and the
// king's squares from start to destination are not attacked (3.8.2).
func castlingPossible(p *chess.Position) uint8 {
	var out uint8
	for cs := chess.WhiteKingSide; cs <= chess.BlackQueenSide; cs++ {
		if !p.CanCastle(cs) {
			continue
		}
		us := chess.White
		if cs >= chess.BlackKingSide {
			us = chess.Black
		}
		k, r := p.KingSquare(us), p.CastlingRook(cs)
		kingSide := cs == chess.WhiteKingSide || cs == chess.BlackKingSide
		rank := k.Rank()
		kt, rt := chess.NewSquare(6, rank), chess.NewSquare(5, rank)
		if !kingSide {
			kt, rt = chess.NewSquare(2, rank), chess.NewSquare(3, rank)
		}
		lo, hi := minSq(k, kt, r, rt), maxSq(k, kt, r, rt)
		ok := true
		for s := lo; s <= hi && ok; s++ {
			if s != k && s != r && p.PieceAt(s) != chess.NoPiece {
				ok = false
			}
		}
		klo, khi := minSq(k, kt), maxSq(k, kt)
		for s := klo; s <= khi && ok; s++ {
			if p.Attacked(s, us.Other()) {
				ok = false
			}
		}
		if ok {
			out |= 1 << cs
		}
	}
	return out
}

func minSq(s ...chess.Square) chess.Square {
	m := s[0]
	for _, x := range s[1:] {
		if x < m {
			m = x
		}
	}
	return m
}

func maxSq(s ...chess.Square) chess.Square {
	m := s[0]
	for _, x := range s[1:] {
		if x > m {
			m = x
		}
	}
	return m
}
