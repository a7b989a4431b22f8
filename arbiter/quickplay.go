package arbiter

import (
	"errors"
	"fmt"
	"slices"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/clock"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/outcome"
)

// quickplayApplies checks the conditions shared by 10.2 / G.4-G.5 /
// III.4-III.5: the time class is one the finish applies to, the claimant has
// the move, is in the period in which all remaining moves must be completed,
// has no increment, and has less than the threshold on the clock.
//
// request is "claim" or "increment": who may make it is quickplay.requester
// (the player having the move, or any player as hu-2014 and hu-2018 word it).
func (g *game) quickplayApplies(s chess.Color, request string) (laws.Classification, string, bool) {
	qf := g.r.QuickplayFinish()
	if qf.Absent {
		return g.class, "the rulebook has no quickplay finish", false
	}
	// "blitz_adequate": blitz only with adequate supervision (2009 B.2 applies
	// the Competition Rules, 10.2 among them; B.3 b excludes 10.2 otherwise).
	adequateBlitz := g.class.Category == laws.Blitz && slices.Contains(qf.AppliesTo, "blitz_adequate")
	switch {
	case adequateBlitz && !g.supervised():
		return g.class, "the quickplay finish does not apply to blitz games without adequate supervision", false
	case !slices.Contains(qf.AppliesTo, g.class.Category) && !adequateBlitz:
		return g.class, fmt.Sprintf("the quickplay finish does not apply to %s games", g.class.Category), false
	case g.pos.SideToMove() != s && !g.anyPlayerMay(request):
		return g.class, "only the player having the move may claim or request", false
	case !g.clk.InLastPeriod(s):
		return g.class, "not in the period in which all remaining moves must be completed", false
	case g.clk.Increment(s) > 0:
		return g.class, "the game is played with an increment", false
	case g.clk.Remaining(s) >= seconds(qf.ThresholdSeconds):
		return g.class, fmt.Sprintf("%s has %s, not less than %s", s, clock.Format(g.clk.Remaining(s)), clock.Format(seconds(qf.ThresholdSeconds))), false
	}
	return g.class, "", true
}

func (g *game) quickplayClaim(i int, e Event) error {
	qf := g.r.QuickplayFinish()
	if e.Ruling == "referred" {
		return g.referredClaim(i, e)
	}
	s := side(e.Side)
	art := g.arts.quickplayClaim
	if _, why, ok := g.quickplayApplies(s, "claim"); !ok {
		g.decide(i, e, Decision{Side: s.String(), Action: ActNotAvailable, Article: art, Detail: why})
		return nil
	}
	if accepted, err := g.claimAccepted(i, e, "quickplay"); accepted || err != nil {
		return err
	}
	opp := s.Other()
	bonus := seconds(qf.BonusSeconds)
	switch e.Ruling {
	case "draw":
		g.end(i, e, outcome.Draw, outcome.Quickplay, art, fmt.Sprintf("the arbiter agrees that %s cannot win, or is making no effort to win, by normal means", opp), nil)
	case "postponed":
		d := Decision{Side: opp.String(), Action: ActContinue, Article: art, Detail: "decision postponed; no extra time awarded"}
		if e.Bonus {
			g.clk.Add(opp, bonus)
			d = Decision{Side: opp.String(), Action: ActAddTime, Time: signed(bonus), Article: art, Detail: "decision postponed; the opponent is awarded the extra time"}
		}
		g.decide(i, e, d)
	default: // rejected
		g.clk.Add(opp, bonus)
		g.decide(i, e, Decision{Side: s.String(), Action: ActReject, Article: art, Detail: "the arbiter rejects the claim"})
		g.decide(i, e, Decision{Side: opp.String(), Action: ActAddTime, Time: signed(bonus), Article: art,
			Detail: fmt.Sprintf("claim rejected: %s is awarded %s", opp, clock.Format(bonus))})
	}
	return nil
}

func (g *game) quickplayIncrement(i int, e Event) error {
	qf := g.r.QuickplayFinish()
	s := side(e.Side)
	if qf.Absent || !qf.FiveSecondOption {
		g.decide(i, e, Decision{Side: s.String(), Action: ActNotAvailable, Article: qf.Article,
			Detail: "this rulebook has no request for an extra five seconds; only a draw claim"})
		return nil
	}
	if _, why, ok := g.quickplayApplies(s, "increment"); !ok {
		g.decide(i, e, Decision{Side: s.String(), Action: ActNotAvailable, Article: qf.Article, Detail: why})
		return nil
	}
	opp := s.Other()
	if e.Opponent == "accepts_draw" {
		g.end(i, e, outcome.Draw, outcome.Agreement, qf.Article, fmt.Sprintf("the request is a draw offer, and %s accepted it", opp), nil)
		return nil
	}
	if e.Arbiter != "agrees" {
		g.decide(i, e, Decision{Side: s.String(), Action: ActDeclined, Article: qf.Article,
			Detail: "draw offer refused and the arbiter does not agree to the request: the game continues unchanged"})
		return nil
	}
	xi := g.r.QuickplayExtraIncrement()
	if xi.Absent {
		g.decide(i, e, Decision{Side: s.String(), Action: ActNotAvailable, Article: qf.Article,
			Detail: "this rulebook sets no size for the extra time per move (quickplay.extra_increment)"})
		return nil
	}
	extra := seconds(xi.Seconds)
	ctl := append(clock.Control(nil), g.clk.Control()...)
	ctl[len(ctl)-1].Increment += extra
	if err := g.clk.SetControl(ctl); err != nil {
		return errors.Join(err)
	}
	bonus := seconds(qf.BonusSeconds)
	g.clk.Add(opp, bonus)
	g.decide(i, e, Decision{Action: ActIncrement, Time: signed(extra), Article: xi.Article,
		Detail: fmt.Sprintf("draw offer refused, the arbiter agrees: both players get an increment of %s per move", clock.Format(extra))})
	g.decide(i, e, Decision{Side: opp.String(), Action: ActAddTime, Time: signed(bonus), Article: qf.Article,
		Detail: fmt.Sprintf("%s is awarded %s", opp, clock.Format(bonus))})
	return nil
}

// sealed rules on a sealed move (Guidelines I): a move recorded ambiguously,
// illegibly or illegally loses; a valid one is made on the board.
func (g *game) sealed(i int, e Event) error {
	s := side(e.Side)
	art := g.arts.sealedMove
	if s != g.pos.SideToMove() {
		return g.log.at(fmt.Sprintf("/events/%d/side", i), fmt.Sprintf("%s seals, but %s has the move", s, g.pos.SideToMove()))
	}
	m, err := g.pos.ParseSAN(e.Move)
	if err != nil {
		var me *chess.MoveError
		why := err.Error()
		if errors.As(err, &me) {
			why = me.Reason
		}
		if sm := g.r.SealedMove(); !sm.Absent && !sm.InvalidLoses {
			g.decide(i, e, Decision{Side: s.String(), Action: ActUndecided, Article: art,
				Detail: fmt.Sprintf("the sealed move %q cannot stand (%s), and the rulebook does not make it lose", e.Move, why)})
			return nil
		}
		g.end(i, e, winFor(s.Other()), outcome.SealedMove, art, fmt.Sprintf("the sealed move %q cannot stand: %s", e.Move, why), &s)
		return nil
	}
	g.play(m)
	g.decide(i, e, Decision{Side: s.String(), Action: ActValid, Article: art,
		Detail: fmt.Sprintf("the sealed move %s is legal and unambiguous and is made on the board", g.lastSAN())})
	return nil
}

func (g *game) lastSAN() string {
	p := g.start
	for _, m := range g.moves[:len(g.moves)-1] {
		p.Make(m)
	}
	return p.SAN(g.moves[len(g.moves)-1])
}

// anyPlayerMay reports whether the rulebook lets a player who does not have
// the move make the quickplay claim or request (quickplay.requester).
func (g *game) anyPlayerMay(request string) bool {
	qr := g.r.QuickplayRequester()
	if qr.Absent {
		return false
	}
	if request == "increment" {
		return qr.IncrementRequest == "any_player"
	}
	return qr.Claim == "any_player"
}
