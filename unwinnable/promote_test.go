package unwinnable

import (
	"bytes"
	"context"
	"errors"
	"github.com/chessconform/chessconform/pgn"
	"io"
	"os"
	"slices"
	"testing"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/outcome"
)

// Paths to a promotion worked out by hand: a step a move, a capture the
// moves of the loser's man that gets there, a loser's pawn ahead on the
// file pathLoserPawn more.
func TestPromoPath(t *testing.T) {
	for _, c := range []struct {
		name, fen string
		winner    chess.Color
		want      int
	}{
		{"free file", "4k3/8/8/8/8/8/P7/4K3 w - - 0 1", chess.White, 6},
		{"free file, black", "4k3/p7/8/8/8/8/8/4K3 w - - 0 1", chess.Black, 6},
		// a4xb5, then b6, b7, b8.
		{"a pawn to take", "4k3/8/8/pp6/P7/8/8/4K3 w - - 0 1", chess.White, 4},
		// Nc3-b5 first: one more.
		{"a knight to give", "4k3/8/8/p7/P7/2n5/8/4K3 w - - 0 1", chess.White, 5},
		// Nothing to take: through the pawn, 4 steps + pathLoserPawn.
		{"blocked, nothing to take", "4k3/8/8/p7/P7/8/8/4K3 w - - 0 1", chess.White, 4 + pathLoserPawn},
		// ...a4, ...a3, ...axb2, ...b1 (the a2 pawn blocks the file).
		{"across files", "8/8/7k/p2Q4/2K5/8/PP6/8 w - - 0 1", chess.Black, 4},
		{"no pawn", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", chess.White, pathInf},
	} {
		if got := promoPath(mustParse(t, c.fen), c.winner); got != c.want {
			t.Errorf("%s (%s): %d, want %d", c.name, c.fen, got, c.want)
		}
	}
}

// Corpus line 1769, Black to mate: the h-pawn must take on g1 (its own
// king stands on h1), so White must give a man there. The general search
// (weight 4) finds no line in promoteNodes positions (the portfolio took
// 37,805 before the member came in); the member finds the 9-ply line in
// well under a thousand.
func TestPromoteMate(t *testing.T) {
	const line1769 = "8/8/8/8/5BRP/7p/8/5K1k b - - 0 1"

	p, _, _ := canonical(mustParse(t, line1769), chess.Black)
	s := &searcher{ctx: context.Background(), winner: chess.White, loser: chess.Black}
	line, ok := s.promoteMate(p, promoteFirst, promoteNodes, promoteMateNodes)
	if !ok || !verify(p, line, chess.White) {
		t.Fatalf("no helpmate within %d nodes (%d spent)", promoteNodes, s.nodes)
	}
	if s.nodes > 1000 {
		t.Errorf("%d nodes, want at most 1,000", s.nodes)
	}
	t.Logf("%d plies, %d nodes", len(line), s.nodes)
	g := &searcher{ctx: context.Background(), winner: chess.White, loser: chess.Black}
	if _, ok := g.find(&hsearch{heur: heuristic{weight: 4}}, p, promoteNodes); ok {
		t.Logf("the general search found one too, in %d nodes: this position no longer shows the member's use", g.nodes)
	}
	// Through Analyze, at a budget the portfolio without the member spent
	// before finding a line.
	if r := Analyze(context.Background(), mustParse(t, line1769), chess.Black, Budget{Nodes: 20_000}); r.Verdict != outcome.Winnable {
		t.Errorf("Analyze, 20,000 nodes: %s after %d nodes, want winnable", r.Verdict, r.Nodes)
	}
	if pawnsOnly(p, chess.White) != true || pawnsOnly(mustParse(t, line1769), chess.White) {
		t.Error("pawnsOnly: the member's kind misread")
	}
}

// The early promotion (earlyPromote) settles, within the fast path's
// first thousand positions, sides of the Lichess sample whose winner has
// pawns and little else and on which the lazy search alone spent its
// whole budget or more (before it: 1,796, 2,386 and 2,149 positions).
func TestEarlyPromote(t *testing.T) {
	for _, c := range []struct {
		name, fen string
		winner    chess.Color
		kind      earlyKind
	}{
		{"game 10, a knight and a pawn on a7", "6k1/P3n3/3N3p/6p1/8/1r6/5K2/8 b - - 0 50", chess.White, earlyPiece},
		{"game 19, a bishop and a pawn", "8/8/8/6k1/4P2p/7K/6B1/8 b - - 9 49", chess.White, earlyPiece},
		{"game 206, pawns only", "8/6k1/5p2/6pK/5PP1/8/8/8 b - - 0 57", chess.White, earlyPawns},
	} {
		p := mustParse(t, c.fen)
		if k := earlyPromote(p, c.winner); k != c.kind {
			t.Errorf("%s: kind %d, want %d", c.name, k, c.kind)
		}
		r := Analyze(context.Background(), p, c.winner, Budget{Nodes: 20_000})
		if r.Verdict != outcome.Winnable || r.Nodes > 1000 {
			t.Errorf("%s: %s after %d positions, want winnable within 1,000", c.name, r.Verdict, r.Nodes)
		}
	}
	for _, c := range []struct{ name, fen string }{
		{"no pawn", "8/8/4K3/2k5/3R4/8/8/8 w - - 7 53"},
		{"a queen", "8/8/2Q2qk1/4p3/2PbP3/1P4Np/7K/8 w - - 6 43"},
		{"two pieces", "3r4/2p5/1p4k1/2pP4/P6B/1B2PK2/8/8 b - - 0 56"},
		// Game 394: pawns only against two queens and a bishop.
		{"the loser's three pieces", "1k6/8/4p3/8/2b2PPP/3q4/1q4K1/8 w - - 5 73"},
	} {
		if k := earlyPromote(mustParse(t, c.fen), chess.White); k != noEarly {
			t.Errorf("%s: kind %d, want none", c.name, k)
		}
	}
}

// supplyCostRef is supplyCost as it was before supplier (the reference): it returns the moves the loser needs to put one of its men (not
// its king) on t for a pawn of the winner's to take: 0 when one stands
// there; for a piece, its moves on an empty board (manDist); for a pawn of
// the loser's, its steps down its file to t (dr is the winner's direction);
// one more when another man (a king, a pawn of the winner's) stands on t
// and must leave first; pathNoMan when no man can get there.
func supplyCostRef(p *chess.Position, loser chess.Color, t chess.Square, dr int) int {
	men := p.Occupied(loser) &^ p.Pieces(loser, chess.King)
	if men.Has(t) {
		return 0
	}
	best := pathNoMan
	lp := p.Pieces(loser, chess.Pawn)
	for r, d := t.Rank()+dr, 1; r >= 0 && r < 8; r, d = r+dr, d+1 {
		if lp.Has(chess.NewSquare(t.File(), r)) {
			best = d
			break
		}
	}
	// The pieces: one move from the squares they attack on an empty
	// board, two from the others (a bishop from its colour's only).
	q := p.Pieces(loser, chess.Queen)
	orth, diag := p.Pieces(loser, chess.Rook)|q, p.Pieces(loser, chess.Bishop)|q
	switch {
	case attacksFrom(chess.Rook, int(t), 0)&orth != 0, attacksFrom(chess.Bishop, int(t), 0)&diag != 0:
		best = 1
	case orth != 0 || diag&t.SameColour() != 0:
		best = min(best, 2)
	}
	for b := p.Pieces(loser, chess.Knight); b != 0 && best > 1; b &= b - 1 {
		best = min(best, int(knightDist[b.First()][t]))
	}
	if p.AllPieces().Has(t) && best < pathNoMan {
		best++ // another man stands there: it must leave first
	}
	return best
}

// TestSupplyCostRef: supplyCost, which reads the position once per
// promoPath (supplier), gives supplyCostRef's answer for every square,
// either winner, in every position of the Lichess sample's games.
func TestSupplyCostRef(t *testing.T) {
	diffs := 0
	eachSamplePosition(t, func(g *pgn.Game, i int, p *chess.Position) {
		for _, w := range []chess.Color{chess.White, chess.Black} {
			sp, dr := supplierOf(p, w), 1
			if w == chess.Black {
				dr = -1
			}
			for s := chess.Square(0); s < 64; s++ {
				if got, want := supplyCost(&sp, s), supplyCostRef(p, w.Other(), s, dr); got != want && diffs < 10 {
					diffs++
					t.Errorf("game %d ply %d (%s), winner %s, %s: %d, want %d", g.Number, i, p.FEN(), w, s, got, want)
				}
			}
		}
	})
}

// promoPathRef is promoPath as it was before it followed only the files
// a path reaches (live) and bounded each pawn's search by its straight
// path: every file of every rank visited, every capture's supply asked.
func promoPathRef(p *chess.Position, winner chess.Color) int {
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
	// The pawns nearest to promotion first: a path found bounds the others.
	var order [8]chess.Square
	n := 0
	for b := wp; b != 0 && n < len(order); b &= b - 1 {
		order[n] = b.First()
		n++
	}
	toGo := func(sq chess.Square) int { return (last - sq.Rank()) * dr }
	slices.SortFunc(order[:n], func(a, b chess.Square) int { return toGo(a) - toGo(b) })
	best := pathInf
	for _, sq := range order[:n] {
		if toGo(sq) >= best {
			break // every step costs a move at least
		}
		var cost [8]int
		for f := range cost {
			cost[f] = pathInf
		}
		cost[sq.File()] = 0
		for r := sq.Rank() + dr; ; r += dr {
			var next [8]int
			for f := range next {
				next[f] = pathInf
			}
			left := (last-r)*dr + 1 // steps from here, this one included
			for f, c := range cost {
				if c+left >= best {
					continue // cannot beat a path found already
				}
				t := chess.NewSquare(f, r)
				step := c + 1
				switch {
				case lp.Has(t):
					step += pathLoserPawn
				case wp.Has(t):
					step += pathOwnPawn
				case occ.Has(t):
					step++
				}
				next[f] = min(next[f], step)
				for _, g := range [2]int{f - 1, f + 1} {
					if g >= 0 && g < 8 {
						u := chess.NewSquare(g, r)
						next[g] = min(next[g], c+1+supply(u))
					}
				}
			}
			cost = next
			if r == last {
				break
			}
		}
		for _, c := range cost {
			best = min(best, c)
		}
	}
	return best
}

// TestPromoPathRef: promoPath gives promoPathRef's answer for either
// winner in every position of the Lichess sample's games.
func TestPromoPathRef(t *testing.T) {
	diffs := 0
	eachSamplePosition(t, func(g *pgn.Game, i int, p *chess.Position) {
		for _, w := range []chess.Color{chess.White, chess.Black} {
			if got, want := promoPath(p, w), promoPathRef(p, w); got != want && diffs < 10 {
				diffs++
				t.Errorf("game %d ply %d (%s), winner %s: %d, want %d", g.Number, i, p.FEN(), w, got, want)
			}
		}
	})
}

// eachSamplePosition calls f on every position of every game of the
// Lichess sample (g, the ply i played next, the position), and fails t if
// it met fewer than the sample's 27,000 positions.
func eachSamplePosition(t *testing.T, f func(g *pgn.Game, i int, p *chess.Position)) {
	t.Helper()
	src, err := os.ReadFile("../conformance/corpus/pgn/lichess-2021-10-sample.pgn")
	if err != nil {
		t.Fatal(err)
	}
	rd := pgn.NewReader(bytes.NewReader(src))
	positions := 0
	for {
		g, err := rd.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		p := *g.Start
		for i := 0; ; i++ {
			positions++
			f(g, i, &p)
			if i == len(g.Plies) {
				break
			}
			p.Make(g.Plies[i].Move)
		}
	}
	if positions < 27_000 {
		t.Errorf("%d positions compared, want the sample's 27,000 or more", positions)
	}
}
