// Package goadapter is the protocol v1 loop shared by the Go adapters in
// conformance/adapters (notnil, corentings, dragontoothmg): it reads JSON
// Lines requests, dispatches them to a Library and writes one response per
// request (conformance/PROTOCOL.md). It knows no chess rule: every answer
// comes from the Library, and a Library method it does not override answers
// "unsupported". Family is the Library of the notnil/chess family
// (notnil/chess, corentings/chess), whose adapters only fill in their
// library's calls (family.go).
//
// It is a module of its own so that the adapters (each a module of its own,
// with its library as a dependency) share it without the main chessconform
// module depending on them or they on it.
package goadapter

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"strings"
)

// Hello is the answer to the handshake (PROTOCOL.md §3).
type Hello struct {
	Protocol     int      `json:"protocol"`
	Name         string   `json:"name"`
	Version      string   `json:"version"`
	Capabilities []string `json:"capabilities"`
	Rulebooks    []string `json:"rulebooks"`
}

// Status is the result of game_status.
type Status struct {
	Result      string  `json:"result"`
	Termination string  `json:"termination"`
	Article     string  `json:"article"`
	Claims      []Claim `json:"claims"`
}

// Claim is one draw the player to move could claim now.
type Claim struct {
	Kind     string `json:"kind"`
	Article  string `json:"article"`
	By       string `json:"by"`
	WithMove string `json:"with_move"`
}

// Library is what an adapter implements; embed Unimplemented and override
// the operations the library offers.
type Library interface {
	Hello() Hello
	LegalMoves(fen string) ([]string, error)
	Play(fen string, moves []string) (string, error)
	Perft(fen string, depth int) (uint64, error)
	InCheck(fen string) (bool, error)
	ToSAN(fen, move, locale string) (string, error)
	FromSAN(fen, san, locale string) (string, error)
	GameStatus(rulebook, fen string, moves []string) (Status, error)
}

// Error codes of PROTOCOL.md §2.
var (
	ErrUnsupported = errors.New("unsupported")
	ErrRejected    = errors.New("rejected")
)

// Unsupportedf is an "unsupported" error.
func Unsupportedf(format string, args ...any) error {
	return fmt.Errorf("%s: %w", fmt.Sprintf(format, args...), ErrUnsupported)
}

// Rejectedf is a "rejected" error: the input is invalid for the library.
func Rejectedf(format string, args ...any) error {
	return fmt.Errorf("%s: %w", fmt.Sprintf(format, args...), ErrRejected)
}

// Unimplemented answers every operation "unsupported".
type Unimplemented struct{}

func (Unimplemented) LegalMoves(string) ([]string, error) { return nil, Unsupportedf("legal_moves") }
func (Unimplemented) Play(string, []string) (string, error) {
	return "", Unsupportedf("play")
}
func (Unimplemented) Perft(string, int) (uint64, error) { return 0, Unsupportedf("perft") }
func (Unimplemented) InCheck(string) (bool, error)      { return false, Unsupportedf("in_check") }
func (Unimplemented) ToSAN(string, string, string) (string, error) {
	return "", Unsupportedf("to_san")
}
func (Unimplemented) FromSAN(string, string, string) (string, error) {
	return "", Unsupportedf("from_san")
}
func (Unimplemented) GameStatus(string, string, []string) (Status, error) {
	return Status{}, Unsupportedf("game_status")
}

type request struct {
	ID     int64           `json:"id"`
	Op     string          `json:"op"`
	Params json.RawMessage `json:"params"`
}

type params struct {
	FEN      string   `json:"fen"`
	Moves    []string `json:"moves"`
	Move     string   `json:"move"`
	Depth    *int     `json:"depth"`
	SAN      string   `json:"san"`
	Locale   string   `json:"locale"`
	Rulebook string   `json:"rulebook"`
}

type protoError struct {
	Code    string `json:"code"`
	Message string `json:"message"`
}

type response struct {
	ID     int64       `json:"id"`
	Result any         `json:"result,omitempty"`
	Error  *protoError `json:"error,omitempty"`
}

// Serve answers requests from in on out until quit or end of input. Logs
// (unreadable lines) go to logw. A panic in the library is answered as
// "internal" with its message; the loop goes on.
func Serve(in io.Reader, out, logw io.Writer, lib Library) error {
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 1<<20+2)
	bw := bufio.NewWriter(out)
	for sc.Scan() {
		line := strings.TrimSuffix(sc.Text(), "\r")
		var req request
		if err := json.Unmarshal([]byte(line), &req); err != nil {
			fmt.Fprintf(logw, "not a request: %v\n", err)
			continue
		}
		resp := answer(lib, req)
		b, err := json.Marshal(resp)
		if err != nil {
			b, _ = json.Marshal(response{ID: req.ID, Error: &protoError{Code: "internal", Message: err.Error()}})
		}
		bw.Write(b)
		bw.WriteByte('\n')
		if err := bw.Flush(); err != nil {
			return fmt.Errorf("writing response: %w", err)
		}
		if req.Op == "quit" {
			return nil
		}
	}
	return sc.Err()
}

func answer(lib Library, req request) (resp response) {
	resp.ID = req.ID
	defer func() {
		if r := recover(); r != nil {
			resp.Result = nil
			resp.Error = &protoError{Code: "internal", Message: fmt.Sprintf("the library panicked: %v (at %s)", r, panicSite(debug.Stack()))}
		}
	}()
	var p params
	if len(req.Params) > 0 {
		if err := json.Unmarshal(req.Params, &p); err != nil {
			resp.Error = &protoError{Code: "invalid_request", Message: err.Error()}
			return resp
		}
	}
	var res any
	var err error
	switch req.Op {
	case "hello":
		res = lib.Hello()
	case "quit":
		res = struct{}{}
	case "legal_moves":
		var ms []string
		ms, err = lib.LegalMoves(p.FEN)
		res = map[string]any{"moves": nonNil(ms)}
	case "play":
		var fen string
		fen, err = lib.Play(p.FEN, p.Moves)
		res = map[string]any{"fen": fen}
	case "perft":
		if p.Depth == nil || *p.Depth < 0 {
			err = Rejectedf("depth must be an integer >= 0")
			break
		}
		var n uint64
		n, err = lib.Perft(p.FEN, *p.Depth)
		res = map[string]any{"nodes": n}
	case "in_check":
		var c bool
		c, err = lib.InCheck(p.FEN)
		res = map[string]any{"in_check": c}
	case "to_san":
		var s string
		s, err = lib.ToSAN(p.FEN, p.Move, p.Locale)
		res = map[string]any{"san": s}
	case "from_san":
		var m string
		m, err = lib.FromSAN(p.FEN, p.SAN, p.Locale)
		res = map[string]any{"move": m}
	case "game_status":
		var st Status
		st, err = lib.GameStatus(p.Rulebook, p.FEN, p.Moves)
		if st.Claims == nil {
			st.Claims = []Claim{}
		}
		res = st
	default:
		err = Unsupportedf("unknown operation %q", req.Op)
	}
	switch {
	case err == nil:
		resp.Result = res
	case errors.Is(err, ErrUnsupported):
		resp.Error = &protoError{Code: "unsupported", Message: err.Error()}
	case errors.Is(err, ErrRejected):
		resp.Error = &protoError{Code: "rejected", Message: err.Error()}
	default:
		resp.Error = &protoError{Code: "internal", Message: err.Error()}
	}
	return resp
}

// panicSite is the innermost frame of the stack that is not the runtime's
// or this package's: where the library panicked.
func panicSite(stack []byte) string {
	lines := strings.Split(string(stack), "\n")
	for i := 0; i+1 < len(lines); i++ {
		fn := strings.TrimSpace(lines[i])
		if fn == "" || strings.HasPrefix(fn, "goroutine ") || strings.HasPrefix(lines[i], "\t") ||
			strings.HasPrefix(fn, "runtime") || strings.HasPrefix(fn, "panic(") || strings.Contains(fn, "/goadapter.") {
			continue
		}
		if j := strings.LastIndexByte(fn, '('); j > 0 {
			fn = fn[:j]
		}
		file := strings.TrimSpace(lines[i+1])
		if j := strings.LastIndexByte(file, ' '); j > 0 {
			file = file[:j]
		}
		if j := strings.LastIndex(file, "/"); j >= 0 {
			file = file[j+1:]
		}
		return fn + " " + file
	}
	return "unknown"
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// IsChess960 tells whether a FEN's castling is Chess960 castling
// (PROTOCOL.md §4), which the libraries behind the Go adapters cannot
// represent: a castling field naming rook files (Shredder-FEN "HAha"), or a
// castling right that is a real Chess960 right — the king on its first rank
// with a rook of its colour on that side of it on the same rank — but not
// the standard one (king on e1/e8, rook on the corner). A right with no such
// king or rook is not Chess960 but invalid in every chess: it is left to the
// library, whose answer (rejection or not) the certificate then shows.
func IsChess960(fen string) bool {
	f := strings.Fields(fen)
	if len(f) < 3 || f[2] == "-" {
		return false
	}
	rows := strings.Split(f[0], "/")
	if len(rows) != 8 {
		return false
	}
	// rank returns the 8 squares of a rank (1 or 8), '.' where empty.
	rank := func(r int) []byte {
		out := []byte("........")
		col := 0
		for i := 0; i < len(rows[8-r]) && col < 8; i++ {
			ch := rows[8-r][i]
			if ch >= '1' && ch <= '8' {
				col += int(ch - '0')
				continue
			}
			out[col] = ch
			col++
		}
		return out
	}
	for _, c := range f[2] {
		if (c >= 'A' && c <= 'H') || (c >= 'a' && c <= 'h') {
			return true
		}
		white := c == 'K' || c == 'Q'
		king, rook, squares := byte('K'), byte('R'), rank(1)
		if !white {
			king, rook, squares = 'k', 'r', rank(8)
		}
		k := strings.IndexByte(string(squares), king)
		if k < 0 {
			continue
		}
		kingSide := c == 'K' || c == 'k'
		outer := -1 // the outermost rook on that side of the king
		for i := range squares {
			if squares[i] == rook && ((kingSide && i > k) || (!kingSide && i < k)) {
				if outer < 0 || kingSide {
					outer = i
				}
				if !kingSide {
					break
				}
			}
		}
		if outer < 0 {
			continue
		}
		corner := 7
		if !kingSide {
			corner = 0
		}
		if k != 4 || outer != corner {
			return true
		}
	}
	return false
}

// SideToMove is "white" or "black" from a FEN's second field ("" if none).
func SideToMove(fen string) string {
	f := strings.Fields(fen)
	if len(f) < 2 {
		return ""
	}
	switch f[1] {
	case "w":
		return "white"
	case "b":
		return "black"
	}
	return ""
}
