package chess

import "fmt"

// Strictness is how far Position.ImpossibleCheck looks for a check that
// the opponent's last move cannot have given. Such a position obeys every
// rule ParseFEN checks but no series of legal moves reaches it (Article
// 3.10.3): chessconform answers it, and lets a program under test reject it.
type Strictness uint8

const (
	// RetroEnPassant looks only where the en-passant square names the last
	// move, a double step: taken back, it must leave a position in which
	// the side to move was not in check while it was the opponent's move,
	// and a double step never gives two checks at once. Engines that
	// generate check evasions rely on it (Stockfish assumes the check comes
	// from the pushed pawn or a line it uncovered), and UCI cannot reject a
	// position, so the UCI driver sends no position that fails it.
	RetroEnPassant Strictness = iota + 1
	// RetroStrict adds the checks no single move gives: more than two
	// checkers, two along one line through the king (a move gives check
	// with the piece moved and at most one piece it uncovers, never with
	// both ends of one line), and two of which neither is a bishop, rook or
	// queen (only a line piece's check can be uncovered). These are the
	// checks of the invalid-input corpus's "level strict" positions;
	// python-chess's Board.status() finds the first two as
	// STATUS_IMPOSSIBLE_CHECK.
	RetroStrict
)

// ImpossibleCheck says why the check the side to move is in cannot have
// been given by the opponent's last move, as far as level looks, or returns
// "" when it can (or there is no check).
func (p *Position) ImpossibleCheck(level Strictness) string {
	checkers := p.Checkers()
	n := checkers.Count()
	if n == 0 {
		return ""
	}
	if p.ep != NoSquare {
		return p.doubleStepCheck(checkers)
	}
	if level < RetroStrict {
		return ""
	}
	if n > 2 {
		return fmt.Sprintf("%d pieces give check; one move gives check with at most two", n)
	}
	if n == 2 {
		k := p.kingSq[p.side]
		a := checkers.First()
		b := (checkers &^ bb(a)).First()
		if onLine(a, b, k) {
			return fmt.Sprintf("the checks from %s and %s come along one line through the king on %s: no single move gives both", a, b, k)
		}
		if checkers&(p.byType[Bishop]|p.byType[Rook]|p.byType[Queen]) == 0 {
			return fmt.Sprintf("the checks from %s and %s: one move gives at most one check besides the one it uncovers, and only a bishop's, rook's or queen's check can be uncovered", a, b)
		}
	}
	return ""
}

// doubleStepCheck is ImpossibleCheck for a position in check whose
// en-passant square says the last move was a pawn's double step: taken
// back, the step must leave the side to move out of check.
func (p *Position) doubleStepCheck(checkers Bitboard) string {
	// The pawn that just moved stands in front of the e.p. square.
	pushed, from := p.ep-8, p.ep+8
	if p.side == Black {
		pushed, from = p.ep+8, p.ep-8
	}
	if n := checkers.Count(); n > 1 {
		return fmt.Sprintf("%d pieces give check, but the last move was the double step to %s", n, pushed)
	}
	q := *p
	q.put(q.remove(pushed), from)
	k := p.kingSq[p.side]
	before := q.attackersTo(k, p.side.Other(), q.AllPieces())
	switch {
	case before == 0:
		return ""
	case before&checkers != 0:
		return fmt.Sprintf("the check from %s was there before the double step %s-%s that the en passant square %s records", checkers.First(), from, pushed, p.ep)
	}
	return fmt.Sprintf("the king on %s was in check from %s before the double step %s-%s that the en passant square %s records", k, before.First(), from, pushed, p.ep)
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
