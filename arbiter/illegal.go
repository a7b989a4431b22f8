package arbiter

import (
	"fmt"
	"strings"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/clock"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/rulebook"
)

func (e *Illegal) rule(g *game, i int) error { return g.illegalAct(i, e, e, g.sideOr(e.Side), false) }

// illegalAct is 7.4 / 7.5 (A.4 / B.4 in rapid and blitz): an illegal move,
// or an act the rulebook counts as one, is penalised once it is ruled on;
// the rulebook's numbered illegal move loses. The rule is the game's
// (illegalRule: supervision decides between the Competition Rules and the
// appendix's). ev is the logged event the decisions belong to; seen marks an
// illegal position the arbiter saw himself (2009 A.4 c: he intervenes
// without a claim).
func (g *game) illegalAct(i int, ev Event, e *Illegal, s chess.Color, seen bool) error {
	reg, timeArticle, note := g.illegalRule()
	if !g.illegalCounts(i, ev, e, s, reg) {
		return nil
	}
	intervened := false
	if (seen || e.Act == UnpromotedPawn) && reg.DecidedBy == rulebook.DecidedByClaim && e.NoticedBy != ByOpponent {
		// 2009 A.4 c: both kings in check or an unfinished promotion.
		if ip, ok := g.intervention(); ok {
			intervened, timeArticle = true, ip.Article
			note = fmt.Sprintf(" (%s: both kings in check or an unfinished promotion: the arbiter intervenes without a claim)", ip.Article) +
				interpretationNote("rapid.illegal_position", ip.Ref)
		}
	}
	if !intervened && !g.illegalRuledOn(i, ev, e, s, reg) {
		return nil
	}
	g.illegal[s]++
	n := g.illegal[s]
	if reg.LosesOn > 0 && n >= reg.LosesOn {
		g.illegalLoses(i, ev, e, s, n, reg, note)
		return nil
	}
	if e.Act == UnpromotedPawn && e.Move != "" {
		if err := g.queen(i, e); err != nil {
			return err
		}
	}
	if reg.OpponentGainsSeconds > 0 {
		opp := s.Other()
		add := seconds(reg.OpponentGainsSeconds)
		g.clk.Add(opp, add)
		g.decide(i, ev, Decision{Side: opp.String(), Action: ActAddTime, Time: signed(add), Article: timeArticle,
			Detail: fmt.Sprintf("%s: illegal move number %d by %s; %s gets %s", words(e.Act), n, s, opp, clock.Format(add)) + note})
	}
	return nil
}

// illegalCounts reports whether the act is an illegal move under the
// rulebook; when it is not, it records that the arbiter may penalise it
// under the catalogue of penalties instead.
func (g *game) illegalCounts(i int, ev Event, e *Illegal, s chess.Color, reg rulebook.IllegalMoves) bool {
	counts := reg.Counts(rulebook.IllegalAct(e.Act))
	if e.Act == UnpromotedPawn && !counts {
		if up := g.r.UnfinishedPromotion(); !up.Absent && up.Illegal {
			counts = true
		}
	}
	if !counts {
		_, cat := g.r.Penalties()
		g.decide(i, ev, Decision{Side: s.String(), Action: ActNotCounted, Article: cat.Article,
			Detail: fmt.Sprintf("%s is not an illegal move under %s (%s); the arbiter may apply a penalty of %s", words(e.Act), g.r.ID, reg.Article, cat.Article)})
	}
	return counts
}

// illegalRuledOn reports whether the illegal move leads to a ruling: who
// noticed it (the arbiter, or the opponent by a claim) and when the
// opponent claimed, against whom the rulebook lets decide in this time
// class; when it does not, it records why the move stands.
func (g *game) illegalRuledOn(i int, ev Event, e *Illegal, s chess.Color, reg rulebook.IllegalMoves) bool {
	switch {
	case reg.DecidedBy == rulebook.DecidedByClaim && e.NoticedBy != ByOpponent:
		g.decide(i, ev, Decision{Side: s.String(), Action: ActNoPenalty, Article: reg.Article,
			Detail: "only the opponent's claim leads to a ruling on an illegal move in this time class; the arbiter does not intervene"})
		return false
	case reg.DecidedBy != rulebook.DecidedByArbiter && e.NoticedBy == ByOpponent && reg.ClaimBeforeOwnMove && !e.ClaimInTime:
		g.decide(i, ev, Decision{Side: s.String(), Action: ActNoPenalty, Article: reg.Article,
			Detail: "the opponent claimed after making his own move: the illegal move stands"})
		return false
	}
	return true
}

// illegalLoses ends the game on the offender's n-th illegal move: a loss,
// or a draw when the side the rulebook names cannot checkmate.
func (g *game) illegalLoses(i int, ev Event, e *Illegal, s chess.Color, n int, reg rulebook.IllegalMoves, note string) {
	what := words(e.Act)
	result, detail := winFor(s.Other()), fmt.Sprintf("%s: illegal move number %d by %s loses", what, n, s)
	loser := &s
	// Whose inability to checkmate makes it a draw: the offender's
	// opponent (the authentic rule), the offender (as hu-2014 7.5 b
	// reads), or — where the text names no side — both.
	var who []chess.Color
	switch reg.DrawIfCannotMate {
	case rulebook.DrawIfCannotMateOpponentOfOffender:
		who = []chess.Color{s.Other()}
	case rulebook.DrawIfCannotMateOffender:
		who = []chess.Color{s}
	case rulebook.DrawIfCannotMateUnspecified:
		who = []chess.Color{s.Other(), s}
	}
	if len(who) > 0 {
		switch v, names := g.cannotMate(who); v {
		case outcome.Unwinnable:
			result, loser = outcome.Draw, nil
			detail = fmt.Sprintf("%s: illegal move number %d by %s, but %s cannot checkmate by any series of legal moves", what, n, s, names)
		case outcome.Undetermined:
			_, note := settle(laws.Decision{Result: outcome.InPlay}, result)
			detail += note
		}
	}
	g.end(i, ev, result, outcome.IllegalMoves, reg.Article, detail+note, loser)
}

// queen completes an unfinished promotion with a queen when the rulebook says so.
func (g *game) queen(i int, e *Illegal) error {
	up := g.r.UnfinishedPromotion()
	if up.Absent || up.PawnBecomes != rulebook.PawnBecomesQueen {
		return nil
	}
	mv := strings.TrimRight(strings.ToLower(e.Move), "qrbn=")
	m, err := g.pos.ParseUCI(mv + "q")
	if err != nil {
		return g.log.at(ptr(i)+"/move", fmt.Sprintf("%s is not a pawn move to the last rank in %s (write it in UCI, e.g. e7e8)", e.Move, g.pos.FEN()))
	}
	g.play(m)
	g.decide(i, e, Decision{Side: g.sideOr(e.Side).String(), Action: ActReplacePawn, Article: up.Article,
		Detail: "the pawn is replaced by a queen of the same colour on the square it reached"})
	return nil
}
