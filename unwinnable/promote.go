package unwinnable

import (
	"math/bits"
	"slices"

	"github.com/chessconform/chessconform/chess"
)

// The promotion member: a winner with pawns and no piece can mate only
// after a promotion, and evalPlain then scores the freest pawn by its
// distance to promotion and the pawns ahead on its file. A pawn changes
// file by capturing, and in a helpmate the loser gives it the men to take:
// the way to promote is often across files (game 123 of the Lichess
// sample, Black's a-pawn blocked by White's a2: ...a4, ...a3, ...axb2,
// ...b1), which the file count does not see. The member searches in two
// stages (promoteMate): first for a promotion, ordered by the pawns' real
// paths (promoPath), then from each promotion for the mate, which with a
// new queen is usually a few hundred positions away.

// pawnsOnly reports whether the winner has pawns and no piece besides its
// king: the kind of position the promotion member serves.
func pawnsOnly(p *chess.Position, winner chess.Color) bool {
	pawns := p.Pieces(winner, chess.Pawn)
	return pawns != 0 && p.Occupied(winner)&^p.Pieces(winner, chess.King) == pawns
}

const (
	// pathOwnPawn is the cost of a step onto a square where a pawn of the
	// winner's stands: it must advance (or promote) first.
	pathOwnPawn = 2
	// pathLoserPawn is the cost of a step onto a square where a pawn of
	// the loser's stands: it never steps aside; it must capture away or be
	// captured by the winner's king.
	pathLoserPawn = 4
	// pathNoMan is the cost of a capture on a square no man of the loser's
	// can reach.
	pathNoMan = 16
	pathInf   = 1 << 10
)

// promoPath returns the fewest moves for one of the winner's pawns to
// promote, counting for each step of the pawn one move, plus: a step
// straight onto an occupied square what clearing it costs (one move for a
// piece or a king, pathOwnPawn or pathLoserPawn for a pawn); a capture
// (a step to the next file) the moves of the loser's man that gets there
// soonest (supply). The loser's king is never a man to take. pathInf
// when the winner has no pawn.
func promoPath(p *chess.Position, winner chess.Color) int {
	loser := winner.Other()
	dr, last := 1, 7
	if winner == chess.Black {
		dr, last = -1, 0
	}
	occ := p.AllPieces()
	wp, lp := p.Pieces(winner, chess.Pawn), p.Pieces(loser, chess.Pawn)
	var supplied [64]int16 // supply cost + 1; 0: not computed
	sp := supplierOf(p, winner)
	supply := func(t chess.Square) int {
		if c := supplied[t]; c != 0 {
			return int(c) - 1
		}
		c := supplyCost(&sp, t)
		supplied[t] = int16(c + 1)
		return c
	}
	// stepCost is the cost of a step straight onto t.
	stepCost := func(t chess.Square) int {
		switch {
		case lp.Has(t):
			return 1 + pathLoserPawn
		case wp.Has(t):
			return 1 + pathOwnPawn
		case occ.Has(t):
			return 2
		}
		return 1
	}
	// The pawns nearest to promotion first: a path found bounds the others.
	// Squares count up the ranks, so White's pawns come from the highest
	// square down, Black's from the lowest up.
	cand := wp
	toGo := func(sq chess.Square) int { return (last - sq.Rank()) * dr }
	best := pathInf
	for cand != 0 {
		sq := cand.First()
		if winner == chess.White {
			sq = chess.Square(63 - bits.LeadingZeros64(uint64(cand)))
		}
		cand &^= bitboard(1) << sq
		if toGo(sq) >= best {
			break // every step costs a move at least
		}
		// The pawn's own file, straight on, bounds its paths: the search
		// below then leaves every branch that cannot beat it.
		straight := 0
		for r := sq.Rank() + dr; ; r += dr {
			straight += stepCost(chess.NewSquare(sq.File(), r))
			if r == last {
				break
			}
		}
		best = min(best, straight)
		cost := infCosts
		cost[sq.File()] = 0
		// live: the files whose cost is finite, the only ones a step can
		// leave from (a file at pathInf never beats best).
		live := uint8(1) << sq.File()
		for r := sq.Rank() + dr; ; r += dr {
			next := infCosts
			left := (last-r)*dr + 1 // steps from here, this one included
			reach := uint8(0)
			for b := live; b != 0; b &= b - 1 {
				f := bits.TrailingZeros8(b)
				c := cost[f]
				if c+left >= best {
					continue // cannot beat a path found already
				}
				next[f] = min(next[f], c+stepCost(chess.NewSquare(f, r)))
				reach |= 1 << f
				// A capture beats best only from a square where a man
				// stands already (supply 0) or with a move to spare.
				spare := c+left+1 < best
				if u := chess.NewSquare(f-1, r); f > 0 && (spare || sp.men.Has(u)) {
					next[f-1] = min(next[f-1], c+1+supply(u))
					reach |= 1 << (f - 1)
				}
				if u := chess.NewSquare(f+1, r); f < 7 && (spare || sp.men.Has(u)) {
					next[f+1] = min(next[f+1], c+1+supply(u))
					reach |= 1 << (f + 1)
				}
			}
			cost, live = next, reach
			if r == last {
				break
			}
		}
		for b := live; b != 0; b &= b - 1 {
			best = min(best, cost[bits.TrailingZeros8(b)])
		}
	}
	return best
}

// infCosts is a rank of promoPath's costs, every file out of reach.
var infCosts = [8]int{pathInf, pathInf, pathInf, pathInf, pathInf, pathInf, pathInf, pathInf}

// supplyCost returns the moves the loser needs to put one of its men (not
// its king) on t for a pawn of the winner's to take: 0 when one stands
// there; for a piece, its moves on an empty board (manDist); for a pawn of
// the loser's, its steps down its file to t; one more when another man (a
// king, a pawn of the winner's) stands on t and must leave first;
// pathNoMan when no man can get there. sp holds what it reads of the
// position (supplierOf), looked up once per promoPath: promoPath runs for
// every position the promotion member makes, and it was two fifths of
// the member's time, supplyCost half of that.
func supplyCost(sp *supplier, t chess.Square) int {
	if sp.men.Has(t) {
		return 0
	}
	best := pathNoMan
	// The loser's pawn nearest to t on its file, on the side it comes
	// from (the winner's direction).
	if b := sp.lp & fileAhead[sp.winner][t]; b != 0 {
		s := b.First()
		if sp.winner == chess.Black {
			s = chess.Square(63 - bits.LeadingZeros64(uint64(b)))
		}
		best = max(s.Rank()-t.Rank(), t.Rank()-s.Rank())
	}
	// The pieces: one move from the squares they attack on an empty
	// board, two from the others (a bishop from its colour's only).
	switch {
	case emptyRook[t]&sp.orth != 0, emptyBishop[t]&sp.diag != 0:
		best = 1
	case sp.orth != 0 || sp.diag&t.SameColour() != 0:
		best = min(best, 2)
	}
	for b := sp.knights; b != 0 && best > 1; b &= b - 1 {
		best = min(best, int(knightDist[b.First()][t]))
	}
	if sp.occ.Has(t) && best < pathNoMan {
		best++ // another man stands there: it must leave first
	}
	return best
}

// supplier is what supplyCost reads of a position: the loser's men other
// than its king, its pawns, its pieces that move along ranks and files,
// along diagonals, its knights, and every man.
type supplier struct {
	winner                            chess.Color
	men, lp, orth, diag, knights, occ bitboard
}

// supplierOf returns supplyCost's view of p with winner to promote.
func supplierOf(p *chess.Position, winner chess.Color) supplier {
	loser := winner.Other()
	q := p.Pieces(loser, chess.Queen)
	return supplier{
		winner:  winner,
		men:     p.Occupied(loser) &^ p.Pieces(loser, chess.King),
		lp:      p.Pieces(loser, chess.Pawn),
		orth:    p.Pieces(loser, chess.Rook) | q,
		diag:    p.Pieces(loser, chess.Bishop) | q,
		knights: p.Pieces(loser, chess.Knight),
		occ:     p.AllPieces(),
	}
}

// emptyRook and emptyBishop are a rook's and a bishop's attacks from each
// square on an empty board.
var emptyRook, emptyBishop [64]bitboard

func init() {
	for s := range 64 {
		emptyRook[s] = attacksFrom(chess.Rook, s, 0)
		emptyBishop[s] = attacksFrom(chess.Bishop, s, 0)
	}
}

// evalPromote is the first stage's heuristic (lower is closer): four
// points a move of the shortest path to a promotion (promoPath), less six
// for every pawn the winner keeps; without pawns the winner never mates.
func (s *searcher) evalPromote(p *chess.Position) int32 {
	n := p.Pieces(s.winner, chess.Pawn).Count()
	if n == 0 {
		return 1000
	}
	return int32(4*min(promoPath(p, s.winner), 60) - 6*n)
}

// The promotion member's budgets, in positions generated, chosen on the
// corpus (the tuning set) with the member just before the portfolio's
// rounds, where 227 of the 1,219 position-sides of its kind reach it: with
// a promotion met within promoteFirst positions, up to promoteNodes in
// all and promoteMateNodes for each mate attempt, it settled 16 of them
// and saved 0.29 million of their 45.8 million positions; every triple of
// 200–2,000, 5,000–20,000 and 500–2,000 saved or cost less than 0.31
// million. The weight of evalPromote against the line's length changed
// nothing measurable between 1 and 8 (the path term dominates). Where it
// now stands (analyze), 586 sides reach it: 34 take fewer positions (a
// tenth to a twentieth for the most expensive), 445 pay 500 and 5 the
// full 10,000; 0.27 million saved in all.
const (
	promoteFirst     = 500
	promoteNodes     = 10_000
	promoteMateNodes = 1000
	promoteWeight    = 2
)

// promoteMate is the two-stage search: a best-first search ordered by
// evalPromote looks for a promotion of the winner's; from each position
// where one is made (the queen first) it looks for the mate with the lazy
// search (dive, weight 4, at most mateNodes positions), and returns the
// two lines joined. It gives up when no promotion is met within
// firstNodes positions (most positions of the kind in the corpus that
// resist the general search are locked: the pawns never promote), and
// generates at most maxNodes positions in all. A line it returns is
// replayed by analyze like every other.
func (s *searcher) promoteMate(root *chess.Position, firstNodes, maxNodes, mateNodes uint64) ([]chess.Move, bool) {
	start := s.nodes
	maxNodes += s.nodes
	var st nodeStore
	var q bqueue
	seen := newHashSet()
	var ml chess.MoveList
	type promo struct {
		m chess.Move
		v int
	}
	var promos []promo
	promoted := false
	expand := func(idx int32) ([]chess.Move, bool) {
		p := &st.at(idx).pos
		g := st.at(idx).g
		p.GenerateLegal(&ml)
		mover := p.SideToMove()
		promos = promos[:0]
		for _, m := range ml.Moves() {
			s.nodes++
			u := p.Make(m)
			if mover == s.winner && p.InCheck() && !p.HasLegalMove() {
				p.Unmake(m, u)
				return st.line(idx, m), true
			}
			if mover == s.winner && m.Promotion() != 0 {
				if !seen.has(p) {
					promos = append(promos, promo{m, promoOrder[m.Promotion()]})
				}
			} else if !seen.has(p) {
				q.push(promoteWeight*s.evalPromote(p)+g+1, hentry{parent: idx, move: m})
			}
			p.Unmake(m, u)
		}
		// The mate from each promotion, the queen first.
		slices.SortFunc(promos, func(a, b promo) int { return a.v - b.v })
		for _, pr := range promos {
			promoted = true
			after := *p
			after.Make(pr.m)
			seen.add(&after)
			d := divePool.get()
			d.reset(heuristic{weight: 4})
			line, ok := s.dive(d, &after, min(mateNodes, maxNodes-min(maxNodes, s.nodes)))
			divePool.put(d)
			if ok {
				return append(st.line(idx, pr.m), line...), true
			}
		}
		return nil, false
	}
	st.add(hnode{pos: *root, parent: -1})
	seen.add(root)
	if line, ok := expand(0); ok {
		return line, true
	}
	for q.n > 0 && s.nodes < maxNodes {
		if st.n&1023 == 0 && s.ctx.Err() != nil {
			return nil, false
		}
		if !promoted && s.nodes-start >= firstNodes {
			return nil, false
		}
		e := q.pop()
		idx, n := st.child(e)
		n.pos.Make(e.move)
		if !seen.add(&n.pos) {
			st.drop()
			continue
		}
		if line, ok := expand(idx); ok {
			return line, true
		}
	}
	return nil, false
}

// promoOrder orders the promotions tried: the queen first, the knight
// (which checks where the queen does not) next.
var promoOrder = [chess.King + 1]int{chess.Queen: 0, chess.Knight: 1, chess.Rook: 2, chess.Bishop: 3}

// The early promotion: the fast path's lazy search weighs a position by
// its mating chances (evalPlain), which a winner with pawns and at most
// one piece mostly lacks until a pawn promotes; on such sides it spent
// its whole budget (2,000 or 3,000 positions) and more, where the
// promotion member (promoteMate) promotes and mates in a few hundred.
// In the audit's questions of the Lichess sample (the final positions of
// the games whose flag fell), game 10 White (a knight and a pawn on a7,
// 1,796 positions in the fast path), game 19 White (a bishop and a pawn,
// 2,386: the dive failed, the portfolio's first member found it) and game
// 206 White (pawns only: the dive's 2,000 failed, then this member took
// 146) are of the kind. So when the lazy search's first stretch
// (firstDive) has found nothing, the member runs before the search
// resumes: with its full budgets when the winner has pawns only (and not
// again later), with smaller ones (earlyFirst, earlyNodes,
// earlyMateNodes) when it also has one piece other than a queen.
//
// The budgets were chosen on the tuning sets (the audit's questions of the
// odd-numbered games, quick passes included, the middle-game positions of
// the sample and the odd-numbered games' final positions, both sides,
// default budget):
// positions in all, before -> after, 18,561 -> 15,271, 146,216 -> 141,375
// and 74,805 -> 67,232 with 200, 2,000 and 500; 100/1,000/300,
// 150/2,000/300, 150/3,000/1,000 and 300/3,000/500 did as well or a little
// worse; the smaller budgets for pawns-only winners too (18,294 on the
// audit's odd questions: game 123 Black needs more than 200 positions to
// meet its promotion).
//
// On the same sets, the sides whose loser has three pieces or more took
// more positions with the member first (+348, +788 and +2,117 over the
// four of them, e.g. a pawns-only winner against two queens and a bishop,
// where the lazy search meets a mate by the pawns with the loser's men as
// blockers), those with at most two fewer (-18,957 over 69): the member
// is left out there (earlyLoserPieces). With that limit, in positions in
// all: 17,309 -> 14,019 (the audit's odd questions), 146,216 -> 141,375
// (middle games), 74,805 -> 63,979 (odd final positions); held out,
// 15,967 -> 12,191 (the even questions) and 57,757 -> 53,934 (the even
// final positions; 61,854 without the limit).
const (
	earlyFirst       = 200
	earlyNodes       = 2000
	earlyMateNodes   = 500
	earlyLoserPieces = 2
)

// earlyKind is the kind of side the early promotion serves.
type earlyKind int

const (
	noEarly    earlyKind = iota
	earlyPiece           // pawns and one piece, not a queen
	earlyPawns           // pawns and no piece (pawnsOnly)
)

// earlyPromote returns the kind of winner p has for the early promotion:
// none when the loser has more than earlyLoserPieces pieces (its king and
// pawns aside), whose men then block its own king and a mate without a
// promotion is near (the lazy search's kind).
func earlyPromote(p *chess.Position, winner chess.Color) earlyKind {
	pawns := p.Pieces(winner, chess.Pawn)
	loser := winner.Other()
	if pawns == 0 || (p.Occupied(loser)&^p.Pieces(loser, chess.King)&^p.Pieces(loser, chess.Pawn)).Count() > earlyLoserPieces {
		return noEarly
	}
	switch others := p.Occupied(winner) &^ p.Pieces(winner, chess.King) &^ pawns; {
	case others == 0:
		return earlyPawns
	case others&(others-1) == 0 && p.Pieces(winner, chess.Queen) == 0:
		return earlyPiece
	}
	return noEarly
}
