package protocol_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strings"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/conformance/protocol"
)

// checkOnly implements one operation of subject.Subject; the embedded
// protocol.Stub answers every other one unsupported.
type checkOnly struct{ protocol.Stub }

func (checkOnly) InCheck(_ context.Context, fen string) (bool, error) {
	p, err := chess.ParseFEN(fen)
	if err != nil {
		return false, fmt.Errorf("invalid FEN %q", fen) // an error is "rejected"
	}
	return p.InCheck(), nil
}

// A Server answers protocol requests, one JSON line each, with a subject:
// here a partial implementation that embeds a Stub for what it does not
// implement. This is what `chessconform serve` runs with the reference.
func ExampleServer() {
	requests := strings.Join([]string{
		`{"id":1,"op":"hello","params":{"protocol":1,"client":"example"}}`,
		`{"id":2,"op":"in_check","params":{"fen":"4k3/8/8/8/8/8/4q3/4K3 w - - 0 1"}}`,
		`{"id":3,"op":"in_check","params":{"fen":"8/8/8/8/8/8/8/8 w - - 0 1"}}`,
		`{"id":4,"op":"to_san","params":{"fen":"4k3/8/8/8/8/8/8/4K3 w - - 0 1","move":"e1d1","locale":"en"}}`,
		`{"id":5,"op":"takeback","params":{}}`,
		`{"id":6,"op":"quit"}`,
	}, "\n")
	srv := &protocol.Server{Subject: checkOnly{}, Hello: protocol.HelloResult{Name: "check-only", Version: "1", Capabilities: []string{protocol.CapMoves}}}
	if err := srv.Serve(context.Background(), strings.NewReader(requests), os.Stdout); err != nil {
		fmt.Println(err)
	}
	// Output:
	// {"id":1,"result":{"protocol":1,"name":"check-only","version":"1","capabilities":["moves"],"rulebooks":[]}}
	// {"id":2,"result":{"in_check":true}}
	// {"id":3,"error":{"code":"rejected","message":"invalid FEN \"8/8/8/8/8/8/8/8 w - - 0 1\""}}
	// {"id":4,"error":{"code":"unsupported","message":"to_san: unsupported"}}
	// {"id":5,"error":{"code":"unsupported","message":"unknown operation \"takeback\""}}
	// {"id":6,"result":{}}
}

// printer is a Transport that shows each operation as the request it
// would send, and answers nothing.
type printer struct{}

func (printer) Do(_ context.Context, op *protocol.Op, params, _ any) error {
	wire, err := op.Wire(params)
	if err != nil {
		return err
	}
	b, _ := json.Marshal(wire)
	fmt.Printf("%s (%s) %s\n", op.Name, op.Capability, b)
	return nil
}

// A Stub turns every method of subject.Subject into one operation for its
// Transport: the protocol Client's Transport is a child process, certify's
// recorder checks and records each call before it reaches the program.
func ExampleStub() {
	s := protocol.Stub{Transport: printer{}}
	ctx := context.Background()
	s.Play(ctx, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", nil)
	s.FromSAN(ctx, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Kd1", "en")
	// Output:
	// play (moves) {"fen":"4k3/8/8/8/8/8/8/4K3 w - - 0 1","moves":[]}
	// from_san (notation) {"fen":"4k3/8/8/8/8/8/8/4K3 w - - 0 1","san":"Kd1","locale":"en"}
}
