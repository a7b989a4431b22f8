package arbiter

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"strings"
	"time"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/clock"
	"github.com/chessconform/chessconform/yamlschema"
)

// SchemaPath is the event-log schema's path inside the data tree.
const SchemaPath = "schema/eventlog.schema.json"

// Log is one game as the arbiter saw it: the time control, the start
// position and the events in order. The format is documented in
// docs/ARBITER.md and fixed by schema/eventlog.schema.json.
type Log struct {
	Name        string      `json:"-"`
	Rulebook    string      `json:"rulebook,omitempty"`
	Date        string      `json:"date,omitempty"`
	TimeControl string      `json:"time_control"`
	TimeClass   TimeClass   `json:"time_class,omitempty"`
	Supervision Supervision `json:"supervision,omitempty"`
	FEN         string      `json:"fen,omitempty"`
	Clocks      *Readings   `json:"clocks,omitempty"`
	Events      []Event     `json:"-"` // decoded per type from the log's events

	doc *yamlschema.Document
}

// Readings are the two clocks as they show, e.g. "1:29:30"; "" = not read.
type Readings struct {
	White string `json:"white,omitempty"`
	Black string `json:"black,omitempty"`
}

// wireEvent is an event as the log writes it: the union of every type's
// fields (see the schema), the others empty. Parse checks it and decodes it
// into its type's payload (decode); nothing else reads it.
type wireEvent struct {
	Type string `json:"type"`
	Note string `json:"note,omitempty"`
	Side string `json:"side,omitempty"`

	Move  string `json:"move,omitempty"`  // move, illegal, claim, sealed_move, touch
	Clock string `json:"clock,omitempty"` // move: the mover's reading after the move
	Used  string `json:"used,omitempty"`  // move: thinking time

	White string `json:"white,omitempty"` // clocks
	Black string `json:"black,omitempty"`

	Act         string `json:"act,omitempty"`        // illegal, clock_handling
	NoticedBy   string `json:"noticed_by,omitempty"` // illegal
	ClaimInTime *bool  `json:"claim_in_time,omitempty"`

	Response string `json:"response,omitempty"` // draw_offer, claim, quickplay_claim
	Kind     string `json:"kind,omitempty"`     // claim, setup, illegal_position
	Touched  bool   `json:"touched,omitempty"`  // claim

	Ruling   string `json:"ruling,omitempty"`   // quickplay_claim
	Bonus    bool   `json:"bonus,omitempty"`    // quickplay_claim
	Opponent string `json:"opponent,omitempty"` // quickplay_increment
	Arbiter  string `json:"arbiter,omitempty"`  // quickplay_increment

	Both       bool   `json:"both,omitempty"`        // flag, refusal
	ObservedBy string `json:"observed_by,omitempty"` // flag
	How        string `json:"how,omitempty"`         // device
	Late       string `json:"late,omitempty"`        // late_arrival
	Control    string `json:"control,omitempty"`     // time_control

	Squares         []string `json:"squares,omitempty"` // touch
	SameTime        bool     `json:"same_time,omitempty"`
	Adjusting       bool     `json:"adjusting,omitempty"`
	Promotion       string   `json:"promotion,omitempty"`
	ReleasedOn      string   `json:"released_on,omitempty"`
	OpponentTouched bool     `json:"opponent_touched,omitempty"`

	AfterNextMove string `json:"after_next_move,omitempty"` // illegal_position

	MovesCompleted   *int   `json:"moves_completed,omitempty"` // flag
	MovesEstablished *bool  `json:"moves_established,omitempty"`
	EstablishedBy    string `json:"established_by,omitempty"`

	Elapsed    string `json:"elapsed,omitempty"`    // clock_pressed
	Resumption bool   `json:"resumption,omitempty"` // late_arrival
}

// decode turns a checked wire event into its type's payload: the one
// place where the log's words become the arbiter's types.
func (w *wireEvent) decode() (Event, bool) {
	side := chess.White
	if w.Side == "black" {
		side = chess.Black
	}
	var optSide *chess.Color
	if w.Side != "" {
		optSide = &side
	}
	observer := func(s string) Observer {
		if s == "" {
			return ByArbiter
		}
		return Observer(s)
	}
	switch EventType(w.Type) {
	case TypeMove:
		return &Move{Note: w.Note, Move: w.Move, Clock: reading(w.Clock), Used: duration(w.Used)}, true
	case TypeClocks:
		return &Clocks{Note: w.Note, White: reading(w.White), Black: reading(w.Black)}, true
	case TypeIllegal:
		return &Illegal{Note: w.Note, Act: IllegalAct(w.Act), Side: optSide, Move: w.Move,
			NoticedBy: observer(w.NoticedBy), ClaimInTime: w.ClaimInTime == nil || *w.ClaimInTime}, true
	case TypeDrawOffer:
		return &DrawOffer{Note: w.Note, Side: side, Response: Response(w.Response)}, true
	case TypeClaim:
		return &Claim{Note: w.Note, Side: side, Kind: ClaimKind(w.Kind), Move: w.Move, Touched: w.Touched, Response: Response(w.Response)}, true
	case TypeQuickplayClaim:
		return &QuickplayClaim{Note: w.Note, Side: side, Ruling: QuickplayRuling(w.Ruling), Bonus: w.Bonus, Response: Response(w.Response)}, true
	case TypeQuickplayIncrement:
		return &QuickplayIncrement{Note: w.Note, Side: side, Opponent: OpponentAnswer(w.Opponent), Arbiter: ArbiterAnswer(w.Arbiter)}, true
	case TypeFlag:
		return &Flag{Note: w.Note, Side: side, Both: w.Both, ObservedBy: observer(w.ObservedBy),
			MovesCompleted: w.MovesCompleted, MovesEstablished: w.MovesEstablished, EstablishedBy: EstablishedBy(w.EstablishedBy)}, true
	case TypeResign:
		return &Resign{Note: w.Note, Side: side}, true
	case TypeDevice:
		return &Device{Note: w.Note, Side: side, How: DeviceHow(w.How)}, true
	case TypeLateArrival:
		return &LateArrival{Note: w.Note, Side: side, Late: duration(w.Late), Resumption: w.Resumption}, true
	case TypeTimeControl:
		return &TimeControl{Note: w.Note, Control: w.Control}, true
	case TypeSealedMove:
		return &SealedMove{Note: w.Note, Side: side, Move: w.Move}, true
	case TypeColoursReversed:
		return &ColoursReversed{Note: w.Note}, true
	case TypeTouch:
		t := &Touch{Note: w.Note, Side: optSide, SameTime: w.SameTime, Adjusting: w.Adjusting,
			Promotion: promotions[w.Promotion], ReleasedOn: chess.NoSquare, Move: w.Move, OpponentTouched: w.OpponentTouched}
		for _, name := range w.Squares {
			sq, _ := chess.ParseSquare(name) // the schema's pattern: a1-h8
			t.Squares = append(t.Squares, sq)
		}
		if w.ReleasedOn != "" {
			t.ReleasedOn, _ = chess.ParseSquare(w.ReleasedOn)
		}
		return t, true
	case TypeSetup:
		return &Setup{Note: w.Note, Kind: SetupKind(w.Kind)}, true
	case TypeIllegalPosition:
		return &IllegalPosition{Note: w.Note, Kind: IllegalPositionKind(w.Kind), AfterNextMove: AfterNextMove(w.AfterNextMove)}, true
	case TypeRefusal:
		return &Refusal{Note: w.Note, Side: side, Both: w.Both}, true
	case TypeScoresheetRequest:
		return &ScoresheetRequest{Note: w.Note, Side: side}, true
	case TypeClockHandling:
		return &ClockHandling{Note: w.Note, Side: side, Act: ClockAct(w.Act)}, true
	case TypeClockUnpressed:
		return &ClockUnpressed{Note: w.Note, Side: side}, true
	case TypeClockPressed:
		return &ClockPressed{Note: w.Note, Side: side, Elapsed: duration(w.Elapsed)}, true
	}
	return nil, false
}

// promotions are the touch event's promotion letters (the schema's enum).
var promotions = map[string]chess.PieceType{"q": chess.Queen, "r": chess.Rook, "b": chess.Bishop, "n": chess.Knight}

// Limits on an event log, checked before the log is ruled on: the source
// within yamlschema.DefaultLimits (1 MiB, nesting 64, 1,000 aliases, 250,000
// nodes), and at most MaxEvents events.
//
// A game of 300 moves with every clock reading is about 1,200 events; the
// schema check of the largest allowed log takes about 1.5 s of CPU.
const MaxEvents = 10_000

// Parser validates event logs against the schema.
type Parser struct {
	schema *yamlschema.Schema
}

// NewParser compiles the event-log schema from fsys (chessconform.Data).
func NewParser(fsys fs.FS) (*Parser, error) {
	s, err := yamlschema.Compile(fsys, SchemaPath)
	if err != nil {
		return nil, fmt.Errorf("arbiter: %w", err)
	}
	return &Parser{schema: s}, nil
}

// Parse reads an event log (YAML or JSON). Every problem — syntax, schema,
// or a value the schema cannot check (a time that is not a clock reading) —
// is returned as a yamlschema.Problems: "file:line:col /pointer: message".
//
// A log over the limits (see MaxEvents) is a problem naming the limit.
func (p *Parser) Parse(name string, src []byte) (*Log, error) {
	return p.ParseContext(context.Background(), name, src)
}

// ParseContext is Parse, returning ctx's error as soon as ctx ends.
func (p *Parser) ParseContext(ctx context.Context, name string, src []byte) (*Log, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	doc, ps := yamlschema.Parse(name, src)
	if doc == nil {
		return nil, yamlschema.Problems(ps)
	}
	if m, ok := doc.Value.(map[string]any); ok {
		if evs, ok := m["events"].([]any); ok && len(evs) > MaxEvents {
			return nil, yamlschema.Problems{doc.At("/events", fmt.Sprintf("%d events: more than the limit of %d", len(evs), MaxEvents))}
		}
	}
	// The schema check is the slow step (about 0.15 ms an event): it runs
	// aside, so that a cancelled ctx returns at once.
	done := make(chan []yamlschema.Problem, 1)
	go func() { done <- p.schema.ValidateParsed(doc, ps) }()
	select {
	case ps = <-done:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	if len(ps) > 0 {
		return nil, yamlschema.Problems(ps)
	}
	b, err := json.Marshal(doc.Value)
	if err != nil {
		return nil, fmt.Errorf("arbiter: %s: %w", name, err)
	}
	var w struct {
		Log
		Events []wireEvent `json:"events"`
	}
	if err := json.Unmarshal(b, &w); err != nil {
		return nil, fmt.Errorf("arbiter: %s: %w", name, err)
	}
	l := w.Log
	l.Name, l.doc = name, doc
	var problems []yamlschema.Problem
	check := func(ptr, v string) {
		if v == "" {
			return
		}
		if _, err := clock.Parse(v); err != nil {
			problems = append(problems, doc.At(ptr, err.Error()))
		}
	}
	if l.Clocks != nil {
		check("/clocks/white", l.Clocks.White)
		check("/clocks/black", l.Clocks.Black)
	}
	l.Events = make([]Event, len(w.Events))
	for i, e := range w.Events {
		base := fmt.Sprintf("/events/%d/", i)
		check(base+"clock", e.Clock)
		check(base+"used", e.Used)
		check(base+"white", e.White)
		check(base+"black", e.Black)
		check(base+"late", e.Late)
		check(base+"elapsed", e.Elapsed)
		if e.Clock != "" && e.Used != "" {
			problems = append(problems, doc.At(base+"used", "give either clock (the reading) or used (the thinking time), not both"))
		}
		ev, ok := e.decode()
		if !ok {
			problems = append(problems, doc.At(base+"type", "unknown event type "+e.Type))
		}
		l.Events[i] = ev
	}
	if len(problems) > 0 {
		return nil, yamlschema.Problems(yamlschema.Sort(problems))
	}
	return &l, nil
}

// at locates a problem found while adjudicating; logs built in code (no
// document) get the pointer alone.
func (l *Log) at(ptr, msg string) error {
	if l.doc == nil {
		return fmt.Errorf("%s %s: %s", l.Name, ptr, msg)
	}
	return yamlschema.Problems{l.doc.At(ptr, msg)}
}

// duration parses a reading already checked by Parse ("" = 0).
func duration(s string) time.Duration {
	d, _ := clock.Parse(s)
	return d
}

// words writes a value of the log's vocabulary as words ("two_hands" →
// "two hands"), for a decision's detail.
func words[T ~string](v T) string { return strings.ReplaceAll(string(v), "_", " ") }

// reading parses an optional reading already checked by Parse ("" = not read).
func reading(s string) *time.Duration {
	if s == "" {
		return nil
	}
	d := duration(s)
	return &d
}
