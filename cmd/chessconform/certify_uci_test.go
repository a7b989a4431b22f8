package main

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/chessconform/chessconform/conformance/certify"
)

// certify --driver uci wiring: a usage error for an unknown driver, a
// launch error (exit 2) for a program that is not a UCI engine, and
// Stockfish's moves certified (exit 0) when it is installed.
func TestCertifyDriverUCI(t *testing.T) {
	if code, _, errs := runCLI(t, "certify", "--driver", "cecp", "--engine", "x"); code != 2 || !strings.Contains(errs, "want protocol, uci or xboard") {
		t.Errorf("--driver cecp: exit %d, stderr %q", code, errs)
	}
	if _, err := exec.LookPath("true"); err == nil {
		// true(1) exits at once without saying uciok.
		if code, _, errs := runCLI(t, "certify", "--driver", "uci", "--engine", "true", "--handshake-timeout", "2s"); code != 2 || !strings.Contains(errs, "handshake") {
			t.Errorf("--engine true: exit %d, stderr %q", code, errs)
		}
	}
	sf := ""
	for _, p := range []string{"stockfish", "/usr/games/stockfish"} {
		if path, err := exec.LookPath(p); err == nil {
			sf = path
			break
		}
	}
	if sf == "" {
		t.Skip("stockfish is not installed (apt-get install stockfish); CI installs it")
	}
	code, out, errs := runCLI(t, "certify", "--driver", "uci", "--engine", sf, "--capabilities", "moves", "--case", "perft/standard", "--case", "bestmove", "--quiet")
	if code != 0 || !strings.Contains(out, "Stockfish") || !strings.Contains(out, "driver uci") {
		t.Errorf("stockfish: exit %d\n%s\n%s", code, out, errs)
	}
}

// A failure's reproduce line must select the UCI driver again.
func TestUCIReproduce(t *testing.T) {
	d := certify.UCIDriver{Command: "/opt/my engine"}
	if got, want := d.Reproduce(), "--driver uci --engine '/opt/my engine'"; got != want {
		t.Errorf("Reproduce() = %q, want %q", got, want)
	}
}
