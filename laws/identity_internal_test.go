package laws

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"testing"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/pgn"
)

// TestMoverKey: the identity Status builds move by move (chess's Zobrist
// key kept up to date by each move) equals the identity of the same
// position read afresh from its FEN, at every
// ply of the Lichess corpus and of random games that castle (standard and
// Chess960, where the king or rook lands on the other's square), capture en
// passant (legal, and pseudo-legal only: pinned pawns) and promote, under
// both castling wordings.
func TestMoverKey(t *testing.T) {
	var games []Game
	b, err := os.ReadFile("../conformance/corpus/pgn/lichess-2021-10-sample.pgn")
	if err != nil {
		t.Fatal(err)
	}
	rd := pgn.NewReader(bytes.NewReader(b))
	for {
		g, err := rd.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		games = append(games, Game{start: *g.Start, moves: g.Moves()})
	}
	starts := []struct {
		fen    string
		c960   bool
		plies  int
		rounds int
	}{
		{chess.StartFEN, false, 120, 40},
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", false, 60, 60},
		{"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", false, 60, 40},
		{"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", false, 80, 60},           // e.p. with pins along the rank
		{"4k3/8/8/r2pP2K/8/8/8/8 w - d6 0 1", false, 20, 10},                   // e.p. capture pseudo-legal only
		{"1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w KQkq - 0 1", true, 60, 40}, // king f1, rook g1
		{"rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w KQkq - 0 1", true, 60, 40},   // king b1, rook a1
		{"8/PPPk4/8/8/8/8/4Kppp/8 w - - 0 1", false, 30, 40},                   // promotions
	}
	seed := uint64(0x1234567)
	next := func() int {
		seed = seed*6364136223846793005 + 1442695040888963407
		return int(seed >> 33)
	}
	special := 0
	for _, s := range starts {
		p, err := chess.ParseFEN(s.fen)
		if err != nil {
			t.Fatalf("%s: %v", s.fen, err)
		}
		p.SetChess960(s.c960)
		for r := 0; r < s.rounds; r++ {
			g := Game{start: *p}
			q := *p
			for len(g.moves) < s.plies {
				ms := q.LegalMoves()
				if len(ms) == 0 {
					break
				}
				m := ms[next()%len(ms)]
				// Prefer the moves whose bookkeeping is special.
				for _, c := range ms {
					if (c.Kind() != chess.NormalMove || c.Promotion() != chess.NoPieceType) && next()%2 == 0 {
						m = c
						special++
						break
					}
				}
				q.Make(m)
				g.moves = append(g.moves, m)
			}
			games = append(games, g)
		}
	}
	if special < 100 {
		t.Fatalf("only %d castling, en-passant or promotion moves: the test checks too little", special)
	}
	plies := 0
	for _, rights := range []bool{true, false} {
		id := identity{rights: rights}
		for gi, g := range games {
			mv := newMover(&g.start)
			full := g.start
			for i, m := range g.moves {
				mv.make(m)
				full.Make(m)
				fresh, err := chess.ParseFEN(full.FEN())
				if err != nil {
					t.Fatalf("game %d, ply %d: %v", gi, i+1, err)
				}
				if got, want := mv.key(id), id.key(fresh); got != want {
					t.Fatalf("game %d, ply %d (%s), rights %v: incremental key %x, from scratch %x", gi, i+1, full.FEN(), rights, got, want)
				}
				if mv.pos.FEN() != full.FEN() {
					t.Fatalf("game %d, ply %d: mover position %s, want %s", gi, i+1, mv.pos.FEN(), full.FEN())
				}
				plies++
			}
		}
	}
	t.Logf("%d plies checked", plies)
}

// TestStatusLongGame: a game longer than the stack arrays of Status (a
// random game of 420 half-moves) is judged from heap arrays, and judging it
// cut at the ply where it ended gives the same verdict.
func TestStatusLongGame(t *testing.T) {
	j := materialJudge(t, "fide-2023")
	g := randomGame(99, 420)
	if len(g.moves) <= stackPlies {
		t.Fatalf("the game has %d half-moves: not beyond the stack arrays (%d)", len(g.moves), stackPlies)
	}
	st, err := j.Status(context.Background(), g)
	if err != nil {
		t.Fatal(err)
	}
	short := Game{start: g.start, moves: g.moves[:st.Ply]}
	st2, err := j.Status(context.Background(), short)
	if err != nil {
		t.Fatal(err)
	}
	if st.Outcome.Result() != st2.Outcome.Result() || st.Outcome.Termination() != st2.Outcome.Termination() || st.Ply != st2.Ply {
		t.Errorf("%d half-moves: %+v; cut after ply %d: %+v", len(g.moves), st, st.Ply, st2)
	}
	t.Logf("%d half-moves: %s %s after ply %d", len(g.moves), st.Outcome.Result(), st.Outcome.Termination(), st.Ply)
}
