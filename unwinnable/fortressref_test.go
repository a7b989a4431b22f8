package unwinnable

import (
	"reflect"
	"testing"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/pgn"
)

// The fortress's fixed point decides proofs, and its work and regions
// count and steer the search after it, so making it faster must not change
// it. The ref functions below are fortress.attacks, step and pawnSet (with
// blocked) as they were before attacks took the single steps of a piece's
// region for its slides' look-ups and pawnSet the blocked ranks once per
// pawn and its frontier a step at a time by shifts (commit 1875dfd), kept
// to check the present ones against.

// TestFortressUnchanged computes the fixed point with the present and the
// reference step from every corpus position and (without -short) every
// position of the Lichess sample's games: the same fortress (every man's squares and
// capture flags, the promotion squares) after the same number of
// iterations, and at it the same attacks for both colours (mateShape's).
func TestFortressUnchanged(t *testing.T) {
	compared := 0
	check := func(p *chess.Position) {
		var work, refWork uint64
		f, ok := fixedPoint(p, &work)
		rf, rok := refFixedPoint(p, &refWork)
		if ok != rok || work != refWork || !reflect.DeepEqual(f, rf) {
			t.Fatalf("%s: fixed point %v after %d iterations %+v, reference %v after %d %+v", p.FEN(), ok, work, f, rok, refWork, rf)
		}
		if !ok {
			return
		}
		fix := f.fixed()
		for c := chess.White; c <= chess.Black; c++ {
			if got, want := f.attacks(c, fix), f.refAttacks(c, fix); got != want {
				t.Fatalf("%s: %s attacks %x, reference %x", p.FEN(), c, got, want)
			}
		}
		compared++
	}
	for _, c := range chaVectors(t) {
		p, err := chess.ParseFEN(c.FEN)
		if err != nil {
			t.Fatal(err)
		}
		check(p)
	}
	least := 1_000
	if !testing.Short() {
		eachSamplePosition(t, func(_ *pgn.Game, _ int, p *chess.Position) { check(p) })
		least = 25_000
	}
	if compared < least {
		t.Fatalf("only %d fixed points compared", compared)
	}
}

func refFixedPoint(p *chess.Position, work *uint64) (*fortress, bool) {
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
	if ep := p.EnPassant(); ep != chess.NoSquare && p.EnPassantLegal() {
		pushed := int(ep) - 8
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
		if !f.refStep() {
			return &f, true
		}
	}
	return nil, false
}

func (f *fortress) refAttacks(c chess.Color, fix bitboard) bitboard {
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
		t := pc.t
		out |= spread(pc.region, func(q int) bitboard { return attacksFrom(t, q, fix) })
	}
	if f.promo[c] != 0 {
		out |= ^bitboard(0)
	}
	return out
}

func (f *fortress) refStep() bool {
	changed := false
	fix := f.fixed()
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
	att := [2]bitboard{f.refAttacks(chess.White, fix), f.refAttacks(chess.Black, fix)}
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
		s := f.refPawnSet(i, fix, occ[pw.c.Other()])
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

func (f *fortress) refPawnSet(i int, fix, enemyOcc bitboard) bitboard {
	pw := &f.pawns[i]
	dir := 8
	if pw.c == chess.Black {
		dir = -8
	}
	fix &^= 1 << pw.start
	set, frontier := bitboard(1)<<pw.start, bitboard(1)<<pw.start
	for frontier != 0 {
		var next bitboard
		for b := frontier; b != 0; b &= b - 1 {
			s := first(b)
			r := s >> 3
			if (pw.c == chess.White && r == 7) || (pw.c == chess.Black && r == 0) {
				continue
			}
			if t := s + dir; fix&(1<<t) == 0 && !f.refBlocked(i, s, t) {
				next |= 1 << t
			}
			next |= pawnAttacksFrom(pw.c, s) & enemyOcc
		}
		next &^= set
		set |= next
		frontier = next
	}
	return set
}

func (f *fortress) refBlocked(i, s, t int) bool {
	me := &f.pawns[i]
	if s&7 != me.start&7 {
		return false
	}
	file := bitboard(0x0101010101010101) << (s & 7)
	for j := range f.pawns {
		if j == i {
			continue
		}
		k := &f.pawns[j]
		if k.cap || k.set&^file != 0 {
			continue
		}
		if me.c == chess.White {
			if k.start > me.start && t>>3 >= last(k.set)>>3 {
				return true
			}
		} else {
			if k.start < me.start && t>>3 <= first(k.set)>>3 {
				return true
			}
		}
	}
	return false
}
