package chess_test

import (
	"testing"

	"github.com/chessconform/chessconform/chess"
)

// TestParseMoveRoundTrip: in every position two plies deep from the fixed
// fuzz positions, each legal move written as SAN, as FIDE SAN and as LAN
// parses back to that same move (the definition of the notation: Appendix
// C), whichever path of ParseMove answers.
func TestParseMoveRoundTrip(t *testing.T) {
	styles := []chess.Style{chess.PGNStyle, {Letters: chess.English, FIDE: true}}
	var walk func(p *chess.Position, depth int)
	n := 0
	walk = func(p *chess.Position, depth int) {
		for _, m := range p.LegalMoves() {
			for _, st := range styles {
				for _, text := range []string{p.FormatSAN(m, st), p.FormatLAN(m, st)} {
					got, err := p.ParseMove(text, st.Letters)
					if err != nil || got != m {
						t.Fatalf("%s: %q parses to %v, %v; want %s", p.FEN(), text, got, err, p.UCI(m))
					}
					n++
				}
			}
			if depth > 0 {
				q := *p
				q.Make(m)
				walk(&q, depth-1)
			}
		}
	}
	for _, fen := range fuzzPositions {
		p, err := chess.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if fen == fuzzPositions[6] {
			p.SetChess960(true)
		}
		walk(p, 1)
	}
	if n < 10000 {
		t.Errorf("only %d texts checked", n)
	}
}
