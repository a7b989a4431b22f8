package arbiter

import (
	"bytes"
	"context"
	"errors"
	"os"
	"reflect"
	"testing"
)

// TestAuditParallelSameAsSerial: with several judges the findings and the
// counts are those of the one-goroutine audit, in the same order, over the
// corpus with unreadable games and a game whose status fails mixed in.
func TestAuditParallelSameAsSerial(t *testing.T) {
	src, err := os.ReadFile(corpus)
	if err != nil {
		t.Fatal(err)
	}
	bad := []byte("\n[Event \"bad\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Ke3 1-0\n\n[Event \"clock\"]\n[Result \"*\"]\n[TimeControl \"60+0\"]\n\n1. e4 { [%clk 0:02:50] } *\n")
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
	if wantSum.Games != 804 || wantSum.Unreadable != 2 || len(want) < 6 {
		t.Fatalf("serial: %+v, %d findings", wantSum, len(want))
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
