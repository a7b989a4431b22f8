//go:build unix

package protocol

import (
	"os/exec"
	"syscall"
)

// setGroup puts the program in a process group of its own (and, on Linux,
// asks the kernel to kill it if chessconform dies: see platformAttr).
func setGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	platformAttr(cmd.SysProcAttr)
}

// killGroup kills the program's whole process group. The group id is the
// program's pid (Setpgid with Pgid 0).
func killGroup(cmd *exec.Cmd) {
	if cmd.Process == nil {
		return
	}
	_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	_ = cmd.Process.Kill()
}
