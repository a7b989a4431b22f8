package certify_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/conformance/certify"
	"github.com/chessconform/chessconform/conformance/protocol"
)

// build compiles a package of this module once per test binary.
var (
	buildMu   sync.Mutex
	built     = map[string]string{}
	buildDir  string
	buildOnce sync.Once
)

func build(t testing.TB, pkg string) string {
	t.Helper()
	buildMu.Lock()
	defer buildMu.Unlock()
	if bin, ok := built[pkg]; ok {
		return bin
	}
	buildOnce.Do(func() {
		d, err := os.MkdirTemp("", "certify-test-")
		if err != nil {
			t.Fatal(err)
		}
		buildDir = d
	})
	bin := filepath.Join(buildDir, filepath.Base(pkg))
	cmd := exec.Command("go", "build", "-o", bin, pkg)
	cmd.Dir = "../.." // module root
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build %s: %v\n%s", pkg, err, out)
	}
	built[pkg] = bin
	return bin
}

func buildB(b *testing.B, pkg string) string { return build(b, pkg) }

func TestMain(m *testing.M) {
	code := m.Run()
	if buildDir != "" {
		os.RemoveAll(buildDir)
	}
	os.Exit(code)
}

// alive reports whether pid is a process that has not exited (a zombie
// waiting for a reaper has exited).
func alive(pid int) bool {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	s := string(b)
	i := strings.LastIndexByte(s, ')')
	return i < 0 || i+2 >= len(s) || s[i+2] != 'Z'
}

func pidsIn(t *testing.T, file string) []int {
	b, err := os.ReadFile(file)
	if err != nil {
		return nil
	}
	var out []int
	for _, f := range strings.Fields(string(b)) {
		n, err := strconv.Atoi(f)
		if err != nil {
			t.Fatalf("pid file: %v", err)
		}
		out = append(out, n)
	}
	return out
}

type hostileRun struct {
	cert    *certify.Certificate
	err     error
	elapsed time.Duration
	pids    []int
}

// runHostile certifies `hostile -fault NAME` on one scenario (Article 3.2,
// which asks for legal moves) and two perft cases (which trigger the fault).
func runHostile(t *testing.T, fault string, timeout, handshake time.Duration) hostileRun {
	t.Helper()
	bin := build(t, "./conformance/testdata/hostile")
	dir := t.TempDir()
	pids := filepath.Join(dir, "pids")
	argv := []string{bin, "-fault", fault, "-pids", pids, "-marker", filepath.Join(dir, "crashed")}
	start := time.Now()
	cert, err := certify.Run(context.Background(), certify.Options{
		Driver: certify.ProtocolDriver{
			Options: protocol.Options{Launch: protocol.Launch{Argv: argv, Timeout: timeout, HandshakeTimeout: handshake}},
			Command: protocol.QuoteCommand(argv),
		},
		Data:     chessconform.Data,
		Tags:     "@art-3.2",
		Cases:    []string{"perft/standard/startpos/4", "perft/standard/kiwipete/3"},
		Deadline: time.Minute,
	})
	r := hostileRun{cert, err, time.Since(start), pidsIn(t, pids)}
	if len(r.pids) == 0 {
		t.Errorf("the hostile program never recorded its pid")
	}
	for _, p := range r.pids {
		// SIGKILL is delivered asynchronously: a killed grandchild may need
		// a moment to die.
		for i := 0; i < 50 && alive(p); i++ {
			time.Sleep(100 * time.Millisecond)
		}
		if alive(p) {
			t.Errorf("process %d is still running 5 s after the run", p)
		}
	}
	// Generous: the faults take at most a few timeouts; the rest is process start-up on a loaded machine.
	if limit := 45 * time.Second; r.elapsed > limit {
		t.Errorf("the run took %s, want < %s", r.elapsed, limit)
	}
	return r
}

func caseByID(t *testing.T, c *certify.Certificate, id string) certify.Case {
	t.Helper()
	for _, k := range c.Cases {
		if k.ID == id {
			return k
		}
	}
	t.Fatalf("no case %s in the certificate", id)
	return certify.Case{}
}

// scenariosPass checks that the @art-3.2 scenario(s), which never trigger
// the fault, passed.
func scenariosPass(t *testing.T, c *certify.Certificate) {
	t.Helper()
	n := 0
	for _, k := range c.Cases {
		if k.Kind == "scenario" {
			n++
			if k.Status != certify.Pass {
				t.Errorf("scenario %s: %s, want pass: %+v", k.ID, k.Status, k)
			}
		}
	}
	if n == 0 {
		t.Error("no @art-3.2 scenario ran")
	}
}

func TestHostilePrograms(t *testing.T) {
	const (
		startpos = "perft/standard/startpos/4"
		kiwipete = "perft/standard/kiwipete/3"
	)
	type want struct {
		startpos, kiwipete string // status: message (exact, or a regexp when it starts with ^)
		restarts           int
	}
	faults := []struct {
		name string
		want want
	}{
		{"hang", want{"error: timeout during perft: no answer within 1.5s", "error: timeout during perft: no answer within 1.5s", 1}},
		{"crash", want{"error: crash during perft: the program exited (exit status 3)\nstderr (last lines):\nhostile: segmentation fault (pretend)", "pass: ", 1}},
		{"garbage", want{`error: protocol during perft: not a response (invalid character 'i' looking for beginning of value): "info depth 1 score cp 13"`,
			`error: protocol during perft: not a response (invalid character 'i' looking for beginning of value): "info depth 1 score cp 13"`, 1}},
		{"bigline", want{"error: protocol during perft: a line longer than 1048576 bytes", "error: protocol during perft: a line longer than 1048576 bytes", 1}},
		{"wrongid", want{`^error: protocol during perft: response id (\d+), want (\d+)$`, `^error: protocol during perft: response id (\d+), want (\d+)$`, 1}},
		{"drip", want{"error: timeout during perft: no answer within 1.5s", "error: timeout during perft: no answer within 1.5s", 1}},
		{"stderrflood", want{"pass: ", "pass: ", 0}},
	}
	for _, f := range faults {
		t.Run(f.name, func(t *testing.T) {
			t.Parallel()
			r := runHostile(t, f.name, 1500*time.Millisecond, 30*time.Second)
			if r.err != nil {
				t.Fatalf("run: %v", r.err)
			}
			scenariosPass(t, r.cert)
			for id, w := range map[string]string{startpos: f.want.startpos, kiwipete: f.want.kiwipete} {
				k := caseByID(t, r.cert, id)
				got := k.Status + ": " + k.Message
				if strings.HasPrefix(w, "^") {
					m := regexp.MustCompile(w).FindStringSubmatch(got)
					if m == nil {
						t.Errorf("%s: got %q, want %s", id, got, w)
					} else if a, b := m[1], m[2]; fmt.Sprint(mustAtoi(b)+100) != a {
						t.Errorf("%s: got %q: the program answered id+100, so want %d", id, got, mustAtoi(b)+100)
					}
				} else if got != w {
					t.Errorf("%s: got %q, want %q", id, got, w)
				}
				if k.Status != certify.Pass && !strings.Contains(k.Reproduce, "--case "+id) {
					t.Errorf("%s: reproduce %q does not select the case", id, k.Reproduce)
				}
			}
			if got := r.cert.Session.Restarts; got != f.want.restarts {
				t.Errorf("restarts = %d, want %d", got, f.want.restarts)
			}
			wantVerdict := certify.Fail
			if f.want.startpos == "pass: " {
				wantVerdict = certify.Pass
			}
			if r.cert.Verdict != wantVerdict {
				t.Errorf("verdict %s, want %s", r.cert.Verdict, wantVerdict)
			}
			if f.name == "stderrflood" {
				if got, want := r.cert.Session.StderrBytes, int64(20<<20); got != want {
					t.Errorf("stderr bytes = %d, want %d (the flood, drained to the end)", got, want)
				}
			}
		})
	}
}

func mustAtoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// TestUnusablePrograms: a program that cannot be certified at all is a
// launch error (certify exits 2), reported with its reason and stderr.
func TestUnusablePrograms(t *testing.T) {
	cases := []struct {
		fault, reason, stderr string
	}{
		{"exitstart", "handshake: crash during hello: the program exited (exit status 1)", "hostile: cannot find my opening book\n"},
		{"silent", "handshake: timeout during hello: no answer within 5s", ""},
		{"version2", "the program speaks protocol 2; this chessconform speaks protocol 1", ""},
	}
	for _, c := range cases {
		t.Run(c.fault, func(t *testing.T) {
			t.Parallel()
			hs := 30 * time.Second
			if c.fault == "silent" {
				hs = 5 * time.Second
			}
			r := runHostile(t, c.fault, 2*time.Second, hs)
			var le *protocol.LaunchError
			if !errors.As(r.err, &le) {
				t.Fatalf("got %v (certificate %v), want a launch error", r.err, r.cert != nil)
			}
			if le.Reason != c.reason || le.Stderr != c.stderr {
				t.Errorf("got reason %q stderr %q, want %q and %q", le.Reason, le.Stderr, c.reason, c.stderr)
			}
		})
	}
}
