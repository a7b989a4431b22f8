// Package uci certifies a UCI chess engine (Stockfish and the like) for the
// one capability UCI can show: "moves" (Articles 1-4). It implements
// subject.Subject over the engine's UCI dialogue:
//
//   - Perft through `go perft N` ("Nodes searched: N"), and LegalMoves through
//     the per-move lines of `go perft 1` ("e2e4: 1"), where the engine has
//     that extension;
//   - Play and InCheck through the `d` debug command ("Fen: …",
//     "Checkers: …"), where the engine has it, with every move's legality
//     checked against the engine's own `go perft 1` list first;
//   - BestMove (`go depth 1` → `bestmove …`, "(none)" or "0000" when there is
//     no legal move) for engines with neither, so that the bestmove-legality
//     corpus can still check them.
//
// Every other capability is subject.ErrUnsupported. The engine is untrusted:
// it runs through protocol.Process (own process group, capped lines, drained
// stderr), every exchange has a timeout, and a fault (crash, timeout,
// oversized line) ends the process; the next request starts a fresh one.
// UCI has no way to reject a position, so a FEN that chessconform's own
// reader rejects is never sent: the request is unsupported for a UCI engine.
package uci

import (
	"context"
	"errors"
	"fmt"
	"regexp"
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
	protocol.Launch // the engine, its directory and environment, timeouts and limits (default 20 restarts)
	// NoPerft and NoDebug pretend the engine lacks `go perft` / `d` (tests
	// use them to exercise the bestmove path on a real engine).
	NoPerft, NoDebug bool
}

func (o *Options) defaults() {
	o.Launch = o.Launch.WithDefaults(20)
}

// Features are what the engine showed it can do at launch.
type Features struct {
	Name     string // `id name`
	Author   string // `id author`
	Perft    bool   // `go perft N` ends with "Nodes searched: N"
	Divide   bool   // `go perft 1` lists every move as "move: 1"
	Debug    bool   // `d` prints "Fen: …" and "Checkers: …"
	Chess960 bool   // option UCI_Chess960 exists
}

// Client implements subject.Subject for a UCI engine; only "moves" is
// supported. Requests are serialised.
type Client struct {
	protocol.Stub       // unsupported: every capability but moves
	protocol.Supervisor // the engine's process: Stats, PIDs, Close
	opts                Options

	mu   sync.Mutex
	feat Features
	c960 bool // current UCI_Chess960 value
}

var _ subject.Subject = (*Client)(nil)

// Start launches the engine, runs the UCI handshake and probes what it
// supports. The error is a *protocol.LaunchError when the engine is unusable.
func Start(ctx context.Context, opts Options) (*Client, error) {
	opts.defaults()
	c := &Client{Stub: protocol.Stub{Transport: unsupported}, opts: opts}
	c.Supervisor = protocol.NewSupervisor(&c.mu, func() []byte { return []byte("quit") })
	if err := c.launch(ctx, true); err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}

// Features reports what the engine showed at launch.
func (c *Client) Features() Features {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.feat
}

// launch starts the engine and shakes hands; probe also finds its features
// (done once: a restarted engine is the same program).
func (c *Client) launch(ctx context.Context, probe bool) error {
	if _, err := c.Spawn(c.opts.Argv, c.opts.Dir, c.opts.Env, c.opts.MaxLine, c.opts.StderrTail); err != nil {
		return err
	}
	c.c960 = false
	hctx, cancel := context.WithTimeout(ctx, c.opts.HandshakeTimeout)
	defer cancel()
	fail := func(err error) error { return c.HandshakeFailed(c.opts.Argv, err) }
	feat := Features{}
	err := c.exchange(hctx, "uci", []string{"uci"}, c.opts.HandshakeTimeout, func(l string) bool {
		switch {
		case strings.HasPrefix(l, "id name "):
			feat.Name = strings.TrimSpace(strings.TrimPrefix(l, "id name "))
		case strings.HasPrefix(l, "id author "):
			feat.Author = strings.TrimSpace(strings.TrimPrefix(l, "id author "))
		case strings.HasPrefix(l, "option name UCI_Chess960 "):
			feat.Chess960 = true
		}
		return l == "uciok"
	})
	if err == nil {
		err = c.sync(hctx, "isready", c.opts.HandshakeTimeout)
	}
	if err != nil {
		return fail(err)
	}
	if !probe {
		return nil
	}
	if !c.opts.NoPerft {
		if err := c.probePerft(hctx, &feat); err != nil {
			return fail(err)
		}
	}
	if !c.opts.NoDebug {
		if err := c.probeDebug(hctx, &feat); err != nil {
			return fail(err)
		}
	}
	c.feat = feat
	return nil
}

const startFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// probePerft asks `go perft 1` of the start position. An engine without the
// extension usually starts an ordinary search instead, so a bestmove or
// silence means "no perft" and the search is stopped.
func (c *Client) probePerft(ctx context.Context, feat *Features) error {
	moves := 0
	perft := false
	wait := min(c.opts.HandshakeTimeout, 5*time.Second)
	err := c.exchangeKeep(ctx, "go perft", []string{"position startpos", "go perft 1"}, wait, func(l string) bool {
		if divideLine.MatchString(l) {
			moves++
		}
		if _, ok := nodesSearched(l); ok {
			perft = true
			return true
		}
		return strings.HasPrefix(l, "bestmove")
	}, true)
	if errors.Is(err, protocol.ErrStillRunning) {
		// A search that goes on: stop it and wait for its bestmove.
		err = c.exchange(ctx, "stop", []string{"stop"}, wait, func(l string) bool { return strings.HasPrefix(l, "bestmove") })
	}
	if err != nil {
		return err
	}
	if !perft {
		// Whatever the engine printed after its bestmove is drained here.
		return c.sync(ctx, "isready", wait)
	}
	feat.Perft = true
	feat.Divide = moves == 20
	return c.sync(ctx, "isready", wait)
}

// probeDebug sends `d`; engines without it ignore it or complain, and the
// isready barrier ends the wait either way.
func (c *Client) probeDebug(ctx context.Context, feat *Features) error {
	fen, _, ok, err := c.debug(ctx, "position startpos", min(c.opts.HandshakeTimeout, 5*time.Second))
	if err != nil {
		return err
	}
	feat.Debug = ok && fen != ""
	return nil
}

// exchange writes lines and reads the engine's output until done reports
// true, within timeout (protocol.Supervisor.Exchange). It never takes c.mu
// (callers hold it or own c). On a fault the process is ended.
func (c *Client) exchange(ctx context.Context, op string, send []string, timeout time.Duration, done func(string) bool) error {
	return c.Exchange(ctx, op, send, timeout, done, protocol.ExchangeOptions{})
}

// exchangeKeep is exchange; with keep, a timeout returns
// protocol.ErrStillRunning and leaves the engine running (to be sent "stop").
func (c *Client) exchangeKeep(ctx context.Context, op string, send []string, timeout time.Duration, done func(string) bool, keep bool) error {
	return c.Exchange(ctx, op, send, timeout, done, protocol.ExchangeOptions{Keep: keep})
}

// sync sends isready and waits for readyok, discarding what comes before.
func (c *Client) sync(ctx context.Context, op string, timeout time.Duration) error {
	return c.exchange(ctx, op, []string{"isready"}, timeout, func(l string) bool { return l == "readyok" })
}

var divideLine = regexp.MustCompile(`^([a-h][1-8][a-h][1-8][qrbn]?): (\d+)$`)

func nodesSearched(l string) (uint64, bool) {
	rest, ok := strings.CutPrefix(l, "Nodes searched:")
	if !ok {
		return 0, false
	}
	n, err := strconv.ParseUint(strings.TrimSpace(rest), 10, 64)
	return n, err == nil
}

// begin takes the lock, checks the position and (re)starts the engine.
// The returned function releases the lock.
func (c *Client) begin(ctx context.Context, op, fen string, need bool, what string) (*chess.Position, func(), error) {
	c.mu.Lock()
	unlock := c.mu.Unlock
	if !need {
		unlock()
		return nil, nil, fmt.Errorf("%s: the engine has no %s: %w", op, what, subject.ErrUnsupported)
	}
	pos, err := chess.ParseFEN(fen)
	if err != nil {
		unlock()
		return nil, nil, fmt.Errorf("%s: UCI cannot reject a position, so an invalid FEN is not sent (%v): %w", op, err, subject.ErrUnsupported)
	}
	// UCI engines may assume positions that can arise (Stockfish crashes
	// on some that cannot), so such a FEN is not sent to them.
	if why := pos.ImpossibleCheck(chess.RetroEnPassant); why != "" {
		unlock()
		return nil, nil, fmt.Errorf("%s: a UCI engine may assume a position that can arise in a game, and this one cannot: %s: %w", op, why, subject.ErrUnsupported)
	}
	if c.Closed() {
		unlock()
		return nil, nil, &protocol.Fault{Kind: protocol.FaultLaunch, Op: op, Detail: "client closed"}
	}
	if err := ctx.Err(); err != nil {
		unlock()
		return nil, nil, &protocol.Fault{Kind: protocol.FaultDeadline, Op: op, Detail: err.Error()}
	}
	if err := c.Restart(op, c.opts.MaxRestarts, func() error {
		err := c.launch(ctx, false)
		if err != nil {
			c.Counters().Faults++
		}
		return err
	}); err != nil {
		unlock()
		return nil, nil, err
	}
	c.Counters().Requests++
	if pos.Chess960() != c.c960 {
		if !c.feat.Chess960 && pos.Chess960() {
			unlock()
			return nil, nil, fmt.Errorf("%s: a Chess960 position and the engine has no UCI_Chess960 option: %w", op, subject.ErrUnsupported)
		}
		if c.feat.Chess960 {
			v := pos.Chess960()
			if err := c.exchange(ctx, op, []string{"setoption name UCI_Chess960 value " + strconv.FormatBool(v), "isready"}, c.opts.Timeout,
				func(l string) bool { return l == "readyok" }); err != nil {
				c.Counters().Faults++
				unlock()
				return nil, nil, err
			}
			c.c960 = v
		}
	}
	return pos, unlock, nil
}

func (c *Client) countFault(err error) error {
	if errors.Is(err, protocol.ErrFault) {
		c.Counters().Faults++
	}
	return err
}

// positionCmd is the UCI `position` command for fen and moves.
func positionCmd(fen string, moves []string) string {
	s := "position fen " + fen
	if len(moves) > 0 {
		s += " moves " + strings.Join(moves, " ")
	}
	return s
}

// perft runs `go perft depth` after position; c.mu held.
func (c *Client) perft(ctx context.Context, op, position string, depth int) (uint64, []string, error) {
	var (
		nodes  uint64
		divide []string
	)
	err := c.exchange(ctx, op, []string{position, "go perft " + strconv.Itoa(depth)}, c.opts.Timeout, func(l string) bool {
		if m := divideLine.FindStringSubmatch(l); m != nil {
			divide = append(divide, m[1])
		}
		n, ok := nodesSearched(l)
		if ok {
			nodes = n
		}
		return ok
	})
	return nodes, divide, c.countFault(err)
}

// Perft implements subject.Moves through `go perft N`.
func (c *Client) Perft(ctx context.Context, fen string, depth int) (uint64, error) {
	_, unlock, err := c.begin(ctx, "perft", fen, c.Features().Perft, "`go perft`")
	if err != nil {
		return 0, err
	}
	defer unlock()
	if depth < 1 {
		// `go perft 0` is an unlimited search for most engines.
		return 0, fmt.Errorf("perft: depth %d cannot be asked over UCI: %w", depth, subject.ErrUnsupported)
	}
	n, _, err := c.perft(ctx, "perft", positionCmd(fen, nil), depth)
	return n, err
}

// LegalMoves implements subject.Moves: the move lines of `go perft 1`.
func (c *Client) LegalMoves(ctx context.Context, fen string) ([]string, error) {
	_, unlock, err := c.begin(ctx, "legal_moves", fen, c.Features().Divide, "per-move output of `go perft 1`")
	if err != nil {
		return nil, err
	}
	defer unlock()
	return c.legal(ctx, "legal_moves", fen, nil)
}

func (c *Client) legal(ctx context.Context, op, fen string, moves []string) ([]string, error) {
	n, divide, err := c.perft(ctx, op, positionCmd(fen, moves), 1)
	if err != nil {
		return nil, err
	}
	if uint64(len(divide)) != n {
		return nil, fmt.Errorf("%s: `go perft 1` listed %d moves but counted %d", op, len(divide), n)
	}
	if divide == nil {
		divide = []string{}
	}
	return divide, nil
}

// debug sends position and `d`, then isready; it returns the "Fen:" and
// "Checkers:" lines' values (ok: a Checkers line was seen).
func (c *Client) debug(ctx context.Context, position string, timeout time.Duration) (fen, checkers string, ok bool, err error) {
	err = c.exchange(ctx, "d", []string{position, "d", "isready"}, timeout, func(l string) bool {
		if v, found := strings.CutPrefix(l, "Fen:"); found {
			fen = strings.TrimSpace(v)
		}
		if v, found := strings.CutPrefix(l, "Checkers:"); found {
			checkers, ok = strings.TrimSpace(v), true
		}
		return l == "readyok"
	})
	return fen, checkers, ok, c.countFault(err)
}

// Play implements subject.Moves: each move is checked against the engine's
// own legal-move list, then `d` reports the FEN reached.
func (c *Client) Play(ctx context.Context, fen string, moves []string) (string, error) {
	f := c.Features()
	_, unlock, err := c.begin(ctx, "play", fen, f.Divide && f.Debug, "`go perft 1` move list and `d` command")
	if err != nil {
		return "", err
	}
	defer unlock()
	for i, m := range moves {
		legal, err := c.legal(ctx, "play", fen, moves[:i])
		if err != nil {
			return "", err
		}
		if !slices.Contains(legal, m) {
			return "", fmt.Errorf("move %d: %s is not a legal move", i+1, m)
		}
	}
	got, _, _, err := c.debug(ctx, positionCmd(fen, moves), c.opts.Timeout)
	if err != nil {
		return "", err
	}
	if got == "" {
		return "", fmt.Errorf("play: `d` printed no Fen line")
	}
	return got, nil
}

// InCheck implements subject.Moves: the "Checkers:" line of `d`.
func (c *Client) InCheck(ctx context.Context, fen string) (bool, error) {
	_, unlock, err := c.begin(ctx, "in_check", fen, c.Features().Debug, "`d` command")
	if err != nil {
		return false, err
	}
	defer unlock()
	_, checkers, ok, err := c.debug(ctx, positionCmd(fen, nil), c.opts.Timeout)
	if err != nil {
		return false, err
	}
	if !ok {
		return false, fmt.Errorf("in_check: `d` printed no Checkers line")
	}
	return checkers != "", nil
}

// OnlyBestMove reports whether the engine can only name a best move (no
// perft move list): the bestmove-legality corpus then uses BestMove.
func (c *Client) OnlyBestMove() bool { return !c.Features().Divide }

// BestMove asks `go depth 1` and returns the move of "bestmove", or "" when
// the engine says there is none ("(none)", "0000"). An engine that ignores
// the depth is stopped after a while.
func (c *Client) BestMove(ctx context.Context, fen string) (string, error) {
	_, unlock, err := c.begin(ctx, "bestmove", fen, true, "")
	if err != nil {
		return "", err
	}
	defer unlock()
	var best string
	parse := func(l string) bool {
		rest, ok := strings.CutPrefix(l, "bestmove")
		if !ok || (rest != "" && rest[0] != ' ') {
			return false
		}
		f := strings.Fields(rest)
		if len(f) > 0 {
			best = f[0]
		}
		return true
	}
	wait := max(c.opts.Timeout/2, time.Millisecond)
	// UCI: isready after ucinewgame, before the next position.
	if err := c.exchange(ctx, "bestmove", []string{"ucinewgame", "isready"}, c.opts.Timeout, func(l string) bool { return l == "readyok" }); err != nil {
		return "", c.countFault(err)
	}
	err = c.exchangeKeep(ctx, "bestmove", []string{positionCmd(fen, nil), "go depth 1"}, wait, parse, true)
	if errors.Is(err, protocol.ErrStillRunning) {
		// An engine that ignores the depth: stop it; the rest of the
		// timeout is for its bestmove.
		err = c.exchange(ctx, "bestmove", []string{"stop"}, c.opts.Timeout-wait, parse)
	}
	if err != nil {
		return "", c.countFault(err)
	}
	if best == "(none)" || best == "0000" {
		return "", nil
	}
	if best == "" {
		return "", fmt.Errorf("bestmove: no move in the bestmove line")
	}
	return best, nil
}

// unsupported answers every operation but those of "moves".
var unsupported = protocol.Unsupported(func(op string) error {
	return fmt.Errorf("%s: a UCI engine answers only the moves capability: %w", op, subject.ErrUnsupported)
})
