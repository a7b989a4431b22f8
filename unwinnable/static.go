package unwinnable

import "github.com/chessconform/chessconform/chess"

// The structural proof.
//
// A game can be cut into stretches between irreversible events (a pawn move,
// a capture). Within a stretch the pawns and the material are fixed and every
// piece wanders inside the region its own moves reach when only pawns are in
// the way (a king additionally never enters a square attacked by an enemy
// pawn, Article 3.9). An abstract state is therefore: the pawns, and for each
// other piece the set of squares it may be on. Every real position reachable
// from the start is covered by some abstract state reachable in the graph
// built below, whose transitions over-approximate every irreversible move.
//
// If no abstract state admits even the shape of a checkmate of the loser
// (its king on an attacked square whose every neighbour is blocked by its own
// men or attacked), no checkmate exists: the side cannot win. Everything here
// errs towards "mate might be possible", so a success is a proof; a failure
// only means the proof did not go through.

type apiece struct {
	set bitboard
	c   chess.Color
	t   chess.PieceType
}

type astate struct {
	// pawnless: the game had no pawn at the root, so none was ever
	// promoted and no capture was en passant (whatever pawns remain now).
	pawnless bool
	pawns    [2]bitboard
	jam      bitboard // squares of pieces that cannot move during the stretch
	n        int
	pcs      [32]apiece // never more than 32 men on a board
}

func fromPosition(p *chess.Position) astate {
	var st astate
	st.pawnless = p.Pieces(chess.White, chess.Pawn)|p.Pieces(chess.Black, chess.Pawn) == 0
	for c := chess.White; c <= chess.Black; c++ {
		st.pawns[c] = p.Pieces(c, chess.Pawn)
		for t := chess.Knight; t <= chess.King; t++ {
			for b := p.Pieces(c, t); b != 0; b &= b - 1 {
				st.pcs[st.n] = apiece{set: b & -b, c: c, t: t}
				st.n++
			}
		}
	}
	return st
}

func (st *astate) walls() bitboard { return st.pawns[0] | st.pawns[1] | st.jam }

// jamAttacks returns squares the jammed pieces of colour c attack whatever
// else moves: their attacks on adjacent squares (a slider's ray beyond the
// first square could be blocked later).
func (st *astate) jamAttacks(c chess.Color) bitboard {
	var out bitboard
	for i := 0; i < st.n; i++ {
		if pc := &st.pcs[i]; pc.c == c && pc.set&st.jam != 0 {
			out |= attacksFrom(pc.t, first(pc.set), ^bitboard(0))
		}
	}
	return out
}

// forbidden returns the squares a king of colour c can never step onto
// during the stretch: attacked by an enemy pawn or jammed piece (Article 3.9).
func (st *astate) forbidden(c chess.Color) bitboard {
	return chess.PawnSetAttacks(c.Other(), st.pawns[c.Other()]) | st.jamAttacks(c.Other())
}

// jamming finds the pieces that cannot move at all while the pawns stand:
// every square they could go to holds a pawn of their own side or another
// such piece (a greatest fixed point: assume all stuck, release any with a
// free or capturable target).
func (st *astate) jamming() {
	var cand bitboard
	for i := 0; i < st.n; i++ {
		if pc := &st.pcs[i]; pc.t != chess.King && pc.set&(pc.set-1) == 0 {
			cand |= pc.set
		}
	}
	pawns := st.pawns[0] | st.pawns[1]
	for changed := true; changed; {
		changed = false
		for i := 0; i < st.n; i++ {
			pc := &st.pcs[i]
			if pc.set&cand == 0 {
				continue
			}
			own := st.pawns[pc.c]
			for j := 0; j < st.n; j++ {
				if st.pcs[j].c == pc.c && st.pcs[j].set&cand != 0 {
					own |= st.pcs[j].set
				}
			}
			targets := attacksFrom(pc.t, first(pc.set), pawns|cand)
			if pc.t == chess.Pawn {
				targets = 0
			}
			if targets&^own != 0 {
				cand &^= pc.set
				changed = true
			}
		}
	}
	st.jam = cand
}

// flood closes every piece's set under its own moves (pawns and jammed
// pieces block, nothing else does).
func (st *astate) flood() {
	st.jamming()
	walls := st.walls()
	var seeds [2]bitboard
	kings := [2]int{-1, -1}
	for i := 0; i < st.n; i++ {
		pc := &st.pcs[i]
		s := pc.set
		if s&st.jam != 0 {
			continue
		}
		switch pc.t {
		case chess.King:
			seeds[pc.c], kings[pc.c] = s, i
			s = kingRegion(s, walls|st.forbidden(pc.c))
		default:
			s = pieceRegion(pc.t, s, walls)
		}
		pc.set = s
	}
	// A king whose region is small always guards the squares next to every
	// square of it: the other king can never step there (Article 3.8.2).
	// The regions used are already closed, hence supersets: sound.
	if kings[0] >= 0 && kings[1] >= 0 {
		for c := chess.White; c <= chess.Black; c++ {
			i := kings[c]
			if g := st.kingGuard(c.Other()); g&st.pcs[i].set&^seeds[c] != 0 {
				st.pcs[i].set = kingRegion(seeds[c], walls|st.forbidden(c)|g)
			}
		}
	}
}

// kingRegion closes a king's squares under its steps, never onto forbid.
func kingRegion(s, forbid bitboard) bitboard {
	for {
		n := s | kingSpread(s)&^forbid
		if n == s {
			return s
		}
		s = n
	}
}

// kingGuard returns the squares next to every square the king of colour c
// may stand on during the stretch.
func (st *astate) kingGuard(c chess.Color) bitboard {
	for i := 0; i < st.n; i++ {
		if pc := &st.pcs[i]; pc.c == c && pc.t == chess.King {
			g := ^bitboard(0)
			for b := pc.set; b != 0 && g != 0; b &= b - 1 {
				g &= kingAttacks(first(b))
			}
			return g
		}
	}
	return 0
}

// attack returns every square piece i may ever attack within the stretch.
func (st *astate) attack(i int, walls bitboard) bitboard {
	pc := &st.pcs[i]
	if pc.t == chess.King {
		return kingSpread(pc.set)
	}
	t := pc.t
	return spread(pc.set, func(q int) bitboard { return attacksFrom(t, q, walls) })
}

// canonical sorts the pieces so that equal states hash equally.
func (st *astate) canonical() {
	for i := st.n; i < len(st.pcs); i++ {
		st.pcs[i] = apiece{} // equal states must compare equal as map keys
	}
	ps := st.pcs[:st.n]
	less := func(a, b *apiece) bool {
		if a.c != b.c {
			return a.c < b.c
		}
		if a.t != b.t {
			return a.t < b.t
		}
		return a.set < b.set
	}
	for i := 1; i < len(ps); i++ { // few men, mostly sorted: insertion sort
		for j := i; j > 0 && less(&ps[j], &ps[j-1]); j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
}

// vacate removes squares b from every piece's set except piece skip; false if
// some piece would have nowhere to be (the move needing b empty is impossible).
func (st *astate) vacate(b bitboard, skip int) bool {
	for i := 0; i < st.n; i++ {
		if i == skip {
			continue
		}
		st.pcs[i].set &^= b
		if st.pcs[i].set == 0 {
			return false
		}
	}
	return true
}

func (st *astate) remove(i int) {
	copy(st.pcs[i:st.n], st.pcs[i+1:st.n])
	st.n--
}

func (st *astate) add(c chess.Color, t chess.PieceType, set bitboard) {
	st.pcs[st.n] = apiece{set: set, c: c, t: t}
	st.n++
}

var promotions = [4]chess.PieceType{chess.Queen, chess.Rook, chess.Bishop, chess.Knight}

// pawnArrives puts a pawn of colour c on q (already vacated), promoting on the last rank.
func pawnArrives(ns astate, c chess.Color, q int, emit func(astate)) {
	if r := q >> 3; r == 7 || r == 0 {
		for _, t := range promotions {
			ps := ns
			ps.add(c, t, 1<<q)
			emit(ps)
		}
		return
	}
	ns.pawns[c] |= 1 << q
	emit(ns)
}

// successors emits an over-approximation of the states after one irreversible move.
func (st *astate) successors(emit func(astate)) {
	walls := st.walls()
	for c := chess.White; c <= chess.Black; c++ {
		o := c.Other()
		dir, startRank := 8, 1
		if c == chess.Black {
			dir, startRank = -8, 6
		}
		for b := st.pawns[c]; b != 0; b &= b - 1 {
			s := first(b)
			// Pushes.
			if t := s + dir; walls&(1<<t) == 0 {
				ns := *st
				ns.pawns[c] &^= 1 << s
				if ns.vacate(1<<t, -1) {
					pawnArrives(ns, c, t, emit)
				}
				if t2 := t + dir; s>>3 == startRank && walls&(1<<t2) == 0 {
					ns := *st
					ns.pawns[c] &^= 1 << s
					if ns.vacate(1<<t|1<<t2, -1) {
						ns.pawns[c] |= 1 << t2
						emit(ns)
						// En passant, possible on the very next move only.
						for e := ns.pawns[o] & chess.PawnSetAttacks(c, 1<<t); e != 0; e &= e - 1 {
							es := ns
							es.pawns[c] &^= 1 << t2
							es.pawns[o] = es.pawns[o]&^(e&-e) | 1<<t
							emit(es)
						}
					}
				}
			}
			// Captures.
			for a := pawnAttacksFrom(c, s); a != 0; a &= a - 1 {
				q := first(a)
				if st.pawns[o]&(1<<q) != 0 {
					ns := *st
					ns.pawns[c] &^= 1 << s
					ns.pawns[o] &^= 1 << q
					pawnArrives(ns, c, q, emit)
				}
				for j := 0; j < st.n; j++ {
					if pc := st.pcs[j]; pc.c == o && pc.t != chess.King && pc.set&(1<<q) != 0 {
						ns := *st
						ns.remove(j)
						ns.pawns[c] &^= 1 << s
						if ns.vacate(1<<q, -1) {
							pawnArrives(ns, c, q, emit)
						}
					}
				}
			}
		}
	}
	// Captures by pieces.
	for i := 0; i < st.n; i++ {
		pc := st.pcs[i]
		o := pc.c.Other()
		a := st.attack(i, walls)
		if pc.t == chess.King {
			a &^= st.forbidden(pc.c) | st.kingGuard(pc.c.Other())
		}
		for q := a & st.pawns[o]; q != 0; q &= q - 1 {
			ns := *st
			ns.pawns[o] &^= q & -q
			ns.pcs[i].set = q & -q
			emit(ns)
		}
		for j := 0; j < st.n; j++ {
			if y := st.pcs[j]; y.c == o && y.t != chess.King && y.set&a != 0 {
				ns := *st
				ns.pcs[i].set = y.set & a
				ns.remove(j)
				emit(ns)
			}
		}
	}
}

// mateShape reports whether some placement allowed by st might be a
// checkmate of loser's king: the king on a square attacked by the winner,
// each neighbour attacked or blocked by one of the loser's men (a piece
// blocks one square at a time, so the blocked squares need distinct pieces),
// the winner's king somewhere not adjacent.
func (st *astate) mateShape(winner chess.Color) bool {
	loser := winner.Other()
	walls := st.walls()
	attackW := chess.PawnSetAttacks(winner, st.pawns[winner]) | st.jamAttacks(winner)
	var lk, wk, anyL bitboard
	var blockers []bitboard
	for i := 0; i < st.n; i++ {
		pc := &st.pcs[i]
		switch {
		case pc.t == chess.King && pc.c == loser:
			lk = pc.set
		case pc.t == chess.King:
			wk = pc.set
		case pc.c == winner:
			attackW |= st.attack(i, walls)
		default:
			blockers = append(blockers, pc.set)
			anyL |= pc.set
		}
	}
	for k := lk & attackW; k != 0; k &= k - 1 {
		s := first(k)
		need := kingAttacks(s) &^ st.pawns[loser] &^ attackW
		if need&^anyL&^kingSpread(wk) != 0 {
			continue
		}
		for w := wk &^ kingAttacks(s) &^ (1 << s); w != 0; w &= w - 1 {
			rest := need &^ kingAttacks(first(w))
			if rest&^anyL == 0 && matchable(rest, blockers) {
				if st.exactShape(winner, s) {
					return true
				}
				break
			}
		}
	}
	return false
}

// matchable reports whether every square of need can get its own blocker,
// blockers[j] being the squares piece j may stand on (bipartite matching).
func matchable(need bitboard, blockers []bitboard) bool {
	n := need.Count()
	if n == 0 {
		return true
	}
	if n > len(blockers) {
		return false
	}
	var sqs [8]int
	i := 0
	for b := need; b != 0; b &= b - 1 {
		sqs[i] = first(b)
		i++
	}
	owner := make([]int, len(blockers)) // owner[j]: index+1 of the square piece j blocks
	var try func(q int, seen uint32) (bool, uint32)
	try = func(q int, seen uint32) (bool, uint32) {
		for j, set := range blockers {
			if set&(1<<sqs[q]) == 0 || seen&(1<<j) != 0 {
				continue
			}
			seen |= 1 << j
			if owner[j] == 0 {
				owner[j] = q + 1
				return true, seen
			}
			var ok bool
			if ok, seen = try(owner[j]-1, seen); ok {
				owner[j] = q + 1
				return true, seen
			}
		}
		return false, seen
	}
	for q := 0; q < n; q++ {
		if ok, _ := try(q, 0); !ok {
			return false
		}
	}
	return true
}

// signature is a state without the piece sets: pawns and material.
type signature struct {
	pawns [2]bitboard
	n     int
	kinds [32]uint8
}

func (st *astate) signature() signature {
	g := signature{pawns: st.pawns, n: st.n}
	for i := 0; i < st.n; i++ {
		g.kinds[i] = uint8(st.pcs[i].c)<<3 | uint8(st.pcs[i].t)
	}
	return g
}

// proveNoMate explores the abstract states from the roots. It returns true
// when none admits a checkmate shape (a proof), false when one does or when
// more than limit states (or the shared budget) would be needed. It adds
// the states created to *nodes and takes them from *budget, and sets *cut
// when it stopped for the limit or the budget (a false that more room might
// turn into a proof). With widen, states with the same pawns and material are merged
// into one whose sets are the unions (still an over-approximation of every
// position either covers): fewer states, less precision.
func proveNoMate(roots []astate, winner chess.Color, limit uint64, budget *int64, nodes *uint64, widen bool, cut *bool) bool {
	var seen stateSet
	merged := make(map[signature]astate)
	var stack []int32 // indices into seen.states
	push := func(s astate) {
		// Every abstract successor costs a flood: count it as work.
		*nodes++
		*budget--
		s.flood()
		s.canonical()
		if widen {
			g := s.signature()
			if m, ok := merged[g]; ok {
				for i := 0; i < s.n; i++ {
					s.pcs[i].set |= m.pcs[i].set
				}
				s.flood()
				s.canonical()
				if s == m {
					return
				}
			}
			merged[g] = s
		}
		if i, ok := seen.add(&s); ok {
			stack = append(stack, i)
		}
	}
	for _, r := range roots {
		push(r)
	}
	// The limit bounds the work (every successor pushed, met before or
	// not), not only the states kept: a search meeting the same states
	// over and over spent the whole shared budget inside its limit, and
	// whether it did depended on the order of its moves, so on how the
	// board is drawn (line 1412 of the corpus with the colours swapped).
	start := *nodes
	for len(stack) > 0 {
		s := seen.states[stack[len(stack)-1]]
		stack = stack[:len(stack)-1]
		if uint64(len(seen.states)) > limit || *nodes-start > limit || *budget < 0 {
			*cut = true
			return false
		}
		if s.mateShape(winner) {
			return false
		}
		s.successors(push)
	}
	return true
}

// stateSet is a set of abstract states, each stored once, in the order
// added. It replaces a map keyed by astate (552 bytes: a map stores such
// keys out of line, one allocation per state): an open-addressing table of
// indices, probed by a hash of the state and confirmed by comparing the
// whole state, so a collision never hides a state.
type stateSet struct {
	states []astate
	slots  []int32 // index+1 into states; 0 is empty
	hashes []uint64
}

// stateHash hashes a state for stateSet (a variable so that a test can
// make every state collide): its pawns, jam, flag and first n pieces, the
// words that tell states apart (equal states hash the same; states that
// differ only beyond n collide and are told apart by the comparison).
var stateHash = func(s *astate) uint64 {
	mix := func(h, x uint64) uint64 {
		h = (h ^ x) * 0x9e3779b97f4a7c15
		return h ^ h>>32
	}
	h := uint64(s.n)
	if s.pawnless {
		h |= 1 << 40
	}
	h = mix(h, uint64(s.pawns[0]))
	h = mix(h, uint64(s.pawns[1]))
	h = mix(h, uint64(s.jam))
	for i := 0; i < s.n && i < len(s.pcs); i++ {
		h = mix(h, uint64(s.pcs[i].set))
		h = mix(h, uint64(s.pcs[i].c)<<8|uint64(s.pcs[i].t))
	}
	// Final avalanche (MurmurHash3's), for the table's low bits.
	h ^= h >> 33
	h *= 0xff51afd7ed558ccd
	h ^= h >> 33
	h *= 0xc4ceb9fe1a85ec53
	return h ^ h>>33
}

// add inserts *s unless an equal state is in the set; it returns the
// state's index and whether it was new.
func (set *stateSet) add(s *astate) (int32, bool) {
	if 4*(len(set.states)+1) > 3*len(set.slots) {
		set.grow()
	}
	h := stateHash(s)
	mask := uint64(len(set.slots) - 1)
	for i := h & mask; ; i = (i + 1) & mask {
		j := set.slots[i]
		if j == 0 {
			set.states = append(set.states, *s)
			set.hashes = append(set.hashes, h)
			set.slots[i] = int32(len(set.states))
			return int32(len(set.states) - 1), true
		}
		if set.hashes[j-1] == h && set.states[j-1] == *s {
			return j - 1, false
		}
	}
}

func (set *stateSet) grow() {
	n := max(64, 2*len(set.slots))
	set.slots = make([]int32, n)
	mask := uint64(n - 1)
	for k, h := range set.hashes {
		i := h & mask
		for set.slots[i] != 0 {
			i = (i + 1) & mask
		}
		set.slots[i] = int32(k + 1)
	}
}
