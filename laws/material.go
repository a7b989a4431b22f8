package laws

import (
	"context"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/rulebook"
	"github.com/chessconform/chessconform/unwinnable"
)

// MaterialCanMate proves unwinnability from material alone, in the cases
// where the proof is short and certain; everything else is Undetermined
// (it never answers Winnable):
//
//   - a lone king never gives check, so it cannot mate;
//   - king and one knight, or king and one bishop, against a lone king: no
//     position with those pieces is checkmate;
//   - only kings and bishops on the board, every bishop on squares of one
//     colour: the bishops never attack a square of the other colour, and a
//     king always has a neighbour of that colour that no bishop of its
//     colour-complex can cover or block, so neither side can mate.
func MaterialCanMate(_ context.Context, p *chess.Position, side chess.Color) outcome.Verdict {
	them := side.Other()
	ours := p.Occupied(side) &^ p.Pieces(side, chess.King)
	theirs := p.Occupied(them) &^ p.Pieces(them, chess.King)
	if ours == 0 {
		return outcome.Unwinnable
	}
	minor := p.Pieces(side, chess.Knight) | p.Pieces(side, chess.Bishop)
	if theirs == 0 && ours == minor && ours.Count() == 1 {
		return outcome.Unwinnable
	}
	all := p.AllPieces() &^ p.Pieces(chess.White, chess.King) &^ p.Pieces(chess.Black, chess.King)
	bishops := p.Pieces(chess.White, chess.Bishop) | p.Pieces(chess.Black, chess.Bishop)
	if all == bishops && (bishops&chess.DarkSquares == 0 || bishops&chess.LightSquares == 0) {
		return outcome.Unwinnable
	}
	return outcome.Undetermined
}

// Unwinnability returns a CanMate backed by package unwinnable's proof
// search with the given node budget per side (0: its default). Beyond the
// budget the answer is Undetermined, which never ends a game.
func Unwinnability(nodes uint64) CanMate {
	return func(ctx context.Context, p *chess.Position, side chess.Color) outcome.Verdict {
		return unwinnable.Analyze(ctx, p, side, unwinnable.Budget{Nodes: nodes}).Verdict
	}
}

// QuickHelpmate returns a CanMate that only looks for a helpmate at once
// (unwinnable.Budget.Quick, nodes positions at most): Winnable with a
// line found and replayed, else Undetermined unless the material alone
// decides. It is a quick pass for a caller that asks a full CanMate
// whenever the answer is not Winnable.
func QuickHelpmate(nodes uint64) CanMate {
	return func(ctx context.Context, p *chess.Position, side chess.Color) outcome.Verdict {
		return unwinnable.Analyze(ctx, p, side, unwinnable.Budget{Nodes: nodes, Quick: true}).Verdict
	}
}

// AutomaticDraws returns the automatic draws of r in the form package
// unwinnable takes them (unwinnable.Budget.Draws): the 75-move rule (9.6.2
// from FIDE 2014: its number of moves and whether a mate on the last move
// prevails) and the fivefold repetition (9.6.1: its number of
// occurrences). A rule the edition lacks (FIDE 2009 and earlier) is 0.
func AutomaticDraws(r *rulebook.Resolved) (unwinnable.AutomaticDraws, error) {
	var d unwinnable.AutomaticDraws
	m := r.SeventyFiveMoves()
	if !m.Absent {
		d.MoveRule, d.MatePrevails = m.Moves, m.MatePrevails
	}
	f := r.Fivefold()
	if !f.Absent {
		d.Repetition = f.Occurrences
	}
	return d, nil
}
