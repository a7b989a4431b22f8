package corpus

import (
	"fmt"
	"io"
	"strings"
)

// LegalSetCase is one position of the bestmove-legality corpus with its
// complete set of legal moves (UCI), worked out by hand.
type LegalSetCase struct {
	ID       string
	Articles []string
	FEN      string
	Legal    []string // empty: no legal move (checkmate or stalemate)
	// Game, when not nil, is a game from the initial position (UCI) that
	// reaches FEN, for programs that cannot set up a position.
	Game []string
	Line int // line of the id in the file
}

// ReadLegalSets parses "id NAME", "articles A ...", "fen FEN",
// "legal MOVE ..." and optional "game MOVE ..." lines; '#' starts a
// comment. Every case needs the first four.
func ReadLegalSets(r io.Reader, name string) ([]LegalSetCase, error) {
	var out []LegalSetCase
	seen := map[string]map[string]bool{}
	kl := newKeyLines(r)
	for kl.Next() {
		line, text, key, rest := kl.Line, kl.Text, kl.Key, kl.Rest
		if key != "id" && len(out) == 0 {
			return nil, fmt.Errorf("%s:%d: %q before the first id", name, line, key)
		}
		var c *LegalSetCase
		if len(out) > 0 {
			c = &out[len(out)-1]
		}
		if key != "id" && seen[c.ID][key] {
			return nil, fmt.Errorf("%s:%d: second %q line for %s", name, line, key, c.ID)
		}
		switch key {
		case "id":
			if rest == "" {
				return nil, fmt.Errorf("%s:%d: id without a name", name, line)
			}
			if seen[rest] != nil {
				return nil, fmt.Errorf("%s:%d: duplicate id %q", name, line, rest)
			}
			seen[rest] = map[string]bool{}
			out = append(out, LegalSetCase{ID: rest, Line: line})
			continue
		case "articles":
			c.Articles = strings.Fields(rest)
		case "fen":
			c.FEN = rest
		case "legal":
			c.Legal = strings.Fields(rest)
			if c.Legal == nil {
				c.Legal = []string{}
			}
		case "game":
			c.Game = strings.Fields(rest)
			if len(c.Game) == 0 {
				return nil, fmt.Errorf("%s:%d: game without moves", name, line)
			}
		default:
			return nil, fmt.Errorf("%s:%d: unknown line %q", name, line, text)
		}
		seen[c.ID][key] = true
	}
	if err := kl.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	for _, c := range out {
		for _, k := range []string{"articles", "fen", "legal"} {
			if !seen[c.ID][k] {
				return nil, fmt.Errorf("%s:%d: case %s has no %q line", name, c.Line, c.ID, k)
			}
		}
	}
	return out, nil
}
