package protocol

import (
	"fmt"
	"strings"
)

// SplitCommand splits a command line into argv the way a POSIX shell splits
// words, without any expansion: whitespace separates words, single quotes
// keep everything literally, double quotes keep everything but \" and \\,
// a backslash outside quotes escapes the next character. No shell runs, so
// $VAR, globs, pipes and redirections have no special meaning.
func SplitCommand(s string) ([]string, error) {
	var (
		out   []string
		cur   strings.Builder
		inArg bool
		quote rune // 0, '\'' or '"'
		esc   bool
	)
	for i, r := range s {
		switch {
		case esc:
			cur.WriteRune(r)
			esc = false
		case quote == '\'':
			if r == '\'' {
				quote = 0
			} else {
				cur.WriteRune(r)
			}
		case quote == '"':
			switch r {
			case '"':
				quote = 0
			case '\\':
				if i+1 < len(s) && (s[i+1] == '"' || s[i+1] == '\\') {
					esc = true
				} else {
					cur.WriteRune(r)
				}
			default:
				cur.WriteRune(r)
			}
		case r == '\\':
			esc, inArg = true, true
		case r == '\'' || r == '"':
			quote, inArg = r, true
		case r == ' ' || r == '\t' || r == '\n':
			if inArg {
				out = append(out, cur.String())
				cur.Reset()
				inArg = false
			}
		default:
			cur.WriteRune(r)
			inArg = true
		}
	}
	if esc {
		return nil, fmt.Errorf("command %q ends with a lone backslash", s)
	}
	if quote != 0 {
		return nil, fmt.Errorf("command %q has an unterminated %c quote", s, quote)
	}
	if inArg {
		out = append(out, cur.String())
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("empty command")
	}
	return out, nil
}

// QuoteCommand writes argv as one command line that SplitCommand (and a
// POSIX shell) reads back as argv.
func QuoteCommand(argv []string) string {
	q := make([]string, len(argv))
	for i, a := range argv {
		q[i] = Quote(a)
	}
	return strings.Join(q, " ")
}

// Quote quotes one word for SplitCommand and POSIX shells.
func Quote(a string) string {
	if a != "" && strings.IndexFunc(a, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-_./=:,+@%", r))
	}) < 0 {
		return a
	}
	return "'" + strings.ReplaceAll(a, "'", `'\''`) + "'"
}
