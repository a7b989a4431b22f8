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

// batchGC sets the audit's target and limit (the limit growing with the
// jobs), leaves alone what the environment sets, and restores both.
func TestBatchGC(t *testing.T) {
	p0, l0 := gcSettings()
	env := func(vars map[string]string) func(string) string {
		return func(k string) string { return vars[k] }
	}
	for _, c := range []struct {
		env       map[string]string
		jobs      int
		wantP     int
		wantLimit int64
	}{
		{nil, 1, auditGCPercent, 64 << 20},
		{nil, 2, auditGCPercent, 80 << 20},
		{nil, 3, auditGCPercent, auditMemoryBase + 3*auditMemoryPerJob},
		{nil, 0, auditGCPercent, 64 << 20},
		{map[string]string{"GOGC": "50"}, 1, p0, 64 << 20},
		{map[string]string{"GOMEMLIMIT": "1GiB"}, 2, auditGCPercent, l0},
		{map[string]string{"GOGC": "off", "GOMEMLIMIT": "1GiB"}, 2, p0, l0},
	} {
		restore := batchGC(env(c.env), c.jobs)
		p, l := gcSettings()
		restore()
		if p != c.wantP || l != c.wantLimit {
			t.Errorf("env %v, %d jobs: GOGC %d, limit %d; want %d, %d", c.env, c.jobs, p, l, c.wantP, c.wantLimit)
		}
		if p, l := gcSettings(); p != p0 || l != l0 {
			t.Errorf("env %v: not restored: GOGC %d, limit %d; want %d, %d", c.env, p, l, p0, l0)
		}
	}
}

// A PGN audit applies batchGC (with its --jobs) and restores the settings
// once done; an event log does not.
func TestAdjudicateAppliesBatchGC(t *testing.T) {
	calls, restored := []int{}, 0
	old := applyBatchGC
	defer func() { applyBatchGC = old }()
	applyBatchGC = func(getenv func(string) string, jobs int) func() {
		calls = append(calls, jobs)
		return func() { restored++ }
	}
	runCLI(t, "adjudicate", "--rulebook", "fide-2023", "--nodes", "0", "--jobs", "3", "../../conformance/corpus/pgn/lichess-2021-10-sample.pgn")
	if len(calls) != 1 || calls[0] != 3 || restored != 1 {
		t.Errorf("PGN audit: batchGC calls %v, restored %d times; want [3], 1", calls, restored)
	}
	calls, restored = nil, 0
	if code, _, errs := runCLI(t, "adjudicate", "--rulebook", "fide-2023", "testdata/claim.yaml"); code != 0 {
		t.Fatalf("event log: exit %d %s", code, errs)
	}
	if len(calls) != 0 {
		t.Errorf("event log: batchGC calls %v; want none", calls)
	}
}
