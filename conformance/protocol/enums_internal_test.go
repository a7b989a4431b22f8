package protocol

import (
	"encoding/json"
	"os"
	"slices"
	"testing"
)

// TestValidatorEnumsAreTheSchemas: the closed lists the client checks
// answers against (validate.go) are exactly the enums of
// schema/protocol/results.schema.json, so that an adapter written from the
// schema is never told an answer is malformed for a value the schema allows,
// nor let through with one it forbids.
func TestValidatorEnumsAreTheSchemas(t *testing.T) {
	b, err := os.ReadFile("../../schema/protocol/results.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var s struct {
		Defs map[string]struct {
			Properties map[string]struct {
				Enum []string `json:"enum"`
			} `json:"properties"`
		} `json:"$defs"`
	}
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		op, field string
		want      []string
	}{
		{"game_status", "termination", statusTerminations},
		// omitempty: "" never travels in a ruling, so the schema lists no "".
		{"adjudicate", "termination", slices.DeleteFunc(slices.Clone(rulingTerminations), func(s string) bool { return s == "" })},
		{"unwinnable", "verdict", verdicts},
		{"classify", "category", categories},
	} {
		got := slices.Sorted(slices.Values(s.Defs[c.op].Properties[c.field].Enum))
		want := slices.Sorted(slices.Values(c.want))
		if !slices.Equal(got, want) {
			t.Errorf("%s.%s: schema enum %q, validator accepts %q", c.op, c.field, got, want)
		}
	}
}
