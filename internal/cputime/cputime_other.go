//go:build !linux

package cputime

import "time"

const precise = false

var start = time.Now()

func thread() time.Duration { return time.Since(start) }
