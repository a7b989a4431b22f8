package protocol

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/chessconform/chessconform/subject"
)

// MaxLine is the longest line either side must accept (1 MiB). A longer line
// is a protocol violation.
const MaxLine = 1 << 20

// Server answers protocol requests by calling a subject.Subject.
type Server struct {
	Subject subject.Subject
	Hello   HelloResult // what the handshake answers; Protocol is forced to Version
}

// Serve reads requests from r and writes responses to w until r ends, a quit
// request arrives or ctx is done. Requests are answered one at a time, in order.
func (s *Server) Serve(ctx context.Context, r io.Reader, w io.Writer) error {
	br := bufio.NewReaderSize(r, 64<<10)
	bw := bufio.NewWriter(w)
	var mu sync.Mutex // serialises writes; kept for clarity should answers become concurrent
	write := func(resp Response) error {
		b, err := json.Marshal(resp)
		if err != nil {
			return fmt.Errorf("encoding response %d: %w", resp.ID, err)
		}
		mu.Lock()
		defer mu.Unlock()
		bw.Write(b)
		bw.WriteByte('\n')
		return bw.Flush()
	}
	for {
		if err := ctx.Err(); err != nil {
			return err
		}
		line, err := readLine(br, MaxLine)
		if errors.Is(err, io.EOF) {
			return nil
		}
		if errors.Is(err, errLineTooLong) {
			if werr := write(Response{Error: &Error{Code: CodeInvalidRequest, Message: fmt.Sprintf("line longer than %d bytes", MaxLine)}}); werr != nil {
				return werr
			}
			continue
		}
		if err != nil {
			return fmt.Errorf("reading request: %w", err)
		}
		if len(line) == 0 {
			continue
		}
		var req Request
		if err := decodeStrict(line, &req); err != nil || req.Op == "" {
			msg := "want {\"id\":N,\"op\":\"…\",\"params\":{…}}"
			if err != nil {
				msg = err.Error()
			}
			if werr := write(Response{ID: req.ID, Error: &Error{Code: CodeInvalidRequest, Message: msg}}); werr != nil {
				return werr
			}
			continue
		}
		resp := s.Handle(ctx, req)
		if err := write(resp); err != nil {
			return err
		}
		if req.Op == OpQuit {
			return nil
		}
	}
}

// Handle answers one request (Serve calls it for every line; a test
// double may call it to answer the requests it does not sabotage).
func (s *Server) Handle(ctx context.Context, req Request) Response {
	result, err := s.dispatch(ctx, req)
	if err != nil {
		return Response{ID: req.ID, Error: toError(err)}
	}
	b, err := json.Marshal(result)
	if err != nil {
		return Response{ID: req.ID, Error: &Error{Code: CodeInternal, Message: err.Error()}}
	}
	return Response{ID: req.ID, Result: b}
}

// badParams marks a params decoding failure (invalid_request).
type badParams struct{ err error }

func (b badParams) Error() string { return "params: " + b.err.Error() }

func (s *Server) dispatch(ctx context.Context, req Request) (any, error) {
	switch req.Op {
	case OpHello:
		var p HelloParams
		if err := decodeStrict(req.Params, &p); err != nil {
			return nil, badParams{err}
		}
		// A server answers with its own version; the client decides compatibility.
		h := s.Hello
		h.Protocol = Version
		if h.Capabilities == nil {
			h.Capabilities = []string{}
		}
		if h.Rulebooks == nil {
			h.Rulebooks = []string{}
		}
		return h, nil
	case OpQuit:
		return struct{}{}, nil
	}
	if op := Lookup(req.Op); op != nil && op.handle != nil {
		return op.handle(ctx, s.Subject, req.Params)
	}
	// An operation this version does not know is unsupported, not malformed,
	// so that a newer chessconform can talk to an older program.
	return nil, &Error{Code: CodeUnsupported, Message: fmt.Sprintf("unknown operation %q", req.Op)}
}

func toError(err error) *Error {
	var pe *Error
	var bp badParams
	switch {
	case errors.As(err, &pe):
		return pe
	case errors.As(err, &bp):
		return &Error{Code: CodeInvalidRequest, Message: bp.Error()}
	case errors.Is(err, subject.ErrUnsupported):
		return &Error{Code: CodeUnsupported, Message: err.Error()}
	default:
		return &Error{Code: CodeRejected, Message: err.Error()}
	}
}

var errLineTooLong = errors.New("line too long")

// readLine reads one '\n'-terminated line of at most max bytes (without the
// newline and a trailing '\r'). A longer line is consumed up to its newline
// and reported as errLineTooLong, so the stream stays in sync and memory
// stays bounded whatever the peer sends.
func readLine(br *bufio.Reader, max int) ([]byte, error) {
	var line []byte
	tooLong := false
	for {
		frag, err := br.ReadSlice('\n')
		if !tooLong {
			if len(line)+len(frag) > max+1 { // +1: the newline itself
				tooLong, line = true, nil
			} else {
				line = append(line, frag...)
			}
		}
		if errors.Is(err, bufio.ErrBufferFull) {
			continue
		}
		if err != nil {
			if errors.Is(err, io.EOF) && len(line) > 0 && !tooLong {
				return trimEOL(line), nil // last line without a newline
			}
			if tooLong {
				return nil, errLineTooLong
			}
			return nil, err
		}
		if tooLong {
			return nil, errLineTooLong
		}
		return trimEOL(line), nil
	}
}

func trimEOL(b []byte) []byte {
	if n := len(b); n > 0 && b[n-1] == '\n' {
		b = b[:n-1]
	}
	if n := len(b); n > 0 && b[n-1] == '\r' {
		b = b[:n-1]
	}
	return b
}
