package unwinnable

import "github.com/chessconform/chessconform/chess"

// greedyWeight is the weight of the heuristic against the line's length
// in the fast path's lazy searches (the first, dive, and the restart's
// second, restart) when the winner has a queen or a rook (fastWeight).
// With weight 4 the line's length still counts: on a plateau of equal
// estimates (a real endgame's many quiet moves) the search broadens over
// the shallow positions before it dives, and a short mate next to the
// loser's king is met late (the final position of game 238 of the Lichess
// sample, Black to mate: 1,644 positions). At 12 the length barely counts
// beside the estimates and their perturbation, so the search follows its
// best estimate down; 16 and 24 gave the same counts. Measured with six
// pairs of perturbation seeds on the tuning half (the middle-game
// positions of the sample and the odd-numbered games' final positions),
// positions summed over the seeds, each side capped at 4,000 (a side that
// leaves the fast path costs by chance, whatever the weight): 1,249,000
// with weight 4, 1,197,000 with 8, 1,192,000 with 12.
const greedyWeight = 12

// fastWeight returns the weight of the fast path's lazy searches for
// winner in p: greedyWeight when the winner has a queen or a rook, else 4.
// A winner with only minor pieces or pawns mates by finer lines (the
// loser's men as blockers, a promotion first), which the greedy search
// passes by: on the corpus's compositions of that kind (line 1332 White,
// a pawn against a rook; 1453 White, a knight against a rook) it left the
// fast path and the portfolio took tens of thousands of positions more,
// where the patient weight settles them in the fast path.
func fastWeight(p *chess.Position, winner chess.Color) int32 {
	if p.Pieces(winner, chess.Queen)|p.Pieces(winner, chess.Rook) != 0 {
		return greedyWeight
	}
	return 4
}
