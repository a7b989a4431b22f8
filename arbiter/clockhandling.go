package arbiter

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/clock"
	"github.com/chessconform/chessconform/outcome"
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

// clockHandling rules on improper handling of the clock (6.2.3 and 6.2.4 from
// 2017, 6.2 c-d in 2014, 6.7 b-c in 2009): an act the rulebook forbids is an
// infraction the arbiter penalises under the catalogue (12.9); an act it does
// not name is none.
func (g *game) clockHandling(i int, e Event) error {
	ch := g.r.ClockHandling()
	s := side(e.Side)
	what := strings.ReplaceAll(e.Act, "_", " ")
	if ch.Absent {
		g.decide(i, e, Decision{Side: s.String(), Action: ActNotAvailable,
			Detail: "this rulebook cites no article on handling the clock"})
		return nil
	}
	_, cat := g.r.Penalties()
	art := ch.Article
	switch {
	case e.Act == "other_hand" || e.Act == "hovering":
		art = ch.SameHandArticle
	case !slices.Contains(ch.Forbidden, e.Act):
		g.decide(i, e, Decision{Side: s.String(), Action: ActNoPenalty, Article: art,
			Detail: fmt.Sprintf("%s: %s is not among the ways of handling the clock that %s forbids", s, what, art)})
		return nil
	}
	g.decide(i, e, Decision{Side: s.String(), Action: ActInfraction, Article: art,
		Detail: fmt.Sprintf("%s: %s is forbidden by %s; the arbiter chooses a penalty under %s", s, what, art, cat.Article)})
	return nil
}

// clockUnpressed is 6.2.1: a move made on the board is completed only when
// the player presses his clock (or the move ends the game, or he makes his
// next move); until then his clock runs.
func (g *game) clockUnpressed(i int, e Event) error {
	ch := g.r.ClockHandling()
	s := side(e.Side)
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

// clockPressed is 6.2.2: the player may press his clock after making his
// move, even after the opponent's reply; the time in between is his.
func (g *game) clockPressed(i int, e Event) error {
	ch := g.r.ClockHandling()
	s := side(e.Side)
	if ch.Absent || !g.clkState.unpressed[s] {
		g.decide(i, e, Decision{Side: s.String(), Action: ActNotAvailable, Article: ch.LatePressArticle,
			Detail: fmt.Sprintf("%s has no move waiting for the clock to be pressed", s)})
		return nil
	}
	g.clkState.unpressed[s] = false
	d := duration(e.Elapsed)
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

// referredClaim is the quickplay claim without an arbiter (III.6 from 2017,
// G.6 in 2014, Appendix D in 2009): a player with less than the threshold
// on his clock, before his flag falls, claims a draw; the claim concludes the
// game and is referred to the designated arbiter, who decides the result.
func (g *game) referredClaim(i int, e Event) error {
	uc := g.r.UnsupervisedClaim()
	s := side(e.Side)
	if uc.Absent {
		g.decide(i, e, Decision{Side: s.String(), Action: ActNotAvailable,
			Detail: "this rulebook has no quickplay claim without an arbiter"})
		return nil
	}
	qf := g.r.QuickplayFinish()
	why := ""
	switch {
	case qf.Absent || !slices.Contains(qf.AppliesTo, g.class.Category):
		why = fmt.Sprintf("the quickplay finish does not apply to %s games", g.class.Category)
	case uc.Claimant == "player_to_move" && g.pos.SideToMove() != s:
		why = "only the player having the move may claim"
	case !g.clk.InLastPeriod(s):
		why = "not in the period in which all remaining moves must be completed"
	case g.clk.Increment(s) > 0:
		why = "the game is played with an increment"
	case g.clk.Remaining(s) == 0 || g.clk.Flag(s):
		why = fmt.Sprintf("%s's flag has fallen", s)
	case g.clk.Remaining(s) >= seconds(qf.ThresholdSeconds):
		why = fmt.Sprintf("%s has %s, not less than %s", s, clock.Format(g.clk.Remaining(s)), clock.Format(seconds(qf.ThresholdSeconds)))
	}
	if why != "" {
		g.decide(i, e, Decision{Side: s.String(), Action: ActNotAvailable, Article: uc.Article, Detail: why})
		return nil
	}
	if !uc.ConcludesGame {
		g.decide(i, e, Decision{Side: s.String(), Action: ActContinue, Article: uc.Article,
			Detail: "the claim is referred to the designated arbiter; the game continues"})
		return nil
	}
	g.decide(i, e, Decision{Side: s.String(), Action: ActOpen, Article: uc.Article,
		Detail: fmt.Sprintf("no arbiter supervises the game: %s's claim concludes it, and the claim is referred to the designated arbiter, who decides the result", s)})
	// The result stays "*" until the designated arbiter decides.
	g.out.Termination, g.out.Article = outcome.Referred, uc.Article
	return nil
}

// lateAtResumption is absence when an adjourned game is resumed (I.10 and
// I.11 from 2017, E.10/E.11 in 2014, Guidelines 10 in 2009): a player who
// arrives after the default time loses; otherwise the player whose clock runs
// — the one who must reply to the sealed move, or the sealer once the reply
// has been made — loses the time until he arrives, and the other none.
func (g *game) lateAtResumption(i int, e Event) error {
	ra := g.r.ResumptionAbsence()
	s := side(e.Side)
	if ra.Absent {
		g.decide(i, e, Decision{Side: s.String(), Action: ActUndecided,
			Detail: "this rulebook states no rule on absence at the resumption of an adjourned game"})
		return nil
	}
	late := duration(e.Late)
	var limit time.Duration
	switch {
	case ra.DefaultMinutes != nil:
		limit = time.Duration(*ra.DefaultMinutes * float64(time.Minute))
	default:
		l, _, ok, err := g.defaultTime(i, e)
		if err != nil || !ok {
			return err
		}
		limit = l
	}
	if late > limit {
		g.end(i, e, winFor(s.Other()), outcome.Default, ra.DefaultArticle,
			fmt.Sprintf("%s arrived %s after the resumption, later than the default time of %s", s, clock.Format(late), clock.Format(limit)), &s)
		return nil
	}
	if g.pos.SideToMove() != s {
		g.decide(i, e, Decision{Side: s.String(), Action: ActNoPenalty, Article: ra.Article,
			Detail: fmt.Sprintf("%s's clock was not running while he was away: %s, who must move, is charged with his own absence", s, s.Other())})
		return nil
	}
	g.clk.Elapse(s, late)
	when := "his clock runs while he is away (with a non-zero default time, even when neither player was present initially)"
	if ra.ReplierCharged == "if_absent" {
		when = "he was absent, and the rulebook sets no condition on the opponent's presence"
	}
	g.decide(i, e, Decision{Side: s.String(), Action: ActDeductTime, Time: signed(-late), Article: ra.Article,
		Detail: fmt.Sprintf("%s, who must reply to the sealed move, loses the %s until he arrives: %s", s, clock.Format(late), when)})
	return nil
}
