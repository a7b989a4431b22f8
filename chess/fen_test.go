package chess_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/chessconform/chessconform/chess"
)

func TestFENErrorsArePrecise(t *testing.T) {
	cases := []struct {
		fen, field, at, reason string // at: the text whose first byte the error must point to ("" = whole position)
	}{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", "position", "", "got 5"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", "placement", "X w", "unexpected character 'X'"},
		{"rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "placement", "9/8/8/8/P", "unexpected character '9'"},
		{"rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "placement", "p/8/8/8/8/P", "more than 8 squares"},
		{"rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "placement", "/8/8/8/8/PPPPPPPP", "rank 7 has 7 squares"},
		{"rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "placement", "R w", "want 8 ranks"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBKR w KQkq - 0 1", "placement", "", "white has 2 kings"},
		{"rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1", "placement", "", "black has 0 kings"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNP w KQkq - 0 1", "placement", "P w", "pawn on h1"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side to move", "x KQkq", "want w or b"},
		{"rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "castling", "kq -", "no black rook on the king side"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KZkq - 0 1", "castling", "Zkq", "unexpected character 'Z'"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKkq - 0 1", "castling", "Kkq", "second castling right"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1", "placement", "", "white has 0 kings"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq - 0 1", "placement", "", "white has 0 kings"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", "en passant", "e3 0", "not on rank 6"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1", "en passant", "e6 0", "no black pawn on e5"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1", "en passant", "z9 0", "want - or a square"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1", "half-move clock", "-1 1", "want a whole number"},
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0", "move number", "0", "want a whole number ≥ 1"},
		{"4k3/8/8/8/8/8/8/R3K3 b - - 0 1", "", "", ""}, // valid: Black to move, not in check
		{"4k3/8/8/8/8/8/8/4K2r w - - 0 1", "", "", ""}, // valid: White to move and in check
		{"4k3/8/8/8/8/8/8/5K1R w K - 0 1", "", "", ""}, // valid Chess960: king f1, rook h1
		{"4k3/8/8/8/8/8/8/4K2r b - - 0 1", "position", "", "white, not to move, is in check"},
		{"4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", "position", "", "black, not to move, is in check"},
		{"4k2r/8/8/8/8/8/8/4K3 w K - 0 1", "castling", "K -", "no white rook on the king side"},
		{"4k3/8/8/8/8/8/8/R3K3 w B - 0 1", "castling", "B -", "no white rook on b1"},
		{"4k3/8/8/8/8/8/4K3/7R w K - 0 1", "castling", "K -", "not on its first rank"},
		{"4k3/8/8/8/8/8/8/4K3 w - - -0 1", "half-move clock", "-0 1", "without sign or leading zeros"},
		{"4k3/8/8/8/8/8/8/4K3 w - - 007 1", "half-move clock", "007 1", "without sign or leading zeros"},
		{"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 5 1", "half-move clock", "5 1", "resets the clock to 0"},
		{"4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1", "placement", "", "black has 9 pawns"},
		{"Q1QQQ1nk/Q4QRB/Q2Q3Q/Q6Q/Q6Q/1Q5Q/nQ5Q/KQQQQQQQ w - - 0 1", "placement", "", "white has 27 men, at most 16"},
	}
	for _, c := range cases {
		_, err := chess.ParseFEN(c.fen)
		if c.field == "" {
			if err != nil {
				t.Errorf("%q: unexpected error %v", c.fen, err)
			}
			continue
		}
		var fe *chess.FENError
		if !errors.As(err, &fe) {
			t.Errorf("%q: got %v, want a *FENError", c.fen, err)
			continue
		}
		if fe.Field != c.field {
			t.Errorf("%q: field %q, want %q (%v)", c.fen, fe.Field, c.field, err)
		}
		wantOff := -1
		if c.at != "" {
			wantOff = strings.LastIndex(c.fen, c.at)
		}
		if fe.Offset != wantOff {
			t.Errorf("%q: offset %d, want %d (%v)", c.fen, fe.Offset, wantOff, err)
		}
		if !strings.Contains(err.Error(), c.reason) {
			t.Errorf("%q: %v; want it to say %q", c.fen, err, c.reason)
		}
	}
}

func TestFENRoundTrip(t *testing.T) {
	for _, fen := range []string{
		chess.StartFEN,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"rnbqkbnr/pppp1ppp/8/4pP2/8/8/PPPPP1PP/RNBQKBNR w KQkq e6 0 3",
		"8/8/8/8/8/8/8/K6k b - - 99 200",
		// X-FEN: K/Q for the outermost rook, a file letter for an inner one.
		"rk2r3/8/8/8/8/8/8/RK2R3 w Qq - 0 1",
		"1r2k1r1/8/8/8/8/8/8/1R2K1R1 w KQkq - 0 1",
		"r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - 0 1",
		"2r1kr2/8/8/8/8/8/8/R3KR1R w FQk - 0 1",
	} {
		p, err := chess.ParseFEN(fen)
		if err != nil {
			t.Errorf("%q: %v", fen, err)
			continue
		}
		if got := p.FEN(); got != fen {
			t.Errorf("FEN() = %q, want %q", got, fen)
		}
	}
}

func TestShredderFEN(t *testing.T) {
	// Shredder-FEN names the castling rooks' files; X-FEN writes K/Q for outermost rooks.
	p, err := chess.ParseFEN("1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := p.ShredderFEN(), "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1"; got != want {
		t.Errorf("ShredderFEN() = %q, want %q", got, want)
	}
	if got, want := p.FEN(), "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w KQkq - 0 1"; got != want {
		t.Errorf("FEN() = %q, want %q", got, want)
	}
	if !p.Chess960() {
		t.Error("a king on e1 with rooks on b1 and g1 castling is Chess960")
	}
	// Standard positions stay standard.
	if q := chess.StartPosition(); q.Chess960() || q.ShredderFEN() != "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1" {
		t.Errorf("start position: Chess960=%v, Shredder %q", q.Chess960(), q.ShredderFEN())
	}
}

func TestFENWithoutClocks(t *testing.T) {
	p, err := chess.ParseFEN("8/8/8/8/8/8/8/K6k w - -")
	if err != nil {
		t.Fatal(err)
	}
	if p.HalfmoveClock() != 0 || p.FullmoveNumber() != 1 {
		t.Errorf("clocks %d %d, want 0 1", p.HalfmoveClock(), p.FullmoveNumber())
	}
}
