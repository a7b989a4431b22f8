package laws

import (
	"slices"
	"testing"

	chessconform "github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/chess"
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
	plies, resets := 0, 0
	for _, id := range []string{"fide-2023", "fide-2009"} {
		j := materialJudge(t, id)
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

// TestReplayHistoryPinnedEnPassant: a hand-worked game where a double step
// records an en-passant square that no capture can use: exd6 would leave
// White's king on a5 in check from the rook on h5 along the fifth rank, so
// it is not a legal move (3.9.2). The position after 1...d5 therefore has
// the same possible moves as one without that square, and by 9.2.2 (2023)
// it is the same position. The Replay's history must record its identity
// (Position.Key), not its hash, which counts the square. Random games
// almost never reach this case: a Replay storing Hash passed
// TestReplayHistory.
func TestReplayHistoryPinnedEnPassant(t *testing.T) {
	j := materialJudge(t, "fide-2023")
	start, err := chess.ParseFEN("1k6/3p4/8/K3P2r/8/8/8/8 b - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	rep := j.NewReplay()
	p := *start
	rep.Start(&p)
	q := *start
	for _, uci := range []string{"d7d5", "a5a4", "b8a8", "a4a5", "a8b8"} {
		m, err := q.ParseUCI(uci)
		if err != nil {
			t.Fatal(err)
		}
		q.Make(m)
		rep.Make(&p, m)
	}
	after := *start
	m, _ := after.ParseUCI("d7d5")
	after.Make(m)
	if after.EnPassant() == chess.NoSquare || after.EnPassantLegal() || after.Hash() == after.Key() {
		t.Fatalf("the position after 1...d5 should record an unusable en-passant square (hash %x, key %x)", after.Hash(), after.Key())
	}
	if got, want := rep.h.keys[1], rep.id.key(&after); got != want {
		t.Fatalf("history after 1...d5: %x, want the position's identity %x (its hash is %x)", got, want, after.Hash())
	}
	if got := len(rep.h.keys); got != 6 {
		t.Fatalf("%d positions in the history, want 6", got)
	}
}

// materialJudge is the judge of the shipped rulebook id with the material
// proofs for the unwinnability question (MaterialCanMate).
func materialJudge(t testing.TB, id string) *Judge {
	t.Helper()
	set, err := rulebook.LoadEmbedded(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	r, err := set.Resolve(id)
	if err != nil {
		t.Fatal(err)
	}
	j, err := New(r, Options{CanMate: MaterialCanMate})
	if err != nil {
		t.Fatal(err)
	}
	return j
}
