package cputime

import (
	"runtime"
	"testing"
)

// Busy work makes the thread's clock advance, and it never runs backwards.
func TestThreadAdvances(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	a := Thread()
	x := 0
	for i := 0; i < 20_000_000; i++ {
		x += i ^ (x >> 3)
	}
	b := Thread()
	if b <= a || x == 42 {
		t.Errorf("Thread went from %v to %v over busy work", a, b)
	}
}
