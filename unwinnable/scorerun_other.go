//go:build !amd64

package unwinnable

import "github.com/chessconform/chessconform/chess"

// pushSetsOn is pushSetsGo where there is no assembly version.
func pushSetsOn(sets []chess.MoveSet, c *setPush, q *bqueue) int {
	return pushSetsGo(sets, c, q)
}
