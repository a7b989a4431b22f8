package outcome_test

import (
	"fmt"

	"github.com/chessconform/chessconform/outcome"
)

// An Outcome is built from who won and how; its result is derived.
func ExampleOutcome() {
	mate := outcome.Decisive(outcome.Checkmate, outcome.Black)
	winner, _ := mate.Winner()
	fmt.Println(mate.Result(), mate.Termination(), winner)

	fmt.Println(outcome.Drawn(outcome.Fivefold))

	var inPlay outcome.Outcome // the zero Outcome: the game goes on
	fmt.Println(inPlay.Result(), inPlay.Over())
	// Output:
	// 0-1 checkmate black
	// 1/2-1/2 by fivefold
	// * false
}

// A termination read from a program under test is any string: Valid says
// whether it is one of the protocol's closed list, OnTheBoard whether
// game_status may answer it.
func ExampleTermination_Valid() {
	for _, s := range []string{"seventy-five-moves", "resignation", "75-moves"} {
		t := outcome.Termination(s)
		fmt.Printf("%s: valid %v, on the board %v\n", s, t.Valid(), t.OnTheBoard())
	}
	// Output:
	// seventy-five-moves: valid true, on the board true
	// resignation: valid true, on the board false
	// 75-moves: valid false, on the board false
}

// Only Winnable and Unwinnable are proofs; Undetermined never ends a game.
func ExampleVerdict() {
	for _, v := range outcome.Verdicts() {
		fmt.Println(v, v.Proven())
	}
	// Output:
	// winnable true
	// unwinnable true
	// undetermined false
}
