package laws

import (
	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/rulebook"
)

// Identity of a position for 9.2 ("the same position"): a 64-bit Zobrist
// hash (package chess's keys) of what the rulebook says makes positions the
// same.
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

// key returns the identity hash of p: chess's Zobrist key (placement, side
// to move, castling rights, and the en-passant file only when a capture
// there is legal), with the castling rights replaced by the castling moves
// possible now when the rulebook counts those instead.
func (id identity) key(p *chess.Position) uint64 {
	k := p.Key()
	if c := p.CastlingRights(); c != 0 && !id.rights {
		k ^= chess.ZobristCastling(c) ^ chess.ZobristCastling(castlingPossible(p))
	}
	return k
}

// mover is the position Status plays the game on, move by move; its
// identity is asked after every move (chess keeps the Zobrist key up to
// date as it makes the moves).
type mover struct {
	pos chess.Position
}

func newMover(start *chess.Position) mover { return mover{pos: *start} }

// make plays m, which must be legal in mv.pos.
func (mv *mover) make(m chess.Move) { mv.pos.Make(m) }

// key is the identity hash of the current position.
func (mv *mover) key(id identity) uint64 { return id.key(&mv.pos) }

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
