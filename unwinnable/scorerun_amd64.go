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

// The layouts the assembly reads (a change here fails to compile).
var (
	_ = [1]int{}[unsafe.Offsetof(setPush{}.key)]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.dist)-8]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.masks)-16]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.maskB)-24]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.maskF)-32]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.base)-40]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.w)-44]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.wm)-48]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.wf)-52]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.addA)-56]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.addB)-60]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.addF)-64]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.parent)-68]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.winner)-72]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.list)-80]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.nhead)-88]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.nlist)-96]
	_ = [1]int{}[unsafe.Sizeof(scored{})-8]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.i)-104]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.rem)-112]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.f)-120]
	_ = [1]int{}[unsafe.Offsetof(setPush{}.m)-124]
	_ = [1]int{}[unsafe.Offsetof(bqueue{}.lo)]
	_ = [1]int{}[unsafe.Offsetof(bqueue{}.heads)-8]
	_ = [1]int{}[unsafe.Offsetof(bqueue{}.ents)-32]
	_ = [1]int{}[unsafe.Offsetof(bqueue{}.cur)-64]
	_ = [1]int{}[unsafe.Offsetof(bqueue{}.hi)-72]
	_ = [1]int{}[unsafe.Offsetof(bqueue{}.n)-80]
	_ = [1]int{}[unsafe.Offsetof(bqueue{}.rebase)-88]
	_ = [1]int{}[unsafe.Offsetof(chess.MoveSet{}.From)-8]
	_ = [1]int{}[unsafe.Offsetof(chess.MoveSet{}.Type)-9]
	_ = [1]int{}[unsafe.Sizeof(chess.MoveSet{})-16]
	_ = [1]int{}[unsafe.Sizeof(qentry{})-12]
)
