package goadapter

import (
	"fmt"
	"os"
	"runtime/debug"
	"slices"
)

// Main serves lib on the process's stdin and stdout (logs on stderr) and
// exits 1 if the streams fail: the whole main function of an adapter.
func Main(lib Library) {
	if err := Serve(os.Stdin, os.Stdout, os.Stderr, lib); err != nil {
		os.Stderr.WriteString(err.Error() + "\n")
		os.Exit(1)
	}
}

// ModuleVersion is the version of a dependency as built into the binary
// ("unknown" when the binary carries no build information).
func ModuleVersion(path string) string {
	if bi, ok := debug.ReadBuildInfo(); ok {
		for _, d := range bi.Deps {
			if d.Path == path {
				return d.Version
			}
		}
	}
	return "unknown"
}

// MethodStatus is the game_status answer of a library of the notnil/chess
// family (notnil/chess, corentings/chess), read from what its Game reports
// after the moves: Outcome() as the result, Method() as the termination,
// EligibleDraws() as the claims of the player to move (black when
// blackToMove). Methods are told apart by name (their String()), which the
// family shares; a method that ends no game by itself (resignation, an
// agreed draw, a claim) is no termination. The family has no claim by an
// intended move, so with_move is always "".
func MethodStatus[M fmt.Stringer](outcome string, method M, eligible []M, blackToMove bool) Status {
	st := Status{Result: outcome}
	switch method.String() {
	case "Checkmate":
		st.Termination, st.Article = "checkmate", "5.1.1"
	case "Stalemate":
		st.Termination, st.Article = "stalemate", "5.2.1"
	case "FivefoldRepetition":
		st.Termination, st.Article = "fivefold", "9.6.1"
	case "SeventyFiveMoveRule":
		st.Termination, st.Article = "seventy-five-moves", "9.6.2"
	case "InsufficientMaterial":
		st.Termination, st.Article = "dead-position", "5.2.2"
	}
	by := "white"
	if blackToMove {
		by = "black"
	}
	for _, d := range eligible {
		switch d.String() {
		case "ThreefoldRepetition":
			st.Claims = append(st.Claims, Claim{Kind: "threefold", Article: "9.2.1.2", By: by})
		case "FiftyMoveRule":
			st.Claims = append(st.Claims, Claim{Kind: "fifty-moves", Article: "9.3.2", By: by})
		}
	}
	return st
}

// Family is the adapter of a library of the notnil/chess family
// (notnil/chess and its fork corentings/chess): the adapter fills in its
// library's calls, and Family sequences them into the operations of
// capabilities moves, notation (English) and status. It adds no rule of
// chess: legality, FEN reading and writing, notation and game ends are the
// library's. G is the library's *Game, P its *Position, M its *Move.
type Family[G, P, M any] struct {
	Unimplemented
	Name      string   // the library as the certificate names it, e.g. "notnil/chess"
	Module    string   // its module path, for its version
	Rulebooks []string // the rulebooks whose game_status it answers

	NewGame    func(fen string) (G, error) // chess.FEN and NewGame: an error is the library refusing the FEN
	Position   func(G) P                   // Game.Position
	Move       func(G, M) error            // Game.Move, which refuses an illegal move
	FEN        func(G) string              // Game.FEN
	ValidMoves func(P) []M                 // Position.ValidMoves
	Update     func(P, M) P                // Position.Update
	Same       func(a, b M) bool           // the same squares and promotion
	EncodeUCI  func(P, M) string           // UCINotation (castling is the king's two-square move)
	DecodeUCI  func(P, string) (M, error)
	EncodeSAN  func(P, M) string // AlgebraicNotation
	DecodeSAN  func(P, string) (M, error)
	Status     func(G) Status // Outcome, Method and EligibleDraws: MethodStatus
}

// Hello implements Library.
func (f Family[G, P, M]) Hello() Hello {
	return Hello{Protocol: 1, Name: f.Name, Version: ModuleVersion(f.Module),
		Capabilities: []string{"moves", "notation", "status"}, Rulebooks: f.Rulebooks}
}

// game loads fen into a game: the library's FEN reader decides what is
// invalid. Chess960 castling, which the family cannot represent, is
// unsupported.
func (f Family[G, P, M]) game(fen string) (G, error) {
	var g G
	if IsChess960(fen) {
		return g, Unsupportedf("%s has standard castling only", f.Name)
	}
	g, err := f.NewGame(fen)
	if err != nil {
		return g, Rejectedf("%v", err)
	}
	return g, nil
}

// playUCI decodes one UCI move with the library's UCI notation and makes it
// with Game.Move, which refuses an illegal move.
func (f Family[G, P, M]) playUCI(g G, mv string, i int) error {
	m, err := f.DecodeUCI(f.Position(g), mv)
	if err != nil {
		return Rejectedf("move %d: %q: %v", i+1, mv, err)
	}
	if err := f.Move(g, m); err != nil {
		return Rejectedf("move %d: %s: %v", i+1, mv, err)
	}
	return nil
}

// LegalMoves implements Library.
func (f Family[G, P, M]) LegalMoves(fen string) ([]string, error) {
	g, err := f.game(fen)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, m := range f.ValidMoves(f.Position(g)) {
		out = append(out, f.EncodeUCI(f.Position(g), m))
	}
	return out, nil
}

// Play implements Library.
func (f Family[G, P, M]) Play(fen string, moves []string) (string, error) {
	g, err := f.game(fen)
	if err != nil {
		return "", err
	}
	for i, mv := range moves {
		if err := f.playUCI(g, mv, i); err != nil {
			return "", err
		}
	}
	return f.FEN(g), nil
}

// Perft implements Library: it counts the leaves of the library's
// legal-move tree (the family has no perft of its own; this loop adds no
// rule: Position.Update and Position.ValidMoves do all the chess).
func (f Family[G, P, M]) Perft(fen string, depth int) (uint64, error) {
	g, err := f.game(fen)
	if err != nil {
		return 0, err
	}
	return f.perft(f.Position(g), depth), nil
}

func (f Family[G, P, M]) perft(pos P, depth int) uint64 {
	if depth == 0 {
		return 1
	}
	ms := f.ValidMoves(pos)
	if depth == 1 {
		return uint64(len(ms))
	}
	var n uint64
	for _, m := range ms {
		n += f.perft(f.Update(pos, m), depth-1)
	}
	return n
}

// in_check is not implemented: the family keeps whether the side to move
// is in check in an unexported field and offers no query for it (only the
// Check tag of a move that gives check), so the adapter answers
// "unsupported" rather than compute it itself.

// ToSAN implements Library, in English only.
func (f Family[G, P, M]) ToSAN(fen, move, locale string) (string, error) {
	if locale != "en" {
		return "", Unsupportedf("%s writes English SAN only, not %q", f.Name, locale)
	}
	g, err := f.game(fen)
	if err != nil {
		return "", err
	}
	pos := f.Position(g)
	m, err := f.DecodeUCI(pos, move)
	if err != nil {
		return "", Rejectedf("%q: %v", move, err)
	}
	for _, v := range f.ValidMoves(pos) {
		if f.Same(v, m) {
			return f.EncodeSAN(pos, v), nil
		}
	}
	return "", Rejectedf("%s is not a legal move", move)
}

// FromSAN implements Library, in English only.
func (f Family[G, P, M]) FromSAN(fen, san, locale string) (string, error) {
	if locale != "en" {
		return "", Unsupportedf("%s reads English SAN only, not %q", f.Name, locale)
	}
	g, err := f.game(fen)
	if err != nil {
		return "", err
	}
	m, err := f.DecodeSAN(f.Position(g), san)
	if err != nil {
		return "", Rejectedf("%q: %v", san, err)
	}
	return f.EncodeUCI(f.Position(g), m), nil
}

// GameStatus implements Library: it plays the moves in a game and reports
// what the library says of it (Status).
func (f Family[G, P, M]) GameStatus(rulebook, fen string, moves []string) (Status, error) {
	if !slices.Contains(f.Rulebooks, rulebook) {
		return Status{}, Unsupportedf("rulebook %q", rulebook)
	}
	g, err := f.game(fen)
	if err != nil {
		return Status{}, err
	}
	for i, mv := range moves {
		if err := f.playUCI(g, mv, i); err != nil {
			return Status{}, err
		}
	}
	return f.Status(g), nil
}
