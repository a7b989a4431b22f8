package chess

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// diffPositions start the positions TestParseMoveFastPathAgrees walks from:
// the published perft positions (initial, Kiwipete, positions 3–5) with
// White and with Black to move, en-passant positions (a legal capture, a
// capture by a pinned pawn, an en-passant square two pawns can take on),
// promotions with and without captures for both sides, pieces needing
// file, rank and square disambiguation (some of them pinned), a king in
// check and in double check, and Chess960 starts whose king stands next to
// or between its castling rooks.
var diffPositions = []struct {
	fen  string
	c960 bool
}{
	{StartFEN, false},
	{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", false},
	{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1", false},
	{"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", false},
	{"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 b - - 0 1", false},
	{"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", false},
	{"r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", false},
	{"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", false},
	{"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", false},
	{"rnbqkbnr/ppppp1pp/8/8/3PPp2/8/PPP2PPP/RNBQKBNR b KQkq e3 0 3", false},
	{"4k3/8/8/r2pP2K/8/8/8/8 w - d6 0 1", false},        // exd6 would expose the king
	{"8/8/8/2k5/2pP4/8/B7/4K3 b - d3 0 1", false},       // cxd3 pseudo-legal only (bishop pins along the diagonal)
	{"4k3/8/8/8/1pPp4/8/8/4K3 b - c3 0 1", false},       // two pawns can take en passant
	{"7k/8/8/3Q1Q2/8/3Q4/8/K7 w - - 0 1", false},        // Qd5e4-style disambiguation
	{"k7/8/3q4/8/3q1q2/8/8/7K b - - 0 1", false},        // the same for Black
	{"3r2k1/8/8/8/R6R/8/8/R3K3 w - - 0 1", false},       // rooks on a file and a rank
	{"1n2k3/P1P5/8/8/8/8/1p1p4/3K1N2 w - - 0 1", false}, // promotions with captures
	{"1n2k3/P1P5/8/8/8/8/1p1p4/3K1N2 b - - 0 1", false},
	{"4k3/8/8/8/8/2n5/8/R3K2R w KQ - 0 1", false}, // castling with a square attacked
	{"4k3/8/8/8/4r3/8/8/R3K2R w KQ - 0 1", false}, // castling rights, clear paths, king in check
	{"4k3/8/8/1b6/8/8/3N4/r3K3 w - - 0 1", false}, // pinned knight, king in check
	{"4k3/8/8/8/8/5n2/8/4K2r w - - 0 1", false},   // double check
	{"4k3/8/8/8/2b5/8/4N3/4K3 w - - 0 1", false},  // pinned knight on e2, bishop on c4 checks nothing
	{"1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w KQkq - 0 1", true},
	{"rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w KQkq - 0 1", true},
	{"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9", true},
}

// TestParseMoveFastPathAgrees: ParseMove with its attack-table fast path
// returns exactly what the full legal-move scan returns (the same move, or
// an error with the same message) for every text tried: every legal move
// written as SAN and LAN in PGN and FIDE style, those texts altered (origin
// dropped or over-specified, capture mark added or removed, promotion piece
// dropped or changed, check marks, suffixes), and made-up texts for every
// piece, destination and origin file or rank, in every position two plies
// deep from diffPositions, in English and German letters.
func TestParseMoveFastPathAgrees(t *testing.T) {
	german := Letters{King: "K", Queen: "D", Rook: "T", Bishop: "L", Knight: "S"}
	styles := []Style{PGNStyle, {Letters: English, FIDE: true}, {Letters: german}}
	positions, texts, fastHits := 0, 0, 0
	var seed uint64 = 0x9E3779B97F4A7C15
	rnd := func(n int) int {
		seed ^= seed << 13
		seed ^= seed >> 7
		seed ^= seed << 17
		return int(seed % uint64(n))
	}
	check := func(p *Position, text string, l Letters) {
		texts++
		m1, e1 := p.parseMove(text, l, true)
		m2, e2 := p.parseMove(text, l, false)
		if m1 != m2 || (e1 == nil) != (e2 == nil) || e1 != nil && e1.Error() != e2.Error() {
			t.Fatalf("%s: %q: fast path %v, %v; full scan %v, %v", p.FEN(), text, m1, e1, m2, e2)
		}
		if l == English {
			if m3, e3 := p.ParseSAN(text); m3 != m2 || (e3 == nil) != (e2 == nil) || e3 != nil && e3.Error() != e2.Error() {
				t.Fatalf("%s: %q: ParseSAN %v, %v; full scan %v, %v", p.FEN(), text, m3, e3, m2, e2)
			}
			if m4, e4 := p.ParseSANText(text, ReadSANText(text)); m4 != m2 || (e4 == nil) != (e2 == nil) || e4 != nil && e4.Error() != e2.Error() {
				t.Fatalf("%s: %q: ParseSANText %v, %v; full scan %v, %v", p.FEN(), text, m4, e4, m2, e2)
			}
		}
		if e1 == nil {
			fastHits++
		}
	}
	walkDiffPositions(t, 1, func(p *Position, legal []Move) {
		positions++
		for _, m := range legal {
			for _, st := range styles {
				check(p, p.FormatSAN(m, st), st.Letters)
				check(p, p.FormatLAN(m, st), st.Letters)
			}
			// Variants of the SAN: each character dropped, an 'x' inserted,
			// a promotion added or changed, marks appended.
			text := p.SAN(m)
			for i := 0; i < len(text); i++ {
				check(p, text[:i]+text[i+1:], English)
				check(p, text[:i]+"x"+text[i:], English)
			}
			for _, pr := range []string{"Q", "K", "=N", "(R)", "/B", "+", "#!?", " e.p."} {
				check(p, text+pr, English)
			}
			if from := m.From().String(); len(text) > 2 && text[0] >= 'A' && text[0] <= 'Z' {
				check(p, text[:1]+from+text[1:], English) // over-specified origin
				check(p, text[:1]+from[1:]+text[1:], English)
			}
		}
		// Castling, legal or not (in check, through attacked or occupied
		// squares, without the right).
		for _, text := range []string{"O-O", "O-O-O", "0-0", "0-0-0", "O-O+", "0-0-0#"} {
			check(p, text, English)
		}
		// Made-up texts: a piece letter, an optional origin file, rank or
		// square, an optional capture mark, a destination, an optional
		// promotion.
		pieces := []string{"", "K", "Q", "R", "B", "N"}
		origins := []string{"", "a", "b", "c", "d", "e", "f", "g", "h", "1", "2", "3", "4", "5", "6", "7", "8"}
		for k := 0; k < 300; k++ {
			to := Square(rnd(64)).String()
			text := pieces[rnd(len(pieces))]
			switch rnd(4) {
			case 0:
				text += Square(rnd(64)).String()
			case 1, 2:
				text += origins[rnd(len(origins))]
			}
			if rnd(3) == 0 {
				text += "x"
			}
			text += to
			if rnd(8) == 0 {
				text += []string{"=Q", "=R", "=B", "=N", "Q", "=K"}[rnd(6)]
			}
			check(p, text, English)
		}
	})
	if positions < 500 || fastHits < 50000 {
		t.Fatalf("only %d positions, %d texts read as moves: the test checks too little", positions, fastHits)
	}
	t.Logf("%d positions, %d texts, %d read as moves", positions, texts, fastHits)
}

// FuzzParseMoveFastPath: for any text, in every position of diffPositions
// (both sides to move, e.p., promotions, pins, checks, Chess960), ParseMove's
// fast path and the full legal-move scan give the same move or the same
// error message.
func FuzzParseMoveFastPath(f *testing.F) {
	for _, s := range []string{"e4", "Nf3", "O-O", "exf6", "exd3", "cxd3", "dxc8=Q", "bxa1=N", "axb8=R", "Qd5e4",
		"Q5e4", "Qde4", "Rae1", "R1a3", "Nd2", "Kf1", "Kxg1", "a8", "b1=K", "e2e4", "Ng1-f3", "Kd8"} {
		f.Add(s)
	}
	var positions []Position
	for _, d := range diffPositions {
		p, err := ParseFEN(d.fen)
		if err != nil {
			f.Fatalf("%s: %v", d.fen, err)
		}
		p.SetChess960(d.c960)
		positions = append(positions, *p)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for i := range positions {
			p := &positions[i]
			m1, e1 := p.parseMove(s, English, true)
			m2, e2 := p.parseMove(s, English, false)
			if m1 != m2 || (e1 == nil) != (e2 == nil) || e1 != nil && e1.Error() != e2.Error() {
				t.Fatalf("%s: %q: fast path %v, %v; full scan %v, %v", p.FEN(), s, m1, e1, m2, e2)
			}
			if m3, e3 := p.ParseSAN(s); m3 != m2 || (e3 == nil) != (e2 == nil) || e3 != nil && e3.Error() != e2.Error() {
				t.Fatalf("%s: %q: ParseSAN %v, %v; full scan %v, %v", p.FEN(), s, m3, e3, m2, e2)
			}
			if m4, e4 := p.ParseSANText(s, ReadSANText(s)); m4 != m2 || (e4 == nil) != (e2 == nil) || e4 != nil && e4.Error() != e2.Error() {
				t.Fatalf("%s: %q: ParseSANText %v, %v; full scan %v, %v", p.FEN(), s, m4, e4, m2, e2)
			}
		}
	})
}

// TestAttackedAfter: the shortcut resolveSAN uses to test a move's legality
// answers what attackersTo answers, for every king square and square of
// arrival, with the occupancy after every legal move, in every position two
// plies deep from diffPositions and with either side as the attacker.
func TestAttackedAfter(t *testing.T) {
	checks, attacked := 0, 0
	walkDiffPositions(t, 1, func(p *Position, legal []Move) {
		for _, m := range legal {
			occ := p.AllPieces()&^bb(m.From()) | bb(m.To())
			for _, them := range []Color{White, Black} {
				for ksq := Square(0); ksq < 64; ksq++ {
					want := p.attackersTo(ksq, them, occ)&^bb(m.To()) != 0
					if got := p.attackedAfter(ksq, m.To(), them, occ); got != want {
						t.Fatalf("%s, %v, king %v, %v attacking: attackedAfter %v, attackersTo %v", p.FEN(), m, ksq, them, got, want)
					}
					checks++
					if want {
						attacked++
					}
				}
			}
		}
	})
	if attacked == 0 || attacked == checks {
		t.Fatalf("%d of %d checks attacked: the test checks too little", attacked, checks)
	}
}

// walkDiffPositions calls visit on every position up to depth plies from
// each of diffPositions (Chess960 set where the entry says so).
func walkDiffPositions(t *testing.T, depth int, visit func(p *Position, legal []Move)) {
	t.Helper()
	var walk func(p *Position, depth int)
	walk = func(p *Position, depth int) {
		legal := p.LegalMoves()
		visit(p, legal)
		if depth == 0 {
			return
		}
		for _, m := range legal {
			q := *p
			q.Make(m)
			walk(&q, depth-1)
		}
	}
	for _, d := range diffPositions {
		p, err := ParseFEN(d.fen)
		if err != nil {
			t.Fatalf("%s: %v", d.fen, err)
		}
		p.SetChess960(d.c960)
		walk(p, depth)
	}
}

// TestSampleSANPaths: in every position of the 400 Lichess games
// (conformance/corpus/pgn, CC0), every legal move written as SAN (with and
// without its check mark) and as LAN reads back as that move by ParseSAN,
// by ParseSANText with ReadSANText (the reading a PGN reader keeps per
// text) and by the full legal-move scan, and the move the game played, as
// written there, reads as the same move all three ways.
func TestSampleSANPaths(t *testing.T) {
	b, err := os.ReadFile("../conformance/corpus/pgn/lichess-2021-10-sample.pgn")
	if err != nil {
		t.Fatal(err)
	}
	// The movetext without tags, comments, move numbers and results.
	noise := regexp.MustCompile(`(?m)^\[.*$|\{[^}]*\}|\d+\.(\.\.)?|1-0|0-1|1/2-1/2|\*`)
	games := strings.Split(string(b), "\n\n[Event ")
	if len(games) != 400 {
		t.Fatalf("%d games, want 400", len(games))
	}
	same := func(p *Position, text string, want Move) {
		t.Helper()
		m1, e1 := p.ParseSAN(text)
		m2, e2 := p.ParseSANText(text, ReadSANText(text))
		m3, e3 := p.parseMove(text, English, false)
		if m1 != want || m2 != want || m3 != want || e1 != nil || e2 != nil || e3 != nil {
			t.Fatalf("%s: %q: ParseSAN %v, %v; ParseSANText %v, %v; full scan %v, %v; want %v", p.FEN(), text, m1, e1, m2, e2, m3, e3, want)
		}
	}
	positions, texts := 0, 0
	for g, game := range games {
		if testing.Short() && g%10 != 0 {
			continue
		}
		if g > 0 {
			game = "[Event " + game
		}
		p := StartPosition()
		for _, san := range strings.Fields(noise.ReplaceAllString(game, " ")) {
			played, err := p.parseMove(san, English, false)
			if err != nil {
				t.Fatalf("game %d: %q: %v", g+1, san, err)
			}
			same(p, san, played)
			positions++
			for _, m := range p.LegalMoves() {
				text := p.SAN(m)
				same(p, text, m)
				same(p, trimMarks(text), m)
				same(p, p.FormatLAN(m, PGNStyle), m)
				texts += 3
			}
			p.Make(played)
		}
	}
	if positions < 2500 || !testing.Short() && positions < 25000 {
		t.Fatalf("only %d positions: the test checks too little", positions)
	}
	t.Logf("%d positions, %d texts", positions, texts)
}
