package laws_test

import (
	"context"
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/rulebook"
	"github.com/chessconform/chessconform/unwinnable"
)

// TestAutomaticDrawsByEdition: the numbers come from each rulebook (2009
// has neither automatic draw; 2014 and 2023 have 9.6.1 fivefold and 9.6.2
// 75 moves, a mate on the last move prevailing), and they change the
// answer for a position whose half-move clock leaves two plies: a rook
// mates, but not in two plies, so under 2014 and 2023 with the option the
// game ends drawn before any mate, while 2009 (and the default reading)
// keeps it winnable with a helpmate that replays.
func TestAutomaticDrawsByEdition(t *testing.T) {
	setOnce.Do(func() { set, setErr = rulebook.LoadEmbedded(chessconform.Data) })
	if set == nil {
		t.Fatal(setErr)
	}
	p, err := chess.ParseFEN("8/8/8/8/8/8/k7/4K2R w - - 148 120")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		id    string
		want  unwinnable.AutomaticDraws
		after outcome.Verdict
	}{
		{"fide-2009", unwinnable.AutomaticDraws{}, outcome.Winnable},
		{"fide-2014", unwinnable.AutomaticDraws{MoveRule: 75, MatePrevails: true, Repetition: 5}, outcome.Unwinnable},
		{"fide-2023", unwinnable.AutomaticDraws{MoveRule: 75, MatePrevails: true, Repetition: 5}, outcome.Unwinnable},
	} {
		r, err := set.Resolve(c.id)
		if err != nil {
			t.Fatal(err)
		}
		d, err := laws.AutomaticDraws(r)
		if err != nil {
			t.Fatal(err)
		}
		if d != c.want {
			t.Errorf("%s: %+v, want %+v", c.id, d, c.want)
		}
		res := unwinnable.Analyze(context.Background(), p, chess.White, unwinnable.Budget{Nodes: 100_000, Draws: d})
		if res.Verdict != c.after {
			t.Errorf("%s: %s (%s), want %s", c.id, res.Verdict, res.Method, c.after)
		}
		if res.Verdict == outcome.Winnable {
			q := *p
			for _, m := range res.Helpmate {
				q.Make(m)
			}
			if !q.IsCheckmate() {
				t.Errorf("%s: helpmate %v does not mate", c.id, unwinnable.UCI(p, res.Helpmate))
			}
		}
	}
}
