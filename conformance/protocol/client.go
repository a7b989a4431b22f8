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
	Argv             []string      // program and arguments (see SplitCommand)
	Dir              string        // working directory; empty: the current one
	Env              []string      // extra environment, "K=V"
	Timeout          time.Duration // per request; default 10 s
	HandshakeTimeout time.Duration // for starting and hello; default the larger of Timeout and 30 s (programs may load tables first)
	MaxLine          int           // longest stdout line accepted; default MaxLine (1 MiB)
	StderrTail       int           // bytes of stderr kept for reports; default 4 KiB
	MaxRestarts      int           // restarts after faults before giving up; default 20
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
	if o.Timeout <= 0 {
		o.Timeout = 10 * time.Second
	}
	if o.HandshakeTimeout <= 0 {
		o.HandshakeTimeout = max(o.Timeout, 30*time.Second)
	}
	if o.MaxLine <= 0 {
		o.MaxLine = MaxLine
	}
	if o.StderrTail <= 0 {
		o.StderrTail = 4 << 10
	}
	if o.MaxRestarts <= 0 {
		o.MaxRestarts = 20
	}
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
	opts Options

	mu     sync.Mutex
	proc   *Process
	hello  HelloResult
	use    map[string]bool // capabilities declared and selected
	nextID int64
	stats  Stats
	pids   []int
	closed bool

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

// Stats returns counters of the session.
func (c *Client) Stats() Stats {
	c.mu.Lock()
	defer c.mu.Unlock()
	s := c.stats
	if c.proc != nil {
		_, n := c.proc.StderrTail()
		s.StderrBytes += n
	}
	return s
}

// PIDs lists the process ids of every program instance started (tests use
// it to check that none is left behind).
func (c *Client) PIDs() []int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return slices.Clone(c.pids)
}

// Close says quit, then ends the program's process group.
func (c *Client) Close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return nil
	}
	c.closed = true
	if c.proc != nil {
		c.nextID++
		b, _ := json.Marshal(Request{ID: c.nextID, Op: OpQuit})
		_ = c.proc.WriteLine(b, 100*time.Millisecond)
		c.endLocked(500 * time.Millisecond)
	}
	return nil
}

// endLocked ends the current process (after grace) and forgets it.
func (c *Client) endLocked(grace time.Duration) {
	if c.proc == nil {
		return
	}
	c.proc.Close(grace)
	_, n := c.proc.StderrTail()
	c.stats.StderrBytes += n
	c.proc = nil
}

// launch starts a process and shakes hands within handshake; c.mu must be
// held (or c unshared).
func (c *Client) launch(ctx context.Context, handshake time.Duration) error {
	p, err := StartProcess(c.opts.Argv, c.opts.Dir, c.opts.Env, c.opts.MaxLine, c.opts.StderrTail)
	if err != nil {
		return &LaunchError{Argv: c.opts.Argv, Reason: err.Error()}
	}
	c.proc = p
	c.pids = append(c.pids, p.PID())
	// The handshake's own timer reports the timeout; the context only
	// stops the run's deadline from being exceeded, a little later.
	hctx, cancel := context.WithTimeout(ctx, handshake+time.Second)
	defer cancel()
	var h HelloResult
	err = c.roundTrip(hctx, OpHello, HelloParams{Protocol: Version, Client: "chessconform"}, &h, handshake)
	if err != nil {
		var f *Fault
		reason := err.Error()
		stderr := ""
		if errors.As(err, &f) {
			reason = "handshake: " + f.Error()
			stderr = f.Stderr
		} else {
			reason = "handshake answered with an error: " + reason
		}
		c.endLocked(0)
		return &LaunchError{Argv: c.opts.Argv, Reason: reason, Stderr: stderr}
	}
	if h.Protocol != Version {
		c.endLocked(0)
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
func (c *Client) call(ctx context.Context, op string, params, out any) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return &Fault{Kind: FaultLaunch, Op: op, Detail: "client closed"}
	}
	if cap := OpCapability[op]; !c.use[cap] {
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
		c.stats.Faults++
		c.failing += time.Since(start)
		c.failures++
		c.lastFault = f.Error()
		if c.failing >= c.opts.FaultBudget || (f.Kind == FaultLaunch && c.stats.Restarts >= c.opts.MaxRestarts) {
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
		plural(c.failures, "fault"), c.failing.Seconds(), plural(c.stats.Restarts, "restart"), c.lastFault)
	c.endLocked(0)
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
	if c.proc == nil {
		if c.stats.Restarts >= c.opts.MaxRestarts {
			return &Fault{Kind: FaultLaunch, Op: op, Detail: fmt.Sprintf("gave up after %d restarts", c.stats.Restarts)}
		}
		c.stats.Restarts++
		if err := c.launch(ctx, c.opts.retryHandshake()); err != nil {
			var le *LaunchError
			if errors.As(err, &le) {
				return &Fault{Kind: FaultLaunch, Op: op, Detail: "restart: " + le.Reason, Stderr: le.Stderr}
			}
			return &Fault{Kind: FaultLaunch, Op: op, Detail: "restart: " + err.Error()}
		}
	}
	return c.roundTrip(ctx, op, params, out, c.opts.Timeout)
}

// roundTrip sends one request and waits for its response; c.mu held. On a
// fault the process is ended so that the next call starts clean.
func (c *Client) roundTrip(ctx context.Context, op string, params, out any, timeout time.Duration) (err error) {
	p := c.proc
	fault := func(kind, detail string) error {
		c.endLocked(0)
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
			c.stats.StrayLines++
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
	c.stats.Requests++
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
	c.stats.Faults++
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

// LegalMoves implements subject.Moves.
func (c *Client) LegalMoves(ctx context.Context, fen string) ([]string, error) {
	var r MovesResult
	err := c.call(ctx, OpLegalMoves, FENParams{fen}, &r)
	var k checker
	k.moveList("moves", r.Moves)
	if err = c.check(OpLegalMoves, err, k.err()); err != nil {
		return nil, err
	}
	return r.Moves, nil
}

// Play implements subject.Moves.
func (c *Client) Play(ctx context.Context, fen string, moves []string) (string, error) {
	var r FENResult
	if moves == nil {
		moves = []string{}
	}
	err := c.call(ctx, OpPlay, PlayParams{fen, moves}, &r)
	var k checker
	if err == nil {
		k.fen("fen", r.FEN)
	}
	if err = c.check(OpPlay, err, k.err()); err != nil {
		return "", err
	}
	return r.FEN, nil
}

// Perft implements subject.Moves.
func (c *Client) Perft(ctx context.Context, fen string, depth int) (uint64, error) {
	var r PerftResult
	err := c.call(ctx, OpPerft, PerftParams{fen, depth}, &r)
	return r.Nodes, err
}

// InCheck implements subject.Moves.
func (c *Client) InCheck(ctx context.Context, fen string) (bool, error) {
	var r InCheckResult
	err := c.call(ctx, OpInCheck, FENParams{fen}, &r)
	return r.InCheck, err
}

// ToSAN implements subject.Notation.
func (c *Client) ToSAN(ctx context.Context, fen, uci, locale string) (string, error) {
	var r SANResult
	err := c.call(ctx, OpToSAN, ToSANParams{fen, uci, locale}, &r)
	var k checker
	if err == nil {
		k.san("san", r.SAN)
	}
	if err = c.check(OpToSAN, err, k.err()); err != nil {
		return "", err
	}
	return r.SAN, nil
}

// FromSAN implements subject.Notation.
func (c *Client) FromSAN(ctx context.Context, fen, san, locale string) (string, error) {
	var r MoveResult
	err := c.call(ctx, OpFromSAN, FromSANParams{fen, san, locale}, &r)
	var k checker
	if err == nil {
		k.uci("move", r.Move)
	}
	if err = c.check(OpFromSAN, err, k.err()); err != nil {
		return "", err
	}
	return r.Move, nil
}

// ReadEntry implements subject.Notation. A program that does not know
// read_entry answers unsupported (PROTOCOL.md).
func (c *Client) ReadEntry(ctx context.Context, fen, entry, locale string) (subject.Entry, error) {
	var r subject.Entry
	err := c.call(ctx, OpReadEntry, ReadEntryParams{fen, entry, locale}, &r)
	var k checker
	if err == nil {
		k.uci("move", r.Move)
	}
	if err = c.check(OpReadEntry, err, k.err()); err != nil {
		return subject.Entry{}, err
	}
	return r, nil
}

// GameStatus implements subject.Status.
func (c *Client) GameStatus(ctx context.Context, req subject.StatusRequest) (subject.StatusResult, error) {
	var r subject.StatusResult
	if req.Moves == nil {
		req.Moves = []string{}
	}
	err := c.call(ctx, OpGameStatus, req, &r)
	why := ""
	if err == nil {
		why = checkStatus(req.Rulebook, r)
	}
	if err = c.check(OpGameStatus, err, why); err != nil {
		return subject.StatusResult{}, err
	}
	return r, nil
}

// Unwinnable implements subject.Unwinnability.
func (c *Client) Unwinnable(ctx context.Context, fen, side string) (subject.Winnability, error) {
	var r subject.Winnability
	err := c.call(ctx, OpUnwinnable, UnwinnableParams{fen, side}, &r)
	var k checker
	if err == nil {
		k.oneOf("verdict", string(r.Verdict), verdicts)
		for i, m := range r.Helpmate { // a line: a move may recur
			k.uci(fmt.Sprintf("helpmate[%d]", i), m)
		}
	}
	if err = c.check(OpUnwinnable, err, k.err()); err != nil {
		return subject.Winnability{}, err
	}
	return r, nil
}

// Classify implements subject.Clocks.
func (c *Client) Classify(ctx context.Context, rulebook, tc string) (subject.Classification, error) {
	var r subject.Classification
	err := c.call(ctx, OpClassify, ClassifyParams{rulebook, tc}, &r)
	var k checker
	if err == nil {
		k.oneOf("category", r.Category, categories)
		k.article("article", rulebook, r.Article, false)
	}
	if err = c.check(OpClassify, err, k.err()); err != nil {
		return subject.Classification{}, err
	}
	return r, nil
}

// Adjudicate implements subject.Arbiter. A YAML log is sent as the
// equivalent JSON value: on the wire the log is always JSON.
func (c *Client) Adjudicate(ctx context.Context, req subject.AdjudicationRequest) (subject.Ruling, error) {
	var r subject.Ruling
	log, err := logJSON(req.Log)
	if err != nil {
		return r, err
	}
	err = c.call(ctx, OpAdjudicate, AdjudicateParams{Rulebook: req.Rulebook, Regulations: string(req.Regulations), Log: log}, &r)
	why := ""
	if err == nil {
		why = checkRuling(req.Rulebook, r)
		for i := range r.Decisions {
			r.Decisions[i].Detail = Inert(r.Decisions[i].Detail)
		}
	}
	if err = c.check(OpAdjudicate, err, why); err != nil {
		return subject.Ruling{}, err
	}
	return r, nil
}

// logJSON returns an event log (JSON or YAML) as JSON.
func logJSON(b []byte) (json.RawMessage, error) {
	if json.Valid(b) {
		return b, nil
	}
	var v any
	if err := yaml.Unmarshal(b, &v); err != nil {
		return nil, fmt.Errorf("adjudicate: the event log is neither JSON nor YAML: %w", err)
	}
	out, err := json.Marshal(v)
	if err != nil {
		return nil, fmt.Errorf("adjudicate: the event log cannot be written as JSON: %w", err)
	}
	return out, nil
}
