package arbiter

import (
	"time"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/rulebook"
)

// Event is one entry of the log: one of the payload types below, each the
// decoded form of one event type of schema/eventlog.schema.json
// (docs/ARBITER.md). The set is closed: the arbiter rules on each type by
// its own method.
type Event interface {
	// Type is the event's type as the log writes it.
	Type() EventType
	// rule rules on the event, the i-th of the log.
	rule(g *game, i int) error
}

// EventType is the type of an event as the log writes it (the schema's
// event.type).
type EventType string

// The event types.
const (
	TypeMove               EventType = "move"
	TypeClocks             EventType = "clocks"
	TypeIllegal            EventType = "illegal"
	TypeDrawOffer          EventType = "draw_offer"
	TypeClaim              EventType = "claim"
	TypeQuickplayClaim     EventType = "quickplay_claim"
	TypeQuickplayIncrement EventType = "quickplay_increment"
	TypeFlag               EventType = "flag"
	TypeResign             EventType = "resign"
	TypeDevice             EventType = "device"
	TypeLateArrival        EventType = "late_arrival"
	TypeTimeControl        EventType = "time_control"
	TypeSealedMove         EventType = "sealed_move"
	TypeColoursReversed    EventType = "colours_reversed"
	TypeTouch              EventType = "touch"
	TypeSetup              EventType = "setup"
	TypeIllegalPosition    EventType = "illegal_position"
	TypeRefusal            EventType = "refusal"
	TypeScoresheetRequest  EventType = "scoresheet_request"
	TypeClockHandling      EventType = "clock_handling"
	TypeClockUnpressed     EventType = "clock_unpressed"
	TypeClockPressed       EventType = "clock_pressed"
)

// TimeClass is the log's time_class: it overrides the classification of
// the time control. It is rulebook's time class (the log's schema admits
// standard, rapid and blitz).
type TimeClass = rulebook.TimeClass

// The time classes a log may name (laws.Standard, laws.Rapid, laws.Blitz).
const (
	ClassStandard = rulebook.TimeClassStandard
	ClassRapid    = rulebook.TimeClassRapid
	ClassBlitz    = rulebook.TimeClassBlitz
)

// Supervision is the log's supervision of a rapid or blitz game (A.3/A.4,
// B.2/B.3).
type Supervision string

// The supervisions.
const (
	SupervisionAdequate   Supervision = "adequate"
	SupervisionInadequate Supervision = "inadequate"
)

// Observer is who noticed an illegal move or calls a flag: the arbiter, or
// the opponent by a claim.
type Observer string

// The observers.
const (
	ByArbiter  Observer = "arbiter"
	ByOpponent Observer = "opponent"
)

// Response is the answer to a draw offer, or to a claim that counts as one.
type Response string

// The responses; ResponseNone (no answer yet) only to a draw offer.
const (
	ResponseAccepted Response = "accepted"
	ResponseDeclined Response = "declined"
	ResponseNone     Response = "none"
)

// Move is a move completed by the player having the move.
type Move struct {
	Note string
	Move string // SAN or UCI
	// Clock is the mover's reading after the move (after any increment);
	// nil when the log gives the thinking time instead.
	Clock *time.Duration
	Used  time.Duration // thinking time, when Clock is nil
}

// Clocks is a reading of the clocks at this point; nil = not read.
type Clocks struct {
	Note         string
	White, Black *time.Duration
}

// IllegalAct is an illegal action (7.5 / 7.4 / A.4 / B.4).
type IllegalAct string

// The illegal actions.
const (
	IllegalMove      IllegalAct = "illegal_move"
	UnpromotedPawn   IllegalAct = "unpromoted_pawn"
	ClockWithoutMove IllegalAct = "clock_without_move"
	TwoHands         IllegalAct = "two_hands"
)

// Illegal is an illegal action.
type Illegal struct {
	Note string
	Act  IllegalAct
	Side *chess.Color // nil: the player having the move
	// Move is the move as played (informational for an illegal move; the
	// pawn move for an unpromoted pawn).
	Move      string
	NoticedBy Observer // default ByArbiter
	// ClaimInTime (rapid/blitz): the opponent claimed before making his own
	// move (default true).
	ClaimInTime bool
}

// DrawOffer is a draw offer and the answer to it.
type DrawOffer struct {
	Note     string
	Side     chess.Color
	Response Response
}

// ClaimKind is the kind of a draw claim (9.2, 9.3).
type ClaimKind string

// The claim kinds.
const (
	ClaimThreefold  ClaimKind = "threefold"
	ClaimFiftyMoves ClaimKind = "fifty_moves"
)

// Claim is a draw claim by 9.2 or 9.3, with the intended move written down
// when there is one.
type Claim struct {
	Note    string
	Side    chess.Color
	Kind    ClaimKind
	Move    string
	Touched bool // the claimant touched a piece as in 4.3 before claiming (9.4)
	// Response is the opponent's answer to the claim as a draw offer
	// (draws.claim_as_offer); "" = none.
	Response Response
}

// QuickplayRuling is the arbiter's decision on a quickplay-finish claim.
type QuickplayRuling string

// The quickplay rulings; RulingReferred: no arbiter supervises the game
// (III.6 / G.6 / 2009 App. D).
const (
	RulingDraw      QuickplayRuling = "draw"
	RulingPostponed QuickplayRuling = "postponed"
	RulingRejected  QuickplayRuling = "rejected"
	RulingReferred  QuickplayRuling = "referred"
)

// QuickplayClaim is a draw claim in the quickplay finish (10.2 / G.5 /
// III.5) and the arbiter's decision.
type QuickplayClaim struct {
	Note     string
	Side     chess.Color
	Ruling   QuickplayRuling
	Bonus    bool     // postponed: the opponent is awarded the bonus time
	Response Response // the answer to the claim as a draw offer; "" = none
}

// OpponentAnswer is the opponent's answer to a request for an increment,
// which is a draw offer.
type OpponentAnswer string

// The opponent's answers.
const (
	AcceptsDraw OpponentAnswer = "accepts_draw"
	RefusesDraw OpponentAnswer = "refuses_draw"
)

// ArbiterAnswer is the arbiter's answer to a request for an increment.
type ArbiterAnswer string

// The arbiter's answers.
const (
	ArbiterAgrees    ArbiterAnswer = "agrees"
	ArbiterDisagrees ArbiterAnswer = "disagrees"
)

// QuickplayIncrement is a request for a five-second increment for both
// players (G.4 / III.4).
type QuickplayIncrement struct {
	Note     string
	Side     chess.Color
	Opponent OpponentAnswer
	Arbiter  ArbiterAnswer // "" = not given
}

// EstablishedBy says where a flag event's moves_completed comes from (8.5).
type EstablishedBy string

// The sources of the moves completed.
const (
	ByArbiterScoresheet  EstablishedBy = "arbiter_scoresheet"
	ByOpponentScoresheet EstablishedBy = "opponent_scoresheet"
	ByReconstruction     EstablishedBy = "reconstruction"
)

// Flag is a flag fall observed by the arbiter or claimed by a player.
type Flag struct {
	Note       string
	Side       chess.Color
	Both       bool     // both flags are down and it cannot be established which fell first
	ObservedBy Observer // default ByArbiter
	// What the scoresheets establish (8.5, 8.6), checked under 6.4.
	MovesCompleted   *int  // nil: the moves in the log
	MovesEstablished *bool // false: 8.6
	EstablishedBy    EstablishedBy
}

// Resign is a resignation.
type Resign struct {
	Note string
	Side chess.Color
}

// DeviceHow is how an electronic device was found.
type DeviceHow string

// The ways a device is found.
const (
	DeviceRings    DeviceHow = "rings"
	DeviceSounds   DeviceHow = "sounds"
	DeviceOnPerson DeviceHow = "on_person"
	DeviceInBag    DeviceHow = "in_bag"
)

// Device is an electronic device (11.3).
type Device struct {
	Note string
	Side chess.Color
	How  DeviceHow
}

// LateArrival is a player arriving at the chessboard Late after the start
// of the session, or of the resumption of an adjourned game.
type LateArrival struct {
	Note       string
	Side       chess.Color
	Late       time.Duration
	Resumption bool // counted from the resumption (Guidelines I.10, I.11)
}

// TimeControl sets the clock to a new time control from now on.
type TimeControl struct {
	Note    string
	Control string // PGN TimeControl syntax
}

// SealedMove is the sealed move of an adjourned game, as written in the
// envelope (Guidelines I).
type SealedMove struct {
	Note string
	Side chess.Color
	Move string
}

// ColoursReversed: the game is found to have begun with the colours
// reversed.
type ColoursReversed struct {
	Note string
}

// Touch is touch-move (4.2-4.8): the pieces the player having the move
// touched deliberately, and the move he then made.
type Touch struct {
	Note      string
	Side      *chess.Color   // nil: the player having the move
	Squares   []chess.Square // in the order touched
	SameTime  bool           // the first two were touched at the same time
	Adjusting bool           // j'adoube announced first (4.2.1)
	// Promotion is the piece that touched the square of promotion (4.4.4);
	// chess.NoPieceType when none.
	Promotion chess.PieceType
	// ReleasedOn is the square the first touched piece was released on
	// (4.7); chess.NoSquare when none.
	ReleasedOn      chess.Square
	Move            string // "" = no move yet
	OpponentTouched bool   // the opponent touched a piece before claiming (4.8)
}

// SetupKind is what was set up incorrectly (7.2).
type SetupKind string

// The set-up errors.
const (
	SetupInitialPosition  SetupKind = "initial_position"
	SetupBoardOrientation SetupKind = "board_orientation"
)

// Setup is an incorrect set-up found during the game.
type Setup struct {
	Note string
	Kind SetupKind
}

// IllegalPositionKind is the illegal position the arbiter observes.
type IllegalPositionKind string

// The illegal positions of A.4.4 / A.5.4.
const (
	BothKingsInCheck IllegalPositionKind = "both_kings_in_check"
	PawnOnLastRank   IllegalPositionKind = "pawn_on_last_rank"
)

// AfterNextMove says whether the illegal position is still on the board
// once the next move is completed.
type AfterNextMove string

// The states after the next move.
const (
	StillOnBoard AfterNextMove = "still_on_board"
	Corrected    AfterNextMove = "corrected"
)

// IllegalPosition is A.4.4 / A.5.4: the arbiter observes an illegal
// position in a rapid or blitz game without adequate supervision.
type IllegalPosition struct {
	Note          string
	Kind          IllegalPositionKind
	AfterNextMove AfterNextMove
}

// Refusal is persistent refusal to comply with the Laws (11.7 / 11.8).
type Refusal struct {
	Note string
	Side chess.Color // when not Both
	Both bool        // both players are found guilty
}

// ScoresheetRequest is a player's request to be shown the scoresheet the
// arbiter keeps (A.4.3 / B.2.3).
type ScoresheetRequest struct {
	Note string
	Side chess.Color
}

// ClockAct is an improper handling of the clock (6.2.3, 6.2.4).
type ClockAct string

// The ways of handling the clock.
const (
	ClockOtherHand           ClockAct = "other_hand"
	ClockHovering            ClockAct = "hovering"
	ClockPressedForcibly     ClockAct = "pressed_forcibly"
	ClockPickedUp            ClockAct = "picked_up"
	ClockPressedBeforeMoving ClockAct = "pressed_before_moving"
	ClockKnockedOver         ClockAct = "knocked_over"
)

// ClockHandling is an improper handling of the chessclock.
type ClockHandling struct {
	Note string
	Side chess.Color
	Act  ClockAct
}

// ClockUnpressed: the player made his move on the board but has not
// pressed his clock (6.2.1).
type ClockUnpressed struct {
	Note string
	Side chess.Color
}

// ClockPressed: the player presses his clock Elapsed after making his move
// (6.2.2).
type ClockPressed struct {
	Note    string
	Side    chess.Color
	Elapsed time.Duration
}

// Type implements Event.
func (*Move) Type() EventType               { return TypeMove }
func (*Clocks) Type() EventType             { return TypeClocks }
func (*Illegal) Type() EventType            { return TypeIllegal }
func (*DrawOffer) Type() EventType          { return TypeDrawOffer }
func (*Claim) Type() EventType              { return TypeClaim }
func (*QuickplayClaim) Type() EventType     { return TypeQuickplayClaim }
func (*QuickplayIncrement) Type() EventType { return TypeQuickplayIncrement }
func (*Flag) Type() EventType               { return TypeFlag }
func (*Resign) Type() EventType             { return TypeResign }
func (*Device) Type() EventType             { return TypeDevice }
func (*LateArrival) Type() EventType        { return TypeLateArrival }
func (*TimeControl) Type() EventType        { return TypeTimeControl }
func (*SealedMove) Type() EventType         { return TypeSealedMove }
func (*ColoursReversed) Type() EventType    { return TypeColoursReversed }
func (*Touch) Type() EventType              { return TypeTouch }
func (*Setup) Type() EventType              { return TypeSetup }
func (*IllegalPosition) Type() EventType    { return TypeIllegalPosition }
func (*Refusal) Type() EventType            { return TypeRefusal }
func (*ScoresheetRequest) Type() EventType  { return TypeScoresheetRequest }
func (*ClockHandling) Type() EventType      { return TypeClockHandling }
func (*ClockUnpressed) Type() EventType     { return TypeClockUnpressed }
func (*ClockPressed) Type() EventType       { return TypeClockPressed }
