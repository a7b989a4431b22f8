// Command notnil is the chessconform protocol v1 adapter for
// github.com/notnil/chess (the version pinned in go.mod). It translates and
// never corrects: every answer is the library's (README.md lists where they
// depart from the Laws). Build and certify:
//
//	go build -C conformance/adapters/notnil -o /tmp/notnil-adapter .
//	chessconform certify --engine /tmp/notnil-adapter
package main

import (
	"os"
	"runtime/debug"

	"github.com/notnil/chess"

	"github.com/chessconform/chessconform/conformance/adapters/goadapter"
)

const modulePath = "github.com/notnil/chess"

func main() {
	if err := goadapter.Serve(os.Stdin, os.Stdout, os.Stderr, lib{}); err != nil {
		os.Stderr.WriteString(err.Error() + "\n")
		os.Exit(1)
	}
}

type lib struct{ goadapter.Unimplemented }

// rulebooks: notnil/chess implements the automatic draws of the 2014 and
// later Laws (fivefold repetition, 75 moves) beside the claims; like the
// chess.js adapter, it certifies under the two current editions, whose
// draw rules are the same.
var rulebooks = []string{"fide-2018-01", "fide-2023"}

func (lib) Hello() goadapter.Hello {
	return goadapter.Hello{Protocol: 1, Name: "notnil/chess", Version: moduleVersion(modulePath),
		Capabilities: []string{"moves", "notation", "status"}, Rulebooks: rulebooks}
}

// moduleVersion is the version of a dependency as built into the binary.
func moduleVersion(path string) string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, d := range bi.Deps {
			if d.Path == path {
				return d.Version
			}
		}
	}
	return "unknown"
}

// game loads fen into a notnil game: the library's FEN reader decides what
// is invalid. Chess960 castling, which the library cannot represent, is
// unsupported.
func game(fen string) (*chess.Game, error) {
	if goadapter.IsChess960(fen) {
		return nil, goadapter.Unsupportedf("notnil/chess has standard castling only")
	}
	opt, err := chess.FEN(fen)
	if err != nil {
		return nil, goadapter.Rejectedf("%v", err)
	}
	return chess.NewGame(opt), nil
}

// uci writes a move as UCI: notnil/chess's own UCI notation (castling is
// the king's two-square move).
func uci(pos *chess.Position, m *chess.Move) string { return chess.UCINotation{}.Encode(pos, m) }

// playUCI decodes one UCI move with the library's UCI notation and makes it
// with Game.Move, which refuses an illegal move.
func playUCI(g *chess.Game, mv string, i int) error {
	m, err := chess.UCINotation{}.Decode(g.Position(), mv)
	if err != nil {
		return goadapter.Rejectedf("move %d: %q: %v", i+1, mv, err)
	}
	if err := g.Move(m); err != nil {
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
		out = append(out, uci(g.Position(), m))
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
	for _, m := range ms {
		n += perft(pos.Update(m), depth-1)
	}
	return n
}

// in_check is not overridden: the library keeps whether the side to move
// is in check in an unexported field and offers no query for it (only the
// Check tag of a move that gives check), so the adapter answers
// "unsupported" rather than compute it itself.

func (lib) ToSAN(fen, move, locale string) (string, error) {
	if locale != "en" {
		return "", goadapter.Unsupportedf("notnil/chess writes English SAN only, not %q", locale)
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
			return chess.AlgebraicNotation{}.Encode(pos, v), nil
		}
	}
	return "", goadapter.Rejectedf("%s is not a legal move", move)
}

func (lib) FromSAN(fen, san, locale string) (string, error) {
	if locale != "en" {
		return "", goadapter.Unsupportedf("notnil/chess reads English SAN only, not %q", locale)
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

// GameStatus plays the moves in a notnil game and reports Outcome() and
// Method() as the result, EligibleDraws() as the claims. The library has
// no claim by intended move, so with_move is always "".
func (lib) GameStatus(rulebook, fen string, moves []string) (goadapter.Status, error) {
	if !contains(rulebooks, rulebook) {
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
	st := goadapter.Status{Result: string(g.Outcome())}
	switch g.Method() {
	case chess.Checkmate:
		st.Termination, st.Article = "checkmate", "5.1.1"
	case chess.Stalemate:
		st.Termination, st.Article = "stalemate", "5.2.1"
	case chess.FivefoldRepetition:
		st.Termination, st.Article = "fivefold", "9.6.1"
	case chess.SeventyFiveMoveRule:
		st.Termination, st.Article = "seventy-five-moves", "9.6.2"
	case chess.InsufficientMaterial:
		st.Termination, st.Article = "dead-position", "5.2.2"
	}
	by := "white"
	if g.Position().Turn() == chess.Black {
		by = "black"
	}
	for _, d := range g.EligibleDraws() {
		switch d {
		case chess.ThreefoldRepetition:
			st.Claims = append(st.Claims, goadapter.Claim{Kind: "threefold", Article: "9.2.1.2", By: by})
		case chess.FiftyMoveRule:
			st.Claims = append(st.Claims, goadapter.Claim{Kind: "fifty-moves", Article: "9.3.2", By: by})
		}
	}
	return st, nil
}

func contains(s []string, x string) bool {
	for _, v := range s {
		if v == x {
			return true
		}
	}
	return false
}
