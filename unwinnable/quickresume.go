package unwinnable

import (
	"context"
	"sync"

	"github.com/chessconform/chessconform/chess"
)

// A quick pass (Budget.Quick) is the first lazy search of the full
// analysis, cut short: a caller that asks the full analysis of the same
// position and winner next (the audit's dead-position test asks the quick
// pass of both sides, then the full analysis of a side the quick pass did
// not settle) would make those first positions again. Under a context from
// WithQuickResume the quick pass that finds nothing keeps its search, and
// the full analysis of the same question resumes it: the positions it
// meets, the line it finds and the nodes it counts are those of a full
// analysis run alone (a lazy search resumed goes on as in one piece, as
// analyze's own fast path relies on). It keeps the work of one test of one
// position, for the questions asked within it, and nothing longer.

// quickResumeKey is the context key of a *quickResume.
type quickResumeKey struct{}

// quickResume holds the searches the quick passes under one context left
// undecided, at most one per question (canonical position; the winner is
// always White there).
type quickResume struct {
	mu   sync.Mutex
	left []quickLeft
}

// quickLeft is one quick pass's search: its canonical position (its FEN:
// every field of it, compared exactly), what
// bounded and counted it (the automatic draws asked for, the positions its
// lazy search was allowed, the positions made), and the search.
type quickLeft struct {
	fen   string
	draws AutomaticDraws
	first uint64 // the first lazy search's budget
	nodes uint64 // positions made (searcher.nodes)
	fast  *hsearch
}

// WithQuickResume returns a context under which the full analysis of a
// position and winner resumes the lazy search of a quick pass of the same
// question made under it, and the function that gives back the searches
// no full analysis took (call it when the questions are asked).
func WithQuickResume(ctx context.Context) (context.Context, func()) {
	r := &quickResume{}
	return context.WithValue(ctx, quickResumeKey{}, r), r.release
}

func (r *quickResume) release() {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, l := range r.left {
		divePool.put(l.fast)
	}
	r.left = nil
}

// keep stores the search of a quick pass that found nothing.
func (r *quickResume) keep(l quickLeft) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for i := range r.left {
		if r.left[i].fen == l.fen {
			divePool.put(r.left[i].fast) // the same question asked again
			r.left[i] = l
			return
		}
	}
	r.left = append(r.left, l)
}

// take removes and returns the search a quick pass left for pos with the
// same draws and first budget, if any (none without a quickResume).
func (r *quickResume) take(pos *chess.Position, draws AutomaticDraws, first uint64) (quickLeft, bool) {
	if r == nil {
		return quickLeft{}, false
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.left) == 0 {
		return quickLeft{}, false // (no FEN to write: the usual case)
	}
	fen := pos.FEN()
	for i := range r.left {
		if l := r.left[i]; l.fen == fen && l.draws == draws && l.first == first {
			r.left = append(r.left[:i], r.left[i+1:]...)
			return l, true
		}
	}
	return quickLeft{}, false
}

// quickResumeOf returns ctx's quickResume, or nil.
func quickResumeOf(ctx context.Context) *quickResume {
	r, _ := ctx.Value(quickResumeKey{}).(*quickResume)
	return r
}
