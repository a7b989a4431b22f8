// Command dragontoothmg is the chessconform protocol v1 adapter for
// github.com/dylhunn/dragontoothmg (the version pinned in go.mod), a move
// generator: it declares the capability moves only. It translates and never
// corrects: every answer is the library's (README.md lists where they depart
// from the Laws). Build and certify:
//
//	go build -C conformance/adapters/dragontoothmg -o /tmp/dragontoothmg-adapter .
//	chessconform certify --engine /tmp/dragontoothmg-adapter
package main

import (
	"github.com/dylhunn/dragontoothmg"

	"github.com/chessconform/chessconform/conformance/adapters/goadapter"
)

const modulePath = "github.com/dylhunn/dragontoothmg"

func main() { goadapter.Main(lib{}) }

type lib struct{ goadapter.Unimplemented }

func (lib) Hello() goadapter.Hello {
	return goadapter.Hello{Protocol: 1, Name: "dragontoothmg", Version: goadapter.ModuleVersion(modulePath),
		Capabilities: []string{"moves"}, Rulebooks: []string{}}
}

// board parses fen with the library's ParseFen, which validates nothing (its
// documentation: "doesn't handle malformed inputs"): what it accepts is
// answered, what makes it panic is answered "internal" by goadapter. Chess960
// castling, which it cannot represent, is unsupported.
func board(fen string) (dragontoothmg.Board, error) {
	if goadapter.IsChess960(fen) {
		return dragontoothmg.Board{}, goadapter.Unsupportedf("dragontoothmg has standard castling only")
	}
	return dragontoothmg.ParseFen(fen), nil
}

func (lib) LegalMoves(fen string) ([]string, error) {
	b, err := board(fen)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, m := range b.GenerateLegalMoves() {
		out = append(out, m.String())
	}
	return out, nil
}

// Play makes each move with Board.Apply after finding it among
// GenerateLegalMoves (Apply itself checks nothing); the FEN is ToFen's.
func (lib) Play(fen string, moves []string) (string, error) {
	b, err := board(fen)
	if err != nil {
		return "", err
	}
	for i, mv := range moves {
		m, err := dragontoothmg.ParseMove(mv)
		if err != nil {
			return "", goadapter.Rejectedf("move %d: %q: %v", i+1, mv, err)
		}
		legal := false
		for _, l := range b.GenerateLegalMoves() {
			if l == m {
				legal = true
				break
			}
		}
		if !legal {
			return "", goadapter.Rejectedf("move %d: %s is not a legal move", i+1, mv)
		}
		b.Apply(m)
	}
	return b.ToFen(), nil
}

// Perft is the library's own Perft.
func (lib) Perft(fen string, depth int) (uint64, error) {
	b, err := board(fen)
	if err != nil {
		return 0, err
	}
	return uint64(dragontoothmg.Perft(&b, depth)), nil
}

func (lib) InCheck(fen string) (bool, error) {
	b, err := board(fen)
	if err != nil {
		return false, err
	}
	return b.OurKingInCheck(), nil
}
