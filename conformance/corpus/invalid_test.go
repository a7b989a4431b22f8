package corpus

import (
	"strings"
	"testing"
)

func TestReadInvalid(t *testing.T) {
	good := `# comment
id a
op legal_moves
articles 2.2
fen 8/8/8/8/8/8/8/8 w - - 0 1
reason no kings

id b
op from_san
articles C.8
fen 4k3/8/8/8/8/8/8/4K3 w - - 0 1
san ""
locale de
reason empty

id c
op legal_moves
level strict
articles 3.10.3
fen 7k/8/8/8/8/8/8/r3K2r w - - 0 1
legal e1d2 e1e2 e1f2
reason two checks along one line

id d
op play
articles 3.7.2
fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
moves e2e4 e7e5 e1e3
reason the king moves one square

id e
op game_status
articles 3.8.1
rulebook fide-2023
fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
moves ""
reason empty moves

id f
op unwinnable
articles 2.2
fen 8/8/8/8/8/8/8/8 w - - 0 1
side black
reason no kings

id g
op adjudicate
articles 3.7.2
rulebook fide-2023
log "{\"time_control\": \"5400+30\",\n \"events\": [{\"type\": \"move\", \"move\": \"e5\"}]}"
reason e5
`
	cs, err := ReadInvalid(strings.NewReader(good), "good")
	if err != nil {
		t.Fatal(err)
	}
	if len(cs) != 7 || cs[0].Locale != "en" || cs[1].SAN != "" || cs[1].Locale != "de" || !cs[2].Strict || len(cs[2].Legal) != 3 || cs[1].Line != 8 {
		t.Errorf("%+v", cs)
	}
	if d, e, f, g := cs[3], cs[4], cs[5], cs[6]; len(d.Moves) != 3 || d.Moves[2] != "e1e3" || e.Rulebook != "fide-2023" || len(e.Moves) != 0 ||
		f.Side != "black" || !strings.Contains(g.Log, "\n \"events\"") || g.Rulebook != "fide-2023" {
		t.Errorf("%+v", cs[3:])
	}
	for name, bad := range map[string]string{
		"key before id":             "op legal_moves\n",
		"unknown op":                "id a\nop perft\n",
		"unknown key":               "id a\nfoo bar\n",
		"duplicate id":              "id a\nop legal_moves\narticles 1\nfen x\nreason r\nid a\n",
		"second line":               "id a\nop legal_moves\nop legal_moves\n",
		"missing reason":            "id a\nop legal_moves\narticles 1\nfen x\n",
		"san case without san":      "id a\nop from_san\narticles 1\nfen x\nreason r\n",
		"san on a fen case":         "id a\nop legal_moves\narticles 1\nfen x\nsan e4\nreason r\n",
		"strict san":                "id a\nop from_san\nlevel strict\narticles 1\nfen x\nsan e4\nlegal e2e4\nreason r\n",
		"strict without legal":      "id a\nop legal_moves\nlevel strict\narticles 1\nfen x\nreason r\n",
		"legal without strict":      "id a\nop legal_moves\narticles 1\nfen x\nlegal e2e4\nreason r\n",
		"bad level":                 "id a\nlevel lax\n",
		"bad quote":                 "id a\nsan \"e4\n",
		"empty articles":            "id a\narticles\n",
		"id with spaces":            "id a b\n",
		"play without moves":        "id a\nop play\narticles 1\nfen x\nreason r\n",
		"status without rulebook":   "id a\nop game_status\narticles 1\nfen x\nmoves e2e4\nreason r\n",
		"moves on a fen case":       "id a\nop legal_moves\narticles 1\nfen x\nmoves e2e4\nreason r\n",
		"unwinnable without side":   "id a\nop unwinnable\narticles 1\nfen x\nreason r\n",
		"bad side":                  "id a\nside red\n",
		"log on a play case":        "id a\nop play\narticles 1\nfen x\nmoves e2e4\nlog {}\nreason r\n",
		"adjudicate without log":    "id a\nop adjudicate\narticles 1\nrulebook fide-2023\nreason r\n",
		"fen on an adjudicate case": "id a\nop adjudicate\narticles 1\nrulebook fide-2023\nlog {}\nfen x\nreason r\n",
	} {
		if _, err := ReadInvalid(strings.NewReader(bad), "bad"); err == nil {
			t.Errorf("%s: no error", name)
		} else if !strings.HasPrefix(err.Error(), "bad:") {
			t.Errorf("%s: error %q does not name the file", name, err)
		}
	}
}
