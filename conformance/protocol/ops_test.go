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

// The operations declared in ops.go, the request and result schemas and
// PROTOCOL.md name the same operations: a new operation declared without
// its schema or its documentation fails here, and so does a schema entry
// that no declaration backs.
func TestOperationsMatchSchemasAndDocs(t *testing.T) {
	var req struct {
		AllOf []struct {
			If struct {
				Properties struct {
					Op struct {
						Const string `json:"const"`
					} `json:"op"`
				} `json:"properties"`
			} `json:"if"`
		} `json:"allOf"`
		Defs map[string]json.RawMessage `json:"$defs"`
	}
	var res struct {
		Defs map[string]json.RawMessage `json:"$defs"`
	}
	for name, v := range map[string]any{"request": &req, "results": &res} {
		b, err := chessconform.Data.ReadFile("schema/protocol/" + name + ".schema.json")
		if err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(b, v); err != nil {
			t.Fatalf("%s.schema.json: %v", name, err)
		}
	}
	doc, err := os.ReadFile("../PROTOCOL.md")
	if err != nil {
		t.Fatal(err)
	}
	var inSchema []string
	for _, a := range req.AllOf {
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
			t.Errorf("%s: request.schema.json has no allOf entry for it", n)
		}
		if _, ok := req.Defs[n+"_params"]; !ok {
			t.Errorf("%s: request.schema.json has no $defs/%s_params", n, n)
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
			t.Errorf("request.schema.json has %q, which no Op declares (conformance/protocol/ops.go)", n)
		}
	}
}
