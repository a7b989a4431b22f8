// Package xboard talks to a chess engine over the Chess Engine Communication
// Protocol (CECP, "xboard", version 2: https://www.gnu.org/software/xboard/engine-intf.html)
// so that certification can judge it by the Laws:
//
//   - EngineMove: `setboard FEN`, `go` → `move X` (the engine's own move), or
//     no move when it says the game is over or stays silent;
//   - Usermoves: each move sent with `usermove` in force mode, answered by
//     `Illegal move` or accepted (a `ping N` / `pong N` barrier after each);
//   - Game: a game fed in force mode, optionally followed by `go`, with every
//     result line the engine sends ("1-0 {White mates}", "1/2-1/2 {3-fold
//     repetition}") kept so that the claim can be checked against the Laws.
//
// At start the client sends `xboard` and `protover 2` and reads `feature`
// lines until `done=1`. An engine that never sends done=1 is taken as a
// protocol-version-1 engine after Options.FeatureTimeout (2 s, as the
// specification says, but never more than the handshake timeout); `done=0`
// extends the wait to the handshake timeout. Without `setboard=1` a position
// cannot be set up (edit mode is not used) and without `ping=1` acceptance
// cannot be told from silence: those requests are unsupported.
//
// The engine is untrusted: it runs through protocol.Process (own process
// group, capped lines, drained stderr), every exchange has a timeout, and a
// fault (crash, timeout, oversized line) ends the process; the next request
// starts a fresh one.
package xboard

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/subject"
)

// Options configure a Client.
type Options struct {
	// The engine, its directory and environment, timeouts and limits
	// (default 100 restarts: an engine that dies on one kind of input is
	// restarted for each position, so that the rest is judged).
	protocol.Launch
	// FeatureTimeout is how long to wait for `feature done=1` before taking
	// the engine as protocol version 1; default 2 s (the specification's),
	// at most HandshakeTimeout.
	FeatureTimeout time.Duration
	// NoMoveWait is how long the client waits for a move after the engine
	// answered the ping that follows `go` without moving; then it has no
	// move. Default 500 ms.
	NoMoveWait time.Duration
	Depth      int // `sd N` before `go`; default 1
	// MoveNowAfter is how long the client waits for a move after `go`
	// (with `st 1`) before it sends `?`, CECP's "move now"; then the rest
	// of the wait is for the move. Default 2 s, at most half the wait
	// (Timeout; without `ping`, where silence means no move, at most 3 s).
	MoveNowAfter time.Duration
	// MaxTimeouts: after this many requests that timed out, the engine is
	// given up on (each costs a whole Timeout, unlike a crash); default 3.
	MaxTimeouts int
}

func (o *Options) defaults() {
	o.Launch = o.Launch.WithDefaults(100)
	if o.FeatureTimeout <= 0 {
		o.FeatureTimeout = 2 * time.Second
	}
	o.FeatureTimeout = min(o.FeatureTimeout, o.HandshakeTimeout)
	if o.NoMoveWait <= 0 {
		o.NoMoveWait = 500 * time.Millisecond
	}
	if o.Depth <= 0 {
		o.Depth = 1
	}
	if o.MoveNowAfter <= 0 {
		o.MoveNowAfter = 2 * time.Second
	}
	if o.MaxTimeouts <= 0 {
		o.MaxTimeouts = 3
	}
}

// Features are what the engine declared with `feature` at start.
type Features struct {
	Name     string // myname, else the program's file name
	Done     bool   // it sent done=1 (protocol version 2)
	SetBoard bool   // setboard=1
	UserMove bool   // usermove=1: moves are sent as `usermove MOVE`
	Ping     bool   // ping=1
	SAN      bool   // san=1 (rejected: the client sends coordinates)
	Variants []string
	Raw      []string // every feature line, as sent (trimmed)
}

// Result is a result line the engine sent: "1-0 {White mates}".
type Result struct {
	Result string // "1-0", "0-1" or "1/2-1/2"
	Reason string // the text in braces
	Ply    int    // moves of the game known when it came (fed and played)
	Line   string
}

// Transcript is what happened in Game.
type Transcript struct {
	Move    string   // the engine's move after `go` (UCI), "" for none
	RawMove string   // as the engine wrote it
	Results []Result // every result line, in order
	Illegal []string // moves of the game the engine answered `Illegal move` or `Error`
	// Rejected is the engine's refusal of the position itself
	// ("tellusererror Illegal position", "Error (…): setboard …"), if any.
	Rejected string
}

// Client talks to one engine; requests are serialised.
type Client struct {
	protocol.Supervisor // the engine's process: Stats, PIDs, Close
	opts                Options

	mu       sync.Mutex
	feat     Features
	ping     int
	timeouts int // requests that timed out
}

// Start launches the engine and reads its features. The error is a
// *protocol.LaunchError when the engine is unusable.
func Start(ctx context.Context, opts Options) (*Client, error) {
	opts.defaults()
	c := &Client{opts: opts}
	c.Supervisor = protocol.NewSupervisor(&c.mu, func() []byte { return []byte("quit") })
	if err := c.launch(ctx, true); err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}

// Features reports what the engine declared at launch.
func (c *Client) Features() Features {
	c.mu.Lock()
	defer c.mu.Unlock()
	f := c.feat
	f.Variants = slices.Clone(f.Variants)
	f.Raw = slices.Clone(f.Raw)
	return f
}

// parseFeatures reads `feature a=1 b="x y" ...` into f; it returns the
// names seen with their values.
func parseFeatures(line string) [][2]string {
	rest, ok := strings.CutPrefix(line, "feature")
	if !ok || (rest != "" && rest[0] != ' ' && rest[0] != '\t') {
		return nil
	}
	var out [][2]string
	s := strings.TrimSpace(rest)
	for s != "" {
		eq := strings.IndexByte(s, '=')
		if eq <= 0 {
			break
		}
		name := strings.TrimSpace(s[:eq])
		s = s[eq+1:]
		var val string
		if strings.HasPrefix(s, `"`) {
			end := strings.IndexByte(s[1:], '"')
			if end < 0 {
				val, s = s[1:], ""
			} else {
				val, s = s[1:1+end], s[end+2:]
			}
		} else {
			end := strings.IndexAny(s, " \t")
			if end < 0 {
				end = len(s)
			}
			val, s = s[:end], s[end:]
		}
		out = append(out, [2]string{name, val})
		s = strings.TrimSpace(s)
	}
	return out
}

// launch starts the engine and reads its features (probe: keep them).
func (c *Client) launch(ctx context.Context, probe bool) error {
	if _, err := c.Spawn(c.opts.Argv, c.opts.Dir, c.opts.Env, c.opts.MaxLine, c.opts.StderrTail); err != nil {
		return err
	}
	fail := func(err error) error { return c.HandshakeFailed(c.opts.Argv, err) }
	feat := Features{Name: filepath.Base(c.opts.Argv[0])}
	var replies []string
	extended := false
	wait := c.opts.FeatureTimeout
	start := time.Now()
	err := c.exchangeKeep(ctx, "features", []string{"xboard", "protover 2"}, wait, func(l string) bool {
		fs := parseFeatures(l)
		if fs == nil {
			return false
		}
		feat.Raw = append(feat.Raw, l)
		for _, kv := range fs {
			known := true
			switch kv[0] {
			case "myname":
				feat.Name = kv[1]
			case "setboard":
				feat.SetBoard = kv[1] == "1"
			case "usermove":
				feat.UserMove = kv[1] == "1"
			case "ping":
				feat.Ping = kv[1] == "1"
			case "san":
				feat.SAN = kv[1] == "1"
				known = !feat.SAN // the client sends coordinates
			case "variants":
				feat.Variants = strings.Split(kv[1], ",")
			case "done":
				if kv[1] == "1" {
					feat.Done = true
				} else if !extended {
					extended = true
				}
			default:
				known = false
			}
			if kv[0] != "done" {
				if known {
					replies = append(replies, "accepted "+kv[0])
				} else {
					replies = append(replies, "rejected "+kv[0])
				}
			}
		}
		return feat.Done
	}, true, func() time.Duration {
		// done=0: the engine asks for more time, up to the handshake timeout.
		if extended {
			return c.opts.HandshakeTimeout - time.Since(start)
		}
		return 0
	})
	if err != nil && !errors.Is(err, protocol.ErrStillRunning) {
		return fail(err)
	}
	for _, r := range replies {
		if err := c.Proc().WriteLine([]byte(r), c.opts.Timeout); err != nil {
			return fail(&protocol.Fault{Kind: protocol.FaultTimeout, Op: "features", Detail: err.Error()})
		}
	}
	if feat.Ping {
		if err := c.sync(ctx, "features", c.opts.HandshakeTimeout); err != nil {
			return fail(err)
		}
	}
	if probe {
		c.feat = feat
	}
	return nil
}

// exchange writes lines and reads the engine's output until done reports
// true, within timeout (protocol.Supervisor.Exchange). On a fault the
// process is ended.
func (c *Client) exchange(ctx context.Context, op string, send []string, timeout time.Duration, done func(string) bool) error {
	return c.exchangeKeep(ctx, op, send, timeout, done, false, nil)
}

// exchangeKeep is exchange; with keep, a timeout returns
// protocol.ErrStillRunning and leaves the engine running. extend, when not
// nil, is asked at the timeout for more time (> 0).
func (c *Client) exchangeKeep(ctx context.Context, op string, send []string, timeout time.Duration, done func(string) bool, keep bool, extend func() time.Duration) error {
	return c.Exchange(ctx, op, send, timeout, done, protocol.ExchangeOptions{Keep: keep, Extend: extend, Abbreviate: 200})
}

// sync sends ping and waits for its pong; c.mu held, ping supported.
func (c *Client) sync(ctx context.Context, op string, timeout time.Duration) error {
	c.ping++
	want := "pong " + strconv.Itoa(c.ping)
	return c.exchange(ctx, op, []string{"ping " + strconv.Itoa(c.ping)}, timeout, func(l string) bool { return l == want })
}

// begin takes the lock, checks the position and (re)starts the engine.
// The returned function releases the lock.
func (c *Client) begin(ctx context.Context, op, fen string, needPing bool) (*chess.Position, func(), error) {
	c.mu.Lock()
	unlock := c.mu.Unlock
	bail := func(err error) (*chess.Position, func(), error) {
		unlock()
		return nil, nil, err
	}
	pos, err := chess.ParseFEN(fen)
	if err != nil {
		return bail(fmt.Errorf("%s: xboard cannot reject a position, so an invalid FEN is not sent (%v): %w", op, err, subject.ErrUnsupported))
	}
	if pos.Chess960() {
		return bail(fmt.Errorf("%s: Chess960 over xboard is not driven: %w", op, subject.ErrUnsupported))
	}
	if !c.feat.SetBoard && fen != StartFEN {
		return bail(fmt.Errorf("%s: the engine has no `feature setboard=1`, and edit mode is not used: %w", op, subject.ErrUnsupported))
	}
	if needPing && !c.feat.Ping {
		return bail(fmt.Errorf("%s: the engine has no `feature ping=1`, so an accepted move cannot be told from silence: %w", op, subject.ErrUnsupported))
	}
	if c.Closed() {
		return bail(&protocol.Fault{Kind: protocol.FaultLaunch, Op: op, Detail: "client closed"})
	}
	if err := ctx.Err(); err != nil {
		return bail(&protocol.Fault{Kind: protocol.FaultDeadline, Op: op, Detail: err.Error()})
	}
	if c.Proc() == nil && c.timeouts >= c.opts.MaxTimeouts {
		return bail(&protocol.Fault{Kind: protocol.FaultLaunch, Op: op, Detail: fmt.Sprintf("gave up after %d timeouts", c.timeouts)})
	}
	if err := c.Restart(op, c.opts.MaxRestarts, func() error {
		err := c.launch(ctx, false)
		if err != nil {
			c.Counters().Faults++
		}
		return err
	}); err != nil {
		return bail(err)
	}
	c.Counters().Requests++
	return pos, unlock, nil
}

func (c *Client) countFault(err error) error {
	if errors.Is(err, protocol.ErrFault) {
		c.Counters().Faults++
	}
	var f *protocol.Fault
	if errors.As(err, &f) && f.Kind == protocol.FaultTimeout {
		c.timeouts++
	}
	return err
}

// userMove is how a move is sent.
func (c *Client) userMove(m string) string {
	if c.feat.UserMove {
		return "usermove " + m
	}
	return m
}

// isIllegal reports an engine's rejection of move m: "Illegal move: e2e5",
// "Illegal move (reason): e2e5", a bare "Illegal move", or "Error (…):
// e2e5". A rejection naming another text ("Illegal move: sd 1", an engine
// that does not know the command) is not one of m.
func isIllegal(l, m string) bool {
	if !strings.HasPrefix(l, "Illegal move") && !strings.HasPrefix(l, "Error") {
		return false
	}
	i := strings.LastIndexByte(l, ':')
	if i < 0 {
		return strings.HasPrefix(l, "Illegal move")
	}
	named := strings.TrimSpace(l[i+1:])
	return named == m || named == "usermove "+m
}

// parseResult reads "1-0 {White mates}" and the like.
func parseResult(l string) (Result, bool) {
	for _, r := range []string{"1-0", "0-1", "1/2-1/2"} {
		rest, ok := strings.CutPrefix(l, r)
		if !ok || (rest != "" && rest[0] != ' ') {
			continue
		}
		reason := strings.TrimSpace(rest)
		reason = strings.TrimSuffix(strings.TrimPrefix(reason, "{"), "}")
		return Result{Result: r, Reason: strings.TrimSpace(reason), Line: l}, true
	}
	return Result{}, false
}

// parseMove reads "move e2e4" (and the version-1 "My move is: e2e4").
func parseMove(l string) (string, bool) {
	for _, p := range []string{"move ", "My move is: ", "my move is "} {
		if rest, ok := strings.CutPrefix(l, p); ok {
			if f := strings.Fields(rest); len(f) > 0 {
				return f[0], true
			}
		}
	}
	return "", false
}

// toUCI converts the engine's move text (coordinates, SAN, O-O) in pos
// to UCI; unreadable or illegal text comes back unchanged.
func toUCI(pos *chess.Position, s string) string {
	if m, err := pos.ParseUCI(s); err == nil {
		return pos.UCI(m)
	}
	if m, err := pos.ParseSAN(s); err == nil {
		return pos.UCI(m)
	}
	if m, err := pos.ParseSAN(strings.ReplaceAll(s, "0", "O")); err == nil {
		return pos.UCI(m)
	}
	return s
}

// StartFEN is the initial position: `new` sets it up, so it needs no
// setboard (an engine without setboard=1 can still be given games from it).
const StartFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// setup is the prologue of every request: a new game in force mode, a
// search depth and, for engines without `sd`, at most a second a move
// (`st 1`), then the position.
func (c *Client) setup(fen string) []string {
	return append([]string{"new", "force", "sd " + strconv.Itoa(c.opts.Depth), "st 1"}, c.setboard(fen)...)
}

// setboard sets the position: nothing for the initial position after
// `new` when the engine has no setboard.
func (c *Client) setboard(fen string) []string {
	if fen == StartFEN && !c.feat.SetBoard {
		return nil
	}
	return []string{"setboard " + fen}
}

// EngineMove sets the position and sends `go`; it returns the engine's
// move in UCI ("" when it says the game is over or, after answering a
// ping, makes no move).
func (c *Client) EngineMove(ctx context.Context, fen string) (string, error) {
	t, err := c.Game(ctx, fen, nil, true)
	if err != nil {
		return "", err
	}
	return t.Move, t.Refusal()
}

// Refusal is an error when the engine refused the position or a move of
// the game (then its move, if any, was made elsewhere); nil otherwise.
func (t Transcript) Refusal() error {
	switch {
	case t.Rejected != "":
		return fmt.Errorf("the engine refused the position: %q", t.Rejected)
	case len(t.Illegal) > 0:
		return fmt.Errorf("the engine refused a move of the game: %q", t.Illegal[0])
	}
	return nil
}

// Game sets the position, feeds moves (UCI) in force mode and, with play,
// sends `go` and waits for the engine's move. Every result line is kept.
// A move of the game that the engine rejects ends the game there.
func (c *Client) Game(ctx context.Context, fen string, moves []string, play bool) (Transcript, error) {
	pos, unlock, err := c.begin(ctx, "game", fen, false)
	if err != nil {
		return Transcript{}, err
	}
	defer unlock()
	var t Transcript
	ply := 0
	// The moves are checked against the position as they go, so that the
	// engine's own move can be read in the position it was made in.
	for _, m := range moves {
		mv, err := pos.ParseUCI(m)
		if err != nil {
			return t, fmt.Errorf("game: move %d (%s) is not legal here: %v", ply+1, m, err)
		}
		pos.Make(mv)
		ply++
	}
	send := c.setup(fen)
	for _, m := range moves {
		send = append(send, c.userMove(m))
	}
	fed := 0 // moves the engine has not rejected, as far as we can tell
	collect := func(l string) {
		if r, ok := parseResult(l); ok {
			r.Ply = ply
			if t.RawMove != "" {
				r.Ply = ply + 1
			}
			t.Results = append(t.Results, r)
		}
		if fed < len(moves) && slices.ContainsFunc(moves, func(m string) bool { return isIllegal(l, m) }) {
			t.Illegal = append(t.Illegal, l)
		}
		if fed == 0 && t.Rejected == "" && (strings.HasPrefix(l, "tellusererror") || strings.Contains(l, "Illegal position") ||
			(strings.HasPrefix(l, "Error") && strings.Contains(l, "setboard"))) {
			t.Rejected = l
		}
	}
	if c.feat.Ping {
		c.ping++
		want := "pong " + strconv.Itoa(c.ping)
		err = c.exchange(ctx, "game", append(send, "ping "+strconv.Itoa(c.ping)), c.opts.Timeout, func(l string) bool {
			if l == want {
				return true
			}
			collect(l)
			return false
		})
	} else {
		// No barrier: read what comes for a moment.
		err = c.exchangeKeep(ctx, "game", send, min(c.opts.NoMoveWait, c.opts.Timeout), func(l string) bool { collect(l); return false }, true, nil)
		if errors.Is(err, protocol.ErrStillRunning) {
			err = nil
		}
	}
	fed = len(moves)
	if err != nil || !play {
		return t, c.countFault(err)
	}
	// go: wait for a move or a result; a pong without either means the
	// engine is idle, and after NoMoveWait it has no move to make.
	goSend := []string{"go"}
	want := ""
	if c.feat.Ping {
		c.ping++
		want = "pong " + strconv.Itoa(c.ping)
		goSend = append(goSend, "ping "+strconv.Itoa(c.ping))
	}
	ponged := false
	moved := func(l string) bool {
		if mv, ok := parseMove(l); ok && t.RawMove == "" {
			t.RawMove = mv
			t.Move = toUCI(pos, mv)
			return true
		}
		if _, ok := parseResult(l); ok {
			collect(l)
			return t.RawMove == "" // a result before any move: the engine has none
		}
		if want != "" && l == want {
			ponged = true
			return true
		}
		return false
	}
	// The wait for a move: the timeout, or without ping (silence then
	// means no move) at most 3 s. An engine still thinking after
	// MoveNowAfter, at most half of it (it was given `st 1`), is told to
	// move now (CECP `?`); the rest is for its move. A pong it owes still
	// follows the move; an idle engine ignores `?`.
	total := c.opts.Timeout
	if want == "" {
		total = min(c.opts.Timeout, 3*time.Second)
	}
	wait := total
	var moveNow func() time.Duration
	movedNow := time.Duration(0) // when `?` was sent; 0: not sent
	if first := min(c.opts.MoveNowAfter, total/2); first > 0 {
		wait = first
		moveNow = func() time.Duration {
			if err := c.Proc().WriteLine([]byte("?"), total-first); err != nil {
				return 0
			}
			movedNow = first
			return total - first
		}
	}
	err = c.exchangeKeep(ctx, "go", goSend, wait, moved, want == "", moveNow)
	if errors.Is(err, protocol.ErrStillRunning) {
		err = nil // no ping and silence: no move
	}
	var f *protocol.Fault
	if movedNow > 0 && errors.As(err, &f) && f.Kind == protocol.FaultTimeout {
		f.Detail = fmt.Sprintf("no move and no %q within %s, although told to move now (`?`) after %s", want, c.opts.Timeout, movedNow)
	}
	if err == nil && ponged && t.RawMove == "" && len(t.Results) == 0 {
		err = c.exchangeKeep(ctx, "go", nil, c.opts.NoMoveWait, moved, true, nil)
		if errors.Is(err, protocol.ErrStillRunning) {
			err = nil
		}
	}
	if err == nil && t.RawMove != "" {
		// Read what follows the move (a result line) up to a barrier.
		if mv, e := pos.ParseUCI(t.Move); e == nil {
			pos.Make(mv)
		}
		send := []string{"force"}
		if c.feat.Ping && !ponged {
			err = c.exchange(ctx, "go", send, c.opts.Timeout, func(l string) bool {
				if l == want {
					return true
				}
				collect(l)
				return false
			})
		} else if c.feat.Ping {
			c.ping++
			w := "pong " + strconv.Itoa(c.ping)
			err = c.exchange(ctx, "go", append(send, "ping "+strconv.Itoa(c.ping)), c.opts.Timeout, func(l string) bool {
				if l == w {
					return true
				}
				collect(l)
				return false
			})
		} else {
			err = c.exchangeKeep(ctx, "go", send, min(c.opts.NoMoveWait, c.opts.Timeout), func(l string) bool { collect(l); return false }, true, nil)
			if errors.Is(err, protocol.ErrStillRunning) {
				err = nil
			}
		}
	}
	return t, c.countFault(err)
}

// Usermoves sets the position before each move and sends it in force mode;
// accepted[i] reports whether the engine took moves[i] (no `Illegal move`
// or `Error` naming it before the pong that follows it). answered counts
// the moves answered: on an error, moves[answered] is the one in flight.
// Needs setboard (or the initial position) and ping.
func (c *Client) Usermoves(ctx context.Context, fen string, moves []string) (accepted []bool, answered int, err error) {
	return c.UsermovesAfter(ctx, fen, nil, moves)
}

// UsermovesAfter is Usermoves in the position reached by the moves of
// prefix (UCI) from fen, fed in force mode before each try: an engine
// without setboard is given a real game from the initial position.
func (c *Client) UsermovesAfter(ctx context.Context, fen string, prefix, moves []string) (accepted []bool, answered int, err error) {
	_, unlock, err := c.begin(ctx, "usermove", fen, true)
	if err != nil {
		return nil, 0, err
	}
	defer unlock()
	accepted = make([]bool, len(moves))
	if len(moves) == 0 {
		return accepted, 0, nil
	}
	if len(c.setboard(fen)) == 0 || len(prefix) > 0 {
		return c.usermovesUndo(ctx, fen, prefix, moves, accepted)
	}
	send := []string{"new", "force"}
	first := c.ping + 1
	for _, m := range moves {
		c.ping++
		send = append(send, "setboard "+fen, c.userMove(m), "ping "+strconv.Itoa(c.ping))
	}
	// All tries are written at once; each pong must then come within the
	// timeout of the one before (a slow engine with 218 moves to try is
	// still making progress).
	i := 0
	for i < len(moves) && err == nil {
		rejected := false
		want := "pong " + strconv.Itoa(first+i)
		err = c.exchange(ctx, "usermove", send, c.opts.Timeout, func(l string) bool {
			if isIllegal(l, moves[i]) {
				rejected = true
			}
			return l == want
		})
		send = nil
		if err == nil {
			accepted[i] = !rejected
			i++
		}
	}
	return accepted, i, c.countFault(err)
}

// usermovesUndo is UsermovesAfter without setboard: the game is set up
// once (`new`, the prefix in force mode) and each accepted move is taken
// back with `undo`, one move and one ping at a time; c.mu held.
func (c *Client) usermovesUndo(ctx context.Context, fen string, prefix, moves []string, accepted []bool) ([]bool, int, error) {
	send := append([]string{"new", "force"}, c.setboard(fen)...)
	for _, p := range prefix {
		send = append(send, c.userMove(p))
	}
	for i, m := range moves {
		c.ping++
		want := "pong " + strconv.Itoa(c.ping)
		rejected := false
		send = append(send, c.userMove(m), "ping "+strconv.Itoa(c.ping))
		err := c.exchange(ctx, "usermove", send, c.opts.Timeout, func(l string) bool {
			if isIllegal(l, m) {
				rejected = true
			}
			return l == want
		})
		if err != nil {
			return accepted, i, c.countFault(err)
		}
		accepted[i] = !rejected
		send = nil
		if !rejected {
			send = []string{"undo"}
		}
	}
	return accepted, len(moves), nil
}
