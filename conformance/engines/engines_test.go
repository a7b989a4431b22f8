package engines_test

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/conformance/certify"
	"github.com/chessconform/chessconform/conformance/engines"
	"github.com/chessconform/chessconform/conformance/matrix"
	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/conformance/uci"
	"github.com/chessconform/chessconform/conformance/xboard"
)

// lookPath finds an engine in PATH or in /usr/games (Debian's place).
func lookPath(name string) string {
	if p, err := exec.LookPath(name); err == nil {
		return p
	}
	if p, err := exec.LookPath(filepath.Join("/usr/games", name)); err == nil {
		return p
	}
	return ""
}

// TestEnginesExpectedFailures certifies every installed engine of
// engines.All and requires its failures to be exactly those of its
// expected-failures file: a new failure and a listed failure that passes
// both fail the test. Engines that are not installed are skipped (CI
// installs them: .ci/engines).
func TestEnginesExpectedFailures(t *testing.T) {
	if testing.Short() {
		t.Skip("certifies ten real engines (about a minute); not in -short")
	}
	for _, e := range engines.All {
		t.Run(e.Name, func(t *testing.T) {
			t.Parallel()
			argv, err := protocol.SplitCommand(e.Command)
			if err != nil {
				t.Fatal(err)
			}
			bin := lookPath(argv[0])
			if bin == "" {
				t.Skipf("%s is not installed (apt-get install %s); .ci/engines installs it", argv[0], e.Package)
			}
			argv[0] = bin
			want, err := readExpected(e)
			if err != nil {
				t.Fatal(err)
			}
			// Engines write logs and learning files into HOME and the
			// working directory: give them a scratch one.
			dir := t.TempDir()
			env := []string{"HOME=" + dir}
			var drv certify.Driver
			switch e.Driver {
			case "uci":
				drv = certify.UCIDriver{Options: uci.Options{Launch: protocol.Launch{Argv: argv, Dir: dir, Env: env, Timeout: 5 * time.Second}}, Command: e.Command}
			case "xboard":
				drv = certify.XBoardDriver{Options: xboard.Options{Launch: protocol.Launch{Argv: argv, Dir: dir, Env: env, Timeout: 5 * time.Second}}, Command: e.Command}
			default:
				t.Fatalf("driver %q", e.Driver)
			}
			start := time.Now()
			cert, err := certify.Run(context.Background(), certify.Options{
				Driver: drv, Data: chessconform.Data, NoFeatures: true, Cases: e.Cases, Deadline: 5 * time.Minute,
			})
			if err != nil {
				t.Fatal(err)
			}
			// .ci/run puts every certificate into the ecosystem matrix
			// (chessconform matrix, docs/ECOSYSTEM.md).
			if dir := os.Getenv("CHESSCONFORM_CERT_DIR"); dir != "" {
				var buf bytes.Buffer
				if err := certify.Write(&buf, "json", cert, nil); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, e.Name+".json"), buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			s := cert.Summary
			t.Logf("%s %s (%s): %d pass, %d fail, %d unsupported, %d error in %s",
				cert.Subject.Name, cert.Subject.Version, e.Command, s.Pass, s.Fail, s.Unsupported, s.Error, time.Since(start).Round(time.Millisecond))
			if s.Pass == 0 {
				t.Errorf("no case passed: the engine was not judged at all")
			}
			// The same check as `chessconform matrix --check-expected`,
			// in both directions: a new failure, a listed one that no
			// longer fails, a changed status or articles, another
			// program or version, an untriaged group.
			diffs := want.Check(cert)
			for _, d := range diffs {
				t.Error(d)
			}
			for _, c := range cert.Cases {
				if len(diffs) > 0 && c.Status != certify.Pass && c.Status != certify.Unsupported && want.GroupOf(c.ID) == nil {
					t.Logf("%s %s\n  expected: %s\n  actual:   %s\n  %s\n  reproduce: chessconform %s",
						c.Status, c.ID, c.Expected, c.Actual, c.Message, strings.Join(reproduce(e, c.ID), " "))
				}
			}
		})
	}
}

func reproduce(e engines.Engine, id string) []string {
	return []string{"certify", "--driver", e.Driver, "--engine", fmt.Sprintf("%q", e.Command), "--case", id}
}

// readExpected reads the engine's expected-failures file (conformance/matrix's format).
func readExpected(e engines.Engine) (*matrix.Expected, error) {
	name := filepath.Join(e.Name, "expected-failures.txt")
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return matrix.ReadExpected(f, name)
}

// Every engine has a directory with an expected-failures file that parses
// and is completely triaged: each group has an article, a reason and a
// confirmation.
func TestExpectedFilesParse(t *testing.T) {
	for _, e := range engines.All {
		x, err := readExpected(e)
		if err != nil {
			t.Error(err)
			continue
		}
		for _, p := range x.Validate() {
			t.Errorf("%s: %s", e.Name, p)
		}
	}
}
