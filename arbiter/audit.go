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
// With AuditOptions.Jobs > 1 one goroutine reads the games and judges them
// as far as that needs no search (the status judge follows each game as it
// is read; the clocks and tags are cheap) while Jobs-1 goroutines ask the
// unwinnability questions (behind flag falls and drawn games: the expensive
// part), up to 8 games' questions at a time, and the reader asks them too
// whenever those goroutines have a backlog; the questions of at most
// 64*Jobs games are in memory at once. The findings are those of the
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
	// next game is read (a parallel audit copies those its judges need).
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

// Batches of the parallel audit: a batch is handed to a judge when it
// holds batchAsks questions (about 1 ms of search on the Lichess sample) or
// batchGames games: fewer hand-overs between goroutines.
const (
	batchGames = 64
	batchAsks  = 8
)

// auditParallel is Audit with a.jobs judges (see Audit). The reader reads
// with ReuseGame (as the serial audit does) and judges each game itself as
// far as no search is needed (the tags, the clocks, the status it followed
// the game with: a few µs); only a game whose judgement asks the
// unwinnability predicate (a flag fall, a drawn game's dead-position test)
// goes to a judge, as an ask holding copies of what the question needs (the
// start and end positions, the moves). The judges never read the reader's
// game: reading a game another core wrote costs more than judging it. The
// batches and their asks are recycled: no allocation per game once the
// pipeline is full.
func (a *Auditor) auditParallel(ctx context.Context, in io.Reader, sum *Summary, count func([]Finding) error) error {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	// A job is a batch of games in input order: each item is either its
	// game's findings, or the findings before its question and the question.
	type item struct {
		fs []Finding
		q  *ask
	}
	type job struct {
		items []item
		asks  []ask // the memory of the items' questions (at most batchAsks)
		done  chan struct{}
	}
	// Jobs-1 judges, and the reader answers a batch itself when they have
	// window batches waiting: as many busy goroutines as Jobs, each staying
	// on its core with its memory (a third one moved the reader's window
	// and tables from core to core), and the reader never waits for them.
	judges := a.jobs - 1
	window := 4 * judges               // batches waiting for a judge
	todo := make(chan *job, window)    // to the judges
	order := make(chan *job, 8*a.jobs) // to the emitter, in input order
	free := make(chan *job, 8*a.jobs+a.jobs+2)
	readErr := make(chan error, 1)
	answer := func(j *job) {
		for k := range j.items {
			if it := &j.items[k]; it.q != nil {
				it.fs, it.q = a.answer(ctx, it.q), nil
			}
		}
		j.done <- struct{}{}
	}
	var wg sync.WaitGroup
	for i := 0; i < judges; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range todo {
				answer(j)
			}
		}()
	}
	var read Summary // the reader's counts (Games, Audited, Unreadable)
	go func() {
		defer close(order)
		defer close(todo)
		rd := pgn.NewReader(in)
		rd.ReuseGame = true // each game is judged, or its question copied, before the next is read
		sc := auditScratch{replay: a.status.NewReplay()}
		rd.Follow = sc.replay
		newJob := func() *job {
			select {
			case j := <-free:
				j.items, j.asks = j.items[:0], j.asks[:0]
				return j
			default:
				return &job{items: make([]item, 0, batchGames), asks: make([]ask, 0, batchAsks), done: make(chan struct{}, 1)}
			}
		}
		j := newJob()
		send := func() bool {
			if len(j.items) == 0 {
				return true
			}
			if len(j.asks) == 0 {
				j.done <- struct{}{} // nothing to search: judged already
			}
			select {
			case order <- j: // blocks when the emitter is 8*Jobs batches behind
			case <-ctx.Done():
				return false
			}
			if len(j.asks) > 0 {
				select {
				case todo <- j:
				default:
					answer(j) // the judges are window batches behind
				}
			}
			j = newJob()
			return true
		}
		for {
			if err := ctx.Err(); err != nil {
				readErr <- err
				return
			}
			g, err := rd.Next()
			if errors.Is(err, io.EOF) {
				if !send() {
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
			it := item{fs: r.fs}
			if r.fs == nil {
				j.asks = j.asks[:len(j.asks)+1]
				q := &j.asks[len(j.asks)-1]
				out, need := a.prejudge(ctx, r.g, r.moves, r.st, r.err, &sc, q)
				if need {
					q.own() // the game's memory is the next game's
					it.q = q
				} else {
					j.asks = j.asks[:len(j.asks)-1]
					it.fs = out
				}
			}
			j.items = append(j.items, it)
			if (len(j.items) == batchGames || len(j.asks) == batchAsks) && !send() {
				readErr <- ctx.Err()
				return
			}
		}
	}()
	var emitErr error
	for j := range order {
		<-j.done
		for k := range j.items {
			if emitErr == nil {
				if emitErr = count(j.items[k].fs); emitErr != nil {
					cancel() // the reader stops; the judges finish their batches
				}
			}
			j.items[k].fs = nil
		}
		select {
		case free <- j:
		default:
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
	var q ask
	out, need := a.prejudge(ctx, g, moves, st, err, sc, &q)
	if !need {
		return out
	}
	return a.answer(ctx, &q)
}

// ask is what is left of judging a game once prejudge has done all it can
// without the unwinnability predicate: the questions for answer, and the
// findings before them.
type ask struct {
	f     Finding   // the game's fields (base)
	out   []Finding // the findings before the questions
	dead  bool      // test the drawn game for a dead position before its end (deadBefore)
	flag  int       // flagNone, flagLost or flagDrawn
	loser chess.Color
	// The game: its termination marker, start and end positions and moves.
	result     string
	start, end *chess.Position // end: the position after the moves
	moves      []chess.Move
	// Memory for own's copies.
	startMem, endMem chess.Position
	movesMem         []chess.Move
}

// The flag-fall questions of an ask.
const (
	flagNone  = iota
	flagLost  // declared lost on time by loser: can the opponent mate (6.9)?
	flagDrawn // declared drawn on time: can the side not to move mate?
)

// own makes q's positions and moves copies in q's memory, so that q
// outlives the game it was made from.
func (q *ask) own() {
	q.startMem = *q.start
	q.start = &q.startMem
	if q.end != nil {
		q.endMem = *q.end
		q.end = &q.endMem
	}
	q.movesMem = append(q.movesMem[:0], q.moves...)
	q.moves = q.movesMem
}

// prejudge is judgeGame up to its questions to the unwinnability
// predicate: it returns the findings, and need = false when that is all
// (else q holds the questions and answer(ctx, q) gives all the findings).
// q's pointers are into g and moves.
func (a *Auditor) prejudge(ctx context.Context, g *pgn.Game, moves []chess.Move, st laws.Status, err error, sc *auditScratch, q *ask) (out []Finding, need bool) {
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
		return []Finding{f}, false
	}
	out = a.clocks(g, f, sc)
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
			return out, false
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
		return append(out, ff), false
	}
	if f.Declared == outcome.InPlay {
		return out, false
	}
	q.f, q.out, q.result, q.start, q.end, q.moves = f, nil, g.Result, g.Start, nil, moves
	q.dead, q.flag = f.Declared == outcome.Draw && a.deadCheck, flagNone
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
		q.flag, q.loser = flagLost, chess.Black
		if f.Declared == outcome.BlackWins {
			q.loser = chess.White
		}
	case timeout && f.Declared == outcome.Draw:
		q.flag = flagDrawn
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
	if !q.dead && q.flag == flagNone {
		return out, false
	}
	q.out, q.end = out, end
	return nil, true
}

// answer asks the unwinnability questions of q (see prejudge) and returns
// all the findings of its game.
func (a *Auditor) answer(ctx context.Context, q *ask) []Finding {
	out := q.out
	if q.dead {
		if dead := a.deadBefore(ctx, q.moves, q.start, q.end, q.result, q.f); dead != nil {
			return append(out, dead...)
		}
	}
	f := q.f
	switch q.flag {
	case flagLost:
		loser := q.loser
		d := a.judge.FlagFall(ctx, q.end, loser)
		if d.Result == outcome.Draw {
			ff := f
			ff.Kind, ff.Implied, ff.Article, ff.Ply = KindFlagDraw, outcome.Draw, d.Article, len(q.moves)
			ff.Detail = fmt.Sprintf("%s lost on time, but %s cannot checkmate by any series of legal moves", loser, loser.Other())
			out = append(out, ff)
		}
	case flagDrawn:
		// The clock runs for the player having the move.
		// One question: the flag-fall decision carries the verdict it rests
		// on (a.judge asks a.canMate alone), so the search is not run twice.
		flagged := q.end.SideToMove()
		if d := a.judge.FlagFall(ctx, q.end, flagged); d.Verdict == outcome.Winnable {
			ff := f
			ff.Kind, ff.Implied, ff.Article, ff.Ply = KindFlagWin, d.Result, d.Article, len(q.moves)
			ff.Detail = fmt.Sprintf("%s's flag fell and %s can checkmate (a helpmate exists): a draw only if he cannot", flagged, flagged.Other())
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

// deadBefore checks a game declared drawn (its termination marker
// result), and not ended on the board by the material proofs, with the full
// predicate: a dead position (5.2.2) reached before the last move ended the
// game there. end is the position after moves. The status judge found
// the game in play after its last move (prejudge), so the dead judge's
// Status is its dead-position test alone (laws.Judge.DeadBefore): the
// game is not replayed again.
func (a *Auditor) deadBefore(ctx context.Context, moves []chess.Move, start, end *chess.Position, result string, f Finding) []Finding {
	st := a.dead.DeadBefore(ctx, laws.NewGameUnchecked(start, moves), end) // the game's moves, checked by pgn.Reader
	if st.Outcome.Termination() != outcome.DeadPosition || st.Ply >= len(moves) {
		return nil
	}
	f.Kind, f.Implied, f.Article, f.Ply = KindPastEnd, st.Outcome.Result(), st.Article, st.Ply
	f.Detail = fmt.Sprintf("the game ended by %s after ply %d (%s), but %s played and %s declared", st.Outcome.Termination(), st.Ply, moveName(st.Ply), morePlies(len(moves)-st.Ply), result)
	return []Finding{f}
}
