//go:build unix

package certify_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/conformance/certify"
	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/conformance/xboard"
)

// liarEngine speaks CECP (setboard, ping) but never moves: on `go` it
// claims a threefold repetition, and it takes every usermove, legal or not.
func liarEngine(t *testing.T, reason string) []string {
	t.Helper()
	script := `while read -r cmd arg rest; do
  case "$cmd" in
    protover) echo 'feature myname="Liar 1.0" setboard=1 ping=1 done=1' ;;
    ping) echo "pong $arg" ;;
    go) echo '1/2-1/2 {` + reason + `}' ;;
    quit) exit 0 ;;
  esac
done`
	path := filepath.Join(t.TempDir(), "liar.sh")
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return []string{"/bin/sh", path}
}

// The xboard checks can fail: a false repetition claim, no move where
// moves exist, and illegal usermoves taken are each a failure; a true
// claim and "no move" in a stalemate pass.
func TestXBoardLiarFails(t *testing.T) {
	argv := liarEngine(t, "3-fold repetition")
	cert, err := certify.Run(context.Background(), certify.Options{
		Driver: certify.XBoardDriver{Options: xboard.Options{Launch: protocol.Launch{Argv: argv, Timeout: 2 * time.Second}, NoMoveWait: 50 * time.Millisecond},
			Command: strings.Join(argv, " ")},
		Data:       chessconform.Data,
		NoFeatures: true,
		Cases: []string{"bestmove/startpos", "bestmove/stalemate", "claims/threefold-knights",
			"claims/not-threefold-castling-rights", "claims/not-threefold-ep-possible", "claims/mate-in-one-white"},
		Deadline: time.Minute,
	})
	if err != nil {
		t.Fatal(err)
	}
	if cert.Subject.Driver != "xboard" || cert.Subject.Name != "Liar" || cert.Subject.Version != "1.0" {
		t.Errorf("subject %+v", cert.Subject)
	}
	want := map[string]string{
		"bestmove/startpos":                    "fail", // no move, illegal usermoves taken
		"bestmove/stalemate":                   "fail", // no move is right, but illegal king moves taken
		"claims/threefold-knights":             "pass",
		"claims/not-threefold-castling-rights": "fail",
		"claims/not-threefold-ep-possible":     "fail",
		"claims/mate-in-one-white":             "fail",
	}
	for _, c := range cert.Cases {
		if w, ok := want[c.ID]; !ok || c.Status != w {
			t.Errorf("%s: %s (want %s): expected %q actual %q %s", c.ID, c.Status, w, c.Expected, c.Actual, c.Message)
		}
		delete(want, c.ID)
	}
	if len(want) > 0 {
		t.Errorf("cases not run: %v", want)
	}
}

// A hanging xboard engine is given up on: after a few timeouts every
// remaining case is an error at once, and nothing passes.
func TestXBoardHangGivenUp(t *testing.T) {
	script := `while read -r cmd arg rest; do
  case "$cmd" in
    protover) echo 'feature setboard=1 ping=1 done=1' ;;
    ping) [ -z "$hung" ] && echo "pong $arg" ;;
    go) hung=1 ;;
  esac
done`
	path := filepath.Join(t.TempDir(), "hang.sh")
	if err := os.WriteFile(path, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	cert, err := certify.Run(context.Background(), certify.Options{
		Driver:     certify.XBoardDriver{Options: xboard.Options{Launch: protocol.Launch{Argv: []string{"/bin/sh", path}, Timeout: 300 * time.Millisecond}}, Command: "hang.sh"},
		Data:       chessconform.Data,
		NoFeatures: true,
		Cases:      []string{"bestmove", "claims"},
		Deadline:   time.Minute,
	})
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(start); d > 15*time.Second {
		t.Errorf("certifying a hanging engine took %s", d)
	}
	if s := cert.Summary; s.Pass != 0 || s.Error < 80 || cert.Verdict == certify.Pass {
		t.Errorf("summary %+v, verdict %s: want every case an error", s, cert.Verdict)
	}
}

// An unnamed draw ("1/2-1/2 {Drawn game}") must be some draw by the Laws.
func TestXBoardUnnamedDraw(t *testing.T) {
	argv := liarEngine(t, "Drawn game")
	cert, err := certify.Run(context.Background(), certify.Options{
		Driver: certify.XBoardDriver{Options: xboard.Options{Launch: protocol.Launch{Argv: argv, Timeout: 2 * time.Second}, NoMoveWait: 50 * time.Millisecond},
			Command: strings.Join(argv, " ")},
		Data:       chessconform.Data,
		NoFeatures: true,
		Cases:      []string{"claims/threefold-knights", "claims/fifty-moves-reached", "claims/dead-pawn-wall", "claims/not-threefold-castling-rights", "claims/not-dead-two-knights"},
		Deadline:   time.Minute,
	})
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"claims/threefold-knights":             "pass",
		"claims/fifty-moves-reached":           "pass", // 9.3.1: the claim with the intended move is open
		"claims/dead-pawn-wall":                "pass",
		"claims/not-threefold-castling-rights": "fail",
		"claims/not-dead-two-knights":          "fail",
	}
	for _, c := range cert.Cases {
		if c.Status != want[c.ID] {
			t.Errorf("%s: %s, want %s (%s)", c.ID, c.Status, want[c.ID], c.Actual)
		}
	}
	if len(cert.Cases) != len(want) {
		t.Errorf("%d cases, want %d", len(cert.Cases), len(want))
	}
}
