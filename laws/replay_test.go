package laws_test

import (
	"bytes"
	"context"
	"errors"
	"io"
	"reflect"
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/laws"
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
