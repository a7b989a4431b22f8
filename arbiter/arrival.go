package arbiter

import (
	"fmt"
	"time"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/clock"
	"github.com/chessconform/chessconform/outcome"
)

func (e *LateArrival) rule(g *game, i int) error { return g.late(i, e) }

func (g *game) late(i int, e *LateArrival) error {
	if e.Resumption {
		return g.lateAtResumption(i, e) // clockhandling.go
	}
	s := e.Side
	late := e.Late
	limit, article, ok, err := g.defaultTime(i, e, s)
	if err != nil {
		return err
	}
	if !ok {
		g.clk.Elapse(s, late)
		return nil
	}
	if late > limit {
		g.end(i, e, winFor(s.Other()), outcome.Default, article,
			fmt.Sprintf("%s arrived %s after the start, later than the default time of %s", s, clock.Format(late), clock.Format(limit)), &s)
		return nil
	}
	g.clk.Elapse(s, late)
	g.decide(i, e, Decision{Side: s.String(), Action: ActDeductTime, Time: signed(-late), Article: article,
		Detail: fmt.Sprintf("%s arrived within the default time of %s; the clock ran meanwhile", s, clock.Format(limit))})
	return nil
}

// defaultTime is the default time of 6.7.1 and its article; ok is false,
// and the event is ruled undecided, when the Laws leave it to regulations
// that set none.
func (g *game) defaultTime(i int, e Event, s chess.Color) (limit time.Duration, article string, ok bool, err error) {
	dt := g.r.DefaultTime()
	if dt.Minutes == nil {
		g.decide(i, e, Decision{Side: s.String(), Action: ActUndecided, Article: dt.Article,
			Detail: "the Laws leave the default time to the regulations and none set it"})
		return 0, dt.Article, false, nil
	}
	return time.Duration(*dt.Minutes * float64(time.Minute)), dt.Article, true, nil
}
