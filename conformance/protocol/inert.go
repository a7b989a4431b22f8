package protocol

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Text a program under test supplies — its name and version, error
// messages, stderr, stray output — is untrusted: printed raw it could clear
// the screen (CSI), set the terminal's title or write the clipboard (OSC
// 52), or reorder what is shown (bidi overrides). Inert makes such text
// harmless for every report format: each C0 control but newline and tab,
// DEL, each C1 control, and each bidi embedding, override or isolate is
// written as a \uXXXX escape, and invalid UTF-8 becomes U+FFFD. The escape
// is valid inside a JSON string, readable on a terminal, and inert in
// Markdown, HTML and XML (which escape their own syntax).
func Inert(s string) string { return inert(s, true) }

// InertLine is Inert for one-line fields (a name, a version): newlines and
// tabs are escaped too.
func InertLine(s string) string { return inert(s, false) }

func inert(s string, multiline bool) string {
	if !needsEscape(s, multiline) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		switch {
		case r == utf8.RuneError && n == 1:
			b.WriteRune('\uFFFD')
		case dangerous(r, multiline):
			fmt.Fprintf(&b, `\u%04x`, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func needsEscape(s string, multiline bool) bool {
	if !utf8.ValidString(s) {
		return true
	}
	for _, r := range s {
		if dangerous(r, multiline) {
			return true
		}
	}
	return false
}

func dangerous(r rune, multiline bool) bool {
	switch {
	case r == '\n' || r == '\t':
		return !multiline
	case r < 0x20 || r == 0x7f: // C0 (ESC, BEL, CR, …) and DEL
		return true
	case r >= 0x80 && r <= 0x9f: // C1 (CSI, OSC, …)
		return true
	case r >= 0x202a && r <= 0x202e, r >= 0x2066 && r <= 0x2069, r == 0x200e, r == 0x200f, r == 0x061c: // bidi
		return true
	}
	return false
}
