package certify_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"testing"
	"time"

	"github.com/chessconform/chessconform/conformance/certify"
)

// TestNoDescendantSurvives: a program whose child starts a grandchild with
// setsid (out of the process group) and exits at once leaves nothing
// running once certify returns (issue 18, criterion 6).
func TestNoDescendantSurvives(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("descendants are tracked on Linux only")
	}
	t.Parallel()
	r := runHostile(t, "daemon", 10*time.Second, 30*time.Second)
	if r.err != nil {
		t.Fatal(r.err)
	}
	// The program, its child and the setsid grandchild each recorded
	// their pid; runHostile has checked that none is alive.
	if len(r.pids) < 3 {
		t.Fatalf("pids %v: the grandchild was never started", r.pids)
	}
	for _, id := range []string{"perft/standard/startpos/4", "perft/standard/kiwipete/3"} {
		if k := caseByID(t, r.cert, id); k.Status != certify.Pass {
			t.Errorf("%s: %s %s", id, k.Status, k.Message)
		}
	}
}

// TestEngineDiesWithCertify: when chessconform itself is killed, a program
// that ignores the end of its input (here: it hangs in perft) is killed by
// the kernel (Pdeathsig), not left running.
func TestEngineDiesWithCertify(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("Pdeathsig is Linux only")
	}
	t.Parallel()
	cc := build(t, "./cmd/chessconform")
	hostile := build(t, "./conformance/testdata/hostile")
	pids := filepath.Join(t.TempDir(), "pids")
	cmd := exec.Command(cc, "certify", "--engine", hostile+" -fault hang -pids "+pids,
		"--case", "perft/standard/startpos/4", "--timeout", "1m", "--quiet")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	// hang records the program's pid, then its sleeping child's when perft arrives.
	deadline := time.Now().Add(30 * time.Second)
	for len(pidsIn(t, pids)) < 2 {
		if time.Now().After(deadline) {
			t.Fatalf("the program never reached perft (pids %v)", pidsIn(t, pids))
		}
		time.Sleep(50 * time.Millisecond)
	}
	if err := cmd.Process.Signal(os.Kill); err != nil {
		t.Fatal(err)
	}
	_ = cmd.Wait()
	engine := pidsIn(t, pids)[0]
	for i := 0; i < 50 && alive(engine); i++ {
		time.Sleep(100 * time.Millisecond)
	}
	if alive(engine) {
		t.Errorf("the engine (pid %d) outlived chessconform by 5 s", engine)
		_ = exec.Command("kill", "-9", "--", "-"+itoa(engine)).Run()
	}
	// Its sleeping child is the program's own business (same process
	// group): end it so the test leaves nothing behind.
	for _, p := range pidsIn(t, pids)[1:] {
		if alive(p) {
			if pr, err := os.FindProcess(p); err == nil {
				_ = pr.Kill()
			}
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
