package unwinnable

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/internal/cputime"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/pgn"
)

// sampleSets returns, for each game of the Lichess sample (real_test.go's
// samplePath), the position two thirds into it (the middle-game set, a
// tuning set apart from the final positions) and its final position.
func sampleSets(t testing.TB) (middle, final []*chess.Position) {
	t.Helper()
	const path = "conformance/corpus/pgn/lichess-2021-10-sample.pgn"
	f, err := chessconform.Data.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rd := pgn.NewReader(f)
	for {
		g, err := rd.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		p := *g.Start
		moves := g.Moves()
		for _, m := range moves[:len(moves)*2/3] {
			p.Make(m)
		}
		end := *g.End
		middle, final = append(middle, &p), append(final, &end)
	}
	if len(final) != 400 {
		t.Fatalf("%s: %d games, want 400", path, len(final))
	}
	return middle, final
}

// TestSampleSets is a diagnostic, run only with UNWINNABLE_SETS=DIR: it
// analyses both sides of the middle-game set and of the final positions of
// the Lichess sample and writes DIR/middle.tsv and DIR/final.tsv (game,
// side, verdict, method, nodes, µs of thread CPU, helpmate plies, FEN),
// then logs the positions and CPU of the middle games, the odd-numbered
// games' final positions (with the middle games, the tuning set) and the
// even-numbered ones (held out).
func TestSampleSets(t *testing.T) {
	dir := os.Getenv("UNWINNABLE_SETS")
	if dir == "" {
		t.Skip("UNWINNABLE_SETS not set")
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	middle, final := sampleSets(t)
	ctx := context.Background()
	run := func(name string, ps []*chess.Position) {
		f, err := os.Create(filepath.Join(dir, name+".tsv"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		var nodes [2]uint64
		var us [2]float64
		for i, p := range ps {
			for _, side := range []chess.Color{chess.White, chess.Black} {
				t0 := cputime.Thread()
				r := Analyze(ctx, p, side, Budget{})
				dt := cputime.Thread() - t0
				if r.Verdict == outcome.Undetermined {
					t.Errorf("%s game %d %s: %s", name, i+1, side, r.Verdict)
				}
				if len(r.Helpmate) > 0 && !verify(p, r.Helpmate, side) {
					t.Errorf("%s game %d %s: the helpmate does not replay", name, i+1, side)
				}
				nodes[i%2] += r.Nodes
				us[i%2] += float64(dt.Nanoseconds()) / 1e3
				fmt.Fprintf(f, "%d\t%s\t%s\t%s\t%d\t%.1f\t%d\t%s\n", i+1, side, r.Verdict, r.Method, r.Nodes, float64(dt.Nanoseconds())/1e3, len(r.Helpmate), p.FEN())
			}
		}
		t.Logf("%s: odd games %d positions %.0f µs, even games %d positions %.0f µs", name, nodes[0], us[0], nodes[1], us[1])
	}
	run("middle", middle)
	run("final", final)
}
