package arbiter

import (
	"bytes"
	"context"
	"io"
	"os"
	"testing"
	"time"
)

// auditRepeat is how many times BenchmarkAuditSearch reads the 400-game
// sample in one pass: 40,000 games, the size issue 17 measures at.
const auditRepeat = 100

// BenchmarkAuditSearch measures what users run: `chessconform adjudicate
// --rulebook fide-2023 FILE.pgn` with its default search, end to end from
// the bytes to the findings, on the Lichess sample repeated to 40,000
// games. Unlike BenchmarkAudit (material proofs only), every flag fall and
// every drawn timeout gets the 6.9 question by package unwinnable's search
// (SearchCanMate(DefaultNodes), as the command builds it), and drawn games
// get the second look for a dead position. It reports games per second of
// wall clock and per second of the process's CPU time. Run it on one core:
//
//	GOMAXPROCS=1 go test ./arbiter/ -run '^$' -bench 'AuditSearch$' -benchtime 1x -count 5
func BenchmarkAuditSearch(b *testing.B) {
	games, findings, cpu := auditRepeated(b, AuditOptions{CanMate: SearchCanMate(DefaultNodes), Quick: SearchQuick(DefaultNodes)})
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
	// CPU time, which a shared machine disturbs less than the wall clock
	// (with GOMAXPROCS=1 the process has one core; the garbage collector's
	// threads are counted).
	b.ReportMetric(float64(games)/cpu.Seconds(), "games/cpu-s")
	b.ReportMetric(float64(findings)/float64(b.N), "findings/pass")
}

// BenchmarkAuditRepeat is BenchmarkAudit (material proofs only: no search)
// on the sample repeated as BenchmarkAuditSearch reads it, 40,000 games in
// one pass: the cost per game of reading, replaying and checking a game in
// a long file, where the Reader's own setup is spread over many games.
//
//	GOMAXPROCS=1 go test ./arbiter/ -run '^$' -bench 'AuditRepeat$' -benchtime 1x -count 5
func BenchmarkAuditRepeat(b *testing.B) {
	games, _, cpu := auditRepeated(b, AuditOptions{})
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(cpu.Microseconds())/float64(games), "cpu-µs/game")
}

// auditRepeated audits the sample repeated auditRepeat times b.N times
// with opts (fide-2023) and returns the games audited, the findings and
// the process's CPU time, the timer stopped.
func auditRepeated(b *testing.B, opts AuditOptions) (games, findings int, cpu time.Duration) {
	one, err := os.ReadFile(corpus)
	if err != nil {
		b.Fatal(err)
	}
	src := bytes.Repeat(append(one, '\n'), auditRepeat)
	r, err := testRulebooks.Resolve("fide-2023", nil, "")
	if err != nil {
		b.Fatal(err)
	}
	a, err := NewAuditor(r, opts)
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	cpu0 := processCPU()
	for i := 0; i < b.N; i++ {
		sum, err := a.Audit(context.Background(), bytes.NewReader(src), func(Finding) error { findings++; return nil })
		if err != nil && err != io.EOF {
			b.Fatal(err)
		}
		games += sum.Games
	}
	b.StopTimer()
	cpu = processCPU() - cpu0
	if games != b.N*400*auditRepeat {
		b.Fatalf("%d games audited, want %d", games, b.N*400*auditRepeat)
	}
	return games, findings, cpu
}
