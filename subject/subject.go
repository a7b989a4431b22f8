// Package subject defines the one interface through which the Gherkin steps
// and the certification runner reach the chess software under test. The
// reference implementation satisfies it in-process; the protocol client
// satisfies it for a third-party program. Nothing here knows how either works.
//
// Positions travel as FEN strings and moves as UCI strings (e2e4, e7e8q; in
// Chess960 castling is king-takes-rook, e.g. e1h1) so that every method maps
// one-to-one onto a protocol request. Results, terminations and verdicts are
// package outcome's types, whose values are the protocol's strings; an
// answer read from a program can hold any string (outcome's Valid methods
// tell).
package subject

import (
	"context"
	"errors"

	"github.com/chessconform/chessconform/outcome"
)

// ErrUnsupported is returned (possibly wrapped) when the subject does not
// implement a capability or an operation. It is distinct from a failure: a
// certificate reports it as "unsupported", not "fail".
var ErrUnsupported = errors.New("unsupported")

// Subject is the implementation under test, grouped by capability.
type Subject interface {
	Moves
	Notation
	Status
	Unwinnability
	Clocks
	Arbiter
}

// Moves is the Basic Rules of Play (Articles 1–4, Chess960 Guidelines II).
type Moves interface {
	// LegalMoves lists the legal moves of the position in UCI, in any order.
	// An invalid FEN is an error.
	LegalMoves(ctx context.Context, fen string) ([]string, error)
	// Play applies UCI moves to the position and returns the resulting FEN.
	// An illegal move is an error naming the move.
	Play(ctx context.Context, fen string, moves []string) (string, error)
	// Perft counts the leaf nodes of the legal move tree to depth.
	Perft(ctx context.Context, fen string, depth int) (uint64, error)
	// InCheck reports whether the side to move is in check.
	InCheck(ctx context.Context, fen string) (bool, error)
}

// Notation is Appendix C: SAN in a given locale ("en", "hu", "lt", ...).
type Notation interface {
	// ToSAN writes the UCI move as SAN in the locale's piece letters.
	ToSAN(ctx context.Context, fen, uci, locale string) (string, error)
	// FromSAN reads a SAN move in the locale's letters and returns it as UCI.
	FromSAN(ctx context.Context, fen, san, locale string) (string, error)
	// ReadEntry reads one scoresheet entry: a move in the locale's letters,
	// optionally followed by the draw-offer mark "(=)" (Appendix C.12), e.g.
	// "Nf3 (=)" or "Hf3(=)". It returns the move as UCI and whether a draw
	// was offered. A mark without a move, an unclosed or repeated mark, or
	// an illegal, ambiguous or unreadable move is an error. Optional: a
	// subject that does not read entries returns ErrUnsupported.
	ReadEntry(ctx context.Context, fen, entry, locale string) (Entry, error)
}

// Entry is one scoresheet entry read (Appendix C.12).
type Entry struct {
	Move      string `json:"move"`       // UCI
	DrawOffer bool   `json:"draw_offer"` // the entry carries the mark (=)
}

// Status is game completion and draws (Articles 5, 9) under a rulebook.
type Status interface {
	GameStatus(ctx context.Context, req StatusRequest) (StatusResult, error)
}

// StatusRequest is a game: a start position, the moves played (UCI), and the
// rulebook id under which it is judged.
type StatusRequest struct {
	Rulebook string   `json:"rulebook"`
	FEN      string   `json:"fen"`
	Moves    []string `json:"moves"`
}

// StatusResult is the state of a game under the Laws.
type StatusResult struct {
	Result      outcome.Result      `json:"result"`      // "1-0", "0-1", "1/2-1/2" or "*"
	Termination outcome.Termination `json:"termination"` // one that is OnTheBoard, e.g. "checkmate", "stalemate", "fivefold"; "" while in play
	Article     string              `json:"article"`     // the article that decides, in the rulebook's numbering
	Claims      []Claim             `json:"claims"`      // what the player to move could claim now
}

// Claim is a draw the player to move could claim now (9.2, 9.3).
type Claim struct {
	Kind     outcome.Termination `json:"kind"` // outcome.Threefold or outcome.FiftyMoves
	Article  string              `json:"article"`
	By       string              `json:"by"`        // "white" or "black"
	WithMove string              `json:"with_move"` // intended move (SAN) for 9.2.1.1 / 9.3.1, "" if none
}

// Unwinnability answers "can this side still checkmate by any series of legal moves".
type Unwinnability interface {
	Unwinnable(ctx context.Context, fen string, side string) (Winnability, error)
}

// Winnability is a verdict for one side.
type Winnability struct {
	Verdict  outcome.Verdict `json:"verdict"`  // "winnable", "unwinnable" or "undetermined"
	Helpmate []string        `json:"helpmate"` // UCI line ending in mate by side, when winnable
	Nodes    uint64          `json:"nodes"`
}

// Clocks is time-control classification (Appendices A and B).
type Clocks interface {
	Classify(ctx context.Context, rulebook, timeControl string) (Classification, error)
}

// Classification is the category of a time control under a rulebook.
type Classification struct {
	Category     string `json:"category"` // "standard", "rapid" or "blitz"
	Article      string `json:"article"`
	BasisSeconds int64  `json:"basis_seconds"`
}

// Arbiter rules on an event log under a rulebook (and optional regulations).
type Arbiter interface {
	Adjudicate(ctx context.Context, req AdjudicationRequest) (Ruling, error)
}

// AdjudicationRequest is an event log in the documented schema (JSON or
// YAML; docs/ARBITER.md), the rulebook id, and optionally a regulations file
// (YAML, rules/FORMAT.md) layered on that rulebook.
type AdjudicationRequest struct {
	Rulebook    string `json:"rulebook"`
	Regulations []byte `json:"regulations,omitempty"`
	Log         []byte `json:"log"`
}

// Ruling is the arbiter's answer: every decision with its article, the
// result, and the state the game is left in (docs/ARBITER.md).
type Ruling struct {
	Result      outcome.Result      `json:"result"`                // "1-0", "0-1", "1/2-1/2", "*"; "0-1/2", "1/2-0", "0-?", "?-0" when only the offender's loss is fixed; "0-0" both lose (11.8)
	Article     string              `json:"article"`               // the article that decides the result
	Termination outcome.Termination `json:"termination,omitempty"` // e.g. "time-forfeit", "illegal-moves", "threefold"
	TimeClass   string              `json:"time_class,omitempty"`  // "standard", "rapid" or "blitz"
	// Scores are the points under the rulebook's (or regulations') scoring
	// once the game is over; nil when a score is the arbiter's to set.
	Scores *Scores `json:"scores,omitempty"`
	// Clocks are both clocks after the last event, as H:MM:SS.
	Clocks Pair `json:"clocks"`
	// Scoresheet is 8.4 after the last event: "record" or "exempt" per player.
	Scoresheet Pair       `json:"scoresheet"`
	Decisions  []Decision `json:"decisions"`
}

// Scores are the points of each player.
type Scores struct {
	White *float64 `json:"white"`
	Black *float64 `json:"black"`
}

// Pair is a value per player.
type Pair struct {
	White string `json:"white"`
	Black string `json:"black"`
}

// Decision is one ruling on one event.
type Decision struct {
	Event   int    `json:"event"`          // index in the log
	Side    string `json:"side,omitempty"` // the player the decision concerns
	Action  string `json:"action"`         // e.g. "add_time", "loss", "reject" (docs/ARBITER.md)
	Time    string `json:"time,omitempty"` // signed change ("+0:02:00") or the new reading
	Article string `json:"article"`
	Detail  string `json:"detail,omitempty"`
}
