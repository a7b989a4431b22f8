package laws

import (
	"context"
	"fmt"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/outcome"
)

// ClaimRequest is one draw claim as the arbiter receives it.
type ClaimRequest struct {
	Kind outcome.Termination // outcome.Threefold or outcome.FiftyMoves
	By   chess.Color         // the claimant
	// Move is the intended move written on the scoresheet (SAN or UCI), ""
	// for a claim on the position or series already there.
	Move string
	// Touched: the claimant touched a piece with the intention of moving or
	// capturing it (4.3) before claiming; 9.4 takes the right to claim on
	// that move. A claimant who has already made his move is no longer the
	// player having the move and is refused as such.
	Touched bool
}

// ClaimVerdict is the arbiter's finding on a claim.
type ClaimVerdict struct {
	Correct bool
	Article string // the article that decides: the claim's form, 9.4, or the end of the game
	Reason  string
	// MustPlay: the claim was incorrect and based on a written intended
	// move, which must now be made (9.5.3; 9.5 b in 2005-2014: "this move
	// must be made"). From 2014 the written move also "cannot be changed"
	// (draws.threefold.written_move_binding), so it is the move written.
	MustPlay bool
}

// Claim rules on a claim made at the end of g.
func (j *Judge) Claim(ctx context.Context, g Game, c ClaimRequest) (ClaimVerdict, error) {
	j.consultDraws()
	var rule string
	switch c.Kind {
	case outcome.Threefold:
		rule = j.art.threefoldRule
	case outcome.FiftyMoves:
		rule = j.art.fiftyRule
	default:
		return ClaimVerdict{}, fmt.Errorf("laws: unknown claim kind %q (want %s or %s)", c.Kind, outcome.Threefold, outcome.FiftyMoves)
	}
	st, err := j.Status(ctx, g)
	if err != nil {
		return ClaimVerdict{}, err
	}
	if st.Outcome.Over() {
		return ClaimVerdict{Article: st.Article, Reason: fmt.Sprintf("the game already ended (%s) after %s", st.Outcome.Termination(), g.start.PlyName(st.Ply))}, nil
	}
	pos := g.Position(len(g.moves))
	if c.By != pos.SideToMove() {
		return ClaimVerdict{Article: rule, Reason: fmt.Sprintf("only the player having the move (%s) may claim", pos.SideToMove())}, nil
	}
	if c.Touched {
		return ClaimVerdict{Article: j.art.loseRight, Reason: "the claimant touched a piece (4.3) and lost the right to claim on this move"}, nil
	}
	form := FormJustArisen
	var mv chess.Move = chess.NoMove
	if c.Move != "" {
		form = FormWrittenMove
		if isUCI(c.Move) {
			mv, err = pos.ParseUCI(c.Move)
		} else {
			mv, err = pos.ParseSAN(c.Move)
		}
		if err != nil {
			return ClaimVerdict{}, fmt.Errorf("laws: intended move: %w", err)
		}
	}
	if !j.hasForm(form) {
		return ClaimVerdict{Article: rule, Reason: fmt.Sprintf("rulebook %s has no claim of form %s", j.id, form)}, nil
	}
	arts := j.art.threefold
	if c.Kind == outcome.FiftyMoves {
		arts = j.art.fifty
	}
	for _, cl := range st.Claims {
		if cl.Kind == c.Kind && cl.Form == form && cl.Move == mv {
			return ClaimVerdict{Correct: true, Article: arts[form], Reason: "the claim is correct: the game is drawn"}, nil
		}
	}
	v := ClaimVerdict{Article: arts[form], MustPlay: form == FormWrittenMove}
	switch {
	case c.Kind == outcome.Threefold && form == FormWrittenMove:
		v.Reason = fmt.Sprintf("%s would not produce a position appearing for the third time", pos.SAN(mv))
	case c.Kind == outcome.Threefold:
		v.Reason = "the position has not appeared for the third time"
	case form == FormWrittenMove:
		v.Reason = fmt.Sprintf("%s would not complete %d moves by each player without a pawn move or capture", pos.SAN(mv), j.fifty.Moves)
	default:
		v.Reason = fmt.Sprintf("the last %d moves by each player include a pawn move or a capture", j.fifty.Moves)
	}
	return v, nil
}
