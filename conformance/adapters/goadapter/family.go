package goadapter

import (
	"fmt"
	"os"
	"runtime/debug"
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
