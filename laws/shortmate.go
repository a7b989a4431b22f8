package laws

import (
	"context"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/outcome"
)

// shortMateLoserMoves bounds the two-ply probe: it tries every reply of the
// winner after each loser move only when the loser has at most this many
// moves (a king alone or nearly so), which keeps the probe to a few hundred
// moves made in the worst case.
const shortMateLoserMoves = 8

// shortMate looks for a helpmate of at most two plies: the winner, to move,
// checkmates at once; or the loser, to move, makes a move after which the
// winner checkmates at once. It returns the line (legal moves ending with
// the loser checkmated by the winner) or nil. Finding one proves that the
// winner can checkmate by a series of legal moves; finding none proves
// nothing.
func shortMate(p *chess.Position, winner chess.Color) []chess.Move {
	// A lone king never gives check.
	if p.Occupied(winner) == p.Pieces(winner, chess.King) {
		return nil
	}
	if p.SideToMove() == winner {
		if m := mateInOne(p); m != chess.NoMove {
			return []chess.Move{m}
		}
		return nil
	}
	var ml chess.MoveList
	p.GenerateLegal(&ml)
	if ml.Len() > shortMateLoserMoves {
		return nil
	}
	for _, l := range ml.Moves() {
		q := *p
		q.Make(l)
		if m := mateInOne(&q); m != chess.NoMove {
			return []chess.Move{l, m}
		}
	}
	return nil
}

// mateInOne returns a move of the side to move that checkmates, or NoMove.
func mateInOne(p *chess.Position) chess.Move {
	var ml chess.MoveList
	p.GenerateLegal(&ml)
	for _, m := range ml.Moves() {
		q := *p
		q.Make(m)
		if q.InCheck() && !q.HasLegalMove() {
			return m
		}
	}
	return chess.NoMove
}

// withShortMate answers Winnable when shortMate finds a helpmate, else asks
// next: the default dead-position test tries it before the search, which
// settles the usual endgame (a side with mating material whose opponent's
// king can walk into a mate) in microseconds instead of a search.
func withShortMate(next CanMate) CanMate {
	return func(ctx context.Context, p *chess.Position, side chess.Color) outcome.Verdict {
		if shortMate(p, side) != nil {
			return outcome.Winnable
		}
		return next(ctx, p, side)
	}
}
