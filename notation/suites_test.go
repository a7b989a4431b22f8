package notation

import (
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/conformance/corpus"
)

// Issue 2, criterion 2: for every legal move of every position of the perft
// suites (standard, tricky, all 960 Chess960 starts), writing the move and
// reading it back gives the same move, in every shipped language and style;
// LAN and UCI round-trip too.
func TestRoundTripOverPerftSuites(t *testing.T) {
	ts := shipped(t)
	var fens []string
	for _, name := range []string{"standard.perft", "tricky.perft", "chess960.perft"} {
		f, err := chessconform.Data.Open("conformance/corpus/perft/" + name)
		if err != nil {
			t.Fatal(err)
		}
		cases, err := corpus.ReadPerft(f, name)
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cases {
			fens = append(fens, c.EPD)
		}
	}
	if len(fens) != 6+19+960 {
		t.Fatalf("%d suite positions, want 985", len(fens))
	}
	moves := 0
	for _, lang := range ts.Languages() {
		letters, err := ts.Letters(lang)
		if err != nil {
			t.Fatal(err)
		}
		for _, fen := range fens {
			p, err := chess.ParseFEN(fen)
			if err != nil {
				t.Fatalf("%s: %v", fen, err)
			}
			for _, m := range p.LegalMoves() {
				moves++
				for _, st := range []chess.Style{{Letters: letters, FIDE: true}, {Letters: letters}} {
					for _, s := range []string{p.FormatSAN(m, st), p.FormatLAN(m, st)} {
						if got, err := p.ParseMove(s, letters); err != nil || got != m {
							t.Fatalf("%s %s: %q reads as %v, %v; want %s", lang, fen, s, got, err, p.UCI(m))
						}
					}
				}
				if got, err := p.ParseUCI(p.UCI(m)); err != nil || got != m {
					t.Fatalf("%s: UCI %q reads as %v, %v", fen, p.UCI(m), got, err)
				}
			}
		}
	}
	if moves == 0 {
		t.Fatal("no move checked")
	}
}
