// Package engines lists the real chess engines chessconform certifies
// through its UCI and xboard drivers (Debian packages), how each is
// launched, which corpora judge it, and where its expected failures are:
// conformance/engines/NAME/expected-failures.txt, one line per case the
// engine's certificate must fail ("CASE-ID STATUS ARTICLES"), each group
// explained with a worked position in conformance/engines/README.md.
//
// The test of this package certifies every installed engine and compares
// its failures with the file in both directions; .ci/engines runs it.
package engines

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// Engine is one engine certified in CI.
type Engine struct {
	Name    string   // directory under conformance/engines/
	Package string   // Debian package
	Driver  string   // "uci" or "xboard"
	Command string   // --engine (a word list; the binary is looked up in PATH and /usr/games)
	Cases   []string // --case selections: the corpora that judge it
}

// Args are the chessconform certify arguments that certify the engine.
func (e Engine) Args() []string {
	a := []string{"certify", "--driver", e.Driver, "--engine", e.Command}
	for _, c := range e.Cases {
		a = append(a, "--case", c)
	}
	return a
}

var (
	uciCases    = []string{"perft", "bestmove"}
	xboardCases = []string{"bestmove", "claims"}
)

// All are the ten engines of issue 14: five UCI engines, four xboard (CECP)
// engines and GNU Chess, an xboard engine certified through its UCI mode.
var All = []Engine{
	{"stockfish", "stockfish", "uci", "stockfish", uciCases},
	{"fairy-stockfish", "fairy-stockfish", "uci", "fairy-stockfish", uciCases},
	{"ethereal", "ethereal-chess", "uci", "ethereal-chess", uciCases},
	{"glaurung", "glaurung", "uci", "glaurung", uciCases},
	{"toga2", "toga2", "uci", "toga2", uciCases},
	// GNU Chess 6.2.7 through xboard (`gnuchess -x`) acts on a command only
	// when the next line arrives, so what it answers depends on timing
	// (README.md, "GNU Chess waits for the next line"); its UCI mode is
	// certified instead.
	{"gnuchess", "gnuchess", "uci", "gnuchess -u", uciCases},
	{"fairymax", "fairymax", "xboard", "fairymax", xboardCases},
	{"hoichess", "hoichess", "xboard", "hoichess -x", xboardCases},
	// -l-: no learning file, so that every run starts from the same engine.
	{"phalanx", "phalanx", "xboard", "phalanx -l-", xboardCases},
	{"sjeng", "sjeng", "xboard", "sjeng", xboardCases},
}

// Expected is one line of an expected-failures file.
type Expected struct {
	ID, Status string
	Articles   []string
	Line       int
}

// ReadExpected parses "CASE-ID STATUS ARTICLES" lines ('#' comments).
func ReadExpected(r io.Reader, name string) ([]Expected, error) {
	var out []Expected
	seen := map[string]bool{}
	sc := bufio.NewScanner(r)
	n := 0
	for sc.Scan() {
		n++
		line, _, _ := strings.Cut(sc.Text(), "#")
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		if len(f) != 3 {
			return nil, fmt.Errorf("%s:%d: want CASE-ID STATUS ARTICLES, got %q", name, n, line)
		}
		if f[1] != "fail" && f[1] != "error" {
			return nil, fmt.Errorf("%s:%d: status %q: want fail or error", name, n, f[1])
		}
		if seen[f[0]] {
			return nil, fmt.Errorf("%s:%d: %s listed twice", name, n, f[0])
		}
		seen[f[0]] = true
		out = append(out, Expected{ID: f[0], Status: f[1], Articles: strings.Split(f[2], ","), Line: n})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return out, nil
}
