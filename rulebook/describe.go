package rulebook

import (
	"fmt"
	"strings"
)

// Describer is a parameter's value that says in plain English what it
// means, for diffs a federation can publish. Every type of Params is one
// (a test checks it), so no description falls back to the value's JSON.
type Describer interface {
	Describe() string
}

// Describe says in plain English what a parameter's value means. value is
// the value as read from YAML (Value.Value, Side.Value); it is decoded into
// the parameter's type, whose Describe method says it. An id that is not a
// parameter, or a value that does not decode (which loading makes
// impossible for the values of a Set), is said to be unreadable.
func Describe(id string, value any, absent bool) string {
	if absent {
		return "no such rule"
	}
	t, err := decodeParam(id, value)
	if err != nil {
		return "unreadable value: " + err.Error()
	}
	return t.(Describer).Describe()
}

// Describe says what the resolved value means ("no such rule" if absent).
func (v *Value) Describe() string {
	if v.Absent {
		return "no such rule"
	}
	if d, ok := v.typed.(Describer); ok {
		return d.Describe()
	}
	return Describe(v.ID, v.Value, false)
}

// words is an enum value for people: underscores become spaces.
func words(s string) string { return strings.ReplaceAll(s, "_", " ") }

// said is m[k], or k in words when m does not name it (an enum value a
// newer schema added): never the raw value.
func said[K ~string](m map[K]string, k K) string {
	if d, ok := m[k]; ok {
		return d
	}
	return words(string(k))
}

// Describe says the basis rule.
func (b Basis) Describe() string {
	d := fmt.Sprintf("base time + %d × increment", b.IncrementMultiplier)
	if b.DelayCounts {
		d += " (delay counted like an increment)"
	}
	return d
}

// Describe says the class's bounds.
func (c Class) Describe() string {
	if c.Residual() {
		return "not defined: whatever is neither rapid nor blitz"
	}
	var parts []string
	if c.MinMinutes != nil {
		if c.MinInclusive {
			parts = append(parts, fmt.Sprintf("at least %g min", *c.MinMinutes))
		} else {
			parts = append(parts, fmt.Sprintf("more than %g min", *c.MinMinutes))
		}
	}
	if c.MaxMinutes != nil {
		if c.MaxInclusive {
			parts = append(parts, fmt.Sprintf("at most %g min", *c.MaxMinutes))
		} else {
			parts = append(parts, fmt.Sprintf("less than %g min", *c.MaxMinutes))
		}
	}
	if len(parts) == 0 {
		return "any time"
	}
	return strings.Join(parts, " and ")
}

// Describe says the definition and whether the event applies it.
func (s Supervision) Describe() string {
	d := "adequate supervision: "
	if s.GamesPerArbiter != nil {
		d += fmt.Sprintf("one arbiter for at most %d game(s)", *s.GamesPerArbiter)
	} else {
		d += "not defined by number of games"
	}
	if s.GamesRecorded {
		d += ", games recorded"
	}
	switch s.Applied {
	case AppliedAdequate:
		d += "; this event is adequately supervised"
	case AppliedInadequate:
		d += "; this event is not adequately supervised"
	}
	return d
}

// Describe says the limit.
func (n NoClaimsAfterMoves) Describe() string {
	return fmt.Sprintf("no claim about the set-up or the clock setting after %d moves by each player", int(n))
}

// Describe says the limit.
func (n ScoresheetRequestsMax) Describe() string {
	return fmt.Sprintf("a player may ask to see the scoresheet at most %d times", int(n))
}

// Describe says when the arbiter signals a flag fall.
func (a ArbiterCallsFlag) Describe() string {
	return said(map[ArbiterCallsFlag]string{
		ArbiterCallsFlagOnlyBoth: "the arbiter signals a flag fall only when both flags have fallen",
		ArbiterCallsFlagMay:      "the arbiter may signal a flag fall",
		ArbiterCallsFlagShall:    "the arbiter shall signal a flag fall he observes",
	}, a)
}

// Describe says how a win on time is claimed.
func (t TimeClaim) Describe() string {
	d := said(map[StopClocks]string{StopClocksMust: "the claimant stops both clocks", StopClocksMay: "the claimant may stop the clocks",
		StopClocksPause: "the claimant may pause the clock"}, t.StopClocks)
	if t.ClaimantNeedsTime {
		d += "; his own flag must still be up"
	}
	d += map[TimeClaimDraw]string{TimeClaimDrawClaimant: "; drawn if the claimant cannot checkmate",
		TimeClaimDrawFlaggedPlayer: "; drawn if the player whose flag fell cannot checkmate",
		TimeClaimDrawUnspecified:   "; drawn if mate is impossible (no side named)"}[t.DrawIfCannotMate]
	return d
}

// Describe says whether the players record the moves.
func (r RapidRecording) Describe() string {
	if r.PlayersMustRecord {
		return "the players must record the moves"
	}
	return "the players need not record the moves"
}

// Describe says the ruling.
func (p IllegalPosition) Describe() string {
	d := "the arbiter waits for the next move; drawn if the illegal position is still on the board"
	if p.Intervene == InterveneAtOnce {
		d = "the arbiter intervenes at once and rules on the illegal move that produced the position"
	}
	if p.InBlitz != nil && !*p.InBlitz {
		d += " (rapid only, not blitz)"
	}
	return d
}

// Describe says the penalty.
func (p AdequateTimePenalty) Describe() string {
	return fmt.Sprintf("with adequate supervision the penalties of Articles 7 and 9 are %s instead of two minutes", minutes(p.Seconds))
}

// Describe says the penalties and what counts.
func (m IllegalMoves) Describe() string {
	var acts []string
	for _, a := range m.Acts {
		acts = append(acts, said(map[IllegalAct]string{ActIllegalMove: "illegal move", ActUnpromotedPawn: "unfinished promotion",
			ActClockWithoutMove: "clock pressed without a move", ActTwoHands: "two hands"}, a))
	}
	var d string
	if m.LosesOn == 1 {
		d = "the first loses"
	} else {
		d = fmt.Sprintf("opponent gets %s, the %s loses", minutes(m.OpponentGainsSeconds), ordinal(m.LosesOn))
	}
	d += map[DecidedBy]string{DecidedByArbiter: " (arbiter acts)", DecidedByArbiterOrClaim: " (arbiter acts or opponent claims)",
		DecidedByClaim: " (only on the opponent's claim)"}[m.DecidedBy]
	d += map[DrawIfCannotMate]string{DrawIfCannotMateOpponentOfOffender: "; draw if the opponent cannot checkmate",
		DrawIfCannotMateOffender:    "; draw if the offender cannot checkmate",
		DrawIfCannotMateUnspecified: "; draw if mate is impossible (no side named)"}[m.DrawIfCannotMate]
	return d + "; counts: " + strings.Join(acts, ", ")
}

// Describe says the rule.
func (u UnfinishedPromotion) Describe() string {
	if !u.Illegal {
		return "not an illegal move"
	}
	if u.PawnBecomes == PawnBecomesQueen {
		return "illegal; the pawn is replaced by a queen"
	}
	return "illegal"
}

// Describe says both penalties.
func (c IncorrectClaim) Describe() string {
	d := "opponent gets " + minutes(c.OpponentGainsSeconds)
	if len(c.ClaimantBands) > 0 {
		var parts []string
		for _, b := range c.ClaimantBands {
			parts = append(parts, b.Describe())
		}
		d += "; claimant: " + strings.Join(parts, "; ")
	}
	return d
}

// Describe says the band and its deduction.
func (b Band) Describe() string {
	var cond []string
	if b.AboveSeconds != nil {
		cond = append(cond, "more than "+minutes(*b.AboveSeconds))
	}
	if b.BelowSeconds != nil {
		cond = append(cond, "less than "+minutes(*b.BelowSeconds))
	}
	c := strings.Join(cond, " and ")
	switch b.Action {
	case BandHalve:
		d := c + " left: loses half"
		if b.MaxDeductionSeconds != nil {
			d += " (at most " + minutes(*b.MaxDeductionSeconds) + ")"
		}
		return d
	case BandSet:
		set := 0
		if b.SetToSeconds != nil {
			set = *b.SetToSeconds
		}
		return c + " left: set to " + minutes(set)
	}
	return c + " left: no deduction"
}

// Describe says who stops the clocks.
func (s ClaimStopClocks) Describe() string {
	return said(map[ClaimStopClocks]string{ClaimStopClocksMust: "the claimant must stop both clocks", ClaimStopClocksMay: "the claimant may stop both clocks",
		ClaimStopClocksPlayerOrArbiter: "the claimant or the arbiter stops the clock", ClaimStopClocksPause: "the clock is paused"}, s)
}

// Describe says what takes the right away.
func (c ClaimRightLost) Describe() string {
	return said(map[ClaimRightLost]string{
		RightLostTouchingAPiece: "touching a piece takes away the right to claim a draw on that move",
		RightLostMakingAMove:    "only making the move takes away the right to claim a draw on that move",
	}, c)
}

// Describe says the claim forms.
func (t Threefold) Describe() string {
	d := "claim with the intended move written first, or when the position has just arisen"
	if t.WrittenMoveBinding {
		d += "; the written move cannot be changed"
	}
	if t.ElectronicScoresheet {
		d += "; the move may be entered on an electronic scoresheet"
	}
	return d
}

// Describe says the en passant and castling criteria.
func (s SamePosition) Describe() string {
	ep := map[EnPassantRule]string{EnPassantCaptureLost: "not the same if an en passant capture possible before is no longer possible",
		EnPassantPossibleAtStart: "not the same if an en passant capture was possible at the start of the sequence"}[s.EnPassant]
	c := map[CastlingRule]string{
		CastlingChangedTemporarilyOrPermanently:         "not the same if the right to castle changed, even temporarily",
		CastlingLostOnlyAfterMoving:                     "castling rights are lost only when the king or rook moves",
		CastlingKingOrRookForfeitedAfterMoving:          "not the same if a king or rook lost its castling rights by moving",
		CastlingKingWithUnmovedRookForfeitedAfterMoving: "not the same if a king lost castling rights (with an unmoved rook) by moving",
	}[s.Castling]
	return ep + "; " + c
}

// Describe says when the repetition ends the game.
func (f Fivefold) Describe() string {
	switch f.Counting {
	case CountingAny:
		return fmt.Sprintf("automatic draw when the same position appears %d times", f.Occurrences)
	case CountingConsecutive:
		return fmt.Sprintf("automatic draw when the same position appears in %d consecutive instances (alternate moves not required)", f.Occurrences)
	}
	return fmt.Sprintf("automatic draw when the same position appears for %d consecutive alternate moves by each player", f.Occurrences)
}

// Describe says the claim.
func (m FiftyMoves) Describe() string {
	return fmt.Sprintf("claim after %d moves by each player without a pawn move or capture", m.Moves)
}

// Describe says the automatic draw.
func (m SeventyFiveMoves) Describe() string {
	d := fmt.Sprintf("automatic draw after %s series of %d moves by each player without a pawn move or capture",
		map[Series]string{SeriesLast: "the last", SeriesConsecutive: "any consecutive", SeriesAny: "any"}[m.Series], m.Moves)
	if m.MatePrevails {
		d += "; mate on the last move prevails"
	}
	return d
}

// mateTest says an Outcome's test.
func mateTest(test MateTest) string {
	return map[MateTest]string{MateTestMostUnskilledPlay: "even with the most unskilled play",
		MateTestAnySeriesOfLegalMoves: "by any series of legal moves"}[test]
}

// Describe says the rule.
func (o DeadPosition) Describe() string {
	return "drawn when neither player can checkmate " + mateTest(o.Test)
}

// Describe says the rule.
func (o FlagFallCannotMate) Describe() string {
	return "a flag fall is a draw if the opponent cannot checkmate " + mateTest(o.Test)
}

// Describe says the result.
func (o ResignationCannotMate) Describe() string {
	if o.Result == ResultDraw {
		return "resigning when the opponent cannot checkmate gives a draw"
	}
	return "resigning loses even when the opponent cannot checkmate"
}

// Describe says the restrictions.
func (a DrawAgreement) Describe() string {
	var parts []string
	if a.MoveEachRequired {
		parts = append(parts, "only after each player has made a move")
	}
	if a.RegulationsMayForbid {
		parts = append(parts, "regulations may restrict draw offers")
	}
	if a.Forbidden {
		parts = append(parts, "draw offers are forbidden")
	} else if a.ForbiddenBeforeMove > 0 {
		parts = append(parts, fmt.Sprintf("no draw offers before move %d", a.ForbiddenBeforeMove))
	}
	if len(parts) == 0 {
		return "agreement at any time"
	}
	return strings.Join(parts, "; ")
}

// Describe names the claims.
func (c ClaimAsOffer) Describe() string {
	if len(c) == 0 {
		return "no draw claim counts as a draw offer"
	}
	var parts []string
	for _, k := range c {
		parts = append(parts, said(map[DrawClaim]string{DrawClaimThreefold: "threefold repetition", DrawClaimFiftyMoves: "the 50-move rule",
			DrawClaimQuickplay: "the quickplay finish"}, k))
	}
	return "a draw claim counts as a draw offer: " + strings.Join(parts, ", ")
}

// Describe says the minimum.
func (a AgreementMoves) Describe() string {
	if a.MovesEach == 1 {
		return "a draw by agreement only after each player has made at least one move"
	}
	return fmt.Sprintf("a draw by agreement only after each player has made at least %d moves", a.MovesEach)
}

// Describe says the points.
func (s Scoring) Describe() string {
	d := fmt.Sprintf("win %g, draw %g, loss %g (forfeit %g/%g)", s.Win, s.Draw, s.Loss, s.ForfeitWin, s.ForfeitLoss)
	if s.AbnormalScoresForbidden {
		d += "; scores like ¾–¼ not allowed"
	}
	return d
}

// Describe says the exemption.
func (e ScoresheetExemption) Describe() string {
	d := fmt.Sprintf("no need to record with less than %s left, unless the increment is %s or more",
		minutes(e.BelowSeconds), minutes(e.UnlessIncrementAtLeastSeconds))
	if e.ForRemainderOfPeriod {
		return d + ", for the remainder of the period"
	}
	return d + "; no duration stated"
}

// Describe says whether they are provided for.
func (e ElectronicScoresheet) Describe() string {
	if e {
		return "electronic scoresheets provided for"
	}
	return "no electronic scoresheets"
}

// Describe says what follows an unproven overstep.
func (i IncompleteScoresheets) Describe() string {
	return said(map[OverstepUnproven]string{
		OverstepNextMoveFirstOfNextPeriod: "when the scoresheets cannot show that a player overstepped the time, the next move is the first of the following period",
	}, i.OverstepUnproven)
}

// Describe says the default time.
func (d DefaultTime) Describe() string {
	switch {
	case d.Minutes == nil:
		return "set by the regulations (no fallback)"
	case *d.Minutes == 0:
		return "zero: a player not present at the start loses"
	}
	return fmt.Sprintf("%g minutes", *d.Minutes)
}

// Describe says the rule, its trigger and its penalty.
func (e ElectronicDevices) Describe() string {
	d := map[DeviceRule]string{DevicesForbiddenToBring: "may not be brought without permission", DevicesSwitchedOff: "allowed only if completely switched off",
		DevicesForbiddenInVenue: "forbidden in the playing venue", DevicesForbiddenOnPerson: "forbidden on the player's person"}[e.Rule]
	d += "; " + map[DeviceTrigger]string{TriggerRings: "if one rings", TriggerAnySound: "if one makes any sound", TriggerEvident: "if it is evident one was brought",
		TriggerOnPerson: "if one is found on the player"}[e.Trigger]
	if e.Penalty == DevicePenaltyLesser {
		d += ": " + e.LesserPenalty
	} else {
		d += ": the game is lost"
	}
	if e.BagStorage {
		d += "; devices may be stored switched off in a bag"
	}
	return d
}

// Describe says the ruling.
func (r Refusal) Describe() string {
	return fmt.Sprintf("the offender loses and the arbiter decides the opponent's score; both found guilty: both lose (%s)", r.BothArticle)
}

// Describe says the threshold and the bonus.
func (q QuickplayFinish) Describe() string {
	d := fmt.Sprintf("%s: claim with less than %s; opponent may get %s", q.Location, minutes(q.ThresholdSeconds), minutes(q.BonusSeconds))
	if q.FiveSecondOption {
		d += "; a 5-second increment may be requested"
	}
	for _, c := range q.AppliesTo {
		if c == TimeClassBlitzAdequate {
			d += "; in blitz only with adequate supervision"
		}
	}
	return d
}

// Describe lists the arbiter's possible decisions.
func (q QuickplayClaim) Describe() string {
	var parts []string
	for _, r := range q.Rulings {
		parts = append(parts, said(map[QuickplayRuling]string{RulingDraw: "declare the game drawn", RulingPostponed: "postpone the decision",
			RulingRejected: "reject the claim"}, r))
	}
	if len(parts) == 0 {
		return "the arbiter has no ruling on the claim"
	}
	return "on the claim the arbiter may " + orList(parts)
}

// Describe says the extra time.
func (x ExtraIncrement) Describe() string {
	return fmt.Sprintf("a player may request an extra %s per move for both players", minutes(x.Seconds))
}

// requester says who may act.
func requester(who Requester) string {
	return said(map[Requester]string{RequesterPlayerToMove: "the player having the move", RequesterAnyPlayer: "either player"}, who)
}

// Describe says who may claim and who may request extra time.
func (q QuickplayRequester) Describe() string {
	if q.Claim == q.IncrementRequest {
		return requester(q.Claim) + " may claim or request extra time"
	}
	return requester(q.Claim) + " may claim; " + requester(q.IncrementRequest) + " may request extra time"
}

// Describe says what the claim does and who may make it.
func (u UnsupervisedClaim) Describe() string {
	d := requester(u.Claimant) + " may claim"
	if u.ConcludesGame {
		return d + "; the claim concludes the game and is referred to the designated arbiter"
	}
	return d + "; the game goes on while the claim is referred"
}

// Describe lists the penalties.
func (p PenaltyCatalogue) Describe() string {
	var parts []string
	for _, x := range p {
		parts = append(parts, words(string(x)))
	}
	return fmt.Sprintf("%d penalties: %s", len(parts), strings.Join(parts, ", "))
}

// Describe says the ruling.
func (c ColoursReversed) Describe() string {
	if c.Rule == ColoursNewGameIfFewerMoves {
		return fmt.Sprintf("a new game if fewer than %d moves each were played, otherwise the game continues", c.Moves)
	}
	return "the game continues"
}

// Describe says the choices where translations part from the authentic text.
func (tm TouchMove) Describe() string {
	own := "the first piece touched that can be moved"
	if tm.OwnFallback == OwnFallbackNone {
		own = "the first own piece touched, only if it can be moved"
	}
	mixed := "one or more pieces of each colour"
	if tm.MixedPieces == MixedOneEach {
		mixed = "one piece of each colour"
	}
	fallback := "the first piece touched that can be moved or captured"
	if tm.MixedFallback == MixedFallbackFirstTouched {
		fallback = "the first piece touched"
	}
	rook := map[RookThenKing]string{
		RookThenKingSideThisMove: "no castling on that side on that move",
		RookThenKingAllThisMove:  "no castling at all on that move",
		RookThenKingSideForGame:  "no castling on that side, with no end stated",
	}[tm.RookThenKing]
	return fmt.Sprintf("own pieces: %s; %s: capture with the own piece, else %s; rook then king: %s", own, mixed, fallback, rook)
}

// Describe says the ruling.
func (InitialPosition) Describe() string { return "the game is cancelled and a new game played" }

// Describe says the ruling.
func (Orientation) Describe() string {
	return "the position is moved to a correctly placed board and the game continues"
}

// Describe says the ruling before and in the last period.
func (b BothFlags) Describe() string {
	ruling := func(r BothFlagsRuling) string {
		return said(map[BothFlagsRuling]string{BothFlagsContinue: "the game continues", BothFlagsDraw: "the game is drawn"}, r)
	}
	return "before the last period: " + ruling(b.EarlierPeriod) + "; in the last period: " + ruling(b.LastPeriod)
}

// Describe says what the arbiter adjusts.
func (c ClockWrongSetting) Describe() string {
	var parts []string
	for _, a := range c.ArbiterAdjusts {
		parts = append(parts, said(map[ClockAdjustment]string{AdjustSetting: "the setting", AdjustTimes: "the times", AdjustMoveCounter: "the move counter"}, a))
	}
	if len(parts) == 0 {
		return "the arbiter adjusts nothing"
	}
	return "the arbiter adjusts " + andList(parts)
}

// Describe says whether the clock is replaced.
func (c ClockDefective) Describe() string {
	if c.Replaced {
		return "the clock is replaced"
	}
	return "the clock is not replaced"
}

// Describe says whether the moves of the period are checked.
func (f FlagCheck) Describe() string {
	if f.MovesOfPeriod {
		return "after a flag fall the arbiter checks whether the moves required in the period were made"
	}
	return "a flag fall is not checked against the moves of the period"
}

// Describe lists the forbidden handling and the articles.
func (c ClockHandling) Describe() string {
	var parts []string
	for _, f := range c.Forbidden {
		parts = append(parts, said(map[ClockMisuse]string{MisusePressedForcibly: "pressing it forcibly", MisusePickedUp: "picking it up",
			MisusePressedBeforeMoving: "pressing it before moving", MisuseKnockedOver: "knocking it over"}, f))
	}
	d := "forbidden: " + andList(parts)
	if len(parts) == 0 {
		d = "no improper handling named"
	}
	return fmt.Sprintf("%s; completing the move %s, pressing the clock later %s, the same hand %s",
		d, c.CompletionArticle, c.LatePressArticle, c.SameHandArticle)
}

// Describe says whether an invalid sealed move loses.
func (s SealedMove) Describe() string {
	if s.InvalidLoses {
		return "a sealed move that cannot stand loses the game"
	}
	return "a sealed move that cannot stand does not lose the game"
}

// Describe says the default time and who is charged.
func (r ResumptionAbsence) Describe() string {
	d := "a player absent at the resumption loses after "
	if r.DefaultMinutes == nil {
		d += "the event's default time"
	} else {
		d += fmt.Sprintf("%g minutes", *r.DefaultMinutes)
	}
	if r.DefaultArticle != "" {
		d += " (" + r.DefaultArticle + ")"
	}
	return d + said(map[ReplierCharged]string{
		ReplierChargedIfNeitherPresent: "; the player who must reply to the sealed move is charged the time until he arrives if neither player is present",
		ReplierChargedIfAbsent:         "; the player who must reply to the sealed move is charged the time until he arrives whenever he is absent",
	}, r.ReplierCharged)
}

// andList joins "a, b and c".
func andList(xs []string) string { return joinLast(xs, " and ") }

// orList joins "a, b or c".
func orList(xs []string) string { return joinLast(xs, " or ") }

func joinLast(xs []string, last string) string {
	if len(xs) < 2 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], ", ") + last + xs[len(xs)-1]
}
