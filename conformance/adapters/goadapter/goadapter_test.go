package goadapter

import (
	"strings"
	"testing"
)

func TestIsChess960(t *testing.T) {
	for fen, want := range map[string]bool{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1":          false,
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1": true,  // Shredder-FEN
		"1r2k1r1/8/8/8/8/8/8/1R2K1R1 w KQkq - 0 1":                          true,  // X-FEN, rooks off the corners
		"r3k2r/8/8/8/8/8/8/R3K3 w KQkq - 0 1":                               false, // K without a rook: invalid, not Chess960
		"4k3/8/8/8/8/8/4K3/7R w K - 0 1":                                    false, // king off its rank
		"4k3/8/8/8/8/8/8/R6K w K - 0 1":                                     false, // no rook on the king's side
		"rk5r/8/8/8/8/8/8/RK5R w KQkq - 0 1":                                true,
		"4k3/8/8/8/8/8/8/4K2R w - - 0 1":                                    false,
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1":          true, // Shredder-FEN letters on the standard squares
	} {
		if got := IsChess960(fen); got != want {
			t.Errorf("IsChess960(%q) = %v, want %v", fen, got, want)
		}
	}
}

type panicky struct{ Unimplemented }

func (panicky) Hello() Hello {
	return Hello{Protocol: 1, Name: "p", Capabilities: []string{"moves"}, Rulebooks: []string{}}
}
func (panicky) LegalMoves(string) ([]string, error) {
	var a []int
	_ = a[3] // the library's bug
	return nil, nil
}

func TestServe(t *testing.T) {
	in := strings.Join([]string{
		`{"id":1,"op":"hello","params":{"protocol":1,"client":"t"}}`,
		`not json`,
		`{"id":2,"op":"legal_moves","params":{"fen":"x"}}`,
		`{"id":3,"op":"perft","params":{"fen":"x","depth":1}}`,
		`{"id":4,"op":"takeback","params":{}}`,
		`{"id":5,"op":"quit"}`,
		`{"id":6,"op":"hello","params":{}}`,
	}, "\n") + "\n"
	var out, logs strings.Builder
	if err := Serve(strings.NewReader(in), &out, &logs, panicky{}); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 5 {
		t.Fatalf("%d responses, want 5 (none after quit, none for a bad line):\n%s", len(lines), out.String())
	}
	for i, want := range []string{`"id":1,"result":{"protocol":1`, `"id":2,"error":{"code":"internal","message":"the library panicked`,
		`"id":3,"error":{"code":"unsupported"`, `"id":4,"error":{"code":"unsupported"`, `{"id":5,"result":{}}`} {
		if !strings.Contains(lines[i], want) {
			t.Errorf("response %d = %s, want it to contain %s", i+1, lines[i], want)
		}
	}
	if !strings.Contains(logs.String(), "not a request") {
		t.Errorf("logs = %q", logs.String())
	}
}
