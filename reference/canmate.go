package reference

import (
	"context"
	"sync"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/outcome"
)

// mateCache remembers proven unwinnability verdicts by position (EPD, which
// leaves out the clocks they do not depend on) and side: the same position
// is judged again and again when one game is asked about under several
// rulebooks. Undetermined answers are not kept (they depend on the budget
// and on cancellation). The cache is bounded; when full it starts over.
type mateCache struct {
	mu sync.Mutex
	m  map[mateKey]outcome.Verdict
}

type mateKey struct {
	epd  string
	side chess.Color
}

const mateCacheMax = 1 << 14

// canMate is the unwinnability predicate the reference judges dead
// positions and 6.9-style outcomes with: package unwinnable at its default
// node budget, proofs memoized.
func (r *Reference) canMate(ctx context.Context, p *chess.Position, side chess.Color) outcome.Verdict {
	return r.cachedMate(ctx, p, side, 0)
}

// quickCanMate is the same search with laws.QuickNodes, tried first on both
// sides so that the side with an easy helpmate answers before the other
// side's long search.
func (r *Reference) quickCanMate(ctx context.Context, p *chess.Position, side chess.Color) outcome.Verdict {
	return r.cachedMate(ctx, p, side, laws.QuickNodes)
}

func (r *Reference) cachedMate(ctx context.Context, p *chess.Position, side chess.Color, nodes uint64) outcome.Verdict {
	k := mateKey{p.EPD(), side}
	r.mates.mu.Lock()
	v, ok := r.mates.m[k]
	r.mates.mu.Unlock()
	if ok {
		return v
	}
	v = laws.Unwinnability(nodes)(ctx, p, side)
	if v != outcome.Undetermined {
		r.mates.mu.Lock()
		if r.mates.m == nil || len(r.mates.m) >= mateCacheMax {
			r.mates.m = map[mateKey]outcome.Verdict{}
		}
		r.mates.m[k] = v
		r.mates.mu.Unlock()
	}
	return v
}
