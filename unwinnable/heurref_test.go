package unwinnable

import (
	"math/rand"
	"slices"
	"testing"

	"github.com/chessconform/chessconform/chess"
)

// The heuristics order the helpmate searches, so making them faster must
// not change a single value: every change would change which positions the
// searches visit. The ref functions below are evalBound, evalPlain and
// checkDistance as they were before they were sped up (commit 7c8597a),
// kept to check the present ones against, value for value, on the corpus
// positions and on random walks from them.

// TestHeuristicsUnchanged compares the heuristics with their reference
// versions, for both winners, with and without idle pieces and the bound
// colour, on every corpus position and the positions of random walks
// (32 plies) from them.
func TestHeuristicsUnchanged(t *testing.T) {
	cases := chaVectors(t)
	rng := rand.New(rand.NewSource(17))
	compared := 0
	for _, c := range cases {
		p, err := chess.ParseFEN(c.FEN)
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; ply < 32; ply++ {
			for _, w := range []chess.Color{chess.White, chess.Black} {
				s := &searcher{winner: w, loser: w.Other()}
				for _, h := range []heuristic{{}, {idle: idlePieces(p, w)}, {bound: chess.DarkSquares}, {bound: chess.LightSquares}} {
					s.heuristic = h
					lk := p.KingSquare(w.Other())
					got, want := s.evalBase(p), s.refEvalPlain(p)
					if h.bound != 0 {
						want = s.refEvalBound(p)
					}
					if got != want {
						t.Fatalf("%s, winner %s, %+v: heuristic %d, want %d", p.FEN(), w, h, got, want)
					}
					if b := p.Board(); s.checkDistance(&b, lk, attacksBy(&b, w)) != s.refCheckDistance(p, lk) {
						b := p.Board()
						t.Fatalf("%s, winner %s: checkDistance %d, want %d", p.FEN(), w, s.checkDistance(&b, lk, attacksBy(&b, w)), s.refCheckDistance(p, lk))
					}
					compared++
				}
			}
			moves := p.LegalMoves()
			if len(moves) == 0 {
				break
			}
			p.Make(moves[rng.Intn(len(moves))])
		}
	}
	if compared < 100000 {
		t.Fatalf("only %d comparisons: the corpus was not read", compared)
	}
}

func (s *searcher) refEvalBound(p *chess.Position) int32 {
	const (
		obstacle   = 12 // per loser's bishop of the bound colour
		heavyBlock = 8  // a rook or queen as the blocker
	)
	w, l := s.winner, s.loser
	if p.Pieces(w, chess.Bishop) == 0 {
		return 1000 // a bare king: no mate ever (no pawns to promote)
	}
	lk, wk := p.KingSquare(l), p.KingSquare(w)
	useless := p.Pieces(l, chess.Bishop) & s.bound
	h := obstacle * useless.Count()
	corners := &colourCornerDist[1]
	if s.bound&1 != 0 { // a1 is of the bound colour
		corners = &colourCornerDist[0]
	}
	h += 4 * corners[lk]
	blocker := 16
	for b := p.Occupied(l) &^ p.Pieces(l, chess.King) &^ useless; b != 0; b &= b - 1 {
		sq := b.First()
		d := cheb(sq, lk)
		switch p.PieceAt(sq).Type() {
		case chess.Pawn:
			promo := chess.NewSquare(sq.File(), 0)
			if l == chess.White {
				promo = chess.NewSquare(sq.File(), 7)
			}
			d = cheb(sq, promo) + cheb(promo, lk)
		case chess.Rook, chess.Queen:
			d += heavyBlock
		}
		blocker = min(blocker, d)
	}
	h += 2*blocker + 2*cheb(wk, lk)
	nearest := 8
	for b := p.Pieces(w, chess.Bishop); b != 0; b &= b - 1 {
		nearest = min(nearest, cheb(b.First(), lk))
	}
	h += nearest
	for b := kingAttacks(lk) &^ p.Occupied(l); b != 0; b &= b - 1 {
		if !p.Attacked(b.First(), w) {
			h += 3
		}
	}
	h += 3 * s.refCheckDistance(p, lk)
	return int32(h)
}
func (s *searcher) refEvalPlain(p *chess.Position) int32 {
	w, l := s.winner, s.loser
	lk, wk := p.KingSquare(l), p.KingSquare(w)
	h := 0
	heavy, minors, pieceDist := 0, 0, 0
	for t := chess.Knight; t <= chess.Queen; t++ {
		b := p.Pieces(w, t)
		if s.idle != nil {
			b &^= s.idle[t]
		}
		for ; b != 0; b &= b - 1 {
			if t >= chess.Rook {
				heavy++
			} else {
				minors++
			}
			pieceDist += cheb(b.First(), lk)
		}
	}
	h -= 24 * (heavy + minors) // material: a lost piece costs, a promotion pays
	lUnits := (p.Occupied(l) &^ p.Pieces(l, chess.King)).Count()
	mating := heavy > 0 || minors >= 2 || (minors == 1 && lUnits > 0)

	pawns := p.AllPieces() & (p.Pieces(chess.White, chess.Pawn) | p.Pieces(chess.Black, chess.Pawn))
	bestProm := 99
	for b := p.Pieces(w, chess.Pawn); b != 0; b &= b - 1 {
		sq := b.First()
		f, r := sq.File(), sq.Rank()
		d, ahead := 7-r, 0
		for rr := r + 1; rr < 8; rr++ {
			if pawns.Has(chess.NewSquare(f, rr)) {
				ahead++
			}
		}
		if w == chess.Black {
			d, ahead = r, 0
			for rr := r - 1; rr >= 0; rr-- {
				if pawns.Has(chess.NewSquare(f, rr)) {
					ahead++
				}
			}
		}
		bestProm = min(bestProm, d+3*ahead)
		h -= 6
	}
	if !mating {
		// Any position with mating force must score better than every one
		// without it, or a promotion would look like a step back.
		h += 160 + 4*bestProm
		nearest := 8
		lp := p.Pieces(l, chess.Pawn)
		for b := lp; b != 0; b &= b - 1 {
			nearest = min(nearest, cheb(b.First(), wk))
			h += 3
		}
		if lp != 0 {
			// The king's walk to a pawn it can take, around the pawns.
			lpAtt := chess.PawnSetAttacks(l, lp)
			if d := kingWalk(bitboard(1)<<wk, lp&^lpAtt, p.Pieces(w, chess.Pawn)|lpAtt); d >= 0 {
				nearest = min(d, 15)
			} else {
				nearest = 15
			}
		}
		if nearest < 8 || lp != 0 {
			h += nearest
		}
		return int32(h)
	}
	if heavy == 0 && bestProm < 99 {
		h += bestProm
	}
	corner := cornerDist[lk]
	// Bishops alone check only on their own colour: drive the king to a
	// corner of that colour.
	if b := p.Pieces(w, chess.Bishop); heavy == 0 && minors == b.Count() && b != 0 {
		if b&chess.DarkSquares == 0 {
			corner = colourCornerDist[1][lk]
		} else if b&chess.LightSquares == 0 {
			corner = colourCornerDist[0][lk]
		}
	}
	kingGap := cheb(wk, lk)
	if pawns != 0 {
		// Pawns wall the kings in: measure their walks around them.
		lpAtt := chess.PawnSetAttacks(l, p.Pieces(l, chess.Pawn))
		if d := kingWalk(bitboard(1)<<wk, kingAttacks(lk), pawns|lpAtt); d >= 0 {
			kingGap = d + 1
		} else {
			kingGap += 8
		}
	}
	h += 4*corner + pieceDist + 2*kingGap
	// With only minor pieces the loser's own men must block its king; its
	// pawns promoting supply them.
	if heavy == 0 {
		for b := p.Pieces(l, chess.Pawn); b != 0; b &= b - 1 {
			r := b.First().Rank()
			if l == chess.White {
				r = 7 - r
			}
			h += r
		}
		for b := p.Occupied(l) &^ p.Pieces(l, chess.Pawn) &^ p.Pieces(l, chess.King); b != 0; b &= b - 1 {
			h += cheb(b.First(), lk)
		}
	}
	own := p.Occupied(l)
	for b := kingAttacks(lk) &^ own; b != 0; b &= b - 1 {
		if !p.Attacked(b.First(), w) {
			h += 3
		}
	}
	h += 3 * s.refCheckDistance(p, lk)
	return int32(h)
}

func (s *searcher) refCheckDistance(p *chess.Position, lk chess.Square) int {
	w := s.winner
	if p.Attacked(lk, w) {
		return 0
	}
	best := 4
	diag := p.Pieces(w, chess.Bishop) | p.Pieces(w, chess.Queen)
	orth := p.Pieces(w, chess.Rook) | p.Pieces(w, chess.Queen)
	occ := p.AllPieces()
	for d, dir := range allDirs {
		sliders := orth
		if d >= 4 {
			sliders = diag
		}
		if sliders == 0 {
			continue
		}
		f, r := lk.File()+dir[0], lk.Rank()+dir[1]
		blockers := 0
		for onBoard(f, r) && blockers < best {
			q := chess.NewSquare(f, r)
			if sliders.Has(q) {
				best = blockers
				break
			}
			if occ.Has(q) {
				blockers++
			}
			f, r = f+dir[0], r+dir[1]
		}
	}
	if best > 1 {
		for b := p.Pieces(w, chess.Knight); b != 0; b &= b - 1 {
			if knightAttacks(b.First())&spread(knightAttacks(lk), func(q int) bitboard { return knightAttacks(q) }) != 0 {
				best = 1
				break
			}
		}
	}
	return best
}

var allDirs = [8][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}

// TestMoveDeltasUnchanged compares the scores pushChildren gives the
// moves, which it weighs set by set (one set per man), with refMoveDelta,
// the function of one move it replaced, for both winners, on every corpus
// position and random walks (32 plies) from them, with and without the
// fast path's perturbation: the fast path orders its open list by them.
// Read back from the open list, each move must be there once with its
// score, and the moves of one score in the order of the moves (a bucket is
// a stack). mateIn1 must make exactly the moves the reference's filter
// lets through, in order, and return the first that mates.
func TestMoveDeltasUnchanged(t *testing.T) {
	cases := chaVectors(t)
	rng := rand.New(rand.NewSource(17))
	compared, checked, mates := 0, 0, 0
	var ms chess.MoveSets
	var q bqueue
	var sc scratch
	for _, c := range cases {
		p, err := chess.ParseFEN(c.FEN)
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; ply < 32; ply++ {
			moves := p.LegalMoves()
			if len(moves) == 0 {
				break
			}
			for k, w := range []chess.Color{chess.White, chess.Black, chess.White, chess.Black} {
				s := &searcher{winner: w, loser: w.Other(), heuristic: heuristic{weight: int32(1 + k)}}
				if k >= 2 {
					s.noise = noiseSeed // the perturbation is added in the same pass
				}
				winner := p.SideToMove() == w
				var direct checkSquares
				var disc bitboard
				if winner {
					direct, disc = s.checkFilter(p)
				}
				p.GenerateSets(&ms)
				if winner {
					// The moves dive makes to meet a mate: its own pass
					// over the moves as it was at 8f99577.
					var want []chess.Move
					var mate chess.Move
					for _, m := range moves {
						if !(m.Kind() == chess.NormalMove && m.Promotion() == 0 && !disc.Has(m.From()) && !direct[p.PieceAt(m.From()).Type()].Has(m.To())) {
							want = append(want, m)
							u := p.Make(m)
							if p.IsCheckmate() {
								mate = m
							}
							p.Unmake(m, u)
							if mate != chess.NoMove {
								break
							}
						}
					}
					got, ok := s.mateIn1(p, &ms, &direct, disc)
					if ok != (mate != chess.NoMove) || got != mate || s.nodes != uint64(len(want)) {
						t.Fatalf("%s, winner %s: mateIn1 %v %v after %d moves made, want %v after %d (%v)", p.FEN(), w, got, ok, s.nodes, mate, len(want), want)
					}
					checked += len(want)
					if ok {
						mates++
					}
				}
				q.reset()
				base := int32(rng.Intn(200) - 100)
				if k%2 == 0 {
					// Buckets for every score the moves may have (as
					// in a search under way): pushSets' fast loop.
					q.push(base-1000, hentry{parent: -1})
					q.push(base+1000, hentry{parent: -1})
					q.pop()
					q.pop()
					// Reset (the buckets kept, hi low) and rebased at base.
					q.reset()
					q.push(base, hentry{parent: -1})
					q.pop()
				}
				s.pushChildren(&q, &sc, 7, base, p, &ms, &direct, winner)
				if q.n != len(moves) {
					t.Fatalf("%s: %d entries for %d moves", p.FEN(), q.n, len(moves))
				}
				// Read the open list back, bucket by bucket; every
				// entry between cur and hi (reset clears those only).
				score := map[chess.Move]int32{}
				for i, head := range q.heads {
					if head != 0 && (i < q.cur || i > q.hi) {
						t.Fatalf("%s: an entry in bucket %d, outside cur %d to hi %d", p.FEN(), i, q.cur, q.hi)
					}
					last := len(moves)
					for e := head; e != 0; e = q.ents[e-1].next {
						en := q.ents[e-1]
						m := en.move
						pos := slices.Index(moves, m)
						if _, dup := score[m]; dup || en.parent != 7 || pos < 0 || pos >= last {
							t.Fatalf("%s: the open list holds %v (parent %d) twice, out of the moves' order or not a move", p.FEN(), m, en.parent)
						}
						last = pos
						score[m] = q.lo + int32(i)
					}
				}
				for _, m := range moves {
					want := s.refMoveDelta(p, m, &direct, winner)
					if s.noise != 0 {
						// addNoise as it was at 8f99577, a pass of its own.
						want += int32(((p.Hash() ^ s.noise ^ uint64(m)*0xD6E8FEB86659FD93) * 0x9E3779B97F4A7C15) >> 60)
					}
					got, ok := score[m]
					if !ok || got != base+s.weight*want {
						t.Fatalf("%s, winner %s, %s%s: score %d (%v), want %d", p.FEN(), w, m.From(), m.To(), got, ok, base+s.weight*want)
					}
					compared++
				}
			}
			p.Make(moves[rng.Intn(len(moves))])
		}
	}
	if compared < 100000 || checked < 10000 || mates < 10 {
		t.Fatalf("only %d comparisons, %d checking moves, %d mates: the corpus was not read", compared, checked, mates)
	}
	t.Logf("%d moves compared, %d checking moves made, %d mates in one", compared, checked, mates)
}

// refMoveDelta is the estimate of one move (moveDeltas, now pushChildren)
// as it was at 809fe6c.
func (s *searcher) refMoveDelta(p *chess.Position, m chess.Move, direct *checkSquares, winner bool) int32 {
	from, to := m.From(), m.To()
	t := p.PieceAt(from).Type()
	lk, wk := p.KingSquare(s.loser), p.KingSquare(s.winner)
	d := 0
	if winner {
		switch t {
		case chess.King:
			d = 2 * (cheb(to, lk) - cheb(from, lk))
		case chess.Pawn:
			d = -1
			if m.Promotion() != 0 {
				d = -24
			}
		default:
			d = cheb(to, lk) - cheb(from, lk)
		}
		if direct[t].Has(to) {
			d -= 6
		}
		return int32(d)
	}
	if t == chess.King {
		d = 4*(cornerDist[to]-cornerDist[from]) + 2*(cheb(wk, to)-cheb(wk, from))
		for b := p.Occupied(s.winner) &^ p.Pieces(s.winner, chess.Pawn) &^ p.Pieces(s.winner, chess.King); b != 0; b &= b - 1 {
			d += cheb(b.First(), to) - cheb(b.First(), from)
		}
		return int32(d)
	}
	if kingAttacks(lk).Has(to) {
		d -= 3
	}
	if kingAttacks(lk).Has(from) {
		d += 3
	}
	if c := p.PieceAt(to); c != chess.NoPiece && c.Type() != chess.Pawn {
		d += 24
	}
	return int32(d)
}
