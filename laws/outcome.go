package laws

import (
	"context"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/rulebook"
)

// Decision is the result of a flag fall or a resignation.
type Decision struct {
	Result  outcome.Result // "1-0", "0-1", "1/2-1/2", or "*" when outcome.Undetermined
	Article string
	// Verdict is the unwinnability verdict for the opponent behind the
	// decision. Undetermined with Result "*" means the search gave no proof;
	// Undetermined with a decisive result means the rule did not ask (a
	// resignation before 2023).
	Verdict outcome.Verdict
}

func winFor(c chess.Color) outcome.Result {
	if c == chess.White {
		return outcome.WhiteWins
	}
	return outcome.BlackWins
}

// FlagFall is 6.9: the player whose flag fell loses, unless the opponent
// cannot checkmate by any series of legal moves, when the game is drawn.
func (j *Judge) FlagFall(ctx context.Context, p *chess.Position, flagged chess.Color) Decision {
	opp := flagged.Other()
	j.rb.Consult(j.flag.Ref)
	v := j.verdict(ctx, p, opp)
	d := Decision{Article: j.art.flag, Verdict: v}
	switch {
	case j.flag.Absent:
		d.Result = winFor(opp)
	case v == outcome.Unwinnable:
		d.Result = outcome.Draw
	case v == outcome.Winnable:
		d.Result = winFor(opp)
	default:
		d.Result = outcome.InPlay
	}
	return d
}

// Resignation is 5.1.2: the opponent of the player who resigns wins; from
// 2023 (draws.resignation_cannot_mate.result "draw") the game is drawn if
// the opponent cannot checkmate by any series of legal moves.
func (j *Judge) Resignation(ctx context.Context, p *chess.Position, resigning chess.Color) Decision {
	opp := resigning.Other()
	j.rb.Consult(j.resign.Ref)
	d := Decision{Article: j.art.resign, Result: winFor(opp), Verdict: outcome.Undetermined}
	if j.resign.Absent || j.resign.Result != rulebook.ResultDraw {
		return d // the resignation decides, whatever the position
	}
	d.Verdict = j.verdict(ctx, p, opp)
	switch d.Verdict {
	case outcome.Unwinnable:
		d.Result = outcome.Draw
	case outcome.Undetermined:
		d.Result = outcome.InPlay
	}
	return d
}

// verdict asks the quick predicate first, then the full one.
func (j *Judge) verdict(ctx context.Context, p *chess.Position, side chess.Color) outcome.Verdict {
	if j.quick != nil {
		if v := j.quick(ctx, p, side); v != outcome.Undetermined {
			return v
		}
	}
	return j.canMate(ctx, p, side)
}
