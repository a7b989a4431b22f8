package reference

import (
	"context"
	"fmt"

	"github.com/chessconform/chessconform/subject"
)

// Classify implements subject.Clocks (placeholder until the rulebook work lands).
func (r *Reference) Classify(context.Context, string, string) (subject.Classification, error) {
	return subject.Classification{}, fmt.Errorf("classify: %w", subject.ErrUnsupported)
}
