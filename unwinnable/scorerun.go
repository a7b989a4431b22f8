package unwinnable

import "github.com/chessconform/chessconform/chess"

// scoreRunGo is scoreRun in Go: for each square sq of to, in increasing
// order, it writes to out[i] the move mb | sq<<6 (a move of one man, whose
// origin mb holds) and its score b0 + wm·dist[sq], plus addA when sq is in
// bitsA and addB when it is in bitsB, plus w·moveNoise(key, move) when
// noisy; it returns how many it wrote (the squares of to; out must have
// room for 64). On amd64,
// scoreRun is the same in assembly (scorerun_amd64.s), where the Go
// compiler kept half of the loop's values on the stack;
// TestScoreRunAgrees checks one against the other.
func scoreRunGo(out []scored, to uint64, bitsA, bitsB, key uint64, dist *[64]int8, mb uint32, wm, b0, addA, addB, w int32, noisy bool) int {
	n := 0
	for b := bitboard(to); b != 0; b &= b - 1 {
		sq := b.First() & 63
		m := mb | uint32(sq)<<6
		v := b0 + wm*int32(dist[sq])
		if bitsA&(1<<sq) != 0 {
			v += addA
		}
		if bitsB&(1<<sq) != 0 {
			v += addB
		}
		if noisy {
			v += w * moveNoise(key, chess.Move(m))
		}
		out[n] = scored{v, chess.Move(m)}
		n++
	}
	return n
}

// pushRunGo is pushRun in Go: for each i, while the bucket j = e[i].f-off
// is within heads, run[i] becomes the entry {parent, e[i].m} chained to
// bucket j, whose newest entry it becomes (k+i+1: 1 + its index in ents,
// when run starts at index k). It returns how many it pushed, and the
// least and greatest bucket they went to.
func pushRunGo(run []qentry, heads []int32, e []scored, parent, k, off int32) (n int, jlo, jhi int32) {
	e = e[:len(run)]
	jlo, jhi = 1<<31-1, -1
	for i := range run {
		j := e[i].f - off
		if uint(j) >= uint(len(heads)) {
			return i, jlo, jhi
		}
		run[i] = qentry{hentry: hentry{parent: parent, move: e[i].m}, next: heads[j]}
		heads[j] = k + int32(i) + 1
		jlo, jhi = min(jlo, j), max(jhi, j)
	}
	return len(run), jlo, jhi
}
