package chess_test

import (
	"errors"
	"reflect"
	"testing"

	"github.com/chessconform/chessconform/chess"
)

func TestParseEPD(t *testing.T) {
	epd := `r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - bm Bb5 Bc4; id "Ruy; Italian"; hmvc 2; fmvn 3;`
	p, ops, err := chess.ParseEPD(epd)
	if err != nil {
		t.Fatal(err)
	}
	want := []chess.EPDOp{
		{Opcode: "bm", Operands: []string{"Bb5", "Bc4"}},
		{Opcode: "id", Operands: []string{"Ruy; Italian"}},
		{Opcode: "hmvc", Operands: []string{"2"}},
		{Opcode: "fmvn", Operands: []string{"3"}},
	}
	if !reflect.DeepEqual(ops, want) {
		t.Errorf("ops = %q, want %q", ops, want)
	}
	if p.HalfmoveClock() != 2 || p.FullmoveNumber() != 3 {
		t.Errorf("clocks %d %d, want 2 3", p.HalfmoveClock(), p.FullmoveNumber())
	}
	if got := p.FormatEPD(ops); got != epd {
		t.Errorf("FormatEPD = %q, want %q", got, epd)
	}
}

func TestEPDErrors(t *testing.T) {
	var ee *chess.EPDError
	var fe *chess.FENError
	for _, c := range []struct {
		epd    string
		target any
	}{
		{`8/8/8/8/8/8/8/K6k w - - bm Kb1`, &ee},    // no ';'
		{`8/8/8/8/8/8/8/K6k w - - id "open;`, &ee}, // unterminated string
		{`8/8/8/8/8/8/8/K6k w - - ;`, &ee},         // empty operation
		{`8/8/8/8/8/8/8/K6k w - - hmvc x;`, &ee},   // not a number
		{`8/8/8/8/8/8/8/K6k w`, &fe},               // too few fields
		{`8/8/8/8/8/8/8/K6K w - - id "x";`, &fe},   // two white kings
	} {
		_, _, err := chess.ParseEPD(c.epd)
		if err == nil || !errors.As(err, c.target) {
			t.Errorf("%q: error %v, want %T", c.epd, err, c.target)
		}
	}
}
