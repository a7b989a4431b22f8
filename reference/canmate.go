package reference

import (
	"context"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/laws"
)

// canMate is the unwinnability predicate the reference judges dead
// positions with. Until package unwinnable is wired in, only the material
// proofs of laws.MaterialCanMate are available.
func (r *Reference) canMate(ctx context.Context, p *chess.Position, side chess.Color) laws.Verdict {
	return laws.MaterialCanMate(ctx, p, side)
}
