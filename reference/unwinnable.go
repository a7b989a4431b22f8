package reference

import (
	"context"
	"fmt"

	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/subject"
	"github.com/chessconform/chessconform/unwinnable"
)

// Unwinnable implements subject.Unwinnability: whether side ("white" or
// "black") can still checkmate by some series of legal moves, with the
// helpmate (UCI) when it can. The default node budget applies; beyond it the
// verdict is "undetermined".
func (r *Reference) Unwinnable(ctx context.Context, fen string, side string) (subject.Winnability, error) {
	p, err := position(fen)
	if err != nil {
		return subject.Winnability{}, err
	}
	c, err := unwinnable.ParseSide(side)
	if err != nil {
		return subject.Winnability{}, fmt.Errorf("unwinnable: %w", err)
	}
	res := unwinnable.Analyze(ctx, p, c, unwinnable.Budget{})
	if err := ctx.Err(); err != nil && res.Verdict == outcome.Undetermined {
		return subject.Winnability{}, fmt.Errorf("unwinnable: %w", err)
	}
	return subject.Winnability{
		Verdict:  res.Verdict,
		Helpmate: unwinnable.UCI(p, res.Helpmate),
		Nodes:    res.Nodes,
	}, nil
}
