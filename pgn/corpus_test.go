package pgn_test

import (
	"bytes"
	"io"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/pgn"
)

const corpusPath = "conformance/corpus/pgn/lichess-2021-10-sample.pgn"

func corpus(t testing.TB) []byte {
	t.Helper()
	b, err := chessconform.Data.ReadFile(corpusPath)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func readAll(t testing.TB, data []byte) []*pgn.Game {
	t.Helper()
	r := pgn.NewReader(bytes.NewReader(data))
	var games []*pgn.Game
	for {
		g, err := r.Next()
		if err == io.EOF {
			return games
		}
		if err != nil {
			t.Fatalf("game %d: %v", len(games)+1, err)
		}
		games = append(games, g)
	}
}

func tag(t *testing.T, g *pgn.Game, name string) string {
	t.Helper()
	v, ok := g.Tag(name)
	if !ok {
		t.Errorf("game %d: no %s tag", g.Number, name)
	}
	return v
}

// TestCorpus reads the 400 Lichess games and checks facts read from the
// file by eye or counted with grep (not produced by this package).
func TestCorpus(t *testing.T) {
	games := readAll(t, corpus(t))
	if len(games) != 400 {
		t.Fatalf("read %d games, want 400 (grep -c '^\\[Event')", len(games))
	}
	plies, clocks := 0, 0
	results := map[string]int{}
	for i, g := range games {
		if g.Number != i+1 {
			t.Errorf("game %d numbered %d", i+1, g.Number)
		}
		if rt := tag(t, g, "Result"); rt != g.Result {
			t.Errorf("game %d: Result tag %q, termination marker %q", g.Number, rt, g.Result)
		}
		results[g.Result]++
		plies += len(g.Plies)
		for _, p := range g.Plies {
			if p.HasClock {
				clocks++
			}
		}
	}
	// grep -c '\[%clk': every move of every game has a clock.
	if plies != 26840 || clocks != 26840 {
		t.Errorf("plies %d, clocks %d: want 26840 each (the number of [%%clk commands in the file)", plies, clocks)
	}
	// grep '^\[Result' | sort | uniq -c
	if want := map[string]int{"1-0": 188, "0-1": 198, "1/2-1/2": 14}; !reflect.DeepEqual(results, want) {
		t.Errorf("results %v, want %v", results, want)
	}

	// Game 1 (lichess.org/NRafdioG): 1. e4 … 33. Qxe6+ { [%clk 0:00:26] } 1-0.
	g := games[0]
	for name, want := range map[string]string{"Site": "https://lichess.org/NRafdioG", "White": "xtzdavi182",
		"Black": "al_fatih", "TimeControl": "60+0", "Termination": "Time forfeit", "Opening": "Sicilian Defense: Modern Variations"} {
		if v := tag(t, g, name); v != want {
			t.Errorf("game 1 %s = %q, want %q", name, v, want)
		}
	}
	if len(g.Tags) != 17 || g.Tags[0].Name != "Event" || g.Tags[16].Name != "Termination" {
		t.Errorf("game 1 tags out of order or missing: %v", g.Tags)
	}
	checkPly(t, g, 1, "e4", "e2e4", time.Minute)
	checkPly(t, g, 65, "Qxe6+", "", 26*time.Second)
	if len(g.Plies) != 65 {
		t.Errorf("game 1: %d plies, want 65", len(g.Plies))
	}

	// Game 41 (lichess.org/eT3jfS48): 6... Bg4? { [%eval 1.87] [%clk 0:10:03] } … 27. Qxg8# { [%clk 0:00:31] } 1-0.
	g = games[40]
	if v := tag(t, g, "Site"); v != "https://lichess.org/eT3jfS48" {
		t.Fatalf("game 41 is %s", v)
	}
	p := checkPly(t, g, 12, "Bg4", "c8g4", 10*time.Minute+3*time.Second)
	if !reflect.DeepEqual(p.NAGs, []int{2}) || p.Comment != "[%eval 1.87]" {
		t.Errorf("6... Bg4?: NAGs %v comment %q, want [2] and [%%eval 1.87]", p.NAGs, p.Comment)
	}
	checkPly(t, g, 53, "Qxg8#", "", 31*time.Second)
	if len(g.Plies) != 53 || !g.End.IsCheckmate() {
		t.Errorf("game 41: %d plies (want 53), checkmate %v (want true)", len(g.Plies), g.End.IsCheckmate())
	}

	// Game 72 (lichess.org/KRqnf8vU): abandoned, no moves, "0-1".
	g = games[71]
	if v := tag(t, g, "Termination"); v != "Abandoned" || len(g.Plies) != 0 || g.Result != "0-1" {
		t.Errorf("game 72: termination %q, %d plies, result %q; want Abandoned, 0, 0-1", v, len(g.Plies), g.Result)
	}

	// Game 400 (lichess.org/rkVN98jc, UltraBullet 15+0): … 25. Ne7+ { [%clk 0:00:06] } 1-0.
	g = games[399]
	if v := tag(t, g, "Site"); v != "https://lichess.org/rkVN98jc" {
		t.Fatalf("game 400 is %s", v)
	}
	checkPly(t, g, 1, "b4", "b2b4", 15*time.Second)
	checkPly(t, g, 49, "Ne7+", "", 6*time.Second)
	if len(g.Plies) != 49 {
		t.Errorf("game 400: %d plies, want 49", len(g.Plies))
	}
}

func checkPly(t *testing.T, g *pgn.Game, n int, san, uci string, clock time.Duration) pgn.Ply {
	t.Helper()
	if n > len(g.Plies) {
		t.Errorf("game %d: no ply %d (have %d)", g.Number, n, len(g.Plies))
		return pgn.Ply{}
	}
	p := g.Plies[n-1]
	if p.SAN != san || !p.HasClock || p.Clock != clock {
		t.Errorf("game %d ply %d: %q clock %v (set %v), want %q %v", g.Number, n, p.SAN, p.Clock, p.HasClock, san, clock)
	}
	if uci != "" {
		pos := *g.Start
		for _, q := range g.Plies[:n-1] {
			pos.Make(q.Move)
		}
		if got := pos.UCI(p.Move); got != uci {
			t.Errorf("game %d ply %d: move %s, want %s", g.Number, n, got, uci)
		}
	}
	return p
}

// TestCorpusRoundTrip: read → Write → read gives the same games, in export
// format (movetext lines of at most 80 characters).
func TestCorpusRoundTrip(t *testing.T) {
	games := readAll(t, corpus(t))
	var buf bytes.Buffer
	for _, g := range games {
		if err := pgn.Write(&buf, g); err != nil {
			t.Fatal(err)
		}
	}
	for i, line := range strings.Split(buf.String(), "\n") {
		// A tag pair cannot be split (PGN 8.1), so only movetext lines are bounded.
		if len(line) > 80 && !strings.HasPrefix(line, "[") {
			t.Errorf("written line %d has %d characters: %q", i+1, len(line), line)
		}
	}
	again := readAll(t, buf.Bytes())
	if len(again) != len(games) {
		t.Fatalf("read back %d games, want %d", len(again), len(games))
	}
	for i := range games {
		a, b := games[i], again[i]
		if !reflect.DeepEqual(a.Tags, b.Tags) || a.Result != b.Result || a.Comment != b.Comment {
			t.Errorf("game %d: tags or result differ after the round trip:\n%v %s\n%v %s", a.Number, a.Tags, a.Result, b.Tags, b.Result)
		}
		if !samePlies(a.Plies, b.Plies, true) {
			t.Errorf("game %d: moves differ after the round trip", a.Number)
		}
	}
}

// samePlies compares everything but the input positions, and the move text
// only when withSAN (Write writes SAN generated by chess, not the input's text).
func samePlies(a, b []pgn.Ply, withSAN bool) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		x.Line, x.Col, y.Line, y.Col = 0, 0, 0, 0
		x.Variations, y.Variations = nil, nil
		if !withSAN {
			x.SAN, y.SAN = "", ""
		}
		if !reflect.DeepEqual(x, y) || len(a[i].Variations) != len(b[i].Variations) {
			return false
		}
		for j := range a[i].Variations {
			va, vb := a[i].Variations[j], b[i].Variations[j]
			if va.Comment != vb.Comment || !samePlies(va.Plies, vb.Plies, withSAN) {
				return false
			}
		}
	}
	return true
}

// BenchmarkReadCorpus measures parse + replay (every move checked and made)
// over the 400-game corpus.
func BenchmarkReadCorpus(b *testing.B) {
	data := corpus(b)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	games, plies := 0, 0
	for b.Loop() {
		r := pgn.NewReader(bytes.NewReader(data))
		for {
			g, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
			games++
			plies += len(g.Plies)
		}
	}
	sec := b.Elapsed().Seconds()
	b.ReportMetric(float64(games)/sec, "games/s")
	b.ReportMetric(float64(plies)/sec, "plies/s")
}
