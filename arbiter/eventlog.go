package arbiter

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"time"

	"github.com/chessconform/chessconform/clock"
	"github.com/chessconform/chessconform/yamlschema"
)

// SchemaPath is the event-log schema's path inside the data tree.
const SchemaPath = "schema/eventlog.schema.json"

// Log is one game as the arbiter saw it: the time control, the start
// position and the events in order. The format is documented in
// docs/ARBITER.md and fixed by schema/eventlog.schema.json.
type Log struct {
	Name        string    `json:"-"`
	Rulebook    string    `json:"rulebook,omitempty"`
	Date        string    `json:"date,omitempty"`
	TimeControl string    `json:"time_control"`
	TimeClass   string    `json:"time_class,omitempty"`
	Supervision string    `json:"supervision,omitempty"`
	FEN         string    `json:"fen,omitempty"`
	Clocks      *Readings `json:"clocks,omitempty"`
	Events      []Event   `json:"events"`

	doc *yamlschema.Document
}

// Readings are the two clocks as they show, e.g. "1:29:30"; "" = not read.
type Readings struct {
	White string `json:"white,omitempty"`
	Black string `json:"black,omitempty"`
}

// Event is one entry of the log. Type says which fields apply (see the
// schema); the others are empty.
type Event struct {
	Type string `json:"type"`
	Note string `json:"note,omitempty"`
	Side string `json:"side,omitempty"`

	Move  string `json:"move,omitempty"`  // move, illegal, claim, sealed_move
	Clock string `json:"clock,omitempty"` // move: the mover's reading after the move
	Used  string `json:"used,omitempty"`  // move: thinking time

	White string `json:"white,omitempty"` // clocks
	Black string `json:"black,omitempty"`

	Act         string `json:"act,omitempty"`        // illegal
	NoticedBy   string `json:"noticed_by,omitempty"` // illegal: arbiter | opponent
	ClaimInTime *bool  `json:"claim_in_time,omitempty"`

	Response string `json:"response,omitempty"` // draw_offer
	Kind     string `json:"kind,omitempty"`     // claim
	Touched  bool   `json:"touched,omitempty"`  // claim

	Ruling   string `json:"ruling,omitempty"`   // quickplay_claim
	Bonus    bool   `json:"bonus,omitempty"`    // quickplay_claim
	Opponent string `json:"opponent,omitempty"` // quickplay_increment
	Arbiter  string `json:"arbiter,omitempty"`  // quickplay_increment

	Both       bool   `json:"both,omitempty"`        // flag
	ObservedBy string `json:"observed_by,omitempty"` // flag: arbiter | opponent
	How        string `json:"how,omitempty"`         // device
	Late       string `json:"late,omitempty"`        // late_arrival
	Control    string `json:"control,omitempty"`     // time_control

	// touch (4.2-4.8; arbiter/touch.go)
	Squares         []string `json:"squares,omitempty"`
	SameTime        bool     `json:"same_time,omitempty"`
	Adjusting       bool     `json:"adjusting,omitempty"`
	Promotion       string   `json:"promotion,omitempty"`
	ReleasedOn      string   `json:"released_on,omitempty"`
	OpponentTouched bool     `json:"opponent_touched,omitempty"`
	// illegal_position (A.4.4 / A.5.4; arbiter/board.go); its kind is Kind
	AfterNextMove string `json:"after_next_move,omitempty"`

	// flag: what the scoresheets establish (8.5, 8.6), checked under 6.4.
	MovesCompleted   *int   `json:"moves_completed,omitempty"`
	MovesEstablished *bool  `json:"moves_established,omitempty"` // false = 8.6
	EstablishedBy    string `json:"established_by,omitempty"`    // 8.5.1 / 8.5.2 / 8.5.3
	// clock_pressed: how long the clock ran after the move (6.2.2).
	Elapsed string `json:"elapsed,omitempty"`
	// late_arrival: counted from the resumption of an adjourned game (I.10, I.11).
	Resumption bool `json:"resumption,omitempty"`
}

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
	var l Log
	if err := json.Unmarshal(b, &l); err != nil {
		return nil, fmt.Errorf("arbiter: %s: %w", name, err)
	}
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
	for i, e := range l.Events {
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
