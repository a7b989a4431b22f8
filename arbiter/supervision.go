package arbiter

import (
	"fmt"

	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/rulebook"
)

// Supervision as an input of the rapid and blitz rulings (docs/SUPERVISION.md).
// With adequate supervision the Competition Rules apply (2009 A.3/B.2, 2014
// A.3/B.3, A.3.1/B.3.1 in 2017-2018, A.4/B.2 in 2023), changed only by the
// appendix's own time penalty (rapid/blitz.adequate_time_penalty: 2014-2018
// B.2, 2023 A.3); without it the appendix's rules apply (illegal_moves.rapid
// and .blitz, claims.incorrect_rapid and .blitz, and the clauses on flags,
// claims and illegal positions).

// supervisionBasis says where the game's supervision comes from, for the
// rulings that depend on it: the log, the rulebook or regulations, or
// chessconform's default (adequate), which no text sets.
func (g *game) supervisionBasis() string {
	if g.log.Supervision != "" {
		return ""
	}
	if sv := g.r.Supervision(g.class.Category); !sv.Absent && (sv.Applied == rulebook.AppliedAdequate || sv.Applied == rulebook.AppliedInadequate) {
		return ""
	}
	return "; supervision not stated in the log or the regulations: taken as adequate"
}

// interpretationNote marks a ruling that rests on a reading the rulebook
// flags as open (rules/FORMAT.md §1).
func interpretationNote(id string, ref rulebook.Ref) string {
	if ref.Interpretation == "" {
		return ""
	}
	return fmt.Sprintf("; this rests on an interpretation of the text (%s, see rules show)", id)
}

// illegalRule is the illegal-move rule of the game: illegal_moves.standard in
// standard play and in adequately supervised rapid and blitz (with the
// appendix's time penalty, whose article the time decisions cite), else the
// appendix's own rule. note explains the choice in the rulings.
func (g *game) illegalRule() (reg rulebook.IllegalMoves, timeArticle, note string) {
	if g.class.Category == laws.Standard || !g.supervised() {
		reg = g.r.IllegalMoves(g.class.Category)
		return reg, reg.Article, ""
	}
	reg = g.r.IllegalMoves(laws.Standard)
	timeArticle = reg.Article
	sv := g.r.Supervision(g.class.Category)
	note = fmt.Sprintf(" (adequate supervision, %s: the Competition Rules apply", sv.Article)
	pen := g.r.AdequateTimePenalty(g.class.Category)
	if !pen.Absent && pen.Seconds > 0 {
		reg.OpponentGainsSeconds = pen.Seconds
		timeArticle = pen.Article
		note += fmt.Sprintf(", with %s instead of two minutes (%s)", minutesWord(pen.Seconds), pen.Article)
	}
	note += ")" + interpretationNote(string(g.class.Category)+".adequate_time_penalty", pen.Ref) + g.supervisionBasis()
	return reg, timeArticle, note
}

// claimRule is the penalty for an incorrect 9.2/9.3 claim: the Competition
// Rules' (with the appendix's time penalty) in adequately supervised rapid
// and blitz, else the class's own.
func (g *game) claimRule() (rulebook.IncorrectClaim, string) {
	if g.class.Category == laws.Standard || !g.supervised() {
		return g.r.IncorrectClaim(g.class.Category), ""
	}
	ic := g.r.IncorrectClaim(laws.Standard)
	sv := g.r.Supervision(g.class.Category)
	note := fmt.Sprintf(" (adequate supervision, %s: the Competition Rules apply", sv.Article)
	pen := g.r.AdequateTimePenalty(g.class.Category)
	if !pen.Absent && pen.Seconds > 0 {
		ic.OpponentGainsSeconds = pen.Seconds
		ic.Article = pen.Article
		note += fmt.Sprintf(", with %s instead of two minutes (%s)", minutesWord(pen.Seconds), pen.Article)
	}
	return ic, note + ")" + interpretationNote(string(g.class.Category)+".adequate_time_penalty", pen.Ref) + g.supervisionBasis()
}

// intervention is 2009 A.4 c: without adequate supervision the arbiter rules
// on an illegal move only on the opponent's claim, "However, if both Kings
// are in check or the promotion of a pawn is not completed, the arbiter shall
// intervene, if possible" — in rapid only (B.3 b). It returns the clause when
// it applies to this game.
func (g *game) intervention() (rulebook.IllegalPosition, bool) {
	ip := g.r.IllegalPosition()
	switch {
	case ip.Absent || ip.Intervene != rulebook.InterveneAtOnce:
		return ip, false
	case g.class.Category == laws.Standard || g.supervised():
		return ip, false
	case g.class.Category == laws.Blitz && ip.InBlitz != nil && !*ip.InBlitz:
		return ip, false
	}
	return ip, true
}

// minutesWord is "one minute", "2 minutes" or "30 seconds".
func minutesWord(s int) string {
	switch {
	case s == 60:
		return "one minute"
	case s%60 == 0:
		return fmt.Sprintf("%d minutes", s/60)
	}
	return fmt.Sprintf("%d seconds", s)
}
