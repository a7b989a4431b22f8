package unwinnable

import (
	"context"
	"reflect"
	"slices"
	"testing"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/outcome"
)

// TestQuickResumeSameAnalysis: under WithQuickResume, the full analysis of
// a side a quick pass left undecided resumes that pass's search and
// answers exactly as the full analysis alone (verdict, method, helpmate,
// positions), on the final positions of the Lichess sample, both sides,
// with the audit's budgets (the quick pass's 256 positions, then 20,000),
// and with a full budget smaller than the quick pass's first stretch,
// where nothing is resumed. A quick pass that settles its side leaves
// nothing behind, and release gives back what no analysis took.
func TestQuickResumeSameAnalysis(t *testing.T) {
	_, final := sampleSets(t)
	if testing.Short() {
		final = final[:100]
	}
	resumed := 0
	for _, p := range final {
		for _, w := range []chess.Color{chess.White, chess.Black} {
			for _, full := range []uint64{20_000, 100} {
				ctx, release := WithQuickResume(context.Background())
				r := quickResumeOf(ctx)
				q := Analyze(ctx, p, w, Budget{Nodes: 256, Quick: true})
				kept := len(r.left)
				if q.Verdict != outcome.Undetermined && kept != 0 {
					t.Fatalf("%s, %s: a quick pass that answered %s kept its search", p.FEN(), w, q.Verdict)
				}
				got := Analyze(ctx, p, w, Budget{Nodes: full})
				want := Analyze(context.Background(), p, w, Budget{Nodes: full})
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("%s, %s, budget %d: resumed %+v, alone %+v", p.FEN(), w, full, got, want)
				}
				if kept == 1 && len(r.left) == 0 {
					resumed++
				}
				if full < firstDive && kept != len(r.left) {
					t.Fatalf("%s, %s: a full analysis of %d positions resumed a quick pass of %d", p.FEN(), w, full, firstDive)
				}
				var left *hsearch
				if len(r.left) == 1 {
					left = r.left[0].fast
				}
				divePool.mu.Lock()
				room := len(divePool.free) < 16
				divePool.mu.Unlock()
				release()
				if len(r.left) != 0 {
					t.Fatalf("release left %d searches", len(r.left))
				}
				if left != nil && room && !slices.Contains(divePool.free, left) {
					t.Fatalf("%s, %s: release did not give the search back to the pool", p.FEN(), w)
				}
			}
		}
	}
	t.Logf("%d full analyses resumed a quick pass", resumed)
	if resumed < 5 {
		t.Errorf("only %d full analyses resumed a quick pass", resumed)
	}
}
