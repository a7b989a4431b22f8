package rulebook

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
)

// Params is every parameter of a resolved rulebook, decoded once: one field
// per catalogue parameter, named by its `param` tag (the parameter id of
// schema/rulebook.schema.json). A parameter the rulebook does not have is
// the zero value with Ref.Absent set (for the types that carry a Ref; the
// scalar ones keep theirs in Resolved.Ref).
//
// Each field's value was decoded and validated when its file was loaded
// (Set.Add, LoadEmbedded): reading it cannot fail.
type Params struct {
	TimeBasis             Basis                 `param:"time_classes.basis"`
	Standard              Class                 `param:"time_classes.standard"`
	Rapid                 Class                 `param:"time_classes.rapid"`
	Blitz                 Class                 `param:"time_classes.blitz"`
	RapidSupervision      Supervision           `param:"rapid.supervision"`
	NoClaimsAfterMoves    NoClaimsAfterMoves    `param:"rapid.no_claims_after_moves"`
	ScoresheetRequestsMax ScoresheetRequestsMax `param:"rapid.scoresheet_requests_max"`
	ArbiterCallsFlag      ArbiterCallsFlag      `param:"rapid.arbiter_calls_flag"`
	TimeClaim             TimeClaim             `param:"rapid.time_claim"`
	RapidRecording        RapidRecording        `param:"rapid.recording"`
	IllegalPosition       IllegalPosition       `param:"rapid.illegal_position"`
	RapidAdequatePenalty  AdequateTimePenalty   `param:"rapid.adequate_time_penalty"`
	BlitzSupervision      Supervision           `param:"blitz.supervision"`
	BlitzAdequatePenalty  AdequateTimePenalty   `param:"blitz.adequate_time_penalty"`
	IllegalStandard       IllegalMoves          `param:"illegal_moves.standard"`
	IllegalRapid          IllegalMoves          `param:"illegal_moves.rapid"`
	IllegalBlitz          IllegalMoves          `param:"illegal_moves.blitz"`
	UnfinishedPromotion   UnfinishedPromotion   `param:"illegal_moves.unfinished_promotion"`
	IncorrectStandard     IncorrectClaim        `param:"claims.incorrect_standard"`
	IncorrectRapid        IncorrectClaim        `param:"claims.incorrect_rapid"`
	IncorrectBlitz        IncorrectClaim        `param:"claims.incorrect_blitz"`
	ClaimStopClocks       ClaimStopClocks       `param:"claims.stop_clocks"`
	ClaimRightLost        ClaimRightLost        `param:"claims.right_lost"`
	Threefold             Threefold             `param:"draws.threefold"`
	SamePosition          SamePosition          `param:"draws.same_position"`
	Fivefold              Fivefold              `param:"draws.fivefold"`
	FiftyMoves            FiftyMoves            `param:"draws.fifty_moves"`
	SeventyFiveMoves      SeventyFiveMoves      `param:"draws.seventy_five_moves"`
	DeadPosition          DeadPosition          `param:"draws.dead_position"`
	FlagFallCannotMate    FlagFallCannotMate    `param:"draws.flag_fall_cannot_mate"`
	ResignationCannotMate ResignationCannotMate `param:"draws.resignation_cannot_mate"`
	DrawAgreement         DrawAgreement         `param:"draws.agreement"`
	ClaimAsOffer          ClaimAsOffer          `param:"draws.claim_as_offer"`
	AgreementMoves        AgreementMoves        `param:"draws.agreement_moves"`
	Scoring               Scoring               `param:"scoring.points"`
	ScoresheetExemption   ScoresheetExemption   `param:"recording.scoresheet_exemption"`
	ElectronicScoresheet  ElectronicScoresheet  `param:"recording.electronic_scoresheet"`
	IncompleteScoresheets IncompleteScoresheets `param:"recording.incomplete_scoresheets"`
	DefaultTime           DefaultTime           `param:"default.time"`
	ElectronicDevices     ElectronicDevices     `param:"conduct.electronic_devices"`
	Refusal               Refusal               `param:"conduct.refusal"`
	QuickplayFinish       QuickplayFinish       `param:"quickplay.finish"`
	QuickplayClaim        QuickplayClaim        `param:"quickplay.claim"`
	ExtraIncrement        ExtraIncrement        `param:"quickplay.extra_increment"`
	QuickplayRequester    QuickplayRequester    `param:"quickplay.requester"`
	UnsupervisedClaim     UnsupervisedClaim     `param:"quickplay.unsupervised_claim"`
	Penalties             PenaltyCatalogue      `param:"penalties.catalogue"`
	ColoursReversed       ColoursReversed       `param:"colours.reversed"`
	TouchMove             TouchMove             `param:"board.touch_move"`
	InitialPosition       InitialPosition       `param:"board.initial_position"`
	Orientation           Orientation           `param:"board.orientation"`
	BothFlags             BothFlags             `param:"clock.both_flags"`
	WrongSetting          ClockWrongSetting     `param:"clock.wrong_setting"`
	Defective             ClockDefective        `param:"clock.defective"`
	FlagCheck             FlagCheck             `param:"clock.flag_check"`
	ClockHandling         ClockHandling         `param:"clock.handling"`
	SealedMove            SealedMove            `param:"adjournment.sealed_move"`
	ResumptionAbsence     ResumptionAbsence     `param:"adjournment.resumption_absence"`
}

// paramField is the index in Params of each parameter id's field.
var paramField = func() map[string]int {
	m := map[string]int{}
	t := reflect.TypeFor[Params]()
	for i := range t.NumField() {
		if id := t.Field(i).Tag.Get("param"); id != "" {
			m[id] = i
		}
	}
	return m
}()

// paramType is the Go type of a parameter's value; nil for an unknown id.
func paramType(id string) reflect.Type {
	i, ok := paramField[id]
	if !ok {
		return nil
	}
	return reflect.TypeFor[Params]().Field(i).Type
}

// decodeParam decodes a value as read from YAML into the parameter's type.
// Fields the type does not have are an error, so the Go type cannot silently
// drop what the schema allows. This runs once, when a file is loaded.
func decodeParam(id string, raw any) (any, error) {
	t := paramType(id)
	if t == nil {
		return nil, fmt.Errorf("no Go field holds parameter %s (rulebook.Params)", id)
	}
	b, err := json.Marshal(raw)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", id, err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	p := reflect.New(t)
	if err := dec.Decode(p.Interface()); err != nil {
		return nil, fmt.Errorf("%s as %s: %w", id, t, err)
	}
	return p.Elem().Interface(), nil
}

var refType = reflect.TypeFor[Ref]()

// set stores a resolved parameter's decoded value and its provenance.
func (p *Params) set(v *Value) {
	i, ok := paramField[v.ID]
	if !ok {
		return
	}
	f := reflect.ValueOf(p).Elem().Field(i)
	if !v.Absent && v.typed != nil {
		f.Set(reflect.ValueOf(v.typed))
	} else {
		f.SetZero()
	}
	if f.Kind() == reflect.Struct {
		if r := f.FieldByName("Ref"); r.IsValid() && r.Type() == refType {
			r.Set(reflect.ValueOf(v.Ref()))
		}
	}
}

// finish fills the fields derived from others.
func (p *Params) finish() {
	p.Standard.Name, p.Rapid.Name, p.Blitz.Name = "standard", "rapid", "blitz"
	for _, m := range []*IllegalMoves{&p.IllegalStandard, &p.IllegalRapid, &p.IllegalBlitz} {
		m.DrawIfOpponentCannotMate = m.DrawIfCannotMate == DrawIfCannotMateOpponentOfOffender
	}
}

// Ref is where the value came from.
func (v *Value) Ref() Ref {
	return Ref{Article: v.Article, BaseArticle: v.BaseArticle, Origin: v.Origin, Absent: v.Absent, Verified: v.Verified, Interpretation: v.Interpretation, Param: v.ID}
}

// The parameter types below give a parameter whose value has the same shape
// as another's its own type, so that each describes itself.

// NoClaimsAfterMoves is A.4 (rapid.no_claims_after_moves): no claim about the
// set-up or the clock setting after this many moves by each player.
type NoClaimsAfterMoves int

// ScoresheetRequestsMax is how often a rapid player may ask to see the
// scoresheet (rapid.scoresheet_requests_max).
type ScoresheetRequestsMax int

// ArbiterCallsFlag is whether the arbiter signals a flag fall in rapid or
// blitz without adequate supervision (rapid.arbiter_calls_flag).
type ArbiterCallsFlag string

// ClaimStopClocks is who stops the clocks for a 9.2/9.3 claim (claims.stop_clocks).
type ClaimStopClocks string

// ClaimRightLost is what takes away the right to claim a draw on that move
// (claims.right_lost).
type ClaimRightLost string

// ClaimAsOffer are the draw claims that count as a draw offer (draws.claim_as_offer).
type ClaimAsOffer []DrawClaim

// ElectronicScoresheet is whether electronic scoresheets are provided for
// (recording.electronic_scoresheet).
type ElectronicScoresheet bool

// PenaltyCatalogue is the penalties available to the arbiter (penalties.catalogue).
type PenaltyCatalogue []Penalty

// FiftyMoves is the 50-move claim (draws.fifty_moves); read it as a MoveRule.
type FiftyMoves MoveRule

// SeventyFiveMoves is the 75-move automatic draw (draws.seventy_five_moves);
// read it as a MoveRule.
type SeventyFiveMoves MoveRule

// DeadPosition is the dead-position rule (draws.dead_position); read it as an Outcome.
type DeadPosition Outcome

// FlagFallCannotMate is a flag fall when the opponent cannot checkmate
// (draws.flag_fall_cannot_mate); read it as an Outcome.
type FlagFallCannotMate Outcome

// ResignationCannotMate is a resignation when the opponent cannot checkmate
// (draws.resignation_cannot_mate); read it as an Outcome.
type ResignationCannotMate Outcome

// InitialPosition is the initial position found incorrect (board.initial_position).
type InitialPosition BoardRule

// Orientation is the chessboard found wrongly placed (board.orientation).
type Orientation BoardRule

// ClockWrongSetting is a clock found wrongly set (clock.wrong_setting).
type ClockWrongSetting ClockRule

// ClockDefective is a defective clock (clock.defective).
type ClockDefective ClockRule
