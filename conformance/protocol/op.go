package protocol

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/chessconform/chessconform/subject"
)

// An operation of the protocol is declared once, in ops.go, as an *Op: its
// name, capability and documentation, its parameters P and result R (the
// JSON of the request's params and of the response's result; their JSON
// Schemas are results.schema.json#/$defs/NAME_params and #/$defs/NAME, and
// its #/$defs/request entry for NAME ties them to request.schema.json), and
// how a subject.Subject answers it.
// Everything that handles operations one by one is derived from that list:
//
//   - the Server decodes params into P and asks the subject (Op.handle);
//   - Stub implements subject.Subject by handing each method call to a
//     Transport as (op, params); the Client is a Stub over a child process,
//     certify's recorder a Stub over the subject under test, and a Stub
//     with no Transport (or with Unsupported) answers every operation
//     unsupported — the default a partial implementation embeds;
//   - OpCapability and Operations list them.
//
// A Transport only ever sees type-erased values: params is the op's P, out a
// *R, and the Op's methods (Serve, Wire, Rulebook, Locale) do the typed work.

// Op is one declared operation; ops.go builds each one with declare. hello
// and quit are declared without functions (the Server and the Client handle
// them): their Serve answers unsupported.
type Op struct {
	Name       string // on the wire, e.g. "legal_moves"
	Capability string // the capability it belongs to; "" for hello and quit
	Optional   bool   // added to protocol 1 later: an older program answers it unsupported
	Doc        string // one line for implementers (PROTOCOL.md §4 has the full text)

	serve    func(ctx context.Context, s subject.Subject, params, out any) error
	wire     func(params any) (any, error)
	handle   func(ctx context.Context, s subject.Subject, raw json.RawMessage) (any, error)
	check    func(params, out any) string
	rulebook func(params any) string
	locale   func(params any) string
	reset    func(out any)
}

// spec is the typed part of a declaration. Only Serve is required.
type spec[P, R any] struct {
	// Serve asks a subject.Subject for the operation.
	Serve func(ctx context.Context, s subject.Subject, p P) (R, error)
	// Wire returns the params as they travel (default: p as it is). When
	// they cannot travel as they are it returns an error with the best
	// rendering for a report (the recorder shows it, the Client refuses).
	Wire func(p P) (any, error)
	// Decode reads the params a server receives (default: strictly into P).
	Decode func(raw json.RawMessage) (P, error)
	// Answer fixes up a result before a server sends it (nil lists as []).
	Answer func(r *R)
	// Check returns why an answer a program sent is malformed, "" when it
	// is well formed (validate.go). It may make text inert in place.
	Check func(p P, r *R) string
	// Rulebook and Locale name the rulebook and the SAN locale the request
	// depends on, for the capability checks and plans of certify.
	Rulebook, Locale func(p P) string
}

// typed is a declared operation with its params and result types, for the
// Stub's methods.
type typed[P, R any] struct{ *Op }

// declare completes op with the typed functions of s.
func declare[P, R any](op Op, s spec[P, R]) typed[P, R] {
	o := &op
	o.serve = func(ctx context.Context, sub subject.Subject, params, out any) error {
		r, err := s.Serve(ctx, sub, params.(P))
		*out.(*R) = r
		return err
	}
	o.wire = func(params any) (any, error) {
		if s.Wire == nil {
			return params, nil
		}
		return s.Wire(params.(P))
	}
	o.handle = func(ctx context.Context, sub subject.Subject, raw json.RawMessage) (any, error) {
		var p P
		var err error
		if s.Decode != nil {
			p, err = s.Decode(raw)
		} else {
			err = decodeStrict(raw, &p)
		}
		if err != nil {
			return nil, badParams{err}
		}
		r, err := s.Serve(ctx, sub, p)
		if s.Answer != nil {
			s.Answer(&r)
		}
		return r, err
	}
	o.check = func(params, out any) string {
		if s.Check == nil {
			return ""
		}
		return s.Check(params.(P), out.(*R))
	}
	o.rulebook = func(params any) string {
		if s.Rulebook == nil {
			return ""
		}
		return s.Rulebook(params.(P))
	}
	o.locale = func(params any) string {
		if s.Locale == nil {
			return ""
		}
		return s.Locale(params.(P))
	}
	o.reset = func(out any) {
		var zero R
		*out.(*R) = zero
	}
	return typed[P, R]{o}
}

// Serve asks s for the operation: params is the op's P, out a *R that
// receives the answer (also when there is an error).
func (o *Op) Serve(ctx context.Context, s subject.Subject, params, out any) error {
	if o.serve == nil {
		return fmt.Errorf("%s: not an operation of a subject: %w", o.Name, subject.ErrUnsupported)
	}
	return o.serve(ctx, s, params, out)
}

// Wire returns params as they are sent on the wire (a nil list as [], an
// event log as JSON). On error the value is still the best rendering of the
// request for a report.
func (o *Op) Wire(params any) (any, error) {
	if o.wire == nil {
		return params, nil
	}
	return o.wire(params)
}

// Reset sets out, a *R, to the zero result.
func (o *Op) Reset(out any) {
	if o.reset != nil {
		o.reset(out)
	}
}

// checkAnswer is why a program's answer is malformed, "" when it is well
// formed (or the op checks nothing).
func (o *Op) checkAnswer(params, out any) string {
	if o.check == nil {
		return ""
	}
	return o.check(params, out)
}

// Rulebook is the rulebook id params name, "" when the op takes none.
func (o *Op) Rulebook(params any) string {
	if o.rulebook == nil {
		return ""
	}
	return o.rulebook(params)
}

// Locale is the SAN locale params name, "" when the op takes none.
func (o *Op) Locale(params any) string {
	if o.locale == nil {
		return ""
	}
	return o.locale(params)
}

// Transport performs operations for a Stub. params is the operation's
// params value (see Op) and out a pointer to its result; Do fills *out, and
// returns an error wrapping subject.ErrUnsupported when the operation is
// not supported, or wrapping ErrFault when the program failed to answer.
type Transport interface {
	Do(ctx context.Context, op *Op, params, out any) error
}

// Unsupported is a Transport that answers every operation with the error
// it returns for the operation's name, which must wrap
// subject.ErrUnsupported. A nil Unsupported (and a Stub without a
// Transport) answers "NAME: unsupported".
type Unsupported func(op string) error

// Do implements Transport.
func (u Unsupported) Do(_ context.Context, op *Op, _, _ any) error {
	if u == nil {
		return fmt.Errorf("%s: %w", op.Name, subject.ErrUnsupported)
	}
	return u(op.Name)
}

// Stub implements subject.Subject by handing every method call to its
// Transport as one operation (the methods are in ops.go, next to each
// operation's declaration). Its zero value answers every operation
// unsupported: a partial implementation embeds a Stub and defines only the
// methods it implements.
type Stub struct {
	Transport Transport
}

var _ subject.Subject = Stub{}

// call performs op with params over t; a nil t is Unsupported(nil).
func call[P, R any](ctx context.Context, t Transport, op typed[P, R], p P) (R, error) {
	var r R
	if t == nil {
		t = Unsupported(nil)
	}
	err := t.Do(ctx, op.Op, p, &r)
	return r, err
}

// Lookup returns the declared operation name (hello and quit included), or
// nil.
func Lookup(name string) *Op { return byName[name] }

var byName = func() map[string]*Op {
	m := map[string]*Op{}
	for _, o := range Operations {
		m[o.Name] = o
	}
	return m
}()

// OpCapability maps each operation (other than hello and quit) to its
// capability; it is derived from Operations.
var OpCapability = func() map[string]string {
	m := map[string]string{}
	for _, o := range Operations {
		if o.Capability != "" {
			m[o.Name] = o.Capability
		}
	}
	return m
}()
