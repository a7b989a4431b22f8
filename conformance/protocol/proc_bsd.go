//go:build unix && !linux

package protocol

import "syscall"

// platformAttr adds nothing outside Linux (no subreaper, no Pdeathsig).
func platformAttr(*syscall.SysProcAttr) {}
