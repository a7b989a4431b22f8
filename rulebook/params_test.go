package rulebook

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/chessconform/chessconform/yamlschema"
)

// Every catalogue parameter has exactly one field of Params, every field is
// a catalogue parameter, and every field's type describes itself.
func TestEveryParameterHasAFieldAndADescription(t *testing.T) {
	pt := reflect.TypeFor[Params]()
	fields := map[string]string{}
	for i := range pt.NumField() {
		f := pt.Field(i)
		id := f.Tag.Get("param")
		if _, ok := paramByID(id); !ok {
			t.Errorf("Params.%s: tag %q is not a catalogue parameter", f.Name, id)
			continue
		}
		if other, dup := fields[id]; dup {
			t.Errorf("Params.%s and Params.%s both hold %s", other, f.Name, id)
		}
		fields[id] = f.Name
		if !f.Type.Implements(reflect.TypeFor[Describer]()) {
			t.Errorf("Params.%s (%s): %s has no Describe method", f.Name, id, f.Type)
		}
	}
	for _, id := range ParameterIDs() {
		if _, ok := fields[id]; !ok {
			t.Errorf("catalogue parameter %s has no field in Params", id)
		}
	}
}

// looksRaw reports whether a description is a value's JSON rather than words.
func looksRaw(s string) bool {
	s = strings.TrimSpace(s)
	return s == "" || strings.HasPrefix(s, "{") || strings.HasPrefix(s, "[") || strings.HasPrefix(s, `"`) ||
		s == "true" || s == "false" || s == "null" || regexp.MustCompile(`^-?[0-9.]+$`).MatchString(s) ||
		strings.Contains(s, `":`) || strings.HasPrefix(s, "unreadable")
}

// Every value of every shipped rulebook (amended values too) is described
// in words, and Value.Describe agrees with Describe.
func TestEveryShippedValueIsDescribed(t *testing.T) {
	set := sharedSet(t)
	seen := map[string]bool{}
	for _, f := range set.Files() {
		r, err := set.Resolve(f.ID)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range r.Values() {
			if v.Absent {
				continue
			}
			seen[v.ID] = true
			d := v.Describe()
			if looksRaw(d) {
				t.Errorf("%s %s: description %q is not words", f.ID, v.ID, d)
			}
			if d2 := Describe(v.ID, v.Value, false); d2 != d {
				t.Errorf("%s %s: Describe %q, Value.Describe %q", f.ID, v.ID, d2, d)
			}
			for _, a := range v.Amendments {
				if d := Describe(v.ID, a.Value, false); looksRaw(d) {
					t.Errorf("%s %s amended %s: description %q is not words", f.ID, v.ID, a.From, d)
				}
			}
		}
	}
	for _, id := range ParameterIDs() {
		if !seen[id] {
			t.Errorf("no shipped rulebook has a value of %s to describe", id)
		}
	}
	if d := Describe("draws.fivefold", map[string]any{"occurrences": "five"}, false); !strings.HasPrefix(d, "unreadable") || !looksRaw(d) {
		t.Errorf("an undecodable value: %q", d)
	}
}

// jsonValue matches a JSON object or array as FormatValue prints one, raw or
// HTML-escaped.
var jsonValue = regexp.MustCompile(`\{"|\{&#34;|\["|\[&#34;|\[\]|\{\}`)

// Issue 15 criterion 7: the markdown and HTML diffs of every pair of
// shipped rulebooks with the same base print no parameter value as JSON.
func TestDiffPagesPrintNoJSON(t *testing.T) {
	set := sharedSet(t)
	var ids []string
	for _, f := range set.Files() {
		if f.Kind != KindRegulations {
			ids = append(ids, f.ID)
		}
	}
	pairs := 0
	for _, a := range ids {
		for _, b := range ids {
			if a >= b {
				continue
			}
			cs, err := set.Diff(a, b)
			if err != nil {
				t.Fatal(err)
			}
			for _, format := range []string{"markdown", "html"} {
				var buf bytes.Buffer
				if err := WriteDiff(&buf, a, b, cs, format); err != nil {
					t.Fatal(err)
				}
				if m := jsonValue.FindIndex(buf.Bytes()); m != nil {
					lo, hi := max(m[0]-80, 0), min(m[1]+80, buf.Len())
					t.Errorf("%s %s → %s prints JSON: …%s…", format, a, b, buf.Bytes()[lo:hi])
				}
			}
			pairs++
		}
	}
	if pairs < 40 {
		t.Fatalf("only %d pairs compared", pairs)
	}
}

// A value the schema lets through but the Go type cannot hold is a load
// problem located at the value (file:line), like a schema problem. The
// schema here is loosened so that the extra field gets past it.
func TestDecodeProblemIsLocated(t *testing.T) {
	schema := read(t, SchemaPath)
	var s map[string]any
	if err := json.Unmarshal([]byte(schema), &s); err != nil {
		t.Fatal(err)
	}
	ff := s["$defs"].(map[string]any)["v:draws.fivefold"].(map[string]any)
	delete(ff, "additionalProperties")
	loose, _ := json.Marshal(s)
	fsys := fstest.MapFS{SchemaPath: {Data: loose}}
	set, err := NewSet(fsys)
	if err != nil {
		t.Fatal(err)
	}
	// the decoded-value check is what reports it, not the loosened schema
	if _, err := decodeParam("draws.fivefold", map[string]any{"occurrences": 5, "counting": "any", "times": 5}); err == nil {
		t.Fatal("decodeParam accepts an unknown field")
	}
	src := read(t, "rules/editions/fide-2018-01.yaml")
	needle := `"counting": "any"`
	if !strings.Contains(src, needle) {
		t.Fatalf("%q not in fide-2018-01.yaml", needle)
	}
	src = strings.Replace(src, needle, needle+`, "times": 5`, 1)
	err = set.Add("rules/editions/fide-2018-01.yaml", []byte(src))
	var ps yamlschema.Problems
	if !errors.As(err, &ps) || len(ps) != 1 {
		t.Fatalf("want one problem, got %v", err)
	}
	line, _ := lineCol(t, src, needle)
	p := ps[0]
	if p.Pointer != "/parameters/draws/fivefold/value" || p.Line != line || !strings.Contains(p.Message, `unknown field "times"`) {
		t.Errorf("problem %+v, want line %d at the value naming the field", p, line)
	}
	if set.File("fide-2018-01") != nil {
		t.Error("the file was added despite the problem")
	}
}
