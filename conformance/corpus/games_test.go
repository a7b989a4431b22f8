package corpus_test

import (
	"os"
	"strings"
	"testing"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/conformance/corpus"
)

func TestReadGamesErrors(t *testing.T) {
	for in, want := range map[string]string{
		"fen x":      `"fen" before the first id`,
		"id a\nid a": `duplicate id "a"`,
		"id a\narticles 9\nfen F\nmoves\ngo maybe":     `go "maybe": want yes or no`,
		"id a\narticles 9\nfen F\nmoves\n":             `case a has no "go" line`,
		"id a\narticles 9\nfen F\nmoves\ngo no\nx y":   `unknown line "x y"`,
		"id a\narticles 9\nfen F\nfen G\nmoves\ngo no": `second "fen" line`,
	} {
		_, err := corpus.ReadGames(strings.NewReader(in), "t")
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: %v, want %q", in, err, want)
		}
	}
	if _, err := corpus.ReadLegalSets(strings.NewReader("id a\narticles 3\nfen F\nlegal\ngame\n"), "t"); err == nil || !strings.Contains(err.Error(), "game without moves") {
		t.Errorf("empty game line: %v", err)
	}
}

// Every shipped claims game is legal from its position.
func TestClaimsCorpusGamesAreLegal(t *testing.T) {
	f, err := os.Open("xboard/claims.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cases, err := corpus.ReadGames(f, "xboard/claims.txt")
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) < 15 {
		t.Fatalf("%d claims games", len(cases))
	}
	for _, c := range cases {
		p, err := chess.ParseFEN(c.FEN)
		if err != nil {
			t.Errorf("%s: %v", c.ID, err)
			continue
		}
		for i, u := range c.Moves {
			m, err := p.ParseUCI(u)
			if err != nil {
				t.Errorf("%s: move %d: %v", c.ID, i+1, err)
				break
			}
			p.Make(m)
		}
	}
}
