package arbiter

import (
	"bytes"
	"context"
	"errors"
	"os"
	"reflect"
	"strings"
	"testing"
)

// TestAuditParallelSameAsSerial: with several judges the findings and the
// counts are those of the one-goroutine audit, in the same order, over the
// corpus with unreadable games and a game whose status fails mixed in, and
// games whose findings come from each of the judges' questions (a flag fall
// against a bare king, a drawn timeout against mating material, a drawn
// game past a dead position only the search finds).
func TestAuditParallelSameAsSerial(t *testing.T) {
	src, err := os.ReadFile(corpus)
	if err != nil {
		t.Fatal(err)
	}
	gs := games(t)
	decided := func(g, from, to string) string {
		g = strings.Replace(g, `[Result "`+from+`"]`, `[Result "`+to+`"]`, 1)
		i := strings.LastIndex(g, from)
		return g[:i] + to + g[i+len(from):]
	}
	bad := []byte("\n[Event \"bad\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Ke3 1-0\n\n[Event \"clock\"]\n[Result \"*\"]\n[TimeControl \"60+0\"]\n\n1. e4 { [%clk 0:02:50] } *\n\n" +
		decided(gs[52], "1/2-1/2", "0-1") + "\n\n" + decided(gs[45], "1-0", "1/2-1/2") + "\n\n" +
		"[Event \"dead\"]\n[SetUp \"1\"]\n[FEN \"4k3/7p/8/1p1p1p2/pPpPpPpP/P1P1P1P1/8/4K3 w - - 0 1\"]\n[Result \"1/2-1/2\"]\n\n1. Ke2 h5 2. Kd2 Ke7 1/2-1/2\n")
	src = append(append(append(append([]byte{}, bad...), src...), bad...), src...)
	r, err := testRulebooks.Resolve("fide-2023", nil, "")
	if err != nil {
		t.Fatal(err)
	}
	audit := func(jobs int) ([]Finding, Summary) {
		a, err := NewAuditor(r, AuditOptions{CanMate: SearchCanMate(2000), Jobs: jobs})
		if err != nil {
			t.Fatal(err)
		}
		var fs []Finding
		sum, err := a.Audit(context.Background(), bytes.NewReader(src), func(f Finding) error { fs = append(fs, f); return nil })
		if err != nil {
			t.Fatal(err)
		}
		return fs, sum
	}
	want, wantSum := audit(1)
	if wantSum.Games != 810 || wantSum.Unreadable != 2 || len(want) < 12 {
		t.Fatalf("serial: %+v, %d findings", wantSum, len(want))
	}
	for _, k := range []string{KindFlagDraw, KindFlagWin, KindPastEnd} {
		if wantSum.ByKind[k] != 2 {
			t.Fatalf("serial: %d findings of kind %s, want 2 (%+v)", wantSum.ByKind[k], k, wantSum)
		}
	}
	for _, jobs := range []int{2, 3, 8} {
		got, sum := audit(jobs)
		if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(sum, wantSum) {
			t.Errorf("jobs %d: %d findings %+v; serial %d findings %+v", jobs, len(got), sum, len(want), wantSum)
		}
	}
	// An error from emit stops the audit and is returned.
	a, _ := NewAuditor(r, AuditOptions{Jobs: 4})
	stop := errors.New("stop")
	n := 0
	if _, err := a.Audit(context.Background(), bytes.NewReader(src), func(Finding) error { n++; return stop }); err != stop || n != 1 {
		t.Errorf("emit error: %v after %d findings", err, n)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := a.Audit(ctx, bytes.NewReader(src), func(Finding) error { return nil }); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v", err)
	}
}
