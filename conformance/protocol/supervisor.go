package protocol

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"
)

// Launch is how a driver starts the program under test and how long it
// waits for it: the options the protocol, UCI and xboard clients share
// (each embeds it in its own Options). Zero limits take the defaults of
// Limits.WithDefaults.
type Launch struct {
	Argv             []string      // program and arguments (see SplitCommand)
	Dir              string        // working directory; empty: the current one
	Env              []string      // extra environment, "K=V"
	Timeout          time.Duration // per request; default 10 s
	HandshakeTimeout time.Duration // for starting and the handshake; default the larger of Timeout and 30 s (programs may load tables first)
	MaxLine          int           // longest stdout line accepted; default MaxLine (1 MiB)
	StderrTail       int           // bytes of stderr kept for reports; default 4 KiB
	MaxRestarts      int           // restarts after faults before giving up; default: the driver's
}

// WithDefaults returns p with the limits not set filled in, restarts being
// the driver's default number of restarts.
func (p Launch) WithDefaults(restarts int) Launch {
	l := Limits{Timeout: p.Timeout, HandshakeTimeout: p.HandshakeTimeout, MaxLine: p.MaxLine, StderrTail: p.StderrTail, MaxRestarts: p.MaxRestarts}.WithDefaults(restarts)
	p.Timeout, p.HandshakeTimeout, p.MaxLine, p.StderrTail, p.MaxRestarts = l.Timeout, l.HandshakeTimeout, l.MaxLine, l.StderrTail, l.MaxRestarts
	return p
}

// Limits are the process limits every driver has. WithDefaults fills those
// not set (≤ 0): a request timeout of 10 s, a handshake timeout of the
// larger of that and 30 s, lines of MaxLine, 4 KiB of stderr kept, and
// restarts restarts.
type Limits struct {
	Timeout, HandshakeTimeout        time.Duration
	MaxLine, StderrTail, MaxRestarts int
}

// WithDefaults returns l with the defaults filled in.
func (l Limits) WithDefaults(restarts int) Limits {
	if l.Timeout <= 0 {
		l.Timeout = 10 * time.Second
	}
	if l.HandshakeTimeout <= 0 {
		l.HandshakeTimeout = max(l.Timeout, 30*time.Second)
	}
	if l.MaxLine <= 0 {
		l.MaxLine = MaxLine
	}
	if l.StderrTail <= 0 {
		l.StderrTail = 4 << 10
	}
	if l.MaxRestarts <= 0 {
		l.MaxRestarts = restarts
	}
	return l
}

// Supervisor is the process handling every driver shares (the protocol
// Client here, the UCI and xboard clients): the program instance running
// now, the ids of every instance started, the session's counters, restarts
// after a fault and the closing. A driver embeds one, made by
// NewSupervisor with the driver's own mutex, which guards both. Stats, PIDs
// and Close take that mutex; every other method expects the caller to hold
// it.
type Supervisor struct {
	mu      *sync.Mutex
	quit    func() []byte // the line that asks the program to quit
	proc    *Process
	maxLine int
	stats   Stats
	pids    []int
	closed  bool
}

// NewSupervisor returns a Supervisor guarded by mu; Close writes the line
// quit returns (called with mu held) before it ends the program.
func NewSupervisor(mu *sync.Mutex, quit func() []byte) Supervisor {
	return Supervisor{mu: mu, quit: quit}
}

// Stats returns counters of the session.
func (s *Supervisor) Stats() Stats {
	s.mu.Lock()
	defer s.mu.Unlock()
	st := s.stats
	if s.proc != nil {
		_, n := s.proc.StderrTail()
		st.StderrBytes += n
	}
	return st
}

// PIDs lists the process ids of every program instance started (tests use
// it to check that none is left behind).
func (s *Supervisor) PIDs() []int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.pids)
}

// Close asks the program to quit, then ends its process group.
func (s *Supervisor) Close() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return nil
	}
	s.closed = true
	if s.proc != nil {
		_ = s.proc.WriteLine(s.quit(), 100*time.Millisecond)
		s.End(500 * time.Millisecond)
	}
	return nil
}

// Closed reports whether Close was called.
func (s *Supervisor) Closed() bool { return s.closed }

// Proc is the program instance running now, nil when the last one was
// ended (the next request starts a fresh one).
func (s *Supervisor) Proc() *Process { return s.proc }

// Counters are the session's counters, for the driver to count requests,
// faults and stray lines.
func (s *Supervisor) Counters() *Stats { return &s.stats }

// Spawn starts a program instance (StartProcess) and makes it the current
// one. Its error is a *LaunchError.
func (s *Supervisor) Spawn(argv []string, dir string, env []string, maxLine, stderrTail int) (*Process, error) {
	p, err := StartProcess(argv, dir, env, maxLine, stderrTail)
	if err != nil {
		return nil, &LaunchError{Argv: argv, Reason: err.Error()}
	}
	s.proc, s.maxLine = p, maxLine
	s.pids = append(s.pids, p.PID())
	return p, nil
}

// End ends the current program (after grace) and forgets it.
func (s *Supervisor) End(grace time.Duration) {
	if s.proc == nil {
		return
	}
	s.proc.Close(grace)
	_, n := s.proc.StderrTail()
	s.stats.StderrBytes += n
	s.proc = nil
}

// HandshakeFailed ends a program that failed its handshake with err and
// returns the *LaunchError that says why.
func (s *Supervisor) HandshakeFailed(argv []string, err error) error {
	reason, stderr := err.Error(), ""
	var f *Fault
	if errors.As(err, &f) {
		reason, stderr = "handshake: "+f.Error(), f.Stderr
	}
	s.End(0)
	return &LaunchError{Argv: argv, Reason: reason, Stderr: stderr}
}

// Restart starts a fresh program with launch when the last one was ended,
// at most maxRestarts times in the session. A failed launch is a launch
// fault of op.
func (s *Supervisor) Restart(op string, maxRestarts int, launch func() error) error {
	if s.proc != nil {
		return nil
	}
	if s.stats.Restarts >= maxRestarts {
		return &Fault{Kind: FaultLaunch, Op: op, Detail: fmt.Sprintf("gave up after %d restarts", s.stats.Restarts)}
	}
	s.stats.Restarts++
	if err := launch(); err != nil {
		var le *LaunchError
		if errors.As(err, &le) {
			return &Fault{Kind: FaultLaunch, Op: op, Detail: "restart: " + le.Reason, Stderr: le.Stderr}
		}
		return &Fault{Kind: FaultLaunch, Op: op, Detail: "restart: " + err.Error()}
	}
	return nil
}

// FaultKind is the Kind of the *Fault err wraps, "" when it wraps none.
func FaultKind(err error) string {
	var f *Fault
	if errors.As(err, &f) {
		return f.Kind
	}
	return ""
}

// ErrStillRunning is Exchange's timeout when Keep is set: the program is
// left running (to be told to stop).
var ErrStillRunning = errors.New("still running")

// Exchange is one step of a line dialogue (UCI, xboard): it writes send to
// the current program and reads its output until done reports true for a
// line (trimmed of spaces), within timeout. On a fault — the program exits,
// does not read, writes a line over the cap, stays silent, or ctx ends —
// the program is ended and the error is a *Fault of op quoting its last
// stderr lines.
func (s *Supervisor) Exchange(ctx context.Context, op string, send []string, timeout time.Duration, done func(string) bool, o ExchangeOptions) error {
	p := s.proc
	fault := func(kind, detail string) error {
		tail, _ := p.StderrTail()
		s.End(0)
		return &Fault{Kind: kind, Op: op, Detail: detail, Stderr: lastLinesTrimmed(tail, 10)}
	}
	for _, l := range send {
		if err := p.WriteLine([]byte(l), timeout); err != nil {
			if exited(p, exitWait) {
				return fault(FaultCrash, "the engine exited ("+p.ExitStatus()+")")
			}
			return fault(FaultTimeout, "the engine does not read its input: "+err.Error())
		}
	}
	extend := o.Extend
	total := timeout // with the extension, for the message
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	for {
		select {
		case <-ctx.Done():
			return fault(FaultDeadline, ctx.Err().Error())
		case <-timer.C:
			if extend != nil {
				if more := extend(); more > 0 {
					extend = nil
					total += more
					timer.Reset(more)
					continue
				}
			}
			if o.Keep {
				return ErrStillRunning
			}
			asked := strings.Join(send, "; ")
			if o.Abbreviate > 0 {
				asked = abbreviate(asked, o.Abbreviate)
			}
			return fault(FaultTimeout, fmt.Sprintf("no complete answer to %q within %s", asked, total))
		case l, ok := <-p.Lines():
			if !ok {
				if exited(p, exitWait) {
					return fault(FaultCrash, "the engine exited ("+p.ExitStatus()+")")
				}
				return fault(FaultCrash, "the engine closed its output")
			}
			if l.Err != nil {
				return fault(FaultProtocol, fmt.Sprintf("a line longer than %d bytes", s.maxLine))
			}
			if done(strings.TrimSpace(string(l.Bytes))) {
				return nil
			}
		}
	}
}

// ExchangeOptions adjust an Exchange.
type ExchangeOptions struct {
	Keep       bool                 // a timeout returns ErrStillRunning and leaves the program running
	Extend     func() time.Duration // asked once at the timeout for more time (> 0)
	Abbreviate int                  // cut what was sent to this many bytes in a timeout's message; 0: never
}

// abbreviate shortens s to about n bytes for a message.
func abbreviate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n/2] + " … " + s[len(s)-n/2:]
}

// lastLinesTrimmed returns the last n lines of s without the final newline.
func lastLinesTrimmed(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}
