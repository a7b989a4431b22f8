//go:build unix

package xboard

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/conformance/protocol/proctest"
	"github.com/chessconform/chessconform/subject"
)

const startFEN = StartFEN

// fakeEngine writes a shell script speaking just enough CECP. Features:
// "v2" sends `feature ... done=1`, "none" sends no feature (a version-1
// engine), "done0" sends done=0 and nothing more. On `go` it does what
// behaviour says: "ok" plays e2e4 then claims "1-0 {White mates}",
// "crash" exits, "hang" says nothing and answers no ping, "long" prints an
// oversized line, "garbage" prints junk and then e2e4, "flood" prints
// 20,000 lines and then e2e4, "think" thinks until told to move now (`?`),
// then plays e2e4 and answers the ping that came meanwhile. A usermove of e2e5 gets "Illegal move".
func fakeEngine(t *testing.T, features, behaviour string) []string {
	t.Helper()
	feat := map[string]string{
		"v2":      `echo 'feature myname="Fake 1.0" setboard=1 ping=1 usermove=1 sigint=0'; echo 'feature done=1'`,
		"none":    ":",
		"noboard": `echo 'feature ping=1 setboard=0 usermove=1 done=1'`,
		"done0":   "echo 'feature done=0'",
	}[features]
	onGo := map[string]string{
		"ok":      "echo 'move e2e4'; echo '1-0 {White mates}'",
		"crash":   "exit 3",
		"hang":    "hung=1",
		"long":    "head -c 5000 /dev/zero | tr '\\0' x; echo",
		"garbage": "printf 'move\\nmove \\n\\033]0;pwned\\007 0-1\\n'; echo 'move e2e4'",
		"flood":   "i=0; while [ $i -lt 20000 ]; do echo 'tellothers flood'; i=$((i+1)); done; echo 'move e2e4'",
		"think":   "thinking=1",
	}[behaviour]
	script := `hung=0 thinking=0 pending=
while read -r cmd arg rest; do
  case "$cmd" in
    protover) ` + feat + ` ;;
    ping) if [ $thinking = 1 ]; then pending="pong $arg"; elif [ $hung = 0 ]; then echo "pong $arg"; fi ;;
    \?) if [ $thinking = 1 ]; then echo 'move e2e4'; thinking=0; [ -n "$pending" ] && echo "$pending"; pending=; fi ;;
    usermove) [ "$arg" = e2e5 ] && echo "Illegal move: $arg" ;;
    go) ` + onGo + ` ;;
    quit) exit 0 ;;
  esac
done`
	return proctest.Script(t, script)
}

func startFake(t *testing.T, features, behaviour string) *Client {
	t.Helper()
	return proctest.Start(t, func() (*Client, error) {
		return Start(context.Background(), Options{Launch: protocol.Launch{Argv: fakeEngine(t, features, behaviour), Timeout: 500 * time.Millisecond, HandshakeTimeout: 3 * time.Second, MaxLine: 1000, MaxRestarts: 2}, FeatureTimeout: 300 * time.Millisecond, NoMoveWait: 100 * time.Millisecond})
	})
}

func TestFakeEngineAnswers(t *testing.T) {
	ctx := context.Background()
	c := startFake(t, "v2", "ok")
	if f := c.Features(); !f.Done || !f.SetBoard || !f.Ping || !f.UserMove || f.Name != "Fake 1.0" {
		t.Fatalf("features %+v", f)
	}
	tr, err := c.Game(ctx, startFEN, nil, true)
	if err != nil || tr.Move != "e2e4" || len(tr.Results) != 1 || tr.Results[0].Result != "1-0" || tr.Results[0].Reason != "White mates" || tr.Results[0].Ply != 1 {
		t.Errorf("game: %+v, %v", tr, err)
	}
	acc, n, err := c.Usermoves(ctx, startFEN, []string{"e2e4", "e2e5", "g1f3"})
	if err != nil || n != 3 || !slices.Equal(acc, []bool{true, false, true}) {
		t.Errorf("usermoves: %v %d %v", acc, n, err)
	}
}

// An engine that thinks past its `st 1` is told to move now (`?`) after
// MoveNowAfter (at most half the timeout), and its move counts; the pong
// it owed comes after the move, and the engine is in step afterwards.
func TestFakeEngineMoveNow(t *testing.T) {
	ctx := context.Background()
	c := startFake(t, "v2", "think")
	start := time.Now()
	m, err := c.EngineMove(ctx, startFEN)
	if err != nil || m != "e2e4" {
		t.Fatalf("go: %q, %v; want e2e4 after `?`", m, err)
	}
	if d := time.Since(start); d < 250*time.Millisecond {
		t.Errorf("moved after %s: `?` sent before half the timeout", d)
	}
	acc, n, err := c.Usermoves(ctx, startFEN, []string{"e2e4", "e2e5"})
	if err != nil || n != 2 || !slices.Equal(acc, []bool{true, false}) {
		t.Errorf("usermoves after the forced move: %v %d %v", acc, n, err)
	}
	// Without ping (a version-1 engine), silence after the wait means no
	// move; a thinking engine is told to move now all the same.
	v1 := startFake(t, "none", "think")
	if m, err := v1.EngineMove(ctx, startFEN); err != nil || m != "e2e4" {
		t.Errorf("go without ping: %q, %v; want e2e4 after `?`", m, err)
	}
	// An engine that ignores `?` still times out, and the message says
	// it was told to move.
	h := startFake(t, "v2", "hang")
	if _, err := h.EngineMove(ctx, startFEN); protocol.FaultKind(err) != protocol.FaultTimeout || !strings.Contains(err.Error(), "told to move now (`?`) after 250ms") {
		t.Errorf("hang: %v, want a timeout naming the `?`", err)
	}
}

func TestFakeEngineFaults(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct{ behaviour, kind string }{
		{"crash", protocol.FaultCrash},
		{"hang", protocol.FaultTimeout},
		{"long", protocol.FaultProtocol},
	} {
		t.Run(tc.behaviour, func(t *testing.T) {
			c := startFake(t, "v2", tc.behaviour)
			_, err := c.EngineMove(ctx, startFEN)
			if protocol.FaultKind(err) != tc.kind || !errors.Is(err, protocol.ErrFault) {
				t.Fatalf("go: %v, want a %s fault", err, tc.kind)
			}
			// The next request restarts the engine, which fails the same way.
			_, err = c.EngineMove(ctx, startFEN)
			if protocol.FaultKind(err) != tc.kind {
				t.Fatalf("go after restart: %v, want a %s fault", err, tc.kind)
			}
			if s := c.Stats(); s.Restarts != 1 || s.Faults != 2 {
				t.Errorf("stats %+v, want 1 restart and 2 faults", s)
			}
			c.EngineMove(ctx, startFEN)
			_, err = c.EngineMove(ctx, startFEN)
			if protocol.FaultKind(err) != protocol.FaultLaunch || len(c.PIDs()) != 3 {
				t.Errorf("after MaxRestarts: %v, %d processes", err, len(c.PIDs()))
			}
		})
	}
}

// Garbage and floods are read past; the move still counts, and nothing
// the engine wrote is taken for a move.
func TestFakeEngineGarbageAndFlood(t *testing.T) {
	for _, b := range []string{"garbage", "flood"} {
		t.Run(b, func(t *testing.T) {
			c := startFake(t, "v2", b)
			c.opts.Timeout = 5 * time.Second
			m, err := c.EngineMove(context.Background(), startFEN)
			if err != nil || m != "e2e4" {
				t.Errorf("move %q, %v", m, err)
			}
		})
	}
}

// An engine that never sends done=1 is a version-1 engine after the
// feature timeout: it starts, but without setboard every position request
// is unsupported (not a fault, not a hang).
func TestFakeEngineNoDone(t *testing.T) {
	for _, f := range []string{"none", "done0"} {
		t.Run(f, func(t *testing.T) {
			start := time.Now()
			c := startFake(t, f, "ok")
			took := time.Since(start)
			want := 300 * time.Millisecond // FeatureTimeout
			if f == "done0" {
				want = 3 * time.Second // done=0 waits up to the handshake timeout
			}
			if took < want || took > want+2*time.Second {
				t.Errorf("start took %s, want about %s", took, want)
			}
			if ft := c.Features(); ft.Done || ft.SetBoard {
				t.Errorf("features %+v", ft)
			}
			_, err := c.EngineMove(context.Background(), "4k3/8/8/8/8/8/8/4K2R w K - 0 1")
			if !errors.Is(err, subject.ErrUnsupported) {
				t.Errorf("move without setboard: %v, want unsupported", err)
			}
		})
	}
}

// A program that exits at once is a launch error, not a hang.
func TestLaunchErrors(t *testing.T) {
	_, err := Start(context.Background(), Options{Launch: protocol.Launch{Argv: []string{"/bin/sh", "-c", "exit 7"}}, FeatureTimeout: time.Second})
	var le *protocol.LaunchError
	if !errors.As(err, &le) || !strings.Contains(le.Reason, "exit") {
		t.Errorf("start: %v, want a launch error naming the exit", err)
	}
	_, err = Start(context.Background(), Options{Launch: protocol.Launch{Argv: []string{"/nonexistent/engine"}}})
	if !errors.As(err, &le) {
		t.Errorf("start: %v, want a launch error", err)
	}
}

func TestDeadline(t *testing.T) {
	c := startFake(t, "v2", "hang")
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	c.opts.Timeout = time.Minute // the deadline, not the timeout, must end the wait
	_, err := c.EngineMove(ctx, startFEN)
	if protocol.FaultKind(err) != protocol.FaultDeadline {
		t.Errorf("go past the deadline: %v, want a deadline fault", err)
	}
}

func TestParsers(t *testing.T) {
	fs := parseFeatures(`feature myname="GNU Chess 6" setboard=1 variants="normal,suicide" done=1`)
	if len(fs) != 4 || fs[0] != [2]string{"myname", "GNU Chess 6"} || fs[2][1] != "normal,suicide" || fs[3] != [2]string{"done", "1"} {
		t.Errorf("features %q", fs)
	}
	if parseFeatures("featurex a=1") != nil {
		t.Error("featurex read as a feature line")
	}
	for l, want := range map[string]bool{"Illegal move: e2e5": true, "Illegal move (no piece): e2e5": true, "Illegal move": true,
		"Illegal move: sd 1": false, "Error (unknown command): e2e5": true, "Error (unknown command): sd": false, "move e2e5": false} {
		if isIllegal(l, "e2e5") != want {
			t.Errorf("isIllegal(%q) = %v", l, !want)
		}
	}
	if r, ok := parseResult("1/2-1/2 {3-fold repetition}"); !ok || r.Result != "1/2-1/2" || r.Reason != "3-fold repetition" {
		t.Errorf("result %+v %v", r, ok)
	}
	if _, ok := parseResult("1-0x"); ok {
		t.Error("1-0x read as a result")
	}
	if m, ok := parseMove("My move is: e7e5"); !ok || m != "e7e5" {
		t.Errorf("version-1 move %q", m)
	}
}

// Without setboard the initial position is still reachable through `new`.
func TestFakeEngineNoSetboardStartPosition(t *testing.T) {
	c := startFake(t, "none", "ok")
	tr, err := c.Game(context.Background(), StartFEN, nil, true)
	if err != nil || tr.Move != "e2e4" {
		t.Errorf("game from the initial position without setboard: %+v, %v", tr, err)
	}
	if _, err := c.Game(context.Background(), "4k3/8/8/8/8/8/8/4K2R w K - 0 1", nil, true); !errors.Is(err, subject.ErrUnsupported) {
		t.Errorf("another position without setboard: %v, want unsupported", err)
	}
}

// A hanging engine is given up on after MaxTimeouts requests, without
// waiting out a timeout for each of the remaining ones.
func TestFakeEngineTimeoutsGiveUp(t *testing.T) {
	c, err := Start(context.Background(), Options{Launch: protocol.Launch{Argv: fakeEngine(t, "v2", "hang"), Timeout: 200 * time.Millisecond, HandshakeTimeout: 3 * time.Second}, MaxTimeouts: 2})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for range 2 {
		if _, err := c.EngineMove(context.Background(), startFEN); protocol.FaultKind(err) != protocol.FaultTimeout {
			t.Fatalf("go: %v, want a timeout", err)
		}
	}
	launched := len(c.PIDs())
	for range 10 {
		if _, err := c.EngineMove(context.Background(), startFEN); protocol.FaultKind(err) != protocol.FaultLaunch || !strings.Contains(err.Error(), "gave up after 2 timeouts") {
			t.Fatalf("go after 2 timeouts: %v", err)
		}
	}
	// Not a clock bound (the machine may be loaded): no engine was
	// started again, and so none was waited for.
	if n := len(c.PIDs()); n != launched {
		t.Errorf("10 requests after giving up started %d engines", n-launched)
	}
}

// The engine's whole process group is ended on Close, children included.
func TestFakeEngineChildrenEnded(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "child.pid")
	script := `sleep 300 & echo $! > ` + pidFile + `
while read -r cmd arg rest; do
  case "$cmd" in
    protover) echo 'feature setboard=1 ping=1 done=1' ;;
    ping) echo "pong $arg" ;;
  esac
done`
	path := filepath.Join(t.TempDir(), "parent.sh")
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	c, err := Start(context.Background(), Options{Launch: protocol.Launch{Argv: []string{"/bin/sh", path}, Timeout: time.Second}, FeatureTimeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(pidFile)
	if err != nil {
		t.Fatal(err)
	}
	var pid int
	if _, err := fmt.Sscan(string(b), &pid); err != nil || pid <= 0 {
		t.Fatalf("child pid %q: %v", b, err)
	}
	c.Close()
	deadline := time.Now().Add(2 * time.Second)
	for syscall.Kill(pid, 0) == nil {
		if time.Now().After(deadline) {
			t.Fatalf("child %d of the engine still runs after Close", pid)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Without setboard, usermoves are tried after a game from the initial
// position, taking each accepted one back with undo.
func TestFakeEngineUsermovesUndo(t *testing.T) {
	c := startFake(t, "noboard", "ok")
	acc, n, err := c.UsermovesAfter(context.Background(), StartFEN, []string{"d2d4", "d7d5"}, []string{"e2e4", "e2e5", "g1f3"})
	if err != nil || n != 3 || !slices.Equal(acc, []bool{true, false, true}) {
		t.Errorf("usermoves after a game: %v %d %v", acc, n, err)
	}
	if _, _, err := c.Usermoves(context.Background(), "4k3/8/8/8/8/8/8/4K2R w K - 0 1", []string{"e1g1"}); !errors.Is(err, subject.ErrUnsupported) {
		t.Errorf("usermoves in another position without setboard: %v, want unsupported", err)
	}
}

func TestTranscriptRefusal(t *testing.T) {
	if err := (Transcript{Rejected: "tellusererror Illegal position"}).Refusal(); err == nil || !strings.Contains(err.Error(), "refused the position") {
		t.Errorf("rejected position: %v", err)
	}
	if err := (Transcript{Illegal: []string{"Illegal move: e2e5"}}).Refusal(); err == nil {
		t.Error("refused move: no error")
	}
	if err := (Transcript{Move: "e2e4"}).Refusal(); err != nil {
		t.Errorf("clean game: %v", err)
	}
}
