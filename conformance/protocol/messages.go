// Package protocol is chessconform's conformance protocol v1: JSON Lines over
// a program's stdin and stdout, one request and one response per line,
// matched by id (conformance/PROTOCOL.md is the specification). It holds the
// message types, a Server that exposes any subject.Subject on a pair of
// streams (what `chessconform serve` runs), and a Client that implements
// subject.Subject over a child process (what `chessconform certify` drives).
package protocol

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// Version is the protocol version this package speaks. It is bumped whenever
// the meaning of a message changes; adding an optional field or a new
// operation does not bump it (see PROTOCOL.md, "Versioning").
const Version = 1

// Capability names, in the order of subject.Subject.
const (
	CapMoves         = "moves"
	CapNotation      = "notation"
	CapStatus        = "status"
	CapUnwinnability = "unwinnability"
	CapClocks        = "clocks"
	CapArbiter       = "arbiter"
)

// Capabilities lists every capability of protocol v1 in a stable order.
var Capabilities = []string{CapMoves, CapNotation, CapStatus, CapUnwinnability, CapClocks, CapArbiter}

// Request is one line from chessconform to the program.
type Request struct {
	ID     int64           `json:"id"`
	Op     string          `json:"op"`
	Params json.RawMessage `json:"params,omitempty"`
}

// Response is one line from the program: exactly one of Result and Error.
type Response struct {
	ID     int64           `json:"id"`
	Result json.RawMessage `json:"result,omitempty"`
	Error  *Error          `json:"error,omitempty"`
}

// Error codes. Only CodeUnsupported has a special meaning to the certificate;
// every other code is an answer ("this input is rejected"), which a scenario
// may expect.
const (
	CodeUnsupported    = "unsupported"     // the operation or capability is not implemented
	CodeRejected       = "rejected"        // the input is not valid (bad FEN, illegal move, unreadable SAN, unknown rulebook…)
	CodeInvalidRequest = "invalid_request" // the request itself is malformed (bad JSON, missing params)
	CodeInternal       = "internal"        // the program failed for a reason of its own
)

// Error is the error member of a response. As a Go error it unwraps to
// subject.ErrUnsupported when Code is "unsupported" (see client.go).
type Error struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

func (e *Error) Error() string {
	if e.Message == "" {
		return e.Code
	}
	return e.Code + ": " + e.Message
}

// HelloParams opens the session.
type HelloParams struct {
	Protocol int    `json:"protocol"`
	Client   string `json:"client"`
}

// HelloResult describes the program.
type HelloResult struct {
	Protocol     int      `json:"protocol"`
	Name         string   `json:"name"`
	Version      string   `json:"version"`
	Capabilities []string `json:"capabilities"`
	Rulebooks    []string `json:"rulebooks"`
	// Locales (protocol 1.1, optional) are the SAN locales the program
	// reads and writes, e.g. ["en", "hu"]. Absent (nil): the program
	// declared none, any locale may be sent, and an unknown one is
	// answered rejected or unsupported, as in protocol 1.
	Locales []string `json:"locales,omitempty"`
}

// decodeStrict decodes one JSON value, rejecting unknown fields, so that a
// misspelt field is a protocol violation rather than a silent zero value.
func decodeStrict(b []byte, v any) error {
	if len(b) == 0 {
		return errors.New("missing")
	}
	d := json.NewDecoder(bytes.NewReader(b))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return err
	}
	if d.More() {
		return fmt.Errorf("trailing data after the JSON value")
	}
	return nil
}
