//go:build !unix

package main

import "os/exec"

// detach does nothing where sessions do not exist.
func detach(*exec.Cmd) {}
