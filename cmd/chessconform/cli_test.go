package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestVersion(t *testing.T) {
	for _, args := range [][]string{{"--version"}, {"version"}} {
		code, out, errs := runCLI(t, args...)
		// go test records no VCS settings: the version is devel.
		if code != 0 || !strings.HasPrefix(out, "chessconform devel (") {
			t.Errorf("%q: exit %d, %q %q", args, code, out, errs)
		}
	}
	bi := &debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
		{Key: "vcs.revision", Value: "9488b10d7ff1680acb88c7b64cc3e7a1d1bcd14c"},
		{Key: "vcs.time", Value: "2026-11-26T03:00:00Z"},
		{Key: "vcs.modified", Value: "true"},
	}}
	if got, want := buildVersion(bi).String(), "chessconform devel (revision 9488b10d7ff1, 2026-11-26T03:00:00Z, modified; go1.26.0)"; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	bi.Main.Version, bi.Settings = "v1.2.0", nil
	if got, want := buildVersion(bi).String(), "chessconform v1.2.0 (no VCS revision; go1.26.0)"; got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if got := buildVersion(nil).Version; got != "devel" {
		t.Errorf("no build info: %q", got)
	}
}

// help COMMAND prints exactly what COMMAND --help prints.
func TestHelpCommand(t *testing.T) {
	for _, c := range commands() {
		_, viaHelp, _ := runCLI(t, "help", c.name)
		code, direct, _ := runCLI(t, c.name, "--help")
		if code != 0 || viaHelp != direct || direct == "" {
			t.Errorf("help %s: exit %d; differs from %s --help or empty", c.name, code, c.name)
		}
	}
	for _, sub := range rulesSubcommands {
		_, viaHelp, _ := runCLI(t, "help", "rules", sub)
		_, direct, _ := runCLI(t, "rules", sub, "--help")
		if viaHelp != direct || !strings.Contains(direct, "Usage: chessconform rules "+sub) {
			t.Errorf("help rules %s: %q, want %q", sub, viaHelp, direct)
		}
	}
}

// The completion scripts parse in their shells (bash always; zsh and fish
// when installed) and offer commands, flags, rulebook ids, formats,
// capabilities and drivers.
func TestCompletionScripts(t *testing.T) {
	scripts := map[string]string{}
	for _, sh := range completionShells {
		code, out, errs := runCLI(t, "completion", sh)
		if code != 0 {
			t.Fatalf("completion %s: exit %d %s", sh, code, errs)
		}
		for _, want := range []string{"certify", "rulebook", "fide-2023", "hu-2018", "junit", "unwinnability", "uci", "capabilities", "validate"} {
			if !strings.Contains(out, want) {
				t.Errorf("completion %s: no %q", sh, want)
			}
		}
		scripts[sh] = out
	}
	dir := t.TempDir()
	check := map[string][]string{"bash": {"bash", "-n"}, "zsh": {"zsh", "-n"}, "fish": {"fish", "--no-execute"}}
	for sh, argv := range check {
		file := filepath.Join(dir, "chessconform."+sh)
		writeFile(t, file, scripts[sh])
		if _, err := exec.LookPath(argv[0]); err != nil {
			t.Logf("%s not installed: its script is not checked", argv[0])
			continue
		}
		if out, err := exec.Command(argv[0], append(argv[1:], file)...).CombinedOutput(); err != nil {
			t.Errorf("%s: %v\n%s", sh, err, out)
		}
	}
	// bash: what the script offers for a few command lines.
	if _, err := exec.LookPath("bash"); err != nil {
		return
	}
	for _, c := range []struct {
		line string // the words typed; the last is being completed
		want []string
		not  []string
	}{
		{"chessconform cer", []string{"certify"}, []string{"perft"}},
		{"chessconform certify --format j", []string{"json", "junit"}, []string{"text"}},
		{"chessconform certify --driver ", []string{"protocol", "uci"}, nil},
		{"chessconform certify --capabilities ", []string{"moves", "unwinnability", "arbiter"}, nil},
		{"chessconform certify --ru", []string{"--rulebook"}, nil},
		{"chessconform status --rulebook fide-20", []string{"fide-2005", "fide-2023"}, []string{"hu-2018"}},
		{"chessconform rules ", []string{"list", "show", "validate", "diff"}, nil},
		{"chessconform rules diff --format ", []string{"markdown", "html"}, []string{"junit"}},
		{"chessconform rules show hu", []string{"hu-2014", "hu-2018"}, nil},
		{"chessconform help ad", []string{"adjudicate"}, nil},
		{"chessconform completion ", []string{"bash", "zsh", "fish"}, nil},
		{"chessconform adjudicate fide-2023 --js", []string{"--json"}, nil},
	} {
		words := strings.Split(c.line, " ")
		script := scripts["bash"] + "\nCOMP_WORDS=(" + quoteWords(words) + ")\nCOMP_CWORD=" + strconv.Itoa(len(words)-1) +
			"\n_chessconform\nprintf '%s\\n' \"${COMPREPLY[@]}\"\n"
		out, err := exec.Command("bash", "-c", script).CombinedOutput()
		if err != nil {
			t.Errorf("%q: %v %s", c.line, err, out)
			continue
		}
		got := strings.Fields(string(out))
		for _, w := range c.want {
			if !contains(got, w) {
				t.Errorf("%q: offers %q, want %q among them", c.line, got, w)
			}
		}
		for _, w := range c.not {
			if contains(got, w) {
				t.Errorf("%q: offers %q, not wanted", c.line, w)
			}
		}
	}
}

func quoteWords(ws []string) string {
	var q []string
	for _, w := range ws {
		q = append(q, "'"+w+"'")
	}
	return strings.Join(q, " ")
}

// Progress goes to stderr as plain lines when stderr is not a terminal (a
// pipe, a CI log; here a buffer), one every progressInterval, and not at all
// with --quiet.
func TestProgressLinesWhenNotATerminal(t *testing.T) {
	defer func(d time.Duration) { progressInterval = d }(progressInterval)
	progressInterval = time.Nanosecond
	for _, c := range []struct {
		args []string
		line string
	}{
		{[]string{"certify", "--case", "perft/standard/kiwipete/3", "--case", "features/art3_moves.feature"}, "chessconform certify: ["},
		{[]string{"perft", "--depth", "3"}, "chessconform perft: [20/20 root moves] 8902 nodes"},
	} {
		code, _, errs := runCLI(t, c.args...)
		if code != 0 || !strings.Contains(errs, c.line) || strings.Contains(errs, "\r") {
			t.Errorf("%q: exit %d, stderr %q; want plain lines with %q", c.args, code, errs, c.line)
		}
		code, _, errs = runCLI(t, append(c.args, "--quiet")...)
		if code != 0 || errs != "" {
			t.Errorf("%q --quiet: exit %d, stderr %q; want nothing", c.args, code, errs)
		}
	}
	// The default interval: a job shorter than it prints nothing.
	progressInterval = 5 * time.Second
	if code, _, errs := runCLI(t, "perft", "--depth", "3"); code != 0 || errs != "" {
		t.Errorf("short perft: exit %d, stderr %q", code, errs)
	}
}

// On a terminal the reporter rewrites one line and clears it at the end.
func TestProgressLiveOnATerminal(t *testing.T) {
	var b bytes.Buffer
	p := newProgress(&gate{w: &b, term: true}, "x", false)
	p.Update("step %d", 1)
	p.Done()
	if got := b.String(); got != "\r\033[Kstep 1\r\033[K" {
		t.Errorf("%q", got)
	}
	nilp := newProgress(&b, "x", true) // --quiet: nil
	nilp.Update("nothing")
	nilp.Done()
}

// Commands that compute for long watch their context: cancelled, they
// return at once (in process, without the grace the signal handler gives).
func TestCancelledContextEndsWork(t *testing.T) {
	if testing.Short() {
		t.Skip("waits for cancellations")
	}
	// serve reads os.Stdin; make it a pipe that stays open.
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	defer func(f *os.File) { os.Stdin = f }(os.Stdin)
	os.Stdin = r
	for _, c := range []struct {
		args  []string
		after time.Duration // cancelled after
	}{
		{[]string{"perft", "--depth", "10", "--quiet"}, 300 * time.Millisecond},
		{[]string{"certify", "--quiet", "--engine", "sleep 60", "--case", "perft/standard/kiwipete/3"}, 300 * time.Millisecond},
		{[]string{"serve"}, 2500 * time.Millisecond}, // serving by then: waiting for a request
	} {
		ctx, cancel := context.WithCancel(context.Background())
		var cancelled time.Time
		timer := time.AfterFunc(c.after, func() { cancelled = time.Now(); cancel() })
		code := run(ctx, c.args, &bytes.Buffer{}, &bytes.Buffer{})
		ended := time.Now()
		timer.Stop()
		cancel()
		// Uncancelled, each would run for minutes (perft 10, a 60 s engine)
		// or forever (serve); returning within 20 s of the cancellation is
		// the proof, with room for a loaded machine (1 s flaked under load).
		if cancelled.IsZero() || ended.Sub(cancelled) > 20*time.Second || code == 0 {
			t.Errorf("%q: exit %d, %v after the cancellation (at %v)", c.args, code, ended.Sub(cancelled), c.after)
		}
	}
}

func TestProgressReader(t *testing.T) {
	defer func(d time.Duration) { progressInterval = d }(progressInterval)
	progressInterval = time.Nanosecond
	var b bytes.Buffer
	p := newProgress(&b, "adjudicate", false)
	in := strings.NewReader(strings.Repeat("x", 2_000_000))
	n, err := io.Copy(io.Discard, p.Reader(in, 2_000_000))
	if err != nil || n != 2_000_000 || !strings.Contains(b.String(), "chessconform adjudicate: read 2.0 of 2.0 MB (100 %)\n") {
		t.Errorf("%d %v %q", n, err, b.String())
	}
	var quiet *progress
	if r := strings.NewReader("y"); quiet.Reader(r, 1) != io.Reader(r) {
		t.Error("a nil reporter wraps the reader")
	}
}
