// Package engines lists the real chess engines chessconform certifies
// through its UCI and xboard drivers (Debian packages), how each is
// launched, which corpora judge it, and where its expected failures are:
// conformance/engines/NAME/expected-failures.txt, in conformance/matrix's
// format (triaged groups with article, reason and confirmations, then one
// "CASE-ID STATUS ARTICLES" line per case the engine's certificate must not
// pass), each group explained with a worked position in
// conformance/engines/README.md.
//
// The test of this package certifies every installed engine and compares
// its failures with the file in both directions; .ci/engines runs it.
package engines

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
