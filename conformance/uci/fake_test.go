//go:build unix

package uci

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/conformance/protocol/proctest"
)

// fakeEngine writes a shell script speaking just enough UCI: the handshake,
// isready, and `go perft` answered with the 20 moves of the start position
// the first time (the launch probe). Later `go perft` commands do what
// behaviour says: "crash" exits, "hang" says nothing, "long" prints an
// oversized line, "ok" answers 20 again.
func fakeEngine(t *testing.T, behaviour string) []string {
	t.Helper()
	moves := "a2a3 a2a4 b2b3 b2b4 c2c3 c2c4 d2d3 d2d4 e2e3 e2e4 f2f3 f2f4 g2g3 g2g4 h2h3 h2h4 b1a3 b1c3 g1f3 g1h3"
	var answer strings.Builder
	for _, m := range strings.Fields(moves) {
		answer.WriteString("echo '" + m + ": 1'; ")
	}
	answer.WriteString("echo; echo 'Nodes searched: 20'; echo")
	later := map[string]string{
		"crash": "exit 3",
		"hang":  ":",
		"long":  "head -c 5000 /dev/zero | tr '\\0' x; echo",
		"ok":    answer.String(),
	}[behaviour]
	// The state file survives restarts: only the very first perft is the probe.
	state := filepath.Join(t.TempDir(), "probed")
	script := `while read -r line; do
  case "$line" in
    uci) echo 'id name Fake 0.1'; echo uciok ;;
    isready) echo readyok ;;
    quit) exit 0 ;;
    "go perft"*) if [ -e ` + state + ` ]; then ` + later + `; else : > ` + state + `; ` + answer.String() + `; fi ;;
  esac
done`
	return proctest.Script(t, script)
}

func startFake(t *testing.T, behaviour string) *Client {
	t.Helper()
	return proctest.Start(t, func() (*Client, error) {
		return Start(context.Background(), Options{Launch: protocol.Launch{Argv: fakeEngine(t, behaviour), Timeout: 500 * time.Millisecond, HandshakeTimeout: 5 * time.Second, MaxLine: 1000, MaxRestarts: 2}})
	})
}

func TestFakeEngineFaults(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct{ behaviour, kind string }{
		{"crash", protocol.FaultCrash},
		{"hang", protocol.FaultTimeout},
		{"long", protocol.FaultProtocol},
	} {
		t.Run(tc.behaviour, func(t *testing.T) {
			c := startFake(t, tc.behaviour)
			if f := c.Features(); !f.Perft || !f.Divide || f.Debug || f.Name != "Fake 0.1" {
				t.Fatalf("features %+v", f)
			}
			_, err := c.Perft(ctx, startFEN, 1)
			if protocol.FaultKind(err) != tc.kind || !errors.Is(err, protocol.ErrFault) {
				t.Fatalf("perft: %v, want a %s fault", err, tc.kind)
			}
			// The next request restarts the engine, which fails the same way.
			_, err = c.Perft(ctx, startFEN, 1)
			if protocol.FaultKind(err) != tc.kind {
				t.Fatalf("perft after restart: %v, want a %s fault", err, tc.kind)
			}
			if s := c.Stats(); s.Restarts != 1 || s.Faults != 2 {
				t.Errorf("stats %+v, want 1 restart and 2 faults", s)
			}
			// Two restarts at most: then a launch fault without starting anything.
			c.Perft(ctx, startFEN, 1)
			_, err = c.Perft(ctx, startFEN, 1)
			if protocol.FaultKind(err) != protocol.FaultLaunch || len(c.PIDs()) != 3 {
				t.Errorf("after MaxRestarts: %v, %d processes", err, len(c.PIDs()))
			}
		})
	}
}

func TestFakeEngineAnswers(t *testing.T) {
	c := startFake(t, "ok")
	ms, err := c.LegalMoves(context.Background(), startFEN)
	if err != nil || len(ms) != 20 {
		t.Errorf("legal moves %v, %v", ms, err)
	}
	// No `d`: play and in_check are unsupported, not faults.
	if _, err := c.InCheck(context.Background(), startFEN); protocol.FaultKind(err) != "" || err == nil {
		t.Errorf("in_check without d: %v, want unsupported", err)
	}
}

func TestDeadline(t *testing.T) {
	c := startFake(t, "hang")
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	c.opts.Timeout = time.Minute // the deadline, not the timeout, must end the wait
	_, err := c.Perft(ctx, startFEN, 1)
	if protocol.FaultKind(err) != protocol.FaultDeadline {
		t.Errorf("perft past the deadline: %v, want a deadline fault", err)
	}
}
