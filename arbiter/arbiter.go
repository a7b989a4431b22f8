// Package arbiter rules on a game under a rulebook: it reads a documented,
// schema-validated event log (moves with clock readings, draw offers and
// claims, illegal actions, flag falls, resignations, electronic devices, late
// arrival, quickplay-finish requests), runs the chess clock, and answers what
// the arbiter does at each event — time added or deducted, penalties, the
// result and the article that decides it, in the rulebook's own numbering.
// It also audits PGN games: it replays them and reports every game whose
// declared result disagrees with what the Laws imply (audit.go).
//
// Every number comes from the resolved rulebook (edition, translation,
// regulations): penalties, bands, thresholds, bonus times, default times,
// points, and the articles of the number-less rules (articles.go reads them).
package arbiter

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/clock"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/rulebook"
	"github.com/chessconform/chessconform/timecontrol"
)

// Ruling is the arbiter's answer for one event log.
type Ruling struct {
	Rulebook     string `json:"rulebook"`
	TimeClass    string `json:"time_class"`
	ClassArticle string `json:"time_class_article"`
	// ClassArticleOf is the edition whose article ClassArticle is when the
	// rulebook (a translation without that appendix) does not contain it.
	ClassArticleOf string              `json:"time_class_article_of,omitempty"`
	Result         outcome.Result      `json:"result"`                // "1-0", "0-1", "1/2-1/2", "*" in play; "0-1/2", "1/2-0", "0-?", "?-0" when only the offender's loss is fixed
	Termination    outcome.Termination `json:"termination,omitempty"` // see docs/ARBITER.md
	Article        string              `json:"article,omitempty"`     // the article that decides the result
	Scores         *Scores             `json:"scores,omitempty"`      // points under the rulebook's scoring, once the game is over
	Clocks         Readings            `json:"clocks"`                // both clocks after the last event
	Scoresheet     Scoresheet          `json:"scoresheet"`            // 8.4 after the last event
	Decisions      []Decision          `json:"decisions"`
}

// Scores are the points each player gets; nil when the rulebook leaves it to the arbiter.
type Scores struct {
	White   *float64 `json:"white"`
	Black   *float64 `json:"black"`
	Article string   `json:"article"`
}

// Scoresheet says whether each player must record the moves (8.4): "record" or "exempt".
type Scoresheet struct {
	White   string `json:"white"`
	Black   string `json:"black"`
	Article string `json:"article"`
}

// Decision is one ruling on one event.
type Decision struct {
	Event   int    `json:"event"` // index of the event in the log (0-based)
	Type    string `json:"type"`  // the event's type
	Side    string `json:"side,omitempty"`
	Action  string `json:"action"`         // see docs/ARBITER.md
	Time    string `json:"time,omitempty"` // signed change ("+0:02:00") or new reading ("0:01:00")
	Article string `json:"article,omitempty"`
	Detail  string `json:"detail,omitempty"`
}

// Actions.
const (
	ActAddTime      = "add_time"
	ActDeductTime   = "deduct_time"
	ActSetTime      = "set_time"
	ActLoss         = "loss"
	ActDraw         = "draw"
	ActOpen         = "result_open"
	ActContinue     = "continue"
	ActReject       = "reject"
	ActMustPlay     = "must_play"
	ActReplacePawn  = "replace_pawn"
	ActNoPenalty    = "no_penalty"
	ActNotCounted   = "not_counted"
	ActPenalty      = "penalty"
	ActDeclined     = "declined"
	ActNotAllowed   = "not_allowed"
	ActNotAvailable = "not_applicable"
	ActIncrement    = "set_increment"
	ActControl      = "set_control"
	ActExempt       = "scoresheet_exempt"
	ActRecord       = "scoresheet_record"
	ActIgnored      = "ignored"
	ActUndecided    = "undecided"
	ActValid        = "valid"
	ActNewGame      = "new_game"
	ActCheckClock   = "check_clock"
)

// Adjudicate rules on every event of the log under the resolved rulebook.
// A log that cannot be followed (an illegal move logged as a move, a time
// control that does not parse) is an error located in the log.
func Adjudicate(ctx context.Context, r *rulebook.Resolved, l *Log, o Options) (*Ruling, error) {
	if o.CanMate == nil {
		o.CanMate = SearchCanMate(DefaultNodes)
	}
	g, err := newGame(ctx, r, l, o)
	if err != nil {
		return nil, err
	}
	for i, e := range l.Events {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if err := g.event(i, e); err != nil {
			return nil, err
		}
	}
	return g.ruling(), nil
}

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
	g.arts = deriveArticles(r)
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
	g.out.TimeClass, g.out.ClassArticle, g.out.ClassArticleOf = g.class.Category, g.class.Article, g.class.ArticleOf
	g.clk, _ = clock.New(ctl)
	if l.Clocks != nil {
		g.setReadings(l.Clocks.White, l.Clocks.Black)
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

func (g *game) setReadings(white, black string) {
	if white != "" {
		g.clk.Set(chess.White, duration(white))
	}
	if black != "" {
		g.clk.Set(chess.Black, duration(black))
	}
}

func (g *game) decide(i int, e Event, d Decision) {
	d.Event, d.Type = i, e.Type
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

func side(s string) chess.Color {
	if s == "black" {
		return chess.Black
	}
	return chess.White
}

func (g *game) sideOf(e Event) chess.Color {
	if e.Side == "" {
		return g.pos.SideToMove()
	}
	return side(e.Side)
}

func winFor(c chess.Color) outcome.Result {
	if c == chess.White {
		return outcome.WhiteWins
	}
	return outcome.BlackWins
}

func signed(d time.Duration) string {
	if d < 0 {
		return "-" + clock.Format(-d)
	}
	return "+" + clock.Format(d)
}

func seconds(n int) time.Duration { return time.Duration(n) * time.Second }

// event dispatches one event.
func (g *game) event(i int, e Event) error {
	ptr := fmt.Sprintf("/events/%d", i)
	if g.over() {
		g.decide(i, e, Decision{Action: ActIgnored, Article: g.out.Article,
			Detail: fmt.Sprintf("the game had already ended (%s, %s)", g.out.Termination, g.out.Result)})
		return nil
	}
	switch e.Type {
	case "move":
		return g.move(i, e, ptr)
	case "clocks":
		g.setReadings(e.White, e.Black)
		g.scoresheet(i, e)
	case "illegal":
		return g.illegalAct(i, e, ptr)
	case "draw_offer":
		return g.drawOffer(i, e)
	case "claim":
		return g.claim(i, e, ptr)
	case "quickplay_claim":
		return g.quickplayClaim(i, e)
	case "quickplay_increment":
		return g.quickplayIncrement(i, e)
	case "flag":
		return g.flag(i, e)
	case "resign":
		s := side(e.Side)
		d, note := settle(g.judge.Resignation(g.ctx, &g.pos, s), winFor(s.Other()))
		g.end(i, e, d.Result, outcome.Resignation, d.Article, verdictDetail("resigned", s, d)+note, loserOf(d.Result, s))
	case "device":
		return g.device(i, e)
	case "late_arrival":
		return g.late(i, e)
	case "time_control":
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
			return g.log.at(ptr+"/control", err.Error())
		}
		ctl, err := clock.FromTimeControl(tc)
		if err != nil {
			return g.log.at(ptr+"/control", err.Error())
		}
		_ = g.clk.SetControl(ctl)
		g.decide(i, e, Decision{Action: ActControl, Article: g.arts.clockSetting,
			Detail: "the clock runs " + tc.String() + " from now on; each player keeps the time shown and the moves made"})
	case "sealed_move":
		return g.sealed(i, e)
	case "colours_reversed":
		return g.coloursReversed(i, e)
	case "scoresheet_request":
		return g.scoresheetRequest(i, e)
	case "clock_handling":
		return g.clockHandling(i, e)
	case "clock_unpressed":
		return g.clockUnpressed(i, e)
	case "clock_pressed":
		return g.clockPressed(i, e)
	case "touch":
		return g.touch(i, e, ptr)
	case "setup":
		return g.setup(i, e)
	case "illegal_position":
		return g.illegalPosition(i, e)
	case "refusal":
		return g.refusal(i, e)
	default:
		return g.log.at(ptr+"/type", "unknown event type "+e.Type)
	}
	return nil
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

// parseMove reads a move in UCI or English SAN.
func parseMove(p *chess.Position, s string) (chess.Move, error) {
	if m, err := p.ParseUCI(s); err == nil {
		return m, nil
	}
	return p.ParseSAN(s)
}

func (g *game) move(i int, e Event, ptr string) error {
	m, err := parseMove(&g.pos, e.Move)
	if err != nil {
		return g.log.at(ptr+"/move", fmt.Sprintf("%s is not a legal move in %s (%v); log an illegal move as {type: illegal, act: illegal_move}", e.Move, g.pos.FEN(), err))
	}
	if g.touchPending(i, e, m) { // touch.go: an earlier touch's obligation
		return nil
	}
	mover := g.pos.SideToMove()
	g.play(m)
	switch {
	case e.Clock != "":
		if most, r := g.clk.MostAfterMove(mover), duration(e.Clock); r > most {
			g.decide(i, e, Decision{Side: mover.String(), Action: ActCheckClock, Article: g.arts.clockDefective,
				Detail: fmt.Sprintf("%s's clock shows %s after the move, more than the %s the time control allows: a wrong setting or a defective clock", mover, clock.Format(r), clock.Format(most))})
		}
		_ = g.clk.Reading(mover, duration(e.Clock)) // a zero reading drops the flag; the flag event rules on it
	default:
		_ = g.clk.Move(mover, duration(e.Used))
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

func (g *game) ruling() *Ruling {
	g.markForeignArticles()
	g.out.Clocks = Readings{White: clock.Format(g.clk.Remaining(chess.White)), Black: clock.Format(g.clk.Remaining(chess.Black))}
	g.out.Scoresheet = Scoresheet{White: "record", Black: "record", Article: g.r.ScoresheetExemption().Article}
	if g.exempt[chess.White] {
		g.out.Scoresheet.White = "exempt"
	}
	if g.exempt[chess.Black] {
		g.out.Scoresheet.Black = "exempt"
	}
	g.rapidScoresheet()
	if g.over() {
		g.out.Scores = g.scores()
	}
	return g.out
}

// scores turns the result into points under the rulebook's (or the
// regulations') scoring; a default uses the forfeit points.
func (g *game) scores() *Scores {
	sc := g.r.Scoring()
	if sc.Absent {
		return nil
	}
	win, loss := sc.Win, sc.Loss
	if g.out.Termination == outcome.Default {
		win, loss = sc.ForfeitWin, sc.ForfeitLoss
	}
	f := func(v float64) *float64 { return &v }
	out := &Scores{Article: sc.Article}
	switch g.out.Result {
	case outcome.WhiteWins:
		out.White, out.Black = f(win), f(loss)
	case outcome.BlackWins:
		out.White, out.Black = f(loss), f(win)
	case outcome.Draw:
		out.White, out.Black = f(sc.Draw), f(sc.Draw)
	case outcome.WhiteLoses:
		out.White = f(loss)
	case outcome.BlackLoses:
		out.Black = f(loss)
	case outcome.WhiteLosesBlackDraws:
		out.White, out.Black = f(loss), f(sc.Draw)
	case outcome.BlackLosesWhiteDraws:
		out.White, out.Black = f(sc.Draw), f(loss)
	case outcome.BothLose: // 11.8: both players lose
		out.White, out.Black = f(loss), f(loss)
	default:
		return nil
	}
	return out
}

// Options configure an adjudication.
type Options struct {
	// CanMate is the unwinnability predicate behind every ruling on "cannot
	// checkmate": the dead position after each move (5.2.2) and the
	// exceptions "unless the opponent cannot checkmate" (6.9, 7.5.5, 5.1.2,
	// 12.3 b, A.4 c). nil means SearchCanMate(DefaultNodes). It answers
	// Winnable or Unwinnable only with a proof; see settle for an
	// undetermined answer.
	CanMate laws.CanMate
}

// DefaultNodes is the default node budget per side of the unwinnability
// search behind a ruling (the adjudicate command's --nodes default).
const DefaultNodes = 20_000

// SearchCanMate proves unwinnability from material first (instant), then by
// package unwinnable's search within nodes per side (laws.Unwinnability);
// nodes 0 means the material proofs only.
func SearchCanMate(nodes uint64) laws.CanMate {
	if nodes == 0 {
		return laws.MaterialCanMate
	}
	search := laws.Unwinnability(nodes)
	return func(ctx context.Context, p *chess.Position, side chess.Color) outcome.Verdict {
		if v := laws.MaterialCanMate(ctx, p, side); v != outcome.Undetermined {
			return v
		}
		return search(ctx, p, side)
	}
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

func (g *game) illegalAct(i int, e Event, ptr string) error {
	return g.ruleIllegal(i, e, ptr, e.Act, g.sideOf(e), false)
}

// ruleIllegal rules on an illegal act of side s under the game's rule
// (illegalRule: the supervision decides between the Competition Rules and
// the appendix's). seen is an illegal position the arbiter saw (2009 A.4 c:
// he intervenes without a claim).
func (g *game) ruleIllegal(i int, e Event, ptr, act string, s chess.Color, seen bool) error {
	opp := s.Other()
	reg, timeArticle, note := g.illegalRule()
	counts := reg.Counts(act)
	if act == "unpromoted_pawn" && !counts {
		if up := g.r.UnfinishedPromotion(); !up.Absent && up.Illegal {
			counts = true
		}
	}
	if !counts {
		_, cat := g.r.Penalties()
		g.decide(i, e, Decision{Side: s.String(), Action: ActNotCounted, Article: cat.Article,
			Detail: fmt.Sprintf("%s is not an illegal move under %s (%s); the arbiter may apply a penalty of %s", strings.ReplaceAll(act, "_", " "), g.r.ID, reg.Article, cat.Article)})
		return nil
	}
	noticed := e.NoticedBy
	if noticed == "" {
		noticed = "arbiter"
	}
	inTime := e.ClaimInTime == nil || *e.ClaimInTime
	if reg.DecidedBy == "claim" && noticed != "opponent" && (seen || act == "unpromoted_pawn") {
		// 2009 A.4 c: both kings in check or an unfinished promotion.
		if ip, ok := g.intervention(); ok {
			noticed, timeArticle = "opponent", ip.Article
			note = fmt.Sprintf(" (%s: both kings in check or an unfinished promotion: the arbiter intervenes without a claim)", ip.Article) +
				interpretationNote("rapid.illegal_position", ip.Ref)
		}
	}
	switch {
	case reg.DecidedBy == "claim" && noticed != "opponent":
		g.decide(i, e, Decision{Side: s.String(), Action: ActNoPenalty, Article: reg.Article,
			Detail: "only the opponent's claim leads to a ruling on an illegal move in this time class; the arbiter does not intervene"})
		return nil
	case reg.DecidedBy != "arbiter" && noticed == "opponent" && reg.ClaimBeforeOwnMove && !inTime:
		g.decide(i, e, Decision{Side: s.String(), Action: ActNoPenalty, Article: reg.Article,
			Detail: "the opponent claimed after making his own move: the illegal move stands"})
		return nil
	}
	g.illegal[s]++
	n := g.illegal[s]
	what := strings.ReplaceAll(act, "_", " ")
	if reg.LosesOn > 0 && n >= reg.LosesOn {
		result, detail := winFor(opp), fmt.Sprintf("%s: illegal move number %d by %s loses", what, n, s)
		loser := &s
		// Whose inability to checkmate makes it a draw: the offender's
		// opponent (the authentic rule), the offender (as hu-2014 7.5 b
		// reads), or — where the text names no side — both.
		var who []chess.Color
		switch reg.DrawIfCannotMate {
		case "opponent_of_offender":
			who = []chess.Color{opp}
		case "offender":
			who = []chess.Color{s}
		case "unspecified":
			who = []chess.Color{opp, s}
		}
		if len(who) > 0 {
			v := outcome.Unwinnable
			for _, c := range who {
				switch g.canMate(g.ctx, &g.pos, c) {
				case outcome.Winnable:
					v = outcome.Winnable
				case outcome.Undetermined:
					if v == outcome.Unwinnable {
						v = outcome.Undetermined
					}
				}
			}
			names := make([]string, len(who))
			for k, c := range who {
				names[k] = c.String()
			}
			switch v {
			case outcome.Unwinnable:
				result, loser = outcome.Draw, nil
				detail = fmt.Sprintf("%s: illegal move number %d by %s, but %s cannot checkmate by any series of legal moves", what, n, s, strings.Join(names, " and "))
			case outcome.Undetermined:
				_, note := settle(laws.Decision{Result: outcome.InPlay}, result)
				detail += note
			}
		}
		g.end(i, e, result, outcome.IllegalMoves, reg.Article, detail+note, loser)
		return nil
	}
	if act == "unpromoted_pawn" && e.Move != "" {
		if err := g.queen(i, e, ptr); err != nil {
			return err
		}
	}
	if reg.OpponentGainsSeconds > 0 {
		add := seconds(reg.OpponentGainsSeconds)
		g.clk.Add(opp, add)
		g.decide(i, e, Decision{Side: opp.String(), Action: ActAddTime, Time: signed(add), Article: timeArticle,
			Detail: fmt.Sprintf("%s: illegal move number %d by %s; %s gets %s", what, n, s, opp, clock.Format(add)) + note})
	}
	return nil
}

// queen completes an unfinished promotion with a queen when the rulebook says so.
func (g *game) queen(i int, e Event, ptr string) error {
	up := g.r.UnfinishedPromotion()
	if up.Absent || up.PawnBecomes != "queen" {
		return nil
	}
	mv := strings.TrimRight(strings.ToLower(e.Move), "qrbn=")
	m, err := g.pos.ParseUCI(mv + "q")
	if err != nil {
		return g.log.at(ptr+"/move", fmt.Sprintf("%s is not a pawn move to the last rank in %s (write it in UCI, e.g. e7e8)", e.Move, g.pos.FEN()))
	}
	g.play(m)
	g.decide(i, e, Decision{Side: g.sideOf(Event{Side: e.Side}).String(), Action: ActReplacePawn, Article: up.Article,
		Detail: "the pawn is replaced by a queen of the same colour on the square it reached"})
	return nil
}

func (g *game) drawOffer(i int, e Event) error {
	da := g.r.DrawAgreement()
	s := side(e.Side)
	switch e.Response {
	case "declined":
		g.decide(i, e, Decision{Side: s.String(), Action: ActDeclined, Article: da.Article})
		return nil
	case "none":
		g.decide(i, e, Decision{Side: s.String(), Action: ActContinue, Article: da.Article, Detail: "the offer stands until accepted, rejected or lapsed"})
		return nil
	}
	if g.agreementAllowed(i, e, da) {
		g.end(i, e, outcome.Draw, outcome.Agreement, da.Article, fmt.Sprintf("%s offered a draw and %s accepted", s, s.Other()), nil)
	}
	return nil
}

// agreementAllowed checks the restrictions on a draw agreement (regulations
// under 9.1, 5.2.3's move by each player) and records why one is not valid.
func (g *game) agreementAllowed(i int, e Event, da rulebook.DrawAgreement) bool {
	made := g.movesMade()
	switch {
	case da.Forbidden:
		g.decide(i, e, Decision{Action: ActNotAllowed, Article: da.Article, Detail: "the regulations forbid draw agreements"})
	case da.ForbiddenBeforeMove > 0 && made < da.ForbiddenBeforeMove:
		g.decide(i, e, Decision{Action: ActNotAllowed, Article: da.Article,
			Detail: fmt.Sprintf("the regulations forbid agreements before move %d; %d complete moves have been made", da.ForbiddenBeforeMove, made)})
	case da.MoveEachRequired && made < g.agreementMovesEach():
		g.decide(i, e, Decision{Action: ActNotAllowed, Article: g.arts.agreementMoves,
			Detail: fmt.Sprintf("a draw by agreement needs at least %d move(s) by each player; %d have been made", g.agreementMovesEach(), made)})
	default:
		return true
	}
	return false
}

// claimAccepted is 9.1 c (2005), 9.1 b 3 (2009/2014), 9.1.2.3 (2017+): a
// draw claim of a kind the rulebook names (draws.claim_as_offer) is also a
// draw offer, and the opponent may accept it before the arbiter examines the
// claim. It reports whether the game ended by that agreement; otherwise the
// claim is examined as usual.
func (g *game) claimAccepted(i int, e Event, kind string) (bool, error) {
	if e.Response != "accepted" {
		return false, nil
	}
	kinds, ref := g.r.ClaimAsOffer()
	s := side(e.Side)
	if ref.Absent || !slices.Contains(kinds, kind) {
		g.decide(i, e, Decision{Side: s.String(), Action: ActNotAvailable, Article: ref.Article,
			Detail: fmt.Sprintf("a %s claim is not a draw offer under this rulebook: the claim itself is examined", strings.ReplaceAll(kind, "_", " "))})
		return false, nil
	}
	da := g.r.DrawAgreement()
	if !g.agreementAllowed(i, e, da) {
		return false, nil
	}
	g.end(i, e, outcome.Draw, outcome.Agreement, ref.Article,
		fmt.Sprintf("%s's claim counts as a draw offer and %s accepted it before the claim was examined", s, s.Other()), nil)
	return true, nil
}

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

func (g *game) claim(i int, e Event, ptr string) error {
	s := side(e.Side)
	kind := outcome.Threefold
	if e.Kind == "fifty_moves" {
		kind = outcome.FiftyMoves
	}
	if accepted, err := g.claimAccepted(i, e, e.Kind); accepted || err != nil {
		return err
	}
	touched, note := e.Touched, ""
	if rl, ref := g.r.ClaimRightLost(); !ref.Absent && rl == "making_a_move" && touched {
		// 9.4 (2005): only making the move takes the right away.
		touched, note = false, fmt.Sprintf(" (touching a piece does not take away the right to claim: %s loses it only by making the move)", ref.Article)
	}
	v, err := g.judge.Claim(g.ctx, laws.NewGameUnchecked(&g.start, g.moves), laws.ClaimRequest{Kind: kind, By: s, Move: e.Move, Touched: touched})
	if err != nil {
		return g.log.at(ptr+"/move", err.Error())
	}
	if v.Correct {
		g.end(i, e, outcome.Draw, kind, v.Article, fmt.Sprintf("%s's claim is correct", s)+note, nil)
		return nil
	}
	g.decide(i, e, Decision{Side: s.String(), Action: ActReject, Article: v.Article, Detail: v.Reason + note})
	ic, icNote := g.claimRule()
	opp := s.Other()
	if ic.OpponentGainsSeconds > 0 {
		add := seconds(ic.OpponentGainsSeconds)
		g.clk.Add(opp, add)
		g.decide(i, e, Decision{Side: opp.String(), Action: ActAddTime, Time: signed(add), Article: ic.Article,
			Detail: fmt.Sprintf("incorrect claim: %s gets %s", opp, clock.Format(add)) + icNote})
	}
	if len(ic.ClaimantBands) > 0 {
		before := g.clk.Remaining(s)
		after, ok := ic.ClaimantAfter(before)
		switch {
		case !ok:
			g.decide(i, e, Decision{Side: s.String(), Action: ActNoPenalty, Article: ic.Article,
				Detail: fmt.Sprintf("the claimant's %s falls in none of the rulebook's bands: his time is left as it is", clock.Format(before))})
		case after < before:
			g.clk.Set(s, after)
			g.decide(i, e, Decision{Side: s.String(), Action: ActDeductTime, Time: signed(after - before), Article: ic.Article,
				Detail: fmt.Sprintf("the claimant's %s becomes %s", clock.Format(before), clock.Format(after))})
		default:
			g.decide(i, e, Decision{Side: s.String(), Action: ActNoPenalty, Article: ic.Article,
				Detail: fmt.Sprintf("the claimant's %s is not reduced", clock.Format(before))})
		}
	}
	if v.MustPlay {
		g.decide(i, e, Decision{Side: s.String(), Action: ActMustPlay, Article: ic.Article, Detail: "the intended move " + e.Move + " must now be played"})
	}
	return nil
}

func (g *game) flag(i int, e Event) error {
	s := side(e.Side)
	claimantFlag := g.clk.Flag(s.Other()) || g.clk.Remaining(s.Other()) == 0
	before := g.clk.Remaining(s) // what the log's clock showed: flagCheck tells which period ran out
	g.clk.FallFlag(s)
	if e.ObservedBy == "opponent" && claimantFlag && !e.Both {
		if stop, err := g.timeClaimWithoutTime(i, e, s); stop || err != nil {
			return err
		}
	}
	if e.Both {
		g.clk.FallFlag(s.Other())
		bf := g.r.BothFlags()
		when, rule := "before the last period", bf.EarlierPeriod
		if g.clk.InLastPeriod(chess.White) && g.clk.InLastPeriod(chess.Black) {
			when, rule = "in the last period", bf.LastPeriod
		}
		if rule == "draw" {
			g.end(i, e, outcome.Draw, outcome.BothFlags, g.arts.bothFlags, "both flags fell "+when+" and it cannot be established which fell first", nil)
			return nil
		}
		g.decide(i, e, Decision{Action: ActContinue, Article: g.arts.bothFlags,
			Detail: "both flags fell " + when + " and it cannot be established which fell first: the game continues"})
		return nil
	}
	if stop, err := g.flagCheck(i, e, s, before); stop || err != nil {
		return err
	}
	if stop, err := g.unsupervisedFlag(i, e, s); stop || err != nil {
		return err
	}
	if stop, err := g.timeClaimDraw(i, e, s); stop || err != nil {
		return err
	}
	d, note := settle(g.judge.FlagFall(g.ctx, &g.pos, s), winFor(s.Other()))
	g.end(i, e, d.Result, outcome.TimeForfeit, d.Article, verdictDetail("lost on time", s, d)+note, loserOf(d.Result, s))
	return nil
}

func (g *game) device(i int, e Event) error {
	ed := g.r.ElectronicDevices()
	s := side(e.Side)
	triggered := false
	switch ed.Trigger {
	case "rings":
		triggered = e.How == "rings"
	case "any_sound":
		triggered = e.How == "rings" || e.How == "sounds"
	case "evident":
		triggered = true // any device in the venue
	case "on_person":
		triggered = e.How != "in_bag" || !ed.BagStorage
	}
	if !triggered {
		g.decide(i, e, Decision{Side: s.String(), Action: ActNoPenalty, Article: ed.Article,
			Detail: fmt.Sprintf("a device that %s does not meet the rulebook's condition (%s)", strings.ReplaceAll(e.How, "_", " "), strings.ReplaceAll(ed.Trigger, "_", " "))})
		return nil
	}
	if ed.Penalty == "lesser" {
		g.decide(i, e, Decision{Side: s.String(), Action: ActPenalty, Article: ed.Article, Detail: ed.LesserPenalty})
		return nil
	}
	opp := s.Other()
	switch ed.Opponent {
	case "arbiter_decides":
		result := outcome.WhiteLoses
		if s == chess.Black {
			result = outcome.BlackLoses
		}
		g.end(i, e, result, outcome.Device, ed.Article, s.String()+" loses; the opponent's score is for the arbiter to decide", &s)
	case "wins_or_draw_if_cannot_win":
		switch g.canMate(g.ctx, &g.pos, opp) {
		case outcome.Unwinnable:
			// The offender still loses; only the opponent's score becomes a draw.
			result := outcome.WhiteLosesBlackDraws
			if s == chess.Black {
				result = outcome.BlackLosesWhiteDraws
			}
			g.end(i, e, result, outcome.Device, ed.Article, fmt.Sprintf("%s loses; %s cannot win by any series of legal moves and scores a draw", s, opp), &s)
		default:
			g.end(i, e, winFor(opp), outcome.Device, ed.Article, s.String()+" loses", &s)
		}
	default:
		g.end(i, e, winFor(opp), outcome.Device, ed.Article, s.String()+" loses", &s)
	}
	return nil
}

// defaultTime is the default time of 6.7.1 and its article; ok is false,
// and the event is ruled undecided, when the Laws leave it to regulations
// that set none.
func (g *game) defaultTime(i int, e Event) (limit time.Duration, article string, ok bool, err error) {
	dt := g.r.DefaultTime()
	if dt.Minutes == nil {
		g.decide(i, e, Decision{Side: side(e.Side).String(), Action: ActUndecided, Article: dt.Article,
			Detail: "the Laws leave the default time to the regulations and none set it"})
		return 0, dt.Article, false, nil
	}
	return time.Duration(*dt.Minutes * float64(time.Minute)), dt.Article, true, nil
}

func (g *game) late(i int, e Event) error {
	if e.Resumption {
		return g.lateAtResumption(i, e) // clockhandling.go
	}
	s := side(e.Side)
	late := duration(e.Late)
	limit, article, ok, err := g.defaultTime(i, e)
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

// coloursReversed is 7.3 (7.2 before 2014): the game continues, or from
// July 2017 a new game is played when fewer than the rulebook's number of
// moves have been made by each player.
func (g *game) coloursReversed(i int, e Event) error {
	cr := g.r.ColoursReversed()
	made := g.movesMade()
	if cr.Rule == "new_game_if_fewer_moves" && made < cr.Moves {
		g.decide(i, e, Decision{Action: ActNewGame, Article: cr.Article,
			Detail: fmt.Sprintf("colours reversed after %d complete moves, fewer than %d: a new game is played with the correct colours", made, cr.Moves)})
		g.out.Termination, g.out.Article = outcome.NewGame, cr.Article
		return nil
	}
	detail := "colours reversed: the game continues"
	if cr.Rule == "new_game_if_fewer_moves" {
		detail = fmt.Sprintf("colours reversed after %d complete moves, not fewer than %d: the game continues", made, cr.Moves)
	}
	g.decide(i, e, Decision{Action: ActContinue, Article: cr.Article, Detail: detail})
	return nil
}

// supervised reports whether a rapid or blitz game is adequately supervised
// (A.3 / B.2): the log says so, else the rulebook or regulations do, else it
// is taken to be.
func (g *game) supervised() bool {
	if g.log.Supervision != "" {
		return g.log.Supervision == "adequate"
	}
	if sv := g.r.Supervision(g.class.Category); !sv.Absent {
		return sv.Applied != "inadequate"
	}
	return true
}

// unsupervisedFlag is A.4 d (2009) / A.4.5 / A.5.5 (B.4 / B.3 for blitz): in
// a rapid or blitz game without adequate supervision the arbiter calls a
// single flag only where the rulebook says he may or shall.
func (g *game) unsupervisedFlag(i int, e Event, s chess.Color) (bool, error) {
	if g.class.Category == laws.Standard || e.ObservedBy == "opponent" || g.supervised() {
		return false, nil
	}
	rs := g.r.RapidSpecifics()
	if rs.ArbiterCallsFlagRef.Absent || rs.ArbiterCallsFlag != "only_both_flags" {
		return false, nil
	}
	g.clk.Set(s, 0)
	g.decide(i, e, Decision{Side: s.String(), Action: ActContinue, Article: rs.ArbiterCallsFlagRef.Article,
		Detail: "without adequate supervision the arbiter refrains from signalling a single flag fall: only a player's claim, or both flags down, decides"})
	return true, nil
}

// timeClaimWithoutTime is A.4 d (2009), A.4.3 (2017-07): in rapid and blitz
// without adequate supervision a win-on-time claim needs the claimant's own
// flag still up.
func (g *game) timeClaimWithoutTime(i int, e Event, s chess.Color) (bool, error) {
	if g.class.Category == laws.Standard || g.supervised() {
		return false, nil
	}
	rs := g.r.RapidSpecifics()
	if rs.TimeClaimRef.Absent || !rs.TimeClaim.ClaimantNeedsTime {
		return false, nil
	}
	g.decide(i, e, Decision{Side: s.Other().String(), Action: ActReject, Article: rs.TimeClaimRef.Article,
		Detail: fmt.Sprintf("%s claims a win on time, but his own flag is down too: the claim needs time left on the claimant's clock", s.Other())})
	return true, nil
}

// timeClaimDraw is the appendix's own draw clause of a win-on-time claim in
// rapid and blitz without adequate supervision (2014 A.4 c, A.4.3, A.5.3):
// the claim is drawn if the side the rulebook names cannot checkmate by any
// series of legal moves — the claimant in the authentic texts, the player
// whose flag fell in hu-2014 A.4 c as worded, both where no side is named.
// "none" (2009 A.4 d) leaves it to 6.9.
func (g *game) timeClaimDraw(i int, e Event, flagged chess.Color) (bool, error) {
	if g.class.Category == laws.Standard || e.ObservedBy != "opponent" || g.supervised() {
		return false, nil
	}
	rs := g.r.RapidSpecifics()
	claimant := flagged.Other()
	var who []chess.Color
	switch rs.TimeClaim.DrawIfCannotMate {
	case "claimant":
		who = []chess.Color{claimant}
	case "flagged_player":
		who = []chess.Color{flagged}
	case "unspecified":
		who = []chess.Color{claimant, flagged}
	}
	if rs.TimeClaimRef.Absent || len(who) == 0 {
		return false, nil
	}
	v, names := g.cannotMate(who)
	art := rs.TimeClaimRef.Article
	switch v {
	case outcome.Unwinnable:
		g.end(i, e, outcome.Draw, outcome.TimeForfeit, art, fmt.Sprintf("%s claims a win on time, but %s cannot checkmate by any series of legal moves", claimant, names), nil)
	case outcome.Winnable:
		g.end(i, e, winFor(claimant), outcome.TimeForfeit, art, fmt.Sprintf("%s's claim is valid: %s's flag has fallen and %s can checkmate", claimant, flagged, names), &flagged)
	default:
		_, note := settle(laws.Decision{Result: outcome.InPlay}, winFor(claimant))
		g.end(i, e, winFor(claimant), outcome.TimeForfeit, art, fmt.Sprintf("%s's claim is valid: %s's flag has fallen", claimant, flagged)+note, &flagged)
	}
	return true, nil
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

// agreementMovesEach is 5.2.3's number of moves each player must have made
// before a draw by agreement (draws.agreement_moves); 1 where the rulebook
// only sets draws.agreement.move_each_required.
func (g *game) agreementMovesEach() int {
	if am := g.r.AgreementMoves(); !am.Absent && am.MovesEach > 0 {
		return am.MovesEach
	}
	return 1
}
