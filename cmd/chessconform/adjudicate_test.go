package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// testdata/claim.yaml worked by hand:
//   - 2005 (9.5 b): Black 4:00 + 3:00 = 7:00; White 5:00 loses half = 2:30;
//     e4 after 20 s with 30 s increment: 2:40; Black's illegal move (7.4 b)
//     gives White 2:00: 4:40. The flag falls with White able to mate: 1-0 (6.10).
//   - 2023 (9.5.3): Black + 2:00; White 5:00 - 0:20 + 0:30 + 2:00 = 7:10; 1-0 (6.9).
func TestAdjudicateLog(t *testing.T) {
	for _, c := range []struct{ rb, white, article string }{
		{"fide-2005", "0:04:40", "6.10"},
		{"fide-2023", "0:07:10", "6.9"},
	} {
		code, out, errs := runCLI(t, "adjudicate", "--rulebook", c.rb, "--json", "--nodes", "1", "testdata/claim.yaml")
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", c.rb, code, errs)
		}
		var r struct {
			Result, Article string
			Clocks          struct{ White, Black string }
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatal(err)
		}
		if r.Result != "1-0" || r.Article != c.article || r.Clocks.White != c.white || r.Clocks.Black != "0:00:00" {
			t.Errorf("%s: %+v", c.rb, r)
		}
	}
}

// Game 46 of the corpus (lichess.org/z9Siwwu4) ends on time with Black to
// move and White holding two rooks: declared a draw, the Laws give 1-0 (6.9).
func TestAdjudicateFlagWin(t *testing.T) {
	b, err := os.ReadFile("../../conformance/corpus/pgn/lichess-2021-10-sample.pgn")
	if err != nil {
		t.Fatal(err)
	}
	games := strings.Split(string(b), "\n\n[Event ")
	g := "[Event " + games[45]
	if !strings.Contains(g, "z9Siwwu4") {
		t.Fatal("game 46 is not z9Siwwu4")
	}
	g = strings.Replace(g, `[Result "1-0"]`, `[Result "1/2-1/2"]`, 1)
	i := strings.LastIndex(g, "1-0")
	g = g[:i] + "1/2-1/2" + g[i+3:]
	p := filepath.Join(t.TempDir(), "g46.pgn")
	if err := os.WriteFile(p, []byte(g+"\n\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI(t, "adjudicate", "--rulebook", "fide-2023", "--json", p)
	if code != 1 || !strings.Contains(out, `"kind":"flag-win"`) || !strings.Contains(out, `"implied":"1-0"`) || !strings.Contains(out, `"article":"6.9"`) {
		t.Errorf("exit %d: %s %s", code, out, errs)
	}
}

func TestAdjudicatePGN(t *testing.T) {
	code, out, errs := runCLI(t, "adjudicate", "--rulebook", "fide-2023", "../../conformance/corpus/pgn/lichess-2021-10-sample.pgn")
	// Two clocks of the corpus gain time no rule gives (arbiter/audit_test.go).
	if code != 1 || !strings.Contains(out, "400 games under fide-2023: 400 audited, 0 unreadable, 2 findings") || !strings.Contains(out, "game 270 (line 5388) https://lichess.org/eLP4o1zb") {
		t.Errorf("corpus: exit %d %s %s", code, out, errs)
	}
}

func TestAdjudicateBadInput(t *testing.T) {
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"adjudicate", "--rulebook", "fide-2023"}, 2, "want an event log or PGN files"},
		{[]string{"adjudicate", "testdata/claim.yaml"}, 2, "--rulebook is required"},
		{[]string{"adjudicate", "--rulebook", "fide-1999", "testdata/claim.yaml"}, 2, "fide-1999"},
		{[]string{"adjudicate", "--rulebook", "fide-2023", "testdata/missing.yaml"}, 2, "no such file"}, // unreadable input: 2 in every command (docs/CLI.md)
		{[]string{"adjudicate", "--rulebook", "fide-2023", "testdata/bad-log.yaml"}, 1, "testdata/bad-log.yaml:5:24 /events/1/side: value must be one of"},
	} {
		code, _, errs := runCLI(t, c.args...)
		if code != c.code || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", c.args, code, errs, c.code, c.want)
		}
	}
	code, out, _ := runCLI(t, "adjudicate", "--help")
	if code != 0 || !strings.Contains(out, "Usage: chessconform adjudicate") {
		t.Errorf("--help: exit %d %s", code, out)
	}
}
