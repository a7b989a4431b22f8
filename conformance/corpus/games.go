package corpus

import (
	"fmt"
	"io"
	"strings"
)

// GameCase is one game of the xboard claims corpus: a start position, moves
// (UCI) fed to the engine, and whether the engine is then asked to move.
type GameCase struct {
	ID       string
	Articles []string
	FEN      string
	Moves    []string
	Go       bool
	Line     int // line of the id in the file
}

// ReadGames parses "id NAME", "articles A ...", "fen FEN", "moves UCI ..."
// and "go yes|no" lines; '#' starts a comment. Every case needs all five.
func ReadGames(r io.Reader, name string) ([]GameCase, error) {
	var out []GameCase
	seen := map[string]map[string]bool{}
	kl := newKeyLines(r)
	for kl.Next() {
		line, text, key, rest := kl.Line, kl.Text, kl.Key, kl.Rest
		if key == "id" {
			if rest == "" {
				return nil, fmt.Errorf("%s:%d: id without a name", name, line)
			}
			if seen[rest] != nil {
				return nil, fmt.Errorf("%s:%d: duplicate id %q", name, line, rest)
			}
			seen[rest] = map[string]bool{}
			out = append(out, GameCase{ID: rest, Line: line})
			continue
		}
		if len(out) == 0 {
			return nil, fmt.Errorf("%s:%d: %q before the first id", name, line, key)
		}
		c := &out[len(out)-1]
		if seen[c.ID][key] {
			return nil, fmt.Errorf("%s:%d: second %q line for %s", name, line, key, c.ID)
		}
		switch key {
		case "articles":
			c.Articles = strings.Fields(rest)
		case "fen":
			c.FEN = rest
		case "moves":
			c.Moves = strings.Fields(rest)
		case "go":
			switch rest {
			case "yes":
				c.Go = true
			case "no":
			default:
				return nil, fmt.Errorf("%s:%d: go %q: want yes or no", name, line, rest)
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
		for _, k := range []string{"articles", "fen", "moves", "go"} {
			if !seen[c.ID][k] {
				return nil, fmt.Errorf("%s:%d: case %s has no %q line", name, c.Line, c.ID, k)
			}
		}
	}
	return out, nil
}
