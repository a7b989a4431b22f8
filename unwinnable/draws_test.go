package unwinnable

import (
	"context"
	"testing"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/outcome"
)

// fide2014 are the automatic draws of FIDE 2014 onwards as the rulebooks
// give them (laws.AutomaticDraws reads them; here they are test data).
var fide2014 = AutomaticDraws{MoveRule: 75, MatePrevails: true, Repetition: 5}

// TestAutomaticDraws: the same positions with and without the stricter
// reading. A rook and king against a lone king mate in a few plies, but
// with the half-move clock at 148 no line mates or resets the count within
// the two plies left: under 9.6.2 the game ends drawn first. At 149 a mate
// on the completing move still stands (mate prevails). Lines found with
// the option respect it.
func TestAutomaticDraws(t *testing.T) {
	ctx := context.Background()
	cases := []struct {
		fen         string
		plain, with outcome.Verdict
		method      string
	}{
		{"8/8/8/8/8/8/k7/4K2R w - - 148 120", outcome.Winnable, outcome.Unwinnable, "automatic draw"},
		{"8/8/8/8/8/8/k7/4K2R w - - 150 120", outcome.Winnable, outcome.Unwinnable, "automatic draw"},
		{"7k/8/5K2/8/8/8/8/6Q1 w - - 149 120", outcome.Winnable, outcome.Winnable, "helpmate"}, // Qg7#: the 75th move mates
		{"8/8/8/8/8/8/k7/4K2R w - - 100 120", outcome.Winnable, outcome.Winnable, "helpmate"},
		// ...b2 resets the count. No search steers toward it; the plain
		// fast path found no line that respects the rule and the answer
		// was undetermined (never a wrong one), while the perturbed one
		// (moveNoise) meets a line through ...b2 within its first few
		// hundred positions.
		{"8/8/8/8/8/1p6/k7/4K2R w - - 148 120", outcome.Winnable, outcome.Winnable, "helpmate"},
	}
	for _, c := range cases {
		p, err := chess.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		plain := Analyze(ctx, p, chess.White, Budget{Nodes: 200_000})
		with := Analyze(ctx, p, chess.White, Budget{Nodes: 200_000, Draws: fide2014})
		if plain.Verdict != c.plain || with.Verdict != c.with || with.Method != c.method {
			t.Errorf("%s: %v / with the automatic draws %v (%s), want %v / %v (%s)", c.fen, plain.Verdict, with.Verdict, with.Method, c.plain, c.with, c.method)
		}
		if with.Verdict == outcome.Winnable && !fide2014.Respects(p, with.Helpmate) {
			t.Errorf("%s: helpmate %v passes an automatic draw", c.fen, UCI(p, with.Helpmate))
		}
	}
}

// TestRespects checks the count itself: from a clock of 140, ten plies
// without a pawn move or capture reach 150 (drawn unless that move mates),
// a pawn move resets; a position met five times draws.
func TestRespects(t *testing.T) {
	p, err := chess.ParseFEN("8/8/8/4k3/8/8/P7/4K2R w - - 140 90")
	if err != nil {
		t.Fatal(err)
	}
	shuffle := func(n int) []chess.Move {
		q := *p
		var line []chess.Move
		uci := []string{"h1h2", "e5e4", "h2h1", "e4e5"}
		for i := 0; i < n; i++ {
			m, err := q.ParseUCI(uci[i%4])
			if err != nil {
				t.Fatal(err)
			}
			q.Make(m)
			line = append(line, m)
		}
		return line
	}
	moveRule := AutomaticDraws{MoveRule: 75, MatePrevails: true}
	if !moveRule.Respects(p, shuffle(9)) {
		t.Error("9 plies from 140: no draw yet")
	}
	if moveRule.Respects(p, shuffle(11)) {
		t.Error("11 plies from 140 pass 150")
	}
	rep := AutomaticDraws{Repetition: 5}
	if !rep.Respects(p, shuffle(12)) { // the start position again after 4, 8, 12: three times more, four in all
		t.Error("four occurrences are no fivefold")
	}
	if rep.Respects(p, shuffle(17)) { // the fifth at 16, before the last move
		t.Error("a fivefold repetition passed")
	}
	if !(AutomaticDraws{}).Respects(p, shuffle(40)) {
		t.Error("no rule, no draw")
	}
}

// TestWithoutCycles: a line that shuffles back to where it was loses the
// shuffle and still mates.
func TestWithoutCycles(t *testing.T) {
	p, err := chess.ParseFEN("7k/8/5K2/8/8/8/8/6Q1 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	var line []chess.Move
	q := *p
	for _, u := range []string{"g1g2", "h8h7", "g2g1", "h7h8", "g1g7"} {
		m, err := q.ParseUCI(u)
		if err != nil {
			t.Fatal(err)
		}
		q.Make(m)
		line = append(line, m)
	}
	got := withoutCycles(p, line)
	if len(got) != 1 || !verify(p, got, chess.White) {
		t.Errorf("got %v, want [g1g7]", UCI(p, got))
	}
}

// TestShortcuts: a line that walks the queen around before mating loses
// the walk where one move skips it.
func TestShortcuts(t *testing.T) {
	p, err := chess.ParseFEN("7k/8/5K2/8/8/8/8/6Q1 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	var line []chess.Move
	q := *p
	for _, u := range []string{"g1a1", "h8h7", "a1a2", "h7h8", "a2b2", "h8h7", "b2b1", "h7h8", "b1g1", "h8h7", "g1g2", "h7h8", "g2g7"} {
		m, err := q.ParseUCI(u)
		if err != nil {
			t.Fatal(u, err)
		}
		q.Make(m)
		line = append(line, m)
	}
	got := shortcuts(p, line)
	if len(got) >= len(line) || !verify(p, got, chess.White) {
		t.Errorf("got %v from %v", UCI(p, got), UCI(p, line))
	}
	if len(got) != 1 {
		t.Errorf("got %v, want [g1g7]: from the start one move reaches the last position but one", UCI(p, got))
	}
}
