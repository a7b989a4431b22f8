package arbiter

import (
	"context"
	"strings"
	"testing"

	"github.com/chessconform/chessconform"
)

func TestEventLogLimits(t *testing.T) {
	p, err := NewParser(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	many := "time_control: \"300\"\nevents:\n" + strings.Repeat("  - {type: move, move: Nf3}\n", MaxEvents+1)
	for _, tc := range []struct{ name, src, want string }{
		{"inf", "time_control: \"300\"\nevents:\n  - {type: flag, side: white, moves_completed: .inf}\n",
			"l.yaml:3:48 /events/0/moves_completed: .inf is not a finite number"},
		{"nan", "time_control: \"300\"\nevents:\n  - {type: flag, side: white, moves_completed: .nan}\n",
			"l.yaml:3:48 /events/0/moves_completed: .nan is not a finite number"},
		{"events", many, "l.yaml:3:3 /events: 10001 events: more than the limit of 10000"},
		{"size", "time_control: \"300\"\nevents: []\nnote: " + strings.Repeat("x", 1<<20) + "\n", "larger than the limit of 1 MiB"},
	} {
		_, err := p.Parse("l.yaml", []byte(tc.src))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want %q", tc.name, err, tc.want)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := p.ParseContext(ctx, "l.yaml", []byte(many)); err != context.Canceled {
		t.Errorf("cancelled: got %v", err)
	}
}
