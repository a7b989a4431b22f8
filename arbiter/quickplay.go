package arbiter

import (
	"errors"
	"fmt"
	"slices"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/clock"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/rulebook"
)

func (e *QuickplayClaim) rule(g *game, i int) error { return g.quickplayClaim(i, e) }

func (e *QuickplayIncrement) rule(g *game, i int) error { return g.quickplayIncrement(i, e) }

// quickplayApplies checks the conditions shared by 10.2 / G.4-G.5 /
// III.4-III.5: the time class is one the finish applies to, the claimant has
// the move, is in the period in which all remaining moves must be completed,
// has no increment, and has less than the threshold on the clock.
//
// request is the claim or the increment request (TypeQuickplayClaim,
// TypeQuickplayIncrement): who may make it is quickplay.requester
// (the player having the move, or any player as hu-2014 and hu-2018 word it).
func (g *game) quickplayApplies(s chess.Color, request EventType) (laws.Classification, string, bool) {
	qf := g.r.QuickplayFinish()
	if qf.Absent {
		return g.class, "the rulebook has no quickplay finish", false
	}
	// TimeClassBlitzAdequate: blitz only with adequate supervision (2009 B.2
	// applies the Competition Rules, 10.2 among them; B.3 b excludes 10.2
	// otherwise).
	adequateBlitz := g.class.Category == laws.Blitz && slices.Contains(qf.AppliesTo, rulebook.TimeClassBlitzAdequate)
	switch {
	case adequateBlitz && !g.supervised():
		return g.class, "the quickplay finish does not apply to blitz games without adequate supervision", false
	case !slices.Contains(qf.AppliesTo, rulebook.TimeClass(g.class.Category)) && !adequateBlitz:
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

// anyPlayerMay reports whether the rulebook lets a player who does not have
// the move make the quickplay claim or request (quickplay.requester).
func (g *game) anyPlayerMay(request EventType) bool {
	qr := g.r.QuickplayRequester()
	if qr.Absent {
		return false
	}
	if request == TypeQuickplayIncrement {
		return qr.IncrementRequest == rulebook.RequesterAnyPlayer
	}
	return qr.Claim == rulebook.RequesterAnyPlayer
}

func (g *game) quickplayClaim(i int, e *QuickplayClaim) error {
	qf := g.r.QuickplayFinish()
	if e.Ruling == RulingReferred {
		return g.referredClaim(i, e)
	}
	s := e.Side
	art := g.arts.quickplayClaim
	if _, why, ok := g.quickplayApplies(s, TypeQuickplayClaim); !ok {
		g.decide(i, e, Decision{Side: s.String(), Action: ActNotAvailable, Article: art, Detail: why})
		return nil
	}
	if accepted, err := g.claimAccepted(i, e, s, e.Response, rulebook.DrawClaimQuickplay); accepted || err != nil {
		return err
	}
	opp := s.Other()
	bonus := seconds(qf.BonusSeconds)
	switch e.Ruling {
	case RulingDraw:
		g.end(i, e, outcome.Draw, outcome.Quickplay, art, fmt.Sprintf("the arbiter agrees that %s cannot win, or is making no effort to win, by normal means", opp), nil)
	case RulingPostponed:
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

func (g *game) quickplayIncrement(i int, e *QuickplayIncrement) error {
	qf := g.r.QuickplayFinish()
	s := e.Side
	if qf.Absent || !qf.FiveSecondOption {
		g.decide(i, e, Decision{Side: s.String(), Action: ActNotAvailable, Article: qf.Article,
			Detail: "this rulebook has no request for an extra five seconds; only a draw claim"})
		return nil
	}
	if _, why, ok := g.quickplayApplies(s, TypeQuickplayIncrement); !ok {
		g.decide(i, e, Decision{Side: s.String(), Action: ActNotAvailable, Article: qf.Article, Detail: why})
		return nil
	}
	opp := s.Other()
	if e.Opponent == AcceptsDraw {
		g.end(i, e, outcome.Draw, outcome.Agreement, qf.Article, fmt.Sprintf("the request is a draw offer, and %s accepted it", opp), nil)
		return nil
	}
	if e.Arbiter != ArbiterAgrees {
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

// referredClaim is the quickplay claim without an arbiter (III.6 from 2017,
// G.6 in 2014, Appendix D in 2009): a player with less than the threshold
// on his clock, before his flag falls, claims a draw; the claim concludes the
// game and is referred to the designated arbiter, who decides the result.
func (g *game) referredClaim(i int, e *QuickplayClaim) error {
	uc := g.r.UnsupervisedClaim()
	s := e.Side
	if uc.Absent {
		g.decide(i, e, Decision{Side: s.String(), Action: ActNotAvailable,
			Detail: "this rulebook has no quickplay claim without an arbiter"})
		return nil
	}
	qf := g.r.QuickplayFinish()
	why := ""
	switch {
	case qf.Absent || !slices.Contains(qf.AppliesTo, rulebook.TimeClass(g.class.Category)):
		why = fmt.Sprintf("the quickplay finish does not apply to %s games", g.class.Category)
	case uc.Claimant == rulebook.RequesterPlayerToMove && g.pos.SideToMove() != s:
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
