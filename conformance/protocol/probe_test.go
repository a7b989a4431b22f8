package protocol_test

import (
	"context"
	"testing"

	chessconform "github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/arbiter"
	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/reference"
	"github.com/chessconform/chessconform/subject"
)

// The arbiter probe must send a log the event-log schema accepts, so that a
// conforming subject answers it rather than rejecting it; and the reference
// must answer it with a game in play (no events: nothing ended it).
func TestProbeLogIsValid(t *testing.T) {
	p, err := arbiter.NewParser(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.Parse("probe", []byte(protocol.ProbeLog)); err != nil {
		t.Fatalf("the probe's log is rejected by the schema: %v", err)
	}
	ref, err := reference.New(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	r, err := ref.Adjudicate(context.Background(), subject.AdjudicationRequest{Rulebook: "fide-2023", Log: []byte(protocol.ProbeLog)})
	if err != nil {
		t.Fatalf("reference rejects the probe's log: %v", err)
	}
	if r.Result != "*" {
		t.Errorf("result %q, want * (no event ends the game)", r.Result)
	}
}
