package main

import (
	"encoding/json"
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
