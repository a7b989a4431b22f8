// Package proctest holds what the tests of the drivers (the protocol, UCI
// and xboard clients) check about the programs they start: that closing a
// client leaves none of them running.
package proctest

import (
	"syscall"
	"testing"
)

// Client is a driver's client: it can be closed and lists the process ids
// of every program instance it started (protocol.Supervisor).
type Client interface {
	Close() error
	PIDs() []int
}

// CloseAndCheck closes c and reports each program instance it started that
// still runs.
func CloseAndCheck(t testing.TB, c Client) {
	t.Helper()
	c.Close()
	for _, pid := range c.PIDs() {
		if syscall.Kill(pid, 0) == nil {
			t.Errorf("process %d left behind", pid)
		}
	}
}
