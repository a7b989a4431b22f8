package chess

import "fmt"

// ImpossibleCheck says why the check the side to move is in cannot have
// been given by the opponent's last move, or returns "" when it can (or
// there is no check). Such a position obeys every rule a FEN reader checks
// but no series of legal moves reaches it (Article 3.10.3): chessconform
// answers it, and lets a program under test reject it.
//
// Three cases, as python-chess's Board.status() (STATUS_IMPOSSIBLE_CHECK)
// finds them: more than two checkers; two checkers on one line through the
// king (a move gives check with the piece moved and at most one piece it
// uncovers, never with both ends of one line); and, when the en-passant
// square says the last move was a pawn's double step, a check that the
// step neither gave nor uncovered.
func (p *Position) ImpossibleCheck() string {
	checkers := p.Checkers()
	n := checkers.Count()
	if n == 0 {
		return ""
	}
	k := p.kingSq[p.side]
	if p.ep != NoSquare {
		// The pawn that just moved stands in front of the e.p. square.
		pushed, from := p.ep-8, p.ep+8
		if p.side == Black {
			pushed, from = p.ep+8, p.ep-8
		}
		if n > 1 {
			return fmt.Sprintf("%d pieces give check, but the last move was the double step to %s", n, pushed)
		}
		if checkers.First() != pushed {
			before := p.AllPieces()&^bb(pushed) | bb(from)
			if p.attackersTo(k, p.side.Other(), before)&^bb(pushed) != 0 {
				return fmt.Sprintf("the check from %s was there before the double step %s-%s that the en passant square %s records", checkers.First(), from, pushed, p.ep)
			}
		}
		return ""
	}
	if n > 2 {
		return fmt.Sprintf("%d pieces give check; one move gives check with at most two", n)
	}
	if n == 2 {
		a := checkers.First()
		b := (checkers &^ bb(a)).First()
		if onLine(a, b, k) {
			return fmt.Sprintf("the checks from %s and %s come along one line through the king on %s: no single move gives both", a, b, k)
		}
	}
	return ""
}

// onLine reports whether three squares lie on one rank, file or diagonal.
func onLine(a, b, c Square) bool {
	df1, dr1 := b.File()-a.File(), b.Rank()-a.Rank()
	df2, dr2 := c.File()-a.File(), c.Rank()-a.Rank()
	if df1*dr2 != dr1*df2 { // not collinear
		return false
	}
	// Collinear along a queen line: the direction a-b is straight or diagonal.
	return df1 == 0 || dr1 == 0 || df1 == dr1 || df1 == -dr1
}
