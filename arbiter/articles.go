package arbiter

import (
	"github.com/chessconform/chessconform/rulebook"
)

// articles are the articles of the rulebook's number-less rules that the
// rulings cite (rules/FORMAT.md: clock.*, draws.agreement_moves,
// quickplay.claim, adjournment.sealed_move), already in the resolved
// rulebook's own numbering. "" where the rulebook holds the rule absent.
type articles struct {
	bothFlags      string // both flags down, order unknown: III.3.1 (2017+), 6.11 (2009)
	clockSetting   string // arbiter corrects a wrongly set clock: 6.10.2 / 6.10 b
	agreementMoves string // agreement needs a move by each player: 5.2.3 (2017+)
	quickplayClaim string // draw claim in the quickplay finish: III.5 / G.5 / 10.2
	sealedMove     string // sealed move ambiguous or illegal loses: I.8 / E.8 / Guidelines 8
	clockDefective string // a defective clock is replaced, times set by the arbiter: 6.10.1 / 6.10 a
}

// deriveArticles reads those articles from the resolved rulebook.
func deriveArticles(r *rulebook.Resolved) articles {
	var a articles
	art := func(ref rulebook.Ref) string {
		if ref.Absent {
			return ""
		}
		return ref.Article
	}
	a.bothFlags = art(r.BothFlags().Ref)
	a.clockSetting = art(r.ClockWrongSetting().Ref)
	a.clockDefective = art(r.ClockDefective().Ref)
	a.agreementMoves = art(r.AgreementMoves().Ref)
	a.quickplayClaim = art(r.QuickplayClaim().Ref)
	a.sealedMove = art(r.SealedMove().Ref)
	return a
}
