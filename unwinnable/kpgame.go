package unwinnable

import "github.com/chessconform/chessconform/chess"

// The kings-and-pawns game: an over-approximation of the rest of the game
// that keeps the kings and the pawns exact, move by move, and forgets where
// every other man is. A piece may be anywhere in its fortress region (every
// square it can ever reach; without a fixed point, its colour for a bishop
// and the whole board for the others): it may move without
// changing the state (a tempo), take a pawn on any square it could ever
// attack, be taken by a pawn on any square where it could stand (it stays
// in play: keeping it over-approximates), attack and shield nothing for
// certain. Every move a piece's presence might make illegal is allowed;
// what is forbidden is only what the exact men forbid (Article 3.9: a king
// never next to the other, never onto a square a pawn attacks; after a
// move the mover's king is not attacked by a pawn).
//
// Every real game from the position is a path in this game, so a real
// checkmate of the loser shows up as a state reached by a winner's move
// that might give check, with no flight square the loser's king is sure to
// have. If no such state is reachable, the winner cannot checkmate. The
// point of keeping the kings exact is stalemate: compositions lock the
// pawns so that a king that breaks in, or takes away the last flight
// square, ends the game at once. Those games are finished states here,
// which a region-based abstraction (the fortress, the structural proof)
// cannot see.

type kpState struct {
	pawns [2]bitboard
	kings [2]int8
	ep    int8 // the en-passant target square, or -1
	side  chess.Color
	promo [2]bool // the colour has promoted a pawn: a piece of any kind, anywhere
}

type kpGame struct {
	winner chess.Color
	// The squares the colour's pieces may stand on, by kind, before any
	// promotion, and all of them together.
	sitT [2][chess.King]bitboard
	sit  [2]bitboard
	seen map[kpState]struct{}
}

// kpNoMate reports whether the kings-and-pawns game proves that winner can
// never checkmate from p, exploring at most limit states. regions is the
// fortress's fixed point from p, or nil when there is none.
func kpNoMate(p *chess.Position, winner chess.Color, regions *fortress, limit uint64, work *uint64) bool {
	if p.CastlingRights() != 0 {
		return false // castling moves a rook: not modelled
	}
	g := kpGame{winner: winner, seen: map[kpState]struct{}{}}
	// Where each piece may stand: the fortress's region for it (every
	// square it can ever reach, walled in by pawns that never move), or
	// without a fixed point its colour for a bishop and the board else.
	for c := chess.White; c <= chess.Black; c++ {
		for t := chess.Knight; t <= chess.Queen; t++ {
			for b := p.Pieces(c, t); b != 0; b &= b - 1 {
				sit := reachOf(t, b.First())
				g.sit[c] |= sit
				g.sitT[c][t] |= sit
			}
		}
	}
	if regions != nil {
		g.sit, g.sitT = [2]bitboard{}, [2][chess.King]bitboard{}
		for _, pc := range regions.pieces {
			if pc.t != chess.King {
				g.sit[pc.c] |= pc.region
				g.sitT[pc.c][pc.t] |= pc.region
			}
		}
	}
	root := kpState{
		pawns: [2]bitboard{p.Pieces(chess.White, chess.Pawn), p.Pieces(chess.Black, chess.Pawn)},
		kings: [2]int8{int8(p.KingSquare(chess.White)), int8(p.KingSquare(chess.Black))},
		ep:    -1,
		side:  p.SideToMove(),
	}
	if ep := p.EnPassant(); ep != chess.NoSquare {
		root.ep = int8(ep)
	}
	stack := []kpState{root}
	g.seen[root] = struct{}{}
	for len(stack) > 0 {
		st := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		*work++
		if uint64(len(g.seen)) > limit {
			return false
		}
		mate := false
		g.moves(&st, func(ns kpState, vacated bitboard, piece bool) {
			if mate {
				return
			}
			if st.side == winner && g.maybeMate(&ns, vacated, piece) {
				mate = true
				return
			}
			if _, ok := g.seen[ns]; !ok {
				g.seen[ns] = struct{}{}
				stack = append(stack, ns)
			}
		})
		if mate {
			return false
		}
	}
	return true
}

func (g *kpGame) sitOf(st *kpState, c chess.Color) bitboard {
	if st.promo[c] {
		return ^bitboard(0)
	}
	return g.sit[c]
}

// mayAttack reports whether a piece of colour c may attack square x, the
// exact men (occ) blocking lines; a piece never stands on an exact man.
func (g *kpGame) mayAttack(st *kpState, c chess.Color, x int, occ bitboard) bool {
	if st.promo[c] {
		// A promoted man may be a queen or a knight anywhere.
		return attacksFrom(chess.Queen, x, occ)&^occ != 0 || knightAttacks(x)&^occ != 0
	}
	for t := chess.Knight; t <= chess.Queen; t++ {
		if sit := g.sitT[c][t] &^ occ; sit != 0 && attacksFrom(t, x, occ)&sit != 0 {
			return true
		}
	}
	return false
}

// exact returns the squares of the kings and pawns.
func (st *kpState) exact() bitboard {
	return st.pawns[0] | st.pawns[1] | 1<<st.kings[0] | 1<<st.kings[1]
}

// moves emits every move of the side to move: the state after it, the
// squares it emptied (for discovered checks) and whether a piece moved.
func (g *kpGame) moves(st *kpState, emit func(ns kpState, vacated bitboard, piece bool)) {
	c := st.side
	o := c.Other()
	exact := st.exact()
	next := func(ns kpState, vacated bitboard, piece bool) {
		ns.side = o
		// The mover's king must not stand attacked by a pawn.
		if chess.PawnSetAttacks(o, ns.pawns[o])&(1<<ns.kings[c]) != 0 {
			return
		}
		emit(ns, vacated, piece)
	}
	base := *st
	base.ep = -1
	// King moves.
	k := int(st.kings[c])
	for b := kingAttacks(k) &^ st.pawns[c] &^ kingAttacks(st.kings[o]) &^ chess.PawnSetAttacks(o, st.pawns[o]); b != 0; b &= b - 1 {
		t := first(b)
		ns := base
		ns.kings[c] = int8(t)
		ns.pawns[o] &^= 1 << t
		next(ns, 1<<k, false)
	}
	// Pawn moves.
	dir, startRank, lastRank := 8, 1, 7
	if c == chess.Black {
		dir, startRank, lastRank = -8, 6, 0
	}
	arrive := func(ns kpState, t int, vacated bitboard) {
		if t>>3 == lastRank {
			ns.pawns[c] &^= 1 << t
			ns.promo[c] = true
			next(ns, vacated, true)
			return
		}
		next(ns, vacated, false)
	}
	for b := st.pawns[c]; b != 0; b &= b - 1 {
		s := first(b)
		if t := s + dir; exact&(1<<t) == 0 {
			ns := base
			ns.pawns[c] = ns.pawns[c]&^(1<<s) | 1<<t
			arrive(ns, t, 1<<s)
			if t2 := t + dir; s>>3 == startRank && exact&(1<<t2) == 0 {
				ns := base
				ns.pawns[c] = ns.pawns[c]&^(1<<s) | 1<<t2
				ns.ep = int8(t)
				next(ns, 1<<s, false)
			}
		}
		for a := pawnAttacksFrom(c, s); a != 0; a &= a - 1 {
			t := first(a)
			switch {
			case st.pawns[o]&(1<<t) != 0 || g.sitOf(st, o)&^exact&(1<<t) != 0:
				ns := base
				ns.pawns[o] &^= 1 << t
				ns.pawns[c] = ns.pawns[c]&^(1<<s) | 1<<t
				arrive(ns, t, 1<<s)
			case int(st.ep) == t:
				behind := t - dir
				ns := base
				ns.pawns[o] &^= 1 << behind
				ns.pawns[c] = ns.pawns[c]&^(1<<s) | 1<<t
				next(ns, 1<<s|1<<behind, false)
			}
		}
	}
	// Piece moves: a tempo, or a pawn taken.
	if g.sitOf(st, c) != 0 {
		next(base, 0, true)
		for b := st.pawns[o]; b != 0; b &= b - 1 {
			if g.mayAttack(st, c, first(b), exact) {
				ns := base
				ns.pawns[o] &^= b & -b
				next(ns, 0, true)
			}
		}
	}
}

// maybeMate reports whether the loser, to move in ns after the winner's
// move, might be checkmated: it might be in check and its king has no
// flight square that is safe whatever the pieces' squares.
func (g *kpGame) maybeMate(ns *kpState, vacated bitboard, piece bool) bool {
	w, l := g.winner, g.winner.Other()
	lk := int(ns.kings[l])
	occ := ns.exact()
	pawnAtt := chess.PawnSetAttacks(w, ns.pawns[w])
	check := pawnAtt&(1<<lk) != 0
	if !check && piece {
		check = g.mayAttack(ns, w, lk, occ)
	}
	if !check && vacated != 0 {
		// A king or pawn move checks with a piece only by uncovering a
		// line through a square it emptied: the piece stands on the line
		// beyond, nothing exact in between.
		diag, orth := g.sitT[w][chess.Bishop]|g.sitT[w][chess.Queen], g.sitT[w][chess.Rook]|g.sitT[w][chess.Queen]
		if ns.promo[w] {
			diag, orth = ^bitboard(0), ^bitboard(0)
		}
		for v := vacated; v != 0 && !check; v &= v - 1 {
			o := first(v)
			if attacksFrom(chess.Queen, lk, occ)&(1<<o) == 0 {
				continue
			}
			beyond := occ &^ (1 << o)
			line := attacksFrom(chess.Bishop, lk, beyond) & diag
			if attacksFrom(chess.Bishop, lk, 0)&(1<<o) == 0 {
				line = attacksFrom(chess.Rook, lk, beyond) & orth
			}
			for x := line &^ occ; x != 0 && !check; x &= x - 1 {
				check = between(lk, first(x))&(1<<o) != 0
			}
		}
	}
	if !check {
		return false
	}
	unsafe := pawnAtt | kingAttacks(ns.kings[w]) | ns.pawns[l] | g.sitOf(ns, l)
	for f := kingAttacks(lk) &^ unsafe; f != 0; f &= f - 1 {
		if !g.mayAttack(ns, w, first(f), occ&^(1<<lk)) {
			return false // a flight no placement of the pieces covers
		}
	}
	return true
}
