//go:build !unix

package arbiter

import "time"

var processStart = time.Now()

// processCPU falls back to the wall clock where rusage is not read.
func processCPU() time.Duration { return time.Since(processStart) }
