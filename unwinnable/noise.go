package unwinnable

import "github.com/chessconform/chessconform/chess"

// addNoise is the lazy search's perturbation (dive, when the heuristic's
// noise is set): it adds to the estimate of each move (deltas, one per
// move) a few points, a deterministic hash of the position (its Hash), the
// move and the seed, 0 to 15. The eager search perturbs each position's
// weight (eval); the lazy one weighs a position once for all its moves, so
// it perturbs the moves: the siblings the plain estimate ties or nearly
// ties are then tried in an order of their own, and a search that sat on a
// plateau of equal estimates (a real game's many quiet moves) leaves it.
func (s *searcher) addNoise(p *chess.Position, moves []chess.Move, deltas []int32) {
	if s.noise == 0 {
		return
	}
	key := p.Hash() ^ s.noise
	for i, m := range moves {
		x := (key ^ uint64(m)*0xD6E8FEB86659FD93) * 0x9E3779B97F4A7C15
		deltas[i] += int32(x >> 60)
	}
}
