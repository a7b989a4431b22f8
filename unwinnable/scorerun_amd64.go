package unwinnable

import (
	"unsafe"

	"github.com/chessconform/chessconform/chess"
)

// pushSetsOn is pushSetsGo in assembly (scorerun_amd64.s), where the Go
// compiler kept half of the loop's values on the stack.
func pushSetsOn(sets []chess.MoveSet, c *setPush, q *bqueue) int {
	return pushSetsAsm(unsafe.SliceData(sets), len(sets), c, q)
}

//go:noescape
func pushSetsAsm(sets *chess.MoveSet, nsets int, c *setPush, q *bqueue) int
