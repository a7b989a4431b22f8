package arbiter

import (
	"fmt"
	"time"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/clock"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/rulebook"
)

// Actions of the rulings in this file.
const (
	ActShowScoresheet = "show_scoresheet" // A.4.3 / B.2.3: the arbiter shows the scoresheet he keeps
)

// recordState is what the rulings on scoresheets and flag checks remember
// between events.
type recordState struct {
	// flagsPassed counts, per player, the flags that fell after the moves
	// of their period were completed (6.4) or without an established
	// overstep (8.6): each ended one period of time.
	flagsPassed [2]int
	// requests counts each player's requests to see the scoresheet.
	requests [2]int
}

// scoresheet reports a change in 8.4: a player with less than the threshold
// and no increment of at least the rulebook's size need not record moves.
func (g *game) scoresheet(i int, e Event) {
	ex := g.r.ScoresheetExemption()
	if ex.Absent {
		return
	}
	if _, ok := g.rapidNoRecording(); ok {
		return // A.2: nobody records in rapid play
	}
	for _, s := range []chess.Color{chess.White, chess.Black} {
		now := ex.Exempt(g.clk.Remaining(s), g.clk.Increment(s))
		period, _ := g.clk.Period(s)
		if g.exempt[s] && !now && ex.ForRemainderOfPeriod && period == g.exemptPeriod[s] {
			continue // relieved "for the remainder of the period", whatever time is added back
		}
		if now == g.exempt[s] {
			continue
		}
		samePeriod := period == g.exemptPeriod[s]
		g.exempt[s] = now
		if now {
			g.exemptPeriod[s] = period
		}
		d := Decision{Side: s.String(), Article: ex.Article, Action: ActRecord,
			Detail: fmt.Sprintf("%s has %s: must record the moves again", s, clock.Format(g.clk.Remaining(s)))}
		if !ex.ForRemainderOfPeriod && samePeriod {
			d.Detail += " (the rulebook states no duration for the exemption: it lasts only while its condition holds)"
		}
		if now {
			d.Action = ActExempt
			d.Detail = fmt.Sprintf("%s has %s, less than %s, and an increment below %ds: need not record the moves", s,
				clock.Format(g.clk.Remaining(s)), clock.Format(seconds(ex.BelowSeconds)), ex.UnlessIncrementAtLeastSeconds)
		}
		g.decide(i, e, d)
	}
}

// rapidNoRecording is A.2: in rapid play the players need not record the
// moves at all (rapid.recording), so 8.4's exemption is moot.
func (g *game) rapidNoRecording() (rulebook.RapidRecording, bool) {
	if g.class.Category != laws.Rapid {
		return rulebook.RapidRecording{}, false
	}
	rr := g.r.RapidRecording()
	if rr.Absent || rr.PlayersMustRecord {
		return rr, false
	}
	return rr, true
}

// rapidScoresheet puts A.2 into the ruling's scoresheet state.
func (g *game) rapidScoresheet() {
	if rr, ok := g.rapidNoRecording(); ok {
		g.out.Scoresheet = Scoresheet{White: "exempt", Black: "exempt", Article: rr.Article}
	}
}

// flagCheck is 6.4 with 8.5 and 8.6: immediately after a single flag falls
// the arbiter checks whether the player had completed the moves the period
// requires (6.3.1). A flag that falls after them ends that period's time and
// does not lose: the player goes on with the following period's time. When
// the scoresheets cannot show that the player overstepped (8.6), the next
// move counts as the first of the following period. It reports true when the
// flag does not lose.
//
// Which period's time ran out: the first flag of a player ends his first
// period, the next one his second (a mechanical clock, or an electronic one
// that adds the next period's time when the first runs out) — unless the
// log's clock (before, the time it showed) had already given the player
// less than the later periods' time, i.e. a clock that added that time at
// the move count and ran down in the current period: then the flag falls in
// the period the player is in.
func (g *game) flagCheck(i int, e *Flag, s chess.Color, before time.Duration) (bool, error) {
	fc := g.r.FlagCheck()
	if fc.Absent || !fc.MovesOfPeriod {
		return false, nil
	}
	ran := g.rec.flagsPassed[s] // the period whose time ran out (0-based)
	if cur, _ := g.clk.Period(s); cur > ran && e.MovesCompleted == nil && e.MovesEstablished == nil {
		var later time.Duration
		for k := ran + 1; k <= cur; k++ {
			later += g.clk.Control()[k].Time
		}
		if before < later {
			ran = cur
			g.rec.flagsPassed[s] = cur
		}
	}
	if ran+1 >= g.clk.Periods() {
		return false, nil // the last period: all remaining moves were due
	}
	if e.MovesEstablished != nil && !*e.MovesEstablished {
		ic := g.r.IncompleteScoresheets()
		if ic.Absent {
			return false, nil
		}
		next := g.clk.Control()[ran+1].Time
		if err := g.clk.StartPeriod(s, ran+1, 0, g.clk.Moves(s), next); err != nil {
			return false, err
		}
		g.rec.flagsPassed[s]++
		g.decide(i, e, Decision{Side: s.String(), Action: ActContinue, Time: clock.Format(next), Article: ic.Article,
			Detail: fmt.Sprintf("%s's flag fell, and the scoresheets cannot be brought up to date to show that %s overstepped the time: the next move is the first of period %d, with its %s", s, s, ran+2, clock.Format(next))})
		g.scoresheet(i, e) // a new period: 8.4 looks at the clock again
		return true, nil
	}
	quota := g.clk.Quota(ran)
	if quota == 0 {
		return false, nil
	}
	made, from := g.clk.Moves(s), "the moves in the log"
	if e.MovesCompleted != nil {
		made, from = *e.MovesCompleted, e.EstablishedBy.phrase()
	}
	if e.MovesCompleted == nil && g.unpressedMove(s) {
		made--
		from = "his last move was not completed: he did not press the clock"
	}
	if made < quota {
		g.decide(i, e, Decision{Side: s.String(), Action: ActCheckClock, Article: fc.Article,
			Detail: fmt.Sprintf("%s's flag fell after %d moves (%s); the period required %d", s, made, from, quota)})
		return false, nil
	}
	// Put the player where the completed moves lead: the period after the
	// one whose time ran out, or later when more periods' moves are done;
	// the time of those periods is his, the earlier period's is gone.
	ctl := g.clk.Control()
	p, in := ran+1, made-quota
	var left time.Duration = ctl[p].Time
	for ctl[p].Moves > 0 && in >= ctl[p].Moves && p+1 < len(ctl) {
		in -= ctl[p].Moves
		p++
		left += ctl[p].Time
	}
	if err := g.clk.StartPeriod(s, p, in, made, left); err != nil {
		return false, err
	}
	g.rec.flagsPassed[s]++
	g.decide(i, e, Decision{Side: s.String(), Action: ActContinue, Time: clock.Format(left), Article: fc.Article,
		Detail: fmt.Sprintf("%s's flag fell after %d moves (%s), the %d the period required: no loss; %s goes on with %s", s, made, from, quota, s, clock.Format(left))})
	g.scoresheet(i, e)
	return true, nil
}

// phrase says where the moves completed come from, for a decision's detail.
func (by EstablishedBy) phrase() string {
	switch by {
	case ByArbiterScoresheet:
		return "by the arbiter's scoresheet"
	case ByOpponentScoresheet:
		return "by the opponent's scoresheet"
	case ByReconstruction:
		return "by a reconstruction of the game"
	}
	return "as established from the scoresheets"
}

func (e *ScoresheetRequest) rule(g *game, i int) error { return g.scoresheetRequest(i, e) }

// scoresheetRequest is A.4.3 / B.2.3 (2023), A.3.2 / B.3.2 (2017-2018): in an
// adequately supervised rapid or blitz game the player may, when it is his
// move, ask to be shown the scoresheet the arbiter keeps, at most the
// rulebook's number of times; more requests distract the opponent.
func (g *game) scoresheetRequest(i int, e *ScoresheetRequest) error {
	s := e.Side
	rs := g.r.RapidSpecifics()
	art := rs.ScoresheetRef.Article
	switch {
	case rs.ScoresheetRef.Absent || rs.ScoresheetRequestsMax == 0:
		g.decide(i, e, Decision{Side: s.String(), Action: ActNotAvailable,
			Detail: "this rulebook has no request to be shown the scoresheet"})
		return nil
	case g.class.Category == laws.Standard || !g.supervised():
		g.decide(i, e, Decision{Side: s.String(), Action: ActNotAvailable, Article: art,
			Detail: fmt.Sprintf("the request applies to rapid and blitz games with adequate supervision, not to this %s game", g.gameKind())})
		return nil
	case g.pos.SideToMove() != s:
		g.decide(i, e, Decision{Side: s.String(), Action: ActNotAllowed, Article: art,
			Detail: fmt.Sprintf("%s may ask only when it is his move", s)})
		return nil
	}
	g.rec.requests[s]++
	n := g.rec.requests[s]
	if n > rs.ScoresheetRequestsMax {
		g.decide(i, e, Decision{Side: s.String(), Action: ActNotAllowed, Article: art,
			Detail: fmt.Sprintf("request number %d, more than the %d allowed: it is a distraction of the opponent, for the arbiter to penalise", n, rs.ScoresheetRequestsMax)})
		return nil
	}
	g.decide(i, e, Decision{Side: s.String(), Action: ActShowScoresheet, Article: art,
		Detail: fmt.Sprintf("request %d of %d: the arbiter shows %s the scoresheet", n, rs.ScoresheetRequestsMax, s)})
	return nil
}

func (g *game) gameKind() string {
	if g.class.Category != laws.Standard && !g.supervised() {
		return string(g.class.Category) + " (without adequate supervision)"
	}
	return string(g.class.Category)
}
