package arbiter

import (
	"errors"
	"fmt"
	"time"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/clock"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/rulebook"
)

func (e *SealedMove) rule(g *game, i int) error { return g.sealed(i, e) }

// sealed rules on a sealed move (Guidelines I): a move recorded ambiguously,
// illegibly or illegally loses; a valid one is made on the board.
func (g *game) sealed(i int, e *SealedMove) error {
	s := e.Side
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

// lateAtResumption is absence when an adjourned game is resumed (I.10 and
// I.11 from 2017, E.10/E.11 in 2014, Guidelines 10 in 2009): a player who
// arrives after the default time loses; otherwise the player whose clock runs
// — the one who must reply to the sealed move, or the sealer once the reply
// has been made — loses the time until he arrives, and the other none.
func (g *game) lateAtResumption(i int, e *LateArrival) error {
	ra := g.r.ResumptionAbsence()
	s := e.Side
	if ra.Absent {
		g.decide(i, e, Decision{Side: s.String(), Action: ActUndecided,
			Detail: "this rulebook states no rule on absence at the resumption of an adjourned game"})
		return nil
	}
	late := e.Late
	var limit time.Duration
	switch {
	case ra.DefaultMinutes != nil:
		limit = time.Duration(*ra.DefaultMinutes * float64(time.Minute))
	default:
		l, _, ok, err := g.defaultTime(i, e, s)
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
	if ra.ReplierCharged == rulebook.ReplierChargedIfAbsent {
		when = "he was absent, and the rulebook sets no condition on the opponent's presence"
	}
	g.decide(i, e, Decision{Side: s.String(), Action: ActDeductTime, Time: signed(-late), Article: ra.Article,
		Detail: fmt.Sprintf("%s, who must reply to the sealed move, loses the %s until he arrives: %s", s, clock.Format(late), when)})
	return nil
}
