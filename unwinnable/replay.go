package unwinnable

import (
	"slices"

	"github.com/chessconform/chessconform/chess"
)

// replay is verify (the line is legal and ends with the loser checkmated by
// the winner) that also reports whether the line's positions, the start
// included, are all different. It tells them apart by Key, which equal
// positions share, so different keys are different positions: such a line
// has no cycle and withoutCycles would return it unchanged. (Equal keys
// are a repetition or, rarely, a collision: then the caller removes the
// cycles, if any, exactly.) The lines of the lazy search have none (each
// position of its tree is new), and removing them cost a hash map per
// line, several microseconds, on a real side settled in about thirty.
func replay(p *chess.Position, line []chess.Move, winner chess.Color) (ok, distinct bool) {
	q := *p
	var buf [128]uint64
	keys := append(buf[:0], q.Key())
	for _, m := range line {
		if !q.IsLegal(m) { // (one move tested, not all generated)
			return false, false
		}
		q.Make(m)
		keys = append(keys, q.Key())
	}
	if q.SideToMove() != winner.Other() || !q.IsCheckmate() {
		return false, false
	}
	slices.Sort(keys)
	for i := 1; i < len(keys); i++ {
		if keys[i] == keys[i-1] {
			return true, false
		}
	}
	return true, true
}
