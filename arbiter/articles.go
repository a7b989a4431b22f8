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
	art := func(ref rulebook.Ref, err error) string {
		if err != nil || ref.Absent {
			return ""
		}
		return ref.Article
	}
	bf, err := r.BothFlags()
	a.bothFlags = art(bf.Ref, err)
	ws, err := r.ClockWrongSetting()
	a.clockSetting = art(ws.Ref, err)
	df, err := r.ClockDefective()
	a.clockDefective = art(df.Ref, err)
	am, err := r.AgreementMoves()
	a.agreementMoves = art(am.Ref, err)
	qc, err := r.QuickplayClaim()
	a.quickplayClaim = art(qc.Ref, err)
	sm, err := r.SealedMove()
	a.sealedMove = art(sm.Ref, err)
	return a
}
