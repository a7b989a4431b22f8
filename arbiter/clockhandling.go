package arbiter

import (
	"fmt"
	"slices"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/clock"
	"github.com/chessconform/chessconform/rulebook"
)

// Actions and terminations of the rulings in this file.
const (
	ActInfraction   = "infraction"    // a forbidden act the arbiter penalises under the catalogue (12.9 / 13.4)
	ActNotCompleted = "not_completed" // a move made on the board whose clock was not pressed (6.2.1)
)

// clockState remembers a move whose clock was not pressed (6.2.1).
type clockState struct {
	unpressed   [2]bool
	unpressedAt [2]int // the player's completed moves (clock counter) when he left the clock unpressed
	oppAt       [2]int // the opponent's, to tell a press after the opponent's reply (6.2.2)
}

func (e *ClockHandling) rule(g *game, i int) error { return g.clockHandling(i, e) }

// clockHandling rules on improper handling of the clock (6.2.3 and 6.2.4 from
// 2017, 6.2 c-d in 2014, 6.7 b-c in 2009): an act the rulebook forbids is an
// infraction the arbiter penalises under the catalogue (12.9); an act it does
// not name is none.
func (g *game) clockHandling(i int, e *ClockHandling) error {
	ch := g.r.ClockHandling()
	s := e.Side
	what := words(e.Act)
	if ch.Absent {
		g.decide(i, e, Decision{Side: s.String(), Action: ActNotAvailable,
			Detail: "this rulebook cites no article on handling the clock"})
		return nil
	}
	_, cat := g.r.Penalties()
	art := ch.Article
	switch {
	case e.Act == ClockOtherHand || e.Act == ClockHovering:
		art = ch.SameHandArticle
	case !slices.Contains(ch.Forbidden, rulebook.ClockMisuse(e.Act)):
		g.decide(i, e, Decision{Side: s.String(), Action: ActNoPenalty, Article: art,
			Detail: fmt.Sprintf("%s: %s is not among the ways of handling the clock that %s forbids", s, what, art)})
		return nil
	}
	g.decide(i, e, Decision{Side: s.String(), Action: ActInfraction, Article: art,
		Detail: fmt.Sprintf("%s: %s is forbidden by %s; the arbiter chooses a penalty under %s", s, what, art, cat.Article)})
	return nil
}

func (e *ClockUnpressed) rule(g *game, i int) error { return g.clockUnpressed(i, e) }

// clockUnpressed is 6.2.1: a move made on the board is completed only when
// the player presses his clock (or the move ends the game, or he makes his
// next move); until then his clock runs.
func (g *game) clockUnpressed(i int, e *ClockUnpressed) error {
	ch := g.r.ClockHandling()
	s := e.Side
	if ch.Absent {
		g.decide(i, e, Decision{Side: s.String(), Action: ActNotAvailable, Detail: "this rulebook cites no article on completing a move"})
		return nil
	}
	g.clkState.unpressed[s] = true
	g.clkState.unpressedAt[s] = g.clk.Moves(s)
	g.clkState.oppAt[s] = g.clk.Moves(s.Other())
	g.decide(i, e, Decision{Side: s.String(), Action: ActNotCompleted, Article: ch.CompletionArticle,
		Detail: fmt.Sprintf("%s made his move on the board but did not press the clock: the move is not completed, and his clock runs", s)})
	return nil
}

func (e *ClockPressed) rule(g *game, i int) error { return g.clockPressed(i, e) }

// clockPressed is 6.2.2: the player may press his clock after making his
// move, even after the opponent's reply; the time in between is his.
func (g *game) clockPressed(i int, e *ClockPressed) error {
	ch := g.r.ClockHandling()
	s := e.Side
	if ch.Absent || !g.clkState.unpressed[s] {
		g.decide(i, e, Decision{Side: s.String(), Action: ActNotAvailable, Article: ch.LatePressArticle,
			Detail: fmt.Sprintf("%s has no move waiting for the clock to be pressed", s)})
		return nil
	}
	g.clkState.unpressed[s] = false
	d := e.Elapsed
	g.clk.Elapse(s, d)
	after := ""
	if g.clk.Moves(s.Other()) > g.clkState.oppAt[s] || g.pos.SideToMove() == s {
		after = fmt.Sprintf(", after %s's reply", s.Other())
	}
	g.decide(i, e, Decision{Side: s.String(), Action: ActDeductTime, Time: signed(-d), Article: ch.LatePressArticle,
		Detail: fmt.Sprintf("%s presses his clock %s after his move%s: the move is completed, and that time is his", s, clock.Format(d), after)})
	return nil
}

// unpressedMove reports whether the player's last move still waits for his
// clock (6.2.1): he has not pressed it and has made no move since (6.2.1.2).
func (g *game) unpressedMove(s chess.Color) bool {
	return g.clkState.unpressed[s] && g.clk.Moves(s) == g.clkState.unpressedAt[s]
}
