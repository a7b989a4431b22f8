package reference

import (
	"context"
	"fmt"

	"github.com/chessconform/chessconform/subject"
)

// Adjudicate implements subject.Arbiter (not yet: issue 5).
func (r *Reference) Adjudicate(context.Context, subject.AdjudicationRequest) (subject.Ruling, error) {
	return subject.Ruling{}, fmt.Errorf("adjudicate: %w", subject.ErrUnsupported)
}
