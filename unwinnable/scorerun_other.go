//go:build !amd64

package unwinnable

// scoreRun is scoreRunGo where there is no assembly version.
func scoreRun(out []scored, to uint64, bitsA, bitsB, key uint64, dist *[64]int8, mb uint32, wm, b0, addA, addB, w int32, noisy bool) int {
	return scoreRunGo(out, to, bitsA, bitsB, key, dist, mb, wm, b0, addA, addB, w, noisy)
}

// pushRun is pushRunGo where there is no assembly version.
func pushRun(run []qentry, heads []int32, e []scored, parent, k, off int32) (n int, jlo, jhi int32) {
	return pushRunGo(run, heads, e, parent, k, off)
}
