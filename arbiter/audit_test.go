package arbiter

import (
	"bytes"
	"context"
	"io"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/pgn"
)

const corpus = "../conformance/corpus/pgn/lichess-2021-10-sample.pgn"

// games splits the corpus into its games (each starting at [Event).
func games(t testing.TB) []string {
	b, err := os.ReadFile(corpus)
	if err != nil {
		t.Fatal(err)
	}
	parts := regexp.MustCompile(`\n\n\[Event `).Split(string(b), -1)
	for i := 1; i < len(parts); i++ {
		parts[i] = "[Event " + parts[i]
	}
	return parts
}

func audit(t *testing.T, rb string, src string) (Summary, []Finding) {
	t.Helper()
	r, err := testRulebooks.Resolve(rb, nil, "")
	if err != nil {
		t.Fatal(err)
	}
	a, err := NewAuditor(r, AuditOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var fs []Finding
	sum, err := a.Audit(context.Background(), strings.NewReader(src), func(f Finding) error { fs = append(fs, f); return nil })
	if err != nil {
		t.Fatal(err)
	}
	return sum, fs
}

// The 400 real Lichess games (October 2021, CC0) agree with the 2023 Laws
// on every result. Hand-checked: the five drawn time forfeits (games 53, 70,
// 321, 344, 355) all end with the player who did not flag holding a bare
// king, so 6.9 makes them draws, as Lichess declared; the 1-0 and 0-1 time
// forfeits all leave the winner with mating material; games ending in # are
// mate. Two clocks gain time no FIDE rule gives (Lichess lets the opponent
// add 15 seconds): game 158 (YnXkw5yD, 120+1) has Black at 0:18 after
// 22...dxc3 and 0:25 after 23...Qd2 (at most 0:19); game 270 (eLP4o1zb,
// 300+0) has White at 0:08 after 24.Qf4 and 0:22 after 25.Qc7#.
func TestAuditCorpus(t *testing.T) {
	gs := games(t)
	if len(gs) != 400 {
		t.Fatalf("%d games in the corpus, want 400", len(gs))
	}
	sum, fs := audit(t, "fide-2023", strings.Join(gs, "\n\n"))
	if sum.Games != 400 || sum.Audited != 400 || sum.Unreadable != 0 || sum.Findings != 2 {
		t.Errorf("summary %+v, findings %+v", sum, fs)
	}
	want := []struct {
		game, ply int
		site      string
	}{{158, 46, "https://lichess.org/YnXkw5yD"}, {270, 49, "https://lichess.org/eLP4o1zb"}}
	for i, w := range want {
		if i >= len(fs) || fs[i].Game != w.game || fs[i].Ply != w.ply || fs[i].Site != w.site || fs[i].Kind != KindClock || fs[i].Article != "6.10.1" {
			t.Errorf("finding %d: %+v, want game %d ply %d", i, fs, w.game, w.ply)
		}
	}
}

// Real games with one fact changed by hand, and the finding each change must
// produce.
func TestAuditFindings(t *testing.T) {
	gs := games(t)
	retag := func(g, tag, old, new string) string {
		o := "[" + tag + ` "` + old + `"]`
		if !strings.Contains(g, o) {
			t.Fatalf("game has no %s", o)
		}
		return strings.Replace(g, o, "["+tag+` "`+new+`"]`, 1)
	}
	result := func(g, old, new string) string {
		g = retag(g, "Result", old, new)
		i := strings.LastIndex(g, old)
		return g[:i] + new + g[i+len(old):]
	}
	for _, c := range []struct {
		name, rb, pgn string
		kind          string
		implied       outcome.Result
		article       string
	}{
		// Game 53 (lichess.org/60YgZdso) ends 8/8/4K3/2k5/3R4/8/8/8 w with
		// White's flag down: Black has a bare king, so 0-1 is wrong (6.9).
		{"53 as 0-1", "fide-2023", result(gs[52], "1/2-1/2", "0-1"), KindFlagDraw, "1/2-1/2", "6.9"},
		{"53 as 0-1, 2005", "fide-2005", result(gs[52], "1/2-1/2", "0-1"), KindFlagDraw, "1/2-1/2", "6.10"},
		// The same position as a resignation by White: a draw from 2023 (5.1.2) ...
		{"53 resigned", "fide-2023", retag(result(gs[52], "1/2-1/2", "0-1"), "Termination", "Time forfeit", "Normal"), KindResignDraw, "1/2-1/2", "5.1.2"},
		// Game 5 (lichess.org/mqqK2tu2) ends 34. Rxh7# 1-0: declared 0-1 it disagrees with the board.
		{"5 as 0-1", "fide-2023", result(gs[4], "1-0", "0-1"), KindResult, "1-0", "5.1.1"},
		// Game 5 ended in mate; a Termination saying time forfeit disagrees.
		{"5 on time", "fide-2023", retag(gs[4], "Termination", "Normal", "Time forfeit"), KindTermination, "1-0", "5.1.1"},
		// Game 46 ends 44. Rd7 1-0 on time: Rd7 is not mate.
		{"46 with #", "fide-2023", strings.Replace(gs[45], "44. Rd7 {", "44. Rd7# {", 1), KindFalseMate, "", ""},
	} {
		_, fs := audit(t, c.rb, c.pgn)
		if len(fs) != 1 || fs[0].Kind != c.kind || fs[0].Implied != c.implied || fs[0].Article != c.article {
			t.Errorf("%s: findings %+v, want one %s implying %q by %q", c.name, fs, c.kind, c.implied, c.article)
		}
	}
	// ... but not before 2023: the resignation stands.
	if _, fs := audit(t, "fide-2018-01", retag(result(gs[52], "1/2-1/2", "0-1"), "Termination", "Time forfeit", "Normal")); len(fs) != 0 {
		t.Errorf("2018 resignation: %+v", fs)
	}
}

// Games that went on past an automatic draw, worked out by hand.
func TestAuditPastTheEnd(t *testing.T) {
	shuffle := strings.Repeat("Nf3 Nf6 Ng1 Ng8 ", 4) // the initial position occurs for the 5th time after ply 16
	pgn := "[Event \"x\"]\n[Result \"1-0\"]\n\n" + shuffle + "e4 1-0\n\n"
	for _, c := range []struct{ rb, kind, article string }{
		{"fide-2023", KindPastEnd, "9.6.1"},
		// 2014 counts five consecutive alternate moves: the same shuffle qualifies.
		{"fide-2014", KindPastEnd, "9.6 a"},
	} {
		_, fs := audit(t, c.rb, pgn)
		if len(fs) != 1 || fs[0].Kind != c.kind || fs[0].Ply != 16 || fs[0].Article != c.article || fs[0].Implied != "1/2-1/2" {
			t.Errorf("%s: %+v", c.rb, fs)
		}
	}
	// 2009 had no automatic repetition draw.
	if _, fs := audit(t, "fide-2009", pgn); len(fs) != 0 {
		t.Errorf("2009: %+v", fs)
	}
	// An unreadable game is reported and the next one is still audited.
	sum, fs := audit(t, "fide-2023", "[Event \"bad\"]\n[Result \"*\"]\n\n1. e5 *\n\n"+pgn)
	if sum.Games != 2 || sum.Unreadable != 1 || len(fs) != 2 || fs[0].Kind != KindUnreadable || fs[1].Kind != KindPastEnd {
		t.Errorf("%+v %+v", sum, fs)
	}
}

// BenchmarkAudit measures parse + replay + termination checks on the 400
// real games (unwinnability only where a flag fell: material proofs).
func BenchmarkAudit(b *testing.B) {
	src, err := os.ReadFile(corpus)
	if err != nil {
		b.Fatal(err)
	}
	r, err := testRulebooks.Resolve("fide-2023", nil, "")
	if err != nil {
		b.Fatal(err)
	}
	a, err := NewAuditor(r, AuditOptions{})
	if err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(len(src)))
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		sum, err := a.Audit(context.Background(), bytes.NewReader(src), func(Finding) error { return nil })
		if err != nil && err != io.EOF {
			b.Fatal(err)
		}
		n += sum.Games
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "games/s")
}

// BenchmarkAuditParsed is the audit alone (replay + termination checks) on
// games already read, to separate it from the PGN reader's share.
func BenchmarkAuditParsed(b *testing.B) {
	f, err := os.Open(corpus)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	var gs []*pgn.Game
	rd := pgn.NewReader(f)
	for {
		g, err := rd.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			b.Fatal(err)
		}
		gs = append(gs, g)
	}
	r, err := testRulebooks.Resolve("fide-2023", nil, "")
	if err != nil {
		b.Fatal(err)
	}
	a, err := NewAuditor(r, AuditOptions{})
	if err != nil {
		b.Fatal(err)
	}
	ctx := context.Background()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, g := range gs {
			a.Game(ctx, g)
		}
	}
	b.ReportMetric(float64(b.N*len(gs))/b.Elapsed().Seconds(), "games/s")
}
