package laws

import (
	"slices"
	"testing"

	chessconform "github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/rulebook"
)

// TestReplayHistory: the history a Replay records move by move (the
// identity of each position and the ply of the last irreversible move at
// or before it) is the history Status builds with history.add, at every
// ply of random games, short and longer than the stack arrays (the
// Replay's arrays grow), under a rulebook whose identity holds the
// castling rights (fide-2023) and one whose does not (fide-2009), until
// an automatic draw ends the game.
func TestReplayHistory(t *testing.T) {
	set, err := rulebook.LoadEmbedded(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	plies, resets := 0, 0
	for _, id := range []string{"fide-2023", "fide-2009"} {
		r, err := set.Resolve(id)
		if err != nil {
			t.Fatal(err)
		}
		j, err := New(r, Options{CanMate: MaterialCanMate})
		if err != nil {
			t.Fatal(err)
		}
		rep := j.NewReplay()
		for seed := uint64(1); seed <= 60; seed++ {
			n := 90
			if seed%10 == 0 {
				n = 2 * stackPlies
			}
			g := randomGame(seed, n)
			p := g.start
			rep.Start(&p)
			want := history{keys: make([]uint64, 0, len(g.moves)+1), reset: make([]int, 0, len(g.moves)+1)} // (add needs the room)
			q := g.start
			want.add(rep.id.key(&q), false)
			for _, m := range g.moves {
				irr := irreversible(&q, m)
				q.Make(m)
				want.add(rep.id.key(&q), irr)
				rep.Make(&p, m)
				if irr {
					resets++
				}
			}
			got := rep.h
			if rep.end >= 0 {
				want.keys, want.reset = want.keys[:rep.end+1], want.reset[:rep.end+1]
			}
			if !slices.Equal(got.keys, want.keys) || !slices.Equal(got.reset, want.reset) {
				t.Fatalf("%s, game %d (%d plies): history\nkeys  %x\nreset %v\nwant\nkeys  %x\nreset %v", id, seed, len(g.moves), got.keys, got.reset, want.keys, want.reset)
			}
			plies += len(got.keys)
		}
	}
	if plies < 10000 || resets < 1000 {
		t.Fatalf("only %d plies, %d irreversible moves: the test checks too little", plies, resets)
	}
	t.Logf("%d plies, %d irreversible moves", plies, resets)
}
