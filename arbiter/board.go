package arbiter

import (
	"fmt"

	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/outcome"
)

// setup is 7.2.1 / 7.2.2 (7.2 a/b in 2014, 7.1 a/b in 2005 and 2009): an
// incorrect initial position cancels the game, a wrongly placed board is
// replaced and the game goes on. In rapid and blitz without adequate
// supervision no such claim is possible once each player has completed the
// rulebook's number of moves (A.4.1 / A.5.1, 2014 A.4 a).
func (g *game) setup(i int, e Event) error {
	if g.class.Category != laws.Standard && !g.supervised() {
		rs := g.r.RapidSpecifics()
		if made := g.movesMade(); !rs.NoClaimsRef.Absent && rs.NoClaimsAfterMoves > 0 && made >= rs.NoClaimsAfterMoves {
			g.decide(i, e, Decision{Action: ActNotAllowed, Article: rs.NoClaimsRef.Article,
				Detail: fmt.Sprintf("%d moves each have been completed (the limit is %d): no claim on the set-up or the orientation of the chessboard can be made; the game continues", made, rs.NoClaimsAfterMoves)})
			return nil
		}
	}
	if e.Kind == "board_orientation" {
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

// illegalPosition is A.4.4 (2017/2018) / A.5.4 (2023): in rapid and blitz
// without adequate supervision the arbiter who sees both kings in check or a
// pawn on the last rank waits until the next move is completed, and declares
// the game drawn if the illegal position is still on the board.
func (g *game) illegalPosition(i int, e Event) error {
	ip := g.r.IllegalPosition()
	what := map[string]string{"both_kings_in_check": "both kings are in check", "pawn_on_last_rank": "a pawn stands on the rank furthest from its starting position"}[e.Kind]
	switch {
	case ip.Absent:
		g.decide(i, e, Decision{Action: ActNotAvailable,
			Detail: what + ": the rulebook has no clause for an illegal position observed by the arbiter; log the illegal move that produced it as {type: illegal}"})
		return nil
	case g.class.Category == laws.Standard || g.supervised():
		g.decide(i, e, Decision{Action: ActNotAvailable, Article: ip.Article,
			Detail: what + ": the clause applies to rapid and blitz games without adequate supervision only; otherwise the illegal move that produced it is ruled on as an illegal move"})
		return nil
	case ip.Intervene == "at_once":
		if _, ok := g.intervention(); !ok {
			g.decide(i, e, Decision{Action: ActNotAvailable, Article: ip.Article,
				Detail: what + ": the clause does not apply to blitz; only the opponent's claim leads to a ruling"})
			return nil
		}
		// 2009 A.4 c: the arbiter intervenes at once and rules on the illegal
		// move that produced the position: by the player named, else by the
		// player who has just moved.
		s := g.pos.SideToMove().Other()
		if e.Side != "" {
			s = side(e.Side)
		}
		act := "illegal_move"
		if e.Kind == "pawn_on_last_rank" {
			act = "unpromoted_pawn"
		}
		return g.ruleIllegal(i, e, "", act, s, true)
	case e.AfterNextMove == "corrected":
		g.decide(i, e, Decision{Action: ActContinue, Article: ip.Article,
			Detail: what + ": the arbiter waited until the next move was completed, and the illegal position is no longer on the board"})
		return nil
	}
	// after_next_move: draw is the only value the rulebook schema allows.
	g.end(i, e, outcome.Draw, outcome.IllegalPosition, ip.Article,
		what+": the arbiter waited until the next move was completed, and the illegal position is still on the board", nil)
	return nil
}

// refusal is 11.7 / 11.8 (12.8 / 12.9 in 2005): persistent refusal to comply
// with the Laws loses the game and the arbiter decides the opponent's score;
// when both players are found guilty, both lose.
func (g *game) refusal(i int, e Event) error {
	rf := g.r.Refusal()
	if e.Both {
		g.decide(i, e, Decision{Side: "white", Action: ActLoss, Article: rf.BothArticle, Detail: "both players persistently refused to comply with the Laws: white loses"})
		g.decide(i, e, Decision{Side: "black", Action: ActLoss, Article: rf.BothArticle, Detail: "both players persistently refused to comply with the Laws: black loses"})
		g.out.Result, g.out.Termination, g.out.Article = outcome.BothLose, outcome.Refusal, rf.BothArticle
		return nil
	}
	s := side(e.Side)
	result := outcome.WhiteLoses
	if s.String() == "black" {
		result = outcome.BlackLoses
	}
	g.end(i, e, result, outcome.Refusal, rf.Article,
		fmt.Sprintf("%s persistently refused to comply with the Laws and loses; the arbiter decides %s's score", s, s.Other()), &s)
	return nil
}
