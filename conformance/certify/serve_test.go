package certify_test

import (
	"context"
	"io"
	"testing"
	"time"

	"github.com/cucumber/godog"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/conformance/certify"
	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/reference"
	"github.com/chessconform/chessconform/steps"
)

// TestServeMatchesInProcess certifies `chessconform serve` (built here) over
// the protocol and the reference in-process, and requires the same result
// for every scenario and corpus case. It also checks the in-process run
// against the plain godog run that `go test ./steps` performs.
func TestServeMatchesInProcess(t *testing.T) {
	bin := build(t, "./cmd/chessconform")
	ctx := context.Background()
	// Every feature and corpus, but only a few of the (slow, by design)
	// unwinnability vectors, to keep go test quick.
	corpora := certify.DefaultCorpora()
	for i := range corpora {
		if corpora[i].Sample > 0 {
			corpora[i].Sample = 6
		}
	}
	overProtocol, err := certify.Run(ctx, certify.Options{
		Corpora: corpora,
		Driver: certify.ProtocolDriver{
			Options: protocol.Options{Launch: protocol.Launch{Argv: []string{bin, "serve"}, Timeout: 30 * time.Second}},
			Command: bin + " serve",
		},
		Data:     chessconform.Data,
		Deadline: 3 * time.Minute,
	})
	if err != nil {
		t.Fatal(err)
	}
	ref, err := reference.New(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	// The in-process run declares what serve declared, so the two differ
	// only in the transport.
	info := overProtocol.Subject
	inProcess, err := certify.Run(ctx, certify.Options{
		Driver: certify.InProcessDriver{Subject: ref, Info: certify.Info{
			Name: info.Name, Version: info.Version, Protocol: info.Protocol,
			Capabilities: info.Capabilities, Rulebooks: info.Rulebooks,
		}},
		Data:    chessconform.Data,
		Corpora: corpora,
	})
	if err != nil {
		t.Fatal(err)
	}
	if overProtocol.Session == nil || overProtocol.Session.Faults != 0 || overProtocol.Session.Restarts != 0 {
		t.Errorf("serve had faults or restarts: %+v", overProtocol.Session)
	}
	type key struct{ status, capability, rulebook string }
	got := map[string]key{}
	for _, k := range overProtocol.Cases {
		got[k.ID] = key{k.Status, k.Capability, k.Rulebook}
		// A failing scenario is the features' business (go test ./steps);
		// here it only has to fail the same way in-process. An error is
		// the transport's fault.
		if k.Status == certify.Error {
			t.Errorf("over the protocol: %s %s: %s", k.Status, k.ID, k.Message)
		}
	}
	scenarios := 0
	for _, k := range inProcess.Cases {
		if k.Kind == "scenario" {
			scenarios++
		}
		g, ok := got[k.ID]
		if !ok {
			t.Errorf("%s: in-process only", k.ID)
			continue
		}
		if w := (key{k.Status, k.Capability, k.Rulebook}); g != w {
			t.Errorf("%s: over the protocol %+v, in-process %+v", k.ID, g, w)
		}
		delete(got, k.ID)
	}
	for id := range got {
		t.Errorf("%s: over the protocol only", id)
	}

	// Every scenario godog finds is in the certificate exactly once.
	ts := godog.TestSuite{Options: &godog.Options{FS: chessconform.Data, Paths: []string{"features"}}}
	fts, err := ts.RetrieveFeatures()
	if err != nil {
		t.Fatal(err)
	}
	pickles := 0
	for _, ft := range fts {
		pickles += len(ft.Pickles)
	}
	if scenarios != pickles {
		t.Errorf("certificate has %d scenarios, the features %d", scenarios, pickles)
	}

	// The plain in-process godog run (what go test ./steps does) agrees:
	// it passes exactly when no scenario of the certificate fails or errs.
	status := steps.Run(steps.Options{Subject: ref, FS: chessconform.Data, Output: io.Discard})
	bad := 0
	for _, k := range inProcess.Cases {
		if k.Kind == "scenario" && (k.Status == certify.Fail || k.Status == certify.Error) {
			bad++
		}
	}
	if (status == 0) != (bad == 0) {
		t.Errorf("godog status %d but the certificate has %d failing scenarios", status, bad)
	}
}
