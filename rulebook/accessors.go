package rulebook

import (
	"time"
)

// Ref says where a typed value came from.
type Ref struct {
	Article     string `json:"article"`
	BaseArticle string `json:"base_article"`
	Origin      string `json:"origin"`
	Absent      bool   `json:"absent"`
	Verified    bool   `json:"verified"`
	// Interpretation is set where the value is one reading of a text that
	// leaves it open (rules/FORMAT.md §1); a ruling resting on it says so.
	Interpretation string `json:"interpretation,omitempty"`
	// Param is the parameter's id ("rapid.supervision"), "" where the Ref
	// stands for a rule a time class does not have.
	Param string `json:"-"`
}

// provenance lets consult take any typed value: each embeds its Ref.
func (f Ref) provenance() Ref { return f }

type typedValue interface{ provenance() Ref }

// consult reports v's provenance to r's trace (Traced) and returns v.
func consult[T typedValue](r *Resolved, v T) T {
	if r.trace != nil {
		r.trace(v.provenance())
	}
	return v
}

// consultRef reports ref to r's trace and returns it.
func (r *Resolved) consultRef(ref Ref) Ref {
	r.Consult(ref)
	return ref
}

// Traced returns a copy of r whose accessors report the provenance of every
// value they return to fn (nil: no trace), so that a caller can learn which
// parameters, and which unverified ones, an answer rests on (package
// certify marks each case's expected answer so). Callers that read
// parameters ahead of their use (a constructor) read them from Untraced and
// report them with Consult where they use them.
func (r *Resolved) Traced(fn func(Ref)) *Resolved {
	c := *r
	c.trace = fn
	return &c
}

// Untraced returns r without its trace (r itself when it has none).
func (r *Resolved) Untraced() *Resolved {
	if r.trace == nil {
		return r
	}
	return r.Traced(nil)
}

// Consult reports values read earlier (from Untraced) at the time they
// decide something. Refs of no parameter (a class's missing rule) are
// skipped.
func (r *Resolved) Consult(refs ...Ref) {
	if r.trace == nil {
		return
	}
	for _, ref := range refs {
		if ref.Param != "" {
			r.trace(ref)
		}
	}
}

// ref is the provenance of parameter id (the zero Ref if the rulebook has no
// such parameter, which a loaded edition cannot lack).
func (r *Resolved) ref(id string) Ref {
	if v := r.values[id]; v != nil {
		return v.Ref()
	}
	return Ref{}
}

// Params is every parameter's decoded value.
func (r *Resolved) Params() Params { return r.params }

// absent is the value of a parameter of an unknown time class.
var absent = Ref{Absent: true}

// Class is a time class's bounds, in minutes of basis time.
type Class struct {
	Ref
	Name         string   `json:"-"`
	Defined      *bool    `json:"defined,omitempty"` // standard only: false = residual class
	MinMinutes   *float64 `json:"min_minutes,omitempty"`
	MinInclusive bool     `json:"min_inclusive,omitempty"`
	MaxMinutes   *float64 `json:"max_minutes,omitempty"`
	MaxInclusive bool     `json:"max_inclusive,omitempty"`
}

// Residual reports whether the class is not defined by bounds of its own
// (2009's standard: whatever is neither rapid nor blitz).
func (c Class) Residual() bool { return c.Defined != nil && !*c.Defined }

// Contains reports whether a basis of the given seconds falls within the bounds.
func (c Class) Contains(seconds float64) bool {
	if c.Residual() {
		return false
	}
	if c.MinMinutes != nil {
		lo := *c.MinMinutes * 60
		if seconds < lo || (seconds == lo && !c.MinInclusive) {
			return false
		}
	}
	if c.MaxMinutes != nil {
		hi := *c.MaxMinutes * 60
		if seconds > hi || (seconds == hi && !c.MaxInclusive) {
			return false
		}
	}
	return true
}

// Basis is how a time control's basis is computed.
type Basis struct {
	Ref
	Moves               int  `json:"moves"`
	IncrementMultiplier int  `json:"increment_multiplier"`
	DelayCounts         bool `json:"delay_counts"`
}

// TimeClasses is the whole time-class table.
type TimeClasses struct {
	Basis                  Basis
	Standard, Rapid, Blitz Class
}

// TimeClasses returns the bounds of the three classes and the basis rule.
func (r *Resolved) TimeClasses() TimeClasses {
	p := &r.params
	r.Consult(p.TimeBasis.Ref, p.Standard.Ref, p.Rapid.Ref, p.Blitz.Ref)
	return TimeClasses{Basis: p.TimeBasis, Standard: p.Standard, Rapid: p.Rapid, Blitz: p.Blitz}
}

// Supervision is the A.3/B.3 adequate-supervision definition and whether the
// event applies it.
type Supervision struct {
	Ref
	GamesPerArbiter *int    `json:"games_per_arbiter"`
	GamesRecorded   bool    `json:"games_recorded"`
	Applied         Applied `json:"applied"`
}

// Supervision returns the supervision rule for "rapid" or "blitz".
// Any other class has none (Ref.Absent).
func (r *Resolved) Supervision(class TimeClass) Supervision {
	switch class {
	case TimeClassRapid:
		return consult(r, r.params.RapidSupervision)
	case TimeClassBlitz:
		return consult(r, r.params.BlitzSupervision)
	}
	return Supervision{Ref: absent}
}

// RapidSpecifics are the rapid/blitz rules other than illegal moves.
type RapidSpecifics struct {
	NoClaimsAfterMoves    int // 0 if absent
	NoClaimsRef           Ref
	ScoresheetRequestsMax int // 0 if absent
	ScoresheetRef         Ref
	ArbiterCallsFlag      ArbiterCallsFlag
	ArbiterCallsFlagRef   Ref
	TimeClaim             TimeClaim
	TimeClaimRef          Ref
}

// AdequateTimePenalty is what the rapid or blitz appendix puts instead of
// the two minutes of Articles 7 and 9 when the game is adequately supervised
// and the Competition Rules apply (2014-2018 B.2, 2023 A.3); Absent where the
// Competition Rules keep their own figures.
type AdequateTimePenalty struct {
	Ref
	Seconds int `json:"seconds"`
}

// AdequateTimePenalty returns it for "rapid" or "blitz" (Absent for "standard").
func (r *Resolved) AdequateTimePenalty(class TimeClass) AdequateTimePenalty {
	switch class {
	case TimeClassRapid:
		return consult(r, r.params.RapidAdequatePenalty)
	case TimeClassBlitz:
		return consult(r, r.params.BlitzAdequatePenalty)
	}
	return AdequateTimePenalty{Ref: Ref{Absent: true}}
}

// TimeClaim is the rapid/blitz win-on-time claim without adequate supervision.
type TimeClaim struct {
	StopClocks        StopClocks `json:"stop_clocks"`
	ClaimantNeedsTime bool       `json:"claimant_needs_time"`
	// DrawIfCannotMate is the appendix's own draw clause: the claim is drawn
	// if this side cannot checkmate by any series of legal moves. "claimant"
	// (2014 A.4 c, 2017+), "flagged_player" (hu-2014 A.4 c as worded),
	// "unspecified" (no side named), "none" (no clause; 6.9 still applies).
	DrawIfCannotMate TimeClaimDraw `json:"draw_if_cannot_mate"`
}

// RapidSpecifics returns the rapid/blitz specifics.
func (r *Resolved) RapidSpecifics() RapidSpecifics {
	p := &r.params
	s := RapidSpecifics{
		NoClaimsAfterMoves: int(p.NoClaimsAfterMoves), NoClaimsRef: r.ref("rapid.no_claims_after_moves"),
		ScoresheetRequestsMax: int(p.ScoresheetRequestsMax), ScoresheetRef: r.ref("rapid.scoresheet_requests_max"),
		ArbiterCallsFlag: p.ArbiterCallsFlag, ArbiterCallsFlagRef: r.ref("rapid.arbiter_calls_flag"),
		TimeClaim: p.TimeClaim, TimeClaimRef: r.ref("rapid.time_claim"),
	}
	r.Consult(s.NoClaimsRef, s.ScoresheetRef, s.ArbiterCallsFlagRef, s.TimeClaimRef)
	return s
}

// IllegalMoves is the illegal-move regime of one time class.
type IllegalMoves struct {
	Ref
	Acts                 []IllegalAct `json:"acts"`
	OpponentGainsSeconds int          `json:"opponent_gains_seconds"`
	LosesOn              int          `json:"loses_on"`
	DecidedBy            DecidedBy    `json:"decided_by"`
	ClaimBeforeOwnMove   bool         `json:"claim_before_own_move"`
	// DrawIfCannotMate says whose inability to checkmate (by any series of
	// legal moves) turns the losing illegal move into a draw:
	//   "opponent_of_offender" - the authentic rule (2009 on): drawn if the
	//                            offender's opponent cannot checkmate;
	//   "offender"             - drawn if the offender cannot checkmate
	//                            (hu-2014 7.5 b ties it to the opponent's king);
	//   "unspecified"          - the text names no side (hu-2014 A.4 b): read
	//                            literally, drawn only if neither side can mate;
	//   "none"                 - no exception (2005 standard play).
	DrawIfCannotMate DrawIfCannotMate `json:"draw_if_cannot_mate"`
	// DrawIfOpponentCannotMate is DrawIfCannotMate == "opponent_of_offender",
	// kept for callers written before the enum; it is false for the other
	// readings, which callers must handle through DrawIfCannotMate.
	DrawIfOpponentCannotMate bool `json:"-"`
}

// Counts reports whether an act (illegal_move, unpromoted_pawn,
// clock_without_move, two_hands) counts as an illegal move.
func (m IllegalMoves) Counts(act IllegalAct) bool {
	for _, a := range m.Acts {
		if a == act {
			return true
		}
	}
	return false
}

// IllegalMoves returns the regime for "standard", "rapid" or "blitz".
// Any other class has none (Ref.Absent).
func (r *Resolved) IllegalMoves(class TimeClass) IllegalMoves {
	switch class {
	case TimeClassStandard:
		return consult(r, r.params.IllegalStandard)
	case TimeClassRapid:
		return consult(r, r.params.IllegalRapid)
	case TimeClassBlitz:
		return consult(r, r.params.IllegalBlitz)
	}
	return IllegalMoves{Ref: absent}
}

// UnfinishedPromotion is what happens when a pawn reaches the last rank and
// is not exchanged.
type UnfinishedPromotion struct {
	Ref
	Illegal     bool        `json:"illegal"`
	PawnBecomes PawnBecomes `json:"pawn_becomes"`
}

// UnfinishedPromotion returns the rule.
func (r *Resolved) UnfinishedPromotion() UnfinishedPromotion {
	return consult(r, r.params.UnfinishedPromotion)
}

// Band is one claimant-deduction band of the 2005 incorrect-claim rule.
// Its ends are exclusive; nil means unbounded.
type Band struct {
	AboveSeconds        *int       `json:"above_seconds"`
	BelowSeconds        *int       `json:"below_seconds"`
	Action              BandAction `json:"action"`
	MaxDeductionSeconds *int       `json:"max_deduction_seconds"`
	SetToSeconds        *int       `json:"set_to_seconds"`
}

// IncorrectClaim is the penalty for an incorrect 9.2/9.3 claim.
type IncorrectClaim struct {
	Ref
	OpponentGainsSeconds int    `json:"opponent_gains_seconds"`
	ClaimantBands        []Band `json:"claimant_bands"`
}

// IncorrectClaim returns the penalty for "standard", "rapid" or "blitz".
// Any other class has none (Ref.Absent).
func (r *Resolved) IncorrectClaim(class TimeClass) IncorrectClaim {
	switch class {
	case TimeClassStandard:
		return consult(r, r.params.IncorrectStandard)
	case TimeClassRapid:
		return consult(r, r.params.IncorrectRapid)
	case TimeClassBlitz:
		return consult(r, r.params.IncorrectBlitz)
	}
	return IncorrectClaim{Ref: absent}
}

// ClaimantAfter returns the claimant's remaining time after the penalty and
// whether any band applied. A remaining time that falls in no band (exactly
// 2:00 or 1:00 in 2005, whose bands are all strict) is left unchanged with
// ok false: the text says nothing about it.
func (c IncorrectClaim) ClaimantAfter(remaining time.Duration) (after time.Duration, ok bool) {
	s := remaining.Seconds()
	for _, b := range c.ClaimantBands {
		if b.AboveSeconds != nil && !(s > float64(*b.AboveSeconds)) {
			continue
		}
		if b.BelowSeconds != nil && !(s < float64(*b.BelowSeconds)) {
			continue
		}
		switch b.Action {
		case BandHalve:
			d := remaining / 2
			if b.MaxDeductionSeconds != nil && d > time.Duration(*b.MaxDeductionSeconds)*time.Second {
				d = time.Duration(*b.MaxDeductionSeconds) * time.Second
			}
			return remaining - d, true
		case BandSet:
			return time.Duration(*b.SetToSeconds) * time.Second, true
		default:
			return remaining, true
		}
	}
	return remaining, false
}

// ClaimRightLost returns what takes away the right to claim a draw on that
// move (9.4): "touching_a_piece" (4.3, 2009 on) or "making_a_move" (2005).
func (r *Resolved) ClaimRightLost() (ClaimRightLost, Ref) {
	return r.params.ClaimRightLost, r.consultRef(r.ref("claims.right_lost"))
}

// ClaimAsOffer returns the draw claims that count as a draw offer (9.1 c,
// 9.1 b 3, 9.1.2.3): "threefold", "fifty_moves", "quickplay" (10.2).
func (r *Resolved) ClaimAsOffer() ([]DrawClaim, Ref) {
	return []DrawClaim(r.params.ClaimAsOffer), r.consultRef(r.ref("draws.claim_as_offer"))
}

// ClaimStopClocks returns who stops the clocks for a 9.2/9.3 claim.
func (r *Resolved) ClaimStopClocks() (ClaimStopClocks, Ref) {
	return r.params.ClaimStopClocks, r.consultRef(r.ref("claims.stop_clocks"))
}

// Threefold is the 9.2 claim rule.
type Threefold struct {
	Ref
	Forms                []ThreefoldForm `json:"forms"`
	WrittenMoveBinding   bool            `json:"written_move_binding"`
	ElectronicScoresheet bool            `json:"electronic_scoresheet"`
}

// Threefold returns the threefold-claim rule.
func (r *Resolved) Threefold() Threefold { return consult(r, r.params.Threefold) }

// SamePosition is the 9.2 definition of "the same position".
type SamePosition struct {
	Ref
	IfAndOnlyIf bool          `json:"if_and_only_if"`
	EnPassant   EnPassantRule `json:"en_passant"`
	Castling    CastlingRule  `json:"castling"`
}

// SamePosition returns the same-position criteria.
func (r *Resolved) SamePosition() SamePosition { return consult(r, r.params.SamePosition) }

// Fivefold is the automatic fivefold-repetition draw; Ref.Absent before 2014.
type Fivefold struct {
	Ref
	Occurrences int `json:"occurrences"`
	// Counting is "any" (any occurrences, 2017+), "consecutive_alternate_moves"
	// (2014 9.6 a: at every second move of each player) or "consecutive"
	// (hu-2018 9.6.1: five consecutive instances, alternate moves not said).
	Counting Counting `json:"counting"`
}

// Fivefold returns the fivefold rule.
func (r *Resolved) Fivefold() Fivefold { return consult(r, r.params.Fivefold) }

// MoveRule is the 50-move claim or the 75-move automatic draw.
type MoveRule struct {
	Ref
	Moves        int    `json:"moves"`
	Series       Series `json:"series"` // 75-move only
	MatePrevails bool   `json:"mate_prevails"`
}

// FiftyMoves returns the 50-move claim rule.
func (r *Resolved) FiftyMoves() MoveRule { return consult(r, MoveRule(r.params.FiftyMoves)) }

// SeventyFiveMoves returns the 75-move rule; Ref.Absent before 2014.
func (r *Resolved) SeventyFiveMoves() MoveRule {
	return consult(r, MoveRule(r.params.SeventyFiveMoves))
}

// Outcome is a rule with a result and the test used to decide it.
type Outcome struct {
	Ref
	Automatic bool          `json:"automatic"`
	Result    OutcomeResult `json:"result"`
	Test      MateTest      `json:"test"`
}

// DeadPosition returns the dead-position rule.
func (r *Resolved) DeadPosition() Outcome { return consult(r, Outcome(r.params.DeadPosition)) }

// FlagFallCannotMate returns the rule for a flag fall when the opponent cannot checkmate.
func (r *Resolved) FlagFallCannotMate() Outcome {
	return consult(r, Outcome(r.params.FlagFallCannotMate))
}

// ResignationCannotMate returns the result of a resignation when the opponent
// cannot checkmate ("win" before 2023, "draw" from 2023).
func (r *Resolved) ResignationCannotMate() Outcome {
	return consult(r, Outcome(r.params.ResignationCannotMate))
}

// DrawAgreement is 9.1 and 5.2.3 plus the event's restrictions.
type DrawAgreement struct {
	Ref
	RegulationsMayForbid bool `json:"regulations_may_forbid"`
	MoveEachRequired     bool `json:"move_each_required"`
	ClaimCountsAsOffer   bool `json:"claim_counts_as_offer"`
	Forbidden            bool `json:"forbidden"`
	ForbiddenBeforeMove  int  `json:"forbidden_before_move"`
}

// DrawAgreement returns the draw-offer rules.
func (r *Resolved) DrawAgreement() DrawAgreement { return consult(r, r.params.DrawAgreement) }

// Scoring is 10.1/10.2.
type Scoring struct {
	Ref
	Win                     float64 `json:"win"`
	Draw                    float64 `json:"draw"`
	Loss                    float64 `json:"loss"`
	ForfeitWin              float64 `json:"forfeit_win"`
	ForfeitLoss             float64 `json:"forfeit_loss"`
	TotalMayNotExceedMax    bool    `json:"total_may_not_exceed_max"`
	AbnormalScoresForbidden bool    `json:"abnormal_scores_forbidden"`
}

// Scoring returns the points.
func (r *Resolved) Scoring() Scoring { return consult(r, r.params.Scoring) }

// ScoresheetExemption is 8.4.
type ScoresheetExemption struct {
	Ref
	BelowSeconds                  int `json:"below_seconds"`
	UnlessIncrementAtLeastSeconds int `json:"unless_increment_at_least_seconds"`
	// ForRemainderOfPeriod: once exempt, the player stays exempt until the
	// period ends, even if time is added back (the authentic 8.4). False where
	// a translation states no duration (bg-2005, hu-2014, hu-2018): read
	// literally, the exemption lasts only while Exempt holds.
	ForRemainderOfPeriod bool `json:"for_remainder_of_period"`
}

// Exempt reports whether a player with remaining time and increment need not
// record moves at this moment (the condition of 8.4; see ForRemainderOfPeriod
// for how long the exemption lasts once it holds).
func (e ScoresheetExemption) Exempt(remaining, increment time.Duration) bool {
	return remaining < time.Duration(e.BelowSeconds)*time.Second &&
		increment < time.Duration(e.UnlessIncrementAtLeastSeconds)*time.Second
}

// ScoresheetExemption returns the 8.4 rule.
func (r *Resolved) ScoresheetExemption() ScoresheetExemption {
	return consult(r, r.params.ScoresheetExemption)
}

// DefaultTime is 6.7: Minutes nil means the Laws leave it to the regulations.
type DefaultTime struct {
	Ref
	Minutes           *float64 `json:"minutes"`
	RegulationsMaySet bool     `json:"regulations_may_set"`
}

// DefaultTime returns the default time.
func (r *Resolved) DefaultTime() DefaultTime { return consult(r, r.params.DefaultTime) }

// ElectronicDevices is the device rule.
type ElectronicDevices struct {
	Ref
	Rule                    DeviceRule    `json:"rule"`
	Trigger                 DeviceTrigger `json:"trigger"`
	Penalty                 DevicePenalty `json:"penalty"`
	LesserPenalty           string        `json:"lesser_penalty"`
	Opponent                OpponentScore `json:"opponent"`
	RegulationsMaySetLesser bool          `json:"regulations_may_set_lesser"`
	BagStorage              bool          `json:"bag_storage"`
}

// ElectronicDevices returns the device rule (as of the resolved date).
func (r *Resolved) ElectronicDevices() ElectronicDevices {
	return consult(r, r.params.ElectronicDevices)
}

// QuickplayFinish is Art. 10 / App. G / Guidelines III.
type QuickplayFinish struct {
	Ref
	Location         string      `json:"location"`
	ThresholdSeconds int         `json:"threshold_seconds"`
	FiveSecondOption bool        `json:"five_second_option"`
	BonusSeconds     int         `json:"bonus_seconds"`
	AppliesTo        []TimeClass `json:"applies_to"`
}

// QuickplayFinish returns the quickplay-finish rule.
func (r *Resolved) QuickplayFinish() QuickplayFinish { return consult(r, r.params.QuickplayFinish) }

// Penalties returns the arbiter's penalty catalogue.
func (r *Resolved) Penalties() ([]Penalty, Ref) {
	return []Penalty(r.params.Penalties), r.consultRef(r.ref("penalties.catalogue"))
}

// ColoursReversed is 7.2/7.3.
type ColoursReversed struct {
	Ref
	Rule  ColoursRule `json:"rule"`
	Moves int         `json:"moves"`
}

// ColoursReversed returns the rule.
func (r *Resolved) ColoursReversed() ColoursReversed { return consult(r, r.params.ColoursReversed) }

// ElectronicScoresheet reports whether electronic scoresheets are provided for.
func (r *Resolved) ElectronicScoresheet() (bool, Ref) {
	return bool(r.params.ElectronicScoresheet), r.consultRef(r.ref("recording.electronic_scoresheet"))
}

// BothFlags is what happens when both flags have fallen and it cannot be
// established which fell first (6.11 in 2009, III.3.1 from 2017): "continue"
// or "draw", before the last period and in it.
type BothFlags struct {
	Ref
	EarlierPeriod BothFlagsRuling `json:"earlier_period"`
	LastPeriod    BothFlagsRuling `json:"last_period"`
}

// BothFlags returns the rule.
func (r *Resolved) BothFlags() BothFlags { return consult(r, r.params.BothFlags) }

// ClockRule is an arbiter's rule on the clock that carries no number: a
// wrongly set clock (6.10 b / 6.10.2) or a defective one (6.10 a / 6.10.1).
type ClockRule struct {
	Ref
	ArbiterAdjusts []ClockAdjustment `json:"arbiter_adjusts,omitempty"` // wrong setting
	Replaced       bool              `json:"replaced,omitempty"`        // defective: the clock is replaced
}

// ClockWrongSetting returns the rule on a clock found wrongly set.
func (r *Resolved) ClockWrongSetting() ClockRule { return consult(r, ClockRule(r.params.WrongSetting)) }

// ClockDefective returns the rule on a defective clock.
func (r *Resolved) ClockDefective() ClockRule { return consult(r, ClockRule(r.params.Defective)) }

// AgreementMoves is 5.2.3 (from July 2017): a draw by agreement only after
// each player has made this many moves; Ref.Absent before.
type AgreementMoves struct {
	Ref
	MovesEach int `json:"moves_each"`
}

// AgreementMoves returns the rule.
func (r *Resolved) AgreementMoves() AgreementMoves { return consult(r, r.params.AgreementMoves) }

// QuickplayClaim is the draw claim of the quickplay finish (10.2, G.5, III.5).
type QuickplayClaim struct {
	Ref
	Rulings []QuickplayRuling `json:"rulings"`
}

// QuickplayClaim returns the rule.
func (r *Resolved) QuickplayClaim() QuickplayClaim { return consult(r, r.params.QuickplayClaim) }

// ExtraIncrement is the extra time per move for both players that a player
// in the quickplay finish may request (G.4, III.4); Ref.Absent before 2014.
type ExtraIncrement struct {
	Ref
	Seconds int `json:"seconds"`
}

// QuickplayExtraIncrement returns the rule.
func (r *Resolved) QuickplayExtraIncrement() ExtraIncrement {
	return consult(r, r.params.ExtraIncrement)
}

// SealedMove is the adjournment rule on the sealed move (Guidelines 8 in
// 2009, E.8 in 2014, I.8 from 2017).
type SealedMove struct {
	Ref
	InvalidLoses bool `json:"invalid_loses"`
}

// SealedMove returns the rule.
func (r *Resolved) SealedMove() SealedMove { return consult(r, r.params.SealedMove) }
