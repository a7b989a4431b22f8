package main

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

func TestStatusJSON(t *testing.T) {
	// Start position after the knights went out and back twice: the third
	// occurrence. Under the 2009 Laws White may claim on it (9.2 b) or by
	// writing Nf3, which repeats the position after 1.Nf3 a third time (9.2 a).
	code, out, errs := runCLI(t, "status", "--rulebook", "fide-2009", "--moves", "Nf3 Nf6 Ng1 Ng8 g1f3 g8f6 f3g1 f6g8", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got map[string]any
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	want := `{"article":"","claims":[{"article":"9.2 b","by":"white","kind":"threefold","with_move":null},` +
		`{"article":"9.2 a","by":"white","kind":"threefold","with_move":"Nf3"}],"result":"*","rulebook":"fide-2009","termination":""}`
	b, _ := json.Marshal(got)
	if string(b) != want {
		t.Errorf("got  %s\nwant %s", b, want)
	}
	// 9.6.2: the 150th half-move without pawn move or capture.
	code, out, _ = runCLI(t, "status", "--rulebook", "fide-2023", "--fen", "8/8/8/4k3/8/8/R7/4K3 w - - 149 100", "--moves", "Ra3", "--json")
	if code != 0 || !strings.Contains(out, `"termination": "seventy-five-moves"`) || !strings.Contains(out, `"article": "9.6.2"`) || !strings.Contains(out, `"result": "1/2-1/2"`) {
		t.Errorf("75 moves: exit %d %s", code, out)
	}
}

func TestStatusBadInput(t *testing.T) {
	cases := []struct {
		args []string
		want string
	}{
		{[]string{"status", "--rulebook", "fide-1999"}, `"fide-1999" is neither a rulebook id`},
		{[]string{"status"}, "--rulebook is required"},
		{[]string{"status", "--rulebook", "fide-2023", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1"}, "--fen: invalid FEN"},
		{[]string{"status", "--rulebook", "fide-2023", "--moves", "1. e4 e5 2. Ke3"}, `move 3 ("Ke3")`},
		{[]string{"status", "--rulebook", "fide-2023", "--moves", "e2e4 e7e4"}, `move 2 ("e7e4")`},
	}
	for _, c := range cases {
		code, _, errs := runCLI(t, c.args...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, stderr %q, want 2 and %q", c.args, code, errs, c.want)
		}
	}
}

func TestStatusPGN(t *testing.T) {
	dir := t.TempDir()
	file := dir + "/games.pgn"
	pgnText := `[Event "fool"]
[Result "0-1"]

1. f3 e5 2. g4 Qh4# 0-1

[Event "scholar"]
[Result "1-0"]

1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0

[Event "broken"]
[Result "*"]

1. e4 e5 2. Ke3 *
`
	if err := os.WriteFile(file, []byte(pgnText), 0o644); err != nil {
		t.Fatal(err)
	}
	// 5.1.1: Qxf7 mates; White wins.
	code, out, errs := runCLI(t, "status", "--rulebook", "fide-2018-01", "--pgn", file, "--game", "2", "--json")
	if code != 0 || !strings.Contains(out, `"result": "1-0"`) || !strings.Contains(out, `"termination": "checkmate"`) || !strings.Contains(out, `"article": "5.1.1"`) {
		t.Errorf("game 2: exit %d %s %s", code, out, errs)
	}
	code, out, _ = runCLI(t, "status", "--rulebook", "fide-2014", "--pgn", file)
	if code != 0 || !strings.Contains(out, "0-1  checkmate, article 5.1 a") {
		t.Errorf("game 1: exit %d %q", code, out)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--game", "4"}, "holds only 3 games"},
		{[]string{"--game", "3"}, "Ke3"},
		{[]string{"--game", "0"}, "--game 0"},
		{[]string{"--fen", chessStart}, "cannot be combined"},
	} {
		args := append([]string{"status", "--rulebook", "fide-2023", "--pgn", file}, c.args...)
		code, _, errs := runCLI(t, args...)
		if code != 2 || !strings.Contains(errs, c.want) {
			t.Errorf("%v: exit %d, stderr %q, want 2 and %q", c.args, code, errs, c.want)
		}
	}
	if code, _, errs := runCLI(t, "status", "--rulebook", "fide-2023", "--pgn", dir+"/missing.pgn"); code != 2 || !strings.Contains(errs, "missing.pgn") {
		t.Errorf("missing file: exit %d %q", code, errs)
	}
}

const chessStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// The note on moves after the end names the ply and the move as the Laws
// number it, with the right plural.
func TestStatusNoteOnMovesAfterTheEnd(t *testing.T) {
	for _, c := range []struct {
		moves, want string
	}{
		// The 150th half-move without capture or pawn move ends the game
		// (9.6.2): Ra3 is ply 1, move 100 by White.
		{"Ra3 Kd4", "the game ended after ply 1 (move 100 by White) (seventy-five-moves, article 9.6.2); the 1 ply after it is not judged"},
		{"Ra3 Kd4 Ra4", "; the 2 plies after it are not judged"},
	} {
		code, _, errs := runCLI(t, "status", "--rulebook", "fide-2023", "--fen", "8/8/8/4k3/8/8/R7/4K3 w - - 149 100", "--moves", c.moves)
		if code != 0 || !strings.Contains(errs, c.want) {
			t.Errorf("%s: exit %d, stderr %q; want %q", c.moves, code, errs, c.want)
		}
	}
}
