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

// menAtMost is a CanMate that calls a position dead when it has at most n
// men (monotone along a game: men are never added) and Winnable (White)
// or Undetermined (Black) otherwise: a stand-in for a search, whose answers
// DeadBefore must use exactly as Status does.
func menAtMost(n int) laws.CanMate {
	return func(_ context.Context, p *chess.Position, side chess.Color) outcome.Verdict {
		switch {
		case p.AllPieces().Count() <= n:
			return outcome.Unwinnable
		case side == chess.White:
			return outcome.Winnable
		}
		return outcome.Undetermined
	}
}

// TestDeadBeforeIsStatus: for every game of the Lichess sample that the
// material judge finds in play after its last move (the audit's drawn
// games are of them), Judge.DeadBefore given the last position answers
// as Status does (without the claims), under rulebooks with and without
// the automatic dead position, with and without a quick predicate, for
// dead positions reached before the end, at it, and never.
func TestDeadBeforeIsStatus(t *testing.T) {
	src, err := chessconform.Data.ReadFile("conformance/corpus/pgn/lichess-2021-10-sample.pgn")
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	quick := func(_ context.Context, p *chess.Position, side chess.Color) outcome.Verdict {
		if p.AllPieces().Count() > 24 && side == chess.Black {
			return outcome.Winnable
		}
		return outcome.Undetermined
	}
	earlier, atEnd, never := 0, 0, 0
	for _, id := range []string{"fide-2005", "fide-2023"} {
		m := material(t, id)
		judge(t, id) // loads the rulebook set
		r, err := set.Resolve(id)
		if err != nil {
			t.Fatal(err)
		}
		for _, o := range []laws.Options{{CanMate: menAtMost(12)}, {CanMate: menAtMost(16), Quick: quick}} {
			j, err := laws.New(r, o)
			if err != nil {
				t.Fatal(err)
			}
			rd := pgn.NewReader(bytes.NewReader(src))
			for {
				g, err := rd.Next()
				if errors.Is(err, io.EOF) {
					break
				}
				if err != nil {
					t.Fatal(err)
				}
				lg := laws.NewGameUnchecked(g.Start, g.Moves())
				if st, err := m.Status(ctx, lg); err != nil || st.Outcome.Result() != outcome.InPlay {
					continue
				}
				want, err := j.Status(ctx, lg)
				if err != nil {
					t.Fatal(err)
				}
				want.Claims = nil
				got := j.DeadBefore(ctx, lg, g.End)
				if !reflect.DeepEqual(got, want) {
					t.Fatalf("%s, game %d: DeadBefore %+v, Status %+v", id, g.Number, got, want)
				}
				switch {
				case want.Outcome.Termination() != outcome.DeadPosition:
					never++
				case want.Ply < lg.Len():
					earlier++
				default:
					atEnd++
				}
			}
		}
	}
	t.Logf("dead before the end %d, at the end %d, never %d", earlier, atEnd, never)
	if earlier == 0 || atEnd == 0 || never == 0 {
		t.Errorf("a kind of game is missing: dead before the end %d, at the end %d, never %d", earlier, atEnd, never)
	}
}
