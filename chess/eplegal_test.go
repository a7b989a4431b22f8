package chess

import "testing"

// EnPassantLegal answers without generating moves when no pawn of the side
// to move attacks the target square; that shortcut must never turn down a
// legal capture (it would drop the e.p. file from the Article 9.2.2
// identity), on either side or on the board's edge.
func TestEnPassantLegalShortcut(t *testing.T) {
	for _, fen := range []string{
		"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", // exf6 legal
		"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3", // exd6 legal
		"rnbqkbnr/pppp1ppp/8/8/3Pp3/8/PPP1PPPP/RNBQKBNR b KQkq d3 0 3",  // exd3 legal (Black)
		"rnbqkbnr/pppp1ppp/8/8/4pP2/8/PPPPP1PP/RNBQKBNR b KQkq f3 0 3",  // exf3 legal (Black)
		"8/8/8/8/Pp6/8/8/k6K b - a3 0 1",                                // bxa3 on the edge
		"8/8/8/6pP/8/8/8/k6K w - g6 0 1",                                // hxg6 on the edge
	} {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		if !p.EnPassantLegal() {
			t.Errorf("%s: the e.p. capture is legal, EnPassantLegal says no", fen)
		}
	}
	for _, fen := range []string{
		"rnbqkbnr/pppppp1p/8/6p1/8/8/PPPPPPPP/RNBQKBNR w KQkq g6 0 2", // no white pawn beside g5
		"4k3/8/8/K2pP2r/8/8/8/8 w - d6 0 1",                           // exd6 would expose the king
	} {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		if p.EnPassantLegal() {
			t.Errorf("%s: no legal e.p. capture, EnPassantLegal says yes", fen)
		}
	}
}
