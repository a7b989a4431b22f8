package unwinnable

import "github.com/chessconform/chessconform/chess"

// openBoard is the openness (openness) from which analyze runs the noisy
// portfolio member right after the fast path and the cheap proofs. Of the
// middle-game positions of the Lichess sample (the tuning set), 95 of the
// 96 winnable sides the fast path does not settle score at least 20, and
// the sample's middle games took 38 % less CPU time than with the member
// in its place (35: 28 %; least of three runs per side); over the
// corpus's 1,204 position-sides that take more than 2,000 positions, the
// 215 that score 20 or more need 384,000 fewer positions in all (87.78
// million before).
const openBoard = 20

// earlyNoisy is the noisy member's budget on an open board: on the tuning
// set it settles 95 of those 96 sides within 12,000 positions (88 within
// 6,000), where the general best-first search of 3,000 positions and the
// short enumeration that used to come first settle about half; 24,000 or
// 48,000 settle no more.
const earlyNoisy = 12000

// openness counts, for both sides, the squares the men other than pawns
// attack and could move to (not occupied by their own side): about the
// number of moves both sides have, without generating them. A real game's
// middle game scores 40 to 80; a locked composition a few.
func openness(p *chess.Position) int {
	occ := p.AllPieces()
	n := 0
	for c := chess.White; c <= chess.Black; c++ {
		own := p.Occupied(c)
		for t := chess.Knight; t <= chess.King; t++ {
			for b := p.Pieces(c, t); b != 0; b &= b - 1 {
				n += (attacksFrom(t, int(b.First()), occ) &^ own).Count()
			}
		}
	}
	return n
}

// quickProofs is the number of states the structural proof gets on an
// open board before the noisy member (the later attempt has 2,000): of
// the 208 corpus position-sides it decides, 197 take at most 512 (183 at
// most 16), while on a real side it cannot decide it may spend the 2,000,
// milliseconds. Over the corpus's sides that take more than 2,000
// positions, 512 needs 33,000 positions more than 2,000 (of 87.4 million).
const quickProofs = 512
