package arbiter

import (
	"fmt"

	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/rulebook"
)

func (e *Setup) rule(g *game, i int) error { return g.setup(i, e) }

// setup is 7.2.1 / 7.2.2 (7.2 a/b in 2014, 7.1 a/b in 2005 and 2009): an
// incorrect initial position cancels the game, a wrongly placed board is
// replaced and the game goes on. In rapid and blitz without adequate
// supervision no such claim is possible once each player has completed the
// rulebook's number of moves (A.4.1 / A.5.1, 2014 A.4 a).
func (g *game) setup(i int, e *Setup) error {
	if g.class.Category != laws.Standard && !g.supervised() {
		rs := g.r.RapidSpecifics()
		if made := g.movesMade(); !rs.NoClaimsRef.Absent && rs.NoClaimsAfterMoves > 0 && made >= rs.NoClaimsAfterMoves {
			g.decide(i, e, Decision{Action: ActNotAllowed, Article: rs.NoClaimsRef.Article,
				Detail: fmt.Sprintf("%d moves each have been completed (the limit is %d): no claim on the set-up or the orientation of the chessboard can be made; the game continues", made, rs.NoClaimsAfterMoves)})
			return nil
		}
	}
	if e.Kind == SetupBoardOrientation {
		o := g.r.Orientation()
		g.decide(i, e, Decision{Action: ActContinue, Article: o.Article,
			Detail: "the chessboard was placed contrary to 2.1: the position reached is transferred to a correctly placed chessboard and the game continues"})
		return nil
	}
	ip := g.r.InitialPosition()
	g.decide(i, e, Decision{Action: ActNewGame, Article: ip.Article,
		Detail: "the initial position of the pieces was incorrect: the game is cancelled and a new game is played"})
	g.out.Termination, g.out.Article = outcome.NewGame, ip.Article
	return nil
}

func (e *IllegalPosition) rule(g *game, i int) error { return g.illegalPosition(i, e) }

// illegalPosition is A.4.4 (2017/2018) / A.5.4 (2023): in rapid and blitz
// without adequate supervision the arbiter who sees both kings in check or a
// pawn on the last rank waits until the next move is completed, and declares
// the game drawn if the illegal position is still on the board.
func (g *game) illegalPosition(i int, e *IllegalPosition) error {
	ip := g.r.IllegalPosition()
	what := ""
	switch e.Kind {
	case BothKingsInCheck:
		what = "both kings are in check"
	case PawnOnLastRank:
		what = "a pawn stands on the rank furthest from its starting position"
	}
	switch {
	case ip.Absent:
		g.decide(i, e, Decision{Action: ActNotAvailable,
			Detail: what + ": the rulebook has no clause for an illegal position observed by the arbiter; log the illegal move that produced it as {type: illegal}"})
		return nil
	case g.class.Category == laws.Standard || g.supervised():
		g.decide(i, e, Decision{Action: ActNotAvailable, Article: ip.Article,
			Detail: what + ": the clause applies to rapid and blitz games without adequate supervision only; otherwise the illegal move that produced it is ruled on as an illegal move"})
		return nil
	case ip.Intervene == rulebook.InterveneAtOnce:
		if _, ok := g.intervention(); !ok {
			g.decide(i, e, Decision{Action: ActNotAvailable, Article: ip.Article,
				Detail: what + ": the clause does not apply to blitz; only the opponent's claim leads to a ruling"})
			return nil
		}
		// 2009 A.4 c: the arbiter intervenes at once and rules on the illegal
		// move that produced the position, made by the player who has just
		// moved.
		s := g.pos.SideToMove().Other()
		act := IllegalMove
		if e.Kind == PawnOnLastRank {
			act = UnpromotedPawn
		}
		return g.illegalAct(i, e, &Illegal{Act: act, Side: &s, NoticedBy: ByArbiter, ClaimInTime: true}, s, true)
	case e.AfterNextMove == Corrected:
		g.decide(i, e, Decision{Action: ActContinue, Article: ip.Article,
			Detail: what + ": the arbiter waited until the next move was completed, and the illegal position is no longer on the board"})
		return nil
	}
	// after_next_move: draw is the only value the rulebook schema allows.
	g.end(i, e, outcome.Draw, outcome.IllegalPosition, ip.Article,
		what+": the arbiter waited until the next move was completed, and the illegal position is still on the board", nil)
	return nil
}

func (e *ColoursReversed) rule(g *game, i int) error { return g.coloursReversed(i, e) }

// coloursReversed is 7.3 (7.2 before 2014): the game continues, or from
// July 2017 a new game is played when fewer than the rulebook's number of
// moves have been made by each player.
func (g *game) coloursReversed(i int, e *ColoursReversed) error {
	cr := g.r.ColoursReversed()
	made := g.movesMade()
	if cr.Rule == rulebook.ColoursNewGameIfFewerMoves && made < cr.Moves {
		g.decide(i, e, Decision{Action: ActNewGame, Article: cr.Article,
			Detail: fmt.Sprintf("colours reversed after %d complete moves, fewer than %d: a new game is played with the correct colours", made, cr.Moves)})
		g.out.Termination, g.out.Article = outcome.NewGame, cr.Article
		return nil
	}
	detail := "colours reversed: the game continues"
	if cr.Rule == rulebook.ColoursNewGameIfFewerMoves {
		detail = fmt.Sprintf("colours reversed after %d complete moves, not fewer than %d: the game continues", made, cr.Moves)
	}
	g.decide(i, e, Decision{Action: ActContinue, Article: cr.Article, Detail: detail})
	return nil
}
