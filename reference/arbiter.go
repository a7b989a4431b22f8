package reference

import (
	"context"
	"fmt"
	"sync"

	"github.com/chessconform/chessconform/arbiter"
	"github.com/chessconform/chessconform/subject"
)

// Adjudicate implements subject.Arbiter through package arbiter: the log is
// validated against schema/eventlog.schema.json, the rulebook resolved with
// the regulations layered on it, and every event ruled on.
func (r *Reference) Adjudicate(ctx context.Context, req subject.AdjudicationRequest) (subject.Ruling, error) {
	r.arb.once.Do(func() {
		r.arb.parser, r.arb.err = arbiter.NewParser(r.data)
		r.arb.rulebooks = arbiter.NewRulebooks(r.data)
	})
	if r.arb.err != nil {
		return subject.Ruling{}, fmt.Errorf("adjudicate: %w", r.arb.err)
	}
	l, err := r.arb.parser.Parse("log", req.Log)
	if err != nil {
		return subject.Ruling{}, fmt.Errorf("adjudicate: %w", err)
	}
	id := req.Rulebook
	if id == "" {
		id = l.Rulebook
	}
	var files []arbiter.Source
	if len(req.Regulations) > 0 {
		files = append(files, arbiter.Source{Name: "regulations", Src: req.Regulations})
	}
	rb, err := r.arb.rulebooks.Resolve(id, files, l.Date)
	if err != nil {
		return subject.Ruling{}, fmt.Errorf("adjudicate: %w", err)
	}
	out, err := arbiter.Adjudicate(ctx, r.traced(rb), l, arbiter.Options{CanMate: arbiter.SearchCanMate(rulingNodes)})
	if err != nil {
		return subject.Ruling{}, fmt.Errorf("adjudicate: %w", err)
	}
	return toSubject(out), nil
}

func toSubject(a *arbiter.Ruling) subject.Ruling {
	s := subject.Ruling{Result: a.Result, Article: a.Article, Termination: a.Termination, TimeClass: a.TimeClass,
		Clocks:     subject.Pair{White: a.Clocks.White, Black: a.Clocks.Black},
		Scoresheet: subject.Pair{White: a.Scoresheet.White, Black: a.Scoresheet.Black},
		Decisions:  make([]subject.Decision, 0, len(a.Decisions))}
	if a.Scores != nil {
		s.Scores = &subject.Scores{White: a.Scores.White, Black: a.Scores.Black}
	}
	for _, d := range a.Decisions {
		s.Decisions = append(s.Decisions, subject.Decision{Event: d.Event, Side: d.Side, Action: d.Action, Time: d.Time, Article: d.Article, Detail: d.Detail})
	}
	return s
}

// lazyArbiter holds what Adjudicate needs, built on first use.
type lazyArbiter struct {
	once      sync.Once
	parser    *arbiter.Parser
	rulebooks *arbiter.Rulebooks
	err       error
}

// rulingNodes bounds the unwinnability search behind one ruling ("unless the
// opponent cannot checkmate"); the adjudicate command's default is the same.
const rulingNodes = 20_000
