package chess

import "testing"

func TestImpossibleCheck(t *testing.T) {
	for _, c := range []struct {
		fen        string
		impossible bool
	}{
		// The tricky perft suite's "impossible checker alignment" section.
		{"3R4/8/q4k2/2B5/1NK5/3b4/8/8 w - - 0 1", true},
		{"2Nq4/2K5/1b6/8/7R/3k4/7P/8 w - - 0 1", true},
		{"5R2/2P5/8/4k3/8/3rK2r/8/8 w - - 0 1", true},
		{"8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1", true},
		{"1b1k4/8/8/1rPpK3/8/8/8/8 w - d6 0 1", true},
		{"8/8/2b5/3Pp3/1k6/8/8/3R1K2 w - e6 0 1", false}, // not in check: nothing to explain
		{"4r2k/8/8/8/1b6/3n4/8/4K3 w - - 0 1", true},     // three checkers
		{"7k/8/8/8/8/8/8/r3K2r w - - 0 1", true},         // rooks on both sides
		// Possible: a double check by a discovered attack, a check by the
		// pawn that just double-stepped, one uncovered by it, no check.
		{"4k3/8/8/8/8/3n4/8/r3K3 w - - 0 1", false},
		{"8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", false},
		{"8/8/8/k7/3Pp3/8/8/4BK2 b - d3 0 1", false},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", false},
		{"7k/8/8/8/8/3n1n2/8/4K3 w - - 0 1", false}, // unreachable, but not by this test
	} {
		p, err := ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		if got := p.ImpossibleCheck(); (got != "") != c.impossible {
			t.Errorf("%s: ImpossibleCheck() = %q, want impossible %v", c.fen, got, c.impossible)
		}
	}
}

// The possible cases above are in check: a test that passes them must tell
// a possible check from an impossible one, not just "no check".
func TestImpossibleCheckExamplesAreChecks(t *testing.T) {
	for _, fen := range []string{"4k3/8/8/8/8/3n4/8/r3K3 w - - 0 1", "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", "8/8/8/k7/3Pp3/8/8/4BK2 b - d3 0 1"} {
		p, err := ParseFEN(fen)
		if err != nil || !p.InCheck() {
			t.Errorf("%s: want a valid position in check (err %v)", fen, err)
		}
	}
}
