//go:build !linux

package unwinnable_test

import "time"

var start0 = time.Now()

// threadCPU falls back to the wall clock where the thread's CPU clock is
// not read.
func threadCPU() time.Duration { return time.Since(start0) }
