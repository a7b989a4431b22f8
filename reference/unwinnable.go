package reference

import (
	"context"
	"fmt"

	"github.com/chessconform/chessconform/subject"
)

// Unwinnable implements subject.Unwinnability (placeholder until package unwinnable lands).
func (r *Reference) Unwinnable(context.Context, string, string) (subject.Winnability, error) {
	return subject.Winnability{}, fmt.Errorf("unwinnable: %w", subject.ErrUnsupported)
}
