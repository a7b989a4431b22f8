package certify_test

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/chessconform/chessconform/conformance/certify"
)

// TestUntrustedTextIsInert: a program that puts terminal escape sequences
// (title, OSC 52 clipboard, clear screen, C1 CSI, bidi override) and
// <script> in its name, version, capability and rulebook lists, stderr, a
// stray line and its error messages changes nothing on a terminal or in
// any report format: no raw C0 (but newline and tab), C1 or bidi control
// anywhere, no <script> outside the text format (where it is inert).
func TestUntrustedTextIsInert(t *testing.T) {
	t.Parallel()
	r := runHostile(t, "evil", 5*time.Second, 30*time.Second)
	if r.err != nil {
		t.Fatal(r.err)
	}
	// The evil text got through somewhere, escaped: the test is not vacuous.
	var all strings.Builder
	for _, k := range r.cert.Cases {
		all.WriteString(k.Message + "\n" + k.Actual + "\n")
	}
	for _, want := range []string{"hostile: dying", "no perft today", "stray"} {
		if !strings.Contains(all.String(), want) {
			t.Errorf("no case reports %q: %s", want, all.String())
		}
	}
	if !strings.HasPrefix(r.cert.Subject.Name, "evil") {
		t.Errorf("name %q", r.cert.Subject.Name)
	}
	for _, c := range r.cert.Subject.Capabilities {
		if c != "moves" {
			t.Errorf("capability %q declared", c)
		}
	}
	if len(r.cert.Subject.Rulebooks) != 0 {
		t.Errorf("rulebooks %q", r.cert.Subject.Rulebooks)
	}
	for _, f := range certify.Formats {
		var b bytes.Buffer
		if err := certify.Write(&b, f, r.cert, nil); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out := b.String()
		for i, c := range out {
			if c < 0x20 && c != '\n' && c != '\t' || c == 0x7f || c >= 0x80 && c <= 0x9f || c >= 0x202a && c <= 0x202e || c >= 0x2066 && c <= 0x2069 {
				t.Errorf("%s report: raw control U+%04X at byte %d: …%q…", f, c, i, out[max(0, i-40):min(len(out), i+40)])
				break
			}
		}
		if f != "text" && strings.Contains(strings.ToLower(out), "<script") {
			i := strings.Index(strings.ToLower(out), "<script")
			t.Errorf("%s report: unescaped <script>: …%s…", f, out[max(0, i-60):min(len(out), i+40)])
		}
		if f == "text" || f == "markdown" {
			if !strings.Contains(out, `\u001b`) {
				t.Errorf("%s report: the escape sequences do not show as \\u001b", f)
			}
		}
	}
}
