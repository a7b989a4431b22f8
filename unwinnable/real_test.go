package unwinnable_test

import (
	"context"
	"fmt"
	"io"
	"os"
	"runtime"
	"sort"
	"testing"
	"time"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/internal/cputime"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/pgn"
	"github.com/chessconform/chessconform/unwinnable"
)

// samplePath is the committed sample of 400 real Lichess games (its README
// credits the source): their final positions are the held-out real set,
// never used to tune the analyser (the CHA corpus is what it was tuned on).
const samplePath = "conformance/corpus/pgn/lichess-2021-10-sample.pgn"

// loadSample returns the final position of every game of the sample.
func loadSample(t testing.TB) []*chess.Position {
	t.Helper()
	f, err := chessconform.Data.Open(samplePath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rd := pgn.NewReader(f)
	var out []*chess.Position
	for {
		g, err := rd.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("%s: %v", samplePath, err)
		}
		end := g.End
		if end == nil {
			t.Fatalf("%s: game %d has no end position", samplePath, len(out)+1)
		}
		p := *end
		out = append(out, &p)
	}
	if len(out) != 400 {
		t.Fatalf("%s: %d games, want 400", samplePath, len(out))
	}
	return out
}

// TestRealSample analyses both sides of every final position of the sample
// at the default budget: nothing may stay undetermined and every helpmate
// replays. With UNWINNABLE_DUMP_REAL=FILE it writes one TSV line per
// position-side (game, side, verdict, method, nodes, microseconds,
// helpmate plies, FEN).
func TestRealSample(t *testing.T) {
	ctx := context.Background()
	var dump *os.File
	if name := os.Getenv("UNWINNABLE_DUMP_REAL"); name != "" {
		f, err := os.Create(name)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		dump = f
	}
	// FIDE 2014 onwards (laws.AutomaticDraws reads them from the rulebooks;
	// here they are test data): lines passing 9.6.2 or 9.6.1 are counted,
	// and such sides analysed again with the option, which must give a line
	// that respects them or no verdict other than undetermined.
	draws := unwinnable.AutomaticDraws{MoveRule: 75, MatePrevails: true, Repetition: 5}
	longest, passing := 0, 0
	for i, p := range loadSample(t) {
		for _, side := range []chess.Color{chess.White, chess.Black} {
			start := time.Now()
			r := unwinnable.Analyze(ctx, p, side, unwinnable.Budget{})
			dt := time.Since(start)
			if dump != nil {
				fmt.Fprintf(dump, "%d\t%s\t%s\t%s\t%d\t%.1f\t%d\t%s\n", i+1, side, r.Verdict, r.Method, r.Nodes, dt.Seconds()*1e6, len(r.Helpmate), p.FEN())
			}
			switch r.Verdict {
			case outcome.Undetermined:
				t.Errorf("game %d %s: %s undetermined", i+1, p.FEN(), side)
			case outcome.Winnable:
				replay(t, p.FEN(), side, r.Helpmate)
				longest = max(longest, len(r.Helpmate))
				if !draws.Respects(p, r.Helpmate) {
					passing++
					s := unwinnable.Analyze(ctx, p, side, unwinnable.Budget{Draws: draws})
					if s.Verdict == outcome.Winnable && !draws.Respects(p, s.Helpmate) || s.Verdict == outcome.Unwinnable && s.Method != "automatic draw" {
						t.Errorf("game %d %s: %s with the automatic draws: %s (%s), %d plies", i+1, p.FEN(), side, s.Verdict, s.Method, len(s.Helpmate))
					}
				}
			}
		}
	}
	t.Logf("longest helpmate: %d plies; %d pass an automatic draw of FIDE 2014", longest, passing)
}

// BenchmarkRealSample analyses both sides of the 400 final positions per
// iteration and reports the median, mean, 99th percentile and maximum time
// per position-side, in CPU time of the analysing thread (on Linux; the
// goroutine is locked to its thread), which a shared machine disturbs less
// than the wall clock: run it with GOMAXPROCS=1. It also reports the median
// and mean of each half of the sample: the odd-numbered games (game 1, 3,
// ...), on which the fast path's split (firstDive) was chosen, and the
// even-numbered ones, held out.
func BenchmarkRealSample(b *testing.B) {
	ps := loadSample(b)
	ctx := context.Background()
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var times, odd, even []time.Duration
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		times, odd, even = times[:0], odd[:0], even[:0]
		for g, p := range ps {
			for _, side := range []chess.Color{chess.White, chess.Black} {
				start := cputime.Thread()
				unwinnable.Analyze(ctx, p, side, unwinnable.Budget{})
				d := cputime.Thread() - start
				times = append(times, d)
				if g%2 == 0 { // game g+1 is odd-numbered
					odd = append(odd, d)
				} else {
					even = append(even, d)
				}
			}
		}
	}
	b.StopTimer()
	report := func(times []time.Duration, prefix string, tail bool) {
		var total time.Duration
		for _, d := range times {
			total += d
		}
		sort.Slice(times, func(i, j int) bool { return times[i] < times[j] })
		b.ReportMetric(float64(times[len(times)/2].Nanoseconds())/1e3, prefix+"median-µs/side")
		b.ReportMetric(float64(total.Nanoseconds())/1e3/float64(len(times)), prefix+"mean-µs/side")
		if tail {
			b.ReportMetric(float64(times[len(times)*99/100].Microseconds()), "p99-µs/side")
			b.ReportMetric(float64(times[len(times)-1].Microseconds()), "max-µs/side")
		}
	}
	report(times, "", true)
	report(odd, "odd-", false)
	report(even, "even-", false)
}

// TestRepeatable analyses sides of the sample twice in a row: the second
// analysis must do the same work as the first (the fast path reuses the
// memory of earlier searches, which must not change their order). It
// failed before the pooled open list was reset correctly: game 1 White
// took 1,490 positions the first time and 1,475 the second.
func TestRepeatable(t *testing.T) {
	ctx := context.Background()
	ps := loadSample(t)
	n := 40
	if testing.Short() {
		n = 10
	}
	for i, p := range ps[:n] {
		for _, side := range []chess.Color{chess.White, chess.Black} {
			a := unwinnable.Analyze(ctx, p, side, unwinnable.Budget{})
			b := unwinnable.Analyze(ctx, p, side, unwinnable.Budget{})
			if a.Verdict != b.Verdict || a.Nodes != b.Nodes || len(a.Helpmate) != len(b.Helpmate) {
				t.Errorf("game %d %s: %s %d nodes %d plies, then %s %d nodes %d plies", i+1, side, a.Verdict, a.Nodes, len(a.Helpmate), b.Verdict, b.Nodes, len(b.Helpmate))
			}
		}
	}
}
