package arbiter

import (
	"fmt"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/rulebook"
)

func (e *Flag) rule(g *game, i int) error { return g.flag(i, e) }

func (g *game) flag(i int, e *Flag) error {
	s := e.Side
	claimantFlag := g.clk.Flag(s.Other()) || g.clk.Remaining(s.Other()) == 0
	before := g.clk.Remaining(s) // what the log's clock showed: flagCheck tells which period ran out
	g.clk.FallFlag(s)
	if e.ObservedBy == ByOpponent && claimantFlag && !e.Both {
		if stop, err := g.timeClaimWithoutTime(i, e, s); stop || err != nil {
			return err
		}
	}
	if e.Both {
		g.clk.FallFlag(s.Other())
		bf := g.r.BothFlags()
		when, rule := "before the last period", bf.EarlierPeriod
		if g.clk.InLastPeriod(chess.White) && g.clk.InLastPeriod(chess.Black) {
			when, rule = "in the last period", bf.LastPeriod
		}
		if rule == rulebook.BothFlagsDraw {
			g.end(i, e, outcome.Draw, outcome.BothFlags, g.arts.bothFlags, "both flags fell "+when+" and it cannot be established which fell first", nil)
			return nil
		}
		g.decide(i, e, Decision{Action: ActContinue, Article: g.arts.bothFlags,
			Detail: "both flags fell " + when + " and it cannot be established which fell first: the game continues"})
		return nil
	}
	if stop, err := g.flagCheck(i, e, s, before); stop || err != nil {
		return err
	}
	if stop, err := g.unsupervisedFlag(i, e, s); stop || err != nil {
		return err
	}
	if stop, err := g.timeClaimDraw(i, e, s); stop || err != nil {
		return err
	}
	d, note := settle(g.judge.FlagFall(g.ctx, &g.pos, s), winFor(s.Other()))
	g.end(i, e, d.Result, outcome.TimeForfeit, d.Article, verdictDetail("lost on time", s, d)+note, loserOf(d.Result, s))
	return nil
}

// unsupervisedFlag is A.4 d (2009) / A.4.5 / A.5.5 (B.4 / B.3 for blitz): in
// a rapid or blitz game without adequate supervision the arbiter calls a
// single flag only where the rulebook says he may or shall.
func (g *game) unsupervisedFlag(i int, e *Flag, s chess.Color) (bool, error) {
	if g.class.Category == laws.Standard || e.ObservedBy == ByOpponent || g.supervised() {
		return false, nil
	}
	rs := g.r.RapidSpecifics()
	if rs.ArbiterCallsFlagRef.Absent || rs.ArbiterCallsFlag != rulebook.ArbiterCallsFlagOnlyBoth {
		return false, nil
	}
	g.clk.Set(s, 0)
	g.decide(i, e, Decision{Side: s.String(), Action: ActContinue, Article: rs.ArbiterCallsFlagRef.Article,
		Detail: "without adequate supervision the arbiter refrains from signalling a single flag fall: only a player's claim, or both flags down, decides"})
	return true, nil
}

// timeClaimWithoutTime is A.4 d (2009), A.4.3 (2017-07): in rapid and blitz
// without adequate supervision a win-on-time claim needs the claimant's own
// flag still up.
func (g *game) timeClaimWithoutTime(i int, e *Flag, s chess.Color) (bool, error) {
	if g.class.Category == laws.Standard || g.supervised() {
		return false, nil
	}
	rs := g.r.RapidSpecifics()
	if rs.TimeClaimRef.Absent || !rs.TimeClaim.ClaimantNeedsTime {
		return false, nil
	}
	g.decide(i, e, Decision{Side: s.Other().String(), Action: ActReject, Article: rs.TimeClaimRef.Article,
		Detail: fmt.Sprintf("%s claims a win on time, but his own flag is down too: the claim needs time left on the claimant's clock", s.Other())})
	return true, nil
}

// timeClaimDraw is the appendix's own draw clause of a win-on-time claim in
// rapid and blitz without adequate supervision (2014 A.4 c, A.4.3, A.5.3):
// the claim is drawn if the side the rulebook names cannot checkmate by any
// series of legal moves — the claimant in the authentic texts, the player
// whose flag fell in hu-2014 A.4 c as worded, both where no side is named.
// "none" (2009 A.4 d) leaves it to 6.9.
func (g *game) timeClaimDraw(i int, e *Flag, flagged chess.Color) (bool, error) {
	if g.class.Category == laws.Standard || e.ObservedBy != ByOpponent || g.supervised() {
		return false, nil
	}
	rs := g.r.RapidSpecifics()
	claimant := flagged.Other()
	var who []chess.Color
	switch rs.TimeClaim.DrawIfCannotMate {
	case rulebook.TimeClaimDrawClaimant:
		who = []chess.Color{claimant}
	case rulebook.TimeClaimDrawFlaggedPlayer:
		who = []chess.Color{flagged}
	case rulebook.TimeClaimDrawUnspecified:
		who = []chess.Color{claimant, flagged}
	}
	if rs.TimeClaimRef.Absent || len(who) == 0 {
		return false, nil
	}
	v, names := g.cannotMate(who)
	art := rs.TimeClaimRef.Article
	switch v {
	case outcome.Unwinnable:
		g.end(i, e, outcome.Draw, outcome.TimeForfeit, art, fmt.Sprintf("%s claims a win on time, but %s cannot checkmate by any series of legal moves", claimant, names), nil)
	case outcome.Winnable:
		g.end(i, e, winFor(claimant), outcome.TimeForfeit, art, fmt.Sprintf("%s's claim is valid: %s's flag has fallen and %s can checkmate", claimant, flagged, names), &flagged)
	default:
		_, note := settle(laws.Decision{Result: outcome.InPlay}, winFor(claimant))
		g.end(i, e, winFor(claimant), outcome.TimeForfeit, art, fmt.Sprintf("%s's claim is valid: %s's flag has fallen", claimant, flagged)+note, &flagged)
	}
	return true, nil
}
