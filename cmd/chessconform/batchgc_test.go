package main

import (
	"runtime/debug"
	"testing"
)

// gcSettings reads the collector's target and memory limit without changing them.
func gcSettings() (int, int64) {
	p := debug.SetGCPercent(100)
	debug.SetGCPercent(p)
	return p, debug.SetMemoryLimit(-1)
}

// batchGC sets the audit's target unless the environment sets GOGC, never
// touches the memory limit, and restores the target.
func TestBatchGC(t *testing.T) {
	p0, l0 := gcSettings()
	for _, c := range []struct {
		env   map[string]string
		wantP int
	}{
		{nil, auditGCPercent},
		{map[string]string{"GOMEMLIMIT": "1GiB"}, auditGCPercent},
		{map[string]string{"GOGC": "50"}, p0},
		{map[string]string{"GOGC": "off"}, p0},
	} {
		restore := batchGC(func(k string) string { return c.env[k] })
		p, l := gcSettings()
		restore()
		if p != c.wantP || l != l0 {
			t.Errorf("env %v: GOGC %d, limit %d; want %d, %d", c.env, p, l, c.wantP, l0)
		}
		if p, l := gcSettings(); p != p0 || l != l0 {
			t.Errorf("env %v: not restored: GOGC %d, limit %d; want %d, %d", c.env, p, l, p0, l0)
		}
	}
}

// A PGN audit applies batchGC and restores the target once done; an event
// log does not.
func TestAdjudicateAppliesBatchGC(t *testing.T) {
	calls, restored := 0, 0
	old := applyBatchGC
	defer func() { applyBatchGC = old }()
	applyBatchGC = func(getenv func(string) string) func() {
		calls++
		return func() { restored++ }
	}
	runCLI(t, "adjudicate", "--rulebook", "fide-2023", "--nodes", "0", "--jobs", "3", "../../conformance/corpus/pgn/lichess-2021-10-sample.pgn")
	if calls != 1 || restored != 1 {
		t.Errorf("PGN audit: batchGC called %d times, restored %d times; want 1, 1", calls, restored)
	}
	calls, restored = 0, 0
	if code, _, errs := runCLI(t, "adjudicate", "--rulebook", "fide-2023", "testdata/claim.yaml"); code != 0 {
		t.Fatalf("event log: exit %d %s", code, errs)
	}
	if calls != 0 {
		t.Errorf("event log: batchGC called %d times; want none", calls)
	}
}
