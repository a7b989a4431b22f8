package arbiter

import (
	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/clock"
	"github.com/chessconform/chessconform/outcome"
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
	Event   int       `json:"event"` // index of the event in the log (0-based)
	Type    EventType `json:"type"`  // the event's type
	Side    string    `json:"side,omitempty"`
	Action  string    `json:"action"`         // see docs/ARBITER.md
	Time    string    `json:"time,omitempty"` // signed change ("+0:02:00") or new reading ("0:01:00")
	Article string    `json:"article,omitempty"`
	Detail  string    `json:"detail,omitempty"`
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
