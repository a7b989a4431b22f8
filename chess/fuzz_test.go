package chess_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/chessconform/chessconform/chess"
)

// fuzzPositions are fixed positions for FuzzParseSAN: the published perft
// positions (initial, Kiwipete, positions 3–5), an en-passant position, a
// Chess960 position whose king stands between its castling rooks, and three
// queens that need file, rank and full square disambiguation (Appendix C.10).
var fuzzPositions = []string{
	chess.StartFEN,
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
	"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
	"1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w KQkq - 0 1",
	"7k/8/8/3Q1Q2/8/3Q4/8/K7 w - - 0 1",
}

// FuzzParseFEN: ParseFEN never panics and fails only with a *FENError; a
// position it accepts writes a FEN (and a Shredder-FEN) that parses back to
// the same FEN, and making and unmaking each legal move restores it.
func FuzzParseFEN(f *testing.F) {
	for _, s := range fuzzPositions {
		f.Add(s)
	}
	for _, s := range []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
		"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w AHah - 0 1",
		"4k3/8/8/8/8/8/8/4K2R w K - 0 1",
		"8/8/8/8/8/8/8/8 w - - 0 1",
		"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"k7/8/8/8/8/8/8/K7 w - - +1 1",
		"",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := chess.ParseFEN(s)
		if err != nil {
			var fe *chess.FENError
			if !errors.As(err, &fe) {
				t.Fatalf("ParseFEN(%q): error %v is not a *FENError", s, err)
			}
			return
		}
		fen := p.FEN()
		q, err := chess.ParseFEN(fen)
		if err != nil {
			t.Fatalf("ParseFEN(%q) = %q, which does not parse: %v", s, fen, err)
		}
		if q.FEN() != fen {
			t.Fatalf("ParseFEN(%q): FEN %q re-parses to %q", s, fen, q.FEN())
		}
		sh, err := chess.ParseFEN(p.ShredderFEN())
		if err != nil || sh.FEN() != fen {
			t.Fatalf("ParseFEN(%q): Shredder-FEN %q re-parses to %v, %v; want %q", s, p.ShredderFEN(), sh, err, fen)
		}
		for _, m := range p.LegalMoves() {
			u := p.Make(m)
			p.Unmake(m, u)
			if p.FEN() != fen {
				t.Fatalf("ParseFEN(%q): make/unmake %s gives %q", s, p.UCI(m), p.FEN())
			}
		}
	})
}

// FuzzParseSAN: parsing any text in the fixed positions never panics and
// fails only with a *MoveError; a move it accepts is legal, and its SAN (PGN
// and FIDE style), LAN and UCI parse back to the same move.
func FuzzParseSAN(f *testing.F) {
	for _, s := range []string{"e4", "Nf3", "O-O", "0-0-0", "O-O-O+", "exf6", "exf6e.p.", "dxc8=Q", "d7c8N", "dxc8(R)",
		"dxc8/B", "Qd5e4", "Q5e4", "Qde4", "Qxh3", "Ng1-f3", "Nbd7", "R1a3", "a8", "b1=K", "Kxe5", "", "+", "=Q", "e", "xx",
		"Кр", "Ñf3", "Ka5b6", "Rb4xf4+", "gxh3!?", "e2e4", "O-O-O-O"} {
		f.Add(s)
	}
	var positions []chess.Position
	for _, fen := range fuzzPositions {
		p, err := chess.ParseFEN(fen)
		if err != nil {
			f.Fatal(err)
		}
		positions = append(positions, *p)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for i := range positions {
			p := positions[i]
			fen := p.FEN()
			m, err := p.ParseSAN(s)
			if err != nil {
				var me *chess.MoveError
				if !errors.As(err, &me) {
					t.Fatalf("%s: ParseSAN(%q): error %v is not a *MoveError", fen, s, err)
				}
				continue
			}
			if !slices.Contains(p.LegalMoves(), m) {
				t.Fatalf("%s: ParseSAN(%q) = %s, not a legal move", fen, s, p.UCI(m))
			}
			for _, st := range []chess.Style{chess.PGNStyle, {Letters: chess.English, FIDE: true}} {
				for _, text := range []string{p.FormatSAN(m, st), p.FormatLAN(m, st)} {
					back, err := p.ParseMove(text, st.Letters)
					if err != nil || back != m {
						t.Fatalf("%s: ParseSAN(%q) = %s, written %q, which parses to %v, %v", fen, s, p.UCI(m), text, back, err)
					}
				}
			}
			if back, err := p.ParseUCI(p.UCI(m)); err != nil || back != m {
				t.Fatalf("%s: ParseSAN(%q) = %s, UCI parses back to %v, %v", fen, s, p.UCI(m), back, err)
			}
			if p.FEN() != fen {
				t.Fatalf("%s: ParseSAN(%q) changed the position to %s", fen, s, p.FEN())
			}
		}
	})
}
