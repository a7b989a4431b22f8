package arbiter

import (
	"context"
	"testing"

	"github.com/chessconform/chessconform"
)

// FuzzAdjudicate: any input is either rejected with an error or ruled on;
// nothing panics.
func FuzzAdjudicate(f *testing.F) {
	for _, s := range []string{
		"time_control: \"300\"\nevents: []\n",
		"time_control: \"5400+30\"\nevents:\n  - {type: clocks, white: \"5:00\", black: \"4:00\"}\n  - {type: claim, side: white, kind: threefold, move: Nf3}\n",
		"time_control: \"900\"\nsupervision: inadequate\nevents:\n  - {type: move, move: e4, clock: \"0:14:59\"}\n  - {type: flag, side: black, both: true}\n",
		"time_control: \"40/5400:1800\"\nfen: \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"\nevents:\n  - {type: illegal, act: unpromoted_pawn, move: a7a8}\n  - {type: quickplay_increment, side: black, opponent: refuses_draw, arbiter: agrees}\n",
		"time_control: \"300d5\"\nevents:\n  - {type: sealed_move, side: white, move: Nd2}\n  - {type: colours_reversed}\n  - {type: time_control, control: \"60\"}\n  - {type: late_arrival, side: black, late: \"1:00\"}\n",
	} {
		f.Add([]byte(s), "fide-2023")
		f.Add([]byte(s), "fide-2005")
	}
	p, err := NewParser(chessconform.Data)
	if err != nil {
		f.Fatal(err)
	}
	books := NewRulebooks(chessconform.Data)
	f.Fuzz(func(t *testing.T, src []byte, rb string) {
		l, err := p.Parse("fuzz.yaml", src)
		if err != nil {
			return
		}
		r, err := books.Resolve(rb, nil, "")
		if err != nil {
			return
		}
		_, _ = Adjudicate(context.Background(), r, l, Options{})
	})
}
