package unwinnable

import (
	"context"
	"testing"

	"github.com/chessconform/chessconform/chess"
)

// The audit's two dearest flag-fall questions of the Lichess sample,
// both through the promotion search (yardsticks, not tuning targets):
// game 123 Black (pawns only) and game 353 White (a knight and pawns).
var promoYardsticks = []struct {
	fen    string
	winner chess.Color
}{
	{"8/8/7k/p2Q4/2K5/8/PP6/8 w - - 0 47", chess.Black},
	{"8/6k1/8/3N4/7K/8/6PP/5n2 b - - 0 56", chess.White},
}

func BenchmarkPromoYardsticks(b *testing.B) {
	ps := make([]*chess.Position, len(promoYardsticks))
	for i, c := range promoYardsticks {
		p, err := chess.ParseFEN(c.fen)
		if err != nil {
			b.Fatal(err)
		}
		ps[i] = p
	}
	var nodes uint64
	for range b.N {
		for i, c := range promoYardsticks {
			r := Analyze(context.Background(), ps[i], c.winner, Budget{})
			nodes += r.Nodes
		}
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "positions/op")
}
