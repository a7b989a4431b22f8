package chess_test

import (
	"testing"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/conformance/corpus"
)

func TestImpossibleCheck(t *testing.T) {
	const no, ep, strict = 0, chess.RetroEnPassant, chess.RetroStrict
	for _, c := range []struct {
		fen string
		// from is the least strictness that finds the check impossible; no: none does.
		from chess.Strictness
	}{
		// The tricky perft suite's "impossible checker alignment" section.
		{"3R4/8/q4k2/2B5/1NK5/3b4/8/8 w - - 0 1", strict},
		{"2Nq4/2K5/1b6/8/7R/3k4/7P/8 w - - 0 1", strict},
		{"5R2/2P5/8/4k3/8/3rK2r/8/8 w - - 0 1", strict},
		{"8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1", ep},
		{"1b1k4/8/8/1rPpK3/8/8/8/8 w - d6 0 1", ep},
		{"8/8/2b5/3Pp3/1k6/8/8/3R1K2 w - e6 0 1", no},                              // not in check: nothing to explain
		{"4r2k/8/8/8/1b6/3n4/8/4K3 w - - 0 1", strict},                             // three checkers
		{"7k/8/8/8/8/8/8/r3K2r w - - 0 1", strict},                                 // rooks on both sides
		{"7k/8/8/8/8/3n1n2/8/4K3 w - - 0 1", strict},                               // two knights: neither check uncovered
		{"7k/8/8/8/8/8/3p1p2/4K3 w - - 0 1", strict},                               // two pawns
		{"7k/8/8/8/8/3n4/3p4/4K3 w - - 0 1", strict},                               // a knight and a pawn
		{"4k3/b7/8/2p5/3K4/8/8/8 w - c6 0 1", ep},                                  // c7-c5 checks, but took the bishop a7's check off d4
		{"1b2k3/8/3K4/2p5/8/8/8/8 w - c6 0 1", ep},                                 // the bishop's check uncovered, but the pawn on c7 gave check
		{"rnbqk1nr/bb3p1p/1q2r3/2pPp3/3P4/7P/1PP1NpPP/R1BQKBNR w KQkq c6 0 1", ep}, // the f2 pawn's check was there before c7-c5
		// Possible: a double check by a discovered attack (by a line piece,
		// with a knight or a pawn), a check by the pawn that just
		// double-stepped, one uncovered by it, no check.
		{"4k3/8/8/8/8/3n4/8/r3K3 w - - 0 1", no},
		{"4k3/8/8/8/8/8/3p4/r3K3 w - - 0 1", no},
		{"8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", no},
		{"8/8/8/k7/3Pp3/8/8/4BK2 b - d3 0 1", no},
		{chess.StartFEN, no},
	} {
		p, err := chess.ParseFEN(c.fen)
		if err != nil {
			t.Fatalf("%s: %v", c.fen, err)
		}
		if c.from != no && !p.InCheck() {
			t.Fatalf("%s: the side to move is not in check", c.fen)
		}
		for _, level := range []chess.Strictness{ep, strict} {
			if got := p.ImpossibleCheck(level); (got != "") != (c.from != no && level >= c.from) {
				t.Errorf("%s: ImpossibleCheck(%d) = %q, want impossible from level %d", c.fen, level, got, c.from)
			}
		}
	}
}

// The possible cases above are in check: a test that passes them must tell
// a possible check from an impossible one, not just "no check".
func TestImpossibleCheckExamplesAreChecks(t *testing.T) {
	for _, fen := range []string{"4k3/8/8/8/8/3n4/8/r3K3 w - - 0 1", "4k3/8/8/8/8/8/3p4/r3K3 w - - 0 1", "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", "8/8/8/k7/3Pp3/8/8/4BK2 b - d3 0 1"} {
		p, err := chess.ParseFEN(fen)
		if err != nil || !p.InCheck() {
			t.Errorf("%s: want a valid position in check (err %v)", fen, err)
		}
	}
}

// The invalid-input corpus: ParseFEN rejects every position that is not of
// the strict level; RetroStrict finds every strict position in check, and
// the others (material no series of moves leaves) are beyond this package.
func TestImpossibleCheckInvalidCorpus(t *testing.T) {
	const name = "conformance/corpus/invalid/invalid-input.txt"
	cases, err := corpus.ReadInvalid(openData(t, name), name)
	if err != nil {
		t.Fatal(err)
	}
	checks := 0
	for _, c := range cases {
		if c.Op != corpus.InvalidLegalMoves {
			continue
		}
		p, err := chess.ParseFEN(c.FEN)
		if !c.Strict {
			if err == nil {
				t.Errorf("%s: ParseFEN accepts %s", c.ID, c.FEN)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: ParseFEN rejects a strict case: %v", c.ID, err)
			continue
		}
		if why := p.ImpossibleCheck(chess.RetroStrict); p.InCheck() && why == "" {
			t.Errorf("%s: in check, and ImpossibleCheck finds nothing impossible", c.ID)
		} else if why != "" {
			checks++
		}
	}
	if checks < 5 {
		t.Errorf("%d strict cases in check: the test checks too little", checks)
	}
}
