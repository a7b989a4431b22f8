//go:build !amd64

package unwinnable

import "github.com/chessconform/chessconform/chess"

// pushSetsOn is pushSetsGo where there is no assembly version.
func pushSetsOn(sets []chess.MoveSet, c *setPush, q *bqueue) int {
	return pushSetsGo(sets, c, q)
}

// pushRun is pushRunGo where there is no assembly version.
func pushRun(run []qentry, heads []int32, e []scored, parent, k, off int32) (n int, jlo, jhi int32) {
	return pushRunGo(run, heads, e, parent, k, off)
}
