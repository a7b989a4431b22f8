package unwinnable

import (
	"unsafe"

	"github.com/chessconform/chessconform/chess"
)

// pushSetsOn is pushSetsGo in assembly (scorerun_amd64.s), where the Go
// compiler kept half of the loop's values on the stack.
func pushSetsOn(sets []chess.MoveSet, c *setPush, q *bqueue) int {
	if c.nhead < 0 || c.nhead > c.nlist || c.nlist > 0 && c.list == nil || c.winner && (c.dist == nil || c.masks == nil) && len(sets) > 0 {
		panic("unwinnable: pushSetsOn: a list or table missing")
	}
	return pushSetsAsm(unsafe.SliceData(sets), len(sets), c, q)
}

//go:noescape
func pushSetsAsm(sets *chess.MoveSet, nsets int, c *setPush, q *bqueue) int
