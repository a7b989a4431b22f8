package rulebook_test

import (
	"fmt"
	"log"

	chessconform "github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/rulebook"
)

// Load the shipped rulebooks, resolve an edition and read a parameter with
// the article it comes from. Values are decoded and checked when the files
// are loaded: reading them cannot fail.
func Example() {
	set, err := rulebook.LoadEmbedded(chessconform.Data)
	if err != nil {
		log.Fatal(err) // a yamlschema.Problems: every problem, located file:line:col
	}
	r, err := set.Resolve("fide-2023")
	if err != nil {
		log.Fatal(err)
	}
	f := r.Fivefold()
	fmt.Println(f.Occurrences, f.Counting == rulebook.CountingAny, f.Article, f.Origin)
	fmt.Println(r.Get("draws.fivefold").Describe())

	// A translation layered on its edition: the value it overrides, and the
	// article in the translation's own numbering.
	hu, err := set.Resolve("hu-2018")
	if err != nil {
		log.Fatal(err)
	}
	f = hu.Fivefold()
	fmt.Println(f.Counting, f.Article, f.Origin)
	// Output:
	// 5 true 9.6.1 fide-2023
	// automatic draw when the same position appears 5 times
	// consecutive 9.6.1 hu-2018
}

// Two editions compared parameter by parameter, each change described in words.
func ExampleDiff() {
	set, err := rulebook.LoadEmbedded(chessconform.Data)
	if err != nil {
		log.Fatal(err)
	}
	changes, err := set.Diff("fide-2018-01", "fide-2023")
	if err != nil {
		log.Fatal(err)
	}
	if c := rulebook.FindChange(changes, "draws.resignation_cannot_mate"); c != nil {
		fmt.Println(c.Kind, c.A.Article, "->", c.B.Article)
		fmt.Println(rulebook.Describe(c.ID, c.B.Value, c.B.Absent))
	}
	// Output:
	// changed 5.1.2 -> 5.1.2
	// resigning when the opponent cannot checkmate gives a draw
}

// A traced rulebook reports each value its accessors hand out, so a caller
// can tell which answers rest on a value no English text confirmed.
func ExampleResolved_Traced() {
	set, err := rulebook.LoadEmbedded(chessconform.Data)
	if err != nil {
		log.Fatal(err)
	}
	r, err := set.Resolve("fide-2005")
	if err != nil {
		log.Fatal(err)
	}
	traced := r.Traced(func(ref rulebook.Ref) {
		fmt.Println(ref.Origin, ref.Param, ref.Article, "verified:", ref.Verified)
	})
	traced.Fivefold()
	traced.Supervision(rulebook.TimeClassRapid)
	// Output:
	// fide-2005 draws.fivefold  verified: true
	// fide-2005 rapid.supervision B.3 verified: false
}
