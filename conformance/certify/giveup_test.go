package certify_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/conformance/certify"
	"github.com/chessconform/chessconform/conformance/protocol"
)

// TestGivenUpInBoundedTime: a program that stops answering, or that hangs
// in hello on every restart, is given up on within 3 × timeout + one
// handshake; the cases not yet run are errors that were never sent, all
// with one message. Only an upper bound on wall time is asserted (with
// slack for process start-up on a loaded machine): before the fault budget
// these runs took 21 × timeout and 20 × handshake.
func TestGivenUpInBoundedTime(t *testing.T) {
	const (
		timeout   = time.Second
		handshake = 5 * time.Second
		slack     = 6 * time.Second
	)
	for _, fault := range []string{"mute", "hellohang"} {
		t.Run(fault, func(t *testing.T) {
			t.Parallel()
			bin := build(t, "./conformance/testdata/hostile")
			dir := t.TempDir()
			argv := []string{bin, "-fault", fault, "-pids", filepath.Join(dir, "pids"), "-marker", filepath.Join(dir, "marker")}
			start := time.Now()
			cert, err := certify.Run(context.Background(), certify.Options{
				Driver: certify.ProtocolDriver{
					Options: protocol.Options{Launch: protocol.Launch{Argv: argv, Timeout: timeout, HandshakeTimeout: handshake}},
					Command: protocol.QuoteCommand(argv),
				},
				Data:     chessconform.Data,
				Cases:    []string{"perft/standard", "perft/tricky"},
				Deadline: 2 * time.Minute,
			})
			elapsed := time.Since(start)
			if err != nil {
				t.Fatal(err)
			}
			if limit := 3*timeout + handshake + slack; elapsed > limit {
				t.Errorf("given up on after %s, want within %s (3 × %s + %s, plus %s slack)", elapsed, limit, timeout, handshake, slack)
			}
			if len(cert.Cases) < 20 {
				t.Fatalf("only %d cases", len(cert.Cases))
			}
			notSent := map[string]int{}
			for _, k := range cert.Cases {
				if k.Status != certify.Error {
					t.Errorf("%s: %s, want error", k.ID, k.Status)
				}
				if strings.Contains(k.Message, "not sent: the program was given up on") {
					notSent[k.Message]++
				}
			}
			if len(notSent) != 1 {
				t.Errorf("%d distinct messages for the cases not sent, want 1: %v", len(notSent), notSent)
			}
			for m, n := range notSent {
				if n < len(cert.Cases)-3 {
					t.Errorf("%d of %d cases not sent, want all but the first few", n, len(cert.Cases))
				}
				t.Logf("%d × %s", n, m)
			}
			if s := cert.Session; s == nil || s.Requests > 4 || s.Restarts > 2 {
				t.Errorf("session %+v: want at most 4 requests and 2 restarts", s)
			}
		})
	}
}
