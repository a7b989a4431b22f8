package laws

import (
	"context"
	"fmt"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/rulebook"
)

// CanMate decides whether side can checkmate its opponent from p by some
// series of legal moves. It must not modify p and must answer Winnable or
// Unwinnable only with a proof.
type CanMate func(ctx context.Context, p *chess.Position, side chess.Color) outcome.Verdict

// Options configure a Judge.
type Options struct {
	// CanMate is the unwinnability predicate; nil means Unwinnability(0):
	// package unwinnable with its default node budget, tried first on both
	// sides with a small budget (QuickNodes) so that the side with an easy
	// helpmate answers before the other side's long search, and before that
	// with a probe for a helpmate of one or two plies (a proof of Winnable
	// found without a search).
	CanMate CanMate
	// Quick, if set, is tried on both sides before CanMate (a smaller budget
	// of the same search). With CanMate and Quick both nil it defaults to
	// the one-or-two-ply helpmate probe, then Unwinnability(QuickNodes);
	// with CanMate set, to none.
	Quick CanMate
	// NoClaims leaves Status.Claims empty: for callers that need only the
	// result, such as a PGN audit. Listing the written-move claims tries
	// every legal move of the final position and writes its SAN, which is
	// most of the cost of Status on a short game.
	NoClaims bool
}

// QuickNodes is the node budget of the first, cheap round of the default
// dead-position test.
const QuickNodes = 20_000

// Forms of a draw claim (rulebook draws.threefold.forms).
const (
	FormWrittenMove = "written_move" // 9.2.1.1 / 9.3.1: the intended move is written down first
	FormJustArisen  = "just_arisen"  // 9.2.1.2 / 9.3.2: the position or the series is already there
)

// threefoldOccurrences is 9.2's "for at least the third time". The rulebook
// has no parameter for it (the rule's very name); every edition says three.
const threefoldOccurrences = 3

// Judge applies one resolved rulebook. It holds no mutable state and may be
// used from several goroutines.
type Judge struct {
	id        string
	rb        *rulebook.Resolved // for Consult: the values below are read ahead of use
	canMate   CanMate
	quick     CanMate // a cheaper first try of canMate, or nil
	noClaims  bool
	threefold rulebook.Threefold
	same      rulebook.SamePosition
	fivefold  rulebook.Fivefold
	fifty     rulebook.MoveRule
	seventy5  rulebook.MoveRule
	dead      rulebook.Outcome
	flag      rulebook.Outcome
	resign    rulebook.Outcome
	art       arts
}

// arts are the articles verdicts cite, in the resolved rulebook's numbering.
type arts struct {
	checkmate, stalemate        string
	threefold, fifty            map[string]string // form -> article
	threefoldRule, fiftyRule    string
	loseRight                   string
	dead, fivefold, seventyFive string
	flag, resign                string
}

// New reads every parameter the laws need from r.
//
// A traced rulebook (rulebook.Resolved.Traced) learns of a parameter when a
// decision uses it, not when New reads it: a game's status consults the
// draw rules, a flag fall 6.9, a resignation 5.1.
func New(r *rulebook.Resolved, o Options) (*Judge, error) {
	j := &Judge{id: r.ID, rb: r, canMate: o.CanMate, quick: o.Quick, noClaims: o.NoClaims}
	r = r.Untraced()
	if j.canMate == nil && j.quick == nil {
		j.canMate, j.quick = Unwinnability(0), withShortMate(Unwinnability(QuickNodes))
	}
	if j.canMate == nil {
		j.canMate = Unwinnability(0)
	}
	j.threefold, j.same, j.fivefold = r.Threefold(), r.SamePosition(), r.Fivefold()
	j.fifty, j.seventy5 = r.FiftyMoves(), r.SeventyFiveMoves()
	j.dead, j.flag, j.resign = r.DeadPosition(), r.FlagFallCannotMate(), r.ResignationCannotMate()
	if j.fifty.Absent || j.threefold.Absent || j.same.Absent {
		return nil, fmt.Errorf("laws: rulebook %s has no 9.2/9.3 claim rules", r.ID)
	}
	if !j.fivefold.Absent && j.fivefold.Occurrences < threefoldOccurrences {
		return nil, fmt.Errorf("laws: rulebook %s: draws.fivefold.occurrences %d is below three", r.ID, j.fivefold.Occurrences)
	}
	switch j.same.EnPassant {
	case rulebook.EnPassantCaptureLost, rulebook.EnPassantPossibleAtStart:
	default:
		return nil, fmt.Errorf("laws: rulebook %s: draws.same_position.en_passant %q is not known", r.ID, j.same.EnPassant)
	}
	switch j.same.Castling {
	case rulebook.CastlingChangedTemporarilyOrPermanently, rulebook.CastlingLostOnlyAfterMoving,
		rulebook.CastlingKingOrRookForfeitedAfterMoving, rulebook.CastlingKingWithUnmovedRookForfeitedAfterMoving:
	default:
		return nil, fmt.Errorf("laws: rulebook %s: draws.same_position.castling %q is not known", r.ID, j.same.Castling)
	}

	n := newNumbering(r)
	a := &j.art
	// The resignation rule is 5.1 b / 5.1.2; checkmate is the first item of
	// the same article (5.1 a / 5.1.1) and stalemate the first of the next
	// (5.2 a / 5.2.1). The rulebook has no parameter for either.
	winArt := n.parent(j.resign.BaseArticle)
	a.checkmate = n.inTop(n.child(winArt, 1))
	a.stalemate = n.inTop(n.child(n.next(winArt), 1))
	// Claim forms are the sub-articles of 9.2 / 9.3 in the order the
	// rulebook lists them (written move first in every edition).
	a.threefoldRule, a.fiftyRule = j.threefold.Article, j.fifty.Article
	a.threefold, a.fifty = map[string]string{}, map[string]string{}
	for i, f := range j.threefold.Forms {
		a.threefold[string(f)] = n.inTop(n.child(j.threefold.BaseArticle, i+1))
		a.fifty[string(f)] = n.inTop(n.child(j.fifty.BaseArticle, i+1))
	}
	// 9.4 (losing the right to claim) follows the 50-move rule in every edition.
	a.loseRight = n.inTop(n.next(n.parent(n.child(j.fifty.BaseArticle, 1))))
	a.dead, a.fivefold, a.seventyFive = j.dead.Article, j.fivefold.Article, j.seventy5.Article
	a.flag, a.resign = j.flag.Article, j.resign.Article
	return j, nil
}

// consultDraws reports the draw rules to a traced rulebook.
func (j *Judge) consultDraws() {
	j.rb.Consult(j.threefold.Ref, j.same.Ref, j.fivefold.Ref, j.fifty.Ref, j.seventy5.Ref, j.dead.Ref)
}

// Rulebook is the id of the rulebook the judge applies.
func (j *Judge) Rulebook() string { return j.id }

func (j *Judge) hasForm(form string) bool {
	for _, f := range j.threefold.Forms {
		if string(f) == form {
			return true
		}
	}
	return false
}
