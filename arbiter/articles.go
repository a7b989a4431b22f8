package arbiter

import (
	"sort"

	"github.com/chessconform/chessconform/rulebook"
)

// articles are the articles the rulings cite for which the rulebook format
// (rules/FORMAT.md) has no parameter yet: they carry no number, only a place
// in the text. They are given per edition in the edition's own numbering and
// mapped through a translation's article table, like every other article.
// Where no English copy of the edition was read the entry says so; each is a
// candidate for a rulebook parameter (see docs/ARBITER.md, "Gaps").
type articles struct {
	bothFlags      string // both flags down, order unknown: III.3.1 (2017+), 6.11 (2009)
	clockSetting   string // arbiter corrects a wrongly set clock: 6.10.2 / 6.10 b
	agreementMoves string // agreement needs a move by each player: 5.2.3 (2017+)
	quickplayClaim string // draw claim in the quickplay finish: III.5 / G.5 / 10.2
	sealedMove     string // sealed move ambiguous or illegal loses: I.8 / E.8 / Guidelines 8
	clockDefective string // a defective clock is replaced, times set by the arbiter: 6.10.1 / 6.10 a
}

var editionArticles = map[string]articles{
	// 2005: 6.12 (both flags) per the "2005 amendments to 2001" summary; the
	// adjourned-game appendix letter is not established (UNVERIFIED).
	"fide-2005": {bothFlags: "6.12", clockSetting: "", agreementMoves: "", quickplayClaim: "10.2", sealedMove: "A.8", clockDefective: ""},
	// 2009: read in the full text (mliebelt/pgn-spec-commented).
	"fide-2009": {bothFlags: "6.11", clockSetting: "6.10 b", agreementMoves: "", quickplayClaim: "10.2", sealedMove: "Guidelines 8", clockDefective: "6.10 a"},
	// 2014: Appendix G and E; 6.11 assumed kept from 2009 (UNVERIFIED).
	"fide-2014":    {bothFlags: "6.11", clockSetting: "6.10 b", agreementMoves: "", quickplayClaim: "G.5", sealedMove: "E.8", clockDefective: "6.10 a"},
	"fide-2017-07": {bothFlags: "III.3.1", clockSetting: "6.10.2", agreementMoves: "5.2.3", quickplayClaim: "III.5", sealedMove: "I.8", clockDefective: "6.10.1"},
	// 2018-01: read in Chess-Arbiter/handbook@035824a (rec1, rec3, article 5, 6).
	"fide-2018-01": {bothFlags: "III.3.1", clockSetting: "6.10.2", agreementMoves: "5.2.3", quickplayClaim: "III.5", sealedMove: "I.8", clockDefective: "6.10.1"},
	"fide-2023":    {bothFlags: "III.3.1", clockSetting: "6.10.2", agreementMoves: "5.2.3", quickplayClaim: "III.5", sealedMove: "I.8", clockDefective: "6.10.1"},
}

// deriveArticles returns the edition's articles in the resolved rulebook's
// numbering.
func deriveArticles(r *rulebook.Resolved) articles {
	a := editionArticles[r.Edition()]
	top := map[string]string{}
	for _, f := range r.Chain[1:] {
		if f.Kind != rulebook.KindTranslation {
			continue
		}
		ts := make([]string, 0, len(f.Articles))
		for t := range f.Articles {
			ts = append(ts, t)
		}
		sort.Strings(ts)
		for _, t := range ts {
			if _, seen := top[f.Articles[t]]; !seen {
				top[f.Articles[t]] = t
			}
		}
	}
	m := func(s string) string {
		if t, ok := top[s]; ok {
			return t
		}
		return s
	}
	return articles{bothFlags: m(a.bothFlags), clockSetting: m(a.clockSetting), agreementMoves: m(a.agreementMoves),
		quickplayClaim: m(a.quickplayClaim), sealedMove: m(a.sealedMove), clockDefective: m(a.clockDefective)}
}
