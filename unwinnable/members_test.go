package unwinnable

import (
	"context"
	"testing"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/outcome"
)

// The two corpus positions the general portfolio left undetermined at the
// default budget, White to mate in both.
const (
	// Line 646: nine dark bishops a side and a black pawn. The mate needs
	// the black king in a dark corner, the pawn promoted to a light piece
	// that blocks one of the corner's light neighbours, and the black
	// bishops near the long diagonal gone.
	line646 = "3b1b1k/2b1bpb1/1b1b1b2/2b5/4KB2/4B1B1/3B1B1B/2B1B1B1 w - -"
	// Line 310: the white bishop is shut out of the black king's side by
	// the pawn lattice; it must be given to a black pawn so that a white
	// pawn recapturing changes file and promotes.
	line310 = "1b1k4/p1p1p1p1/P1P1P1P1/p1p1pBp1/8/8/P1P1P1P1/3K4 w - -"
)

func mustParse(t *testing.T, fen string) *chess.Position {
	t.Helper()
	p, err := chess.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func TestBoundColour(t *testing.T) {
	const dark = chess.DarkSquares
	for _, c := range []struct {
		fen  string
		side chess.Color
		want bitboard
	}{
		{line646, chess.White, dark},
		{line646, chess.Black, 0},                                // a pawn
		{"8/8/8/4k3/8/8/8/KB6 w - - 0 1", chess.White, ^dark},    // b1 is light
		{"8/8/8/4k3/8/8/8/KBB5 w - - 0 1", chess.White, 0},       // both colours
		{"8/8/8/4k3/8/8/8/KN6 w - - 0 1", chess.White, 0},        // a knight
		{"8/8/8/4k3/8/8/8/K7 w - - 0 1", chess.White, 0},         // no bishop
		{"8/8/8/4k3/8/8/2b5/K1B5 w - - 0 1", chess.Black, ^dark}, // c2
		{"8/8/8/4k3/8/8/8/K1B2B2 w - - 0 1", chess.White, 0},     // c1, f1
		{"8/8/8/4k3/8/8/3B4/K1B5 w - - 0 1", chess.White, dark},  // c1, d2
		{"8/8/8/4k3/8/8/P2B4/K1B5 w - - 0 1", chess.White, 0},    // a pawn
		{"8/8/8/4k3/8/8/3B4/K1B4r w - - 0 1", chess.White, dark}, // the loser's men do not matter
		{"8/8/8/4k3/8/8/3B4/K1B4R w - - 0 1", chess.White, 0},    // a rook
		{"8/8/8/4k3/8/8/3B4/K1B4Q w - - 0 1", chess.White, 0},    // a queen
		{"8/8/8/4k3/8/8/3B4/K1B5 b - - 0 1", chess.Black, 0},     // loser's view
		{"8/8/8/4k3/8/8/3B4/K1B5 b - - 0 1", chess.White, dark},  // side to move irrelevant
		{"8/8/8/4k3/8/8/3b4/K1b5 b - - 0 1", chess.Black, dark},  // black's bishops
		{"8/8/8/4k3/8/8/3b4/K1b5 b - - 0 1", chess.White, 0},     // white's none
	} {
		if got := boundColour(mustParse(t, c.fen), c.side); got != c.want {
			t.Errorf("%s, %s: %#x, want %#x", c.fen, c.side, got, c.want)
		}
	}
}

func TestIdlePieces(t *testing.T) {
	const light = chess.LightSquares
	if idle := idlePieces(mustParse(t, line310), chess.White); idle == nil || *idle != [chess.King]bitboard{chess.Bishop: light} {
		t.Errorf("line 310, white: %v, want the light-squared bishop idle", idle)
	}
	for _, c := range []struct{ name, fen string }{
		{"start position", chess.StartFEN},
		{"bishops in the open", line646},
		// The lattice of line 310 with the bishop on the black king's side
		// of it (h7 attacks g8), or with a knight, which jumps through.
		{"bishop behind the lattice", "1b1k4/p1p1p1pB/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/3K4 w - -"},
		{"knight", "1b1k4/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/3N4/P1P1P1P1/3K4 w - -"},
		// One light bishop shut out, another not: the squares of a colour
		// are idle only when every bishop on it is.
		{"two light bishops", "1b1k4/p1p1p1pB/P1P1P1P1/p1p1pBp1/8/8/P1P1P1P1/3K4 w - -"},
	} {
		if idle := idlePieces(mustParse(t, c.fen), chess.White); idle != nil {
			t.Errorf("%s: %v idle, want none", c.name, idle)
		}
	}
}

// Each specialised member finds the helpmate the general portfolio missed,
// well within its node bound (measured: about 22,000 nodes for 646, 1,200
// for 310); the line replays to a checkmate.
func TestSpecialisedMembers(t *testing.T) {
	for _, c := range []struct {
		name, fen string
		heur      func(p *chess.Position) heuristic
		nodes     uint64
	}{
		{"646, bishops of one colour", line646, func(p *chess.Position) heuristic {
			return heuristic{weight: 2, bound: boundColour(p, chess.White)}
		}, 100_000},
		{"310, an idle bishop", line310, func(p *chess.Position) heuristic {
			return heuristic{weight: 2, idle: idlePieces(p, chess.White)}
		}, 10_000},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := mustParse(t, c.fen)
			s := &searcher{ctx: context.Background(), winner: chess.White, loser: chess.Black}
			line, ok := s.find(&hsearch{heur: c.heur(p)}, p, c.nodes)
			if !ok || !verify(p, line, chess.White) {
				t.Fatalf("no helpmate within %d nodes (%d spent)", c.nodes, s.nodes)
			}
			t.Logf("%d plies, %d nodes", len(line), s.nodes)
		})
	}
}

// Analyze decides both within a tenth of the default budget (measured:
// about 170,000 and 24,000 nodes).
func TestAnalyzeDecidesTheLastTwo(t *testing.T) {
	for _, fen := range []string{line646, line310} {
		r := Analyze(context.Background(), mustParse(t, fen), chess.White, Budget{Nodes: DefaultNodes / 10})
		if r.Verdict != outcome.Winnable {
			t.Errorf("%s, white: %s after %d nodes, want winnable", fen, r.Verdict, r.Nodes)
		}
	}
}

// Line 1309 of the corpus, Black to mate (an 82-ply helpmate through a
// pawn lattice): the noisy member finds it, with four shares a round
// (noisyShares) within about 61,000 positions, with sixteen 46,000; with
// two it took 121,000.
func TestNoisyShares(t *testing.T) {
	const line1309 = "1k6/p1p5/P1P5/p1p5/PbP5/pBp5/P1P5/1K6 w - - 0 1"
	r := Analyze(context.Background(), mustParse(t, line1309), chess.Black, Budget{Nodes: 90_000})
	if r.Verdict != outcome.Winnable {
		t.Errorf("%s, black: %s after %d nodes, want winnable", line1309, r.Verdict, r.Nodes)
	}
	t.Logf("%d nodes", r.Nodes)
}

// Line 1369 of the corpus, White to mate (a 90-ply helpmate through a
// locked lattice, an odd line: the tuning half): with sixteen shares a
// round (noisyShares) the noisy member finds it within about 23,000
// positions; with four it took 38,000.
func TestNoisySharesSixteen(t *testing.T) {
	const line1369 = "8/p1p5/PbPp4/pn1Pp2k/3pP3/pBpP4/P1P3K1/8 b - - 0 1"
	r := Analyze(context.Background(), mustParse(t, line1369), chess.White, Budget{Nodes: 30_000})
	if r.Verdict != outcome.Winnable {
		t.Errorf("%s, white: %s after %d nodes, want winnable", line1369, r.Verdict, r.Nodes)
	}
	t.Logf("%d nodes", r.Nodes)
}

// Line 121 of the corpus, White (a lone bishop) to mate: a special member
// (bishops of one colour) finds it in the second round within about
// 34,000 positions, as long as the noisy member keeps four shares where
// special members run (specialShares); with sixteen it took 70,000.
func TestSpecialShares(t *testing.T) {
	const line121 = "2q5/8/8/B7/2k5/1p6/1K6/8 b - - 0 1"
	r := Analyze(context.Background(), mustParse(t, line121), chess.White, Budget{Nodes: 50_000})
	if r.Verdict != outcome.Winnable {
		t.Errorf("%s, white: %s after %d nodes, want winnable", line121, r.Verdict, r.Nodes)
	}
	t.Logf("%d nodes", r.Nodes)
}

// Line 522 of the corpus, White to mate (a 213-ply helpmate a bishop
// lattice hides, held out from tuning): the enumeration finds it in the
// round of 192,000, which it reaches within the default budget only
// because the noisy member takes four shares, not sixteen, after the
// round of noisyLast (with sixteen throughout: undetermined). About a
// second; -short skips it.
func TestNoisyLast(t *testing.T) {
	if testing.Short() {
		t.Skip("2.2 million positions")
	}
	const line522 = "k6B/1b4B1/2b2B2/4B3/3B4/1pB1B3/pP1B4/K7 w - - 0 1"
	r := Analyze(context.Background(), mustParse(t, line522), chess.White, Budget{})
	if r.Verdict != outcome.Winnable {
		t.Errorf("%s, white: %s after %d nodes, want winnable", line522, r.Verdict, r.Nodes)
	}
	t.Logf("%d nodes", r.Nodes)
}
