package chess_test

import (
	"math/rand"
	"testing"

	"github.com/chessconform/chessconform/chess"
)

// HasLegalMove and EnPassantLegal answer without listing the moves, and
// HashAfter without making them: they must agree with the list and with
// Make, on every position of the perft suites' trees
// (to depth 2) and of random games played out from them to their end, where
// checkmates, stalemates, double checks, pins and en-passant captures are.
func TestHasLegalMoveAgrees(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	var positions, none, ep int
	check := func(p *chess.Position) {
		moves := p.LegalMoves()
		if got := p.HasLegalMove(); got != (len(moves) > 0) {
			t.Fatalf("%s: HasLegalMove %v, %d legal moves", p.FEN(), got, len(moves))
		}
		want := false
		for _, m := range moves {
			want = want || m.Kind() == chess.EnPassantMove
		}
		if got := p.EnPassantLegal(); got != want {
			t.Fatalf("%s: EnPassantLegal %v, want %v", p.FEN(), got, want)
		}
		for _, m := range moves {
			h := p.HashAfter(m)
			u := p.Make(m)
			if got := p.Hash(); h != got {
				p.Unmake(m, u)
				t.Fatalf("%s, move %v%v (kind %d): HashAfter %x, Hash after Make %x", p.FEN(), m.From(), m.To(), m.Kind(), h, got)
			}
			p.Unmake(m, u)
		}
		positions++
		if len(moves) == 0 {
			none++
		}
		if want {
			ep++
		}
	}
	// Castling (Chess960: the king stays on g1, the rook goes to f1) and
	// an en-passant capture (of the checking pawn) the only legal move,
	// which neither walks nor games are likely to meet.
	for fen, kind := range map[string]chess.MoveKind{
		"2k5/8/b7/8/8/7p/r6P/6KR w K - 0 1":      chess.CastleMove,
		"1NN5/3B4/8/k7/1Pp5/P1K5/8/8 b - b3 0 1": chess.EnPassantMove,
	} {
		only, err := chess.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		if moves := only.LegalMoves(); len(moves) != 1 || moves[0].Kind() != kind {
			t.Fatalf("%s: legal moves %v, want one of kind %d", only.FEN(), moves, kind)
		}
		check(only)
	}
	visitSuites(t, rng, 16, check)
	// A selection that met no position without moves or no en-passant
	// capture would not test what it claims.
	if none < 10 || ep < 10 {
		t.Fatalf("%d positions, %d without a legal move, %d with an e.p. capture: too few", positions, none, ep)
	}
	t.Logf("%d positions, %d without a legal move, %d with an e.p. capture", positions, none, ep)
}
