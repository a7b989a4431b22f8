package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/chessconform/chessconform/chess"
)

func TestUnwinnableCLI(t *testing.T) {
	// After 1.f3 Black can mate (...e5 2.g4 Qh4#); bare kings: nobody can (5.2.2).
	after := "rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1"
	code, out, errs := runCLI(t, "unwinnable", "--fen", after, "--side", "black", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var one struct {
		Verdict  string   `json:"verdict"`
		Helpmate []string `json:"helpmate"`
		Nodes    uint64   `json:"nodes"`
	}
	if err := json.Unmarshal([]byte(out), &one); err != nil {
		t.Fatalf("%v in %s", err, out)
	}
	if one.Verdict != "winnable" || len(one.Helpmate) == 0 || one.Nodes == 0 {
		t.Fatalf("black after 1.f3: %+v", one)
	}
	p, err := chess.ParseFEN(after)
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range one.Helpmate {
		m, err := p.ParseUCI(u)
		if err != nil {
			t.Fatalf("helpmate %v: %v", one.Helpmate, err)
		}
		p.Make(m)
	}
	if !p.IsCheckmate() || p.SideToMove() != chess.White {
		t.Fatalf("helpmate %v does not end with White checkmated", one.Helpmate)
	}

	code, out, errs = runCLI(t, "unwinnable", "--fen", "8/8/8/4k3/8/8/8/K7 w - - 0 1", "--json")
	if code != 0 {
		t.Fatalf("bare kings: exit %d: %s", code, errs)
	}
	var both map[string]struct {
		Verdict  string   `json:"verdict"`
		Helpmate []string `json:"helpmate"`
	}
	if err := json.Unmarshal([]byte(out), &both); err != nil {
		t.Fatalf("%v in %s", err, out)
	}
	for _, side := range []string{"white", "black"} {
		if both[side].Verdict != "unwinnable" || both[side].Helpmate == nil || len(both[side].Helpmate) != 0 {
			t.Errorf("bare kings, %s: %+v, want unwinnable with an empty helpmate", side, both[side])
		}
	}

	// Bad input: a precise error and exit 2.
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"unwinnable", "--fen", "8/8/8/4k3/8/8/8/K8 w - -"}, "column 18"},
		{[]string{"unwinnable"}, "--fen is required"},
		{[]string{"unwinnable", "--fen", chess.StartFEN, "--side", "red"}, `side "red"`},
		{[]string{"unwinnable", "--fen", chess.StartFEN, "--budget", "0"}, "--budget"},
	} {
		code, _, errs := runCLI(t, c.args...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, stderr %q (want 2 and %q)", c.args, code, errs, c.want)
		}
	}
}

// TestUnwinnableBatch: a stream of FENs and EPDs gets one JSON line per
// position, in input order with several workers, blank and comment lines
// skipped, a bad line reported in place (exit 1) without stopping the rest.
func TestUnwinnableBatch(t *testing.T) {
	dir := t.TempDir()
	var in strings.Builder
	fens := []string{
		"rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1",
		"8/8/8/4k3/8/8/8/K7 w - - 0 1",
		"k7/1Q6/K7/8/8/8/8/8 b - - 0 1", // checkmated already
	}
	for i := 0; i < 12; i++ {
		in.WriteString(fens[i%len(fens)] + "\n")
		if i == 4 {
			in.WriteString("\n# a comment\nnot a position\n")
		}
	}
	in.WriteString(`8/8/8/4k3/8/8/8/K7 w - - id "bare kings";` + "\n")
	name := dir + "/in.epd"
	if err := os.WriteFile(name, []byte(in.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	code, out, errs := runCLI(t, "unwinnable", "--batch", name, "--jobs", "3", "--budget", "20000")
	if code != 1 || !strings.Contains(errs, "1 line(s) not a position") {
		t.Fatalf("exit %d, stderr %q (want 1 for the bad line)", code, errs)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) != 14 {
		t.Fatalf("%d output lines, want 14:\n%s", len(lines), out)
	}
	prev := 0
	for i, l := range lines {
		var r struct {
			Line  int                        `json:"line"`
			FEN   string                     `json:"fen"`
			ID    string                     `json:"id"`
			Error string                     `json:"error"`
			Sides map[string]json.RawMessage `json:"sides"`
		}
		if err := json.Unmarshal([]byte(l), &r); err != nil {
			t.Fatalf("line %d: %v in %s", i+1, err, l)
		}
		if r.Line <= prev {
			t.Errorf("output line %d is input line %d after %d: not in input order", i+1, r.Line, prev)
		}
		prev = r.Line
		switch {
		case r.FEN == "not a position":
			if r.Error == "" || r.Sides != nil {
				t.Errorf("bad line: %s", l)
			}
		case r.Error != "" || len(r.Sides) != 2:
			t.Errorf("line %d: %s", r.Line, l)
		}
		if i == len(lines)-1 && r.ID != "bare kings" {
			t.Errorf("EPD id not kept: %s", l)
		}
	}
	var one struct {
		Sides map[string]struct {
			Verdict string `json:"verdict"`
			Method  string `json:"method"`
		} `json:"sides"`
	}
	if err := json.Unmarshal([]byte(lines[2]), &one); err != nil {
		t.Fatal(err)
	}
	if one.Sides["white"].Verdict != "winnable" || one.Sides["black"].Verdict != "unwinnable" || one.Sides["white"].Method != "game over" {
		t.Errorf("checkmated position: %s", lines[2])
	}
	if code, _, errs := runCLI(t, "unwinnable", "--batch", name, "--fen", fens[0]); code != 2 {
		t.Errorf("--batch with --fen: exit %d, %s", code, errs)
	}
	if code, _, errs := runCLI(t, "unwinnable", "--batch", dir+"/missing"); code != 2 || !strings.Contains(errs, "missing") {
		t.Errorf("missing file: exit %d, %s", code, errs)
	}
}

// TestUnwinnableDraws: --draws takes the automatic draws from a rulebook:
// with two plies left before 9.6.2's 75 moves, a rook cannot mate in time
// under fide-2023, while fide-2009 has no such rule.
func TestUnwinnableDraws(t *testing.T) {
	fen := "8/8/8/8/8/8/k7/4K2R w - - 148 120"
	for rb, want := range map[string]string{"fide-2009": "winnable", "fide-2023": "unwinnable"} {
		code, out, errs := runCLI(t, "unwinnable", "--fen", fen, "--side", "white", "--json", "--budget", "100000", "--draws", rb)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", rb, code, errs)
		}
		var r struct {
			Verdict string `json:"verdict"`
		}
		if err := json.Unmarshal([]byte(out), &r); err != nil || r.Verdict != want {
			t.Errorf("%s: %s (%v), want %s", rb, out, err, want)
		}
	}
	if code, _, errs := runCLI(t, "unwinnable", "--fen", fen, "--draws", "no-such-book"); code != 2 || !strings.Contains(errs, "--draws") {
		t.Errorf("unknown rulebook: exit %d, %s", code, errs)
	}
}
