package unwinnable

import "github.com/chessconform/chessconform/chess"

// short finds a helpmate of at most maxPlies plies by iterative deepening
// over every legal move (no ordering, no pruning besides positions already
// searched as deep), generating at most maxNodes positions. It complements
// the best-first search, whose ordering can miss a short but odd line.
func (s *searcher) short(root *chess.Position, maxPlies int, maxNodes uint64) ([]chess.Move, bool) {
	maxNodes += s.nodes
	done := map[exactKey]int{} // deepest remaining depth searched without success
	var line []chess.Move
	var rec func(p *chess.Position, depth int) bool
	rec = func(p *chess.Position, depth int) bool {
		var ml chess.MoveList
		p.GenerateLegal(&ml)
		s.nodes++ // a node is a position expanded here
		winnerMoves := p.SideToMove() == s.winner
		for _, m := range ml.Moves() {
			if s.nodes >= maxNodes {
				return false
			}
			u := p.Make(m)
			if winnerMoves && p.InCheck() && !p.HasLegalMove() {
				p.Unmake(m, u)
				line = append(line, m)
				return true
			}
			if depth > 1 {
				k := keyOf(p)
				if d, ok := done[k]; !ok || d < depth-1 {
					if rec(p, depth-1) {
						p.Unmake(m, u)
						line = append(line, m)
						return true
					}
					done[k] = depth - 1
				}
			}
			p.Unmake(m, u)
		}
		return false
	}
	pos := *root
	first := 1
	if pos.SideToMove() != s.winner {
		first = 2
	}
	for d := first; d <= maxPlies && s.nodes < maxNodes; d += 2 {
		line = line[:0]
		if rec(&pos, d) {
			for a, b := 0, len(line)-1; a < b; a, b = a+1, b-1 {
				line[a], line[b] = line[b], line[a]
			}
			return line, true
		}
		if s.ctx.Err() != nil {
			break
		}
	}
	return nil, false
}
