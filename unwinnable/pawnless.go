package unwinnable

import "github.com/chessconform/chessconform/chess"

// The pawnless census: without pawns nothing is ever added to the board
// and no man changes the colour of its squares if it is a bishop, so every
// position that can ever arise has a subset of today's men, bishops on
// their colours. When the winner has a king and one other piece and the
// loser a king and at most two others, every checkmate of the loser can be
// listed outright: its king somewhere, the checking piece on a square that
// attacks it, the winner's king not next to it, and the loser's men either
// on the flight squares nobody else covers or anywhere at all. Each
// candidate is built as a real position and asked whether it is checkmate.
// None at all is a proof that the winner can never checkmate.

const (
	pawnlessMaxLoser = 2
	// pawnlessMaxWork bounds the candidates built (the census is exact, so
	// running out proves nothing).
	pawnlessMaxWork = 400_000
)

// censusApplies reports whether the census covers p with winner to mate.
func censusApplies(p *chess.Position, winner chess.Color) bool {
	if p.Pieces(chess.White, chess.Pawn)|p.Pieces(chess.Black, chess.Pawn) != 0 {
		return false
	}
	loser := winner.Other()
	w := p.Occupied(winner) &^ p.Pieces(winner, chess.King)
	l := p.Occupied(loser) &^ p.Pieces(loser, chess.King)
	return w.Count() == 1 && l.Count() <= pawnlessMaxLoser
}

// pawnlessNoMate runs the census; true means no checkmate of the loser by
// winner exists among all positions with a subset of p's men. Otherwise,
// when it met a checkmate with all of p's men, it returns it as a target
// for the helpmate search. work counts the candidate positions built.
func pawnlessNoMate(p *chess.Position, winner chess.Color, work *uint64) (bool, []chess.Man) {
	if !censusApplies(p, winner) {
		return false, nil
	}
	loser := winner.Other()
	wb := p.Occupied(winner) &^ p.Pieces(winner, chess.King)
	wsq := wb.First()
	wpiece := p.PieceAt(wsq)
	var lmen []chess.Piece
	var lcolour []bitboard // squares each loser man may ever stand on
	for b := p.Occupied(loser) &^ p.Pieces(loser, chess.King); b != 0; b &= b - 1 {
		s := b.First()
		lmen = append(lmen, p.PieceAt(s))
		lcolour = append(lcolour, reachableColour(p.PieceAt(s).Type(), s))
	}
	wcolour := reachableColour(wpiece.Type(), wsq)
	budget := uint64(pawnlessMaxWork)
	// Every subset of the loser's men (captures only remove them); the
	// winner's piece must stay, or a lone king cannot mate.
	for mask := 1<<len(lmen) - 1; mask >= 0; mask-- { // all men first: a target
		var men []chess.Piece
		var cols []bitboard
		for i := range lmen {
			if mask&(1<<i) != 0 {
				men = append(men, lmen[i])
				cols = append(cols, lcolour[i])
			}
		}
		before := budget
		found, ok := census(winner, wpiece, wcolour, men, cols, &budget)
		*work += before - budget
		if found != nil && mask == 1<<len(lmen)-1 {
			return false, found
		}
		if found != nil || !ok {
			return false, nil
		}
	}
	return true, nil
}

// reachableColour returns the squares a man of type t on s may ever stand
// on in a pawnless game: its colour for a bishop, the board otherwise.
func reachableColour(t chess.PieceType, s chess.Square) bitboard {
	const dark bitboard = 0xAA55AA55AA55AA55
	if t != chess.Bishop {
		return ^bitboard(0)
	}
	if dark.Has(s) {
		return dark
	}
	return ^dark
}

// census lists the candidate mates with exactly these men; found is a
// checkmate met, ok=false that the budget ran out.
func census(winner chess.Color, wpiece chess.Piece, wcolour bitboard, lmen []chess.Piece, lcols []bitboard, budget *uint64) (found []chess.Man, ok bool) {
	loser := winner.Other()
	wk, lk := chess.MakePiece(winner, chess.King), chess.MakePiece(loser, chess.King)
	men := make([]chess.Man, 0, 3+len(lmen))
	place := make([]int, len(lmen))
	for L := 0; L < 64; L++ {
		for checks := attacksFrom(wpiece.Type(), L, 0) & wcolour; checks != 0; checks &= checks - 1 {
			q := first(checks)
			for w := 0; w < 64; w++ {
				if w == L || w == q || kingMask[L]&(1<<w) != 0 {
					continue
				}
				covered := attacksFrom(wpiece.Type(), q, 1<<w) | kingMask[w]
				need := kingMask[L] &^ covered
				if need&(1<<q) != 0 || need&(1<<w) != 0 || need.Count() > len(lmen) {
					continue // the king takes the checker, or too many flights
				}
				taken := bitboard(1)<<L | 1<<q | 1<<w
				// Each loser man: on a needed square, or anywhere free.
				var rec func(i int, need, taken bitboard) (bool, bool)
				rec = func(i int, need, taken bitboard) (bool, bool) { // (mate, ok)
					if i == len(lmen) {
						if need != 0 {
							return false, true
						}
						if *budget == 0 {
							return false, false
						}
						*budget--
						men = append(men[:0],
							chess.Man{Piece: wk, Square: chess.Square(w)},
							chess.Man{Piece: wpiece, Square: chess.Square(q)},
							chess.Man{Piece: lk, Square: chess.Square(L)})
						for j, s := range place {
							men = append(men, chess.Man{Piece: lmen[j], Square: chess.Square(s)})
						}
						pos, err := chess.Setup(loser, men)
						if err != nil {
							return false, true // not a position that can arise
						}
						return pos.IsCheckmate(), true
					}
					// A man that must block a flight square stands on one;
					// otherwise it may stand anywhere (including a flight).
					cands := lcols[i] &^ taken
					if left := len(lmen) - i; need.Count() >= left {
						cands &= need
					}
					for c := cands; c != 0; c &= c - 1 {
						s := first(c)
						place[i] = s
						if f, ok := rec(i+1, need&^(1<<s), taken|1<<s); f || !ok {
							return f, ok
						}
					}
					return false, true
				}
				if f, ok := rec(0, need, taken); f {
					return append([]chess.Man(nil), men...), true
				} else if !ok {
					return nil, false
				}
			}
		}
	}
	return nil, true
}
