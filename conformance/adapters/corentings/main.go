// Command corentings is the chessconform protocol v1 adapter for
// github.com/corentings/chess/v2 (the version pinned in go.mod). It translates and
// never corrects: every answer is the library's (README.md lists where they
// depart from the Laws). Build and certify:
//
//	go build -C conformance/adapters/corentings -o /tmp/corentings-adapter .
//	chessconform certify --engine /tmp/corentings-adapter
package main

import (
	"github.com/corentings/chess/v2"

	"github.com/chessconform/chessconform/conformance/adapters/goadapter"
)

func main() { goadapter.Main(lib) }

// lib is corentings/chess through goadapter.Family, which the notnil/chess family
// shares; every call below is the library's.
//
// Rulebooks: corentings/chess implements the automatic draws of the 2014 and
// later Laws (fivefold repetition, 75 moves) beside the claims; like the
// chess.js adapter, it certifies under the two current editions, whose
// draw rules are the same.
var lib = goadapter.Family[*chess.Game, *chess.Position, *chess.Move]{
	Name: "corentings/chess", Module: "github.com/corentings/chess/v2", Rulebooks: []string{"fide-2018-01", "fide-2023"},
	NewGame: func(fen string) (*chess.Game, error) {
		opt, err := chess.FEN(fen)
		if err != nil {
			return nil, err
		}
		return chess.NewGame(opt), nil
	},
	Position: (*chess.Game).Position,
	Move:     func(g *chess.Game, m *chess.Move) error { return g.Move(m, nil) },
	FEN:      (*chess.Game).FEN,
	ValidMoves: func(p *chess.Position) []*chess.Move {
		ms := p.ValidMoves() // values: the family's calls take pointers
		out := make([]*chess.Move, len(ms))
		for i := range ms {
			out[i] = &ms[i]
		}
		return out
	},
	Update: (*chess.Position).Update,
	Same: func(a, b *chess.Move) bool {
		return a.S1() == b.S1() && a.S2() == b.S2() && a.Promo() == b.Promo()
	},
	EncodeUCI: chess.UCINotation{}.Encode,
	DecodeUCI: chess.UCINotation{}.Decode,
	EncodeSAN: chess.AlgebraicNotation{}.Encode,
	DecodeSAN: chess.AlgebraicNotation{}.Decode,
	Status: func(g *chess.Game) goadapter.Status {
		return goadapter.MethodStatus(string(g.Outcome()), g.Method(), g.EligibleDraws(), g.Position().Turn() == chess.Black)
	},
}
