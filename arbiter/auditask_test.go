package arbiter

import (
	"context"
	"strings"
	"testing"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/outcome"
)

// counted is a predicate that counts its questions.
func counted(inner laws.CanMate, n *int) laws.CanMate {
	return func(ctx context.Context, p *chess.Position, side chess.Color) outcome.Verdict {
		*n++
		return inner(ctx, p, side)
	}
}

// auditWith audits src under fide-2023 with o and returns the findings.
func auditWith(t *testing.T, o AuditOptions, src string) []Finding {
	t.Helper()
	return auditUnder(t, "fide-2023", o, src)
}

// auditUnder audits src under rulebook rb with o and returns the findings.
func auditUnder(t *testing.T, rb string, o AuditOptions, src string) []Finding {
	t.Helper()
	r, err := testRulebooks.Resolve(rb, nil, "")
	if err != nil {
		t.Fatal(err)
	}
	a, err := NewAuditor(r, o)
	if err != nil {
		t.Fatal(err)
	}
	var fs []Finding
	if _, err := a.Audit(context.Background(), strings.NewReader(src), func(f Finding) error { fs = append(fs, f); return nil }); err != nil {
		t.Fatal(err)
	}
	return fs
}

// Game 145 of the corpus (lichess.org/6D68YJeg, drawn after 13 moves, every piece
// on the board) is not a dead position: White's full search needs about
// 15,000 nodes to find a helpmate, Black's quick pass about a hundred. With
// the quick pass on both sides first the full search is never asked; without
// it, once (White). A quick pass that answers Unwinnable (here: always) is
// not believed: the full search still decides, and there is no finding.
func TestAuditQuickPassFirst(t *testing.T) {
	g := games(t)[144]
	if !strings.Contains(g, `[Result "1/2-1/2"]`) {
		t.Fatal("game 145 is not drawn")
	}
	full := SearchCanMate(DefaultNodes)
	for _, c := range []struct {
		name  string
		quick laws.CanMate
		want  int
	}{
		{"quick", SearchQuick(DefaultNodes), 0},
		{"none", nil, 1},
		{"lying", func(context.Context, *chess.Position, chess.Color) outcome.Verdict { return outcome.Unwinnable }, 1},
	} {
		n := 0
		fs := auditWith(t, AuditOptions{CanMate: counted(full, &n), Quick: c.quick}, g)
		if len(fs) != 0 {
			t.Errorf("%s: findings %+v", c.name, fs)
		}
		if n != c.want {
			t.Errorf("%s: the full search was asked %d times, want %d", c.name, n, c.want)
		}
	}
}

// A game declared drawn that ended on time with the flagged player's
// opponent able to mate (game 46 with its result changed, as in
// cmd/chessconform's TestAdjudicateFlagWin) costs one question, not two: the
// flag-fall decision carries its verdict.
func TestAuditDrawnTimeoutAsksOnce(t *testing.T) {
	g := games(t)[45]
	g = strings.Replace(g, `[Result "1-0"]`, `[Result "1/2-1/2"]`, 1)
	i := strings.LastIndex(g, "1-0")
	g = g[:i] + "1/2-1/2" + g[i+3:]
	n := 0
	// No quick pass: the dead-position test asks the full search once
	// (White, winnable: the position is not dead), the flag fall once more.
	fs := auditWith(t, AuditOptions{CanMate: counted(SearchCanMate(DefaultNodes), &n)}, g)
	if len(fs) != 1 || fs[0].Kind != KindFlagWin || fs[0].Implied != outcome.WhiteWins || fs[0].Article != "6.9" {
		t.Fatalf("findings %+v, want one flag-win implying 1-0 by 6.9", fs)
	}
	if n != 2 {
		t.Errorf("%d questions, want 2 (one for the dead-position test, one for the flag fall)", n)
	}
}

// SearchQuick is no quick pass where it would not be quicker than the full
// search: the material proofs only (0) or a budget within QuickNodes.
func TestSearchQuick(t *testing.T) {
	for _, c := range []struct {
		nodes uint64
		quick bool
	}{{0, false}, {1, false}, {QuickNodes, false}, {QuickNodes + 1, true}, {DefaultNodes, true}} {
		if got := SearchQuick(c.nodes) != nil; got != c.quick {
			t.Errorf("SearchQuick(%d) != nil is %v, want %v", c.nodes, got, c.quick)
		}
	}
}
