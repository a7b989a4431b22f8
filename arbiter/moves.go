package arbiter

import (
	"fmt"
	"time"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/clock"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/timecontrol"
)

func (e *Move) rule(g *game, i int) error { return g.move(i, e, e.Move, e.Clock, e.Used) }

func (e *Clocks) rule(g *game, i int) error {
	g.setReadings(e.White, e.Black)
	g.scoresheet(i, e)
	return nil
}

func (e *TimeControl) rule(g *game, i int) error {
	if g.class.Category != laws.Standard {
		rs := g.r.RapidSpecifics()
		if made := g.movesMade(); !rs.NoClaimsRef.Absent && rs.NoClaimsAfterMoves > 0 && made >= rs.NoClaimsAfterMoves {
			g.decide(i, e, Decision{Action: ActNotAllowed, Article: rs.NoClaimsRef.Article,
				Detail: fmt.Sprintf("%d moves each have been completed (the limit is %d): the clock setting can no longer be changed; the game continues as it is", made, rs.NoClaimsAfterMoves)})
			return nil
		}
	}
	tc, err := timecontrol.ParsePGN(e.Control)
	if err != nil {
		return g.log.at(ptr(i)+"/control", err.Error())
	}
	ctl, err := clock.FromTimeControl(tc)
	if err != nil {
		return g.log.at(ptr(i)+"/control", err.Error())
	}
	_ = g.clk.SetControl(ctl)
	g.decide(i, e, Decision{Action: ActControl, Article: g.arts.clockSetting,
		Detail: "the clock runs " + tc.String() + " from now on; each player keeps the time shown and the moves made"})
	return nil
}

// parseMove reads a move in UCI or English SAN.
func parseMove(p *chess.Position, s string) (chess.Move, error) {
	if m, err := p.ParseUCI(s); err == nil {
		return m, nil
	}
	return p.ParseSAN(s)
}

// move plays the move mv of event e (a move, or a touch whose move
// stands): reading is the mover's clock after it, else used his thinking
// time.
func (g *game) move(i int, e Event, mv string, reading *time.Duration, used time.Duration) error {
	m, err := parseMove(&g.pos, mv)
	if err != nil {
		return g.log.at(ptr(i)+"/move", fmt.Sprintf("%s is not a legal move in %s (%v); log an illegal move as {type: illegal, act: illegal_move}", mv, g.pos.FEN(), err))
	}
	if g.touchPending(i, e, mv, m) { // touch.go: an earlier touch's obligation
		return nil
	}
	mover := g.pos.SideToMove()
	g.play(m)
	switch {
	case reading != nil:
		if most, r := g.clk.MostAfterMove(mover), *reading; r > most {
			g.decide(i, e, Decision{Side: mover.String(), Action: ActCheckClock, Article: g.arts.clockDefective,
				Detail: fmt.Sprintf("%s's clock shows %s after the move, more than the %s the time control allows: a wrong setting or a defective clock", mover, clock.Format(r), clock.Format(most))})
		}
		_ = g.clk.Reading(mover, *reading) // a zero reading drops the flag; the flag event rules on it
	default:
		_ = g.clk.Move(mover, used)
	}
	st, err := g.status.Status(g.ctx, laws.NewGameUnchecked(&g.start, g.moves)) // every move was checked when played
	if err != nil {
		return err
	}
	if st.Outcome.Result() != outcome.InPlay {
		var loser *chess.Color
		if st.Outcome.Result() != outcome.Draw {
			l := g.pos.SideToMove()
			loser = &l
		}
		g.end(i, e, st.Outcome.Result(), st.Outcome.Termination(), st.Article, "", loser)
		return nil
	}
	g.scoresheet(i, e)
	return nil
}

func (g *game) play(m chess.Move) {
	g.pos.Make(m)
	g.moves = append(g.moves, m)
}
