// Package good compares rule values with the vocabulary's constants only:
// vocabcheck reports nothing here (vocabcheck_test.go).
package good

import "github.com/chessconform/chessconform/rulebook"

func decide(r *rulebook.Resolved, kind string) int {
	n := 0
	if r.ResignationCannotMate().Result != rulebook.ResultDraw {
		n++
	}
	switch r.RapidSpecifics().ArbiterCallsFlag {
	case rulebook.ArbiterCallsFlagOnlyBoth, rulebook.ArbiterCallsFlagMay:
		n++
	}
	if r.IllegalMoves(rulebook.TimeClassStandard).Counts(rulebook.IllegalAct(kind)) { // a conversion of a value read elsewhere
		n++
	}
	if r.ID == "fide-2023" { // not a vocabulary type
		n++
	}
	return n
}
