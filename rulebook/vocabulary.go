package rulebook

// The Laws' vocabulary: every enum of schema/rulebook.schema.json as a named
// Go string type with one constant per value. Code compares rule values with
// these constants, never with string literals (vocabcheck_test.go at the
// module root enforces it), so a misspelt value does not compile; a test
// checks each type's constants against the schema's enum.

// Applied is whether an event applies the adequate-supervision rules
// (rapid.supervision, blitz.supervision).
type Applied string

// Values of Applied.
const (
	AppliedPerEvent   Applied = "per_event" // the event decides (not said by the rulebook)
	AppliedAdequate   Applied = "adequate"
	AppliedInadequate Applied = "inadequate"
)

// Values of ArbiterCallsFlag.
const (
	ArbiterCallsFlagOnlyBoth ArbiterCallsFlag = "only_both_flags"
	ArbiterCallsFlagMay      ArbiterCallsFlag = "may"
	ArbiterCallsFlagShall    ArbiterCallsFlag = "shall"
)

// StopClocks is what the claimant of a rapid/blitz win on time does with
// the clocks (rapid.time_claim).
type StopClocks string

// Values of StopClocks.
const (
	StopClocksMust  StopClocks = "must"
	StopClocksMay   StopClocks = "may"
	StopClocksPause StopClocks = "pause"
)

// TimeClaimDraw is whose inability to checkmate draws a rapid/blitz claim
// of a win on time (rapid.time_claim draw_if_cannot_mate).
type TimeClaimDraw string

// Values of TimeClaimDraw.
const (
	TimeClaimDrawNone          TimeClaimDraw = "none"           // no clause; 6.9 still applies
	TimeClaimDrawClaimant      TimeClaimDraw = "claimant"       // 2014 A.4 c, 2017 on
	TimeClaimDrawFlaggedPlayer TimeClaimDraw = "flagged_player" // hu-2014 A.4 c as worded
	TimeClaimDrawUnspecified   TimeClaimDraw = "unspecified"    // no side named
)

// IllegalAct is an act that may count as an illegal move (illegal_moves.* acts).
type IllegalAct string

// Values of IllegalAct.
const (
	ActIllegalMove      IllegalAct = "illegal_move"
	ActUnpromotedPawn   IllegalAct = "unpromoted_pawn"
	ActClockWithoutMove IllegalAct = "clock_without_move"
	ActTwoHands         IllegalAct = "two_hands"
)

// DecidedBy is who brings an illegal move to account (illegal_moves.*).
type DecidedBy string

// Values of DecidedBy.
const (
	DecidedByArbiter        DecidedBy = "arbiter"
	DecidedByArbiterOrClaim DecidedBy = "arbiter_or_claim"
	DecidedByClaim          DecidedBy = "claim"
)

// DrawIfCannotMate is whose inability to checkmate turns the losing illegal
// move into a draw (illegal_moves.* draw_if_cannot_mate).
type DrawIfCannotMate string

// Values of DrawIfCannotMate.
const (
	DrawIfCannotMateNone               DrawIfCannotMate = "none"                 // 2005 standard play
	DrawIfCannotMateOpponentOfOffender DrawIfCannotMate = "opponent_of_offender" // the authentic rule, 2009 on
	DrawIfCannotMateOffender           DrawIfCannotMate = "offender"             // hu-2014 7.5 b
	DrawIfCannotMateUnspecified        DrawIfCannotMate = "unspecified"          // no side named: drawn only if neither can mate
)

// PawnBecomes is what an unfinished promotion's pawn becomes
// (illegal_moves.unfinished_promotion).
type PawnBecomes string

// Values of PawnBecomes.
const (
	PawnBecomesQueen PawnBecomes = "queen"
	PawnBecomesNone  PawnBecomes = "none"
)

// BandAction is what a 2005 incorrect-claim band does to the claimant's time.
type BandAction string

// Values of BandAction.
const (
	BandHalve BandAction = "halve"
	BandSet   BandAction = "set"
	BandNone  BandAction = "none"
)

// Values of ClaimStopClocks.
const (
	ClaimStopClocksMust            ClaimStopClocks = "must"
	ClaimStopClocksMay             ClaimStopClocks = "may"
	ClaimStopClocksPlayerOrArbiter ClaimStopClocks = "player_or_arbiter"
	ClaimStopClocksPause           ClaimStopClocks = "pause"
)

// Values of ClaimRightLost.
const (
	RightLostTouchingAPiece ClaimRightLost = "touching_a_piece" // 4.3, 2009 on
	RightLostMakingAMove    ClaimRightLost = "making_a_move"    // 2005
)

// ThreefoldForm is a way of claiming a threefold repetition (draws.threefold).
type ThreefoldForm string

// Values of ThreefoldForm.
const (
	FormWrittenMove ThreefoldForm = "written_move"
	FormJustArisen  ThreefoldForm = "just_arisen"
)

// EnPassantRule is the en passant criterion of the same position.
type EnPassantRule string

// Values of EnPassantRule.
const (
	EnPassantCaptureLost     EnPassantRule = "capture_lost"
	EnPassantPossibleAtStart EnPassantRule = "possible_at_start"
)

// CastlingRule is the castling criterion of the same position.
type CastlingRule string

// Values of CastlingRule.
const (
	CastlingChangedTemporarilyOrPermanently         CastlingRule = "changed_temporarily_or_permanently"
	CastlingLostOnlyAfterMoving                     CastlingRule = "lost_only_after_moving"
	CastlingKingOrRookForfeitedAfterMoving          CastlingRule = "king_or_rook_forfeited_after_moving"
	CastlingKingWithUnmovedRookForfeitedAfterMoving CastlingRule = "king_with_unmoved_rook_forfeited_after_moving"
)

// Counting is how the occurrences of the fivefold repetition count.
type Counting string

// Values of Counting.
const (
	CountingConsecutiveAlternateMoves Counting = "consecutive_alternate_moves" // 2014 9.6 a
	CountingConsecutive               Counting = "consecutive"                 // hu-2018 9.6.1
	CountingAny                       Counting = "any"                         // 2017 on
)

// Series is which series of 75 moves ends the game.
type Series string

// Values of Series.
const (
	SeriesLast        Series = "last"
	SeriesConsecutive Series = "consecutive"
	SeriesAny         Series = "any"
)

// MateTest is the test of "cannot checkmate" (dead position, flag fall).
type MateTest string

// Values of MateTest.
const (
	MateTestMostUnskilledPlay     MateTest = "most_unskilled_play"
	MateTestAnySeriesOfLegalMoves MateTest = "any_series_of_legal_moves"
)

// OutcomeResult is the result a rule gives (a flag fall or a resignation when
// the opponent cannot checkmate; an illegal position after the next move).
type OutcomeResult string

// Values of OutcomeResult.
const (
	ResultWin  OutcomeResult = "win"
	ResultDraw OutcomeResult = "draw"
	ResultLoss OutcomeResult = "loss"
)

// DeviceRule is the electronic-device rule.
type DeviceRule string

// Values of DeviceRule.
const (
	DevicesForbiddenToBring  DeviceRule = "forbidden_to_bring"
	DevicesSwitchedOff       DeviceRule = "switched_off"
	DevicesForbiddenInVenue  DeviceRule = "forbidden_in_venue"
	DevicesForbiddenOnPerson DeviceRule = "forbidden_on_person"
)

// DeviceTrigger is what makes a device an offence.
type DeviceTrigger string

// Values of DeviceTrigger.
const (
	TriggerRings    DeviceTrigger = "rings"
	TriggerAnySound DeviceTrigger = "any_sound"
	TriggerEvident  DeviceTrigger = "evident"
	TriggerOnPerson DeviceTrigger = "on_person"
)

// DevicePenalty is the penalty for a device.
type DevicePenalty string

// Values of DevicePenalty.
const (
	DevicePenaltyLoss   DevicePenalty = "loss"
	DevicePenaltyLesser DevicePenalty = "lesser"
)

// OpponentScore is what the opponent of a player who loses by a device or by
// refusing to comply gets.
type OpponentScore string

// Values of OpponentScore.
const (
	OpponentWins                  OpponentScore = "wins"
	OpponentWinsOrDrawIfCannotWin OpponentScore = "wins_or_draw_if_cannot_win"
	OpponentArbiterDecides        OpponentScore = "arbiter_decides"
)

// TimeClass is a time class a rule applies to (quickplay.finish applies_to).
type TimeClass string

// Values of TimeClass.
const (
	TimeClassStandard TimeClass = "standard"
	TimeClassRapid    TimeClass = "rapid"
	TimeClassBlitz    TimeClass = "blitz"
	// TimeClassBlitzAdequate is blitz only when adequately supervised (2009
	// B.2 applies the Competition Rules, and so 10.2; B.3 b excludes it otherwise).
	TimeClassBlitzAdequate TimeClass = "blitz_adequate"
)

// Intervene is when the arbiter acts on an illegal position in rapid or
// blitz without adequate supervision (rapid.illegal_position).
type Intervene string

// Values of Intervene.
const (
	InterveneAtOnce Intervene = "at_once" // 2009 A.4 c
)

// Penalty is one penalty of the arbiter's catalogue.
type Penalty string

// Values of Penalty.
const (
	PenaltyWarning               Penalty = "warning"
	PenaltyIncreaseOpponentTime  Penalty = "increase_opponent_time"
	PenaltyReduceOffenderTime    Penalty = "reduce_offender_time"
	PenaltyIncreaseOpponentScore Penalty = "increase_opponent_score"
	PenaltyReduceOffenderPoints  Penalty = "reduce_offender_points"
	PenaltyLoss                  Penalty = "loss"
	PenaltyFine                  Penalty = "fine"
	PenaltyExclusionRounds       Penalty = "exclusion_rounds"
	PenaltyExpulsion             Penalty = "expulsion"
)

// ColoursRule is the ruling on a game started with colours reversed.
type ColoursRule string

// Values of ColoursRule.
const (
	ColoursContinue            ColoursRule = "continue"
	ColoursNewGameIfFewerMoves ColoursRule = "new_game_if_fewer_moves"
)

// DrawClaim is a draw claim that may count as a draw offer (draws.claim_as_offer).
type DrawClaim string

// Values of DrawClaim.
const (
	DrawClaimThreefold  DrawClaim = "threefold"
	DrawClaimFiftyMoves DrawClaim = "fifty_moves"
	DrawClaimQuickplay  DrawClaim = "quickplay"
)

// QuickplayRuling is an arbiter's possible decision on a quickplay claim.
type QuickplayRuling string

// Values of QuickplayRuling.
const (
	RulingDraw      QuickplayRuling = "draw"
	RulingPostponed QuickplayRuling = "postponed"
	RulingRejected  QuickplayRuling = "rejected"
)

// BothFlagsRuling is the ruling when both flags have fallen in an unknown order.
type BothFlagsRuling string

// Values of BothFlagsRuling.
const (
	BothFlagsContinue BothFlagsRuling = "continue"
	BothFlagsDraw     BothFlagsRuling = "draw"
)

// ClockAdjustment is what the arbiter adjusts on a wrongly set clock.
type ClockAdjustment string

// Values of ClockAdjustment.
const (
	AdjustSetting     ClockAdjustment = "setting"
	AdjustTimes       ClockAdjustment = "times"
	AdjustMoveCounter ClockAdjustment = "move_counter"
)

// OwnFallback is which own piece a touch obliges when the first cannot move.
type OwnFallback string

// Values of OwnFallback.
const (
	OwnFallbackNextTouched OwnFallback = "next_touched"
	OwnFallbackNone        OwnFallback = "none"
)

// MixedPieces is how many pieces of each colour 4.3.3 covers.
type MixedPieces string

// Values of MixedPieces.
const (
	MixedAnyNumber MixedPieces = "any_number"
	MixedOneEach   MixedPieces = "one_each"
)

// MixedFallback is which piece 4.3.3 obliges when the capture is impossible.
type MixedFallback string

// Values of MixedFallback.
const (
	MixedFallbackFirstThatCan MixedFallback = "first_that_can"
	MixedFallbackFirstTouched MixedFallback = "first_touched"
)

// RookThenKing is the castling a rook touched before the king forbids.
type RookThenKing string

// Values of RookThenKing.
const (
	RookThenKingSideThisMove RookThenKing = "side_this_move"
	RookThenKingAllThisMove  RookThenKing = "all_this_move"
	RookThenKingSideForGame  RookThenKing = "side_for_game"
)

// BoardRuling is the ruling on a board or set-up found wrong.
type BoardRuling string

// Values of BoardRuling.
const (
	BoardNewGame                BoardRuling = "new_game"                  // board.initial_position
	BoardContinueOnCorrectBoard BoardRuling = "continue_on_correct_board" // board.orientation
)

// Requester is who may make a quickplay claim or request.
type Requester string

// Values of Requester.
const (
	RequesterPlayerToMove Requester = "player_to_move"
	RequesterAnyPlayer    Requester = "any_player"
)

// OverstepUnproven is what follows when the scoresheets cannot show an overstep.
type OverstepUnproven string

// Values of OverstepUnproven.
const (
	OverstepNextMoveFirstOfNextPeriod OverstepUnproven = "next_move_first_of_next_period"
)

// ClockMisuse is a way of handling the clock that is forbidden.
type ClockMisuse string

// Values of ClockMisuse.
const (
	MisusePressedForcibly     ClockMisuse = "pressed_forcibly"
	MisusePickedUp            ClockMisuse = "picked_up"
	MisusePressedBeforeMoving ClockMisuse = "pressed_before_moving"
	MisuseKnockedOver         ClockMisuse = "knocked_over"
)

// ReplierCharged is when the player who must reply to the sealed move is
// charged the time until he arrives.
type ReplierCharged string

// Values of ReplierCharged.
const (
	ReplierChargedIfNeitherPresent ReplierCharged = "if_neither_present"
	ReplierChargedIfAbsent         ReplierCharged = "if_absent"
)
