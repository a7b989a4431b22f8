// Command corentings is the chessconform protocol v1 adapter for
// github.com/corentings/chess/v2 (the version pinned in go.mod). It translates and
// never corrects: every answer is the library's (README.md lists where they
// depart from the Laws). Build and certify:
//
//	go build -C conformance/adapters/corentings -o /tmp/corentings-adapter .
//	chessconform certify --engine /tmp/corentings-adapter
package main

import (
	"slices"

	"github.com/corentings/chess/v2"

	"github.com/chessconform/chessconform/conformance/adapters/goadapter"
)

const modulePath = "github.com/corentings/chess/v2"

func main() { goadapter.Main(lib{}) }

type lib struct{ goadapter.Unimplemented }

// rulebooks: corentings/chess implements the automatic draws of the 2014 and
// later Laws (fivefold repetition, 75 moves) beside the claims; like the
// chess.js adapter, it certifies under the two current editions, whose
// draw rules are the same.
var rulebooks = []string{"fide-2018-01", "fide-2023"}

func (lib) Hello() goadapter.Hello {
	return goadapter.Hello{Protocol: 1, Name: "corentings/chess", Version: goadapter.ModuleVersion(modulePath),
		Capabilities: []string{"moves", "notation", "status"}, Rulebooks: rulebooks}
}

// game loads fen into a corentings game: the library's FEN reader decides what
// is invalid. Chess960 castling, which the library cannot represent, is
// unsupported.
func game(fen string) (*chess.Game, error) {
	if goadapter.IsChess960(fen) {
		return nil, goadapter.Unsupportedf("corentings/chess has standard castling only")
	}
	opt, err := chess.FEN(fen)
	if err != nil {
		return nil, goadapter.Rejectedf("%v", err)
	}
	return chess.NewGame(opt), nil
}

// uci writes a move as UCI: corentings/chess's own UCI notation (castling is
// the king's two-square move).
func uci(pos *chess.Position, m *chess.Move) string { return chess.UCINotation{}.Encode(pos, m) }

// playUCI decodes one UCI move with the library's UCI notation and makes it
// with Game.Move, which refuses an illegal move.
func playUCI(g *chess.Game, mv string, i int) error {
	m, err := chess.UCINotation{}.Decode(g.Position(), mv)
	if err != nil {
		return goadapter.Rejectedf("move %d: %q: %v", i+1, mv, err)
	}
	if err := g.Move(m, nil); err != nil {
		return goadapter.Rejectedf("move %d: %s: %v", i+1, mv, err)
	}
	return nil
}

func (lib) LegalMoves(fen string) ([]string, error) {
	g, err := game(fen)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, m := range g.ValidMoves() {
		out = append(out, uci(g.Position(), &m))
	}
	return out, nil
}

func (lib) Play(fen string, moves []string) (string, error) {
	g, err := game(fen)
	if err != nil {
		return "", err
	}
	for i, mv := range moves {
		if err := playUCI(g, mv, i); err != nil {
			return "", err
		}
	}
	return g.FEN(), nil
}

// Perft counts the leaves of the library's legal-move tree (the library
// has no perft of its own; this loop adds no rule: Position.Update and
// Position.ValidMoves do all the chess).
func (lib) Perft(fen string, depth int) (uint64, error) {
	g, err := game(fen)
	if err != nil {
		return 0, err
	}
	return perft(g.Position(), depth), nil
}

func perft(pos *chess.Position, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	ms := pos.ValidMoves()
	if depth == 1 {
		return uint64(len(ms))
	}
	var n uint64
	for i := range ms {
		n += perft(pos.Update(&ms[i]), depth-1)
	}
	return n
}

// in_check is not overridden: the library keeps whether the side to move
// is in check in an unexported field and offers no query for it (only the
// Check tag of a move that gives check), so the adapter answers
// "unsupported" rather than compute it itself.

func (lib) ToSAN(fen, move, locale string) (string, error) {
	if locale != "en" {
		return "", goadapter.Unsupportedf("corentings/chess writes English SAN only, not %q", locale)
	}
	g, err := game(fen)
	if err != nil {
		return "", err
	}
	pos := g.Position()
	m, err := chess.UCINotation{}.Decode(pos, move)
	if err != nil {
		return "", goadapter.Rejectedf("%q: %v", move, err)
	}
	for _, v := range pos.ValidMoves() {
		if v.S1() == m.S1() && v.S2() == m.S2() && v.Promo() == m.Promo() {
			return chess.AlgebraicNotation{}.Encode(pos, &v), nil
		}
	}
	return "", goadapter.Rejectedf("%s is not a legal move", move)
}

func (lib) FromSAN(fen, san, locale string) (string, error) {
	if locale != "en" {
		return "", goadapter.Unsupportedf("corentings/chess reads English SAN only, not %q", locale)
	}
	g, err := game(fen)
	if err != nil {
		return "", err
	}
	m, err := chess.AlgebraicNotation{}.Decode(g.Position(), san)
	if err != nil {
		return "", goadapter.Rejectedf("%q: %v", san, err)
	}
	return uci(g.Position(), m), nil
}

// GameStatus plays the moves in a corentings game and reports Outcome() and
// Method() as the result, EligibleDraws() as the claims. The library has
// no claim by intended move, so with_move is always "".
func (lib) GameStatus(rulebook, fen string, moves []string) (goadapter.Status, error) {
	if !slices.Contains(rulebooks, rulebook) {
		return goadapter.Status{}, goadapter.Unsupportedf("rulebook %q", rulebook)
	}
	g, err := game(fen)
	if err != nil {
		return goadapter.Status{}, err
	}
	for i, mv := range moves {
		if err := playUCI(g, mv, i); err != nil {
			return goadapter.Status{}, err
		}
	}
	return goadapter.MethodStatus(string(g.Outcome()), g.Method(), g.EligibleDraws(), g.Position().Turn() == chess.Black), nil
}
