package laws

import "github.com/chessconform/chessconform/chess"

// randomGame plays up to plies pseudo-random legal moves from the initial
// position (a fixed generator per seed), stopping early only at a game's end.
func randomGame(seed uint64, plies int) Game {
	p := chess.StartPosition()
	g := Game{start: *p}
	for len(g.moves) < plies {
		ms := p.LegalMoves()
		if len(ms) == 0 {
			break
		}
		seed = seed*6364136223846793005 + 1442695040888963407
		m := ms[int(seed>>33)%len(ms)]
		p.Make(m)
		g.moves = append(g.moves, m)
	}
	return g
}

// RandomGame is randomGame for the external tests.
var RandomGame = randomGame
