package unwinnable

import (
	"context"
	"math/rand"
	"slices"
	"testing"

	"github.com/chessconform/chessconform/chess"
)

// TestShortcutsUnchanged compares shortcuts with the implementation it
// replaced (refShortcuts, which makes every legal move), on random walks of
// 80 plies from every corpus position (walks come back near where they were,
// so there is plenty to cut) and on the lines the fast path finds there.
func TestShortcutsUnchanged(t *testing.T) {
	rng := rand.New(rand.NewSource(17))
	compared, cut := 0, 0
	check := func(p *chess.Position, line []chess.Move) {
		got, want := shortcuts(p, line), refShortcuts(p, line)
		if !slices.Equal(got, want) {
			t.Fatalf("%s %v: shortcuts %v, want %v", p.FEN(), UCI(p, line), UCI(p, got), UCI(p, want))
		}
		compared++
		if len(got) < len(line) {
			cut++
		}
	}
	for _, c := range chaVectors(t) {
		p, err := chess.ParseFEN(c.FEN)
		if err != nil {
			t.Fatal(err)
		}
		q := *p
		var walk []chess.Move
		for len(walk) < 80 {
			moves := q.LegalMoves()
			if len(moves) == 0 {
				break
			}
			m := moves[rng.Intn(len(moves))]
			q.Make(m)
			walk = append(walk, m)
		}
		check(p, walk)
		s := &searcher{ctx: context.Background(), winner: chess.White, loser: chess.Black}
		h := new(hsearch)
		h.reset(heuristic{weight: 4, noise: noiseSeed})
		if line, ok := s.dive(h, p, 500); ok {
			check(p, line)
		}
	}
	t.Logf("%d lines compared, %d cut", compared, cut)
	if compared < 2000 || cut < 1000 {
		t.Fatalf("%d lines compared, %d cut: too few", compared, cut)
	}
}

// refShortcuts is shortcuts as it was before it filtered moves by the
// occupied squares.
func refShortcuts(p *chess.Position, line []chess.Move) []chess.Move {
	at := make(map[uint64]int, len(line)+1)
	keys := make([]exactKey, len(line)+1)
	q := *p
	keys[0] = keyOf(&q)
	at[q.Hash()] = 0
	for i, m := range line {
		q.Make(m)
		keys[i+1] = keyOf(&q)
		at[q.Hash()] = i + 1
	}
	var out []chess.Move
	var ml chess.MoveList
	cur := *p
	for i := 0; i < len(line); {
		best, move := i+1, line[i]
		if i+2 < len(line) {
			cur.GenerateLegal(&ml)
			for _, m := range ml.Moves() {
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
