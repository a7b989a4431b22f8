package reference

import (
	"context"
	"fmt"

	"github.com/chessconform/chessconform/subject"
)

// GameStatus implements subject.Status (not yet: issue 4).
func (r *Reference) GameStatus(context.Context, subject.StatusRequest) (subject.StatusResult, error) {
	return subject.StatusResult{}, fmt.Errorf("game status: %w", subject.ErrUnsupported)
}
