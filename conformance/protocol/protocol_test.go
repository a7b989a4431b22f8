package protocol_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v5"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/reference"
)

const schemaBase = "https://chessconform.org/schema/protocol/"

// schemas compiles the protocol's JSON Schemas from the embedded tree.
type schemas struct {
	c        *jsonschema.Compiler
	req, rsp *jsonschema.Schema
}

func loadSchemas(t *testing.T) *schemas {
	t.Helper()
	c := jsonschema.NewCompiler()
	c.Draft = jsonschema.Draft2020
	for _, f := range []string{"request", "response", "results"} {
		b, err := chessconform.Data.ReadFile("schema/protocol/" + f + ".schema.json")
		if err != nil {
			t.Fatal(err)
		}
		if err := c.AddResource(schemaBase+f+".schema.json", bytes.NewReader(b)); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
	}
	s := &schemas{c: c}
	s.req = c.MustCompile(schemaBase + "request.schema.json")
	s.rsp = c.MustCompile(schemaBase + "response.schema.json")
	return s
}

func decode(t *testing.T, line string) any {
	t.Helper()
	d := json.NewDecoder(strings.NewReader(line))
	d.UseNumber() // the validator wants json.Number for numbers
	var v any
	if err := d.Decode(&v); err != nil {
		t.Fatalf("not JSON: %v: %s", err, line)
	}
	return v
}

// checkExchange validates a request line and its response line, including
// the result against the operation's result schema.
func (s *schemas) checkExchange(t *testing.T, reqLine, rspLine string) {
	t.Helper()
	if err := s.req.Validate(decode(t, reqLine)); err != nil {
		t.Errorf("request %s: %v", reqLine, err)
	}
	if err := s.rsp.Validate(decode(t, rspLine)); err != nil {
		t.Errorf("response %s: %v", rspLine, err)
	}
	var req protocol.Request
	var rsp protocol.Response
	json.Unmarshal([]byte(reqLine), &req)
	json.Unmarshal([]byte(rspLine), &rsp)
	if rsp.ID != req.ID && rsp.ID != 0 {
		t.Errorf("response id %d to request %d", rsp.ID, req.ID)
	}
	if rsp.Result == nil {
		return
	}
	if _, known := protocol.OpCapability[req.Op]; !known && req.Op != protocol.OpHello && req.Op != protocol.OpQuit {
		t.Errorf("a result for the unknown operation %q", req.Op)
		return
	}
	rs, err := s.c.Compile(schemaBase + "results.schema.json#/$defs/" + req.Op)
	if err != nil {
		t.Fatalf("no result schema for %s: %v", req.Op, err)
	}
	if err := rs.Validate(decode(t, string(rsp.Result))); err != nil {
		t.Errorf("%s result %s: %v", req.Op, rsp.Result, err)
	}
}

// transcript reads the example transcript of PROTOCOL.md: pairs of "> " and "< " lines.
func transcript(t *testing.T) [][2]string {
	t.Helper()
	b, err := os.ReadFile("../PROTOCOL.md")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, ok := strings.Cut(string(b), "```jsonl\n")
	if !ok {
		t.Fatal("PROTOCOL.md has no ```jsonl transcript")
	}
	block, _, _ := strings.Cut(rest, "```")
	var pairs [][2]string
	var pending string
	for _, l := range strings.Split(strings.TrimSpace(block), "\n") {
		switch {
		case strings.HasPrefix(l, "> "):
			if pending != "" {
				t.Fatalf("two requests in a row: %s", l)
			}
			pending = l[2:]
		case strings.HasPrefix(l, "< "):
			if pending == "" {
				t.Fatalf("a response without a request: %s", l)
			}
			pairs = append(pairs, [2]string{pending, l[2:]})
			pending = ""
		default:
			t.Fatalf("transcript line without > or <: %q", l)
		}
	}
	if len(pairs) < 10 {
		t.Fatalf("transcript has %d exchanges", len(pairs))
	}
	return pairs
}

func TestTranscriptMatchesSchemas(t *testing.T) {
	s := loadSchemas(t)
	pairs := transcript(t)
	ops := map[string]bool{}
	for _, p := range pairs {
		s.checkExchange(t, p[0], p[1])
		var req protocol.Request
		json.Unmarshal([]byte(p[0]), &req)
		ops[req.Op] = true
	}
	// The transcript shows the handshake, the end, and every capability
	// with a real answer except those the reference did not implement.
	for _, op := range []string{"hello", "quit", "legal_moves", "play", "perft", "in_check", "to_san", "from_san", "read_entry", "game_status", "unwinnable", "classify"} {
		if !ops[op] {
			t.Errorf("the transcript never shows %s", op)
		}
	}
}

// TestTranscriptReplays sends the transcript's moves, notation and unwinnability requests
// to the reference server and requires the documented answers (legal moves
// as a set; for errors, the code). The positions' answers follow from
// Article 3 and Appendix C (e.g. the Chess960 position's only castling is
// b-side, written e1b1, because Black's g8 rook attacks g1).
func TestTranscriptReplays(t *testing.T) {
	ref, err := reference.New(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	srv := &protocol.Server{Subject: ref}
	for _, p := range transcript(t) {
		var req protocol.Request
		var want protocol.Response
		json.Unmarshal([]byte(p[0]), &req)
		json.Unmarshal([]byte(p[1]), &want)
		switch protocol.OpCapability[req.Op] {
		case protocol.CapMoves, protocol.CapNotation, protocol.CapUnwinnability:
		default:
			continue
		}
		got := srv.Handle(context.Background(), req)
		switch {
		case want.Error != nil:
			if got.Error == nil || got.Error.Code != want.Error.Code {
				t.Errorf("%s: got %+v, want error code %s", p[0], got, want.Error.Code)
			}
		case req.Op == protocol.OpLegalMoves:
			var g, w protocol.MovesResult
			json.Unmarshal(got.Result, &g)
			json.Unmarshal(want.Result, &w)
			slices.Sort(g.Moves)
			slices.Sort(w.Moves)
			if !slices.Equal(g.Moves, w.Moves) {
				t.Errorf("%s: got %v, want %v", p[0], g.Moves, w.Moves)
			}
		case req.Op == protocol.OpUnwinnable:
			// King and bishop against king cannot mate (a dead position,
			// Article 5.2.2); only the verdict is a fact, nodes are effort.
			var g, w struct{ Verdict string }
			json.Unmarshal(got.Result, &g)
			json.Unmarshal(want.Result, &w)
			if g.Verdict != w.Verdict || w.Verdict != "unwinnable" {
				t.Errorf("%s: got %s, want %s", p[0], got.Result, want.Result)
			}
		default:
			if string(got.Result) != string(want.Result) {
				t.Errorf("%s: got %s, want %s", p[0], got.Result, want.Result)
			}
		}
	}
}

// TestServerTrafficMatchesSchemas runs the server over pipes with the
// transcript's requests plus malformed ones and validates every line it writes.
func TestServerTrafficMatchesSchemas(t *testing.T) {
	s := loadSchemas(t)
	ref, err := reference.New(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	srv := &protocol.Server{Subject: ref, Hello: protocol.HelloResult{Name: "test", Version: "1", Capabilities: protocol.Probe(context.Background(), ref, "fide-2023"), Rulebooks: []string{"fide-2023"}}}
	var reqs []string
	for _, p := range transcript(t) {
		if !strings.Contains(p[0], `"quit"`) {
			reqs = append(reqs, p[0])
		}
	}
	// Requests a careless client could send: each gets an invalid_request answer.
	bad := []string{`not json`, `{"id":90,"op":"perft","params":{"fen":"8/8/8/8/8/8/8/K6k w - - 0 1","depth":1,"extra":1}}`, `{"id":91}`, `{"id":92,"op":"perft"}`}
	reqs = append(reqs, bad...)
	reqs = append(reqs, `{"id":99,"op":"quit"}`)
	pr, pw := io.Pipe()
	var out bytes.Buffer
	done := make(chan error, 1)
	go func() { done <- srv.Serve(context.Background(), pr, &out) }()
	for _, r := range reqs {
		io.WriteString(pw, r+"\n")
	}
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	pw.Close()
	sc := bufio.NewScanner(&out)
	sc.Buffer(nil, protocol.MaxLine)
	i := 0
	for sc.Scan() {
		if i >= len(reqs) {
			t.Fatalf("more responses than requests: %s", sc.Text())
		}
		if slices.Contains(bad, reqs[i]) {
			var rsp protocol.Response
			json.Unmarshal(sc.Bytes(), &rsp)
			if rsp.Error == nil || rsp.Error.Code != protocol.CodeInvalidRequest {
				t.Errorf("%s: got %s, want an invalid_request error", reqs[i], sc.Text())
			}
			if err := s.rsp.Validate(decode(t, sc.Text())); err != nil {
				t.Errorf("response %s: %v", sc.Text(), err)
			}
		} else {
			s.checkExchange(t, reqs[i], sc.Text())
		}
		i++
	}
	if i != len(reqs) {
		t.Errorf("%d responses to %d requests", i, len(reqs))
	}
}

func TestSplitCommand(t *testing.T) {
	cases := []struct {
		in   string
		want []string
	}{
		{`stockfish`, []string{"stockfish"}},
		{`  node  adapter.js --depth 3 `, []string{"node", "adapter.js", "--depth", "3"}},
		{`python3 'my adapter.py' "a \"b\" c" d\ e`, []string{"python3", "my adapter.py", `a "b" c`, "d e"}},
		{`echo $HOME '*' ; ls`, []string{"echo", "$HOME", "*", ";", "ls"}},
		{`x '' ""`, []string{"x", "", ""}},
	}
	for _, c := range cases {
		got, err := protocol.SplitCommand(c.in)
		if err != nil || !slices.Equal(got, c.want) {
			t.Errorf("SplitCommand(%q) = %q, %v; want %q", c.in, got, err, c.want)
		}
		back, err := protocol.SplitCommand(protocol.QuoteCommand(c.want))
		if err != nil || !slices.Equal(back, c.want) {
			t.Errorf("QuoteCommand(%q) = %q does not split back", c.want, protocol.QuoteCommand(c.want))
		}
	}
	for _, bad := range []string{``, `   `, `a 'b`, `a "b`, `a\`} {
		if got, err := protocol.SplitCommand(bad); err == nil {
			t.Errorf("SplitCommand(%q) = %q, want an error", bad, got)
		}
	}
}
