// Package outcome is the vocabulary of how a game of chess ends, shared by
// the judge of the Laws (laws), the unwinnability analysis (unwinnable), the
// arbiter (arbiter) and the one interface to the program under test
// (subject): a game's Result as PGN and protocol v1 write it, the
// Termination that ended it, an Outcome from which the result is derived so
// that the two cannot disagree, and the Verdict on "can this side still
// checkmate by any series of legal moves".
//
// Every value is the string that travels on the wire (protocol v1,
// schema/protocol/results.schema.json; the arbiter's rulings,
// schema/eventlog.schema.json): the types are named string types, so a
// misspelt value does not compile, and JSON encodes them as before. Text
// read from a program under test can hold any string; Valid says whether it
// is one of the closed set. The package imports nothing of the project, so
// that subject can use it without reaching up.
//
// Modelled on python-chess's Termination and Outcome (winner and
// termination, the result derived) and shakmaty's Outcome.
package outcome

// Result is a game result as PGN and the protocol write it.
type Result string

// The four results of a game (PGN's termination markers).
const (
	WhiteWins Result = "1-0"
	BlackWins Result = "0-1"
	Draw      Result = "1/2-1/2"
	InPlay    Result = "*" // the game goes on (or its result is not known)
)

// Results only an arbiter rules: one player's loss is fixed and the other's
// score is the arbiter's to set ("?") or a draw, or both players lose (11.8).
// They are never an Outcome's result.
const (
	WhiteLoses           Result = "0-?"
	BlackLoses           Result = "?-0"
	WhiteLosesBlackDraws Result = "0-1/2"
	BlackLosesWhiteDraws Result = "1/2-0"
	BothLose             Result = "0-0"
)

// Results lists the four results of a game, in the order of the schema.
func Results() []Result { return []Result{WhiteWins, BlackWins, Draw, InPlay} }

// RulingResults lists every result an arbiter can rule: the four results of
// a game, then the arbiter-only ones.
func RulingResults() []Result {
	return append(Results(), WhiteLosesBlackDraws, BlackLosesWhiteDraws, WhiteLoses, BlackLoses, BothLose)
}

// Valid reports whether r is one of the four results of a game.
func (r Result) Valid() bool {
	switch r {
	case WhiteWins, BlackWins, Draw, InPlay:
		return true
	}
	return false
}

// Decisive reports whether r is a win for one side ("1-0" or "0-1").
func (r Result) Decisive() bool { return r == WhiteWins || r == BlackWins }

// Side is White or Black: the winner of a decisive Outcome.
type Side uint8

// The two sides.
const (
	White Side = iota
	Black
)

// String returns "white" or "black", as the protocol writes a side.
func (s Side) String() string {
	if s == White {
		return "white"
	}
	return "black"
}

// Other returns the opponent.
func (s Side) Other() Side { return s ^ 1 }

// Win is the result of a game that side won.
func Win(s Side) Result {
	if s == White {
		return WhiteWins
	}
	return BlackWins
}

// Outcome is how a game stands: in play (the zero Outcome), or ended by a
// Termination, won by one side or drawn. Its Result is derived, never
// stored. Build one with Decisive or Drawn.
type Outcome struct {
	termination Termination
	decisive    bool
	winner      Side
}

// Decisive is the outcome of a game that winner won by t.
func Decisive(t Termination, winner Side) Outcome {
	return Outcome{termination: t, decisive: true, winner: winner}
}

// Drawn is the outcome of a game drawn by t.
func Drawn(t Termination) Outcome { return Outcome{termination: t} }

// Termination is what ended the game, NoTermination while it is in play.
func (o Outcome) Termination() Termination { return o.termination }

// Over reports whether the game has ended.
func (o Outcome) Over() bool { return o.termination != NoTermination }

// Winner returns the side that won, and false when the game is drawn or in play.
func (o Outcome) Winner() (Side, bool) {
	if !o.Over() || !o.decisive {
		return White, false
	}
	return o.winner, true
}

// Result is "1-0" or "0-1" for a win, "1/2-1/2" for a draw, "*" in play.
func (o Outcome) Result() Result {
	if w, ok := o.Winner(); ok {
		return Win(w)
	}
	if o.Over() {
		return Draw
	}
	return InPlay
}

// String is the result and how it came about: "1-0 by checkmate",
// "1/2-1/2 by stalemate", "* in play".
func (o Outcome) String() string {
	if !o.Over() {
		return string(InPlay) + " in play"
	}
	return string(o.Result()) + " by " + string(o.termination)
}
