package arbiter

import (
	"fmt"
	"slices"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/clock"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/rulebook"
)

func (e *Resign) rule(g *game, i int) error {
	s := e.Side
	d, note := settle(g.judge.Resignation(g.ctx, &g.pos, s), winFor(s.Other()))
	g.end(i, e, d.Result, outcome.Resignation, d.Article, verdictDetail("resigned", s, d)+note, loserOf(d.Result, s))
	return nil
}

func (e *DrawOffer) rule(g *game, i int) error { return g.drawOffer(i, e) }

func (e *Claim) rule(g *game, i int) error { return g.claim(i, e) }

func (g *game) drawOffer(i int, e *DrawOffer) error {
	da := g.r.DrawAgreement()
	s := e.Side
	switch e.Response {
	case ResponseDeclined:
		g.decide(i, e, Decision{Side: s.String(), Action: ActDeclined, Article: da.Article})
		return nil
	case ResponseNone:
		g.decide(i, e, Decision{Side: s.String(), Action: ActContinue, Article: da.Article, Detail: "the offer stands until accepted, rejected or lapsed"})
		return nil
	}
	if g.agreementAllowed(i, e, da) {
		g.end(i, e, outcome.Draw, outcome.Agreement, da.Article, fmt.Sprintf("%s offered a draw and %s accepted", s, s.Other()), nil)
	}
	return nil
}

// agreementAllowed checks the restrictions on a draw agreement (regulations
// under 9.1, 5.2.3's move by each player) and records why one is not valid.
func (g *game) agreementAllowed(i int, e Event, da rulebook.DrawAgreement) bool {
	made := g.movesMade()
	switch {
	case da.Forbidden:
		g.decide(i, e, Decision{Action: ActNotAllowed, Article: da.Article, Detail: "the regulations forbid draw agreements"})
	case da.ForbiddenBeforeMove > 0 && made < da.ForbiddenBeforeMove:
		g.decide(i, e, Decision{Action: ActNotAllowed, Article: da.Article,
			Detail: fmt.Sprintf("the regulations forbid agreements before move %d; %d complete moves have been made", da.ForbiddenBeforeMove, made)})
	case da.MoveEachRequired && made < g.agreementMovesEach():
		g.decide(i, e, Decision{Action: ActNotAllowed, Article: g.arts.agreementMoves,
			Detail: fmt.Sprintf("a draw by agreement needs at least %d move(s) by each player; %d have been made", g.agreementMovesEach(), made)})
	default:
		return true
	}
	return false
}

// agreementMovesEach is 5.2.3's number of moves each player must have made
// before a draw by agreement (draws.agreement_moves); 1 where the rulebook
// only sets draws.agreement.move_each_required.
func (g *game) agreementMovesEach() int {
	if am := g.r.AgreementMoves(); !am.Absent && am.MovesEach > 0 {
		return am.MovesEach
	}
	return 1
}

// claimAccepted is 9.1 c (2005), 9.1 b 3 (2009/2014), 9.1.2.3 (2017+): a
// draw claim of a kind the rulebook names (draws.claim_as_offer) is also a
// draw offer, and the opponent may accept it before the arbiter examines the
// claim. It reports whether the game ended by that agreement; otherwise the
// claim is examined as usual.
func (g *game) claimAccepted(i int, e Event, s chess.Color, response Response, kind rulebook.DrawClaim) (bool, error) {
	if response != ResponseAccepted {
		return false, nil
	}
	kinds, ref := g.r.ClaimAsOffer()
	if ref.Absent || !slices.Contains(kinds, kind) {
		g.decide(i, e, Decision{Side: s.String(), Action: ActNotAvailable, Article: ref.Article,
			Detail: fmt.Sprintf("a %s claim is not a draw offer under this rulebook: the claim itself is examined", words(kind))})
		return false, nil
	}
	da := g.r.DrawAgreement()
	if !g.agreementAllowed(i, e, da) {
		return false, nil
	}
	g.end(i, e, outcome.Draw, outcome.Agreement, ref.Article,
		fmt.Sprintf("%s's claim counts as a draw offer and %s accepted it before the claim was examined", s, s.Other()), nil)
	return true, nil
}

func (g *game) claim(i int, e *Claim) error {
	s := e.Side
	kind := outcome.Threefold
	if e.Kind == ClaimFiftyMoves {
		kind = outcome.FiftyMoves
	}
	if accepted, err := g.claimAccepted(i, e, s, e.Response, rulebook.DrawClaim(e.Kind)); accepted || err != nil {
		return err
	}
	touched, note := e.Touched, ""
	if rl, ref := g.r.ClaimRightLost(); !ref.Absent && rl == rulebook.RightLostMakingAMove && touched {
		// 9.4 (2005): only making the move takes the right away.
		touched, note = false, fmt.Sprintf(" (touching a piece does not take away the right to claim: %s loses it only by making the move)", ref.Article)
	}
	v, err := g.judge.Claim(g.ctx, laws.NewGameUnchecked(&g.start, g.moves), laws.ClaimRequest{Kind: kind, By: s, Move: e.Move, Touched: touched})
	if err != nil {
		return g.log.at(ptr(i)+"/move", err.Error())
	}
	if v.Correct {
		g.end(i, e, outcome.Draw, kind, v.Article, fmt.Sprintf("%s's claim is correct", s)+note, nil)
		return nil
	}
	g.decide(i, e, Decision{Side: s.String(), Action: ActReject, Article: v.Article, Detail: v.Reason + note})
	ic, icNote := g.claimRule()
	opp := s.Other()
	if ic.OpponentGainsSeconds > 0 {
		add := seconds(ic.OpponentGainsSeconds)
		g.clk.Add(opp, add)
		g.decide(i, e, Decision{Side: opp.String(), Action: ActAddTime, Time: signed(add), Article: ic.Article,
			Detail: fmt.Sprintf("incorrect claim: %s gets %s", opp, clock.Format(add)) + icNote})
	}
	if len(ic.ClaimantBands) > 0 {
		before := g.clk.Remaining(s)
		after, ok := ic.ClaimantAfter(before)
		switch {
		case !ok:
			g.decide(i, e, Decision{Side: s.String(), Action: ActNoPenalty, Article: ic.Article,
				Detail: fmt.Sprintf("the claimant's %s falls in none of the rulebook's bands: his time is left as it is", clock.Format(before))})
		case after < before:
			g.clk.Set(s, after)
			g.decide(i, e, Decision{Side: s.String(), Action: ActDeductTime, Time: signed(after - before), Article: ic.Article,
				Detail: fmt.Sprintf("the claimant's %s becomes %s", clock.Format(before), clock.Format(after))})
		default:
			g.decide(i, e, Decision{Side: s.String(), Action: ActNoPenalty, Article: ic.Article,
				Detail: fmt.Sprintf("the claimant's %s is not reduced", clock.Format(before))})
		}
	}
	if v.MustPlay {
		g.decide(i, e, Decision{Side: s.String(), Action: ActMustPlay, Article: ic.Article, Detail: "the intended move " + e.Move + " must now be played"})
	}
	return nil
}
