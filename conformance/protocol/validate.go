package protocol

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/coverage"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/subject"
)

// Every answer of a program is checked for form before a case compares it
// with what the Laws say: a move list of strings that are not moves, a FEN
// that does not parse, a termination outside the closed list or an article
// the rulebook does not have is not a wrong answer but a malformed one, and
// is reported as a protocol fault (error), quoting the response line. A
// malformed answer must never pass a case — a negative check such as "the
// move e1g1 is not among the legal moves" would pass for a list of garbage.
//
// The checks live here, in the client, because only a program speaking the
// protocol is untrusted: an in-process subject is Go code linked into
// chessconform (the reference, a test's wrapper) and is compared as it is.

var (
	uciRe = regexp.MustCompile(`^[a-h][1-8][a-h][1-8][qrbn]?$`)
	// sanRe is SAN in any shipped language: an optional piece letter of any
	// script, disambiguation, capture (x or :) and destination; a pawn's
	// capture and promotion;
	// castling with O or 0; check or mate marks; "e.p." (Appendix C).
	sanRe = regexp.MustCompile(`^(?:\p{Lu}[a-h]?[1-8]?[x:]?[a-h][1-8]|(?:[a-h][x:])?[a-h][1-8](?:=?\p{Lu})?|[O0]-[O0](?:-[O0])?)[+#]?(?: ?e\.p\.)?[+#]?$`)
	// articleRe is an article as rulebooks write them: "9.6.2", "A.4.2",
	// "III.6", "3.7 d", "1 (bullet 2)", "glossary", "Reg. 5".
	articleRe  = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9.() -]{0,39}$`)
	rulebookRe = regexp.MustCompile(`^[a-z0-9][a-z0-9.-]*$`)
	clockRe    = regexp.MustCompile(`^-?\d+:[0-5]\d:[0-5]\d(?:\.\d+)?$`)
)

// The closed sets an answer must come from.
var (
	statusResults = strs(outcome.Results())
	// game_status ends a game only by what needs no claim (Articles 5, 9.6).
	statusTerminations = append([]string{""}, strs(slices.DeleteFunc(outcome.Terminations(), func(t outcome.Termination) bool { return !t.OnTheBoard() }))...)
	claimKinds         = strs(slices.DeleteFunc(outcome.Terminations(), func(t outcome.Termination) bool { return !t.Claim() }))
	sides              = []string{"white", "black"}
	verdicts           = strs(outcome.Verdicts())
	categories         = []string{"standard", "rapid", "blitz"}
	rulingResults      = strs(outcome.RulingResults())
	rulingTerminations = append([]string{""}, strs(outcome.Terminations())...)
	scoresheetModes    = []string{"", "record", "exempt"}
)

// malformed is why an answer is malformed, or "" when it is well formed.
type checker struct{ why []string }

func (c *checker) bad(format string, args ...any) {
	if len(c.why) < 3 {
		c.why = append(c.why, fmt.Sprintf(format, args...))
	}
}

func (c *checker) oneOf(field, v string, set []string) {
	if !slices.Contains(set, v) {
		c.bad("%s %q is not one of %s", field, v, quoteAll(set))
	}
}

func quoteAll(set []string) string {
	q := make([]string, len(set))
	for i, s := range set {
		q[i] = fmt.Sprintf("%q", s)
	}
	return strings.Join(q, ", ")
}

func (c *checker) uci(field, m string) {
	if !uciRe.MatchString(m) {
		c.bad("%s %q is not a move in UCI (e2e4, e7e8q)", field, m)
	}
}

func (c *checker) moveList(field string, ms []string) {
	seen := map[string]bool{}
	for i, m := range ms {
		c.uci(fmt.Sprintf("%s[%d]", field, i), m)
		if seen[m] {
			c.bad("%s lists %q twice", field, m)
		}
		seen[m] = true
	}
}

func (c *checker) fen(field, fen string) {
	if _, err := chess.ParseFEN(fen); err != nil {
		c.bad("%s %q is not a FEN: %v", field, fen, err)
	}
}

func (c *checker) san(field, s string) {
	if !sanRe.MatchString(s) {
		c.bad("%s %q is not SAN", field, s)
	}
}

// article checks the form of an article and, where the project has an
// inventory of the rulebook's articles (rules/articles), that it exists.
func (c *checker) article(field, rulebook, a string, required bool) {
	if a == "" {
		if required {
			c.bad("%s is empty", field)
		}
		return
	}
	if !articleRe.MatchString(a) || !utf8.ValidString(a) {
		c.bad("%s %q is not an article number", field, a)
		return
	}
	if strings.HasPrefix(a, "Reg.") {
		return // an article of the regulations layered on the rulebook: no inventory
	}
	if inv := inventory(rulebook); inv != nil && !inv.has(a) {
		c.bad("%s %q is not an article of %s (rules/articles/%s.yaml)", field, a, rulebook, rulebook)
	}
}

func (c *checker) err() string { return strings.Join(c.why, "; ") }

// articleSet is a rulebook's article inventory in tag form.
type articleSet []string

// has reports whether a is an article of the inventory: a row, below a row
// (rows go three levels deep) or above one ("9" when 9.1.1 is listed). An
// article of a chapter the inventory does not list at all (a translation
// that covers only some chapters, the rest being the edition's) is given
// the benefit of the doubt.
func (s articleSet) has(a string) bool {
	n := coverage.Normalize(a)
	chapter := func(x string) string {
		if i := strings.IndexAny(x, ".-"); i >= 0 {
			return x[:i]
		}
		return x
	}
	covered := false
	for _, r := range s {
		if chapter(r) == chapter(n) {
			covered = true
		}
		if n == r || strings.HasPrefix(n, r+".") || strings.HasPrefix(n, r+"-") || strings.HasPrefix(r, n+".") || strings.HasPrefix(r, n+"-") {
			return true
		}
	}
	return !covered
}

var inventories struct {
	once sync.Once
	sets map[string]articleSet
}

// inventory is the article inventory of rulebook, nil when there is none.
func inventory(rulebook string) articleSet {
	inventories.once.Do(func() {
		inventories.sets = map[string]articleSet{}
		ids, err := coverage.Inventories(chessconform.Data)
		if err != nil {
			return
		}
		for _, id := range ids {
			inv, err := coverage.LoadInventory(chessconform.Data, id)
			if err != nil {
				continue
			}
			var s articleSet
			for _, a := range inv.Articles {
				s = append(s, coverage.Normalize(a.Article))
			}
			inventories.sets[id] = s
		}
	})
	return inventories.sets[rulebook]
}

// checkStatus checks a game_status answer under rulebook.
func checkStatus(rulebook string, r subject.StatusResult) string {
	var c checker
	c.oneOf("result", string(r.Result), statusResults)
	c.oneOf("termination", string(r.Termination), statusTerminations)
	c.article("article", rulebook, r.Article, false)
	for i, cl := range r.Claims {
		f := fmt.Sprintf("claims[%d].", i)
		c.oneOf(f+"kind", string(cl.Kind), claimKinds)
		c.oneOf(f+"by", cl.By, sides)
		c.article(f+"article", rulebook, cl.Article, true)
		if cl.WithMove != "" {
			c.san(f+"with_move", cl.WithMove)
		}
	}
	return c.err()
}

// checkRuling checks an adjudicate answer under rulebook.
func checkRuling(rulebook string, r subject.Ruling) string {
	var c checker
	c.oneOf("result", string(r.Result), rulingResults)
	c.oneOf("termination", string(r.Termination), rulingTerminations)
	c.article("article", rulebook, r.Article, false)
	if r.TimeClass != "" {
		c.oneOf("time_class", r.TimeClass, categories)
	}
	for _, p := range []struct{ f, v string }{{"clocks.white", r.Clocks.White}, {"clocks.black", r.Clocks.Black}} {
		if p.v != "" && !clockRe.MatchString(p.v) {
			c.bad("%s %q is not a clock reading H:MM:SS", p.f, p.v)
		}
	}
	c.oneOf("scoresheet.white", r.Scoresheet.White, scoresheetModes)
	c.oneOf("scoresheet.black", r.Scoresheet.Black, scoresheetModes)
	for i, d := range r.Decisions {
		f := fmt.Sprintf("decisions[%d].", i)
		if d.Side != "" {
			c.oneOf(f+"side", d.Side, sides)
		}
		if d.Action == "" {
			c.bad("%saction is empty", f)
		}
		c.article(f+"article", rulebook, d.Article, false)
	}
	return c.err()
}

// strs is a closed list of outcome's values as the strings they are.
func strs[T ~string](vs []T) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = string(v)
	}
	return out
}
