package unwinnable

// scoreRun is scoreRunGo in assembly (scorerun_amd64.s).
func scoreRun(out []scored, to uint64, bitsA, bitsB, key uint64, dist *[64]int8, mb uint32, wm, b0, addA, addB, w int32, noisy bool) int {
	if len(out) < 64 { // a set has at most 64 squares
		panic("unwinnable: scoreRun: no room for the moves")
	}
	return scoreRunAsm(out, to, bitsA, bitsB, key, dist, mb, wm, b0, addA, addB, w, noisy)
}

//go:noescape
func scoreRunAsm(out []scored, to uint64, bitsA, bitsB, key uint64, dist *[64]int8, mb uint32, wm, b0, addA, addB, w int32, noisy bool) int

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
