package unwinnable

import (
	"math"
	"math/bits"

	"github.com/chessconform/chessconform/chess"
)

// The fortress proof: one over-approximation of everything that can ever
// happen in the rest of the game, computed as a least fixed point, with no
// enumeration of pawn configurations (which the structural proof explores
// one by one and which multiply in pawn lattices).
//
// For every pawn it keeps the squares it may ever stand on and whether it
// may ever be captured; for every other man the squares it may ever reach.
// The facts it rests on, all from Article 3:
//
//   - a pawn never moves backwards, and two pawns on one file never pass
//     each other while both stay on it; a pawn changes file only by
//     capturing, which needs an enemy man (not the king) on the square;
//   - a pawn that never moves and is never captured is a wall for the
//     whole game, and the squares it attacks are never open to the enemy
//     king;
//   - a capture needs a man that can reach the square.
//
// Starting from "nothing moves", every rule may only add squares or mark a
// pawn capturable, so the iteration ends; at the end every rule is
// satisfied, so by induction over the moves of any game every man stays
// inside its set. If then no square of the loser's king can be attacked
// with every neighbour attacked or possibly held by a loser's man, there is
// no checkmate of the loser, ever.

type fpawn struct {
	c     chess.Color
	start int
	set   bitboard
	cap   bool // some enemy man may capture it
}

type fpiece struct {
	c      chess.Color
	t      chess.PieceType
	start  bitboard
	region bitboard
	cap    bool // some enemy man may capture it
}

type fortress struct {
	pawns  []fpawn
	pieces []fpiece
	promo  [2]bitboard // squares where a pawn of the colour may promote
}

// fortressProof reports whether the fixed point shows that winner can never
// checkmate. work counts the iterations (each a full pass over the men).
func fortressProof(p *chess.Position, winner chess.Color, work *uint64) bool {
	proved, _, _ := fortressWorld(p, winner, work)
	return proved
}

// fortressWorld is fortressProof that also returns a bound on the number of
// positions that can ever arise (the product of every man's squares, both
// sides to move; +Inf when a pawn may promote or no fixed point was
// reached): a small world is settled fastest by enumerating it. It also
// returns the fixed point itself (nil without one) for the kings-and-pawns
// game's regions.
func fortressWorld(p *chess.Position, winner chess.Color, work *uint64) (bool, float64, *fortress) {
	f, ok := fixedPoint(p, work)
	if !ok {
		return false, math.Inf(1), nil // no fixed point in time: prove nothing
	}
	return !f.mateShape(winner), f.worldSize(), f
}

// fixedPoint computes the fortress's least fixed point from p; false when
// it was not reached within the iteration bound.
func fixedPoint(p *chess.Position, work *uint64) (*fortress, bool) {
	var f fortress
	for c := chess.White; c <= chess.Black; c++ {
		for b := p.Pieces(c, chess.Pawn); b != 0; b &= b - 1 {
			s := int(b.First())
			f.pawns = append(f.pawns, fpawn{c: c, start: s, set: 1 << s})
		}
		for t := chess.Knight; t <= chess.King; t++ {
			for b := p.Pieces(c, t); b != 0; b &= b - 1 {
				f.pieces = append(f.pieces, fpiece{c: c, t: t, start: b & -b, region: b & -b})
			}
		}
	}
	// En passant: the capturing pawn's target square is empty now; the
	// pawn that may be taken passed over it, so it is in its set.
	if ep := p.EnPassant(); ep != chess.NoSquare && p.EnPassantLegal() {
		pushed := int(ep) - 8 // the black pawn that has just moved two squares
		if p.SideToMove() == chess.Black {
			pushed = int(ep) + 8
		}
		for i := range f.pawns {
			if f.pawns[i].start == pushed {
				f.pawns[i].set |= 1 << int(ep)
			}
		}
	}
	for iter := 0; iter < 64; iter++ {
		*work++
		if !f.step() {
			return &f, true
		}
	}
	return nil, false
}

func (f *fortress) worldSize() float64 {
	if f.promo[0]|f.promo[1] != 0 {
		return math.Inf(1)
	}
	n := 2.0
	for _, pw := range f.pawns {
		n *= float64(pw.set.Count())
	}
	for _, pc := range f.pieces {
		n *= float64(pc.region.Count())
	}
	return n
}

// fixed returns the squares of men that never move and are never captured:
// pawns, and pieces walled in (a king is never captured but may be needed
// to move: it is never counted).
func (f *fortress) fixed() bitboard {
	var out bitboard
	for _, pw := range f.pawns {
		if !pw.cap && pw.set&(pw.set-1) == 0 {
			out |= pw.set
		}
	}
	for _, pc := range f.pieces {
		if pc.t != chess.King && !pc.cap && pc.region&(pc.region-1) == 0 {
			out |= pc.region
		}
	}
	return out
}

// occupiable returns the squares where a man of colour c other than the
// king may ever stand (what a pawn of the other colour may capture).
func (f *fortress) occupiable(c chess.Color) bitboard {
	var out bitboard
	for _, pw := range f.pawns {
		if pw.c == c {
			out |= pw.set
		}
	}
	for _, pc := range f.pieces {
		if pc.c == c && pc.t != chess.King {
			out |= pc.region
		}
	}
	if f.promo[c] != 0 {
		out |= ^bitboard(0) // a promoted piece may go anywhere not walled
	}
	return out
}

// attacks returns every square a man of colour c may ever attack (or, for
// the king, step onto to capture).
func (f *fortress) attacks(c chess.Color, fix bitboard) bitboard {
	var out bitboard
	for _, pw := range f.pawns {
		if pw.c == c {
			out |= chess.PawnSetAttacks(c, pw.set)
		}
	}
	for _, pc := range f.pieces {
		if pc.c != c {
			continue
		}
		if pc.t == chess.King {
			out |= kingSpread(pc.region) &^ chess.PawnSetAttacks(c.Other(), f.fixedOf(c.Other(), fix))
			continue
		}
		// The region is closed under the piece's single steps between
		// squares that are not walls (step: pieceRegion with the walls fix,
		// its own square aside), so every square a slide from it passes
		// before the first man of fix is in it: the squares attacked from
		// the region are its single steps (a slide's first step, and each
		// next one from a square of the region), one shift of it instead
		// of a magic look-up per square.
		out |= pieceStep(pc.t, pc.region)
	}
	if f.promo[c] != 0 {
		out |= ^bitboard(0)
	}
	return out
}

// fixedOf returns the fixed pawns of colour c.
func (f *fortress) fixedOf(c chess.Color, fix bitboard) bitboard {
	var out bitboard
	for _, pw := range f.pawns {
		if pw.c == c {
			out |= pw.set & fix
		}
	}
	return out
}

// step applies every rule once and reports whether anything grew.
func (f *fortress) step() bool {
	changed := false
	fix := f.fixed()
	// Regions of the pieces: walls are the fixed pawns; a king also never
	// steps onto a square a fixed enemy pawn attacks.
	for i := range f.pieces {
		pc := &f.pieces[i]
		var r bitboard
		if pc.t == chess.King {
			r = kingRegion(pc.start, fix|chess.PawnSetAttacks(pc.c.Other(), f.fixedOf(pc.c.Other(), fix)))
		} else {
			r = pieceRegion(pc.t, pc.start, fix&^pc.start)
		}
		if r|pc.region != pc.region {
			pc.region |= r
			changed = true
		}
	}
	occ := [2]bitboard{f.occupiable(chess.White), f.occupiable(chess.Black)}
	att := [2]bitboard{f.attacks(chess.White, fix), f.attacks(chess.Black, fix)}
	for i := range f.pieces {
		pc := &f.pieces[i]
		if pc.t != chess.King && !pc.cap && pc.region&att[pc.c.Other()] != 0 {
			pc.cap = true
			changed = true
		}
	}
	for i := range f.pawns {
		pw := &f.pawns[i]
		if !pw.cap && pw.set&att[pw.c.Other()] != 0 {
			pw.cap = true
			changed = true
		}
		s := f.pawnSet(i, fix, occ[pw.c.Other()])
		if s|pw.set != pw.set {
			pw.set |= s
			changed = true
		}
		last := bitboard(0xFF) << 56
		if pw.c == chess.Black {
			last = 0xFF
		}
		if p := pw.set & last; p&^f.promo[pw.c] != 0 {
			f.promo[pw.c] |= p
			changed = true
		}
	}
	return changed
}

// pieceRegion closes a piece's squares under its moves; walls block.
//
// A slide that stops short of the first wall is a chain of single steps
// between squares that are not walls, so the closure is the same under
// single steps: they are shifts of the whole frontier at once, where the
// slides were two magic look-ups per square of it (the structural proof's
// flood fills spent 2.5% of the corpus here).
func pieceRegion(t chess.PieceType, start, walls bitboard) bitboard {
	s, frontier := start, start
	for frontier != 0 {
		n := pieceStep(t, frontier) &^ walls &^ s
		s |= n
		frontier = n
	}
	return s
}

// pieceStep returns the squares one step of a man of type t away from
// some square of b: a king's or a knight's move, a slider's move to a
// neighbouring square of its lines; nothing for a pawn.
func pieceStep(t chess.PieceType, b bitboard) bitboard {
	const notA, notH bitboard = ^bitboard(0x0101010101010101), ^bitboard(0x8080808080808080)
	const notAB, notGH bitboard = ^bitboard(0x0303030303030303), ^bitboard(0xC0C0C0C0C0C0C0C0)
	diag := func() bitboard {
		return (b&notH)<<9 | (b&notA)<<7 | (b&notH)>>7 | (b&notA)>>9
	}
	orth := func() bitboard {
		return (b&notH)<<1 | (b&notA)>>1 | b<<8 | b>>8
	}
	switch t {
	case chess.Knight:
		return (b&notH)<<17 | (b&notA)<<15 | (b&notGH)<<10 | (b&notAB)<<6 |
			(b&notA)>>17 | (b&notH)>>15 | (b&notAB)>>10 | (b&notGH)>>6
	case chess.King:
		return kingSpread(b)
	case chess.Bishop:
		return diag()
	case chess.Rook:
		return orth()
	case chess.Queen:
		return diag() | orth()
	}
	return 0
}

// pawnSet returns the squares pawn i may reach from its start: pushes onto
// squares no fixed pawn holds and short of any pawn that stays ahead of it
// on its file (blockedRanks), captures onto squares an enemy man may
// occupy. The closure grows a whole frontier a step at a time (shifts).
func (f *fortress) pawnSet(i int, fix, enemyOcc bitboard) bitboard {
	pw := &f.pawns[i]
	const fileA, rank1 = bitboard(0x0101010101010101), bitboard(0xFF)
	// The squares a push may land on: not a wall, and on its own file only
	// between the blocked ranks.
	lo, hi := f.blockedRanks(i)
	own := fileA << (pw.start & 7)
	ranks := bitboard(0)
	for r := lo + 1; r < hi; r++ {
		ranks |= rank1 << (8 * r)
	}
	open := ^fix &^ (own &^ ranks)
	last := rank1 << 56 // promoted there: no longer a pawn
	if pw.c == chess.Black {
		last = rank1
	}
	set, frontier := bitboard(1)<<pw.start, bitboard(1)<<pw.start
	for frontier != 0 {
		b := frontier &^ last
		push := b << 8
		if pw.c == chess.Black {
			push = b >> 8
		}
		next := (push&open | chess.PawnSetAttacks(pw.c, b)&enemyOcc) &^ set
		set |= next
		frontier = next
	}
	return set
}

// blockedRanks returns the ranks pawn i, on its own starting file, can
// never step to because another pawn that is never captured and never
// leaves the file started ahead of it there: two pawns on a file never
// pass each other, so i stays short of the furthest square the other may
// be on. Those are the ranks at or above hi for a White pawn, at or below
// lo for a Black one (hi 8 and lo -1: none). Having captured onto another
// file, the order there is not known: nothing is blocked.
func (f *fortress) blockedRanks(i int) (lo, hi int) {
	me := &f.pawns[i]
	lo, hi = -1, 8
	file := bitboard(0x0101010101010101) << (me.start & 7)
	for j := range f.pawns {
		if j == i {
			continue
		}
		k := &f.pawns[j]
		if k.cap || k.set&^file != 0 {
			continue
		}
		if me.c == chess.White {
			if k.start > me.start {
				hi = min(hi, last(k.set)>>3)
			}
		} else if k.start < me.start {
			lo = max(lo, first(k.set)>>3)
		}
	}
	return lo, hi
}

func last(b bitboard) int { return 63 - bits.LeadingZeros64(uint64(b)) }

// mateShape reports whether, within the fixed point, the loser's king may
// stand attacked with every neighbour attacked or held by one of its own
// men (a distinct man per square: a pawn or a piece is on one square at a
// time).
func (f *fortress) mateShape(winner chess.Color) bool {
	loser := winner.Other()
	if f.promo[loser] != 0 {
		return true // its promoted men could stand anywhere
	}
	fix := f.fixed()
	attW := f.attacks(winner, fix)
	var blockers []bitboard
	var king bitboard
	for _, pw := range f.pawns {
		if pw.c == loser {
			blockers = append(blockers, pw.set)
		}
	}
	for _, pc := range f.pieces {
		switch {
		case pc.c == loser && pc.t == chess.King:
			king = pc.region
		case pc.c == loser:
			blockers = append(blockers, pc.region)
		}
	}
	var any bitboard
	for _, b := range blockers {
		any |= b
	}
	var exact *astate
	for k := king & attW; k != 0; k &= k - 1 {
		s := first(k)
		need := kingAttacks(s) &^ attW
		if need&^any != 0 || !matchable(need, blockers) {
			continue
		}
		if f.promo[winner] != 0 {
			return true
		}
		if exact == nil {
			exact = f.exactState(loser, fix)
			if exact == nil {
				return true
			}
		}
		if exact.exactShapeWith(winner, s, f.movableAttacks(winner, fix)) {
			return true
		}
	}
	return false
}

// exactState expresses the fixed point as an abstract state for the exact
// mate shape: the fixed pawns as pawns, every piece with its region, and the
// loser's other pawns as blockers with the squares they may stand on.
func (f *fortress) exactState(loser chess.Color, fix bitboard) *astate {
	st := astate{pawnless: len(f.pawns) == 0}
	for _, pw := range f.pawns {
		switch {
		case pw.set&fix != 0:
			st.pawns[pw.c] |= pw.set
		case pw.c == loser:
			if st.n == len(st.pcs) {
				return nil
			}
			st.add(pw.c, chess.Pawn, pw.set)
		}
	}
	for _, pc := range f.pieces {
		if st.n == len(st.pcs) {
			return nil
		}
		st.add(pc.c, pc.t, pc.region)
	}
	return &st
}

// movableAttacks returns the squares the pawns of colour c that are not
// fixed may ever attack.
func (f *fortress) movableAttacks(c chess.Color, fix bitboard) bitboard {
	var out bitboard
	for _, pw := range f.pawns {
		if pw.c == c && pw.set&fix == 0 {
			out |= chess.PawnSetAttacks(c, pw.set)
		}
	}
	return out
}
