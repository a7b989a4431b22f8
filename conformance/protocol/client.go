package protocol

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"sync"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/chessconform/chessconform/subject"
)

// ErrFault marks an error that is not an answer: the program crashed, timed
// out or broke the protocol. A certificate reports it as "error", never as
// "fail". Every *Fault unwraps to it.
var ErrFault = errors.New("program fault")

// Fault kinds.
const (
	FaultTimeout  = "timeout"  // no complete answer within the request timeout
	FaultDeadline = "deadline" // the run's overall deadline or cancellation
	FaultCrash    = "crash"    // the program exited (or closed stdout)
	FaultProtocol = "protocol" // malformed, oversized, stray or mis-numbered output
	FaultLaunch   = "launch"   // the program could not be (re)started or failed the handshake
)

// Fault is a failure of the program to take part in the protocol.
type Fault struct {
	Kind   string // one of the Fault* constants
	Op     string // the operation in flight
	Detail string
	Stderr string // the last lines the program wrote to stderr, if any
}

func (f *Fault) Error() string {
	s := f.Kind
	if f.Op != "" {
		s += " during " + f.Op
	}
	if f.Detail != "" {
		s += ": " + f.Detail
	}
	return s
}

// Unwrap makes errors.Is(err, ErrFault) true.
func (f *Fault) Unwrap() error { return ErrFault }

// LaunchError is returned by Start when the program cannot be used at all:
// it does not start, exits at once, never answers the handshake or speaks
// another protocol version. `certify` exits 2 on it.
type LaunchError struct {
	Argv   []string
	Reason string
	Stderr string
}

func (e *LaunchError) Error() string {
	s := fmt.Sprintf("launching %s: %s", QuoteCommand(e.Argv), e.Reason)
	if e.Stderr != "" {
		s += "\nstderr (last lines):\n" + e.Stderr
	}
	return s
}

// Options configure a Client.
type Options struct {
	Launch // the program, its directory and environment, timeouts and limits (default 20 restarts)
	// FaultBudget is how long the program may spend failing in a row
	// (timeouts, crashes, failed restarts, with no good answer in between)
	// before it is given up on: every later request is then an error at
	// once, without being sent. Default twice Timeout, so that a program
	// that stops answering, or hangs in hello on every restart, costs at
	// most about 3 × Timeout after its first handshake.
	FaultBudget  time.Duration
	Capabilities []string // when set, only these (of those declared) are used
}

func (o *Options) defaults() {
	o.Launch = o.Launch.WithDefaults(20)
	if o.FaultBudget <= 0 {
		o.FaultBudget = 2 * o.Timeout
	}
}

// retryHandshake is the time a restarted program gets to answer hello: the
// first handshake may be slow (tables to load), a restart has proved it
// can start, so it gets no more than an ordinary request.
func (o *Options) retryHandshake() time.Duration {
	return min(o.HandshakeTimeout, o.Timeout)
}

// Stats describe a client's session so far.
type Stats struct {
	Requests    int   `json:"requests"`
	Restarts    int   `json:"restarts"`
	Faults      int   `json:"faults"`
	StrayLines  int   `json:"stray_lines"`
	StderrBytes int64 `json:"stderr_bytes"`
}

// Client implements subject.Subject by talking protocol v1 to a child
// process. Requests are serialised (one in flight). After a fault the
// process is killed and the next request starts a fresh one.
type Client struct {
	Stub       // the subject.Subject methods, over transport{c}
	Supervisor // the program's process: Stats, PIDs, Close
	opts       Options

	mu     sync.Mutex
	hello  HelloResult
	use    map[string]bool // capabilities declared and selected
	nextID int64

	failing   time.Duration // time spent in faults since the last good answer
	failures  int           // faults since the last good answer
	lastFault string        // the last of them
	gaveUp    string        // why the program was given up on; "" while it is not
	lastLine  []byte        // the last response line, quoted when its answer is malformed
}

var _ subject.Subject = (*Client)(nil)

// Start launches the program and performs the handshake. Its error is a
// *LaunchError when the program is unusable.
func Start(ctx context.Context, opts Options) (*Client, error) {
	opts.defaults()
	c := &Client{opts: opts}
	c.Stub = Stub{transport{c}}
	c.Supervisor = NewSupervisor(&c.mu, func() []byte {
		c.nextID++
		b, _ := json.Marshal(Request{ID: c.nextID, Op: OpQuit})
		return b
	})
	if err := c.launch(ctx, opts.HandshakeTimeout); err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}

// Hello is the program's answer to the handshake.
func (c *Client) Hello() HelloResult {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.hello
}

// Uses reports whether a capability is declared by the program (and selected).
func (c *Client) Uses(capability string) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.use[capability]
}

// launch starts a process and shakes hands within handshake; c.mu must be
// held (or c unshared).
func (c *Client) launch(ctx context.Context, handshake time.Duration) error {
	if _, err := c.Spawn(c.opts.Argv, c.opts.Dir, c.opts.Env, c.opts.MaxLine, c.opts.StderrTail); err != nil {
		return err
	}
	// The handshake's own timer reports the timeout; the context only
	// stops the run's deadline from being exceeded, a little later.
	hctx, cancel := context.WithTimeout(ctx, handshake+time.Second)
	defer cancel()
	var h HelloResult
	err := c.roundTrip(hctx, OpHello, HelloParams{Protocol: Version, Client: "chessconform"}, &h, handshake)
	if err != nil {
		if !errors.As(err, new(*Fault)) {
			err = errors.New("handshake answered with an error: " + err.Error())
		}
		return c.HandshakeFailed(c.opts.Argv, err)
	}
	if h.Protocol != Version {
		c.End(0)
		return &LaunchError{Argv: c.opts.Argv, Reason: fmt.Sprintf("the program speaks protocol %d; this chessconform speaks protocol %d", h.Protocol, Version)}
	}
	// What the program says about itself is shown in every report: inert
	// text, known capabilities and well-formed rulebook ids only.
	h.Name, h.Version = InertLine(h.Name), InertLine(h.Version)
	h.Capabilities = slices.DeleteFunc(h.Capabilities, func(c string) bool { return !slices.Contains(Capabilities, c) })
	h.Rulebooks = slices.DeleteFunc(h.Rulebooks, func(b string) bool { return !rulebookRe.MatchString(b) })
	c.hello = h
	c.use = map[string]bool{}
	for _, cap := range h.Capabilities {
		if len(c.opts.Capabilities) == 0 || slices.Contains(c.opts.Capabilities, cap) {
			c.use[cap] = true
		}
	}
	return nil
}

// call performs one operation, restarting the program first if an earlier
// fault ended it. Faults in a row are timed: past Options.FaultBudget (or
// Options.MaxRestarts restarts) the program is given up on and every later
// call fails at once with the same message, without asking the program.
func (c *Client) call(ctx context.Context, o *Op, params, out any) error {
	op := o.Name
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.Closed() {
		return &Fault{Kind: FaultLaunch, Op: op, Detail: "client closed"}
	}
	if cap := o.Capability; !c.use[cap] {
		return fmt.Errorf("%s: capability %q not declared: %w", op, cap, subject.ErrUnsupported)
	}
	if err := ctx.Err(); err != nil {
		return &Fault{Kind: FaultDeadline, Op: op, Detail: err.Error()}
	}
	if c.gaveUp != "" {
		// No Op: the message is the same for every case not sent, so a
		// report can collapse them into one line.
		return &Fault{Kind: FaultLaunch, Detail: c.gaveUp}
	}
	start := time.Now()
	err := c.restartAndCall(ctx, op, params, out)
	var f *Fault
	switch {
	case errors.As(err, &f) && f.Kind == FaultDeadline:
		// The run is ending; that is not the program's fault.
	case errors.As(err, &f):
		c.Counters().Faults++
		c.failing += time.Since(start)
		c.failures++
		c.lastFault = f.Error()
		if c.failing >= c.opts.FaultBudget || (f.Kind == FaultLaunch && c.Counters().Restarts >= c.opts.MaxRestarts) {
			c.giveUp()
		}
	default: // an answer, even "rejected" or "unsupported"
		c.failing, c.failures = 0, 0
	}
	return err
}

// giveUp ends the program for good; c.mu held.
func (c *Client) giveUp() {
	c.gaveUp = fmt.Sprintf("not sent: the program was given up on after %s in a row (%.1f s, %s; the last: %s)",
		plural(c.failures, "fault"), c.failing.Seconds(), plural(c.Counters().Restarts, "restart"), c.lastFault)
	c.End(0)
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// restartAndCall starts a fresh program if the last one was ended, then
// performs the operation; c.mu held.
func (c *Client) restartAndCall(ctx context.Context, op string, params, out any) error {
	if err := c.Restart(op, c.opts.MaxRestarts, func() error { return c.launch(ctx, c.opts.retryHandshake()) }); err != nil {
		return err
	}
	return c.roundTrip(ctx, op, params, out, c.opts.Timeout)
}

// roundTrip sends one request and waits for its response; c.mu held. On a
// fault the process is ended so that the next call starts clean.
func (c *Client) roundTrip(ctx context.Context, op string, params, out any, timeout time.Duration) (err error) {
	p := c.Proc()
	fault := func(kind, detail string) error {
		c.End(0)
		tail, _ := p.StderrTail()
		return &Fault{Kind: kind, Op: op, Detail: detail, Stderr: Inert(lastLines(tail, 10))}
	}
	// Anything already waiting was written while no request was in flight.
	for drained := false; !drained; {
		select {
		case l, ok := <-p.Lines():
			if !ok {
				<-p.Done()
				return fault(FaultCrash, "the program had exited ("+p.ExitStatus()+")")
			}
			_ = l
			c.Counters().StrayLines++
			return fault(FaultProtocol, "output while no request was pending: "+excerpt(l))
		default:
			drained = true
		}
	}
	raw, err := json.Marshal(params)
	if err != nil {
		return fmt.Errorf("%s: encoding params: %w", op, err)
	}
	c.nextID++
	id := c.nextID
	line, _ := json.Marshal(Request{ID: id, Op: op, Params: raw})
	c.Counters().Requests++
	if err := p.WriteLine(line, timeout); err != nil {
		if errors.Is(err, os.ErrDeadlineExceeded) {
			return fault(FaultTimeout, fmt.Sprintf("the program did not read its input within %s", timeout))
		}
		// A closed pipe: the program is exiting; report how it ended.
		if exited(p, exitWait) {
			return fault(FaultCrash, "the program exited ("+p.ExitStatus()+")")
		}
		return fault(FaultCrash, "the program closed its input: "+err.Error())
	}
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	select {
	case <-ctx.Done():
		return fault(FaultDeadline, ctx.Err().Error())
	case <-timer.C:
		return fault(FaultTimeout, fmt.Sprintf("no answer within %s", timeout))
	case l, ok := <-p.Lines():
		if !ok {
			// stdout closed: wait briefly for the exit status to report it.
			if exited(p, exitWait) {
				return fault(FaultCrash, "the program exited ("+p.ExitStatus()+")")
			}
			return fault(FaultCrash, "the program closed its output")
		}
		if l.Err != nil {
			return fault(FaultProtocol, fmt.Sprintf("a line longer than %d bytes", c.opts.MaxLine))
		}
		c.lastLine = l.Bytes
		var resp Response
		if err := decodeStrict(l.Bytes, &resp); err != nil {
			return fault(FaultProtocol, fmt.Sprintf("not a response (%v): %s", err, excerpt(l)))
		}
		if resp.ID != id {
			return fault(FaultProtocol, fmt.Sprintf("response id %d, want %d", resp.ID, id))
		}
		if (resp.Error == nil) == (len(resp.Result) == 0) {
			return fault(FaultProtocol, "a response needs exactly one of result and error")
		}
		if resp.Error != nil {
			resp.Error.Code, resp.Error.Message = InertLine(resp.Error.Code), Inert(resp.Error.Message)
			if resp.Error.Code == CodeUnsupported {
				return fmt.Errorf("%s: %s: %w", op, resp.Error.Message, subject.ErrUnsupported)
			}
			if resp.Error.Code == "" {
				return fault(FaultProtocol, "error without a code")
			}
			return resp.Error
		}
		if err := decodeStrict(resp.Result, out); err != nil {
			return fault(FaultProtocol, fmt.Sprintf("%s result: %v", op, err))
		}
		return nil
	}
}

// exitWait is how long a program that closed a pipe gets to finish exiting
// before it is reported without its exit status.
const exitWait = 2 * time.Second

func exited(p *Process, d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-p.Done():
		return true
	case <-t.C:
		return false
	}
}

func excerpt(l Line) string {
	const n = 80
	s := string(l.Bytes)
	if len(s) > n {
		s = s[:n] + "…"
	}
	return fmt.Sprintf("%q", s)
}

// lastLines returns at most n last lines of s.
func lastLines(s string, n int) string {
	lines := 0
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '\n' && i != len(s)-1 {
			lines++
			if lines == n {
				return s[i+1:]
			}
		}
	}
	return s
}

// check turns a well-formed response whose answer is malformed (why is not
// empty) into a protocol fault quoting the response line. The program is
// not restarted: it is still in step with us.
func (c *Client) check(op string, err error, why string) error {
	if err != nil || why == "" {
		return err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.Counters().Faults++
	return &Fault{Kind: FaultProtocol, Op: op, Detail: "malformed answer: " + why + "; the response was " + quoteLine(c.lastLine)}
}

// quoteLine quotes a response line for a report, escaped and cut at 500 bytes.
func quoteLine(b []byte) string {
	const n = 500
	s := string(b)
	if len(s) > n {
		return fmt.Sprintf("%q… (%d bytes)", s[:n], len(s))
	}
	return fmt.Sprintf("%q", s)
}

// transport performs the Stub's operations over the program.
type transport struct{ c *Client }

// Do implements Transport: one request, its answer decoded strictly into
// out and checked for form (validate.go). On an error out is left zero.
func (t transport) Do(ctx context.Context, op *Op, params, out any) error {
	c := t.c
	wire, err := op.Wire(params)
	if err != nil {
		return err
	}
	err = c.call(ctx, op, wire, out)
	why := ""
	if err == nil {
		why = op.checkAnswer(params, out)
	}
	if err = c.check(op.Name, err, why); err != nil {
		op.Reset(out)
	}
	return err
}

// adjudicateParams is an adjudication request as it travels: the event log
// (JSON or YAML) as a JSON value. A log that is neither is an error; the
// params then carry it as a JSON string, for a report.
func adjudicateParams(req subject.AdjudicationRequest) (any, error) {
	p := AdjudicateParams{Rulebook: req.Rulebook, Regulations: string(req.Regulations)}
	if json.Valid(req.Log) {
		p.Log = req.Log
		return p, nil
	}
	var v any
	err := yaml.Unmarshal(req.Log, &v)
	if err != nil {
		err = fmt.Errorf("adjudicate: the event log is neither JSON nor YAML: %w", err)
	} else if p.Log, err = json.Marshal(v); err != nil {
		err = fmt.Errorf("adjudicate: the event log cannot be written as JSON: %w", err)
	}
	if err != nil {
		p.Log, _ = json.Marshal(string(req.Log))
	}
	return p, err
}
