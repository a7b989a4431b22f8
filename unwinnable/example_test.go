package unwinnable_test

import (
	"context"
	"fmt"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/unwinnable"
)

// Can White still checkmate? With a lone bishop against a bare king, no
// (material); with a rook, yes, and the proof is a helpmate, a line of
// legal moves that ends in mate, which Analyze has replayed.
func ExampleAnalyze() {
	ctx := context.Background()
	for _, fen := range []string{
		"8/8/4k3/8/8/8/8/2B1K3 w - - 0 1",
		"7k/8/6K1/8/8/8/8/R7 w - - 0 1",
	} {
		p, err := chess.ParseFEN(fen)
		if err != nil {
			fmt.Println(err)
			return
		}
		res := unwinnable.Analyze(ctx, p, chess.White, unwinnable.Budget{})
		fmt.Println(res.Verdict, res.Method, unwinnable.UCI(p, res.Helpmate))
	}
	// Output:
	// unwinnable material []
	// winnable helpmate [a1a8]
}

// A locked pawn chain: every man is walled in, so neither side can ever
// checkmate, although both have material to spare.
func ExampleAnalyze_fortress() {
	p, _ := chess.ParseFEN("8/8/1k6/p1p1p1p1/P1P1P1P1/8/8/2K5 w - - 0 1")
	for _, side := range []chess.Color{chess.White, chess.Black} {
		res := unwinnable.Analyze(context.Background(), p, side, unwinnable.Budget{})
		fmt.Println(side, res.Verdict, res.Method)
	}
	// Output:
	// white unwinnable fortress
	// black unwinnable fortress
}
