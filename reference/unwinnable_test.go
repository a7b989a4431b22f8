package reference_test

import (
	"context"
	"errors"
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/reference"
)

func TestUnwinnable(t *testing.T) {
	r, err := reference.New(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	// After 1.f3 Black mates by ...e5 2.g4 Qh4# (fool's mate); White has
	// mating material too. Bare kings: neither side (Article 5.2.2).
	after := "rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR b KQkq - 0 1"
	w, err := r.Unwinnable(ctx, after, "black")
	if err != nil {
		t.Fatal(err)
	}
	if w.Verdict != "winnable" || len(w.Helpmate) == 0 {
		t.Fatalf("black after 1.f3: %+v, want winnable with a helpmate", w)
	}
	final, err := r.Play(ctx, after, w.Helpmate)
	if err != nil {
		t.Fatalf("helpmate %v: %v", w.Helpmate, err)
	}
	p, err := chess.ParseFEN(final)
	if err != nil {
		t.Fatal(err)
	}
	if !p.IsCheckmate() || p.SideToMove() != chess.White {
		t.Fatalf("helpmate %v ends in %s, not White checkmated", w.Helpmate, final)
	}
	k, err := r.Unwinnable(ctx, "8/8/8/4k3/8/8/8/K7 w - - 0 1", "white")
	if err != nil {
		t.Fatal(err)
	}
	if k.Verdict != "unwinnable" || len(k.Helpmate) != 0 {
		t.Fatalf("bare kings: %+v, want unwinnable without a line", k)
	}
	if _, err := r.Unwinnable(ctx, "8/8/8/4k3/8/8/8/K8 w - -", "white"); err == nil {
		t.Fatal("bad FEN: no error")
	}
	var fe *chess.FENError
	if _, err := r.Unwinnable(ctx, "8/8/8/4k3/8/8/8/K8 w - -", "white"); !errors.As(err, &fe) {
		t.Fatalf("bad FEN: %v, want a *chess.FENError", err)
	}
	if _, err := r.Unwinnable(ctx, chess.StartFEN, "green"); err == nil {
		t.Fatal("side green: no error")
	}
}
