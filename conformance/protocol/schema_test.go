package protocol_test

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/outcome"
)

// Every schema file is a valid JSON Schema (the compiler checks each
// against the draft 2020-12 meta-schema) and every result definition
// compiles.
func TestSchemasAreValid(t *testing.T) {
	s := loadSchemas(t)
	b, err := chessconform.Data.ReadFile("schema/protocol/results.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Defs map[string]json.RawMessage `json:"$defs"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Defs) < 10 {
		t.Fatalf("%d definitions in results.schema.json", len(doc.Defs))
	}
	for name := range doc.Defs {
		if _, err := s.c.Compile(schemaBase + "results.schema.json#/$defs/" + name); err != nil {
			t.Errorf("results #/$defs/%s: %v", name, err)
		}
	}
}

// enumOf reads the enum of a result field.
func enumOf(t *testing.T, op, field string) []string {
	t.Helper()
	b, err := chessconform.Data.ReadFile("schema/protocol/results.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Defs map[string]struct {
			Properties map[string]struct {
				Enum []string `json:"enum"`
			} `json:"properties"`
		} `json:"$defs"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	e := doc.Defs[op].Properties[field].Enum
	if len(e) == 0 {
		t.Fatalf("results #/$defs/%s/properties/%s has no enum", op, field)
	}
	return e
}

// sameSet reports the differences between two lists read as sets.
func sameSet(t *testing.T, what string, got, want []string) {
	t.Helper()
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("%s: the reference answers %q, the schema's enum lacks it", what, w)
		}
	}
	for _, g := range got {
		if !slices.Contains(want, g) {
			t.Errorf("%s: the schema's enum has %q, which the reference never answers", what, g)
		}
	}
}

// The termination enums are closed lists: exactly the values the
// reference (packages laws and arbiter) can answer.
func TestTerminationEnums(t *testing.T) {
	statusTerms := []string{""}
	var arbiterTerms []string
	for _, term := range outcome.Terminations() {
		if term.OnTheBoard() {
			statusTerms = append(statusTerms, string(term))
		}
		arbiterTerms = append(arbiterTerms, string(term))
	}
	sameSet(t, "game_status termination", enumOf(t, "game_status", "termination"), statusTerms)
	sameSet(t, "adjudicate termination", enumOf(t, "adjudicate", "termination"), arbiterTerms)
}

// hello's optional locales (protocol 1.1).
func TestHelloLocales(t *testing.T) {
	s := loadSchemas(t)
	rs, err := s.c.Compile(schemaBase + "results.schema.json#/$defs/hello")
	if err != nil {
		t.Fatal(err)
	}
	for line, ok := range map[string]bool{
		`{"protocol":1,"name":"x","version":"1","capabilities":["notation"],"rulebooks":[]}`:                       true,
		`{"protocol":1,"name":"x","version":"1","capabilities":["notation"],"rulebooks":[],"locales":["en","hu"]}`: true,
		`{"protocol":1,"name":"x","version":"1","capabilities":["notation"],"rulebooks":[],"locales":[]}`:          true,
		`{"protocol":1,"name":"x","version":"1","capabilities":["notation"],"rulebooks":[],"locales":["EN"]}`:      false,
		`{"protocol":1,"name":"x","version":"1","capabilities":["notation"],"rulebooks":[],"locales":["en","en"]}`: false,
		`{"protocol":1,"name":"x","version":"1","capabilities":["notation"],"rulebooks":[],"locales":"en"}`:        false,
		`{"protocol":1,"name":"x","version":"1","capabilities":["notation"],"rulebooks":[],"languages":["en"]}`:    false,
	} {
		if err := rs.Validate(decode(t, line)); (err == nil) != ok {
			t.Errorf("%s: valid %v, want %v (%v)", line, err == nil, ok, err)
		}
	}
}
