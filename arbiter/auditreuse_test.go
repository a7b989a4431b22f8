package arbiter

import (
	"bytes"
	"context"
	"os"
	"reflect"
	"testing"

	"github.com/chessconform/chessconform/pgn"
)

// TestAuditReuseSameFindings: Audit, which reads with pgn ReuseGame and
// keeps the move list and the last time control from game to game, reports
// exactly what Game reports for each game read on its own, over the corpus
// (many time controls, one after another) and a game after it whose reading
// is legal under its own 180+0 but not under the corpus games' 60+0.
func TestAuditReuseSameFindings(t *testing.T) {
	src, err := os.ReadFile(corpus)
	if err != nil {
		t.Fatal(err)
	}
	src = append(src, []byte("\n[Event \"x\"]\n[Result \"*\"]\n[TimeControl \"60+0\"]\n\n1. e4 { [%clk 0:00:59] } *\n"+
		"\n[Event \"y\"]\n[Result \"*\"]\n[TimeControl \"180+0\"]\n\n1. e4 { [%clk 0:02:50] } *\n"+
		"\n[Event \"z\"]\n[Result \"*\"]\n[TimeControl \"60+0\"]\n\n1. e4 { [%clk 0:02:50] } *\n")...)
	r, err := testRulebooks.Resolve("fide-2023", nil, "")
	if err != nil {
		t.Fatal(err)
	}
	a, err := NewAuditor(r, AuditOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var got []Finding
	if _, err := a.Audit(context.Background(), bytes.NewReader(src), func(f Finding) error { got = append(got, f); return nil }); err != nil {
		t.Fatal(err)
	}
	var want []Finding
	rd := pgn.NewReader(bytes.NewReader(src))
	for {
		g, err := rd.Next()
		if err != nil {
			break
		}
		want = append(want, a.Game(context.Background(), g)...)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Audit found %d findings, Game one by one %d:\n%+v\n%+v", len(got), len(want), got, want)
	}
	if n := len(got); n < 3 || got[n-1].Kind != KindClock || got[n-1].Game != 403 {
		t.Fatalf("the last game (60+0, 2:50 on the clock) is not flagged: %+v", got[max(0, n-3):])
	}
}
