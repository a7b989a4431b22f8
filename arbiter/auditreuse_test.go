package arbiter

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"reflect"
	"testing"

	"github.com/chessconform/chessconform/pgn"
)

// TestAuditReuseSameFindings: Audit, which reads with pgn ReuseGame, judges
// each game with a laws.Replay following the reader and keeps the move list
// and the time controls from game to game, reports
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

// oneByOne is what Audit should report for src: each game read on its own
// (without ReuseGame or a Replay) and audited by Game, an unreadable one
// reported as such.
func oneByOne(a *Auditor, src []byte) []Finding {
	var out []Finding
	rd := pgn.NewReader(bytes.NewReader(src))
	for {
		g, err := rd.Next()
		var perr *pgn.Error
		if errors.Is(err, io.EOF) || err != nil && !errors.As(err, &perr) {
			return out
		}
		if perr != nil {
			f := a.base(g)
			f.Game, f.Line, f.Kind, f.Detail = perr.Game, perr.Line, KindUnreadable, perr.Error()
			out = append(out, f)
			continue
		}
		out = append(out, a.Game(context.Background(), g)...)
	}
}

// FuzzAuditSameFindings: on any input, Audit reports what Game reports for
// each game read on its own.
func FuzzAuditSameFindings(f *testing.F) {
	src, err := os.ReadFile(corpus)
	if err != nil {
		f.Fatal(err)
	}
	if i := bytes.Index(src[1:], []byte("\n[Event ")); i > 0 {
		f.Add(src[:i+1])
	}
	a := fuzzAuditor(f, "[TimeControl \"60+0\"]\n\n1. e4 { [%clk 0:00:59] } e5 { [%clk 0:01:30] } 2. Ke2 (2. Nf3) 1-0\n1. e4 e5 2. Ke3 *\n")
	f.Fuzz(func(t *testing.T, src []byte) {
		var got []Finding
		_, _ = a.Audit(context.Background(), bytes.NewReader(src), func(f Finding) error { got = append(got, f); return nil })
		if want := oneByOne(a, src); !reflect.DeepEqual(got, want) {
			t.Fatalf("Audit:\n%+v\nGame one by one:\n%+v", got, want)
		}
	})
}
