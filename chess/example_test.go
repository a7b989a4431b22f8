package chess_test

import (
	"fmt"
	"strings"

	"github.com/chessconform/chessconform/chess"
)

// Read a position, list its legal moves, play one written in SAN and write
// the new position back as FEN.
func ExampleParseFEN() {
	p, err := chess.ParseFEN("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.SideToMove(), "to move,", len(p.LegalMoves()), "legal moves")
	m, err := p.ParseSAN("Nf3")
	if err != nil {
		fmt.Println(err)
		return
	}
	p.Make(m)
	fmt.Println(p.FEN())
	fmt.Println(p.Placement())
	// Output:
	// white to move, 29 legal moves
	// rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2
	// rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R
}

// A FEN no game can show is rejected with the reason.
func ExampleParseFEN_invalid() {
	_, err := chess.ParseFEN("4k3/8/8/8/8/8/8/3KR3 w - - 0 1")
	fmt.Println(err)
	// Output:
	// invalid FEN "4k3/8/8/8/8/8/8/3KR3 w - - 0 1": position: black, not to move, is in check
}

// Key identifies a position the way Article 9.2 counts repetitions: two
// move orders that reach the same position give the same key, and an
// en-passant square counts only when the capture there is legal.
func ExamplePosition_Key() {
	play := func(fen string, moves ...string) *chess.Position {
		p, _ := chess.ParseFEN(fen)
		for _, s := range moves {
			m, err := p.ParseSAN(s)
			if err != nil {
				panic(err)
			}
			p.Make(m)
		}
		return p
	}
	a := play(chess.StartFEN, "Nf3", "Nf6", "g3")
	b := play(chess.StartFEN, "g3", "Nf6", "Nf3")
	fmt.Println("transposition:", a.Key() == b.Key())

	// After e2-e4 no black pawn can take en passant: the e3 square in the
	// FEN changes nothing. After d4-d5 ... e7-e5, d5xe6 is legal.
	c := play("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e4")
	d, _ := chess.ParseFEN("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1")
	fmt.Println("e3 without a capture:", c.Key() == d.Key(), c.EnPassantLegal())
	e := play("4k3/4p3/8/3P4/8/8/8/4K3 b - - 0 1", "e5")
	f, _ := chess.ParseFEN("4k3/8/8/3Pp3/8/8/8/4K3 w - - 0 1")
	fmt.Println("e6 with a capture:", e.Key() == f.Key(), e.EnPassantLegal())
	// Output:
	// transposition: true
	// e3 without a capture: true false
	// e6 with a capture: false true
}

// A check the last move cannot have given: the e.p. square says d2-d4 was
// White's last move, but the queen's check along f1-b5 was there before.
// RetroEnPassant looks only at such double steps; RetroStrict also at
// checks no single move gives, such as two knights.
func ExamplePosition_ImpossibleCheck() {
	for _, fen := range []string{
		"8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1",
		"7k/8/8/8/8/3n1n2/8/4K3 w - - 0 1",
	} {
		p, _ := chess.ParseFEN(fen)
		fmt.Printf("%q\n%q\n", p.ImpossibleCheck(chess.RetroEnPassant), p.ImpossibleCheck(chess.RetroStrict))
	}
	// Output:
	// "the check from f1 was there before the double step d2-d4 that the en passant square d3 records"
	// "the check from f1 was there before the double step d2-d4 that the en passant square d3 records"
	// ""
	// "the checks from d3 and f3: one move gives at most one check besides the one it uncovers, and only a bishop's, rook's or queen's check can be uncovered"
}

// The attack tables and square colours the move generator uses, for
// reasoning about sets of squares.
func ExampleKnightAttacks() {
	g1, _ := chess.ParseSquare("g1")
	var to []string
	for b := chess.KnightAttacks(g1); b != 0; b &= b - 1 {
		to = append(to, b.First().String())
	}
	fmt.Println(strings.Join(to, " "))
	fmt.Println(g1.IsDark(), g1.SameColour() == chess.DarkSquares, chess.DarkSquares.Count())
	// Output:
	// e2 f3 h3
	// true true 32
}
