package laws

import (
	"context"
	"sort"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/rulebook"
	"github.com/chessconform/chessconform/unwinnable"
)

// Status is the state of a game under the Laws.
type Status struct {
	// Outcome is how the game stands: in play, or ended by a termination on
	// the board (outcome.Termination.OnTheBoard), its result derived.
	Outcome outcome.Outcome
	Article string // the article that ended the game, in the rulebook's numbering
	// Ply is the number of moves after which the game ended (len(Moves)
	// while it is in play). Moves after it were played in a finished game
	// and are not judged.
	Ply int
	// Claims are the draws the player having the move could claim now (empty
	// once the game has ended).
	Claims []Claim
	// DeadPosition is the unwinnability verdict behind the dead-position
	// test at the last judged position: Unwinnable when the position is
	// dead, Winnable when a side was proven able to mate, Undetermined
	// when neither could be proven (the game then goes on: only a proof
	// ends it); "" when the test was not made (checkmate, stalemate, or a
	// rulebook without the automatic dead-position rule).
	DeadPosition outcome.Verdict
}

// Claim is a draw the player having the move could claim.
type Claim struct {
	Kind    outcome.Termination // outcome.Threefold or outcome.FiftyMoves
	Article string              // 9.2.1.1 / 9.2.1.2 / 9.3.1 / 9.3.2 in the rulebook's numbering
	Form    string              // FormWrittenMove or FormJustArisen
	By      chess.Color         // always the player having the move
	Move    chess.Move          // the intended move (FormWrittenMove), else chess.NoMove
	SAN     string              // Move in English SAN, "" if none
}

// stackPlies is how many positions Status keeps in stack arrays before it
// allocates: games up to 150 moves.
const stackPlies = 301

// history is the identity of every position of a game so far.
type history struct {
	keys  []uint64
	reset []int // reset[i]: ply of the last irreversible move (pawn move or capture) at or before ply i
}

func (h *history) add(k uint64, irreversible bool) {
	n := len(h.keys)
	r := 0
	if n > 0 {
		r = h.reset[n-1]
	}
	if irreversible {
		r = n
	}
	// Room for every position is made by Status. Reslicing rather than
	// append lets the arrays stay on Status's stack (escape analysis
	// ignores the self-assignment).
	h.keys = h.keys[:n+1]
	h.keys[n] = k
	h.reset = h.reset[:n+1]
	h.reset[n] = r
}

// count is how many times the position at ply i has appeared up to ply i.
// Positions before an irreversible move cannot recur, so the scan stops there.
func (h *history) count(i int) int {
	k, n := h.keys[i], 1
	for j := i - 2; j >= h.reset[i]; j -= 2 {
		if h.keys[j] == k {
			n++
		}
	}
	return n
}

// countNew is how many times a position with key k would have appeared if
// it arose right after the last ply by a reversible move.
func (h *history) countNew(k uint64) int {
	last := len(h.keys) - 1
	n := 1
	for j := last - 1; j >= h.reset[last]; j -= 2 {
		if h.keys[j] == k {
			n++
		}
	}
	return n
}

// consecutive reports whether the position at ply i has appeared at plies
// i-4, i-8, ... for occ occurrences in all: 2014's "five consecutive
// alternate moves by each player" (each player moving back and forth).
func (h *history) consecutive(i, occ int) bool {
	first := i - 4*(occ-1)
	if first < h.reset[i] {
		return false
	}
	for j := i - 4; j >= first; j -= 4 {
		if h.keys[j] != h.keys[i] {
			return false
		}
	}
	return true
}

// cycled reports whether the position at ply i is the last of occ
// consecutive occurrences at one steady interval: for some d, the position
// stood at plies i, i-d, ..., i-(occ-1)*d with no irreversible move since.
// This is hu-2018 9.6.1's "at least five consecutive instances", which drops
// 2014's "alternate moves" (the interval d = 4 only): the occurrences must
// follow one another in one repeated pattern, not be scattered through
// different manoeuvres.
func (h *history) cycled(i, occ int) bool {
	for d := 4; i-(occ-1)*d >= h.reset[i]; d += 2 { // same side to move: d even, and no shorter return exists
		ok := true
		for j := i - d; j >= i-(occ-1)*d && ok; j -= d {
			ok = h.keys[j] == h.keys[i]
		}
		if ok {
			return true
		}
	}
	return false
}

// Status judges the game. It stops at the first event that ends the game
// (later moves are reported through Status.Ply) and, while the game is in
// play, lists every claim the player having the move could make now
// (unless Options.NoClaims).
func (j *Judge) Status(ctx context.Context, g Game) (Status, error) {
	j.consultDraws()
	id := j.identity()
	n := len(g.moves)
	// The history of a game of usual length lives on the stack.
	var keyBuf [stackPlies]uint64
	var resetBuf [stackPlies]int
	h := history{keys: keyBuf[:0], reset: resetBuf[:0]}
	if n+1 > stackPlies {
		h = history{keys: make([]uint64, 0, n+1), reset: make([]int, 0, n+1)}
	}
	mv := newMover(&g.start)
	pos := &mv.pos
	h.add(mv.key(id), false)
	end, term, art := -1, outcome.NoTermination, ""
	for i := 0; ; i++ {
		if t, a := j.automatic(pos, &h, i); t != outcome.NoTermination {
			end, term, art = i, t, a
			break
		}
		if i == n {
			break
		}
		m := g.moves[i]
		irr := irreversible(pos, m)
		mv.make(m)
		h.add(mv.key(id), irr)
	}
	return j.finish(ctx, g, pos, &h, id, term, art, end)
}

// side is c as outcome writes a side.
func side(c chess.Color) outcome.Side {
	if c == chess.White {
		return outcome.White
	}
	return outcome.Black
}

// irreversible reports whether m (legal in p) is a pawn move or a capture:
// no earlier position can recur after it.
func irreversible(p *chess.Position, m chess.Move) bool {
	return p.PieceAt(m.From()).Type() == chess.Pawn || (m.Kind() != chess.CastleMove && p.PieceAt(m.To()) != chess.NoPiece)
}

// finish is Status after the replay: pos is the last judged position (the
// one after the last move, or at the ply end where an automatic draw ended
// the game, -1 for none; term and art then name it), h the history up to it.
func (j *Judge) finish(ctx context.Context, g Game, pos *chess.Position, h *history, id identity, term outcome.Termination, art string, end int) (Status, error) {
	n := len(g.moves)
	st := Status{Ply: n, Article: art}
	last := n
	if end >= 0 {
		last = end
	}
	// Checkmate and stalemate: only the last judged position can lack legal
	// moves (every earlier one had the next move). Mate on the move that
	// completes the 75 moves prevails when the rulebook says so.
	if !pos.HasLegalMove() {
		if term == outcome.NoTermination || (term == outcome.SeventyFiveMoves && j.seventy5.MatePrevails) || !pos.InCheck() {
			if pos.InCheck() {
				term, st.Article = outcome.Checkmate, j.art.checkmate
			} else {
				term, st.Article = outcome.Stalemate, j.art.stalemate
			}
			end = last
		}
	}
	// Dead position (5.2.2).
	if term != outcome.Checkmate && term != outcome.Stalemate && !j.dead.Absent && j.dead.Automatic {
		var first int
		st.DeadPosition, first = j.firstDead(ctx, g, pos, last)
		if st.DeadPosition == outcome.Unwinnable && (end < 0 || first <= end) {
			end, term, st.Article = first, outcome.DeadPosition, j.art.dead
		}
	}
	if end >= 0 {
		st.Ply = end
		st.Outcome = outcome.Drawn(term)
		if term == outcome.Checkmate {
			// The side to move at the end is mated.
			p := *pos
			if end != last {
				p = g.Position(end)
			}
			st.Outcome = outcome.Decisive(term, side(p.SideToMove().Other()))
		}
		return st, nil
	}
	if !j.noClaims {
		st.Claims = j.claims(pos, h, id)
	}
	return st, nil
}

// firstDead is the dead-position test (5.2.2) of the game g judged up to
// ply last, whose position pos is: the verdict at pos and, when it is
// Unwinnable, the first ply whose position is dead. Once dead, every later
// position is dead too, so it tests pos and, if dead, searches for the
// first by bisection (replaying g to each position it tests).
func (j *Judge) firstDead(ctx context.Context, g Game, pos *chess.Position, last int) (outcome.Verdict, int) {
	v := j.deadVerdict(ctx, pos)
	if v != outcome.Unwinnable {
		return v, last
	}
	lo, hi := 0, last // hi is dead
	for lo < hi {
		mid := (lo + hi) / 2
		p := g.Position(mid)
		if j.deadVerdict(ctx, &p) == outcome.Unwinnable {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return v, hi
}

// DeadBefore is Status of g by this judge when another judge of the same
// rulebook found g in play after its last move (Status.Outcome in play,
// no error), end being the position after that move: that judge met no
// automatic draw and end has a legal move, so only this judge's
// dead-position test (a stronger CanMate than the other's) can end the
// game, at the first dead position. It answers as Status would, without
// Status's replay of the whole game (the bisection for the first dead
// position replays the positions it tests) and without the claims (nil:
// they are Status's business for a game in play).
func (j *Judge) DeadBefore(ctx context.Context, g Game, end *chess.Position) Status {
	j.consultDraws()
	n := len(g.moves)
	st := Status{Ply: n}
	if j.dead.Absent || !j.dead.Automatic {
		return st
	}
	var first int
	st.DeadPosition, first = j.firstDead(ctx, g, end, n)
	if st.DeadPosition == outcome.Unwinnable {
		st.Ply, st.Outcome, st.Article = first, outcome.Drawn(outcome.DeadPosition), j.art.dead
	}
	return st
}

// automatic returns the automatic draw (fivefold 9.6.1, 75 moves 9.6.2) that
// holds at ply i, if any.
func (j *Judge) automatic(p *chess.Position, h *history, i int) (outcome.Termination, string) {
	// Every way of counting needs occurrences-1 earlier plies with the
	// side to move of ply i (every second ply) since the last irreversible
	// move: with fewer, none can hold (a shortcut for the usual position).
	if occ := j.fivefold.Occurrences; !j.fivefold.Absent && i >= 4*(occ-1) && i-h.reset[i] >= 2*(occ-1) {
		switch j.fivefold.Counting {
		case rulebook.CountingConsecutiveAlternateMoves:
			if h.consecutive(i, j.fivefold.Occurrences) {
				return outcome.Fivefold, j.art.fivefold
			}
		case rulebook.CountingConsecutive:
			if h.cycled(i, j.fivefold.Occurrences) {
				return outcome.Fivefold, j.art.fivefold
			}
		default: // "any"
			if h.count(i) >= j.fivefold.Occurrences {
				return outcome.Fivefold, j.art.fivefold
			}
		}
	}
	// "last", "consecutive" and "any" series of N moves all hold from the
	// moment the half-move clock reaches 2N; the game ends then.
	if !j.seventy5.Absent && p.HalfmoveClock() >= 2*j.seventy5.Moves {
		return outcome.SeventyFiveMoves, j.art.seventyFive
	}
	return outcome.NoTermination, ""
}

// deadVerdict is Unwinnable when neither side can checkmate, Winnable when
// one side provably can, else Undetermined.
func (j *Judge) deadVerdict(ctx context.Context, p *chess.Position) outcome.Verdict {
	if j.quick != nil {
		// The full search of a side the quick pass left goes on from
		// where that pass stopped (unwinnable.WithQuickResume), when both
		// are package unwinnable's.
		var release func()
		ctx, release = unwinnable.WithQuickResume(ctx)
		defer release()
		w := j.quick(ctx, p, chess.White)
		if w == outcome.Winnable {
			return outcome.Winnable
		}
		b := j.quick(ctx, p, chess.Black)
		switch {
		case b == outcome.Winnable:
			return outcome.Winnable
		case w == outcome.Unwinnable && b == outcome.Unwinnable:
			return outcome.Unwinnable
		}
	}
	w := j.canMate(ctx, p, chess.White)
	if w == outcome.Winnable {
		return outcome.Winnable
	}
	b := j.canMate(ctx, p, chess.Black)
	switch {
	case b == outcome.Winnable:
		return outcome.Winnable
	case w == outcome.Unwinnable && b == outcome.Unwinnable:
		return outcome.Unwinnable
	}
	return outcome.Undetermined
}

// claims lists every 9.2 / 9.3 claim the player having the move could make.
func (j *Judge) claims(p *chess.Position, h *history, id identity) []Claim {
	var out []Claim
	us := p.SideToMove()
	last := len(h.keys) - 1
	just, written := j.hasForm(FormJustArisen), j.hasForm(FormWrittenMove)
	if just && h.count(last) >= threefoldOccurrences {
		out = append(out, Claim{Kind: outcome.Threefold, Article: j.art.threefold[FormJustArisen], Form: FormJustArisen, By: us})
	}
	fiftyHalf := 2 * j.fifty.Moves
	if just && p.HalfmoveClock() >= fiftyHalf {
		out = append(out, Claim{Kind: outcome.FiftyMoves, Article: j.art.fifty[FormJustArisen], Form: FormJustArisen, By: us})
	}
	if written {
		// The intended move is written, not played (9.2.1.1, 9.3.1): a move
		// that would checkmate or stalemate still makes the claim correct,
		// and a correct claim draws the game at once (9.5.2), so the move is
		// never made. python-chess's can_claim_fifty_moves() rejects such a
		// move (niklasf/python-chess#1188).
		for _, m := range p.LegalMoves() {
			irr := p.PieceAt(m.From()).Type() == chess.Pawn || (m.Kind() != chess.CastleMove && p.PieceAt(m.To()) != chess.NoPiece)
			if irr {
				continue // a new position and a reset clock: neither claim
			}
			three := false
			q := *p
			q.Make(m)
			if h.countNew(id.key(&q)) >= threefoldOccurrences {
				three = true
			}
			san := p.SAN(m)
			if three {
				out = append(out, Claim{Kind: outcome.Threefold, Article: j.art.threefold[FormWrittenMove], Form: FormWrittenMove, By: us, Move: m, SAN: san})
			}
			if p.HalfmoveClock()+1 >= fiftyHalf {
				out = append(out, Claim{Kind: outcome.FiftyMoves, Article: j.art.fifty[FormWrittenMove], Form: FormWrittenMove, By: us, Move: m, SAN: san})
			}
		}
	}
	sort.SliceStable(out, func(a, b int) bool {
		x, y := out[a], out[b]
		if x.Kind != y.Kind {
			return x.Kind == outcome.Threefold
		}
		if x.SAN != y.SAN {
			return x.SAN < y.SAN
		}
		return x.Form < y.Form
	})
	return out
}
