// Package proctest holds what the tests of the drivers (the protocol, UCI
// and xboard clients) share about the programs they start: fake programs
// written as shell scripts, and the check that closing a client leaves none
// of them running.
package proctest

import (
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// Script writes script to a file in a temporary directory of t and returns
// the command line that runs it with /bin/sh.
func Script(t testing.TB, script string) []string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "fake.sh")
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return []string{"/bin/sh", path}
}

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

// Start starts a client with start, failing t if it cannot, and closes it
// with CloseAndCheck when t ends.
func Start[C Client](t testing.TB, start func() (C, error)) C {
	t.Helper()
	c, err := start()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { CloseAndCheck(t, c) })
	return c
}
