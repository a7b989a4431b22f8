package corpus

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
)

// InvalidCase is one input a program must reject (Articles 1–5 and
// Appendix C): a FEN that no game can show, a SAN move that is illegal,
// ambiguous or unreadable in its position, an illegal move to play or in a
// game whose state is asked, a position to analyse that no game can show, or
// an arbiter's event log that logs an illegal move. A strict case is a position that
// obeys every rule a single look can check but that no series of legal
// moves reaches (e.g. three pieces giving check); a program may reject it or
// answer it, never lose for accepting it.
type InvalidCase struct {
	ID       string
	Op       string   // one of the Invalid operations below
	Articles []string // the articles that make the input invalid
	FEN      string   // every operation but adjudicate
	SAN      string   // from_san only
	Locale   string   // from_san only; "en" when not given
	Moves    []string // play and game_status: UCI moves from FEN
	Rulebook string   // game_status and adjudicate: a rulebook id
	Side     string   // unwinnable: "white" or "black", the side asked about
	Log      string   // adjudicate: the event log (JSON or YAML)
	Strict   bool     // "level strict": rejection optional
	Legal    []string // strict only: the complete set of legal moves (UCI), worked out by hand
	Reason   string   // why the input is invalid, for the certificate
	Line     int      // line of the id in the file
}

// Operations an invalid case can use: the protocol operation certify sends
// the case with.
const (
	InvalidLegalMoves = "legal_moves" // the FEN is invalid
	InvalidFromSAN    = "from_san"    // the SAN is
	InvalidPlay       = "play"        // a move of Moves is illegal
	InvalidStatus     = "game_status" // a move of Moves is illegal, or the FEN invalid
	InvalidUnwinnable = "unwinnable"  // the FEN is invalid
	InvalidAdjudicate = "adjudicate"  // the Log logs an illegal move or an invalid position
)

// invalidFields are the lines each operation needs (beyond id, op, articles
// and reason) and the ones it may have.
var invalidFields = map[string]struct{ need, may []string }{
	InvalidLegalMoves: {need: []string{"fen"}, may: []string{"level", "legal"}},
	InvalidFromSAN:    {need: []string{"fen", "san"}, may: []string{"locale"}},
	InvalidPlay:       {need: []string{"fen", "moves"}},
	InvalidStatus:     {need: []string{"rulebook", "fen", "moves"}},
	InvalidUnwinnable: {need: []string{"fen", "side"}},
	InvalidAdjudicate: {need: []string{"rulebook", "log"}},
}

// ReadInvalid parses the invalid-input corpus: "id NAME", "op OP",
// "articles A ...", "fen FEN", "san SAN", "locale LANG", "level strict",
// "legal MOVE ...", "moves MOVE ...", "rulebook ID", "side white|black",
// "log TEXT" and "reason TEXT" lines; '#' starts a comment. A value may be
// written as a Go quoted string ("" for an empty SAN or move list, a log
// with its line breaks as \n, or to keep spaces at its ends). Every case
// needs id, op, articles and reason, and the lines its operation needs
// (invalidFields); a line another operation needs is an error.
func ReadInvalid(r io.Reader, name string) ([]InvalidCase, error) {
	var out []InvalidCase
	seen := map[string]map[string]bool{}
	kl := newKeyLines(r)
	for kl.Next() {
		line, text, key, rest := kl.Line, kl.Text, kl.Key, kl.Rest
		if strings.HasPrefix(rest, `"`) {
			u, err := strconv.Unquote(rest)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: bad quoted value %s: %w", name, line, rest, err)
			}
			rest = u
		}
		if key != "id" && len(out) == 0 {
			return nil, fmt.Errorf("%s:%d: %q before the first id", name, line, key)
		}
		var c *InvalidCase
		if len(out) > 0 {
			c = &out[len(out)-1]
		}
		if key != "id" && seen[c.ID][key] {
			return nil, fmt.Errorf("%s:%d: second %q line for %s", name, line, key, c.ID)
		}
		switch key {
		case "id":
			if rest == "" || strings.ContainsAny(rest, " \t") {
				return nil, fmt.Errorf("%s:%d: want \"id NAME\" with a one-word name", name, line)
			}
			if seen[rest] != nil {
				return nil, fmt.Errorf("%s:%d: duplicate id %q", name, line, rest)
			}
			seen[rest] = map[string]bool{}
			out = append(out, InvalidCase{ID: rest, Line: line, Locale: "en"})
			continue
		case "op":
			if _, ok := invalidFields[rest]; !ok {
				return nil, fmt.Errorf("%s:%d: op %q: want one of %s", name, line, rest, strings.Join(invalidOps(), ", "))
			}
			c.Op = rest
		case "articles":
			c.Articles = strings.Fields(rest)
			if len(c.Articles) == 0 {
				return nil, fmt.Errorf("%s:%d: articles line without an article", name, line)
			}
		case "fen":
			c.FEN = rest
		case "san":
			c.SAN = rest
		case "locale":
			c.Locale = rest
		case "level":
			if rest != "strict" {
				return nil, fmt.Errorf("%s:%d: level %q: the only level is strict", name, line, rest)
			}
			c.Strict = true
		case "legal":
			c.Legal = strings.Fields(rest)
		case "moves":
			c.Moves = strings.Fields(rest)
		case "rulebook":
			c.Rulebook = rest
		case "side":
			if rest != "white" && rest != "black" {
				return nil, fmt.Errorf("%s:%d: side %q: want white or black", name, line, rest)
			}
			c.Side = rest
		case "log":
			c.Log = rest
		case "reason":
			c.Reason = rest
		default:
			return nil, fmt.Errorf("%s:%d: unknown line %q", name, line, text)
		}
		seen[c.ID][key] = true
	}
	if err := kl.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	for _, c := range out {
		for _, k := range []string{"op", "articles", "reason"} {
			if !seen[c.ID][k] {
				return nil, fmt.Errorf("%s:%d: case %s has no %q line", name, c.Line, c.ID, k)
			}
		}
		f := invalidFields[c.Op]
		for _, k := range f.need {
			if !seen[c.ID][k] {
				return nil, fmt.Errorf("%s:%d: case %s (%s) has no %q line", name, c.Line, c.ID, c.Op, k)
			}
		}
		for k := range seen[c.ID] {
			switch {
			case k == "id" || k == "op" || k == "articles" || k == "reason":
			case slices.Contains(f.need, k) || slices.Contains(f.may, k):
			default:
				return nil, fmt.Errorf("%s:%d: case %s: a %q line does not belong to a %s case", name, c.Line, c.ID, k, c.Op)
			}
		}
		if c.Strict != seen[c.ID]["legal"] {
			return nil, fmt.Errorf("%s:%d: case %s: a strict case, and only a strict one, lists its legal moves", name, c.Line, c.ID)
		}
	}
	return out, nil
}

// invalidOps lists the operations, sorted.
func invalidOps() []string {
	return slices.Sorted(maps.Keys(invalidFields))
}
