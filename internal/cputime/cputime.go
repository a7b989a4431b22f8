// Package cputime reads the CPU time of the calling OS thread, which a
// shared machine disturbs less than the wall clock: the benchmarks and
// diagnostics that time one analysis at a time lock their goroutine to its
// thread and read Thread before and after.
package cputime

import "time"

// Thread returns the CPU time the calling OS thread has used
// (CLOCK_THREAD_CPUTIME_ID on Linux). Where that clock is not read it falls
// back to the wall clock since the process started, so differences are
// still durations (Precise says which).
func Thread() time.Duration { return thread() }

// Precise reports whether Thread reads the thread's CPU clock rather than
// the wall clock.
const Precise = precise
