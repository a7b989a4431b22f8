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

// pushRun is pushRunGo in assembly (scorerun_amd64.s).
func pushRun(run []qentry, heads []int32, e []scored, parent, k, off int32) (n int, jlo, jhi int32) {
	if len(run) == 0 || len(heads) == 0 {
		return 0, 1<<31 - 1, -1
	}
	_ = e[len(run)-1] // every entry read is in e
	return pushRunAsm(&run[0], &heads[0], len(heads), &e[0], len(run), parent, k, off)
}

//go:noescape
func pushRunAsm(run *qentry, heads *int32, nheads int, e *scored, n int, parent, k, off int32) (pushed int, jlo, jhi int32)
