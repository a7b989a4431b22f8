//go:build unix

package main

import (
	"os/exec"
	"syscall"
)

// detach makes cmd start in a new session (setsid), out of our process group.
func detach(cmd *exec.Cmd) { cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true} }
