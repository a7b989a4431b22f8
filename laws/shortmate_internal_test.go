package laws

import (
	"os"
	"testing"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/conformance/corpus"
)

// verifyHelpmate replays line from p: every move legal, the last one by
// winner, leaving winner's opponent checkmated.
func verifyHelpmate(t *testing.T, p *chess.Position, winner chess.Color, line []chess.Move) {
	t.Helper()
	q := *p
	for _, m := range line {
		legal := false
		for _, l := range q.LegalMoves() {
			legal = legal || l == m
		}
		if !legal {
			t.Fatalf("%s: helpmate %v: %s is not legal in %s", p.FEN(), line, q.UCI(m), q.FEN())
		}
		q.Make(m)
	}
	if q.SideToMove() != winner.Other() || !q.IsCheckmate() {
		t.Fatalf("%s: helpmate %v for %s ends in %s, not %s checkmated", p.FEN(), line, winner, q.FEN(), winner.Other())
	}
}

// TestShortMate: positions worked out by hand. The probe finds the mate in
// one of the fool's mate (2...Qh4#) and the two-ply helpmate of the
// benchmark game's K+2Q v K ending (Kf6 then Qe6# or Qa6#); it does not try
// the two plies before the fool's mate (2.g4 Qh4#: White has more moves
// than its bound); it finds nothing where no helpmate of two plies exists or
// where the mating side's queen must be taken at once (Kxg2: then no mate
// exists at all), and nothing for a lone king.
func TestShortMate(t *testing.T) {
	for _, c := range []struct {
		fen    string
		winner chess.Color
		plies  int // 0: none found
	}{
		{"rnbqkbnr/pppp1ppp/8/4p3/5PP1/8/PPPPP2P/RNBQKBNR b KQkq - 0 2", chess.Black, 1},
		{"rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR w KQkq - 0 2", chess.Black, 0}, // 2.g4 Qh4# exists, but White has 19 moves: beyond the probe's bound
		{"8/3q4/6K1/8/5k2/8/4q3/8 w - - 30 101", chess.Black, 2},
		{"8/3q4/6K1/8/5k2/8/4q3/8 w - - 30 101", chess.White, 0}, // a lone king
		{chess.StartFEN, chess.White, 0},
		{"k7/8/8/8/8/8/6q1/7K w - - 0 1", chess.Black, 0}, // Kxg2 is White's only move
		{"k7/8/8/8/8/8/6q1/7K w - - 0 1", chess.White, 0},
	} {
		p, err := chess.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		line := shortMate(p, c.winner)
		if len(line) != c.plies {
			t.Errorf("%s, %s: helpmate %v, want %d plies", c.fen, c.winner, line, c.plies)
			continue
		}
		if line != nil {
			verifyHelpmate(t, p, c.winner, line)
		}
	}
}

// TestShortMateAgreesWithCHA: wherever the probe finds a helpmate in the
// 1,803 labelled positions of the CHA test vectors (conformance corpus,
// source credited there), the label says that side can mate, and the line
// replays as a checkmate.
func TestShortMateAgreesWithCHA(t *testing.T) {
	f, err := os.Open("../conformance/corpus/unwinnability/cha-test-vectors.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cases, err := corpus.ReadUnwinnability(f, "cha-test-vectors.txt")
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	for _, c := range cases {
		p, err := chess.ParseFEN(c.FEN)
		if err != nil {
			t.Fatalf("line %d: %v", c.Line, err)
		}
		for _, side := range []chess.Color{chess.White, chess.Black} {
			line := shortMate(p, side)
			if line == nil {
				continue
			}
			found++
			if canMate := side == chess.White && c.WhiteCanMate || side == chess.Black && c.BlackCanMate; !canMate {
				t.Errorf("line %d %s: helpmate %v for %s, but the label says it cannot mate", c.Line, c.FEN, line, side)
			}
			verifyHelpmate(t, p, side, line)
		}
	}
	if found == 0 {
		t.Fatal("the probe found no helpmate in the vectors: the test checks nothing")
	}
	t.Logf("%d of %d position-sides settled by the probe", found, 2*len(cases))
}
