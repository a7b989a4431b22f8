//go:build linux

package arbiter

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/internal/cputime"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/pgn"
)

// question is one call of the audit's unwinnability predicate.
type question struct {
	game    int
	kind    string // the caller: see questionKind
	side    chess.Color
	fen     string
	verdict outcome.Verdict
	cpu     time.Duration
}

// questionKind names the code that asked, from the stack: a flag fall
// (laws FlagFall; the caller tells a drawn timeout from a decisive one),
// judgeGame itself (none since the drawn timeout asks FlagFall), the dead-position
// test of a drawn game's last position (finish's call at line lastLine of
// laws/status.go), or its binary search (finish's other call).
func questionKind(lastLine int) string {
	pc := make([]uintptr, 16)
	n := runtime.Callers(3, pc)
	fr := runtime.CallersFrames(pc[:n])
	var frames []runtime.Frame
	for {
		f, more := fr.Next()
		frames = append(frames, f)
		if !more {
			break
		}
	}
	for i, f := range frames {
		switch fn := f.Function; {
		case strings.HasSuffix(fn, "laws.(*Judge).FlagFall"):
			return "flag-fall"
		case strings.HasSuffix(fn, "laws.(*Judge).deadVerdict"):
			if i+1 < len(frames) && frames[i+1].Line == lastLine {
				return "dead-last"
			}
			return "dead-bisect"
		case strings.HasSuffix(fn, "arbiter.(*Auditor).judgeGame"):
			return "judgeGame"
		}
	}
	return "other"
}

// TestAuditQuestions is a diagnostic, run only with AUDIT_QUESTIONS=FILE
// (and AUDIT_QUESTIONS_NOQUICK=1 for the audit without its quick pass): it
// audits the Lichess sample game by game (Auditor.Game, which Audit
// matches: TestAuditReuseSameFindings) with the default search and writes one
// TSV line per unwinnability question (game, kind, side, verdict, µs of
// thread CPU, FEN), then a summary per kind to the test log.
//
//	AUDIT_QUESTIONS=/tmp/q.tsv go test ./arbiter/ -run TestAuditQuestions -v
func TestAuditQuestions(t *testing.T) {
	out := os.Getenv("AUDIT_QUESTIONS")
	if out == "" {
		t.Skip("AUDIT_QUESTIONS not set")
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	src, err := os.ReadFile(corpus)
	if err != nil {
		t.Fatal(err)
	}
	st, err := os.ReadFile("../laws/status.go")
	if err != nil {
		t.Fatal(err)
	}
	lastLine := 0
	for i, l := range strings.Split(string(st), "\n") {
		if strings.Contains(l, "j.deadVerdict(ctx, pos)") {
			lastLine = i + 1
			break
		}
	}
	if lastLine == 0 {
		t.Fatal("laws/status.go: finish's dead-position test of the last position not found")
	}
	r, err := testRulebooks.Resolve("fide-2023", nil, "")
	if err != nil {
		t.Fatal(err)
	}
	var qs []question
	game, drawn := 0, false
	record := func(prefix string, inner laws.CanMate) laws.CanMate {
		return func(ctx context.Context, p *chess.Position, side chess.Color) outcome.Verdict {
			q := question{game: game, kind: prefix + questionKind(lastLine), side: side, fen: p.FEN()}
			if q.kind == "flag-fall" && drawn {
				q.kind = "drawn-timeout" // the flag fell in a game declared drawn
			}
			t0 := cputime.Thread()
			q.verdict = inner(ctx, p, side)
			q.cpu = cputime.Thread() - t0
			qs = append(qs, q)
			return q.verdict
		}
	}
	o := AuditOptions{CanMate: record("", SearchCanMate(DefaultNodes))}
	if os.Getenv("AUDIT_QUESTIONS_NOQUICK") == "" {
		o.Quick = record("quick ", SearchQuick(DefaultNodes))
	}
	a, err := NewAuditor(r, o)
	if err != nil {
		t.Fatal(err)
	}
	rd := pgn.NewReader(bytes.NewReader(src))
	t0 := cputime.Thread()
	for {
		g, err := rd.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		game, drawn = g.Number, g.Result == "1/2-1/2"
		a.Game(context.Background(), g)
	}
	total := cputime.Thread() - t0
	writeQuestions(t, out, qs, total)
}

func writeQuestions(t *testing.T, out string, qs []question, total time.Duration) {
	var b strings.Builder
	type agg struct {
		n       int
		cpu     time.Duration
		verdict map[outcome.Verdict]int
	}
	by := map[string]*agg{}
	var sum time.Duration
	for _, q := range qs {
		fmt.Fprintf(&b, "%d\t%s\t%s\t%s\t%d\t%s\n", q.game, q.kind, q.side, q.verdict, q.cpu.Microseconds(), q.fen)
		g := by[q.kind]
		if g == nil {
			g = &agg{verdict: map[outcome.Verdict]int{}}
			by[q.kind] = g
		}
		g.n++
		g.cpu += q.cpu
		g.verdict[q.verdict]++
		sum += q.cpu
	}
	if err := os.WriteFile(out, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	kinds := make([]string, 0, len(by))
	for k := range by {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		g := by[k]
		t.Logf("%-14s %4d questions %8.1f ms  %v", k, g.n, float64(g.cpu.Microseconds())/1000, g.verdict)
	}
	t.Logf("questions %.1f ms of %.1f ms audit CPU", float64(sum.Microseconds())/1000, float64(total.Microseconds())/1000)
}
