package arbiter

import (
	"bytes"
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

// FuzzAudit: any PGN text is audited (findings or unreadable games) without
// panicking.
func FuzzAudit(f *testing.F) {
	a := fuzzAuditor(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		_, _ = a.Audit(context.Background(), bytes.NewReader(src), func(Finding) error { return nil })
	})
}

// fuzzAuditor adds the PGN seeds the audit fuzzers share (a mate declared
// as a time forfeit, a flag fall against a lone king, a mate after a
// fivefold repetition, and any extra ones) and returns a fide-2023 auditor.
func fuzzAuditor(f *testing.F, extra ...string) *Auditor {
	f.Helper()
	for _, s := range append([]string{
		"[Event \"x\"]\n[Result \"1-0\"]\n[Termination \"Time forfeit\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n",
		"[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\"]\n[SetUp \"1\"]\n[Result \"0-1\"]\n[Termination \"Time forfeit\"]\n\n1... Kd7 0-1\n",
		"1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. e4# 1/2-1/2\n",
	}, extra...) {
		f.Add([]byte(s))
	}
	r, err := testRulebooks.Resolve("fide-2023", nil, "")
	if err != nil {
		f.Fatal(err)
	}
	a, err := NewAuditor(r, AuditOptions{})
	if err != nil {
		f.Fatal(err)
	}
	return a
}
