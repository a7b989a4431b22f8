package certify_test

import (
	"context"
	"testing"
	"time"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/conformance/certify"
	"github.com/chessconform/chessconform/conformance/protocol"
)

// BenchmarkCertifyServe is a full certification (every feature and corpus
// case) of `chessconform serve` over the protocol. Goal: < 60 s.
//
//	go test ./conformance/certify -run '^$' -bench CertifyServe -benchtime 1x
func BenchmarkCertifyServe(b *testing.B) {
	bin := buildB(b, "./cmd/chessconform")
	for b.Loop() {
		c, err := certify.Run(context.Background(), certify.Options{
			Driver: certify.ProtocolDriver{Options: protocol.Options{Launch: protocol.Launch{Argv: []string{bin, "serve"}, Timeout: 60 * time.Second}}, Command: bin + " serve"},
			Data:   chessconform.Data,
		})
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(c.Summary.Total), "cases")
		if c.Session != nil {
			b.ReportMetric(float64(c.Session.Requests), "requests")
		}
	}
}

// BenchmarkRoundTrip measures one protocol request (in_check on a small
// position: negligible work) through a child `chessconform serve`, i.e.
// the protocol's overhead per request.
func BenchmarkRoundTrip(b *testing.B) {
	bin := buildB(b, "./cmd/chessconform")
	c, err := protocol.Start(context.Background(), protocol.Options{Launch: protocol.Launch{Argv: []string{bin, "serve"}}})
	if err != nil {
		b.Fatal(err)
	}
	defer c.Close()
	ctx := context.Background()
	for b.Loop() {
		if _, err := c.InCheck(ctx, "4k3/8/8/8/8/8/8/4K3 w - - 0 1"); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkInProcess is the same question asked in-process, for comparison.
func BenchmarkInProcess(b *testing.B) {
	ref := newRefB(b)
	ctx := context.Background()
	for b.Loop() {
		if _, err := ref.InCheck(ctx, "4k3/8/8/8/8/8/8/4K3 w - - 0 1"); err != nil {
			b.Fatal(err)
		}
	}
}
