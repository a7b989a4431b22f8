package corpus_test

import (
	"context"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/conformance/corpus"
	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/conformance/uci"
)

const legalSetPath = "uci/bestmove-legality.txt"

func readLegalSets(t *testing.T) []corpus.LegalSetCase {
	t.Helper()
	f, err := os.Open(legalSetPath)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cases, err := corpus.ReadLegalSets(f, legalSetPath)
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) < 60 {
		t.Fatalf("%d cases, want at least 60", len(cases))
	}
	return cases
}

// The legal-move sets are ground truth only where two independent
// implementations agree: the reference here, Stockfish's `go perft 1`
// below (run whenever stockfish is installed; CI installs it).
func TestLegalSetsAgreeWithReference(t *testing.T) {
	kinds := map[string]int{}
	for _, c := range readLegalSets(t) {
		p, err := chess.ParseFEN(c.FEN)
		if err != nil {
			t.Errorf("%s: %v", c.ID, err)
			continue
		}
		if c.Game != nil {
			g := chess.StartPosition()
			for i, u := range c.Game {
				m, err := g.ParseUCI(u)
				if err != nil {
					t.Fatalf("%s: game move %d: %v", c.ID, i+1, err)
				}
				g.Make(m)
			}
			if g.FEN() != c.FEN {
				t.Errorf("%s: the game reaches %s, not the case's FEN", c.ID, g.FEN())
			}
		}
		var got []string
		for _, m := range p.LegalMoves() {
			got = append(got, p.UCI(m))
		}
		if !sameSet(got, c.Legal) {
			t.Errorf("%s: the reference lists %v, the corpus %v", c.ID, slices.Sorted(slices.Values(got)), c.Legal)
		}
		switch {
		case len(c.Legal) == 0 && p.InCheck():
			kinds["checkmate"]++
		case len(c.Legal) == 0:
			kinds["stalemate"]++
		case len(c.Legal) == 1:
			kinds["single"]++
		}
		if p.Chess960() {
			kinds["chess960"]++
		}
		if strings.HasPrefix(c.ID, "lichess-") {
			kinds["real"]++
		}
	}
	for k, n := range map[string]int{"checkmate": 8, "stalemate": 5, "single": 8, "chess960": 3, "real": 30} {
		if kinds[k] < n {
			t.Errorf("%d %s positions, want at least %d (%v)", kinds[k], k, n, kinds)
		}
	}
}

func TestLegalSetsAgreeWithStockfish(t *testing.T) {
	sf := ""
	for _, p := range []string{"stockfish", "/usr/games/stockfish"} {
		if path, err := exec.LookPath(p); err == nil {
			sf = path
			break
		}
	}
	if sf == "" {
		t.Skip("stockfish is not installed (apt-get install stockfish); CI installs it")
	}
	ctx := context.Background()
	c, err := uci.Start(ctx, uci.Options{Launch: protocol.Launch{Argv: []string{sf}, Timeout: 20 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if !c.Features().Divide {
		t.Skip("this stockfish lists no moves with go perft 1")
	}
	for _, k := range readLegalSets(t) {
		got, err := c.LegalMoves(ctx, k.FEN)
		if err != nil {
			t.Errorf("%s: stockfish: %v", k.ID, err)
			continue
		}
		if !sameSet(got, k.Legal) {
			t.Errorf("%s: stockfish lists %v, the corpus %v", k.ID, slices.Sorted(slices.Values(got)), k.Legal)
		}
	}
}

func sameSet(a, b []string) bool {
	return slices.Equal(slices.Sorted(slices.Values(a)), slices.Sorted(slices.Values(b)))
}
