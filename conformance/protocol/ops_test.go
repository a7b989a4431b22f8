package protocol_test

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/conformance/protocol"
)

// The operations declared in ops.go, the schema of their params and results
// and PROTOCOL.md name the same operations: a new operation declared without
// its schema or its documentation fails here, and so does a schema entry
// that no declaration backs.
func TestOperationsMatchSchemasAndDocs(t *testing.T) {
	var res struct {
		Defs    map[string]json.RawMessage `json:"$defs"`
		Request struct {
			AllOf []struct {
				If struct {
					Properties struct {
						Op struct {
							Const string `json:"const"`
						} `json:"op"`
					} `json:"properties"`
				} `json:"if"`
			} `json:"allOf"`
		} `json:"-"`
	}
	b, err := chessconform.Data.ReadFile("schema/protocol/results.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &res); err != nil {
		t.Fatalf("results.schema.json: %v", err)
	}
	if err := json.Unmarshal(res.Defs["request"], &res.Request); err != nil {
		t.Fatalf("results.schema.json#/$defs/request: %v", err)
	}
	doc, err := os.ReadFile("../PROTOCOL.md")
	if err != nil {
		t.Fatal(err)
	}
	var inSchema []string
	for _, a := range res.Request.AllOf {
		if op := a.If.Properties.Op.Const; op != "" {
			inSchema = append(inSchema, op)
		}
	}
	if len(protocol.Operations) < 13 {
		t.Fatalf("%d operations declared", len(protocol.Operations))
	}
	seen := map[string]bool{}
	for _, op := range protocol.Operations {
		n := op.Name
		if seen[n] {
			t.Errorf("%s is declared twice", n)
		}
		seen[n] = true
		if protocol.Lookup(n) != op {
			t.Errorf("Lookup(%q) is not its declaration", n)
		}
		if op.Doc == "" {
			t.Errorf("%s: no Doc", n)
		}
		if (op.Capability == "") != (n == protocol.OpHello || n == protocol.OpQuit) ||
			op.Capability != "" && !slices.Contains(protocol.Capabilities, op.Capability) {
			t.Errorf("%s: capability %q", n, op.Capability)
		}
		if !slices.Contains(inSchema, n) {
			t.Errorf("%s: results.schema.json#/$defs/request has no allOf entry for it", n)
		}
		if _, ok := res.Defs[n+"_params"]; !ok {
			t.Errorf("%s: results.schema.json has no $defs/%s_params", n, n)
		}
		if _, ok := res.Defs[n]; !ok {
			t.Errorf("%s: results.schema.json has no $defs/%s", n, n)
		}
		if !strings.Contains(string(doc), "`"+n+"`") {
			t.Errorf("%s: PROTOCOL.md does not document it", n)
		}
	}
	for _, n := range inSchema {
		if !seen[n] {
			t.Errorf("results.schema.json#/$defs/request has %q, which no Op declares (conformance/protocol/ops.go)", n)
		}
	}
}

// request.schema.json checks each operation's params through
// results.schema.json#/$defs/request: a request with the params of another
// operation, or with none where some are required, is invalid.
func TestRequestSchemaChecksParams(t *testing.T) {
	s := loadSchemas(t)
	const fen = `"fen":"4k3/8/8/8/8/8/8/4K3 w - - 0 1"`
	for line, ok := range map[string]bool{
		`{"id":1,"op":"perft","params":{` + fen + `,"depth":2}}`:          true,
		`{"id":1,"op":"perft","params":{` + fen + `}}`:                    false,
		`{"id":1,"op":"legal_moves","params":{` + fen + `,"depth":2}}`:    false,
		`{"id":1,"op":"to_san","params":{` + fen + `,"move":"e1d1"}}`:     false,
		`{"id":1,"op":"legal_moves"}`:                                     false,
		`{"id":1,"op":"quit"}`:                                            true,
		`{"id":1,"op":"takeback","params":{}}`:                            true,
		`{"id":1,"op":"read_entry","params":{` + fen + `,"entry":"Kd1"}}`: false,
	} {
		if err := s.req.Validate(decode(t, line)); (err == nil) != ok {
			t.Errorf("%s: valid %v, want %v (%v)", line, err == nil, ok, err)
		}
	}
}
