package unwinnable

import "github.com/chessconform/chessconform/chess"

// moveNoise is the lazy search's perturbation (dive, when the heuristic's
// noise is set; pushChildren adds it to each move's estimate): a few points,
// a deterministic hash of the position (key: its Hash xor the seed), the
// move and the seed, 0 to 15. The eager search perturbs each position's
// weight (eval); the lazy one weighs a position once for all its moves, so
// it perturbs the moves: the siblings the plain estimate ties or nearly
// ties are then tried in an order of their own, and a search that sat on a
// plateau of equal estimates (a real game's many quiet moves) leaves it.
func moveNoise(key uint64, m chess.Move) int32 {
	x := (key ^ uint64(m)*0xD6E8FEB86659FD93) * 0x9E3779B97F4A7C15
	return int32(x >> 60)
}
