package reference

import (
	"context"
	"fmt"
	"sync"

	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/rulebook"
	"github.com/chessconform/chessconform/subject"
	"github.com/chessconform/chessconform/timecontrol"
)

// lazyRules loads the shipped rulebooks once, on first use. A shipped file
// that fails validation does not hide the others: the rulebooks that did
// validate stay usable and the problems are reported for the ones asked for.
type lazyRules struct {
	once sync.Once
	set  *rulebook.Set
	err  error
}

// Rulebook resolves a shipped rulebook by id.
func (r *Reference) Rulebook(id string) (*rulebook.Resolved, error) {
	r.rules.once.Do(func() {
		r.rules.set, r.rules.err = rulebook.LoadEmbedded(r.data)
	})
	if r.rules.set == nil {
		return nil, fmt.Errorf("reference: %w", r.rules.err)
	}
	if r.rules.set.File(id) == nil && r.rules.err != nil {
		return nil, fmt.Errorf("reference: rulebook %q: %w", id, r.rules.err)
	}
	rb, err := r.rules.set.Resolve(id)
	if err != nil {
		return nil, err
	}
	return r.traced(rb), nil
}

// Classify implements subject.Clocks: the time control is in PGN TimeControl
// syntax; the category comes from laws.Classify under the rulebook.
func (r *Reference) Classify(_ context.Context, rulebookID, timeControl string) (subject.Classification, error) {
	rb, err := r.Rulebook(rulebookID)
	if err != nil {
		return subject.Classification{}, err
	}
	tc, err := timecontrol.ParsePGN(timeControl)
	if err != nil {
		return subject.Classification{}, err
	}
	c, err := laws.Classify(rb, tc)
	if err != nil {
		return subject.Classification{}, err
	}
	return subject.Classification{Category: string(c.Category), Article: c.Article, BasisSeconds: c.BasisSeconds}, nil
}
