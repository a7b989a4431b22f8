package chess

import "fmt"

// Man is one man on one square, for Setup.
type Man struct {
	Piece  Piece
	Square Square
}

// Setup builds a position from men on squares with the given side to move,
// no castling rights, no en-passant square and fresh clocks. It serves
// analyses that enumerate hypothetical placements (package unwinnable) and
// checks what the move generator relies on: exactly one king per side, one
// man per square, no pawn on the first or last rank, at most 16 men (8
// pawns) a side, and the side not to move not in check.
func Setup(side Color, men []Man) (*Position, error) {
	p := &Position{ep: NoSquare, full: 1, side: side}
	for i := range p.rookSq {
		p.rookSq[i] = NoSquare
	}
	var kings [2]int
	for _, m := range men {
		if m.Square > 63 {
			return nil, fmt.Errorf("setup: square %d is off the board", m.Square)
		}
		t, c := m.Piece.Type(), m.Piece.Color()
		if t < Pawn || t > King || c > Black {
			return nil, fmt.Errorf("setup: %v on %v is not a man", m.Piece, m.Square)
		}
		if p.board[m.Square] != NoPiece {
			return nil, fmt.Errorf("setup: two men on %v", m.Square)
		}
		if r := m.Square.Rank(); t == Pawn && (r == 0 || r == 7) {
			return nil, fmt.Errorf("setup: pawn on %v", m.Square)
		}
		if t == King {
			kings[c]++
			p.kingSq[c] = m.Square
		}
		p.put(m.Piece, m.Square)
	}
	if kings[White] != 1 || kings[Black] != 1 {
		return nil, fmt.Errorf("setup: %d white and %d black kings, want one each", kings[White], kings[Black])
	}
	for c := White; c <= Black; c++ {
		if msg := p.checkMaterial(c); msg != "" {
			return nil, fmt.Errorf("setup: %s", msg)
		}
	}
	p.key = p.computeKey()
	if p.attackersTo(p.kingSq[side.Other()], side, p.AllPieces()) != 0 {
		return nil, fmt.Errorf("setup: %v, not to move, is in check", side.Other())
	}
	return p, nil
}
