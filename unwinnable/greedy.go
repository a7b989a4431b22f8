package unwinnable

import "github.com/chessconform/chessconform/chess"

// fastHeuristic returns the heuristic of the fast path's lazy searches
// (the first, dive, and the restart's second, restart) for winner in p,
// perturbed by seed: greedy (greedyWeight) when the winner has a queen or
// a rook, without the bonus of a check (greedyChecks) when besides the
// winner's material is at least the loser's; else weight 4, as the
// portfolio's members. A winner with only minor pieces or pawns mates by
// finer lines (the loser's men as blockers, a promotion first), which the
// greedy search passes by: on the corpus's compositions of that kind
// (line 1332 White, a pawn against a rook; 1453 White, a knight against a
// rook) it left the fast path and the portfolio took tens of thousands of
// positions more, where weight 4 settles them in the fast path.
func fastHeuristic(p *chess.Position, winner chess.Color, seed uint64) heuristic {
	if p.Pieces(winner, chess.Queen)|p.Pieces(winner, chess.Rook) == 0 {
		return heuristic{weight: 4, noise: seed}
	}
	return heuristic{weight: greedyWeight, noise: seed, noCheckBonus: materialValue(p, winner) >= materialValue(p, winner.Other())}
}

// greedyWeight is the weight of the heuristic against the line's length
// in the fast path's lazy searches when the winner has a queen or a rook.
// With weight 4 the line's length still counts: on a plateau of equal
// estimates (a real endgame's many quiet moves) the search broadens over
// the shallow positions before it dives, and a short mate next to the
// loser's king is met late (the final position of game 238 of the Lichess
// sample, Black to mate: 1,644 positions). At 12 the length barely counts
// beside the estimates and their perturbation, so the search follows its
// best estimate down; 16 and 24 gave about the same counts. Measured with
// six pairs of perturbation seeds on the tuning half (the middle-game
// positions of the sample and the odd-numbered games' final positions),
// positions summed over the seeds, each side capped at 4,000 (a side that
// leaves the fast path costs by chance, whatever the weight): 1,249,440
// with weight 4, 1,197,137 with 8, 1,192,095 with 12, 1,190,573 with 16.
const greedyWeight = 12

// checkBonus is what moveDeltas takes off the estimate of a winner's move
// that gives direct check.
const checkBonus = 6

// greedyChecks gives back, in a greedy lazy search (heuristic.noCheckBonus),
// the bonus moveDeltas gives a winner's direct check: deltas[i] for each
// move i of checks (moveDeltas's list) that goes to a square of direct
// for its man's type. A check that mates is met at expansion whatever its
// estimate (dive makes every move of checks); one that does not is most
// often a move away from the net, and with the line's length counting for
// little the bonus (6 points, 72 of the search's score at weight 12) sent
// the greedy search down lines of checks. Measured like greedyWeight
// (tuning half, six pairs of seeds, capped at 4,000): 1,192,095 positions
// with the bonus; without it 1,158,395 for every greedy search, 1,170,195
// when only for a winner with at least the loser's material (materialValue).
// The corpus decided that: without the bonus everywhere two compositions
// in which a lone rook mates against queens (lines 661 and 203, Black)
// left the fast path (1,075 -> 44,839 and 2,275 -> 32,277 positions) and
// its total rose by 49,000 positions; with the material condition it fell
// by 7,000.
func (s *searcher) greedyChecks(p *chess.Position, moves []chess.Move, direct *[chess.King + 1]bitboard, deltas, checks []int32) {
	for _, i := range checks {
		m := moves[i]
		if direct[p.PieceAt(m.From()).Type()].Has(m.To()) {
			deltas[i] += checkBonus
		}
	}
}

// materialValue counts c's men in the usual units (pawn 1, knight and
// bishop 3, rook 5, queen 9).
func materialValue(p *chess.Position, c chess.Color) int {
	return p.Pieces(c, chess.Pawn).Count() + 3*(p.Pieces(c, chess.Knight)|p.Pieces(c, chess.Bishop)).Count() +
		5*p.Pieces(c, chess.Rook).Count() + 9*p.Pieces(c, chess.Queen).Count()
}
