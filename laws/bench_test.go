package laws_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"io/fs"
	"sort"
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/pgn"
)

// corpusGames reads the Lichess sample (conformance/corpus/pgn, CC0, see
// its README) as laws games with the PGN's result.
func corpusGames(tb testing.TB) ([]laws.Game, []string) {
	tb.Helper()
	b, err := fs.ReadFile(chessconform.Data, "conformance/corpus/pgn/lichess-2021-10-sample.pgn")
	if err != nil {
		tb.Fatal(err)
	}
	r := pgn.NewReader(bytes.NewReader(b))
	var games []laws.Game
	var results []string
	for {
		pg, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			tb.Fatalf("corpus: %v", err)
		}
		g, err := laws.NewGame(pg.Start, pg.Moves())
		if err != nil {
			tb.Fatalf("corpus game %d: %v", pg.Number, err)
		}
		games = append(games, g)
		results = append(results, pg.Result)
	}
	return games, results
}

// hundredMoves is a 100-move game (200 half-moves) that is still in play
// under fide-2023 at the end: the longest corpus game (174 half-moves)
// continued by a fixed pseudo-random choice among the legal moves that
// neither mate nor stalemate.
func hundredMoves(tb testing.TB) laws.Game {
	games, _ := corpusGames(tb)
	long := games[0]
	for _, g := range games {
		if g.Len() > long.Len() && g.Len() <= 200 {
			long = g
		}
	}
	p := long.Position(long.Len())
	start, moves := long.Start(), long.Moves()
	seed := uint64(12345)
	for len(moves) < 200 {
		ms := p.LegalMoves()
		sort.Slice(ms, func(a, b int) bool { return p.UCI(ms[a]) < p.UCI(ms[b]) })
		seed = seed*6364136223846793005 + 1442695040888963407
		for k := range ms {
			m := ms[(int(seed>>33)+k)%len(ms)]
			q := p
			q.Make(m)
			if q.HasLegalMove() {
				moves = append(moves, m)
				p = q
				break
			}
		}
	}
	long, err := laws.NewGame(&start, moves)
	if err != nil {
		tb.Fatal(err)
	}
	st, err := judge(tb, "fide-2023").Status(context.Background(), long)
	if err != nil || st.Outcome.Result() != outcome.InPlay || st.Ply != 200 {
		tb.Fatalf("benchmark game: %+v %v, want in play after 200 half-moves", st, err)
	}
	return long
}

// BenchmarkStatus100Moves: status of a 100-move game (200 half-moves) under
// fide-2023, moves already read. Target ≤ 100 µs.
func BenchmarkStatus100Moves(b *testing.B) {
	g := hundredMoves(b)
	j := judge(b, "fide-2023")
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := j.Status(ctx, g); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkParseAndStatus100Moves adds reading the 200 moves from UCI.
func BenchmarkParseAndStatus100Moves(b *testing.B) {
	g := hundredMoves(b)
	p := g.Start()
	ucis := make([]string, g.Len())
	for i, m := range g.Moves() {
		ucis[i] = p.UCI(m)
		p.Make(m)
	}
	start := g.Start()
	fen := start.FEN()
	j := judge(b, "fide-2023")
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		g, err := laws.ParseGame(fen, ucis)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := j.Status(ctx, g); err != nil {
			b.Fatal(err)
		}
	}
}

// TestCorpusCheckmates: every corpus game whose last move is written with
// '#' ends, by our judgement, in checkmate with the result the PGN records;
// and no game we judge checkmate lacks the '#'.
func TestCorpusCheckmates(t *testing.T) {
	b, err := fs.ReadFile(chessconform.Data, "conformance/corpus/pgn/lichess-2021-10-sample.pgn")
	if err != nil {
		t.Fatal(err)
	}
	// The material predicate suffices here (the test is about checkmate)
	// and keeps the run short.
	judge(t, "fide-2023") // loads the rulebook set
	rb, err := set.Resolve("fide-2023")
	if err != nil {
		t.Fatal(err)
	}
	j, err := laws.New(rb, laws.Options{CanMate: laws.MaterialCanMate})
	if err != nil {
		t.Fatal(err)
	}
	r := pgn.NewReader(bytes.NewReader(b))
	mates := 0
	for {
		pg, err := r.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		g, err := laws.NewGame(pg.Start, pg.Moves())
		if err != nil {
			t.Fatal(err)
		}
		st, err := j.Status(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		hash := len(pg.Plies) > 0 && bytes.HasSuffix([]byte(pg.Plies[len(pg.Plies)-1].SAN), []byte("#"))
		if hash {
			mates++
		}
		if hash != (st.Outcome.Termination() == outcome.Checkmate) || (hash && st.Outcome.Result() != outcome.Result(pg.Result)) {
			t.Errorf("game %d: PGN ends %q with %s; judged %s %s after %d of %d moves", pg.Number,
				pg.Plies[len(pg.Plies)-1].SAN, pg.Result, st.Outcome.Result(), st.Outcome.Termination(), st.Ply, g.Len())
		}
	}
	if mates == 0 {
		t.Fatal("no checkmate in the corpus: the test checks nothing")
	}
}

// BenchmarkStatus100MovesMaterial is BenchmarkStatus100Moves with the
// material-only dead-position predicate: the cost of the replay, the
// repetition bookkeeping and the claims without the unwinnability search.
func BenchmarkStatus100MovesMaterial(b *testing.B) {
	g := hundredMoves(b)
	judge(b, "fide-2023") // loads the rulebook set
	r, err := set.Resolve("fide-2023")
	if err != nil {
		b.Fatal(err)
	}
	j, err := laws.New(r, laws.Options{CanMate: laws.MaterialCanMate})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := j.Status(ctx, g); err != nil {
			b.Fatal(err)
		}
	}
}

func TestBenchmarkGame(t *testing.T) {
	g := hundredMoves(t)
	p := g.Position(g.Len())
	st, err := judge(t, "fide-2023").Status(context.Background(), g)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("final position %s: %s, dead-position test %s, %d claims", p.FEN(), st.Outcome.Result(), st.DeadPosition, len(st.Claims))
}
