package arbiter

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/clock"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/rulebook"
	"github.com/chessconform/chessconform/timecontrol"
)

// game is the state of one adjudication.
type game struct {
	ctx     context.Context
	r       *rulebook.Resolved
	log     *Log
	judge   *laws.Judge // with the caller's unwinnability predicate, for rulings
	canMate laws.CanMate
	status  *laws.Judge // with the material test only, for the status after each move
	class   laws.Classification
	arts    articles

	start   chess.Position
	pos     chess.Position
	moves   []chess.Move
	clk     *clock.Clock
	illegal [2]int
	exempt  [2]bool
	// exemptPeriod is the period in which each player's 8.4 exemption began.
	exemptPeriod [2]int
	rec          recordState // scoresheet.go
	clkState     clockState  // clockhandling.go
	touchState   touchState  // touch.go

	out *Ruling
}

func newGame(ctx context.Context, r *rulebook.Resolved, l *Log, o Options) (*game, error) {
	g := &game{ctx: ctx, r: r, log: l, canMate: o.CanMate}
	g.out = &Ruling{Rulebook: r.ID, Result: outcome.InPlay, Decisions: []Decision{}}
	var err error
	if g.judge, err = laws.New(r, laws.Options{CanMate: o.CanMate}); err != nil {
		return nil, err
	}
	// The dead position after each move (5.2.2) is a ruling on "cannot
	// checkmate" too: an event log is short, so it gets the full predicate.
	if g.status, err = laws.New(r, laws.Options{CanMate: o.CanMate}); err != nil {
		return nil, err
	}
	g.arts = deriveArticles(r.Untraced()) // article numbers only: no ruling rests on them
	tc, err := timecontrol.ParsePGN(l.TimeControl)
	if err != nil {
		return nil, l.at("/time_control", err.Error())
	}
	ctl, err := clock.FromTimeControl(tc)
	if err != nil {
		return nil, l.at("/time_control", err.Error())
	}
	if g.class, err = laws.Classify(r, tc); err != nil {
		return nil, l.at("/time_control", err.Error())
	}
	if l.TimeClass != "" && l.TimeClass != g.class.Category {
		g.class = laws.Classification{Category: l.TimeClass, Article: "(time_class in the log)"}
	}
	g.out.TimeClass, g.out.ClassArticle, g.out.ClassArticleOf = string(g.class.Category), g.class.Article, g.class.ArticleOf
	g.clk, _ = clock.New(ctl)
	if l.Clocks != nil {
		g.setReadings(reading(l.Clocks.White), reading(l.Clocks.Black))
	}
	fen := l.FEN
	if fen == "" {
		fen = chess.StartFEN
	}
	p, err := chess.ParseFEN(fen)
	if err != nil {
		return nil, l.at("/fen", err.Error())
	}
	g.start, g.pos = *p, *p
	return g, nil
}

// setReadings sets the clocks the log reads; nil = not read.
func (g *game) setReadings(white, black *time.Duration) {
	if white != nil {
		g.clk.Set(chess.White, *white)
	}
	if black != nil {
		g.clk.Set(chess.Black, *black)
	}
}

// event rules on one event, unless the game is already over.
func (g *game) event(i int, e Event) error {
	if e == nil { // a log built in code
		return g.log.at(ptr(i), "no event")
	}
	if g.over() {
		g.decide(i, e, Decision{Action: ActIgnored, Article: g.out.Article,
			Detail: fmt.Sprintf("the game had already ended (%s, %s)", g.out.Termination, g.out.Result)})
		return nil
	}
	return e.rule(g, i)
}

func (g *game) decide(i int, e Event, d Decision) {
	d.Event, d.Type = i, e.Type()
	g.out.Decisions = append(g.out.Decisions, d)
}

// end records the result; later events are ignored.
func (g *game) end(i int, e Event, result outcome.Result, termination outcome.Termination, article, detail string, loser *chess.Color) {
	d := Decision{Action: ActDraw, Article: article, Detail: detail}
	switch {
	case result == outcome.InPlay:
		d.Action = ActOpen
	case loser != nil:
		d.Action, d.Side = ActLoss, loser.String()
	}
	g.decide(i, e, d)
	if result == outcome.InPlay {
		return // undetermined: the game goes on until the arbiter decides
	}
	g.out.Result, g.out.Termination, g.out.Article = result, termination, article
}

func (g *game) over() bool {
	return g.out.Result != outcome.InPlay || g.out.Termination != outcome.NoTermination
}

// sideOr is the side an event names, else the player having the move.
func (g *game) sideOr(s *chess.Color) chess.Color {
	if s == nil {
		return g.pos.SideToMove()
	}
	return *s
}

// ptr is the JSON pointer of the i-th event, for located errors.
func ptr(i int) string { return fmt.Sprintf("/events/%d", i) }

func winFor(c chess.Color) outcome.Result {
	if c == chess.White {
		return outcome.WhiteWins
	}
	return outcome.BlackWins
}

// loserOf returns the side that lost for a decisive result, nil otherwise.
func loserOf(result outcome.Result, s chess.Color) *chess.Color {
	if result == outcome.WhiteWins || result == outcome.BlackWins {
		return &s
	}
	return nil
}

func verdictDetail(what string, s chess.Color, d laws.Decision) string {
	opp := s.Other()
	switch d.Result {
	case outcome.Draw:
		return fmt.Sprintf("%s %s, but %s cannot checkmate by any series of legal moves", s, what, opp)
	}
	return fmt.Sprintf("%s %s", s, what)
}

// settle applies the arbiter's reading of the exceptions "unless the
// opponent cannot checkmate" (6.9, 7.5.5, 5.1.2, 12.3 b): the exception is
// what must be established. When no proof either way is found within the
// budget the general rule stands, and the detail says so.
func settle(d laws.Decision, general outcome.Result) (laws.Decision, string) {
	if d.Result != outcome.InPlay {
		return d, ""
	}
	d.Result = general
	return d, "; it was not established that the opponent cannot checkmate (no proof within the search budget), so the general rule applies"
}

func signed(d time.Duration) string {
	if d < 0 {
		return "-" + clock.Format(-d)
	}
	return "+" + clock.Format(d)
}

func seconds(n int) time.Duration { return time.Duration(n) * time.Second }

// movesMade is the number of moves both players have completed.
func (g *game) movesMade() int {
	var n [2]int
	s := g.start.SideToMove()
	for range g.moves {
		n[s]++
		s = s.Other()
	}
	return min(n[0], n[1])
}

// supervised reports whether a rapid or blitz game is adequately supervised
// (A.3 / B.2): the log says so, else the rulebook or regulations do, else it
// is taken to be.
func (g *game) supervised() bool {
	if g.log.Supervision != "" {
		return g.log.Supervision == SupervisionAdequate
	}
	if sv := g.r.Supervision(g.class.Category); !sv.Absent {
		return sv.Applied != rulebook.AppliedInadequate
	}
	return true
}

// cannotMate is Unwinnable when every side in who is proven unable to
// checkmate, Winnable when one provably can, else Undetermined; names lists
// the sides ("white and black").
func (g *game) cannotMate(who []chess.Color) (outcome.Verdict, string) {
	v := outcome.Unwinnable
	names := make([]string, len(who))
	for k, c := range who {
		names[k] = c.String()
		switch g.canMate(g.ctx, &g.pos, c) {
		case outcome.Winnable:
			v = outcome.Winnable
		case outcome.Undetermined:
			if v == outcome.Unwinnable {
				v = outcome.Undetermined
			}
		}
	}
	return v, strings.Join(names, " and ")
}
