package chess_test

import (
	"testing"

	"github.com/chessconform/chessconform/chess"
)

// TestBoardAfter checks BoardAfter against Make on every move of the
// perft suites' trees (standard, tricky, Chess960: castling of every
// shape, en passant, promotions with and without capture), two plies
// deep, and PieceAt against the position's on every square.
func TestBoardAfter(t *testing.T) {
	depth := 2
	checked := 0
	var filled chess.Board
	var walk func(p *chess.Position, d int)
	walk = func(p *chess.Position, d int) {
		for _, m := range p.LegalMoves() {
			var got chess.Board
			p.BoardAfter(m, &got)
			uci := p.UCI(m)
			u := p.Make(m)
			if want := p.Board(); got != want {
				p.Unmake(m, u)
				t.Fatalf("%s, %s: BoardAfter %+v, Make gives %+v", p.FEN(), uci, got, want)
			}
			// FillBoard over a placement a move away (filled's last).
			p.FillBoard(&filled)
			if want := p.Board(); filled != want {
				p.Unmake(m, u)
				t.Fatalf("%s, %s: FillBoard %+v, Board %+v", p.FEN(), uci, filled, want)
			}
			for s := chess.Square(0); s < 64; s++ {
				if want := p.PieceAt(s); got.PieceAt(s) != want {
					p.Unmake(m, u)
					t.Fatalf("%s, %s: PieceAt(%s) = %s, want %s", p.FEN(), uci, s, got.PieceAt(s), want)
				}
			}
			checked++
			if d > 1 {
				walk(p, d-1)
			}
			p.Unmake(m, u)
		}
	}
	for _, suite := range []string{"standard.perft", "tricky.perft", "chess960.perft"} {
		for _, c := range loadSuite(t, suite) {
			p, err := chess.ParseFEN(c.EPD)
			if err != nil {
				t.Fatalf("%s %s: %v", suite, c.ID, err)
			}
			walk(p, depth)
		}
	}
	if checked < 10000 {
		t.Fatalf("only %d moves checked", checked)
	}
	t.Logf("%d moves", checked)
}
