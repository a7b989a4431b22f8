package unwinnable

import "github.com/chessconform/chessconform/chess"

// AutomaticDraws are the automatic draws of an edition of the Laws, which a
// helpmate may be required to respect (Budget.Draws). Package unwinnable has
// no numbers of its own: the caller takes them from a rulebook
// (laws.AutomaticDraws). The zero value requires nothing.
//
// The reading it implements of "any possible series of legal moves": a
// series the game could actually follow under the edition, which ends it
// by an automatic draw (FIDE 2014 onwards: 9.6.1 fivefold repetition, 9.6.2
// 75 moves by each player without a pawn move or capture, "if the last move
// resulted in checkmate, that shall take precedence"; FIDE 2009 and earlier
// have neither). A helpmate passing either rule is no evidence under that
// reading. Without the option (the default) the automatic draws do not cut
// a series short, as the dead-position definition is usually read.
type AutomaticDraws struct {
	// MoveRule is the number of moves by each player without a pawn move or
	// a capture after which the game is drawn (75), counted from the
	// position's half-move clock; 0 for none.
	MoveRule int
	// MatePrevails: a checkmate by the move that completes the series
	// stands (9.6.2's last sentence).
	MatePrevails bool
	// Repetition is the number of occurrences of a position that draws the
	// game (5); 0 for none. Only the positions of the line are counted:
	// those before the analysed position are not known here. Lines never
	// repeat a position (Analyze removes their cycles), so a line respects
	// any repetition rule of two occurrences or more.
	Repetition int
}

// any reports whether d requires anything.
func (d AutomaticDraws) any() bool { return d.MoveRule > 0 || d.Repetition > 0 }

// Respects reports whether line, played from p, meets no automatic draw of d
// before its last move (which mates): the half-move clock, from p's, never
// reaches 2×MoveRule plies except on the mating move when a mate prevails,
// and no position appears Repetition times.
func (d AutomaticDraws) Respects(p *chess.Position, line []chess.Move) bool {
	q := *p
	clock := q.HalfmoveClock()
	seen := map[uint64]int{}
	if d.Repetition > 0 {
		seen[q.Hash()] = 1
	}
	for i, m := range line {
		if resets(&q, m) {
			clock = 0
		} else {
			clock++
		}
		q.Make(m)
		last := i == len(line)-1
		if d.MoveRule > 0 && clock >= 2*d.MoveRule && !(last && d.MatePrevails) {
			return false
		}
		if d.Repetition > 0 && !last {
			seen[q.Hash()]++
			if seen[q.Hash()] >= d.Repetition {
				return false
			}
		}
	}
	return true
}

// resets reports whether m, in p, is a pawn move or a capture.
func resets(p *chess.Position, m chess.Move) bool {
	return p.PieceAt(m.From()).Type() == chess.Pawn || m.Kind() == chess.EnPassantMove ||
		m.Kind() != chess.CastleMove && p.PieceAt(m.To()) != chess.NoPiece
}

// drawnSoon decides, under d's move rule, a position whose half-move clock
// leaves at most maxPlies plies before the automatic draw: it is over for
// the winner unless some line of those plies reaches a checkmate by the
// winner, a pawn move or a capture (each ends the count or the game). It
// returns true when no line does (the winner cannot mate under d), false
// otherwise or when more plies are left.
func drawnSoon(p *chess.Position, winner chess.Color, d AutomaticDraws, maxPlies int, nodes *uint64) bool {
	if d.MoveRule == 0 {
		return false
	}
	left := 2*d.MoveRule - p.HalfmoveClock()
	if left <= 0 {
		return true // drawn already (the position is not checkmate: Analyze looked first)
	}
	if left > maxPlies {
		return false
	}
	// escape: some line of at most left plies meets a pawn move or a
	// capture, or ends in the winner's checkmate before the draw (or on
	// the move that completes the series, when a mate prevails).
	var escape func(q *chess.Position, left int) bool
	escape = func(q *chess.Position, left int) bool {
		var ml chess.MoveList
		q.GenerateLegal(&ml)
		for _, m := range ml.Moves() {
			*nodes++
			if resets(q, m) {
				return true
			}
			mover := q.SideToMove()
			u := q.Make(m)
			over := !q.HasLegalMove()
			ok := false
			switch {
			case over && q.InCheck() && mover == winner:
				ok = left > 1 || d.MatePrevails
			case over:
			case left > 1:
				ok = escape(q, left-1)
			}
			q.Unmake(m, u)
			if ok {
				return true
			}
		}
		return false
	}
	q := *p
	return !escape(&q, left)
}

// withoutCycles returns line with every cycle removed: when a position
// recurs, the moves between its occurrences are dropped. The result is a
// line of legal moves to the same final position, no longer, in which no
// position appears twice.
func withoutCycles(p *chess.Position, line []chess.Move) []chess.Move {
	if len(line) < 4 {
		return line // a cycle takes at least four plies
	}
	// The position after i plies of the output is known by its hash in at
	// (confirmed by its exact key, keys[i]); going back to it unmakes the
	// plies since, so no position is stored.
	q := *p
	at := map[uint64]int{q.Hash(): 0}
	keys := []exactKey{keyOf(&q)}
	out := make([]chess.Move, 0, len(line))
	undo := make([]chess.Undo, 0, len(line))
	for _, m := range line {
		undo = append(undo, q.Make(m))
		out = append(out, m)
		h, k := q.Hash(), keyOf(&q)
		// (An entry left by plies since forgotten points past keys or to
		// another key: it is ignored.)
		if i, ok := at[h]; ok && i < len(keys) && keys[i] == k {
			// Back to the position after i plies: forget what came since.
			for j := len(out) - 1; j >= i; j-- {
				q.Unmake(out[j], undo[j])
			}
			out, undo, keys = out[:i], undo[:i], keys[:i+1]
			continue
		}
		at[h] = len(out)
		keys = append(keys, k)
	}
	return out
}

// shortcuts returns line with every detour a single move can skip taken
// out: from each position of the line, the move that reaches the latest
// later position of the line is played instead of the line's own. The
// result ends in the same checkmate, is no longer, and has no position
// from which one move reaches a later position of it than the next. It
// costs a move generation per position, so Analyze spends it on long lines
// only (longLine). A move is made only when the occupied squares it leaves
// are those of some position of the line (occupancies): most moves lead
// nowhere on the line, and making and unmaking each was most of the cost.
func shortcuts(p *chess.Position, line []chess.Move) []chess.Move {
	// Each position of the line by hash (a hit is confirmed by its exact
	// key); positions are replayed, not stored, so a line of 190,000 plies
	// costs a few megabytes, not fifty.
	at := make(map[uint64]int, len(line)+1)
	keys := make([]exactKey, len(line)+1)
	occs := newOccupancies(len(line) + 1)
	q := *p
	keys[0] = keyOf(&q)
	at[q.Hash()] = 0
	occs.add(q.AllPieces())
	for i, m := range line {
		q.Make(m)
		keys[i+1] = keyOf(&q)
		at[q.Hash()] = i + 1
		occs.add(q.AllPieces())
	}
	var out []chess.Move
	var ml chess.MoveList
	cur := *p
	for i := 0; i < len(line); {
		best, move := i+1, line[i]
		if i+2 < len(line) {
			cur.GenerateLegal(&ml)
			occ := cur.AllPieces()
			for _, m := range ml.Moves() {
				// The squares occupied after m (castling and en passant
				// move a second man: those are made).
				if k := m.Kind(); k != chess.CastleMove && k != chess.EnPassantMove &&
					!occs.has(occ&^(chess.Bitboard(1)<<m.From())|chess.Bitboard(1)<<m.To()) {
					continue
				}
				u := cur.Make(m)
				if j, ok := at[cur.Hash()]; ok && j > best && keys[j] == keyOf(&cur) {
					best, move = j, m
				}
				cur.Unmake(m, u)
			}
		}
		out = append(out, move)
		cur.Make(move)
		i = best
	}
	return out
}

// occupancies is a set of bitboards (open addressing; 0, the empty board,
// never occurs in a position).
type occupancies struct {
	slots []chess.Bitboard
	shift uint
}

func newOccupancies(n int) *occupancies {
	bits := uint(4)
	for 1<<bits < 2*n {
		bits++
	}
	return &occupancies{slots: make([]chess.Bitboard, 1<<bits), shift: 64 - bits}
}

func (o *occupancies) slot(b chess.Bitboard) uint64 {
	return uint64(b) * 0x9E3779B97F4A7C15 >> o.shift
}

func (o *occupancies) add(b chess.Bitboard) {
	mask := uint64(len(o.slots) - 1)
	for i := o.slot(b); ; i = (i + 1) & mask {
		switch o.slots[i] {
		case b:
			return
		case 0:
			o.slots[i] = b
			return
		}
	}
}

func (o *occupancies) has(b chess.Bitboard) bool {
	mask := uint64(len(o.slots) - 1)
	for i := o.slot(b); ; i = (i + 1) & mask {
		switch o.slots[i] {
		case b:
			return true
		case 0:
			return false
		}
	}
}

// longLine is the length from which a helpmate is worth shortcuts.
const longLine = 40
