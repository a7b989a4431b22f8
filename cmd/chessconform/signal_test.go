package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestMain lets a test run the test binary as the chessconform command
// (the process main would be), to send it real signals.
func TestMain(m *testing.M) {
	if os.Getenv("CHESSCONFORM_TEST_MAIN") == "1" {
		ready := os.NewFile(3, "ready") // ExtraFiles[0] of chessconformProcess
		signalsReady = func() { ready.Write([]byte{1}); ready.Close() }
		os.Exit(runMain(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// chessconformProcess starts the command as a process with stdin as given
// and returns once its signal handlers are in place.
func chessconformProcess(t *testing.T, stdin *os.File, args ...string) (*exec.Cmd, *bytes.Buffer) {
	t.Helper()
	rr, rw, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer rr.Close()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "CHESSCONFORM_TEST_MAIN=1")
	cmd.Stdin = stdin
	cmd.ExtraFiles = []*os.File{rw}
	var errb bytes.Buffer
	cmd.Stderr = &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	rw.Close()
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	rr.SetReadDeadline(time.Now().Add(30 * time.Second))
	if _, err := rr.Read(make([]byte, 1)); err != nil {
		t.Fatalf("%q: no signal handlers after 30 s: %v", args, err)
	}
	return cmd, &errb
}

// SIGINT and SIGTERM end every long-running command within a second, with
// exit status 130 or 143 and one line on stderr: in work that watches its
// context (perft, serve computing, certify with a program that never
// answers), waiting for input (serve idle) or in work that does not (a
// file being read: rules validate, an event log, a PGN, a rulebook, a
// baseline, all from a FIFO that never ends).
func TestSignalsEndEveryCommandWithinASecond(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes and waits for them; not in -short")
	}
	if runtime.GOOS == "windows" {
		t.Skip("POSIX signals")
	}
	dir := t.TempDir()
	fifo := func(name string) string {
		p := filepath.Join(dir, name)
		if err := syscall.Mkfifo(p, 0o600); err != nil {
			t.Skip("no FIFO:", err)
		}
		return p
	}
	hello := `{"id":1,"op":"hello","params":{"protocol":1}}` + "\n"
	deep := `{"id":2,"op":"perft","params":{"fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","depth":10}}` + "\n"
	cases := []struct {
		name  string
		stdin string // written to the command's standard input, which stays open
		args  []string
	}{
		{"perft depth 10", "", []string{"perft", "--depth", "10"}},
		{"serve idle", "", []string{"serve"}},
		{"serve computing perft 10", hello + deep, []string{"serve"}},
		{"certify, program silent", "", []string{"certify", "--engine", "sleep 60", "--case", "perft/standard/kiwipete/3"}},
		{"rules validate (reading)", "", []string{"rules", "validate", fifo("a.yaml")}},
		{"rules show (reading)", "", []string{"rules", "show", fifo("b.yaml")}},
		{"adjudicate event log (reading)", "", []string{"adjudicate", "--rulebook", "fide-2023", fifo("log.yaml")}},
		{"adjudicate PGN (reading)", "", []string{"adjudicate", "--rulebook", "fide-2023", fifo("games.pgn")}},
		{"adjudicate stdin", "", []string{"adjudicate", "--rulebook", "fide-2023", "-"}},
		{"status --pgn (reading)", "", []string{"status", "--rulebook", "fide-2023", "--pgn", fifo("c.pgn")}},
		{"classify rulebook file (reading)", "", []string{"classify", "--rulebook", fifo("d.yaml"), "900"}},
		{"certify --baseline (reading)", "", []string{"certify", "--baseline", fifo("e.json")}},
	}
	for i, c := range cases {
		for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
			if i%2 == 1 && sig == syscall.SIGTERM && !strings.HasPrefix(c.name, "serve") {
				continue // both signals take the same path; half the rows suffice for SIGTERM
			}
			want, line := 130, "chessconform: interrupted\n"
			if sig == syscall.SIGTERM {
				want, line = 143, "chessconform: terminated\n"
			}
			code, took, errs := interrupt(t, sig, c.stdin, c.args)
			if code == want && errs == line && took > time.Second {
				// On a loaded machine a process can wait long for a
				// core: one more try before calling it slow.
				t.Logf("%s, %v: %v; once more", c.name, sig, took)
				code, took, errs = interrupt(t, sig, c.stdin, c.args)
			}
			if code != want || took > time.Second || errs != line {
				t.Errorf("%s, %v: exit %d after %v, stderr %q; want %d within 1 s and %q", c.name, sig, code, took.Round(time.Millisecond), errs, want, line)
			}
		}
	}
}

// interrupt starts the command, sends it sig once it works (or waits), and
// returns its exit status, how long it took to end and its stderr.
func interrupt(t *testing.T, sig syscall.Signal, stdin string, args []string) (int, time.Duration, string) {
	t.Helper()
	pr, pw, err := os.Pipe() // a file, not a Reader: Wait must not wait for a copy
	if err != nil {
		t.Fatal(err)
	}
	defer pw.Close()
	cmd, errb := chessconformProcess(t, pr, args...)
	pr.Close()
	go pw.Write([]byte(stdin))
	time.Sleep(300 * time.Millisecond) // working, or waiting for input
	start := time.Now()
	if err := cmd.Process.Signal(sig); err != nil {
		t.Fatalf("%q ended before the signal: %s", args, errb)
	}
	err = cmd.Wait()
	took := time.Since(start)
	code := -1
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err == nil {
		code = 0
	}
	return code, took, errb.String()
}
