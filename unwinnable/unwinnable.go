// Package unwinnable decides whether a player can still checkmate "by any
// possible series of legal moves" — the predicate behind Articles 5.2.2 (dead
// position), 6.9 and 7.5.5 (a flag fall or illegal move draws when the
// opponent cannot checkmate), the rapid and blitz win claims, and 2023's
// 5.1.2 resignation rule.
//
// The answer, an outcome.Verdict, is a proof either way:
//
//   - Winnable comes with a helpmate: a line of legal moves from the position
//     ending with the loser checkmated by the winner. Analyze replays it
//     before returning it.
//   - Unwinnable comes from an argument that no checkmate of the loser is
//     reachable (below).
//   - Undetermined means the node budget ran out first; it is never a guess.
//
// The arguments for Unwinnable, cheapest first: material facts (a lone king
// never gives check; K+N or K+B against a bare king has no mate position;
// bishops all on one colour with nothing else on the board cannot cover a
// king's orthogonal neighbours); the fortress (fortress.go), one fixed point
// over every square each man may ever reach, in which pawns that never pass
// each other on a file and men that can never move or be captured wall the
// kings in; the pawnless census (pawnless.go), which lists every checkmate
// with a subset of few men and finds none; the structural proof (static.go),
// an over-approximation of every reachable position between irreversible
// moves explored state by state with exact mate shapes (mateshape.go), also
// after forced moves; the kings-and-pawns game (kpgame.go), which keeps the
// kings and pawns exact move by move and every other man anywhere in its
// region, so that a king breaking into a locked structure stalemates; and
// an exhausted search, which generated every position reachable from the
// start (exact identity: a hash only finds candidates) without meeting a
// mate.
//
// Real games first: after the material facts, a lazy best-first search
// (dive.go), which weighs a position only when it expands it and perturbs
// its estimates a little (noise.go), greedy when the winner has a queen or
// a rook (greedy.go), looks for a helpmate with a small budget; on real positions (many men, many moves) it settles nearly all
// winnable sides in a few hundred positions. On an open board (open.go:
// many men free to move) the portfolio's noisy member (below) comes next,
// which settles nearly all the real sides the fast path leaves. Then the
// rest, for the hard cases.
//
// The helpmate search (helpmate.go) is a portfolio: best-first searches
// weighing a mating heuristic differently (one with a fixed perturbation),
// the enumeration and a plain search of short lines; when the census met a
// checkmate, a search steering each man to its square there; when the
// winner has only bishops of one colour, a search for the shape of their
// mates; when some of the winner's pieces are shut out by pawns, a search
// that gives them no value; and the lazy search again, patient. Budgets
// grow by rounds until the node budget is spent. Before all of them, in
// the fast path, when the winner has pawns and at most one piece (not a
// queen) and the loser at most two pieces, a search for a promotion (by the
// pawns' paths, captures included) and from each the mate (promote.go).
//
// "Any possible series of legal moves" is read by default as the Laws'
// definition of a dead position is usually read: the 50- and 75-move rules
// and repetitions do not cut a series short. Budget.Draws asks for the
// stricter reading, in which an edition's automatic draws (FIDE 2014 on:
// 9.6.1 fivefold, 9.6.2 75 moves) end the series (AutomaticDraws).
//
// Insufficient material is only a fast path: the definition is the existence
// of a helpmate, and positions with plenty of material (locked pawn chains)
// are decided by the structural proof.
//
// The algorithm is original to this package. The problem statement, the
// test vectors it is checked against, and the idea of combining a guided
// helpmate search with a proof over "semi-static" pawn structures come from
// M. Ambrona, "A Practical Algorithm for Chess Unwinnability", FUN 2022
// (LIPIcs vol. 226, paper 2), whose Chess Unwinnability Analyzer is GPL code
// and was not consulted for this implementation.
package unwinnable

import (
	"context"
	"fmt"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/outcome"
)

// Budget bounds the work of one Analyze call.
type Budget struct {
	// Nodes is the maximum number of positions the helpmate search generates
	// plus abstract states the structural proof visits; 0 means DefaultNodes.
	Nodes uint64
	// Draws, when set, requires the helpmate to respect an edition's
	// automatic draws (see AutomaticDraws for the reading). It never turns
	// an Unwinnable verdict into another (a proof that no checkmate is
	// reachable holds for every series); a Winnable one needs a line that
	// respects them, so it may become Undetermined, or Unwinnable when the
	// move rule ends the game before any line can mate or reset its count.
	Draws AutomaticDraws
	// Quick, when set, asks only for a helpmate found at once: after the
	// game's end and the material facts, the fast path's first lazy
	// search (at most firstDive positions, fewer if Nodes is smaller)
	// runs and nothing else, so the verdict is Winnable or Undetermined
	// unless those facts decide. It is the quick pass of a caller that
	// asks the full analysis next whenever the answer is not Winnable
	// (the audit's dead-position test, arbiter.SearchQuick): the proofs of
	// Unwinnable and the rest of the search would be done twice there.
	// Under a context from WithQuickResume, the full analysis of the same
	// question resumes the quick pass's search instead of making its
	// positions again.
	Quick bool
}

// smallWorld is the bound on the positions that can ever arise below which
// Analyze enumerates them all before anything else.
const smallWorld = 1e6

// fastNodes is the budget of the fast path (dive), in positions made: on
// the middle-game positions of the Lichess sample (a tuning set apart from
// the final positions the benchmarks report), 90 % of the sides it decides
// take fewer than 2,000.
const fastNodes = 2000

// restartNodes is the fast path's budget on an open board (openness),
// where a second lazy search with its own perturbation (restartSeed) takes
// turns with the first, their budgets doubling (restart). Measured with
// the whole analysis on the tuning set (the middle games and the
// odd-numbered games' final positions of the Lichess sample), it took
// 221,000 positions where one search of 2,000 took 230,000; on the
// held-out even-numbered games' final positions 57,800 instead of 72,900.
// In the schedule's simulation from each search's own count, 4,096 did as
// well and 2,048 (each search to 1,024) kept most of the tail. On a closed
// board (the corpus's compositions) restarts cost more than they saved:
// there the fast path is one search of fastNodes, as before.
const restartNodes = 3000

// firstDive is the part of fastNodes spent before the fortress: on the
// winnable sides of the odd-numbered games of the Lichess sample (the
// tuning half; BENCHMARKS.md reports both), half the sides the fast path
// settles take fewer than a hundred positions.
const firstDive = 256

// noiseSeed perturbs the heuristic of the noisy portfolio member and the
// fast path's estimates (moveNoise). Any fixed value works about as well
// on average; this one was measured (the fast path's nodes on the
// middle-game set: 146,000 with it, 156,000 and 175,000 with two others).
const noiseSeed = 77

// restartSeed perturbs the fast path's second lazy search (restart).
// Each of the 23 seeds tried (1 to 23) cut the fast path's positions on
// both halves of the Lichess sample; this one cut them most on the tuning
// half (simulated: 222,000 positions, the seeds' median 247,000).
const restartSeed = 21

// DefaultNodes is the default budget: a few seconds at most on one core
// (about 4 s idle when spent in full; most positions need far less).
// It decides every position of the conformance corpus
// (conformance/corpus/unwinnability), both sides: see TestCorpus.
const DefaultNodes = 4_000_000

// Result is the verdict for one side and its evidence.
type Result struct {
	// Verdict is outcome.Winnable (a helpmate exists and is returned),
	// outcome.Unwinnable (proven: no series of legal moves checkmates the
	// loser) or outcome.Undetermined (the budget ran out before a proof
	// either way).
	Verdict outcome.Verdict
	// Helpmate is, when Winnable, a line of legal moves from the position
	// ending with the loser checkmated by the winner (empty when the loser is
	// checkmated already). No position appears twice in it: the cycles of
	// the line a search found are removed, and in a line of more than 40
	// plies no single move skips to a later position of it (shortcuts). It
	// is not always a shortest one.
	Helpmate []chess.Move
	// Nodes is the work done: positions generated plus abstract states visited.
	Nodes uint64
	// Method names what decided: "game over", "material", "automatic
	// draw" (only with Budget.Draws), "fortress",
	// "census", "structure", "kings and pawns", "exhaustive" (every
	// reachable position searched) or "helpmate".
	Method string
}

// Analyze decides whether winner can checkmate the opponent by some series
// of legal moves from p. p is not modified.
//
// The verdict does not depend on how the board is drawn: the position is
// analysed in a canonical orientation (canonical), the same for p, for p
// with the colours swapped (and the other side as winner), and for p
// mirrored between the d- and e-files when no castling right forbids it;
// the helpmate is mapped back to p's squares.
func Analyze(ctx context.Context, p *chess.Position, winner chess.Color, budget Budget) Result {
	q, ranks, files := canonical(p, winner)
	res := analyze(ctx, q, chess.White, budget)
	if ranks || files {
		for i, m := range res.Helpmate {
			res.Helpmate[i] = chess.MirrorMove(m, ranks, files)
		}
	}
	return res
}

// canonical returns the image of p to analyse and the transform that makes
// it (ranks: the colour swap, files: the file mirror): the winner becomes
// White, and, when no castling right forbids the file mirror, White's king
// stands on the e- to h-files (a king is never on the middle line, so this
// always decides). Every image of p under these symmetries has the same
// canonical image, so the search, whose order of moves follows the squares,
// meets the same positions in the same order for all of them. This
// orientation is the one in which most positions are drawn already (White's
// king starts on e1 and usually castles short), so the portfolio, tuned on
// positions as drawn, mostly sees them as before.
func canonical(p *chess.Position, winner chess.Color) (q *chess.Position, ranks, files bool) {
	q = p
	if winner == chess.Black {
		q, ranks = p.ColourSwapped(), true
	}
	if q.CastlingRights() == 0 && q.KingSquare(chess.White).File() < 4 {
		m, _ := q.FileMirrored()
		return m, ranks, true
	}
	return q, ranks, false
}

// analyze is Analyze in the canonical orientation.
func analyze(ctx context.Context, p *chess.Position, winner chess.Color, budget Budget) Result {
	limit := budget.Nodes
	if limit == 0 {
		limit = DefaultNodes
	}
	pos := *p
	loser := winner.Other()
	res := Result{Verdict: outcome.Undetermined}

	// The game may be over already (Articles 5.1.1, 5.2.1): no further moves.
	if !pos.HasLegalMove() {
		if pos.InCheck() && pos.SideToMove() == loser {
			res.Verdict = outcome.Winnable
			res.Helpmate = []chess.Move{}
		} else {
			res.Verdict = outcome.Unwinnable
		}
		res.Method = "game over"
		return res
	}
	if material(&pos, winner) {
		res.Verdict = outcome.Unwinnable
		res.Method = "material"
		return res
	}
	draws := budget.Draws
	if draws.any() && drawnSoon(&pos, winner, draws, 4, &res.Nodes) {
		res.Verdict = outcome.Unwinnable
		res.Method = "automatic draw"
		return res
	}
	s := &searcher{ctx: ctx, winner: winner, loser: loser}
	spend := func() uint64 { return s.nodes + res.Nodes }
	left := func() uint64 { return limit - min(limit, spend()) }
	won := func(line []chess.Move) bool {
		if line == nil {
			return false
		}
		ok, distinct := replay(&pos, line, winner)
		if !ok {
			return false
		}
		n := len(line)
		if !distinct {
			line = withoutCycles(&pos, line)
		}
		if len(line) > longLine {
			line = shortcuts(&pos, line)
		}
		// Both only take plies out: a line as long as before is the one
		// just replayed.
		if len(line) != n && !verify(&pos, line, winner) || draws.any() && !draws.Respects(&pos, line) {
			return false
		}
		res.Helpmate, res.Verdict, res.Method = line, outcome.Winnable, "helpmate"
		return true
	}
	try := func(h *hsearch, nodes uint64) bool {
		nodes = min(nodes, left())
		if nodes == 0 {
			// With no positions to make, find would only expand the root,
			// whose mates in one the fast path has met first (the same
			// moves in the same order): nothing to find, a set to clear.
			return false
		}
		line, ok := s.find(h, &pos, nodes)
		return ok && won(line)
	}
	done := func() Result {
		res.Nodes = spend()
		return res
	}
	// The fast path for real positions (many men, many moves): the lazy
	// greedy search, which weighs a position only when it expands it. Its
	// first few hundred positions come before the fortress, which costs
	// tens of microseconds on a real position and never helps a winnable
	// side; the search then resumes where it stopped, so the positions it
	// meets and the line it finds are the same as in one piece. Its
	// estimates carry a small fixed perturbation per move (moveNoise): on
	// the middle-game positions of the Lichess sample (the tuning set) it
	// settles all 797 winnable sides within 2,000 positions (636 within
	// 256) where the plain estimates settled 701 (490), and the sample's
	// middle games took 146,000 positions in all instead of 625,000. On
	// an open board the rest is a restart schedule (restartNodes). For a
	// winner with a queen or a rook both searches are greedier
	// (fastWeight): 649 of those sides within 256 positions, and 132,436
	// positions over the middle games where weight 4 took 141,375.
	weight := fastWeight(&pos, winner)
	// A quick pass of this question under ctx may have made the first
	// stretch already (quickresume.go): then it resumes from there.
	resume := quickResumeOf(ctx)
	first := min(left(), firstDive)
	var fast *hsearch
	var line []chess.Move
	var ok bool
	if l, kept := resume.take(&pos, draws, first); kept && !budget.Quick {
		fast, s.nodes = l.fast, l.nodes // its dive found nothing (ok false)
	} else {
		fast = divePool.get()
		fast.reset(heuristic{weight: weight, noise: noiseSeed})
		line, ok = s.dive(fast, &pos, first)
	}
	if ok && won(line) || budget.Quick {
		if !ok && resume != nil {
			resume.keep(quickLeft{fen: pos.FEN(), draws: draws, first: first, nodes: s.nodes, fast: fast})
		} else {
			divePool.put(fast)
		}
		return done()
	}
	fortressFrom := res.Nodes
	proved, world, regions := fortressWorld(&pos, winner, &res.Nodes)
	fortressWork := res.Nodes - fortressFrom // proveTree's root fortress, known
	if proved {
		divePool.put(fast)
		res.Verdict = outcome.Unwinnable
		res.Method = "fortress"
		return done()
	}
	open := world >= smallWorld && openness(&pos) >= openBoard
	// A winner with pawns and little else: promote first (earlyPromote).
	var promoSpent uint64 // the promotion search's positions, not the dive's
	promoDone := false    // the promotion search has run with its full budget
	if k := earlyPromote(&pos, winner); !ok && k != noEarly && left() > 0 {
		first, most, mate := uint64(earlyFirst), uint64(earlyNodes), uint64(earlyMateNodes)
		if k == earlyPawns {
			first, most, mate, promoDone = promoteFirst, promoteNodes, promoteMateNodes, true
		}
		before := s.nodes
		line, found := s.promoteMate(&pos, first, min(left(), most), mate)
		promoSpent = s.nodes - before
		if found && won(line) {
			divePool.put(fast)
			return done()
		}
	}
	if !ok && !open {
		line, ok = s.dive(fast, &pos, min(left(), fastNodes-min(fastNodes, s.nodes-promoSpent)))
		if ok && won(line) {
			divePool.put(fast)
			return done()
		}
	} else if !ok {
		// On an open board, restarts (restart): a search that has not
		// settled a side in its first few hundred positions often sits in
		// a dead end that another perturbation of the same estimates
		// passes by.
		alt := divePool.get()
		alt.reset(heuristic{weight: weight, noise: restartSeed})
		runs := [2]diveRun{{h: fast, spent: s.nodes - promoSpent}, {h: alt}}
		line, ok = s.restart(runs[:], &pos, firstDive, min(left(), restartNodes-min(restartNodes, s.nodes-promoSpent)))
		divePool.put(alt)
		if ok && won(line) {
			divePool.put(fast)
			return done()
		}
	}
	divePool.put(fast)
	var ex exhaustion
	enumerate := func(nodes uint64) bool {
		if nodes == 0 && !ex.started {
			// Nothing to do but allocate its sets (a spent budget: the
			// quick pass of the audit, arbiter.SearchQuick).
			return false
		}
		line, all := ex.step(s, &pos, nodes)
		if won(line) {
			return true
		}
		if all {
			res.Verdict, res.Method = outcome.Unwinnable, "exhaustive"
		}
		return all
	}
	kings := func(states uint64) bool {
		if !kpNoMate(&pos, winner, regions, states, &res.Nodes) {
			return false
		}
		res.Verdict, res.Method = outcome.Unwinnable, "kings and pawns"
		return true
	}
	// final: a structural proof failed without a limit or the budget
	// stopping it, so a larger budget cannot help (proveTree).
	var final bool
	structure := func(budget int64) bool {
		if final {
			return false
		}
		var cut bool
		if !proveTree(&pos, winner, 3, &budget, &res.Nodes, &cut, &fortressWork) {
			final = !cut
			return false
		}
		res.Verdict, res.Method = outcome.Unwinnable, "structure"
		return true
	}
	// A winner with pawns and no piece: promote first, then mate
	// (promote.go). In the Lichess sample's final position of game 123
	// the portfolio took 508,542 positions (a 60-ply line) where this
	// takes about a thousand; here rather than before the rounds, it cut
	// the positions of the odd-numbered games' sides of the kind (the
	// tuning half) from 85,211 to 38,591 and left the corpus's total the
	// same (45.52 and 45.54 million positions over the 1,219 sides of the
	// kind, 45.81 without it). It now runs in the fast path, before the
	// dive resumes (earlyPromote), and only once. With no positions left
	// (the audit's quick pass) it would only expand the root, whose
	// mates in one the fast path has met first.
	if pawnsOnly(&pos, winner) && !promoDone && left() > 0 {
		if line, ok := s.promoteMate(&pos, promoteFirst, min(left(), promoteNodes), promoteMateNodes); ok && won(line) {
			return done()
		}
	}
	// The census, the structural proof and the kings-and-pawns game settle
	// the locked positions and the small pawnless ones. On the corpus a
	// structural proof here takes at most a few dozen states or fails:
	// 2,000 (20,000 before) decides the same 204 position-sides and wastes
	// less on the others (37.7 s -> 33.2 s of analyses over the corpus);
	// the rounds below retry it with more room. The census and the
	// kings-and-pawns game run once; the structural proof may run twice,
	// with a small budget first on an open board (quickProofs).
	var target []chess.Man
	var census, kpGame bool // done already
	proofs := func(states uint64) bool {
		if !census {
			census = true
			var proof bool
			proof, target = pawnlessNoMate(&pos, winner, left(), &res.Nodes)
			if proof {
				res.Verdict, res.Method = outcome.Unwinnable, "census"
				return true
			}
		}
		if structure(int64(min(left(), limit/4, states))) {
			return true
		}
		if !kpGame {
			kpGame = true
			return kings(min(left(), 2000))
		}
		return false
	}
	// The portfolio's noisy member (below). On an open board (many men
	// free to move: a real game's winnable side the fast path missed) it
	// runs first, right after the cheap proofs, for its shares of the
	// first rounds (earlyNoisy), which it then does not take again. The
	// corpus decides the same and needs about as many positions (87.8
	// million before, 87.4 after, over its sides that take more than the
	// fast path).
	noisy := searchFor(heuristic{weight: 4, noise: noiseSeed})
	defer divePool.put(noisy)
	var early uint64 // the noisy member's nodes spent ahead of its shares
	if open {
		if proofs(quickProofs) || try(noisy, earlyNoisy) {
			return done()
		}
		early = earlyNoisy
	}
	// A short greedy search settles most positions with mating material, a
	// short enumeration the tiny worlds.
	plain := searchFor(heuristic{weight: 4})
	found := try(plain, 3000)
	divePool.put(plain)
	if found || enumerate(min(left(), 3000)) {
		return done()
	}
	if proofs(2000) {
		return done()
	}
	// Few positions can ever arise: enumerating them all is the quickest
	// proof either way.
	if world < smallWorld && enumerate(left()) {
		return done()
	}
	// Then a portfolio with growing budgets, each round four times the
	// last: a greedy best-first search whose heuristic carries a small fixed
	// perturbation per position (it leaves the plateaus the plain heuristic
	// sits on), sixteen shares (noisyShares; four where special members
	// run and in the later rounds); the enumeration, two; a patient best-first search (it finds
	// lines the heuristic misjudges), one share; a plain search of every
	// short line and, later, the structural proof again with more room. Every member resumes where it stopped.
	// This schedule replaced five best-first members (three restarted with
	// a new perturbation each round) and three shares of enumeration:
	// members run alone on the corpus's 218 hardest position-sides showed
	// that each extra member cost more than it saved (over the whole corpus
	// 138.9 million positions became 82.5 when it came in; BENCHMARKS.md).
	patient := searchFor(heuristic{weight: 1})
	defer divePool.put(patient)
	// noisyShares is the noisy member's part of a round, in shares, up to
	// the round of noisyLast. It settles most of the corpus's dearest
	// winnable sides (64- to 78-ply helpmates of composed positions), and
	// there the other members spent more CPU than it in the rounds before
	// (the enumeration most: a position it adds costs about 0.87 µs, one
	// the noisy member makes 0.31, measured per member over the odd corpus
	// lines). On the sides the enumeration decides instead, the noisy
	// member mostly runs out of positions to expand (its hash set meets
	// them all) and stops taking its share, so a large share costs them
	// little. Sixteen shares instead of four cut the odd-numbered corpus
	// lines (the tuning half) from 36.5 to 32.7 million positions (about a
	// fifth of their CPU by the members' rates); eight gave 34.3, 32 gave
	// 32.3 but brought line 297 White, proved by the structural proof in
	// the round of 48,000, to 2.3 of its 4 million positions (64:
	// undetermined).
	const noisyShares = 16
	// noisyLast is the last round in which the noisy member takes
	// noisyShares; from the next on it takes four, as before. With sixteen
	// in every round the later rounds (192,000 on) were left to the noisy
	// member alone: no odd line needs them, but two held-out even lines
	// did, both settled late by another member (522 White by the
	// enumeration in the round of 192,000, 646 Black by the lazy search in
	// that of 768,000), and became undetermined.
	const noisyLast = 48_000
	// specialShares is the noisy member's part of a round when special
	// members run (below): those sides are of a kind the general
	// heuristics misjudge, and a special member settles them in the
	// later rounds (corpus lines 447 White and 1673 Black: 0.67 and 0.57
	// million positions with four shares, 0.90 and 1.33 with sixteen).
	const specialShares = 4
	// Two members with heuristics of their own, for kinds of position the
	// general one misjudges, each only where its kind is met: the winner
	// with bishops of one colour only (evalBound: a mate needs the loser's
	// own men as blockers, its useless bishops gone), and the winner with
	// pieces shut out by pawns (idlePieces: worth nothing, so they may be
	// given away to open a file). Each decided a corpus position the
	// general members left undetermined (646, 310) and cut the nodes of
	// most others of its kind; a position they do not help pays one more
	// share per round, and a position of neither kind nothing.
	var special []*hsearch
	if target != nil {
		// Steer every man to its square in a checkmate the census met.
		special = append(special, searchFor(heuristic{weight: 2, target: target}), searchFor(heuristic{weight: 8, target: target}))
	}
	if bound := boundColour(&pos, winner); bound != 0 {
		special = append(special, searchFor(heuristic{weight: 2, bound: bound}))
	}
	if idle := idlePieces(&pos, winner); idle != nil {
		special = append(special, searchFor(heuristic{weight: 2, idle: idle}))
	}
	defer func() {
		for _, h := range special {
			divePool.put(h)
		}
	}()
	// The lazy search (dive) again, patient (weight 1), half a share: its
	// order differs from the others' (moves weighed before they are made),
	// and it decides positions they leave (a real one, game 382 of the
	// Lichess sample; corpus line 646 for Black).
	diver := searchFor(heuristic{weight: 1})
	defer divePool.put(diver)
	for b := uint64(3000); left() > 0 && ctx.Err() == nil; b *= 4 {
		for _, h := range special {
			if try(h, b) {
				return done()
			}
		}
		if line, ok := s.dive(diver, &pos, min(left(), b/2)); ok && won(line) {
			return done()
		}
		share := noisyShares * b
		if len(special) > 0 || b > noisyLast {
			share = specialShares * b
		}
		ahead := min(early, share)
		share, early = share-ahead, early-ahead
		if share > 0 && try(noisy, share) || enumerate(min(left(), 2*b)) || try(patient, b) {
			return done()
		}
		if line, ok := s.short(&pos, 11, min(left(), b/4)); ok && won(line) {
			return done()
		}
		if b >= 48_000 && (structure(int64(min(left(), b))) || kings(min(left(), b/4))) {
			return done()
		}
	}
	return done()
}

// proveTree proves that winner cannot mate from p: by the structural proof,
// or, when the side to move has few moves (the abstraction ignores whose
// turn it is, so a forced capture can matter), by proving it after each of
// them, depth plies deep. It sets *cut when a limit or the budget stopped
// any part of it: a false without *cut is final, since with a larger budget
// every part would do exactly the same (the same states, within larger
// limits) and fail the same way. A non-nil fortressWork says the fortress
// has already failed at p with that work: it is counted, not recomputed.
func proveTree(p *chess.Position, winner chess.Color, depth int, budget *int64, nodes *uint64, cut *bool, fortressWork *uint64) bool {
	if material(p, winner) {
		return true
	}
	if fortressWork != nil {
		*nodes += *fortressWork
	} else if fortressProof(p, winner, nodes) {
		return true
	}
	before := *nodes
	censusBudget := uint64(max(0, *budget))
	proved, _ := pawnlessNoMate(p, winner, censusBudget, nodes)
	*budget -= int64(*nodes - before)
	if proved {
		return true
	}
	if censusBudget < pawnlessMaxWork && censusApplies(p, winner) {
		// It may have run out of its budget (at pawnlessMaxWork it would
		// stop where any larger budget does).
		*cut = true
	}
	// Precise first; then merging states with the same pawns and material.
	if proveNoMate(roots(p), winner, uint64(max(0, *budget/8)), budget, nodes, false, cut) {
		return true
	}
	if proveNoMate(roots(p), winner, uint64(max(0, *budget/2)), budget, nodes, true, cut) {
		return true
	}
	if *budget <= 0 {
		*cut = true
		return false
	}
	if depth == 0 {
		return false
	}
	moves := p.LegalMoves()
	if len(moves) > 4 && (depth < 2 || len(moves) > 16) {
		// Too many to follow, unless every one of them ends the game
		// without a mate by the winner (each stalemates, say).
		for _, m := range moves {
			q := *p
			q.Make(m)
			*nodes++
			if q.HasLegalMove() || q.InCheck() && q.SideToMove() != winner {
				return false
			}
		}
		return true
	}
	next := depth - 1
	if len(moves) == 1 {
		// A forced move costs no depth (forced lines decide many
		// compositions); the budget still bounds a forced cycle.
		next = depth
		*budget -= 256
	}
	for _, m := range moves {
		q := *p
		q.Make(m)
		*nodes++
		if !q.HasLegalMove() {
			if q.InCheck() && q.SideToMove() != winner {
				return false // winner just mated
			}
			continue // the game is over without a mate by winner
		}
		if !proveTree(&q, winner, next, budget, nodes, cut, nil) {
			return false
		}
	}
	return true
}

// roots returns the abstract start states: the position itself and, since
// an en-passant right is not part of the abstraction, the position after
// each legal en-passant capture.
func roots(p *chess.Position) []astate {
	out := []astate{fromPosition(p)}
	for _, m := range p.LegalMoves() {
		if m.Kind() == chess.EnPassantMove {
			q := *p
			q.Make(m)
			out = append(out, fromPosition(&q))
		}
	}
	return out
}

// material is the fast path: facts about material alone that make a mate by
// winner impossible.
func material(p *chess.Position, winner chess.Color) bool {
	loser := winner.Other()
	var minors, others int
	for t := chess.Pawn; t <= chess.Queen; t++ {
		n := p.Pieces(winner, t).Count()
		if t == chess.Knight || t == chess.Bishop {
			minors += n
		} else {
			others += n
		}
	}
	// A king never gives check.
	if minors+others == 0 {
		return true
	}
	loserBare := p.Occupied(loser) == p.Pieces(loser, chess.King)
	// K+N or K+B against a bare king: no checkmate position exists.
	if loserBare && others == 0 && minors == 1 {
		return true
	}
	// Only bishops besides the kings, all on squares of one colour: a king in
	// check stands on that colour and its orthogonal neighbours are of the
	// other, which only the enemy king could cover, never all of them.
	all := p.AllPieces()
	bishops := p.Pieces(chess.White, chess.Bishop) | p.Pieces(chess.Black, chess.Bishop)
	kings := p.Pieces(chess.White, chess.King) | p.Pieces(chess.Black, chess.King)
	if all == bishops|kings && (bishops&chess.DarkSquares == 0 || bishops&chess.LightSquares == 0) {
		return true
	}
	return false
}

// verify replays line and checks it ends with the loser checkmated.
func verify(p *chess.Position, line []chess.Move, winner chess.Color) bool {
	q := *p
	var ml chess.MoveList
	for _, m := range line {
		q.GenerateLegal(&ml)
		legal := false
		for _, l := range ml.Moves() {
			if l == m {
				legal = true
				break
			}
		}
		if !legal {
			return false
		}
		q.Make(m)
	}
	return q.SideToMove() == winner.Other() && q.IsCheckmate()
}

// UCI writes a line in UCI notation from p.
func UCI(p *chess.Position, line []chess.Move) []string {
	q := *p
	out := make([]string, len(line))
	for i, m := range line {
		out[i] = q.UCI(m)
		q.Make(m)
	}
	return out
}

// ParseSide reads "white" or "black".
func ParseSide(s string) (chess.Color, error) {
	switch s {
	case "white", "w":
		return chess.White, nil
	case "black", "b":
		return chess.Black, nil
	}
	return 0, fmt.Errorf("side %q: want white or black", s)
}
