package main

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
)

// runCLI runs the CLI in-process and returns exit code, stdout and stderr.
func runCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(context.Background(), args, &out, &errb)
	return code, out.String(), errb.String()
}

func TestHelpAndUnknownCommand(t *testing.T) {
	if code, out, _ := runCLI(t, "--help"); code != 0 || !strings.Contains(out, "perft") {
		t.Errorf("--help: exit %d, output %q", code, out)
	}
	if code, _, errs := runCLI(t, "nonsense"); code != 2 || !strings.Contains(errs, `unknown command "nonsense"`) {
		t.Errorf("unknown command: exit %d, stderr %q", code, errs)
	}
	for _, c := range commands() {
		if code, out, _ := runCLI(t, c.name, "--help"); code != 0 || !strings.Contains(out, "Usage: chessconform "+c.name) {
			t.Errorf("%s --help: exit %d, output %q", c.name, code, out)
		}
	}
}

func TestPerftJSON(t *testing.T) {
	code, out, errs := runCLI(t, "perft", "--depth", "3", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got struct {
		FEN     string  `json:"fen"`
		Depth   int     `json:"depth"`
		Nodes   uint64  `json:"nodes"`
		Seconds float64 `json:"seconds"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("%v in %q", err, out)
	}
	// Published: 8,902 nodes at depth 3 from the initial position.
	if got.Nodes != 8902 || got.Depth != 3 || got.FEN != "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1" {
		t.Errorf("got %+v", got)
	}
}

func TestPerftDivide(t *testing.T) {
	code, out, _ := runCLI(t, "perft", "--fen", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "--depth", "2", "--divide")
	// Published: Kiwipete has 48 moves and 2,039 nodes at depth 2.
	if code != 0 || strings.Count(out, ": ") != 48 || !strings.Contains(out, "nodes 2039 ") {
		t.Errorf("exit %d, output %q", code, out)
	}
}

func TestBadInputExitsTwo(t *testing.T) {
	for _, args := range [][]string{
		{"perft", "--fen", "8/8/8 w - - 0 1"},
		{"perft", "--depth", "-1"},
		{"perft", "--depth", "x"},
		{"perft", "extra"},
		{"moves", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1"},
		{"moves", "--locale", "xx"},
		{"moves", "--notation", "long"},
	} {
		code, _, errs := runCLI(t, args...)
		if code != 2 || errs == "" {
			t.Errorf("%v: exit %d, stderr %q; want 2 and a message", args, code, errs)
		}
	}
}

func TestMovesInLocales(t *testing.T) {
	for _, c := range []struct{ locale, nota, want string }{
		{"en", "san", "Na3 Nc3 Nf3 Nh3 a3 a4 b3 b4 c3 c4 d3 d4 e3 e4 f3 f4 g3 g4 h3 h4"},
		{"hu", "san", "Ha3 Hc3 Hf3 Hh3 a3 a4 b3 b4 c3 c4 d3 d4 e3 e4 f3 f4 g3 g4 h3 h4"},
		{"lt", "lan", "a2-a3 a2-a4 b2-b3 b2-b4 c2-c3 c2-c4 d2-d3 d2-d4 e2-e3 e2-e4 f2-f3 f2-f4 g2-g3 g2-g4 h2-h3 h2-h4 Žb1-a3 Žb1-c3 Žg1-f3 Žg1-h3"},
	} {
		code, out, errs := runCLI(t, "moves", "--locale", c.locale, "--notation", c.nota)
		if code != 0 || strings.TrimSpace(out) != c.want {
			t.Errorf("%s %s: exit %d %s\n got %q\nwant %q", c.locale, c.nota, code, errs, strings.TrimSpace(out), c.want)
		}
	}
	code, out, _ := runCLI(t, "moves", "--fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "--json")
	if code != 0 || !strings.Contains(out, `"moves": []`) { // stalemate: no legal move
		t.Errorf("stalemate: exit %d, %q", code, out)
	}
}
