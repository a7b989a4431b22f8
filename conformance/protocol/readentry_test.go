package protocol_test

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/reference"
	"github.com/chessconform/chessconform/subject"
)

// programEnv makes this test binary act as the program under test, so that
// the client is exercised over a real child process without building one:
// "reference" serves the reference; "old" is a program written before
// read_entry existed (it declares notation and answers every operation it
// does not know with unsupported, as PROTOCOL.md §7 asks).
const programEnv = "CHESSCONFORM_PROTOCOL_TEST_PROGRAM"

func TestMain(m *testing.M) {
	switch os.Getenv(programEnv) {
	case "":
		os.Exit(m.Run())
	case "reference":
		ref, err := reference.New(chessconform.Data)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		srv := &protocol.Server{Subject: ref, Hello: protocol.HelloResult{Name: "reference", Version: "test", Capabilities: []string{protocol.CapMoves, protocol.CapNotation}}}
		if err := srv.Serve(context.Background(), os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	case "canned":
		serveCanned() // validate_test.go
		os.Exit(0)
	case "old":
		sc := bufio.NewScanner(os.Stdin)
		for sc.Scan() {
			var req protocol.Request
			if json.Unmarshal(sc.Bytes(), &req) != nil {
				continue
			}
			var out string
			switch req.Op {
			case protocol.OpHello:
				out = fmt.Sprintf(`{"id":%d,"result":{"protocol":1,"name":"old","version":"0","capabilities":["notation"],"rulebooks":[]}}`, req.ID)
			case protocol.OpQuit:
				out = fmt.Sprintf(`{"id":%d,"result":{}}`, req.ID)
			case protocol.OpFromSAN:
				out = fmt.Sprintf(`{"id":%d,"result":{"move":"g1f3"}}`, req.ID)
			default:
				out = fmt.Sprintf(`{"id":%d,"error":{"code":"unsupported","message":"unknown operation %s"}}`, req.ID, req.Op)
			}
			fmt.Println(out)
			if req.Op == protocol.OpQuit {
				break
			}
		}
		os.Exit(0)
	}
}

func startProgram(t *testing.T, kind string) *protocol.Client {
	t.Helper()
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	c, err := protocol.Start(context.Background(), protocol.Options{Launch: protocol.Launch{Argv: []string{self}, Env: []string{programEnv + "=" + kind}, Timeout: 20 * time.Second}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	return c
}

// TestReadEntryRoundTrip reads scoresheet entries through the client, a
// child process and the server. The answers are worked out by hand: in the
// initial position Nf3 (Hungarian Hf3) is g1-f3; Appendix C.12 writes the
// offer of a draw as (=) next to the move; Nf4 is no knight move from the
// initial position (Article 3.6).
func TestReadEntryRoundTrip(t *testing.T) {
	const start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	c := startProgram(t, "reference")
	ctx := context.Background()
	for _, tc := range []struct {
		entry, locale string
		want          subject.Entry
	}{
		{"Nf3 (=)", "en", subject.Entry{Move: "g1f3", DrawOffer: true}},
		{"Nf3(=)", "en", subject.Entry{Move: "g1f3", DrawOffer: true}},
		{"Nf3", "en", subject.Entry{Move: "g1f3", DrawOffer: false}},
		{"Hf3 (=)", "hu", subject.Entry{Move: "g1f3", DrawOffer: true}},
		{"e4 (=)", "hu", subject.Entry{Move: "e2e4", DrawOffer: true}},
	} {
		got, err := c.ReadEntry(ctx, start, tc.entry, tc.locale)
		if err != nil || got != tc.want {
			t.Errorf("ReadEntry(%q, %s) = %+v, %v; want %+v", tc.entry, tc.locale, got, err, tc.want)
		}
	}
	for _, entry := range []string{"(=)", "Nf3 (=", "Nf4 (=)", "Nf3 (=) (=)", "Nf3 ="} {
		got, err := c.ReadEntry(ctx, start, entry, "en")
		var pe *protocol.Error
		if !errors.As(err, &pe) || pe.Code != protocol.CodeRejected {
			t.Errorf("ReadEntry(%q) = %+v, %v; want a rejected error", entry, got, err)
		}
	}
}

// TestReadEntryOldProgram: a program that predates read_entry answers it
// unsupported, the client reports subject.ErrUnsupported (the certificate's
// "unsupported", not a failure), and the program's other operations still work.
func TestReadEntryOldProgram(t *testing.T) {
	const start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	c := startProgram(t, "old")
	ctx := context.Background()
	if got, err := c.ReadEntry(ctx, start, "Nf3 (=)", "en"); !errors.Is(err, subject.ErrUnsupported) {
		t.Errorf("ReadEntry on an old program = %+v, %v; want unsupported", got, err)
	}
	if got, err := c.FromSAN(ctx, start, "Nf3", "en"); err != nil || got != "g1f3" {
		t.Errorf("FromSAN after an unsupported read_entry = %q, %v", got, err)
	}
	if s := c.Stats(); s.Faults != 0 || s.Restarts != 0 {
		t.Errorf("an unsupported answer counted as a fault: %+v", s)
	}
}
