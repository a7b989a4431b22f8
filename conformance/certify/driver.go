package certify

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/subject"
)

// Session is a launched program under test: the Subject the features and
// corpora talk to, plus what the program declared. A driver must make every
// failure of the program to answer (crash, timeout, garbage) an error that
// wraps protocol.ErrFault, and every missing capability an error that wraps
// subject.ErrUnsupported; everything else is an answer.
type Session interface {
	subject.Subject
	Info() Info
	Close() error
}

// Stater is implemented by sessions that count process-level events.
type Stater interface {
	Stats() protocol.Stats
}

// Driver launches a program under test. The protocol driver is here; a UCI
// driver implements the same interface (capability "moves" only).
type Driver interface {
	// Launch starts the program; its error means the program cannot be
	// certified at all (certify exits 2).
	Launch(ctx context.Context) (Session, error)
	// Reproduce returns the command-line flags that select this program,
	// e.g. `--engine 'my-engine --protocol'`, for the reproduce one-liners.
	Reproduce() string
}

// ProtocolDriver launches a program speaking protocol v1.
type ProtocolDriver struct {
	Options protocol.Options
	Command string // the command line as the user wrote it
	Shell   bool   // the command runs under /bin/sh -c
}

// Launch implements Driver.
func (d ProtocolDriver) Launch(ctx context.Context) (Session, error) {
	c, err := protocol.Start(ctx, d.Options)
	if err != nil {
		return nil, err
	}
	return &protocolSession{Client: c, command: d.Command}, nil
}

// Reproduce implements Driver.
func (d ProtocolDriver) Reproduce() string {
	s := "--engine " + protocol.Quote(d.Command)
	if d.Shell {
		s += " --shell"
	}
	return s
}

type protocolSession struct {
	*protocol.Client
	command string
}

func (s *protocolSession) Info() Info {
	h := s.Hello()
	var caps []string
	for _, c := range h.Capabilities {
		if s.Uses(c) {
			caps = append(caps, c)
		}
	}
	return Info{
		Name: h.Name, Version: h.Version, Driver: "protocol", Command: s.command,
		Protocol: h.Protocol, Capabilities: nonNil(caps), Rulebooks: nonNil(h.Rulebooks),
	}
}

// InProcessDriver certifies a subject.Subject living in this process (the
// built-in reference by default).
type InProcessDriver struct {
	Subject subject.Subject
	Info    Info // Driver is set to "in-process"
}

// Launch implements Driver.
func (d InProcessDriver) Launch(context.Context) (Session, error) {
	info := d.Info
	info.Driver = "in-process"
	info.Capabilities = nonNil(info.Capabilities)
	info.Rulebooks = nonNil(info.Rulebooks)
	return &inProcess{Subject: d.Subject, info: info}, nil
}

// Reproduce implements Driver: no --engine selects the built-in reference.
func (d InProcessDriver) Reproduce() string { return "" }

type inProcess struct {
	subject.Subject
	info Info
}

func (p *inProcess) Info() Info   { return p.info }
func (p *inProcess) Close() error { return nil }

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// call is one request a case made, kept to explain a failure.
type call struct {
	op     string
	detail string
	fen    string   // the request's position (start position of game_status)
	moves  []string // moves of play and game_status
}

// recorder wraps a session for one case: it refuses capabilities and
// rulebooks the program did not declare (unsupported, without asking), uses
// the run's context (so the overall deadline applies), and remembers what
// happened so that the case can be classified whatever the steps did with
// the error.
type recorder struct {
	s         Session
	ctx       context.Context
	declared  map[string]bool
	rulebooks []string

	caps        map[string]bool // capabilities the case called
	books       map[string]bool // rulebooks the case named
	fault       error           // first fault
	unsupported error           // first unsupported
	last        call
	fen         string // position of the request being made (see at)
	moves       []string
}

func newRecorder(ctx context.Context, s Session, info Info) *recorder {
	d := map[string]bool{}
	for _, c := range info.Capabilities {
		d[c] = true
	}
	return &recorder{s: s, ctx: ctx, declared: d, rulebooks: info.Rulebooks, caps: map[string]bool{}, books: map[string]bool{}}
}

// before checks the capability and rulebook of an operation.
func (r *recorder) before(op, rulebook string) error {
	capName := protocol.OpCapability[op]
	r.caps[capName] = true
	if rulebook != "" {
		r.books[rulebook] = true
	}
	// Past the run's deadline nothing more is asked: an in-process subject
	// may not watch its context closely enough to stop by itself.
	if err := r.ctx.Err(); err != nil {
		f := &protocol.Fault{Kind: protocol.FaultDeadline, Op: op, Detail: err.Error()}
		r.note(f)
		return f
	}
	if !r.declared[capName] {
		err := fmt.Errorf("%s: capability %q not declared: %w", op, capName, subject.ErrUnsupported)
		r.note(err)
		return err
	}
	if rulebook != "" && !slices.Contains(r.rulebooks, rulebook) {
		err := fmt.Errorf("%s: rulebook %q not declared: %w", op, rulebook, subject.ErrUnsupported)
		r.note(err)
		return err
	}
	return nil
}

func (r *recorder) note(err error) {
	switch {
	case err == nil:
	case errors.Is(err, protocol.ErrFault):
		if r.fault == nil {
			r.fault = err
		}
	case errors.Is(err, subject.ErrUnsupported):
		if r.unsupported == nil {
			r.unsupported = err
		}
	}
}

func (r *recorder) after(op, args string, answer any, err error) {
	r.note(err)
	d := op + "(" + args + ")"
	if err != nil {
		d += " → error: " + err.Error()
	} else {
		d += fmt.Sprintf(" → %v", answer)
	}
	r.last = call{op: op, detail: d, fen: r.fen, moves: r.moves}
}

// at notes the position of the request being made, for the certificate.
func (r *recorder) at(fen string, moves []string) { r.fen, r.moves = fen, moves }

// status classifies the case: a fault is an error, then an unsupported
// operation makes it unsupported (even if a step expecting a rejection
// passed), then the verdict of the check.
func (r *recorder) status(failed bool) string {
	switch {
	case r.fault != nil:
		return Error
	case r.unsupported != nil:
		return Unsupported
	case failed:
		return Fail
	}
	return Pass
}

func q(s string) string { return fmt.Sprintf("%q", s) }

func (r *recorder) LegalMoves(_ context.Context, fen string) ([]string, error) {
	if err := r.before(protocol.OpLegalMoves, ""); err != nil {
		return nil, err
	}
	r.at(fen, nil)
	v, err := r.s.LegalMoves(r.ctx, fen)
	r.after(protocol.OpLegalMoves, q(fen), strings.Join(v, " "), err)
	return v, err
}

func (r *recorder) Play(_ context.Context, fen string, moves []string) (string, error) {
	if err := r.before(protocol.OpPlay, ""); err != nil {
		return "", err
	}
	r.at(fen, moves)
	v, err := r.s.Play(r.ctx, fen, moves)
	r.after(protocol.OpPlay, q(fen)+", "+q(strings.Join(moves, " ")), q(v), err)
	return v, err
}

func (r *recorder) Perft(_ context.Context, fen string, depth int) (uint64, error) {
	if err := r.before(protocol.OpPerft, ""); err != nil {
		return 0, err
	}
	r.at(fen, nil)
	v, err := r.s.Perft(r.ctx, fen, depth)
	r.after(protocol.OpPerft, fmt.Sprintf("%q, %d", fen, depth), v, err)
	return v, err
}

func (r *recorder) InCheck(_ context.Context, fen string) (bool, error) {
	if err := r.before(protocol.OpInCheck, ""); err != nil {
		return false, err
	}
	r.at(fen, nil)
	v, err := r.s.InCheck(r.ctx, fen)
	r.after(protocol.OpInCheck, q(fen), v, err)
	return v, err
}

func (r *recorder) ToSAN(_ context.Context, fen, uci, locale string) (string, error) {
	if err := r.before(protocol.OpToSAN, ""); err != nil {
		return "", err
	}
	r.at(fen, nil)
	v, err := r.s.ToSAN(r.ctx, fen, uci, locale)
	r.after(protocol.OpToSAN, q(fen)+", "+q(uci)+", "+q(locale), q(v), err)
	return v, err
}

func (r *recorder) FromSAN(_ context.Context, fen, san, locale string) (string, error) {
	if err := r.before(protocol.OpFromSAN, ""); err != nil {
		return "", err
	}
	r.at(fen, nil)
	v, err := r.s.FromSAN(r.ctx, fen, san, locale)
	r.after(protocol.OpFromSAN, q(fen)+", "+q(san)+", "+q(locale), q(v), err)
	return v, err
}

func (r *recorder) ReadEntry(_ context.Context, fen, entry, locale string) (subject.Entry, error) {
	if err := r.before(protocol.OpReadEntry, ""); err != nil {
		return subject.Entry{}, err
	}
	r.at(fen, nil)
	v, err := r.s.ReadEntry(r.ctx, fen, entry, locale)
	r.after(protocol.OpReadEntry, q(fen)+", "+q(entry)+", "+q(locale), fmt.Sprintf("%+v", v), err)
	return v, err
}

func (r *recorder) GameStatus(_ context.Context, req subject.StatusRequest) (subject.StatusResult, error) {
	if err := r.before(protocol.OpGameStatus, req.Rulebook); err != nil {
		return subject.StatusResult{}, err
	}
	r.at(req.FEN, req.Moves)
	v, err := r.s.GameStatus(r.ctx, req)
	r.after(protocol.OpGameStatus, fmt.Sprintf("%q, %q, %q", req.Rulebook, req.FEN, strings.Join(req.Moves, " ")), fmt.Sprintf("%+v", v), err)
	return v, err
}

func (r *recorder) Unwinnable(_ context.Context, fen, side string) (subject.Winnability, error) {
	if err := r.before(protocol.OpUnwinnable, ""); err != nil {
		return subject.Winnability{}, err
	}
	r.at(fen, nil)
	v, err := r.s.Unwinnable(r.ctx, fen, side)
	r.after(protocol.OpUnwinnable, q(fen)+", "+q(side), v.Verdict, err)
	return v, err
}

func (r *recorder) Classify(_ context.Context, rulebook, tc string) (subject.Classification, error) {
	if err := r.before(protocol.OpClassify, rulebook); err != nil {
		return subject.Classification{}, err
	}
	v, err := r.s.Classify(r.ctx, rulebook, tc)
	r.after(protocol.OpClassify, q(rulebook)+", "+q(tc), fmt.Sprintf("%+v", v), err)
	return v, err
}

func (r *recorder) Adjudicate(_ context.Context, req subject.AdjudicationRequest) (subject.Ruling, error) {
	if err := r.before(protocol.OpAdjudicate, req.Rulebook); err != nil {
		return subject.Ruling{}, err
	}
	v, err := r.s.Adjudicate(r.ctx, req)
	r.after(protocol.OpAdjudicate, q(req.Rulebook)+", log", fmt.Sprintf("%+v", v), err)
	return v, err
}

var _ subject.Subject = (*recorder)(nil)
