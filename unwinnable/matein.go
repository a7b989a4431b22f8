package unwinnable

import "github.com/chessconform/chessconform/chess"

// mateIn is the short-line fast path: an iterative-deepening search of every
// line of 1, 3, 5 … plies (2, 4 … when the loser is to move) ending with the
// loser checkmated by the winner, full width, so that the first line it
// finds is a shortest one. Two things keep it cheap without losing a line:
// the winner's last move must give check, and a cheap test (checkFilter)
// passes every move that can (direct, discovered, castling, en passant,
// promotion) before it is made; and a position already searched as deep
// without success (by 64-bit hash, in a small table that forgets) is not
// searched again. It generates at most maxNodes positions.
//
// It returns the line and whether it is known to be minimal: every shorter
// depth was searched to the end (a hash collision in the table could hide a
// line, with a chance of the order of n²/2⁶⁴ for n positions).
func (s *searcher) mateIn(root *chess.Position, maxPlies int, maxNodes uint64) (line []chess.Move, minimal bool) {
	limit := s.nodes + maxNodes
	var tt mateTable
	var buf [16]chess.Move // the line, last move first
	var rec func(p *chess.Position, left int) int
	cut := false
	// rec returns the length of the line found below p (0: none).
	rec = func(p *chess.Position, left int) int {
		var ml chess.MoveList
		p.GenerateLegal(&ml)
		if left == 1 {
			direct, disc := s.checkFilter(p)
			for _, m := range ml.Moves() {
				if m.Kind() == chess.NormalMove && m.Promotion() == 0 && !disc.Has(m.From()) && !direct[p.PieceAt(m.From()).Type()].Has(m.To()) {
					continue
				}
				s.nodes++
				u := p.Make(m)
				mate := p.InCheck() && !p.HasLegalMove()
				p.Unmake(m, u)
				if mate {
					buf[0] = m
					return 1
				}
			}
			return 0
		}
		for _, m := range ml.Moves() {
			if s.nodes >= limit {
				cut = true
				return 0
			}
			s.nodes++
			u := p.Make(m)
			h := p.Hash()
			if tt.searched(h, left-1) {
				p.Unmake(m, u)
				continue
			}
			if n := rec(p, left-1); n > 0 {
				p.Unmake(m, u)
				buf[n] = m
				return n + 1
			}
			if !cut {
				tt.store(h, left-1)
			}
			p.Unmake(m, u)
		}
		return 0
	}
	pos := *root
	d := 1
	if pos.SideToMove() != s.winner {
		d = 2
	}
	for ; d <= maxPlies && d <= len(buf) && !cut; d += 2 {
		if n := rec(&pos, d); n > 0 {
			line = make([]chess.Move, n)
			for i := range n {
				line[i] = buf[n-1-i]
			}
			return line, true
		}
	}
	return nil, false
}

// mateTable remembers positions searched without success and how many plies
// deep, by hash; a newer entry replaces an older one in its slot.
type mateTable struct {
	slots [1 << 10]struct {
		h    uint64
		left int8
	}
}

func (t *mateTable) searched(h uint64, left int) bool {
	e := &t.slots[h&(uint64(len(t.slots))-1)]
	return e.h == h && int(e.left) >= left
}

func (t *mateTable) store(h uint64, left int) {
	e := &t.slots[h&(uint64(len(t.slots))-1)]
	e.h, e.left = h, int8(left)
}

// checkFilter returns, for the winner to move, the squares to which a man of
// each type gives direct check (on the present occupancy) and the winner's
// men that are the only man between the loser's king and a winning slider
// (moving them may discover check). Every checking move other than castling,
// en passant and a promotion goes to a square of direct for its type or
// starts on a square of disc.
func (s *searcher) checkFilter(p *chess.Position) (direct [chess.King + 1]bitboard, disc bitboard) {
	lk := int(p.KingSquare(s.loser))
	occ := p.AllPieces()
	direct[chess.Pawn] = pawnAtt[s.loser][lk]
	direct[chess.Knight] = knightMask[lk]
	direct[chess.Bishop] = attacksFrom(chess.Bishop, lk, occ)
	direct[chess.Rook] = attacksFrom(chess.Rook, lk, occ)
	direct[chess.Queen] = direct[chess.Bishop] | direct[chess.Rook]
	own := p.Occupied(s.winner)
	diag := p.Pieces(s.winner, chess.Bishop) | p.Pieces(s.winner, chess.Queen)
	orth := p.Pieces(s.winner, chess.Rook) | p.Pieces(s.winner, chess.Queen)
	for b := direct[chess.Bishop] & own; b != 0 && diag != 0; b &= b - 1 {
		if attacksFrom(chess.Bishop, lk, occ&^(b&-b))&diag != 0 {
			disc |= b & -b
		}
	}
	for b := direct[chess.Rook] & own; b != 0 && orth != 0; b &= b - 1 {
		if attacksFrom(chess.Rook, lk, occ&^(b&-b))&orth != 0 {
			disc |= b & -b
		}
	}
	return direct, disc
}
