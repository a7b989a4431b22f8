package reference

import (
	"context"
	"fmt"

	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/subject"
)

// GameStatus implements subject.Status through package laws: the game is
// judged under the rulebook, and the claims are those of the player having
// the move, each intended move written in English SAN.
func (r *Reference) GameStatus(ctx context.Context, req subject.StatusRequest) (subject.StatusResult, error) {
	rb, err := r.Rulebook(req.Rulebook)
	if err != nil {
		return subject.StatusResult{}, err
	}
	j, err := laws.New(rb, laws.Options{CanMate: r.canMate, Quick: r.quickCanMate})
	if err != nil {
		return subject.StatusResult{}, err
	}
	g, err := laws.ParseGame(req.FEN, req.Moves)
	if err != nil {
		return subject.StatusResult{}, fmt.Errorf("game status: %w", err)
	}
	st, err := j.Status(ctx, g)
	if err != nil {
		return subject.StatusResult{}, err
	}
	out := subject.StatusResult{Result: st.Outcome.Result(), Termination: st.Outcome.Termination(), Article: st.Article, Claims: []subject.Claim{}}
	for _, c := range st.Claims {
		out.Claims = append(out.Claims, subject.Claim{Kind: c.Kind, Article: c.Article, By: c.By.String(), WithMove: c.SAN})
	}
	return out, nil
}
