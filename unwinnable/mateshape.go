package unwinnable

import "github.com/chessconform/chessconform/chess"

// The exact mate shape: mateShape's first test unions the squares every
// winning man may ever attack, which lets a lone knight "cover" all eight of
// a king's neighbours at once. exactShape instead places each of the
// winner's men on one square of its set at a time (squares that look the
// same from the loser's king are tried once) and asks, for that placement,
// what a checkmate needs:
//
//   - the king attacked, each neighbour attacked or held by one of the
//     loser's men (a distinct man per square), no winning man standing
//     unprotected next to the king;
//   - when a single man gives check, no man of the loser's may stand where
//     one step takes it onto the checking man or between it and the king
//     (Article 3: a rook beside the square, a knight a jump away…), unless
//     it stands on a line through the king along which another line piece
//     of the winner's could pin it; such a step cannot be blocked, so the
//     "mate" would not be one.
//
// Everything here still errs towards "mate might be possible": rays are
// blocked by pawns and jammed pieces only, other men are assumed out of the
// way, and a placement too large to enumerate is assumed to mate.

// shapeOpt is one placement of a winning man as seen from the loser's king.
type shapeOpt struct {
	cover bitboard // squares of the king and its neighbours it attacks
	occ   bitboard // the neighbour it stands on, if any
	sq    int8     // its square, kept for checking placements only
	check bool
}

// maxShapeLeaves bounds the placements tried per king square; beyond it the
// shape is assumed possible (sound, only less precise).
const maxShapeLeaves = 1 << 15

func (st *astate) exactShape(winner chess.Color, s int) bool {
	return st.exactShapeWith(winner, s, 0)
}

// exactShapeWith is exactShape with extra squares the winner may attack
// whatever its men's placement (pawns whose squares are not fixed).
func (st *astate) exactShapeWith(winner chess.Color, s int, extra bitboard) bool {
	loser := winner.Other()
	walls := st.walls()
	n9 := kingAttacks(s) | 1<<s
	// No pawn ever: none at the root (a promotion or an en-passant capture
	// could have given the double check), none now.
	noPawns := st.pawnless && st.pawns[0]|st.pawns[1] == 0 && extra == 0
	for i := 0; i < st.n && noPawns; i++ {
		noPawns = st.pcs[i].t != chess.Pawn
	}
	fixed := chess.PawnSetAttacks(winner, st.pawns[winner]) | extra
	type wpiece struct {
		t    chess.PieceType
		opts []shapeOpt
	}
	var ws []wpiece
	var blockers []apiece
	diag, orth := 0, 0 // the winner's line pieces, by the lines they move on
	leaves := 1
	for i := 0; i < st.n; i++ {
		pc := &st.pcs[i]
		if pc.c == loser {
			if pc.t != chess.King {
				blockers = append(blockers, *pc)
			}
			continue
		}
		if pc.t == chess.Bishop || pc.t == chess.Queen {
			diag++
		}
		if pc.t == chess.Rook || pc.t == chess.Queen {
			orth++
		}
		var opts []shapeOpt
		for b := pc.set; b != 0; b &= b - 1 {
			q := first(b)
			var o shapeOpt
			if pc.t == chess.King {
				if kingAttacks(s)&(1<<q) != 0 || q == s {
					continue
				}
				o = shapeOpt{cover: kingAttacks(q) & n9}
			} else {
				if q == s {
					continue
				}
				o = shapeOpt{cover: attacksFrom(pc.t, q, walls) & n9, occ: 1 << q & kingAttacks(s), sq: int8(q)}
				o.check = o.cover&(1<<s) != 0
			}
			if !o.check {
				o.sq = -1
				dup := false
				for _, x := range opts {
					if !x.check && x.cover == o.cover && x.occ == o.occ {
						dup = true
						break
					}
				}
				if dup {
					continue
				}
			}
			opts = append(opts, o)
		}
		if len(opts) == 0 {
			return false // the man cannot stand anywhere: no such position
		}
		leaves *= len(opts)
		if leaves > maxShapeLeaves {
			return true
		}
		ws = append(ws, wpiece{t: pc.t, opts: opts})
	}
	// Fewest options first; a suffix union of covers prunes hopeless branches.
	for i := 1; i < len(ws); i++ {
		for j := i; j > 0 && len(ws[j].opts) < len(ws[j-1].opts); j-- {
			ws[j], ws[j-1] = ws[j-1], ws[j]
		}
	}
	rest := make([]bitboard, len(ws)+1)
	for i := len(ws) - 1; i >= 0; i-- {
		rest[i] = rest[i+1]
		for _, o := range ws[i].opts {
			rest[i] |= o.cover
		}
	}
	var anyL bitboard
	for _, b := range blockers {
		anyL |= b.set
	}
	lpawns := st.pawns[loser]
	chosen := make([]shapeOpt, len(ws))
	blk := make([]bitboard, len(blockers))

	leaf := func(cover, occ bitboard) bool {
		att := cover | fixed
		if att&(1<<s) == 0 {
			return false
		}
		need := kingAttacks(s) &^ lpawns &^ att
		if need&occ != 0 {
			return false // the king takes an unprotected man
		}
		for j, b := range blockers {
			blk[j] = b.set &^ occ
		}
		// A single checking man, nothing that could pin: the loser's men
		// must not be one unblockable step from capturing or interposing.
		checkers, ci, cj := 0, -1, -1
		for i, o := range chosen {
			if o.check {
				checkers++
				ci, cj = i, ci
			}
		}
		// Two checkers on one line through the king: the nearer one
		// shields the king from the other (attacks here pass through men).
		if checkers == 2 {
			a, b := int(chosen[ci].sq), int(chosen[cj].sq)
			switch {
			case a == b:
				return false // two men on one square
			case noPawns && ws[ci].t == ws[cj].t && ws[ci].t != chess.Queen:
				// Without pawns (no promotion, no en passant) a double
				// check needs one checker to have moved off the other's
				// line onto one of its own through the king: two bishops,
				// two rooks or two knights can never do that.
				return false
			case between(a, s)&(1<<b) != 0:
				checkers, ci = 1, cj
			case between(b, s)&(1<<a) != 0:
				checkers = 1
			}
		}
		if checkers == 1 && fixed&(1<<s) == 0 {
			// Only a line piece other than the checker can pin, and only
			// along its own lines through the king: elsewhere the loser's
			// men are free to take or interpose.
			t := ws[ci].t
			od, oo := diag, orth
			if t == chess.Bishop || t == chess.Queen {
				od--
			}
			if t == chess.Rook || t == chess.Queen {
				oo--
			}
			var pinLines bitboard
			if od > 0 {
				pinLines |= attacksFrom(chess.Bishop, s, 0)
			}
			if oo > 0 {
				pinLines |= attacksFrom(chess.Rook, s, 0)
			}
			q := int(chosen[ci].sq)
			line := bitboard(1) << q
			if t >= chess.Bishop && t <= chess.Queen {
				line |= between(q, s)
			}
			free := lpawns &^ pinLines
			if chess.PawnSetAttacks(loser, free)&(1<<q) != 0 || pawnPushes(loser, free)&line&^(1<<q) != 0 {
				return false
			}
			for j, b := range blockers {
				r := refuters(b.t, line) &^ pinLines
				if b.set&^r == 0 {
					return false // wherever it stands, it takes or interposes
				}
				blk[j] &^= r
			}
		}
		return matchable(need, blk)
	}
	var dfs func(i int, cover, occ bitboard) bool
	dfs = func(i int, cover, occ bitboard) bool {
		pot := cover | rest[i] | fixed
		if pot&(1<<s) == 0 || (kingAttacks(s)&^lpawns&^pot)&^anyL != 0 || occ&^pot != 0 {
			return false
		}
		if i == len(ws) {
			return leaf(cover, occ)
		}
		for _, o := range ws[i].opts {
			if o.occ&occ != 0 {
				continue // two men on one square
			}
			chosen[i] = o
			if dfs(i+1, cover|o.cover, occ|o.occ) {
				return true
			}
		}
		return false
	}
	return dfs(0, 0, 0)
}

// between returns the squares strictly between a and b on a shared rank,
// file or diagonal (empty when they share none).
func between(a, b int) bitboard {
	fa, ra, fb, rb := a&7, a>>3, b&7, b>>3
	df, dr := sign(fb-fa), sign(rb-ra)
	if df != 0 && dr != 0 && abs(fb-fa) != abs(rb-ra) {
		return 0
	}
	if df == 0 && dr == 0 {
		return 0
	}
	var out bitboard
	for f, r := fa+df, ra+dr; f != fb || r != rb; f, r = f+df, r+dr {
		out |= 1 << (r*8 + f)
	}
	return out
}

// refuters returns the squares from which a man of type t reaches a square
// of line in one step that nothing can block: orthogonally next to it for a
// rook, diagonally for a bishop, either for a queen, a jump for a knight.
func refuters(t chess.PieceType, line bitboard) bitboard {
	var out bitboard
	for b := line; b != 0; b &= b - 1 {
		q := first(b)
		switch t {
		case chess.Knight:
			out |= knightAttacks(q)
		case chess.Rook:
			out |= kingAttacks(q) & orthMask(q)
		case chess.Bishop:
			out |= kingAttacks(q) &^ orthMask(q)
		case chess.Queen:
			out |= kingAttacks(q)
		}
	}
	return out
}

func orthMask(q int) bitboard {
	const rank0 bitboard = 0xFF
	const file0 bitboard = 0x0101010101010101
	return (rank0<<(q&^7) | file0<<(q&7)) &^ (1 << q)
}

// pawnPushes returns the squares one step ahead of pawns of colour c.
func pawnPushes(c chess.Color, b bitboard) bitboard {
	if c == chess.White {
		return b << 8
	}
	return b >> 8
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
