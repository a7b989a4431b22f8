package protocol

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/chessconform/chessconform/subject"
)

// The operations of protocol v1, each declared once: its name, capability
// and documentation, its params and result types, how a subject answers it
// (the Server), how the Stub asks for it (the Client, certify's recorder,
// the unsupported default), and how a program's answer is checked. Their
// JSON Schemas are in one file, schema/protocol/results.schema.json:
// #/$defs/NAME_params, #/$defs/NAME (the result) and an entry of
// #/$defs/request; ops_test.go checks that it, PROTOCOL.md and this list
// agree. docs/EXTENDING.md, "A new protocol operation", is the recipe.

// Operation names.
const (
	OpHello      = "hello"
	OpQuit       = "quit"
	OpLegalMoves = "legal_moves"
	OpPlay       = "play"
	OpPerft      = "perft"
	OpInCheck    = "in_check"
	OpToSAN      = "to_san"
	OpFromSAN    = "from_san"
	OpReadEntry  = "read_entry"
	OpGameStatus = "game_status"
	OpUnwinnable = "unwinnable"
	OpClassify   = "classify"
	OpAdjudicate = "adjudicate"
)

// Operations lists every operation of protocol v1: hello and quit, then the
// operations of each capability in the order of subject.Subject.
var Operations = []*Op{
	opHello, opQuit,
	opLegalMoves.Op, opPlay.Op, opPerft.Op, opInCheck.Op,
	opToSAN.Op, opFromSAN.Op, opReadEntry.Op,
	opGameStatus.Op,
	opUnwinnable.Op,
	opClassify.Op,
	opAdjudicate.Op,
}

// hello and quit open and close the session; the Server answers them itself
// (Server.Hello) and the Client sends them (Start, Close).
var (
	opHello = &Op{Name: OpHello, Doc: "opens the session: the program says who it is and what it implements (HelloParams, HelloResult)"}
	opQuit  = &Op{Name: OpQuit, Doc: "ends the session: answer {} and exit"}
)

// nonNil is a list as it travels: nil is [].
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// legal_moves

// FENParams is the parameter of legal_moves and in_check.
type FENParams struct {
	FEN string `json:"fen"`
}

// MovesResult is the result of legal_moves.
type MovesResult struct {
	Moves []string `json:"moves"`
}

var opLegalMoves = declare(Op{Name: OpLegalMoves, Capability: CapMoves,
	Doc: "every legal move of the position, in UCI, any order"},
	spec[FENParams, MovesResult]{
		Serve: func(ctx context.Context, s subject.Subject, p FENParams) (MovesResult, error) {
			ms, err := s.LegalMoves(ctx, p.FEN)
			return MovesResult{ms}, err
		},
		Answer: func(r *MovesResult) { r.Moves = nonNil(r.Moves) },
		Check: func(_ FENParams, r *MovesResult) string {
			var k checker
			k.moveList("moves", r.Moves)
			return k.err()
		},
	})

// LegalMoves implements subject.Moves.
func (s Stub) LegalMoves(ctx context.Context, fen string) ([]string, error) {
	r, err := call(ctx, s.Transport, opLegalMoves, FENParams{fen})
	return r.Moves, err
}

// play

// PlayParams is the parameter of play.
type PlayParams struct {
	FEN   string   `json:"fen"`
	Moves []string `json:"moves"`
}

// FENResult is the result of play.
type FENResult struct {
	FEN string `json:"fen"`
}

var opPlay = declare(Op{Name: OpPlay, Capability: CapMoves,
	Doc: "the position after the UCI moves; rejected at the first illegal one"},
	spec[PlayParams, FENResult]{
		Serve: func(ctx context.Context, s subject.Subject, p PlayParams) (FENResult, error) {
			fen, err := s.Play(ctx, p.FEN, p.Moves)
			return FENResult{fen}, err
		},
		Wire: func(p PlayParams) (any, error) { p.Moves = nonNil(p.Moves); return p, nil },
		Check: func(_ PlayParams, r *FENResult) string {
			var k checker
			k.fen("fen", r.FEN)
			return k.err()
		},
	})

// Play implements subject.Moves.
func (s Stub) Play(ctx context.Context, fen string, moves []string) (string, error) {
	r, err := call(ctx, s.Transport, opPlay, PlayParams{fen, moves})
	return r.FEN, err
}

// perft

// PerftParams is the parameter of perft.
type PerftParams struct {
	FEN   string `json:"fen"`
	Depth int    `json:"depth"`
}

// PerftResult is the result of perft.
type PerftResult struct {
	Nodes uint64 `json:"nodes"`
}

var opPerft = declare(Op{Name: OpPerft, Capability: CapMoves,
	Doc: "the leaf count of the legal move tree to depth (depth 0 is 1)"},
	spec[PerftParams, PerftResult]{
		Serve: func(ctx context.Context, s subject.Subject, p PerftParams) (PerftResult, error) {
			n, err := s.Perft(ctx, p.FEN, p.Depth)
			return PerftResult{n}, err
		},
	})

// Perft implements subject.Moves.
func (s Stub) Perft(ctx context.Context, fen string, depth int) (uint64, error) {
	r, err := call(ctx, s.Transport, opPerft, PerftParams{fen, depth})
	return r.Nodes, err
}

// in_check

// InCheckResult is the result of in_check.
type InCheckResult struct {
	InCheck bool `json:"in_check"`
}

var opInCheck = declare(Op{Name: OpInCheck, Capability: CapMoves,
	Doc: "whether the side to move is in check"},
	spec[FENParams, InCheckResult]{
		Serve: func(ctx context.Context, s subject.Subject, p FENParams) (InCheckResult, error) {
			c, err := s.InCheck(ctx, p.FEN)
			return InCheckResult{c}, err
		},
	})

// InCheck implements subject.Moves.
func (s Stub) InCheck(ctx context.Context, fen string) (bool, error) {
	r, err := call(ctx, s.Transport, opInCheck, FENParams{fen})
	return r.InCheck, err
}

// to_san

// ToSANParams is the parameter of to_san.
type ToSANParams struct {
	FEN    string `json:"fen"`
	Move   string `json:"move"`
	Locale string `json:"locale"`
}

// SANResult is the result of to_san.
type SANResult struct {
	SAN string `json:"san"`
}

var opToSAN = declare(Op{Name: OpToSAN, Capability: CapNotation,
	Doc: "the UCI move in algebraic notation with the locale's piece letters (Appendix C)"},
	spec[ToSANParams, SANResult]{
		Serve: func(ctx context.Context, s subject.Subject, p ToSANParams) (SANResult, error) {
			san, err := s.ToSAN(ctx, p.FEN, p.Move, p.Locale)
			return SANResult{san}, err
		},
		Check: func(_ ToSANParams, r *SANResult) string {
			var k checker
			k.san("san", r.SAN)
			return k.err()
		},
		Locale: func(p ToSANParams) string { return p.Locale },
	})

// ToSAN implements subject.Notation.
func (s Stub) ToSAN(ctx context.Context, fen, uci, locale string) (string, error) {
	r, err := call(ctx, s.Transport, opToSAN, ToSANParams{fen, uci, locale})
	return r.SAN, err
}

// from_san

// FromSANParams is the parameter of from_san.
type FromSANParams struct {
	FEN    string `json:"fen"`
	SAN    string `json:"san"`
	Locale string `json:"locale"`
}

// MoveResult is the result of from_san.
type MoveResult struct {
	Move string `json:"move"`
}

var opFromSAN = declare(Op{Name: OpFromSAN, Capability: CapNotation,
	Doc: "the UCI move of a SAN move in the locale's letters; rejected if illegal, ambiguous or unreadable"},
	spec[FromSANParams, MoveResult]{
		Serve: func(ctx context.Context, s subject.Subject, p FromSANParams) (MoveResult, error) {
			m, err := s.FromSAN(ctx, p.FEN, p.SAN, p.Locale)
			return MoveResult{m}, err
		},
		Check: func(_ FromSANParams, r *MoveResult) string {
			var k checker
			k.uci("move", r.Move)
			return k.err()
		},
		Locale: func(p FromSANParams) string { return p.Locale },
	})

// FromSAN implements subject.Notation.
func (s Stub) FromSAN(ctx context.Context, fen, san, locale string) (string, error) {
	r, err := call(ctx, s.Transport, opFromSAN, FromSANParams{fen, san, locale})
	return r.Move, err
}

// read_entry

// ReadEntryParams is the parameter of read_entry; it answers with
// subject.Entry.
type ReadEntryParams struct {
	FEN    string `json:"fen"`
	Entry  string `json:"entry"`
	Locale string `json:"locale"`
}

var opReadEntry = declare(Op{Name: OpReadEntry, Capability: CapNotation, Optional: true,
	Doc: "one scoresheet entry: the move, and whether it carries the draw-offer mark (=) (Appendix C.12)"},
	spec[ReadEntryParams, subject.Entry]{
		Serve: func(ctx context.Context, s subject.Subject, p ReadEntryParams) (subject.Entry, error) {
			return s.ReadEntry(ctx, p.FEN, p.Entry, p.Locale)
		},
		Check: func(_ ReadEntryParams, r *subject.Entry) string {
			var k checker
			k.uci("move", r.Move)
			return k.err()
		},
		Locale: func(p ReadEntryParams) string { return p.Locale },
	})

// ReadEntry implements subject.Notation. A program that does not know
// read_entry answers unsupported (PROTOCOL.md).
func (s Stub) ReadEntry(ctx context.Context, fen, entry, locale string) (subject.Entry, error) {
	return call(ctx, s.Transport, opReadEntry, ReadEntryParams{fen, entry, locale})
}

// game_status: params subject.StatusRequest, result subject.StatusResult.

var opGameStatus = declare(Op{Name: OpGameStatus, Capability: CapStatus,
	Doc: "result, termination, deciding article and open claims of a game under a rulebook (Articles 5, 9)"},
	spec[subject.StatusRequest, subject.StatusResult]{
		Serve: func(ctx context.Context, s subject.Subject, p subject.StatusRequest) (subject.StatusResult, error) {
			return s.GameStatus(ctx, p)
		},
		Wire: func(p subject.StatusRequest) (any, error) {
			p.Moves = nonNil(p.Moves)
			return p, nil
		},
		Answer: func(r *subject.StatusResult) { r.Claims = nonNil(r.Claims) },
		Check: func(p subject.StatusRequest, r *subject.StatusResult) string {
			return checkStatus(p.Rulebook, *r)
		},
		Rulebook: func(p subject.StatusRequest) string { return p.Rulebook },
	})

// GameStatus implements subject.Status.
func (s Stub) GameStatus(ctx context.Context, req subject.StatusRequest) (subject.StatusResult, error) {
	return call(ctx, s.Transport, opGameStatus, req)
}

// unwinnable: result subject.Winnability.

// UnwinnableParams is the parameter of unwinnable.
type UnwinnableParams struct {
	FEN  string `json:"fen"`
	Side string `json:"side"`
}

var opUnwinnable = declare(Op{Name: OpUnwinnable, Capability: CapUnwinnability,
	Doc: "whether a side can still checkmate by any series of legal moves: a helpmate, or a proof that it cannot"},
	spec[UnwinnableParams, subject.Winnability]{
		Serve: func(ctx context.Context, s subject.Subject, p UnwinnableParams) (subject.Winnability, error) {
			return s.Unwinnable(ctx, p.FEN, p.Side)
		},
		Answer: func(r *subject.Winnability) { r.Helpmate = nonNil(r.Helpmate) },
		Check: func(_ UnwinnableParams, r *subject.Winnability) string {
			var k checker
			k.oneOf("verdict", string(r.Verdict), verdicts)
			for i, m := range r.Helpmate { // a line: a move may recur
				k.uci(fmt.Sprintf("helpmate[%d]", i), m)
			}
			return k.err()
		},
	})

// Unwinnable implements subject.Unwinnability.
func (s Stub) Unwinnable(ctx context.Context, fen, side string) (subject.Winnability, error) {
	return call(ctx, s.Transport, opUnwinnable, UnwinnableParams{fen, side})
}

// classify: result subject.Classification.

// ClassifyParams is the parameter of classify.
type ClassifyParams struct {
	Rulebook    string `json:"rulebook"`
	TimeControl string `json:"time_control"`
}

var opClassify = declare(Op{Name: OpClassify, Capability: CapClocks,
	Doc: "the category of a PGN TimeControl under a rulebook: standard, rapid or blitz (Appendices A, B)"},
	spec[ClassifyParams, subject.Classification]{
		Serve: func(ctx context.Context, s subject.Subject, p ClassifyParams) (subject.Classification, error) {
			return s.Classify(ctx, p.Rulebook, p.TimeControl)
		},
		Check: func(p ClassifyParams, r *subject.Classification) string {
			var k checker
			k.oneOf("category", r.Category, categories)
			k.article("article", p.Rulebook, r.Article, false)
			return k.err()
		},
		Rulebook: func(p ClassifyParams) string { return p.Rulebook },
	})

// Classify implements subject.Clocks.
func (s Stub) Classify(ctx context.Context, rulebook, tc string) (subject.Classification, error) {
	return call(ctx, s.Transport, opClassify, ClassifyParams{rulebook, tc})
}

// adjudicate: params subject.AdjudicationRequest, sent as AdjudicateParams;
// result subject.Ruling.

// AdjudicateParams is the parameter of adjudicate: the event log travels as
// a JSON value, the regulations (YAML) as a string.
type AdjudicateParams struct {
	Rulebook    string          `json:"rulebook"`
	Regulations string          `json:"regulations,omitempty"`
	Log         json.RawMessage `json:"log"`
}

var opAdjudicate = declare(Op{Name: OpAdjudicate, Capability: CapArbiter,
	Doc: "the arbiter's ruling on an event log under a rulebook and optional regulations (docs/ARBITER.md)"},
	spec[subject.AdjudicationRequest, subject.Ruling]{
		Serve: func(ctx context.Context, s subject.Subject, p subject.AdjudicationRequest) (subject.Ruling, error) {
			return s.Adjudicate(ctx, p)
		},
		Wire: adjudicateParams,
		Decode: func(raw json.RawMessage) (subject.AdjudicationRequest, error) {
			var p AdjudicateParams
			if err := decodeStrict(raw, &p); err != nil {
				return subject.AdjudicationRequest{}, err
			}
			var regs []byte
			if p.Regulations != "" {
				regs = []byte(p.Regulations)
			}
			return subject.AdjudicationRequest{Rulebook: p.Rulebook, Regulations: regs, Log: p.Log}, nil
		},
		Answer: func(r *subject.Ruling) { r.Decisions = nonNil(r.Decisions) },
		Check: func(p subject.AdjudicationRequest, r *subject.Ruling) string {
			why := checkRuling(p.Rulebook, *r)
			for i := range r.Decisions {
				r.Decisions[i].Detail = Inert(r.Decisions[i].Detail)
			}
			return why
		},
		Rulebook: func(p subject.AdjudicationRequest) string { return p.Rulebook },
	})

// Adjudicate implements subject.Arbiter. A YAML log is sent as the
// equivalent JSON value: on the wire the log is always JSON.
func (s Stub) Adjudicate(ctx context.Context, req subject.AdjudicationRequest) (subject.Ruling, error) {
	return call(ctx, s.Transport, opAdjudicate, req)
}
