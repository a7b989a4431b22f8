package arbiter

import (
	"fmt"
	"strings"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/rulebook"
)

func (e *Device) rule(g *game, i int) error { return g.device(i, e) }

func (g *game) device(i int, e *Device) error {
	ed := g.r.ElectronicDevices()
	s := e.Side
	triggered := false
	switch ed.Trigger {
	case rulebook.TriggerRings:
		triggered = e.How == DeviceRings
	case rulebook.TriggerAnySound:
		triggered = e.How == DeviceRings || e.How == DeviceSounds
	case rulebook.TriggerEvident:
		triggered = true // any device in the venue
	case rulebook.TriggerOnPerson:
		triggered = e.How != DeviceInBag || !ed.BagStorage
	}
	if !triggered {
		g.decide(i, e, Decision{Side: s.String(), Action: ActNoPenalty, Article: ed.Article,
			Detail: fmt.Sprintf("a device that %s does not meet the rulebook's condition (%s)", words(e.How), strings.ReplaceAll(string(ed.Trigger), "_", " "))})
		return nil
	}
	if ed.Penalty == rulebook.DevicePenaltyLesser {
		g.decide(i, e, Decision{Side: s.String(), Action: ActPenalty, Article: ed.Article, Detail: ed.LesserPenalty})
		return nil
	}
	opp := s.Other()
	switch ed.Opponent {
	case rulebook.OpponentArbiterDecides:
		result := outcome.WhiteLoses
		if s == chess.Black {
			result = outcome.BlackLoses
		}
		g.end(i, e, result, outcome.Device, ed.Article, s.String()+" loses; the opponent's score is for the arbiter to decide", &s)
	case rulebook.OpponentWinsOrDrawIfCannotWin:
		switch g.canMate(g.ctx, &g.pos, opp) {
		case outcome.Unwinnable:
			// The offender still loses; only the opponent's score becomes a draw.
			result := outcome.WhiteLosesBlackDraws
			if s == chess.Black {
				result = outcome.BlackLosesWhiteDraws
			}
			g.end(i, e, result, outcome.Device, ed.Article, fmt.Sprintf("%s loses; %s cannot win by any series of legal moves and scores a draw", s, opp), &s)
		default:
			g.end(i, e, winFor(opp), outcome.Device, ed.Article, s.String()+" loses", &s)
		}
	default:
		g.end(i, e, winFor(opp), outcome.Device, ed.Article, s.String()+" loses", &s)
	}
	return nil
}

func (e *Refusal) rule(g *game, i int) error { return g.refusal(i, e) }

// refusal is 11.7 / 11.8 (12.8 / 12.9 in 2005): persistent refusal to comply
// with the Laws loses the game and the arbiter decides the opponent's score;
// when both players are found guilty, both lose.
func (g *game) refusal(i int, e *Refusal) error {
	rf := g.r.Refusal()
	if e.Both {
		g.decide(i, e, Decision{Side: "white", Action: ActLoss, Article: rf.BothArticle, Detail: "both players persistently refused to comply with the Laws: white loses"})
		g.decide(i, e, Decision{Side: "black", Action: ActLoss, Article: rf.BothArticle, Detail: "both players persistently refused to comply with the Laws: black loses"})
		g.out.Result, g.out.Termination, g.out.Article = outcome.BothLose, outcome.Refusal, rf.BothArticle
		return nil
	}
	s := e.Side
	result := outcome.WhiteLoses
	if s == chess.Black {
		result = outcome.BlackLoses
	}
	g.end(i, e, result, outcome.Refusal, rf.Article,
		fmt.Sprintf("%s persistently refused to comply with the Laws and loses; the arbiter decides %s's score", s, s.Other()), &s)
	return nil
}
