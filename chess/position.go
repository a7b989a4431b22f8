package chess

import "fmt"

// Position is a chess position: the placement of the pieces, the side to
// move, castling rights, the en-passant target, the half-move clock and the
// move number. The zero value is not a valid position; use ParseFEN or
// StartPosition. A Position is a value: copying it copies the position.
type Position struct {
	byType  [7]Bitboard // index 0 unused; pieces of both colours by type
	byColor [2]Bitboard
	board   [64]Piece
	side    Color
	castle  uint8     // bit i set: right CastleSide(i) held
	rookSq  [4]Square // the rook each castling right moves with
	ep      Square    // en-passant target square, or NoSquare
	c960    bool      // castling written the Chess960 way (X-FEN, king-takes-rook UCI)
	kingSq  [2]Square // cached king squares
	half    int       // half-move clock (Article 9.3)
	full    int       // move number
	key     uint64    // Zobrist key without the en-passant component
	_       [0]func() // not comparable with ==: compare FENs or Keys
}

// StartFEN is the initial position (Article 2).
const StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// StartPosition returns the initial position.
func StartPosition() *Position {
	p, err := ParseFEN(StartFEN)
	if err != nil {
		panic(err) // the constant above is valid; a failure here is a bug in this package
	}
	return p
}

// SideToMove returns the side to move.
func (p *Position) SideToMove() Color { return p.side }

// PieceAt returns the piece on s, or NoPiece.
func (p *Position) PieceAt(s Square) Piece { return p.board[s] }

// Pieces returns the squares of the pieces of colour c and type t.
func (p *Position) Pieces(c Color, t PieceType) Bitboard { return p.byType[t] & p.byColor[c] }

// PiecesOfType returns the squares of the pieces of type t, of both colours.
func (p *Position) PiecesOfType(t PieceType) Bitboard { return p.byType[t] }

// Occupied returns the squares of all pieces of colour c.
func (p *Position) Occupied(c Color) Bitboard { return p.byColor[c] }

// AllPieces returns every occupied square.
func (p *Position) AllPieces() Bitboard { return p.byColor[0] | p.byColor[1] }

// KingSquare returns the square of c's king.
func (p *Position) KingSquare(c Color) Square { return p.kingSq[c] }

// EnPassant returns the en-passant target square recorded in the position
// (set after every double step, as FEN does), or NoSquare. Whether an
// en-passant capture is actually legal is EnPassantLegal.
func (p *Position) EnPassant() Square { return p.ep }

// HalfmoveClock returns the number of half-moves since the last capture or pawn move.
func (p *Position) HalfmoveClock() int { return p.half }

// FullmoveNumber returns the move number (it starts at 1 and grows after Black's move).
func (p *Position) FullmoveNumber() int { return p.full }

// PlyName names the ply-th half-move played from p (1 = the next move) as
// the Laws number moves (Article 8.1, Appendix C): "ply 16 (move 8 by
// Black)". The move number and the side follow p's side to move and move
// number, so a game from a set-up position is numbered as its scoresheet.
func (p *Position) PlyName(ply int) string {
	if ply < 1 {
		return fmt.Sprintf("ply %d (before the first move)", ply)
	}
	k := ply - 1
	if p.side == Black {
		k++
	}
	side := "White"
	if k%2 == 1 {
		side = "Black"
	}
	return fmt.Sprintf("ply %d (move %d by %s)", ply, p.full+k/2, side)
}

// CanCastle reports whether the castling right is held (not whether castling is legal now).
func (p *Position) CanCastle(cs CastleSide) bool { return p.castle&(1<<cs) != 0 }

// CastlingRook returns the start square of the rook a castling right moves with.
func (p *Position) CastlingRook(cs CastleSide) Square { return p.rookSq[cs] }

// Chess960 reports whether castling is written the Chess960 way.
func (p *Position) Chess960() bool { return p.c960 }

// SetChess960 chooses how castling is written (X-FEN and king-takes-rook UCI when true).
func (p *Position) SetChess960(v bool) { p.c960 = v }

// CastlingRights returns the four rights as a bit set (bit CastleSide).
func (p *Position) CastlingRights() uint8 { return p.castle }

func (p *Position) put(pc Piece, s Square) {
	s &= 63 // a no-op on a square: the compiler drops its index checks
	p.board[s] = pc
	b := bb(s)
	p.byType[pc.Type()] |= b
	p.byColor[pc.Color()&1] |= b
	p.key ^= zobrist.piece[pc&15][s]
}

func (p *Position) remove(s Square) Piece {
	s &= 63
	pc := p.board[s]
	p.board[s] = NoPiece
	b := bb(s)
	p.byType[pc.Type()] &^= b
	p.byColor[pc.Color()&1] &^= b
	p.key ^= zobrist.piece[pc&15][s]
	return pc
}

// attackersTo returns the pieces of colour by that attack s given occupancy occ.
func (p *Position) attackersTo(s Square, by Color, occ Bitboard) Bitboard {
	them := p.byColor[by]
	return (pawnAttacks(by.Other(), s)&p.byType[Pawn] |
		knightAttacks(s)&p.byType[Knight] |
		kingAttacks(s)&p.byType[King] |
		bishopAttacks(s, occ)&(p.byType[Bishop]|p.byType[Queen]) |
		rookAttacks(s, occ)&(p.byType[Rook]|p.byType[Queen])) & them
}

// Attacked reports whether square s is attacked by side by (Article 3.1.1).
func (p *Position) Attacked(s Square, by Color) bool {
	return p.attackersTo(s, by, p.AllPieces()) != 0
}

// Checkers returns the pieces giving check to the side to move.
func (p *Position) Checkers() Bitboard {
	return p.attackersTo(p.kingSq[p.side], p.side.Other(), p.AllPieces())
}

// InCheck reports whether the side to move is in check (Article 3.9).
func (p *Position) InCheck() bool { return p.Checkers() != 0 }

// Zobrist keys: fixed pseudo-random numbers from a seeded generator.
type zobristKeys struct {
	piece  [16][64]uint64
	castle [16]uint64
	epFile [8]uint64
	black  uint64
}

// zobrist is a value, not a pointer: every key update reads it at a fixed
// address instead of through a pointer loaded first.
var zobrist = func() (z zobristKeys) {
	r := prng{0x2545F4914F6CDD1D}
	for i := range z.piece {
		for s := range z.piece[i] {
			z.piece[i][s] = r.next()
		}
	}
	var single [4]uint64
	for i := range single {
		single[i] = r.next()
	}
	for m := range z.castle {
		for i := 0; i < 4; i++ {
			if m&(1<<i) != 0 {
				z.castle[m] ^= single[i]
			}
		}
	}
	for i := range z.epFile {
		z.epFile[i] = r.next()
	}
	z.black = r.next()
	return z
}()

// Key is a Zobrist hash of the placement, the side to move and the castling
// rights, plus the en-passant file only when an en-passant capture is legal:
// positions that differ only in an en-passant square on which no capture is
// possible get the same key. Rulebooks that define "the same position"
// differently build their identity from the accessors instead.
func (p *Position) Key() uint64 {
	if p.ep != NoSquare {
		return p.epKey() // (a call only here, so that Key is inlined)
	}
	return p.key
}

// epKey is Key when an en-passant square is recorded (not inlined, so
// that Key is).
//
//go:noinline
func (p *Position) epKey() uint64 {
	if p.EnPassantLegal() {
		return p.key ^ zobrist.epFile[p.ep.File()]
	}
	return p.key
}

// Hash returns a key for hash tables that is cheap to compute: equal for
// positions with the same placement, side to move, castling rights and
// en-passant square where a pawn of the side to move attacks it. Unlike Key
// it counts that square even when the capture is illegal (a pinned pawn),
// so two positions the same under Article 9.2 can rarely differ here; use
// it to find candidates, then compare exactly.
func (p *Position) Hash() uint64 {
	if p.ep != NoSquare && pawnAttacks(p.side.Other(), p.ep)&p.Pieces(p.side, Pawn) != 0 {
		return p.key ^ zobrist.epFile[p.ep.File()]
	}
	return p.key
}

// EnPassantLegal reports whether an en-passant capture is legal now.
func (p *Position) EnPassantLegal() bool {
	if p.ep == NoSquare || pawnAttacks(p.side.Other(), p.ep)&p.Pieces(p.side, Pawn) == 0 {
		return false
	}
	return p.epCapture(p.Checkers())
}

func (p *Position) computeKey() uint64 {
	var k uint64
	for s := Square(0); s < 64; s++ {
		if pc := p.board[s]; pc != NoPiece {
			k ^= zobrist.piece[pc][s]
		}
	}
	k ^= zobrist.castle[p.castle]
	if p.side == Black {
		k ^= zobrist.black
	}
	return k
}

// ZobristCastling returns the part of Key that stands for the castling
// rights c (a set of CastleSide bits, as CastlingRights returns; 0 for
// none). A rulebook that counts other castling facts than the rights in
// "the same position" swaps it: Key() ^ ZobristCastling(CastlingRights()) ^
// ZobristCastling(other).
func ZobristCastling(c uint8) uint64 { return zobrist.castle[c&15] }
