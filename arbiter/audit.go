package arbiter

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/clock"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/pgn"
	"github.com/chessconform/chessconform/rulebook"
	"github.com/chessconform/chessconform/timecontrol"
)

// Finding is a game whose declared result or termination disagrees with what
// the Laws imply, or that cannot be audited.
type Finding struct {
	File        string         `json:"file,omitempty"` // set by callers auditing several inputs
	Game        int            `json:"game"`           // 1-based number in the file
	Line        int            `json:"line"`           // where the game starts
	Site        string         `json:"site,omitempty"`
	White       string         `json:"white,omitempty"`
	Black       string         `json:"black,omitempty"`
	Declared    outcome.Result `json:"declared"`                       // the Result tag / termination marker
	Termination string         `json:"declared_termination,omitempty"` // the Termination tag
	Implied     outcome.Result `json:"implied,omitempty"`              // the result the Laws imply
	Kind        string         `json:"kind"`                           // see the Kind constants
	Article     string         `json:"article,omitempty"`
	Ply         int            `json:"ply,omitempty"` // the ply after which the Laws end the game
	Detail      string         `json:"detail"`
}

// Kinds of finding.
const (
	KindPastEnd      = "played-past-end"      // moves were played after the Laws ended the game
	KindResult       = "result-mismatch"      // the game ended on the board with another result
	KindTermination  = "termination-mismatch" // the game ended on the board, but the Termination tag says time or abandonment
	KindFalseMate    = "false-checkmate"      // a move marked # (or a Termination saying mate) is not mate
	KindFlagDraw     = "flag-draw"            // lost on time, but the opponent cannot checkmate: 6.9 draw
	KindFlagWin      = "flag-win"             // drawn on time, but the opponent can checkmate: 6.9 loss
	KindResignDraw   = "resignation-draw"     // resigned against a player who cannot checkmate (2023 5.1.2)
	KindClock        = "clock-above-control"  // a [%clk] reading above what the TimeControl allows
	KindUnreadable   = "unreadable"           // the PGN could not be read or replayed
	KindUnterminated = "no-result"            // "*": nothing to compare
)

// AuditOptions configure an audit.
type AuditOptions struct {
	// CanMate decides flag falls, drawn timeouts and (when set) whether a
	// game declared drawn had reached a dead position earlier, e.g.
	// SearchCanMate(DefaultNodes) as the adjudicate command does. nil means
	// laws.MaterialCanMate, the fast setting: material proofs only, and no
	// second look at drawn games. Every other game is judged with the
	// material proofs only (throughput: the search runs only where a flag
	// fell or a draw is declared).
	CanMate laws.CanMate
	// Quick, if set with CanMate, is a cheaper first try of CanMate (a
	// smaller budget of the same search: SearchQuick), asked of both sides
	// of a drawn game's position before CanMate is asked of either: one side
	// able to mate makes the position not dead, so a quick helpmate for
	// Black spares White's full search. Only its Winnable answers are used
	// (a helpmate is a proof whatever CanMate would answer, and no sound
	// CanMate answers Unwinnable for that side); anything else falls through
	// to CanMate. So it changes which questions are asked, never a
	// finding. Flag falls ask one side only and get CanMate alone (a quick
	// pass first would only repeat the start of its search).
	Quick laws.CanMate
	// Jobs is the number of games judged at once (the reading stays in one
	// goroutine); <= 1 judges them one after another. The findings are
	// emitted in input order and are the same whatever Jobs is.
	Jobs int
}

// Summary counts an audit.
type Summary struct {
	Games      int            `json:"games"`
	Audited    int            `json:"audited"`
	Unreadable int            `json:"unreadable"`
	Findings   int            `json:"findings"`
	ByKind     map[string]int `json:"by_kind"`
	Rulebook   string         `json:"rulebook"`
}

// Auditor audits PGN games under one rulebook. It holds no mutable state.
type Auditor struct {
	r       *rulebook.Resolved
	status  *laws.Judge // material test only: cheap enough for every move
	judge   *laws.Judge // the caller's predicate, for flag falls
	dead    *laws.Judge // the same with the quick pass first, for the dead-position test of drawn games
	canMate laws.CanMate
	// deadCheck: look again at games declared drawn with canMate (a
	// predicate stronger than the material proofs was given).
	deadCheck bool
	resign    rulebook.Outcome
	arts      articles
	jobs      int
}

// NewAuditor prepares an audit under r.
func NewAuditor(r *rulebook.Resolved, o AuditOptions) (*Auditor, error) {
	a := &Auditor{r: r, canMate: o.CanMate, deadCheck: o.CanMate != nil, jobs: o.Jobs}
	if o.CanMate == nil {
		a.canMate = laws.MaterialCanMate
	}
	var err error
	if a.status, err = laws.New(r, laws.Options{CanMate: laws.MaterialCanMate, NoClaims: true}); err != nil {
		return nil, err
	}
	if a.judge, err = laws.New(r, laws.Options{CanMate: a.canMate}); err != nil {
		return nil, err
	}
	a.dead = a.judge
	if o.Quick != nil && a.deadCheck {
		if a.dead, err = laws.New(r, laws.Options{CanMate: a.canMate, Quick: winnableOnly(o.Quick)}); err != nil {
			return nil, err
		}
	}
	a.resign = r.ResignationCannotMate()
	a.arts = deriveArticles(r.Untraced()) // article numbers only: no ruling rests on them
	return a, nil
}

// winnableOnly keeps q's proofs of Winnable (a helpmate found) and turns
// every other answer into Undetermined, so that the judge asks its full
// predicate then: the quick pass can only end the questions about a
// position early where the full predicate could not answer Unwinnable.
func winnableOnly(q laws.CanMate) laws.CanMate {
	return func(ctx context.Context, p *chess.Position, side chess.Color) outcome.Verdict {
		if q(ctx, p, side) == outcome.Winnable {
			return outcome.Winnable
		}
		return outcome.Undetermined
	}
}

// Audit reads every game of in, streaming, and calls emit for each finding,
// in input order. It returns the counts; an error is returned only when the
// input itself fails (a read error), emit fails or ctx is cancelled.
//
// With AuditOptions.Jobs > 1 one goroutine reads the games (and follows each
// with the status judge, which is cheap) while Jobs goroutines judge them
// (the unwinnability searches behind flag falls are the expensive part),
// 16 games at a time; at most 64*Jobs games are in memory at once. The findings are those of the
// one-goroutine run, in the same order.
func (a *Auditor) Audit(ctx context.Context, in io.Reader, emit func(Finding) error) (Summary, error) {
	sum := Summary{ByKind: map[string]int{}, Rulebook: a.r.ID}
	count := func(fs []Finding) error {
		if err := ctx.Err(); err != nil {
			return err // a search cut short may have judged wrongly: emit nothing more
		}
		for _, f := range fs {
			if f.Kind != KindUnreadable {
				sum.Findings++
			}
			sum.ByKind[f.Kind]++
			if err := emit(f); err != nil {
				return err
			}
		}
		return nil
	}
	if a.jobs > 1 {
		err := a.auditParallel(ctx, in, &sum, count)
		return sum, err
	}
	rd := pgn.NewReader(in)
	rd.ReuseGame = true // each game is audited before the next is read
	// The judge follows each game as the reader replays it (no second replay).
	sc := auditScratch{replay: a.status.NewReplay()}
	rd.Follow = sc.replay
	for {
		if err := ctx.Err(); err != nil {
			return sum, err
		}
		g, err := rd.Next()
		if errors.Is(err, io.EOF) {
			return sum, nil
		}
		r, err := a.read(ctx, g, err, &sc, &sum)
		if err != nil {
			return sum, err
		}
		if r.fs == nil {
			r.fs = a.judgeGame(ctx, r.g, r.moves, r.st, r.err, &sc)
		}
		if err := count(r.fs); err != nil {
			return sum, err
		}
	}
}

// readGame is one game as the reading goroutine hands it on: either its
// findings already (unreadable), or the game with its status to judge.
type readGame struct {
	g     *pgn.Game
	moves []chess.Move // g's main line, in the status judge's memory
	st    laws.Status
	err   error // from the status judge
	fs    []Finding
}

// read takes the result of one call to Next: it counts the game, and either
// makes the unreadable finding or takes the status from the judge that
// followed the reader. A non-nil error ends the audit.
func (a *Auditor) read(ctx context.Context, g *pgn.Game, err error, sc *auditScratch, sum *Summary) (readGame, error) {
	if err != nil {
		return a.unreadable(g, err, sum)
	}
	sum.Games++
	sum.Audited++
	// The moves the status judge followed, in its memory: valid until the
	// next game is read (a parallel audit's judges take them from the copy
	// of the game instead).
	r := readGame{g: g, moves: sc.replay.Moves()}
	r.st, r.err = sc.replay.Status(ctx, laws.NewGameUnchecked(g.Start, r.moves), g.End) // pgn.Reader checked every move
	return r, nil
}

// unreadable is read for a game Next returned with the error err: the
// unreadable finding for a *pgn.Error, else err (which ends the audit).
// (Apart from read, so that the *pgn.Error the errors.As needs is
// allocated only for a game with an error.)
func (a *Auditor) unreadable(g *pgn.Game, err error, sum *Summary) (readGame, error) {
	var perr *pgn.Error
	if !errors.As(err, &perr) {
		return readGame{}, err
	}
	sum.Games++
	sum.Unreadable++
	f := a.base(g)
	f.Game, f.Line, f.Kind, f.Detail = perr.Game, perr.Line, KindUnreadable, perr.Error()
	return readGame{fs: []Finding{f}}, nil
}

// batch is the number of games handed to a judge at once: fewer hand-overs
// between goroutines.
const batch = 16

// auditParallel is Audit with a.jobs judges (see Audit). The reader reads
// with ReuseGame (as the serial audit does) and copies each game to judge
// into a Game recycled from the judges: no allocation per game once the
// pipeline is full, which the garbage collector would otherwise charge for.
func (a *Auditor) auditParallel(ctx context.Context, in io.Reader, sum *Summary, count func([]Finding) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type job struct {
		rs   []readGame
		done chan [][]Finding
	}
	window := 4 * a.jobs             // batches in flight
	todo := make(chan *job, window)  // to the judges
	order := make(chan *job, window) // to the emitter, in input order
	free := make(chan *pgn.Game, (2*window+a.jobs+1)*batch)
	readErr := make(chan error, 1)
	var wg sync.WaitGroup
	for i := 0; i < a.jobs; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sc := auditScratch{}
			for j := range todo {
				out := make([][]Finding, len(j.rs))
				for k, r := range j.rs {
					out[k] = r.fs
					if r.fs == nil {
						out[k] = a.judgeGame(ctx, r.g, nil, r.st, r.err, &sc)
						select {
						case free <- r.g:
						default:
						}
					}
				}
				j.done <- out
			}
		}()
	}
	var read Summary // the reader's counts (Games, Audited, Unreadable)
	go func() {
		defer close(order)
		defer close(todo)
		rd := pgn.NewReader(in)
		rd.ReuseGame = true // each game to judge is copied
		sc := auditScratch{replay: a.status.NewReplay()}
		rd.Follow = sc.replay
		var rs []readGame
		send := func() bool {
			j := &job{rs: rs, done: make(chan [][]Finding, 1)}
			rs = nil
			select {
			case order <- j: // blocks when the emitter is window batches behind
			case <-ctx.Done():
				return false
			}
			todo <- j
			return true
		}
		for {
			if err := ctx.Err(); err != nil {
				readErr <- err
				return
			}
			g, err := rd.Next()
			if errors.Is(err, io.EOF) {
				if len(rs) > 0 && !send() {
					readErr <- ctx.Err()
					return
				}
				readErr <- nil
				return
			}
			r, err := a.read(ctx, g, err, &sc, &read)
			if err != nil {
				readErr <- err
				return
			}
			if r.fs == nil {
				var c *pgn.Game
				select {
				case c = <-free:
				default:
					c = new(pgn.Game)
				}
				copyGame(c, r.g)
				r.g, r.moves = c, nil // (the moves are overwritten by the next game)
			}
			if rs = append(rs, r); len(rs) == batch && !send() {
				readErr <- ctx.Err()
				return
			}
		}
	}()
	var emitErr error
	for j := range order {
		for _, fs := range <-j.done {
			if emitErr == nil {
				if emitErr = count(fs); emitErr != nil {
					cancel() // the reader stops; the judges finish their batches
				}
			}
		}
	}
	wg.Wait()
	err := <-readErr
	sum.Games, sum.Audited, sum.Unreadable = read.Games, read.Audited, read.Unreadable
	if emitErr != nil {
		return emitErr
	}
	return err
}

// copyGame copies what judging a game reads (tags, main line, positions)
// into dst, reusing dst's memory. Strings are shared (they are never
// overwritten); the variations are left out (the audit judges the main line).
func copyGame(dst, src *pgn.Game) {
	tags, plies, start, end := dst.Tags[:0], dst.Plies[:0], dst.Start, dst.End
	*dst = *src
	dst.Tags = append(tags, src.Tags...)
	dst.Plies = append(plies, src.Plies...)
	for i := range dst.Plies {
		dst.Plies[i].Variations = nil
	}
	if start == nil {
		start = new(chess.Position)
	}
	if end == nil {
		end = new(chess.Position)
	}
	*start, *end = *src.Start, *src.End
	dst.Start, dst.End = start, end
}

func (a *Auditor) base(g *pgn.Game) Finding {
	f := Finding{}
	if g == nil {
		return f
	}
	f.Game, f.Line, f.Declared = g.Number, g.Line, outcome.Result(g.Result) // the termination marker pgn.Reader read
	f.Site, _ = g.Tag("Site")
	f.White, _ = g.Tag("White")
	f.Black, _ = g.Tag("Black")
	f.Termination, _ = g.Tag("Termination")
	return f
}

// Game audits one game that was read without error.
func (a *Auditor) Game(ctx context.Context, g *pgn.Game) []Finding {
	return a.game(ctx, g, nil)
}

// auditScratch is what Audit reuses from one game to the next: the move
// list, the clock controls of the TimeControl tags seen (a file has a few),
// the status judge.
type auditScratch struct {
	moves    []chess.Move
	controls map[string]clock.Control // by TimeControl tag; nil when the tag gives no clock control
	replay   *laws.Replay             // the status judge, following the reader
}

// maxControls bounds auditScratch.controls.
const maxControls = 64

// game is Game, reusing sc's memory when sc is not nil.
func (a *Auditor) game(ctx context.Context, g *pgn.Game, sc *auditScratch) []Finding {
	st, err := a.status.Status(ctx, laws.NewGameUnchecked(g.Start, g.Moves())) // pgn.Reader checked every move
	return a.judgeGame(ctx, g, nil, st, err, sc)
}

// judgeGame judges a game read without error whose status under the
// material proofs is st (or err), reusing sc's memory when sc is not nil.
// moves are g's moves when the caller has them, else nil.
func (a *Auditor) judgeGame(ctx context.Context, g *pgn.Game, moves []chess.Move, st laws.Status, err error, sc *auditScratch) []Finding {
	f := a.base(g)
	switch {
	case moves != nil:
	case sc != nil:
		sc.moves = sc.moves[:0]
		for i := range g.Plies { // (by index: a Ply is large to copy)
			sc.moves = append(sc.moves, g.Plies[i].Move)
		}
		moves = sc.moves
	default:
		moves = g.Moves()
	}
	if err != nil {
		f.Kind, f.Detail = KindUnreadable, err.Error()
		return []Finding{f}
	}
	out := a.clocks(g, f, sc)
	// A move written with '#' that does not mate.
	if n := len(g.Plies); n > 0 && strings.HasSuffix(g.Plies[n-1].SAN, "#") && st.Outcome.Termination() != outcome.Checkmate {
		ff := f
		ff.Kind, ff.Ply = KindFalseMate, n
		ff.Detail = fmt.Sprintf("the last move %s is marked as mate but does not checkmate", g.Plies[n-1].SAN)
		out = append(out, ff)
	}
	if st.Outcome.Result() != outcome.InPlay {
		if st.Outcome.Result() == f.Declared && st.Ply == len(moves) {
			if containsFold(f.Termination, "time") || containsFold(f.Termination, "abandon") {
				ff := f
				ff.Kind, ff.Implied, ff.Article, ff.Ply = KindTermination, st.Outcome.Result(), st.Article, st.Ply
				ff.Detail = fmt.Sprintf("the game ended by %s on the board, not as the Termination tag %q says", st.Outcome.Termination(), f.Termination)
				out = append(out, ff)
			}
			return out
		}
		ff := f
		ff.Implied, ff.Article, ff.Ply = st.Outcome.Result(), st.Article, st.Ply
		if st.Ply < len(moves) {
			ff.Kind = KindPastEnd
			ff.Detail = fmt.Sprintf("the game ended by %s after ply %d (%s), but %s played and %s declared", st.Outcome.Termination(), st.Ply, moveName(st.Ply), morePlies(len(moves)-st.Ply), g.Result)
		} else {
			ff.Kind = KindResult
			ff.Detail = fmt.Sprintf("the game ended by %s on the board (%s), but %s is declared", st.Outcome.Termination(), st.Outcome.Result(), g.Result)
		}
		return append(out, ff)
	}
	if f.Declared == outcome.InPlay {
		return out
	}
	if f.Declared == outcome.Draw && a.deadCheck {
		if dead := a.deadBefore(ctx, moves, g, f); dead != nil {
			return append(out, dead...)
		}
	}
	end := g.End
	if end == nil {
		p := *g.Start
		for _, m := range moves {
			p.Make(m)
		}
		end = &p
	}
	timeout := containsFold(f.Termination, "time")
	switch {
	case timeout && (f.Declared == outcome.WhiteWins || f.Declared == outcome.BlackWins):
		loser := chess.Black
		if f.Declared == outcome.BlackWins {
			loser = chess.White
		}
		d := a.judge.FlagFall(ctx, end, loser)
		if d.Result == outcome.Draw {
			ff := f
			ff.Kind, ff.Implied, ff.Article, ff.Ply = KindFlagDraw, outcome.Draw, d.Article, len(moves)
			ff.Detail = fmt.Sprintf("%s lost on time, but %s cannot checkmate by any series of legal moves", loser, loser.Other())
			out = append(out, ff)
		}
	case timeout && f.Declared == outcome.Draw:
		// The clock runs for the player having the move.
		// One question: the flag-fall decision carries the verdict it rests
		// on (a.judge asks a.canMate alone), so the search is not run twice.
		flagged := end.SideToMove()
		if d := a.judge.FlagFall(ctx, end, flagged); d.Verdict == outcome.Winnable {
			ff := f
			ff.Kind, ff.Implied, ff.Article, ff.Ply = KindFlagWin, d.Result, d.Article, len(moves)
			ff.Detail = fmt.Sprintf("%s's flag fell and %s can checkmate (a helpmate exists): a draw only if he cannot", flagged, flagged.Other())
			out = append(out, ff)
		}
	case !timeout && (f.Declared == outcome.WhiteWins || f.Declared == outcome.BlackWins) && a.resign.Result == rulebook.ResultDraw && !a.resign.Absent:
		loser := chess.Black
		if f.Declared == outcome.BlackWins {
			loser = chess.White
		}
		// A decisive game not ended on the board nor on time: a resignation.
		// Only the material proofs are used here (every resigned game is checked).
		if laws.MaterialCanMate(ctx, end, loser.Other()) == outcome.Unwinnable {
			ff := f
			ff.Kind, ff.Implied, ff.Article, ff.Ply = KindResignDraw, outcome.Draw, a.resign.Article, len(moves)
			ff.Detail = fmt.Sprintf("%s resigned, but %s cannot checkmate by any series of legal moves", loser, loser.Other())
			out = append(out, ff)
		}
	}
	return out
}

// containsFold reports whether s contains the lower-case ASCII word sub in
// any case: strings.Contains(strings.ToLower(s), sub) without building the
// lower-case copy for every game.
func containsFold(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return true
		}
	}
	return false
}

// morePlies writes "1 more ply was", "3 more plies were".
func morePlies(n int) string {
	if n == 1 {
		return "1 more ply was"
	}
	return fmt.Sprintf("%d more plies were", n)
}

// moveName writes ply n (1-based, from the initial side White) as "23. Nf3"-style numbering "move 23 (White)".
func moveName(ply int) string {
	side := "White"
	if ply%2 == 0 {
		side = "Black"
	}
	return fmt.Sprintf("move %d by %s", (ply+1)/2, side)
}

// readingSlack is the rounding of a [%clk] reading: whole seconds.
const readingSlack = time.Second

// clocks runs the TimeControl over the [%clk] readings and reports the first
// reading above what the control allows after that move (the time left, the
// increment, and the next period's time at a period's end). The Laws add time
// only as a penalty or in the quickplay finish, never by a player's choice.
func (a *Auditor) clocks(g *pgn.Game, f Finding, sc *auditScratch) []Finding {
	tcs, ok := g.Tag("TimeControl")
	if !ok {
		return nil
	}
	var ctl clock.Control
	known := false
	if sc != nil {
		ctl, known = sc.controls[tcs] // a clock only reads its control
	}
	if !known {
		if tc, err := timecontrol.ParsePGN(tcs); err == nil {
			if ctl, err = clock.FromTimeControl(tc); err != nil {
				ctl = nil
			}
		}
		if sc != nil && len(sc.controls) < maxControls {
			if sc.controls == nil {
				sc.controls = map[string]clock.Control{}
			}
			sc.controls[tcs] = ctl
		}
	}
	if ctl == nil {
		return nil
	}
	c, _ := clock.New(ctl)
	s := g.Start.SideToMove()
	for i := range g.Plies {
		pl := &g.Plies[i] // (not a copy: a Ply is large)
		if pl.HasClock {
			if most := c.MostAfterMove(s); pl.Clock > most+readingSlack {
				f.Kind, f.Ply, f.Article = KindClock, i+1, a.arts.clockDefective
				f.Detail = fmt.Sprintf("%s's clock shows %s after %s (%s), but at most %s is possible under %s", s,
					clock.Format(pl.Clock), moveName(i+1), pl.SAN, clock.Format(most), tcs)
				return []Finding{f}
			}
			_ = c.Reading(s, pl.Clock)
		} else {
			_ = c.Move(s, 0)
		}
		s = s.Other()
	}
	return nil
}

// deadBefore checks a game declared drawn, and not ended on the board by the
// material proofs, with the full predicate: a dead position (5.2.2) reached
// before the last move ended the game there.
func (a *Auditor) deadBefore(ctx context.Context, moves []chess.Move, g *pgn.Game, f Finding) []Finding {
	st, err := a.dead.Status(ctx, laws.NewGameUnchecked(g.Start, moves)) // g's moves, checked by pgn.Reader
	if err != nil || st.Outcome.Termination() != outcome.DeadPosition || st.Ply >= len(moves) {
		return nil
	}
	f.Kind, f.Implied, f.Article, f.Ply = KindPastEnd, st.Outcome.Result(), st.Article, st.Ply
	f.Detail = fmt.Sprintf("the game ended by %s after ply %d (%s), but %s played and %s declared", st.Outcome.Termination(), st.Ply, moveName(st.Ply), morePlies(len(moves)-st.Ply), g.Result)
	return []Finding{f}
}
