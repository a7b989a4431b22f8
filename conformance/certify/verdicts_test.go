package certify_test

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/conformance/certify"
	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/reference"
	"github.com/chessconform/chessconform/subject"
)

// slow answers perft and legal_moves only when the run's context ends, and
// then wrongly (an in-process subject need not watch its context).
type slow struct{ *reference.Reference }

func (s slow) Perft(ctx context.Context, _ string, _ int) (uint64, error) {
	<-ctx.Done()
	return 1, nil
}

func (s slow) LegalMoves(ctx context.Context, _ string) ([]string, error) {
	<-ctx.Done()
	return nil, ctx.Err()
}

// A deadline cut or an interrupt makes the cases in flight and after it
// errors, never failures: an answer that arrives after the run's context
// ended is not trusted, and an error from it is not a rejection.
func TestDeadlineAndInterruptAreErrors(t *testing.T) {
	for _, how := range []string{"deadline", "interrupt"} {
		t.Run(how, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			opts := certify.Options{
				Driver: certify.InProcessDriver{Subject: slow{newRef(t)}, Info: certify.Info{
					Name: "slow", Version: "0", Protocol: 1, Capabilities: []string{"moves"},
				}},
				Data: chessconform.Data,
				// The double-check scenario asks in_check (answered), then
				// legal_moves, in flight when the run ends.
				Cases: []string{"perft/standard/kiwipete/3", "perft/standard/startpos/4", "features/art3_moves.feature:184"},
			}
			if how == "deadline" {
				opts.Deadline = 500 * time.Millisecond
			} else {
				time.AfterFunc(500*time.Millisecond, cancel)
			}
			c, err := certify.Run(ctx, opts)
			if err != nil {
				t.Fatal(err)
			}
			errs := 0
			for _, k := range c.Cases {
				switch k.Status {
				case certify.Fail, certify.Incomplete:
					t.Errorf("%s: %s (%s / %s), want error", k.ID, k.Status, k.Expected, k.Actual)
				case certify.Error:
					errs++
				}
			}
			if errs == 0 || c.Verdict != certify.Fail {
				t.Errorf("%d errors, verdict %s", errs, c.Verdict)
			}
		})
	}
}

// undetermined answers "do not know" for black.
type undetermined struct{ *reference.Reference }

func (u undetermined) Unwinnable(ctx context.Context, fen, side string) (subject.Winnability, error) {
	if side == "black" {
		return subject.Winnability{Verdict: "undetermined"}, nil
	}
	return u.Reference.Unwinnable(ctx, fen, side)
}

// An honest "undetermined" is incomplete, not a failure: the certificate is
// sound but incomplete, in every format, and the badge says so.
func TestUndeterminedIsIncomplete(t *testing.T) {
	c, err := certify.Run(context.Background(), certify.Options{
		Driver: certify.InProcessDriver{Subject: undetermined{newRef(t)}, Info: certify.Info{
			Name: "honest", Version: "0", Protocol: 1, Capabilities: []string{"unwinnability"},
		}},
		Data:  chessconform.Data,
		Cases: []string{"unwinnability/cha/19", "unwinnability/cha/21"},
	})
	if err != nil {
		t.Fatal(err)
	}
	if c.Verdict != certify.Incomplete || c.Summary.Incomplete != 2 || c.Summary.Pass != 2 || c.Summary.Fail != 0 {
		t.Fatalf("verdict %s, summary %+v; want incomplete, 2 pass, 2 incomplete", c.Verdict, c.Summary)
	}
	for _, k := range c.Cases {
		if k.Status == certify.Incomplete && (!strings.Contains(k.Evidence, "reference") || len(k.Requests) != 1) {
			t.Errorf("%s: evidence %q, requests %q", k.ID, k.Evidence, k.Requests)
		}
	}
	for _, cr := range c.Capabilities {
		if cr.Capability == "unwinnability" && (!cr.Sound || cr.Complete || cr.Status != certify.Incomplete) {
			t.Errorf("unwinnability: %+v, want sound, not complete", cr)
		}
	}
	c.Tool.Revision, c.Tool.Modified = "0123abcd", true
	for format, want := range map[string]string{
		"text":     "SOUND, INCOMPLETE: 4 cases",
		"markdown": "| unwinnability | yes | incomplete | yes | no |",
		"html":     "<td>incomplete</td><td>yes</td><td>no</td>",
		"badge":    `"message": "sound, 2/4 complete"`,
		"junit":    `skipped="2"`,
	} {
		var b bytes.Buffer
		if err := certify.Write(&b, format, c, nil); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(b.String(), want) {
			t.Errorf("%s: no %q in\n%s", format, want, b.String())
		}
		if format != "badge" && !strings.Contains(b.String(), "revision 0123abcd, modified") {
			t.Errorf("%s: the tool's revision is not shown", format)
		}
	}
	// A fail → incomplete change is a fix; pass → incomplete a regression.
	var base certify.Certificate
	b, _ := json.Marshal(c)
	json.Unmarshal(b, &base)
	for i := range base.Cases {
		if base.Cases[i].Status == certify.Incomplete {
			base.Cases[i].Status = certify.Fail
		}
	}
	if cmp := certify.Compare(&base, c); len(cmp.Fixes) != 2 || len(cmp.Regressions) != 0 {
		t.Errorf("fail → incomplete: %+v", cmp)
	}
	for i := range base.Cases {
		base.Cases[i].Status = certify.Pass
	}
	if cmp := certify.Compare(&base, c); len(cmp.Regressions) != 2 {
		t.Errorf("pass → incomplete: %+v", cmp)
	}
}

// A program that crashes on every request yields one error line per
// distinct message in the text report, with a count, not one per case.
func TestRepeatedErrorsCollapse(t *testing.T) {
	bin := build(t, "./conformance/testdata/hostile")
	argv := []string{bin, "-fault", "crash"}
	c, err := certify.Run(context.Background(), certify.Options{
		Driver: certify.ProtocolDriver{
			Options: protocol.Options{Launch: protocol.Launch{Argv: argv, Timeout: 5 * time.Second, MaxRestarts: 3}},
			Command: protocol.QuoteCommand(argv),
		},
		Data:  chessconform.Data,
		Cases: []string{"perft/standard", "perft/tricky"},
	})
	if err != nil {
		t.Fatal(err)
	}
	if c.Summary.Error < 10 {
		t.Fatalf("%d errors, want every case", c.Summary.Error)
	}
	for format, block := range map[string]string{"text": "\nERROR ", "markdown": "\n### error ", "html": "<strong>error</strong>"} {
		var b bytes.Buffer
		certify.Write(&b, format, c, nil)
		blocks := strings.Count(b.String(), block)
		if blocks > 3 || !strings.Contains(b.String(), "more case(s) with the same error") {
			t.Errorf("%s: %d errors printed as %d blocks:\n%s", format, c.Summary.Error, blocks, b.String())
		}
	}
}
