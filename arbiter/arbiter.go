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
//
// The log's model is events.go (one payload type per event type, and the
// log's vocabulary as named types) and eventlog.go (parsing and decoding).
// Each event type rules on itself through the game state of game.go, in the
// file of its concern: moves.go (moves, clock readings, a new time
// control), illegal.go (7.4, 7.5, A.4), draws.go (resignation, agreement,
// claims), flag.go (6.9, flags in rapid and blitz), scoresheet.go (8.4-8.6,
// 6.4), clockhandling.go (6.2), touch.go (4), board.go (7.2, 7.3, A.4.4),
// conduct.go (11.3, 11.7), arrival.go (6.7), adjournment.go (Guidelines I),
// quickplay.go (Guidelines III); ruling.go is the answer.
package arbiter

import (
	"context"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/rulebook"
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

// QuickNodes is the node budget per side of SearchQuick: the size of the
// first stretch of package unwinnable's fast path (the lazy search runs
// 256 positions before anything else), in which it settles most winnable
// sides of real games (a median of about a hundred positions on the
// Lichess sample's final positions).
const QuickNodes = 256

// SearchQuick is the quick pass that goes with SearchCanMate(nodes)
// (AuditOptions.Quick): the material proofs, then the search's first lazy
// stretch of QuickNodes positions a side, looking for a helpmate only
// (laws.QuickHelpmate: the proofs of Unwinnable are left to the full
// search, which the audit asks whenever the quick answer is not
// Winnable); nil (no quick pass) when nodes is at most QuickNodes (0: the
// material proofs only), where it would be the full search asked twice.
func SearchQuick(nodes uint64) laws.CanMate {
	if nodes <= QuickNodes {
		return nil
	}
	quick := laws.QuickHelpmate(QuickNodes)
	return func(ctx context.Context, p *chess.Position, side chess.Color) outcome.Verdict {
		if v := laws.MaterialCanMate(ctx, p, side); v != outcome.Undetermined {
			return v
		}
		return quick(ctx, p, side)
	}
}
