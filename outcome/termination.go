package outcome

// Termination is what ended a game, as the protocol and the arbiter's
// rulings write it.
type Termination string

// NoTermination: the game goes on.
const NoTermination Termination = ""

// What the position on the board decides by itself, with no claim, offer,
// clock or arbiter (Articles 5 and 9.6): all that game_status reports.
const (
	Checkmate        Termination = "checkmate"          // 5.1.1
	Stalemate        Termination = "stalemate"          // 5.2.1
	DeadPosition     Termination = "dead-position"      // 5.2.2
	Fivefold         Termination = "fivefold"           // 9.6.1: fivefold repetition
	SeventyFiveMoves Termination = "seventy-five-moves" // 9.6.2: 75 moves without a pawn move or capture
)

// What a claim, the players, the clock or the arbiter decides (docs/ARBITER.md).
const (
	Threefold       Termination = "threefold"        // 9.2: a correct claim of threefold repetition
	FiftyMoves      Termination = "fifty-moves"      // 9.3: a correct claim under the 50-move rule
	Agreement       Termination = "agreement"        // 5.2.3 / 9.1: a draw agreed (also an accepted offer in the quickplay finish)
	Resignation     Termination = "resignation"      // 5.1.2
	TimeForfeit     Termination = "time-forfeit"     // 6.9: a flag fell (a loss, or a draw when the opponent cannot mate)
	BothFlags       Termination = "both-flags"       // both flags fell and it cannot be established which fell first
	IllegalMoves    Termination = "illegal-moves"    // 7.5: the illegal move that loses the game
	Device          Termination = "device"           // 11.3: an electronic device in the playing venue
	Default         Termination = "default"          // 6.7: arriving after the default time
	Quickplay       Termination = "quickplay"        // 10.2 / G.5 / III.5: a draw claim in the quickplay finish upheld
	SealedMove      Termination = "sealed-move"      // adjournment: a sealed move that cannot be made
	NewGame         Termination = "new-game"         // 7.2.1 / 7.3: the game is replaced by a new one (result "*")
	IllegalPosition Termination = "illegal-position" // A.4.4 / A.5.4: an illegal position still on the board after the next move
	Refusal         Termination = "refusal"          // 11.7 / 11.8: persistent refusal to comply with the Laws
	Referred        Termination = "referred"         // III.6: a claim without an arbiter concludes the game for the designated arbiter (result "*")
)

// Terminations lists every termination (not NoTermination), in the order of
// the protocol's schema: first those OnTheBoard, then the rest.
func Terminations() []Termination {
	return []Termination{Checkmate, Stalemate, DeadPosition, Fivefold, SeventyFiveMoves,
		Threefold, FiftyMoves, Agreement, Resignation, TimeForfeit, BothFlags, IllegalMoves,
		Device, Default, Quickplay, SealedMove, NewGame, IllegalPosition, Refusal, Referred}
}

// Valid reports whether t is one of Terminations or NoTermination.
func (t Termination) Valid() bool {
	if t == NoTermination {
		return true
	}
	for _, u := range Terminations() {
		if t == u {
			return true
		}
	}
	return false
}

// OnTheBoard reports whether t is decided by the position alone, with no
// claim, offer, clock or arbiter: checkmate, stalemate, a dead position, the
// fivefold repetition or the 75-move rule (Articles 5 and 9.6). These are
// the terminations the laws package and the protocol's game_status report.
func (t Termination) OnTheBoard() bool {
	switch t {
	case Checkmate, Stalemate, DeadPosition, Fivefold, SeventyFiveMoves:
		return true
	}
	return false
}

// Claim reports whether t is a draw claimed under 9.2 or 9.3 (threefold
// repetition, the 50-move rule): the kinds of claim the protocol lists.
func (t Termination) Claim() bool { return t == Threefold || t == FiftyMoves }
