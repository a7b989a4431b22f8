//go:build !unix

package protocol

import "os/exec"

// setGroup is a no-op where process groups do not exist.
func setGroup(*exec.Cmd) {}

// killGroup kills the program only; its children may survive.
func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		_ = cmd.Process.Kill()
	}
}
