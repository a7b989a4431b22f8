// Package browser renders HTML pages in headless Chromium for tests: the
// DOM after scripts ran, the console messages, and screenshots. Tests skip
// when Chromium is not installed (.ci/run installs Debian's chromium).
package browser

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"
)

// Chromium returns the path of Debian's chromium, or skips the test.
func Chromium(t testing.TB) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("chromium is not installed (apt-get install chromium)")
	return ""
}

// Options are the window of a rendering; zero values take Chromium's defaults.
type Options struct {
	Width, Height int
	// Screenshot, if set, is the PNG file to write as well.
	Screenshot string
}

func run(t testing.TB, page string, o Options, mode ...string) (stdout, stderr string) {
	t.Helper()
	bin := Chromium(t)
	dir := t.TempDir()
	file := filepath.Join(dir, "page.html")
	if err := os.WriteFile(file, []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
	defer cancel()
	args := []string{"--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--hide-scrollbars",
		"--user-data-dir=" + filepath.Join(dir, "profile"), "--enable-logging=stderr", "--v=0",
		"--virtual-time-budget=2000"}
	if o.Width > 0 && o.Height > 0 {
		args = append(args, "--window-size="+strconv.Itoa(o.Width)+","+strconv.Itoa(o.Height))
	}
	args = append(args, mode...)
	args = append(args, "file://"+file)
	cmd := exec.CommandContext(ctx, bin, args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium: %v\n%s", err, errb.String())
	}
	return out.String(), errb.String()
}

var consoleLine = regexp.MustCompile(`(?m)^.*CONSOLE.*$`)

// Render loads page and returns the DOM Chromium built (after scripts ran)
// and the console messages it logged; with o.Screenshot set, the same launch
// writes the screenshot too.
func Render(t testing.TB, page string, o Options) (dom string, console []string) {
	t.Helper()
	mode := []string{"--dump-dom"}
	if o.Screenshot != "" {
		mode = append(mode, "--screenshot="+o.Screenshot) // one launch does both
	}
	out, errs := run(t, page, o, mode...)
	if o.Screenshot != "" {
		checkPNG(t, o.Screenshot)
	}
	return out, consoleLine.FindAllString(errs, -1)
}

// Screenshot writes a PNG of the page's first screen to o.Screenshot and
// fails the test if Chromium did not write a PNG.
func Screenshot(t testing.TB, page string, o Options) {
	t.Helper()
	run(t, page, o, "--screenshot="+o.Screenshot)
	checkPNG(t, o.Screenshot)
}

func checkPNG(t testing.TB, file string) {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil || !bytes.HasPrefix(b, []byte("\x89PNG\r\n\x1a\n")) {
		t.Fatalf("chromium wrote no PNG screenshot to %s: %v", file, err)
	}
}
