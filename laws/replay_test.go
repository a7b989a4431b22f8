package laws_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"reflect"
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/pgn"
)

// TestReplayFollowsReader: a Replay following a PGN reader judges each of
// the 400 Lichess games (checkmates, resignations, flag falls, draws) as
// Status judges the game replayed from its moves, under rulebooks with each
// way of counting repetitions and of telling positions apart, claims
// included; the reader reads the same games with and without it. Given
// another game than the one it followed, Replay.Status replays that one.
func TestReplayFollowsReader(t *testing.T) {
	src, err := chessconform.Data.ReadFile("conformance/corpus/pgn/lichess-2021-10-sample.pgn")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	for _, id := range []string{"fide-2005", "fide-2009", "fide-2014", "fide-2023", "hu-2018"} {
		j := material(t, id) // material proofs for the dead positions, as the PGN audit uses
		rep := j.NewReplay()
		rd, plain := pgn.NewReader(bytes.NewReader(src)), pgn.NewReader(bytes.NewReader(src))
		rd.Follow = rep
		var prev laws.Game
		for n := 0; ; n++ {
			g, err := rd.Next()
			g2, err2 := plain.Next()
			if errors.Is(err, io.EOF) {
				if n != 400 || !errors.Is(err2, io.EOF) {
					t.Fatalf("%s: %d games, then %v", id, n, err2)
				}
				break
			}
			if err != nil || err2 != nil {
				t.Fatalf("%s: game %d: %v, %v", id, n+1, err, err2)
			}
			if !reflect.DeepEqual(g.Plies, g2.Plies) || g.End.FEN() != g2.End.FEN() {
				t.Fatalf("%s: game %d reads differently when followed", id, g.Number)
			}
			lg := laws.NewGameUnchecked(g.Start, g.Moves()) // read by pgn.Reader, which checks every move
			want, err := j.Status(ctx, lg)
			if err != nil {
				t.Fatal(err)
			}
			got, err := rep.Status(ctx, lg, g.End)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%s: game %d: Replay.Status %+v, Status %+v", id, g.Number, got, want)
			}
			if n > 0 && prev.Len() != lg.Len() {
				// Not the game followed: replayed.
				other, err := rep.Status(ctx, prev, g.End)
				if err != nil {
					t.Fatal(err)
				}
				if want, _ := j.Status(ctx, prev); !reflect.DeepEqual(other, want) {
					t.Fatalf("%s: game %d judged after game %d was followed: %+v, want %+v", id, n, g.Number, other, want)
				}
			}
			prev = lg
		}
	}
}

// TestReplayLongGame: a Replay grows its history past the stack arrays
// Status starts with (a 420-ply random game) and judges it as Status does,
// the game cut where Status ends it included.
func TestReplayLongGame(t *testing.T) {
	j := judge(t, "fide-2023")
	g := laws.RandomGame(7, 420)
	want, err := j.Status(context.Background(), g)
	if err != nil {
		t.Fatal(err)
	}
	if got := replayStatus(t, j, g); !reflect.DeepEqual(got, want) {
		t.Errorf("%d plies: Replay.Status %+v, Status %+v", g.Len(), got, want)
	}
	t.Logf("%d plies: %s %s after ply %d", g.Len(), want.Outcome.Result(), want.Outcome.Termination(), want.Ply)
}

// TestReplayOwnMoves: Moves is the moves followed, and Status given them
// (the same memory: no comparison) judges the game followed, here ended by
// the fivefold repetition; given another game of as many moves, it replays
// that one (in play).
func TestReplayOwnMoves(t *testing.T) {
	j := judge(t, "fide-2023")
	start := "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	cycle := []string{"Nf3", "Nf6", "Ng1", "Ng8"}
	var five, other []string
	for i := 0; i < 4; i++ {
		five = append(five, cycle...)
	}
	other = append(append(other, five[:12]...), "e3", "e6", "Ke2", "Ke7")
	followed, err := laws.ParseGame(start, five)
	if err != nil {
		t.Fatal(err)
	}
	another, err := laws.ParseGame(start, other)
	if err != nil {
		t.Fatal(err)
	}
	r := j.NewReplay()
	p := followed.Start()
	r.Start(&p)
	for _, m := range followed.Moves() {
		r.Make(&p, m)
	}
	if !reflect.DeepEqual(r.Moves(), followed.Moves()) {
		t.Fatalf("Moves %v, want %v", r.Moves(), followed.Moves())
	}
	ctx := context.Background()
	got, err := r.Status(ctx, laws.NewGameUnchecked(p0(followed), r.Moves()), &p)
	if want, _ := j.Status(ctx, followed); err != nil || !reflect.DeepEqual(got, want) || got.Outcome.Termination() != outcome.Fivefold {
		t.Errorf("the game followed: %+v (%v), want %+v", got, err, want)
	}
	end := another.Position(another.Len())
	got, err = r.Status(ctx, another, &end)
	if want, _ := j.Status(ctx, another); err != nil || !reflect.DeepEqual(got, want) || got.Outcome.Result() != outcome.InPlay {
		t.Errorf("another game of as many moves: %+v (%v), want %+v", got, err, want)
	}
}

// p0 is g's start position.
func p0(g laws.Game) *chess.Position {
	p := g.Start()
	return &p
}

// TestReplayQuietBoundary: Replay skips the automatic draws while the
// half-move clock is below what they need (quietBelow); the 75-move rule
// still ends a game on the very move that brings the clock to 150 (one ply
// earlier, the game goes on), as Status finds. (The fivefold repetition at
// the fewest plies it needs is TestReplayOwnMoves'.)
func TestReplayQuietBoundary(t *testing.T) {
	j := judge(t, "fide-2023")
	for _, c := range []struct {
		fen   string
		moves []string
		want  outcome.Termination
	}{
		{"4k3/8/8/8/8/8/8/R3K3 w - - 148 80", []string{"Ke2", "Kd7"}, outcome.SeventyFiveMoves},
		{"4k3/8/8/8/8/8/8/R3K3 w - - 147 80", []string{"Ke2", "Kd7"}, outcome.NoTermination},
		{"4k3/8/8/8/8/8/8/R3K3 b - - 149 80", []string{"Kd7", "Ke2", "Ke6"}, outcome.SeventyFiveMoves},
	} {
		g, err := laws.ParseGame(c.fen, c.moves)
		if err != nil {
			t.Fatal(err)
		}
		want, err := j.Status(context.Background(), g)
		if err != nil {
			t.Fatal(err)
		}
		if got := replayStatus(t, j, g); !reflect.DeepEqual(got, want) || got.Outcome.Termination() != c.want {
			t.Errorf("%s %v: Replay.Status %+v, Status %+v, want %v", c.fen, c.moves, got, want, c.want)
		}
	}
}
