package chess

import (
	"context"
	"fmt"
)

type genKind uint8

const genAll genKind = 0

// LegalMoves returns the legal moves of the position (Article 3).
func (p *Position) LegalMoves() []Move {
	var ml MoveList
	p.generate(&ml, genAll)
	return append([]Move(nil), ml.Moves()...)
}

// GenerateLegal fills ml with the legal moves, without allocating.
func (p *Position) GenerateLegal(ml *MoveList) {
	ml.n = 0
	p.generate(ml, genAll)
}

// MoveSet is the legal moves of one man that are told apart by their
// destination alone: every square of To, in increasing order, is the
// destination of one normal move from From of a man of type Type (no
// promotion, no castling, no en passant).
type MoveSet struct {
	To   Bitboard
	From Square
	Type PieceType
}

// Move returns the move of the set to square to.
func (s MoveSet) Move(to Square) Move { return Move(uint32(s.From) | uint32(to)<<6) }

// MoveSets is the legal moves of a position grouped as GenerateSets
// groups them: the sets first, then the other moves (Rest).
type MoveSets struct {
	sets [32]MoveSet
	n    int
	// Rest holds the moves not in a set: the pawns' moves, en-passant
	// captures and castling.
	Rest MoveList
}

// Sets returns the sets; the slice aliases ms.
func (ms *MoveSets) Sets() []MoveSet { return ms.sets[:ms.n] }

// GenerateSets fills ms with the legal moves: the king's, then each
// knight's, each bishop's and queen's diagonal moves, each rook's and
// queen's orthogonal ones as sets, then the rest as a list. Taken in that
// order (each set's destinations in increasing order), they are the moves
// of GenerateLegal in its order: a caller that weighs the moves of each man
// together (one type, one origin) need not look each move's man up. A
// side has at most 16 men (ParseFEN), so at most 31 sets.
func (p *Position) GenerateSets(ms *MoveSets) {
	ml := &ms.Rest
	ml.n = 0
	us, them := p.side&1, (p.side^1)&1
	ours, theirs := p.byColor[us], p.byColor[them]
	occ := ours | theirs
	ksq := p.kingSq[us] & 63
	checkers, pinned := p.checksPins(us, ksq, occ)
	kingTo := p.unattacked(kingAttacks(ksq)&^ours, them, occ&^bb(ksq))
	n := 0
	sets := &ms.sets
	if kingTo != 0 {
		sets[0] = MoveSet{To: kingTo, From: ksq, Type: King}
		n = 1
	}
	if checkers&(checkers-1) != 0 {
		ms.n = n
		return // double check: only the king can move
	}
	target := ^ours
	if checkers != 0 {
		target = tables.between[ksq][checkers.First()&63] | checkers
	}
	for b := p.byType[Knight] & ours &^ pinned; b != 0; b &= b - 1 {
		s := b.First()
		if t := knightAttacks(s) & target; t != 0 {
			sets[n&31] = MoveSet{To: t, From: s, Type: Knight}
			n++
		}
	}
	for b := (p.byType[Bishop] | p.byType[Queen]) & ours; b != 0; b &= b - 1 {
		s := b.First() & 63
		t := bishopAttacks(s, occ) & target
		if pinned.Has(s) {
			t &= tables.line[ksq][s]
		}
		if t != 0 {
			sets[n&31] = MoveSet{To: t, From: s, Type: p.board[s].Type()}
			n++
		}
	}
	for b := (p.byType[Rook] | p.byType[Queen]) & ours; b != 0; b &= b - 1 {
		s := b.First() & 63
		t := rookAttacks(s, occ) & target
		if pinned.Has(s) {
			t &= tables.line[ksq][s]
		}
		if t != 0 {
			sets[n&31] = MoveSet{To: t, From: s, Type: p.board[s].Type()}
			n++
		}
	}
	ms.n = n
	if p.byType[Pawn]&ours != 0 {
		p.genPawns(ml, us, occ, theirs, ksq, target, pinned)
	}
	if p.ep != NoSquare {
		p.genEnPassant(ml, us, them, occ, ksq)
	}
	if checkers == 0 && p.castle&(3<<(2*us)) != 0 {
		p.genCastling(ml, us, ksq, occ)
	}
}

// checksPins returns the men of the other side that check the king of us
// on ksq and the men of us pinned to it, given occupancy occ: of the
// other side's sliders on the king's lines (on an empty board), those with
// no man between them and the king check it, and a man of us alone
// between one and the king is pinned.
func (p *Position) checksPins(us Color, ksq Square, occ Bitboard) (checkers, pinned Bitboard) {
	ksq &= 63
	theirs := p.byColor[(us^1)&1]
	checkers = (pawnAttacks(us, ksq)&p.byType[Pawn] | knightAttacks(ksq)&p.byType[Knight] | kingAttacks(ksq)&p.byType[King]) & theirs
	snipers := (tables.diag[ksq]&(p.byType[Bishop]|p.byType[Queen]) | tables.orth[ksq]&(p.byType[Rook]|p.byType[Queen])) & theirs
	for ; snipers != 0; snipers &= snipers - 1 {
		b := tables.between[ksq][snipers.First()&63] & occ
		if b == 0 {
			checkers |= snipers & -snipers
		} else if b&(b-1) == 0 {
			pinned |= b
		}
	}
	return checkers, pinned & p.byColor[us&1]
}

// unattacked returns the squares of to that no man of colour by attacks
// given occupancy occ (for a king's moves: with the king off the board):
// the squares left once the pawns', the king's and the knights' attacks
// are taken away, each tested against the sliders on its lines.
func (p *Position) unattacked(to Bitboard, by Color, occ Bitboard) Bitboard {
	if to == 0 {
		return 0
	}
	by &= 1
	men := p.byColor[by]
	return safeFrom(to, by, p.byType[Pawn]&men, p.byType[Knight]&men, kingAttacks(p.kingSq[by]&63),
		(p.byType[Bishop]|p.byType[Queen])&men, (p.byType[Rook]|p.byType[Queen])&men, occ)
}

// safeFrom returns the squares of to attacked by none of the men of
// colour by given occupancy occ: its pawns, knights, diagonal and
// orthogonal sliders (queens in both), and near, the squares its king
// attacks.
func safeFrom(to Bitboard, by Color, pawns, knights, near, diag, orth, occ Bitboard) Bitboard {
	to &^= PawnSetAttacks(by, pawns) | near
	for ; knights != 0 && to != 0; knights &= knights - 1 {
		to &^= knightAttacks(knights.First())
	}
	if to == 0 {
		return 0
	}
	if sl := diag | orth; sl&(sl-1) == 0 {
		// One slider (most endings): its attacks at once.
		if sl != 0 {
			s := sl.First()
			if diag != 0 {
				to &^= bishopAttacks(s, occ)
			}
			if orth != 0 {
				to &^= rookAttacks(s, occ)
			}
		}
		return to
	}
	for t := to; t != 0; t &= t - 1 {
		if sliderAttacks(t.First(), diag, orth, occ) {
			to &^= t & -t
		}
	}
	return to
}

// sliderAttacks reports whether one of the sliders diag (bishops, queens)
// and orth (rooks, queens) attacks s given occupancy occ: whether one on a
// line of s (on an empty board) has no man between it and s.
func sliderAttacks(s Square, diag, orth, occ Bitboard) bool {
	s &= 63
	for c := tables.diag[s]&diag | tables.orth[s]&orth; c != 0; c &= c - 1 {
		if tables.between[s][c.First()&63]&occ == 0 {
			return true
		}
	}
	return false
}

// HasLegalMove reports whether the side to move has at least one legal move.
// It stops at the first one it finds, without listing them.
func (p *Position) HasLegalMove() bool {
	us := p.side & 1
	ours := p.byColor[us]
	ksq := p.kingSq[us] & 63
	if p.unattacked(kingAttacks(ksq)&^ours, us^1, (ours|p.byColor[us^1])&^bb(ksq)) != 0 {
		return true
	}
	return p.hasManMove()
}

// hasManMove reports whether the side to move has a legal move other than
// a king's step (HasLegalMove once no king step is legal): a move of
// another man, an en-passant capture or castling.
func (p *Position) hasManMove() bool {
	us, them := p.side&1, (p.side^1)&1
	ours, theirs := p.byColor[us], p.byColor[them]
	occ := ours | theirs
	ksq := p.kingSq[us] & 63
	checkers, pinned := p.checksPins(us, ksq, occ)
	if checkers&(checkers-1) != 0 {
		return false // double check: only the king can move
	}
	target := ^ours
	if checkers != 0 {
		target = tables.between[ksq][checkers.First()&63] | checkers
	}
	for b := p.byType[Knight] & ours &^ pinned; b != 0; b &= b - 1 {
		if knightAttacks(b.First())&target != 0 {
			return true
		}
	}
	for b := (p.byType[Bishop] | p.byType[Queen]) & ours; b != 0; b &= b - 1 {
		s := b.First() & 63
		t := bishopAttacks(s, occ) & target
		if pinned.Has(s) {
			t &= tables.line[ksq][s]
		}
		if t != 0 {
			return true
		}
	}
	for b := (p.byType[Rook] | p.byType[Queen]) & ours; b != 0; b &= b - 1 {
		s := b.First() & 63
		t := rookAttacks(s, occ) & target
		if pinned.Has(s) {
			t &= tables.line[ksq][s]
		}
		if t != 0 {
			return true
		}
	}
	up, doubleRank := 8, rank1<<16
	if us == Black {
		up, doubleRank = -8, rank1<<40
	}
	empty := ^occ
	for b := p.byType[Pawn] & ours; b != 0; b &= b - 1 {
		s := b.First() & 63
		var pinLine Bitboard = ^Bitboard(0)
		if pinned.Has(s) {
			pinLine = tables.line[ksq][s]
		}
		to := pawnAttacks(us, s) & theirs
		if one := Square(int(s) + up); empty.Has(one) {
			to |= bb(one)
			if doubleRank.Has(one) && empty.Has(Square(int(one)+up)) {
				to |= bb(Square(int(one) + up))
			}
		}
		if to&target&pinLine != 0 {
			return true
		}
	}
	if p.epCapture(checkers) {
		return true
	}
	if checkers == 0 && p.castle != 0 {
		var ml MoveList
		p.genCastling(&ml, us, ksq, occ)
		return ml.n > 0
	}
	return false
}

// epCapture reports whether the side to move has a legal en-passant
// capture, given the pieces that check its king (none when there are two,
// as generate: a double check is answered by the king alone).
func (p *Position) epCapture(checkers Bitboard) bool {
	if p.ep == NoSquare || checkers&(checkers-1) != 0 {
		return false
	}
	us, them := p.side, p.side.Other()
	occ := p.byColor[us] | p.byColor[them]
	ksq := p.kingSq[us]
	capSq := p.ep ^ 8
	for b := pawnAttacks(them, p.ep) & p.byType[Pawn] & p.byColor[us]; b != 0; b &= b - 1 {
		s := b.First()
		// As generate: the capture on the real occupancy.
		occ2 := occ&^bb(s)&^bb(capSq) | bb(p.ep)
		if p.attackersTo(ksq, them, occ2)&^bb(capSq) == 0 {
			return true
		}
	}
	return false
}

// IsCheckmate reports whether the side to move is checkmated (Article 3.10.x, 5.1.1).
func (p *Position) IsCheckmate() bool { return p.InCheck() && !p.HasLegalMove() }

// IsStalemate reports whether the side to move is stalemated (Article 5.2.1).
func (p *Position) IsStalemate() bool { return !p.InCheck() && !p.HasLegalMove() }

func addPromotions(ml *MoveList, from, to Square) {
	ml.add(newMove(from, to, Queen, NormalMove))
	ml.add(newMove(from, to, Rook, NormalMove))
	ml.add(newMove(from, to, Bishop, NormalMove))
	ml.add(newMove(from, to, Knight, NormalMove))
}

func (p *Position) generate(ml *MoveList, _ genKind) {
	us, them := p.side&1, (p.side^1)&1
	ours, theirs := p.byColor[us], p.byColor[them]
	occ := ours | theirs
	ksq := p.kingSq[us] & 63
	checkers, pinned := p.checksPins(us, ksq, occ)

	// King moves: the destination must not be attacked once the king has left its square.
	for t := p.unattacked(kingAttacks(ksq)&^ours, them, occ&^bb(ksq)); t != 0; t &= t - 1 {
		ml.add(newMove(ksq, t.First(), NoPieceType, NormalMove))
	}
	if checkers&(checkers-1) != 0 {
		return // double check: only the king can move
	}
	target := ^ours
	if checkers != 0 {
		target = tables.between[ksq][checkers.First()&63] | checkers
	}

	for b := p.byType[Knight] & ours &^ pinned; b != 0; b &= b - 1 {
		s := b.First()
		for t := knightAttacks(s) & target; t != 0; t &= t - 1 {
			ml.add(newMove(s, t.First(), NoPieceType, NormalMove))
		}
	}
	for b := (p.byType[Bishop] | p.byType[Queen]) & ours; b != 0; b &= b - 1 {
		s := b.First()
		t := bishopAttacks(s, occ) & target
		if pinned.Has(s) {
			t &= tables.line[ksq][s]
		}
		for ; t != 0; t &= t - 1 {
			ml.add(newMove(s, t.First(), NoPieceType, NormalMove))
		}
	}
	for b := (p.byType[Rook] | p.byType[Queen]) & ours; b != 0; b &= b - 1 {
		s := b.First()
		t := rookAttacks(s, occ) & target
		if pinned.Has(s) {
			t &= tables.line[ksq][s]
		}
		for ; t != 0; t &= t - 1 {
			ml.add(newMove(s, t.First(), NoPieceType, NormalMove))
		}
	}

	// Pawns.
	pawns := p.byType[Pawn] & ours
	var up int
	var promoRank, doubleRank Bitboard
	if us == White {
		up, promoRank, doubleRank = 8, rank8, rank1<<16
	} else {
		up, promoRank, doubleRank = -8, rank1, rank1<<40
	}
	empty := ^occ
	for b := pawns; b != 0; b &= b - 1 {
		s := b.First()
		var pinLine Bitboard = ^Bitboard(0)
		if pinned.Has(s) {
			pinLine = tables.line[ksq][s]
		}
		one := Square(int(s) + up)
		if empty.Has(one) {
			if target.Has(one) && pinLine.Has(one) {
				if promoRank.Has(one) {
					addPromotions(ml, s, one)
				} else {
					ml.add(newMove(s, one, NoPieceType, NormalMove))
				}
			}
			if doubleRank.Has(one) {
				two := Square(int(one) + up)
				if empty.Has(two) && target.Has(two) && pinLine.Has(two) {
					ml.add(newMove(s, two, NoPieceType, NormalMove))
				}
			}
		}
		for t := pawnAttacks(us, s) & theirs & target & pinLine; t != 0; t &= t - 1 {
			d := t.First()
			if promoRank.Has(d) {
				addPromotions(ml, s, d)
			} else {
				ml.add(newMove(s, d, NoPieceType, NormalMove))
			}
		}
	}
	if p.ep != NoSquare {
		capSq := p.ep ^ 8
		for b := pawnAttacks(them, p.ep) & pawns; b != 0; b &= b - 1 {
			s := b.First()
			// Test the capture on the real occupancy: this covers the pinned
			// pawn, the rank pin through both pawns and checks it does not resolve.
			occ2 := occ&^bb(s)&^bb(capSq) | bb(p.ep)
			if p.attackersTo(ksq, them, occ2)&^bb(capSq) == 0 {
				ml.add(newMove(s, p.ep, NoPieceType, EnPassantMove))
			}
		}
	}

	if checkers == 0 && p.castle&(3<<(2*us)) != 0 {
		p.genCastling(ml, us, ksq, occ)
	}
}

// genPawns adds the pawns' moves but en passant, as generate does
// (GenerateSets's; generate keeps its own copy inline, which perft
// measured 2.5 % faster than a call). The moves of all pawns are found at
// once, by kind, as the sets of the pawns that have one (o1: a step, o2:
// two steps, oa and ob: the captures towards the a- and the h-file), a
// pinned pawn's kept where they stay on its line; then each pawn's moves
// are listed in generate's order (the captures by increasing square, each
// move to the last rank as its four promotions).
func (p *Position) genPawns(ml *MoveList, us Color, occ, theirs Bitboard, ksq Square, target, pinned Bitboard) {
	pawns := p.byType[Pawn] & p.byColor[us&1]
	empty := ^occ
	caps := theirs & target
	var o1, o2, oa, ob, last Bitboard
	var d1, d2, da, db int // the step of each kind
	if us == White {
		one := (pawns << 8) & empty
		o2 = (((one & (rank1 << 16)) << 8) & empty & target) >> 16
		o1 = (one & target) >> 8
		oa = (((pawns &^ fileA) << 7) & caps) >> 7
		ob = (((pawns &^ fileH) << 9) & caps) >> 9
		d1, d2, da, db = 8, 16, 7, 9
		last = pawns & (rank8 >> 8)
	} else {
		one := (pawns >> 8) & empty
		o2 = (((one & (rank1 << 40)) >> 8) & empty & target) << 16
		o1 = (one & target) << 8
		oa = (((pawns &^ fileA) >> 9) & caps) << 9
		ob = (((pawns &^ fileH) >> 7) & caps) << 7
		d1, d2, da, db = -8, -16, -9, -7
		last = pawns & (rank1 << 8)
	}
	for b := pawns & pinned; b != 0; b &= b - 1 {
		s := int(b.First())
		line, pawn := tables.line[ksq&63][s], b&-b
		if !line.Has(Square(s + d1)) {
			o1 &^= pawn
			o2 &^= pawn
		}
		if !line.Has(Square(s + da)) {
			oa &^= pawn
		}
		if !line.Has(Square(s + db)) {
			ob &^= pawn
		}
	}
	n := ml.n
	for b := o1 | o2 | oa | ob; b != 0; b &= b - 1 {
		pawn := b & -b
		s := int(b.First())
		if last&pawn != 0 { // a step from promotion: no two steps
			if o1&pawn != 0 {
				n = addPromotionsAt(ml, n, Move(s|(s+d1)<<6))
			}
			if oa&pawn != 0 {
				n = addPromotionsAt(ml, n, Move(s|(s+da)<<6))
			}
			if ob&pawn != 0 {
				n = addPromotionsAt(ml, n, Move(s|(s+db)<<6))
			}
			continue
		}
		if o1&pawn != 0 {
			ml.moves[n] = Move(s | (s+d1)<<6)
			n++
		}
		if o2&pawn != 0 {
			ml.moves[n] = Move(s | (s+d2)<<6)
			n++
		}
		if oa&pawn != 0 {
			ml.moves[n] = Move(s | (s+da)<<6)
			n++
		}
		if ob&pawn != 0 {
			ml.moves[n] = Move(s | (s+db)<<6)
			n++
		}
	}
	ml.n = n
}

// addPromotionsAt writes the four promotions of the pawn's move m to ml
// from its n-th move on, as addPromotions, and returns the new length.
func addPromotionsAt(ml *MoveList, n int, m Move) int {
	ml.moves[n] = m | Move(Queen)<<12
	ml.moves[n+1] = m | Move(Rook)<<12
	ml.moves[n+2] = m | Move(Bishop)<<12
	ml.moves[n+3] = m | Move(Knight)<<12
	return n + 4
}

// genEnPassant adds the legal en-passant captures onto p.ep, as generate
// does (GenerateSets's).
func (p *Position) genEnPassant(ml *MoveList, us, them Color, occ Bitboard, ksq Square) {
	capSq := p.ep ^ 8
	for b := pawnAttacks(them, p.ep) & p.byType[Pawn] & p.byColor[us]; b != 0; b &= b - 1 {
		s := b.First()
		// Test the capture on the real occupancy: this covers the pinned
		// pawn, the rank pin through both pawns and checks it does not resolve.
		occ2 := occ&^bb(s)&^bb(capSq) | bb(p.ep)
		if p.attackersTo(ksq, them, occ2)&^bb(capSq) == 0 {
			ml.add(newMove(s, p.ep, NoPieceType, EnPassantMove))
		}
	}
}

func (p *Position) genCastling(ml *MoveList, us Color, ksq Square, occ Bitboard) {
	us, ksq = us&1, ksq&63
	for cs := CastleSide(2 * us); cs <= CastleSide(2*us+1); cs++ { // king side first
		if p.castle&(1<<cs) == 0 {
			continue
		}
		rsq := p.rookSq[cs&3] & 63
		// The king's and the rook's squares after castling (Move.KingTo,
		// rookTo): the g- and f-file towards the rook on the h-side, else
		// the c- and d-file.
		kt, rt := ksq&^7+2, ksq&^7+3
		if rsq > ksq {
			kt, rt = ksq&^7+6, ksq&^7+5
		}
		rest := occ &^ (1<<ksq | 1<<rsq)
		kpath := tables.between[ksq][kt] | 1<<kt
		if (kpath|tables.between[rsq][rt]|1<<rt)&rest != 0 {
			continue
		}
		if p.unattacked(kpath, us^1, rest) == kpath {
			ml.add(newMove(ksq, rsq, NoPieceType, CastleMove))
		}
	}
}

// Perft counts the leaf nodes of the legal move tree of the given depth.
func (p *Position) Perft(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	var ml MoveList
	p.generate(&ml, genAll)
	if depth == 1 {
		return uint64(ml.n)
	}
	var n uint64
	for _, m := range ml.Moves() {
		u := p.Make(m)
		n += p.Perft(depth - 1)
		p.Unmake(m, u)
	}
	return n
}

// MaxPerftDepth is the deepest perft the command line and the reference
// implementation accept. Depth 10 from the initial position is about 7e13
// leaf nodes, days of work; the published suites go to depth 6.
const MaxPerftDepth = 10

// perftPoll is the depth at and below which PerftContext counts without
// looking at its context: a subtree of depth 3 is at most a few million
// nodes, milliseconds of work.
const perftPoll = 3

// PerftContext is Perft that stops when ctx is done, returning ctx's error
// within milliseconds. Depths above MaxPerftDepth are refused.
func (p *Position) PerftContext(ctx context.Context, depth int) (uint64, error) {
	if depth < 0 || depth > MaxPerftDepth {
		return 0, fmt.Errorf("chess: perft depth %d: want 0 to %d", depth, MaxPerftDepth)
	}
	return p.perftContext(ctx, depth)
}

func (p *Position) perftContext(ctx context.Context, depth int) (uint64, error) {
	if depth <= perftPoll {
		return p.Perft(depth), nil
	}
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	var ml MoveList
	p.generate(&ml, genAll)
	var n uint64
	for _, m := range ml.Moves() {
		u := p.Make(m)
		c, err := p.perftContext(ctx, depth-1)
		p.Unmake(m, u)
		if err != nil {
			return 0, err
		}
		n += c
	}
	return n, nil
}

// DivideEntry is one root move and the perft count below it.
type DivideEntry struct {
	Move  Move
	Nodes uint64
}

// Divide returns the perft count below each legal move, in generation order.
func (p *Position) Divide(depth int) []DivideEntry {
	var out []DivideEntry
	for _, m := range p.LegalMoves() {
		u := p.Make(m)
		out = append(out, DivideEntry{m, p.Perft(depth - 1)})
		p.Unmake(m, u)
	}
	return out
}

// DivideContext is Divide that stops when ctx is done (see PerftContext);
// done, when not nil, is called after each root move with the entries so
// far and the number of root moves.
func (p *Position) DivideContext(ctx context.Context, depth int, done func(so []DivideEntry, of int)) ([]DivideEntry, error) {
	if depth < 1 || depth > MaxPerftDepth {
		return nil, fmt.Errorf("chess: divide depth %d: want 1 to %d", depth, MaxPerftDepth)
	}
	moves := p.LegalMoves()
	out := make([]DivideEntry, 0, len(moves))
	for _, m := range moves {
		u := p.Make(m)
		n, err := p.perftContext(ctx, depth-1)
		p.Unmake(m, u)
		if err != nil {
			return nil, err
		}
		out = append(out, DivideEntry{m, n})
		if done != nil {
			done(out, len(moves))
		}
	}
	return out, nil
}
