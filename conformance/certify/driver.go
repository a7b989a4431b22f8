package certify

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

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
	return s + timeoutFlags(d.Options.Timeout, d.Options.HandshakeTimeout)
}

// timeoutFlags are the --timeout and --handshake-timeout flags of a run that
// set them away from certify's defaults (10 s, 30 s), so that a reproduce
// command gives a program the same time (a timeout is a verdict too).
func timeoutFlags(timeout, handshake time.Duration) string {
	s := ""
	if timeout > 0 && timeout != 10*time.Second {
		s += " --timeout " + timeout.String()
	}
	if handshake > 0 && handshake != 30*time.Second {
		s += " --handshake-timeout " + handshake.String()
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
		Protocol: h.Protocol, Capabilities: nonNil(caps), Rulebooks: nonNil(h.Rulebooks), Locales: h.Locales,
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

// recorder wraps a session for one case: it refuses capabilities and
// rulebooks the program did not declare (unsupported, without asking), uses
// the run's context (so the overall deadline applies), and remembers what
// happened so that the case can be classified whatever the steps did with
// the error: the operations, locales and rulebooks asked for (a dry run's
// plan), the requests as JSON lines, the first fault and unsupported.
type recorder struct {
	protocol.Stub // over the recorder itself (Do)
	s             Session
	ctx           context.Context
	declared      map[string]bool
	rulebooks     []string
	anyRulebook   bool // a dry run: every rulebook may be named
	wire          bool // requests are protocol JSON lines (not a UCI engine)

	ops         map[string]bool // operations the case called
	locales     map[string]bool // SAN locales it used
	books       map[string]bool // rulebooks the case named
	fault       error           // first fault
	unsupported error           // first unsupported
	requests    []string        // protocol request lines, the last maxRequests
	nreq        int
	lastAnswer  string                     // the last answer, as JSON (or the error)
	unwinnable  *protocol.UnwinnableParams // the last unwinnable question, for evidence
}

// maxRequests is how many request lines a case keeps for its report.
const maxRequests = 20

func newRecorder(ctx context.Context, s subject.Subject, info Info) *recorder {
	d := map[string]bool{}
	for _, c := range info.Capabilities {
		d[c] = true
	}
	sess, ok := s.(Session)
	if !ok {
		sess = &inProcess{Subject: s}
	}
	r := &recorder{s: sess, ctx: ctx, declared: d, rulebooks: info.Rulebooks, wire: sess.Info().Driver != "uci",
		ops: map[string]bool{}, locales: map[string]bool{}, books: map[string]bool{}}
	r.Stub = protocol.Stub{Transport: r}
	return r
}

// plan is what the case asked for.
func (r *recorder) plan() scenarioPlan {
	p := scenarioPlan{Ops: sortedKeys(r.ops), Locales: sortedKeys(r.locales), Rulebooks: sortedKeys(r.books)}
	if p.Ops == nil {
		p.Ops = []string{}
	}
	return p
}

func sortedKeys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// before checks the capability and rulebook of an operation and records the
// request line.
func (r *recorder) before(op, rulebook, locale string, params any) error {
	capName := protocol.OpCapability[op]
	r.ops[op] = true
	if rulebook != "" {
		r.books[rulebook] = true
	}
	if locale != "" {
		r.locales[locale] = true
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
	if rulebook != "" && !r.anyRulebook && !slices.Contains(r.rulebooks, rulebook) {
		err := fmt.Errorf("%s: rulebook %q not declared: %w", op, rulebook, subject.ErrUnsupported)
		r.note(err)
		return err
	}
	r.nreq++
	// A UCI engine is not asked in JSON: its requests are not recorded.
	if raw, err := json.Marshal(params); err == nil && r.wire {
		line, _ := json.Marshal(protocol.Request{ID: int64(r.nreq), Op: op, Params: raw})
		r.requests = append(r.requests, string(line))
		if len(r.requests) > maxRequests {
			r.requests = r.requests[1:]
		}
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

// after records the answer. An answer or error that arrives once the run's
// context is done (deadline, Ctrl-C) is not trusted: it is a deadline
// fault, so that the case is an error, never a failure.
func (r *recorder) after(op string, answer any, err error) error {
	if cerr := r.ctx.Err(); cerr != nil && !errors.Is(err, protocol.ErrFault) {
		err = &protocol.Fault{Kind: protocol.FaultDeadline, Op: op, Detail: cerr.Error()}
	}
	r.note(err)
	if err != nil {
		r.lastAnswer = "error: " + err.Error()
	} else if b, jerr := json.Marshal(answer); jerr == nil {
		r.lastAnswer = string(b)
	}
	return err
}

// status classifies the case: a fault is an error, then an unsupported
// operation makes it unsupported (even if a step expecting a rejection
// passed), then "I do not know" answers, then the verdict of the check.
func (r *recorder) status(failed, incomplete bool) string {
	switch {
	case r.fault != nil:
		return Error
	case r.unsupported != nil:
		return Unsupported
	case incomplete:
		return Incomplete
	case failed:
		return Fail
	}
	return Pass
}

// Do implements protocol.Transport: the recorder's subject.Subject methods
// (its embedded protocol.Stub) come here, are checked and recorded, and go
// to the session with the run's context.
func (r *recorder) Do(_ context.Context, op *protocol.Op, params, out any) error {
	wire, _ := op.Wire(params) // on error, the best rendering for the report
	if err := r.before(op.Name, op.Rulebook(params), op.Locale(params), wire); err != nil {
		return err
	}
	if p, ok := params.(protocol.UnwinnableParams); ok {
		r.unwinnable = &p
	}
	err := op.Serve(r.ctx, r.s, params, out)
	return r.after(op.Name, out, err)
}

var _ subject.Subject = (*recorder)(nil)
