package unwinnable

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/chessconform/chessconform/chess"
)

// scoreRun and pushRun (assembly on amd64) must do what their Go versions
// do, on random sets (empty, full, one square), weights, noise and queues.
func TestScoreRunAgrees(t *testing.T) {
	rng := rand.New(rand.NewSource(23))
	var dist [64]int8
	stopped := 0
	for trial := 0; trial < 20000; trial++ {
		for i := range dist {
			dist[i] = int8(rng.Intn(256) - 128)
		}
		to := rng.Uint64() & rng.Uint64()
		switch trial % 10 {
		case 0:
			to = 0
		case 1:
			to = ^uint64(0)
		case 2:
			to = 1 << rng.Intn(64)
		}
		bitsA, bitsB, key := rng.Uint64(), rng.Uint64(), rng.Uint64()
		mb := uint32(rng.Intn(64))
		wm, b0, addA, addB, w := int32(rng.Intn(9)-2), int32(rng.Intn(2000)-1000), int32(rng.Intn(60)-30), int32(rng.Intn(200)-50), int32(rng.Intn(5)+1)
		noisy := trial%3 != 0
		off := 1 + rng.Intn(10)
		got, want := make([]scored, 64+off), make([]scored, 64+off)
		n := scoreRun(got[off:], to, bitsA, bitsB, key, &dist, mb, wm, b0, addA, addB, w, noisy)
		m := scoreRunGo(want[off:], to, bitsA, bitsB, key, &dist, mb, wm, b0, addA, addB, w, noisy)
		if n != m || !slices.Equal(got, want) {
			t.Fatalf("trial %d: scoreRun wrote %d %v, scoreRunGo %d %v", trial, n, got, m, want)
		}

		heads := make([]int32, 16+rng.Intn(100))
		for i := range heads {
			heads[i] = int32(rng.Intn(1000))
		}
		heads2 := slices.Clone(heads)
		lo := int32(rng.Intn(200) - 100)
		e := make([]scored, rng.Intn(40))
		for i := range e {
			e[i] = scored{lo + int32(rng.Intn(len(heads))), chess.Move(rng.Uint32())} // buckets within heads
		}
		if len(e) > 0 && trial%4 == 0 {
			// A bucket outside, below or above: both stop there.
			e[rng.Intn(len(e))].f = lo + int32(rng.Intn(3)-1)*int32(len(heads)+rng.Intn(50))
		}
		run, run2 := make([]qentry, len(e)+2), make([]qentry, len(e)+2)
		parent, k := int32(rng.Intn(100)), int32(rng.Intn(1000))
		n1, lo1, hi1 := pushRun(run[1:1+len(e)], heads, e, parent, k, lo)
		n2, lo2, hi2 := pushRunGo(run2[1:1+len(e)], heads2, e, parent, k, lo)
		if n1 != n2 || lo1 != lo2 || hi1 != hi2 || !slices.Equal(run, run2) || !slices.Equal(heads, heads2) {
			t.Fatalf("trial %d: pushRun %d %d %d %v %v, pushRunGo %d %d %d %v %v", trial, n1, lo1, hi1, run, heads, n2, lo2, hi2, run2, heads2)
		}
		if n1 < len(e) {
			stopped++
		}
	}
	if stopped < 100 {
		t.Fatalf("pushRun stopped at a bucket outside only %d times", stopped)
	}
}
