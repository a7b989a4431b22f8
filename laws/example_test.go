package laws_test

import (
	"context"
	"fmt"
	"strings"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/rulebook"
)

// exampleJudge is a judge under one of the shipped rulebooks.
func exampleJudge(id string) *laws.Judge {
	set, err := rulebook.LoadEmbedded(chessconform.Data)
	if err != nil && set == nil {
		panic(err)
	}
	r, err := set.Resolve(id)
	if err != nil {
		panic(err)
	}
	j, err := laws.New(r, laws.Options{})
	if err != nil {
		panic(err)
	}
	return j
}

// Judging a game: how it ended, under which article of the rulebook.
func ExampleJudge_Status() {
	j := exampleJudge("fide-2023")
	g, err := laws.ParseGame(chess.StartFEN, strings.Fields("1. f3 e5 2. g4 Qh4#"))
	if err != nil {
		fmt.Println(err)
		return
	}
	st, err := j.Status(context.Background(), g)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(st.Outcome, "article", st.Article, "after ply", st.Ply)
	// Output:
	// 0-1 by checkmate article 5.1.1 after ply 4
}

// The draws the player having the move could claim now, with the intended
// moves that would make a claim correct (9.2.1.1).
func ExampleJudge_Status_claims() {
	j := exampleJudge("fide-2018-01")
	// The knights go out and back twice: the start position stands for the
	// third time after 2... Ng8 (White to move).
	g, err := laws.ParseGame(chess.StartFEN, strings.Fields("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1"))
	if err != nil {
		fmt.Println(err)
		return
	}
	st, err := j.Status(context.Background(), g)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(st.Outcome)
	for _, c := range st.Claims {
		fmt.Println(c.By, "may claim", c.Kind, "under", c.Article, "by writing", c.SAN)
	}
	// Output:
	// * in play
	// black may claim threefold under 9.2.1.1 by writing Ng8
}

// A move list is checked as it is read: the error names the move.
func ExampleParseGame() {
	_, err := laws.ParseGame(chess.StartFEN, []string{"1.", "e4", "e5", "2.", "Ke3"})
	fmt.Println(err)
	// Output:
	// move 3 ("Ke3"): move "Ke3" in rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2: not a legal move
}

// A flag fall (6.9): the opponent wins unless he cannot checkmate by any
// series of legal moves.
func ExampleJudge_FlagFall() {
	j := exampleJudge("fide-2023")
	p, _ := chess.ParseFEN("8/8/8/4k3/8/8/3Q4/4K3 w - - 0 1") // Black has a lone king
	for _, flagged := range []chess.Color{chess.Black, chess.White} {
		d := j.FlagFall(context.Background(), p, flagged)
		fmt.Printf("%s's flag falls: %s (article %s; the opponent's position is %s)\n", flagged, d.Result, d.Article, d.Verdict)
	}
	// Output:
	// black's flag falls: 1-0 (article 6.9; the opponent's position is winnable)
	// white's flag falls: 1/2-1/2 (article 6.9; the opponent's position is unwinnable)
}
