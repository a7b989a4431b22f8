package corpus

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// InvalidCase is one input a program must reject (Articles 1–3 and
// Appendix C): a FEN that no game can show, or a SAN move that is illegal,
// ambiguous or unreadable in its position. A strict case is a position that
// obeys every rule a single look can check but that no series of legal
// moves reaches (e.g. three pieces giving check); a program may reject it or
// answer it, never lose for accepting it.
type InvalidCase struct {
	ID       string
	Op       string   // "legal_moves" (the FEN is invalid) or "from_san" (the SAN is)
	Articles []string // the articles that make the input invalid
	FEN      string
	SAN      string   // from_san only
	Locale   string   // from_san only; "en" when not given
	Strict   bool     // "level strict": rejection optional
	Legal    []string // strict only: the complete set of legal moves (UCI), worked out by hand
	Reason   string   // why the input is invalid, for the certificate
	Line     int      // line of the id in the file
}

// Operations an invalid case can use.
const (
	InvalidLegalMoves = "legal_moves"
	InvalidFromSAN    = "from_san"
)

// ReadInvalid parses the invalid-input corpus: "id NAME", "op OP",
// "articles A ...", "fen FEN", "san SAN", "locale LANG", "level strict" and
// "legal MOVE ..." and "reason TEXT" lines; '#' starts a comment. A value may be written as a Go
// quoted string ("" for an empty SAN, or to keep spaces at its ends). Every
// case needs id, op, articles, fen and reason; from_san cases need san.
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
			if rest != InvalidLegalMoves && rest != InvalidFromSAN {
				return nil, fmt.Errorf("%s:%d: op %q: want %s or %s", name, line, rest, InvalidLegalMoves, InvalidFromSAN)
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
		need := []string{"op", "articles", "fen", "reason"}
		if c.Op == InvalidFromSAN {
			need = append(need, "san")
		}
		for _, k := range need {
			if !seen[c.ID][k] {
				return nil, fmt.Errorf("%s:%d: case %s has no %q line", name, c.Line, c.ID, k)
			}
		}
		if c.Op == InvalidLegalMoves && (seen[c.ID]["san"] || seen[c.ID]["locale"]) {
			return nil, fmt.Errorf("%s:%d: case %s: san and locale belong to from_san cases", name, c.Line, c.ID)
		}
		if c.Strict && c.Op != InvalidLegalMoves {
			return nil, fmt.Errorf("%s:%d: case %s: only positions (legal_moves) have a strict level", name, c.Line, c.ID)
		}
		if c.Strict != seen[c.ID]["legal"] {
			return nil, fmt.Errorf("%s:%d: case %s: a strict case, and only a strict one, lists its legal moves", name, c.Line, c.ID)
		}
	}
	return out, nil
}
