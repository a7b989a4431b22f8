// Package bad spells rule values as literals: every line marked "want" must
// be reported by vocabcheck (vocabcheck_test.go).
package bad

import "github.com/chessconform/chessconform/rulebook"

const adequate = "adequate"

func decide(r *rulebook.Resolved) int {
	n := 0
	if r.ResignationCannotMate().Result != "draw" { // want comparison
		n++
	}
	if "inadequate" == r.Supervision(rulebook.TimeClassRapid).Applied { // want comparison
		n++
	}
	if r.Supervision(rulebook.TimeClassBlitz).Applied == adequate { // want comparison (an untyped constant)
		n++
	}
	switch r.RapidSpecifics().ArbiterCallsFlag {
	case "only_both_flags": // want switch case
		n++
	case rulebook.ArbiterCallsFlagMay:
		n--
	}
	if r.IllegalMoves(rulebook.TimeClassStandard).Counts("two_hand") { // want value (a misspelt argument)
		n++
	}
	x := rulebook.DrawClaim("threefold")    // want conversion
	_ = map[rulebook.Counting]int{"any": 1} // want key
	_ = x
	return n
}
