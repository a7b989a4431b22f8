package rulebook

// RapidRecording is A.2: whether rapid players must record the moves.
type RapidRecording struct {
	Ref
	PlayersMustRecord bool `json:"players_must_record"`
}

// RapidRecording returns the rule.
func (r *Resolved) RapidRecording() RapidRecording { return consult(r, r.params.RapidRecording) }

// QuickplayRequester says who may make the quickplay-finish draw claim and
// the extra-time request: "player_to_move" (every authentic edition) or
// "any_player" (hu-2014 G.4/G.5, hu-2018 III.4/III.5 as worded).
type QuickplayRequester struct {
	Ref
	Claim            Requester `json:"claim"`
	IncrementRequest Requester `json:"increment_request"`
}

// QuickplayRequester returns the rule.
func (r *Resolved) QuickplayRequester() QuickplayRequester {
	return consult(r, r.params.QuickplayRequester)
}

// FlagCheck is 6.4 (6.3 in 2009): after a flag fall the moves required in the
// period (6.3.1) are checked.
type FlagCheck struct {
	Ref
	MovesOfPeriod bool `json:"moves_of_period"`
}

// FlagCheck returns the rule.
func (r *Resolved) FlagCheck() FlagCheck { return consult(r, r.params.FlagCheck) }

// IncompleteScoresheets is 8.6 (with 8.5): what follows when the scoresheets
// cannot show that a player overstepped the allotted time.
type IncompleteScoresheets struct {
	Ref
	OverstepUnproven OverstepUnproven `json:"overstep_unproven"`
}

// IncompleteScoresheets returns the rule.
func (r *Resolved) IncompleteScoresheets() IncompleteScoresheets {
	return consult(r, r.params.IncompleteScoresheets)
}

// ClockHandling is handling the chessclock (6.2 from 2017, 6.2 a-d in 2014,
// 6.7 in 2009); Ref.Article is the article on improper handling.
type ClockHandling struct {
	Ref
	CompletionArticle string        `json:"completion_article"`
	LatePressArticle  string        `json:"late_press_article"`
	SameHandArticle   string        `json:"same_hand_article"`
	Forbidden         []ClockMisuse `json:"forbidden"`
}

// ClockHandling returns the rule.
func (r *Resolved) ClockHandling() ClockHandling { return consult(r, r.params.ClockHandling) }

// UnsupervisedClaim is the quickplay claim when no arbiter supervises the
// competition (III.6, G.6, 2009 Appendix D).
type UnsupervisedClaim struct {
	Ref
	ConcludesGame bool      `json:"concludes_game"`
	Claimant      Requester `json:"claimant"`
}

// UnsupervisedClaim returns the rule.
func (r *Resolved) UnsupervisedClaim() UnsupervisedClaim {
	return consult(r, r.params.UnsupervisedClaim)
}

// ResumptionAbsence is absence when an adjourned game is resumed (I.10/I.11
// from 2017, E.10/E.11 in 2014, Guidelines 10 in 2009).
type ResumptionAbsence struct {
	Ref
	DefaultMinutes *float64       `json:"default_minutes"` // nil: the event's default time
	DefaultArticle string         `json:"default_article"`
	ReplierCharged ReplierCharged `json:"replier_charged"`
}

// ResumptionAbsence returns the rule.
func (r *Resolved) ResumptionAbsence() ResumptionAbsence {
	return consult(r, r.params.ResumptionAbsence)
}
