package unwinnable

import (
	"math/bits"

	"github.com/chessconform/chessconform/chess"
)

// The pawnless census: without pawns nothing is ever added to the board
// and no man changes the colour of its squares if it is a bishop, so every
// position that can ever arise has a subset of today's men, bishops on
// their colours. When the winner has a king and one or two other pieces and
// the loser a king and at most two others (three pieces in all), every
// checkmate of the loser can be listed outright: its king somewhere, a
// checking piece on a square that attacks it, the other pieces anywhere,
// the winner's king not next to it, and the loser's men either on the
// flight squares nobody else covers or anywhere at all. Each candidate is
// built as a real position and asked whether it is checkmate and whether a
// move can have given it (a double check needs a discovery). None at all is
// a proof that the winner can never checkmate.

const (
	pawnlessMaxWinner = 2
	pawnlessMaxLoser  = 2
	// pawnlessMaxWork bounds the candidates built (the census is exact, so
	// running out proves nothing).
	pawnlessMaxWork = 200_000
)

// censusApplies reports whether the census covers p with winner to mate.
func censusApplies(p *chess.Position, winner chess.Color) bool {
	if p.Pieces(chess.White, chess.Pawn)|p.Pieces(chess.Black, chess.Pawn) != 0 {
		return false
	}
	loser := winner.Other()
	w := p.Occupied(winner) &^ p.Pieces(winner, chess.King)
	l := p.Occupied(loser) &^ p.Pieces(loser, chess.King)
	// Two winning pieces multiply the placements: then one loser man at most.
	// Against a single piece, queens are placed only where they block a
	// flight square (onlyBlockers), so many of them are cheap.
	if w.Count() == 1 && l == p.Pieces(loser, chess.Queen) {
		return true
	}
	return w.Count() >= 1 && w.Count() <= pawnlessMaxWinner && l.Count() <= pawnlessMaxLoser &&
		w.Count()+l.Count() <= 3
}

// onlyBlockers reports whether the census may place the loser's men on the
// flight squares they block and nowhere else: true when the winner has a
// single piece and the loser only queens. The argument: the single piece
// gives the check, so nothing of the loser's is pinned, and any queen that
// can step onto the checking piece or between it and the king refutes the
// mate. A queen off the flight squares helps a mate only by shielding a line
// — of another queen to the checker or to a square between, or to the
// winner's king — but standing on that line it attacks the same square
// itself (refuting the mate, or leaving the winner in check: not a
// position). So a checkmate with such a queen stays one without it, and the
// census of the smaller set of men finds it.
func onlyBlockers(ws, ls side) bool {
	if len(ws.men) != 1 {
		return false
	}
	for _, m := range ls.men {
		if m.Type() != chess.Queen {
			return false
		}
	}
	return true
}

// side is one side's men (besides the king) for the census: each piece and
// the squares it may ever stand on.
type side struct {
	men  []chess.Piece
	cols []bitboard
}

func (sd side) subset(mask int) side {
	var out side
	for i := range sd.men {
		if mask&(1<<i) != 0 {
			out.men = append(out.men, sd.men[i])
			out.cols = append(out.cols, sd.cols[i])
		}
	}
	return out
}

func menOf(p *chess.Position, c chess.Color) side {
	var sd side
	for b := p.Occupied(c) &^ p.Pieces(c, chess.King); b != 0; b &= b - 1 {
		s := b.First()
		sd.men = append(sd.men, p.PieceAt(s))
		sd.cols = append(sd.cols, reachOf(p.PieceAt(s).Type(), s))
	}
	return sd
}

// pawnlessNoMate runs the census; true means no checkmate of the loser by
// winner exists among all positions with a subset of p's men. Otherwise,
// when it met a checkmate with all of p's men, it returns it as a target
// for the helpmate search. work counts the candidate positions built, at
// most limit.
func pawnlessNoMate(p *chess.Position, winner chess.Color, limit uint64, work *uint64) (bool, []chess.Man) {
	if !censusApplies(p, winner) {
		return false, nil
	}
	ws, ls := menOf(p, winner), menOf(p, winner.Other())
	budget := min(limit, pawnlessMaxWork)
	full := [2]int{1<<len(ws.men) - 1, 1<<len(ls.men) - 1}
	// Every subset of the men (captures only remove them), all men first
	// so that a checkmate met there can serve as a target. Without a piece
	// the winner's lone king cannot mate.
	for wm := full[0]; wm >= 1; wm-- {
		var sizes uint32 // queens alone: one subset of each size is enough
		for lm := full[1]; lm >= 0; lm-- {
			if onlyBlockers(ws.subset(wm), ls) {
				n := bits.OnesCount(uint(lm))
				if sizes&(1<<n) != 0 {
					continue
				}
				sizes |= 1 << n
			}
			before := budget
			found, ok := census(winner, ws.subset(wm), ls.subset(lm), &budget)
			*work += before - budget
			if found != nil && wm == full[0] && lm == full[1] {
				return false, found
			}
			if found != nil || !ok {
				return false, nil
			}
		}
	}
	return true, nil
}

// census lists the candidate mates with exactly these men; found is a
// checkmate met, ok=false that the budget ran out.
func census(winner chess.Color, ws, ls side, budget *uint64) (found []chess.Man, ok bool) {
	loser := winner.Other()
	wk, lk := chess.MakePiece(winner, chess.King), chess.MakePiece(loser, chess.King)
	men := make([]chess.Man, 0, 4+len(ls.men))
	place := make([]int, len(ls.men))
	var wsq [pawnlessMaxWinner]int
	for L := 0; L < 64; L++ {
		// One winning piece checks (the king never does); the other, if
		// any, stands anywhere on its squares.
		for ci := range ws.men {
			ct := ws.men[ci].Type()
			for checks := attacksFrom(ct, L, 0) & ws.cols[ci]; checks != 0; checks &= checks - 1 {
				q := first(checks)
				wsq[ci] = q
				var others func(j int, taken bitboard) ([]chess.Man, bool)
				others = func(j int, taken bitboard) ([]chess.Man, bool) {
					if j == ci {
						return others(j+1, taken)
					}
					if j < len(ws.men) {
						// Checkers are listed by index: a lower-indexed piece
						// that also checks was already tried as the checker.
						for c := ws.cols[j] &^ taken; c != 0; c &= c - 1 {
							r := first(c)
							if j < ci && attacksFrom(ws.men[j].Type(), r, taken&^(1<<L))&(1<<L) != 0 {
								continue
							}
							wsq[j] = r
							if f, ok := others(j+1, taken|1<<r); f != nil || !ok {
								return f, ok
							}
						}
						return nil, true
					}
					for w := 0; w < 64; w++ {
						if taken&(1<<w) != 0 || kingAttacks(L)&(1<<w) != 0 {
							continue
						}
						occ := taken | 1<<w
						covered := kingAttacks(w)
						for i, pc := range ws.men {
							covered |= attacksFrom(pc.Type(), wsq[i], occ&^(1<<L))
						}
						need := kingAttacks(L) &^ covered
						if need&taken != 0 || need.Count() > len(ls.men) {
							continue // the king takes a man, or too many flights
						}
						if f, ok := placeLosers(winner, ws, ls, L, w, wsq[:len(ws.men)], need, occ, place, men, wk, lk, budget); f != nil || !ok {
							return f, ok
						}
					}
					return nil, true
				}
				if f, ok := others(0, 1<<L|1<<q); f != nil || !ok {
					return f, ok
				}
			}
		}
	}
	return nil, true
}

// placeLosers puts each loser man on a flight square nobody covers or
// anywhere, builds each candidate and tests it.
func placeLosers(winner chess.Color, ws, ls side, L, w int, wsq []int, need, taken bitboard, place []int, men []chess.Man, wk, lk chess.Piece, budget *uint64) ([]chess.Man, bool) {
	blockersOnly := onlyBlockers(ws, ls)
	var rec func(i int, need, taken bitboard) ([]chess.Man, bool)
	rec = func(i int, need, taken bitboard) ([]chess.Man, bool) {
		if i == len(ls.men) {
			if need != 0 {
				return nil, true
			}
			if *budget == 0 {
				return nil, false
			}
			*budget--
			men = append(men[:0],
				chess.Man{Piece: wk, Square: chess.Square(w)},
				chess.Man{Piece: lk, Square: chess.Square(L)})
			for j, s := range wsq {
				men = append(men, chess.Man{Piece: ws.men[j], Square: chess.Square(s)})
			}
			for j, s := range place {
				men = append(men, chess.Man{Piece: ls.men[j], Square: chess.Square(s)})
			}
			pos, err := chess.Setup(winner.Other(), men)
			if err != nil || !pos.IsCheckmate() || !lastMovePossible(pos) {
				return nil, true // not a position that can arise, or no mate
			}
			return append([]chess.Man(nil), men...), true
		}
		// A man that must block a flight square stands on one; otherwise
		// it may stand anywhere (a flight square included).
		cands := ls.cols[i] &^ taken
		if left := len(ls.men) - i; need.Count() >= left || blockersOnly {
			cands &= need
		}
		if blockersOnly && i > 0 {
			cands &^= 1<<(place[i-1]+1) - 1 // identical queens: squares in order
		}
		for c := cands; c != 0; c &= c - 1 {
			s := first(c)
			place[i] = s
			if f, ok := rec(i+1, need&^(1<<s), taken|1<<s); f != nil || !ok {
				return f, ok
			}
		}
		return nil, true
	}
	return rec(0, need, taken)
}

// lastMovePossible rejects a double check that no move can give in a game
// without pawns or castling: one checker must have just moved off the other's
// line (a king's move never checks and cannot open two lines through its
// square at once; promotion, en passant and castling need pawns or rights
// the census never has). Two bishops, say, never check together.
func lastMovePossible(p *chess.Position) bool {
	checkers := p.Checkers()
	if checkers.Count() < 2 {
		return true
	}
	k := int(p.KingSquare(p.SideToMove()))
	occ := p.AllPieces()
	a, b := checkers.First(), (checkers & (checkers - 1)).First()
	for _, pair := range [2][2]chess.Square{{a, b}, {b, a}} {
		mover, disc := pair[0], pair[1]
		t := p.PieceAt(mover).Type()
		// The mover came from a square between the discovered checker and
		// the king, along a path empty now.
		for x := between(int(disc), k); x != 0; x &= x - 1 {
			from := first(x)
			if attacksFrom(t, from, occ&^(1<<mover))&(1<<mover) != 0 {
				return true
			}
		}
	}
	return false
}
