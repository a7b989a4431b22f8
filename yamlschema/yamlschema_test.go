package yamlschema

import (
	"strings"
	"testing"
	"testing/fstest"
)

const gameSchema = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": false,
  "required": ["fen"],
  "properties": {
    "fen": {"type": "string", "pattern": "^[a-h]$"},
    "clock": {"$ref": "clock.schema.json"},
    "moves": {"type": "array", "items": {"type": "string"}},
    "played": {"type": "string", "format": "date"},
    "value": {"oneOf": [{"type": "integer"}, {"type": "object", "additionalProperties": false, "properties": {"n": {"type": "integer"}}}]}
  }
}`

const clockSchema = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "type": "object",
  "additionalProperties": false,
  "properties": {"increment": {"type": "integer", "minimum": 0}}
}`

func schemaFS() fstest.MapFS {
	return fstest.MapFS{
		"schema/game.schema.json":  {Data: []byte(gameSchema)},
		"schema/clock.schema.json": {Data: []byte(clockSchema)},
	}
}

func compile(t *testing.T) *Schema {
	t.Helper()
	s, err := Compile(schemaFS(), "schema/game.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func lines(ps []Problem) string {
	var b strings.Builder
	for _, p := range ps {
		b.WriteString(p.String())
		b.WriteString("\n")
	}
	return b.String()
}

func TestValid(t *testing.T) {
	s := compile(t)
	src := "fen: a\nclock:\n  increment: 3\nmoves: [e2e4]\nplayed: 2024-05-01\nvalue: {n: 2}\n"
	if _, ps := s.Validate("ok.yaml", []byte(src)); len(ps) != 0 {
		t.Fatalf("unexpected problems:\n%s", lines(ps))
	}
}

func TestEveryErrorSortedWithPositions(t *testing.T) {
	s := compile(t)
	// Positions worked out by hand from the source below (1-based line:col).
	src := "" +
		"fen: zz\n" + // 1: pattern fails at value col 6
		"clock:\n" + // 2
		"  increment: -1\n" + // 3: minimum, value at col 14
		"  colour: red\n" + // 4: unknown key at col 3
		"moves: [e2e4, 7]\n" + // 5: item 1 not a string, col 15
		"played: 2024-13-01\n" + // 6: bad date, col 9
		"extra: 1\n" // 7: unknown key at col 1
	_, ps := s.Validate("bad.yaml", []byte(src))
	got := lines(ps)
	want := []string{
		"bad.yaml:1:6 /fen: does not match pattern '^[a-h]$'",
		"bad.yaml:3:14 /clock/increment: must be >= 0 but found -1",
		"bad.yaml:4:3 /clock/colour: unknown key \"colour\"",
		"bad.yaml:5:15 /moves/1: expected string, but got number",
		"bad.yaml:6:9 /played: '2024-13-01' is not valid 'date'",
		"bad.yaml:7:1 /extra: unknown key \"extra\"",
	}
	if got != strings.Join(want, "\n")+"\n" {
		t.Fatalf("got:\n%s\nwant:\n%s", got, strings.Join(want, "\n"))
	}
	// Deterministic: the same input gives byte-identical output every time.
	for i := 0; i < 20; i++ {
		if _, ps2 := s.Validate("bad.yaml", []byte(src)); lines(ps2) != got {
			t.Fatalf("run %d differs:\n%s", i, lines(ps2))
		}
	}
}

func TestMissingRequiredAtRoot(t *testing.T) {
	s := compile(t)
	_, ps := s.Validate("m.yaml", []byte("\nmoves: []\n"))
	if len(ps) != 1 || ps[0].Line != 2 || ps[0].Col != 1 || ps[0].Pointer != "" ||
		!strings.Contains(ps[0].Message, "missing properties: 'fen'") {
		t.Fatalf("got %s", lines(ps))
	}
	if !strings.HasPrefix(ps[0].String(), "m.yaml:2:1 /: ") {
		t.Fatalf("root pointer shown as %q", ps[0].String())
	}
}

func TestOneOfReportsBestBranch(t *testing.T) {
	s := compile(t)
	_, ps := s.Validate("o.yaml", []byte("fen: a\nvalue:\n  n: 1\n  m: 2\n"))
	if got := lines(ps); got != "o.yaml:4:3 /value/m: unknown key \"m\"\n" {
		t.Fatalf("got %s", got)
	}
}

func TestDuplicateKeys(t *testing.T) {
	s := compile(t)
	_, ps := s.Validate("d.yaml", []byte("fen: a\nclock:\n  increment: 1\n  increment: 2\nfen: b\n"))
	want := "d.yaml:4:3 /clock/increment: duplicate key \"increment\" (first at line 3, column 3)\n" +
		"d.yaml:5:1 /fen: duplicate key \"fen\" (first at line 1, column 1)\n"
	if got := lines(ps); got != want {
		t.Fatalf("got:\n%swant:\n%s", got, want)
	}
}

func TestSyntaxError(t *testing.T) {
	s := compile(t)
	_, ps := s.Validate("s.yaml", []byte("fen: a\nclock: x: y\n"))
	if len(ps) != 1 || ps[0].Line != 2 || ps[0].File != "s.yaml" ||
		!strings.Contains(ps[0].Message, "mapping values are not allowed") {
		t.Fatalf("got %s", lines(ps))
	}
}

func TestEmptyDocument(t *testing.T) {
	s := compile(t)
	if _, ps := s.Validate("e.yaml", nil); len(ps) != 1 || ps[0].Message != "empty document" {
		t.Fatalf("got %s", lines(ps))
	}
}

func TestNonStringKeysAndAt(t *testing.T) {
	d, ps := Parse("k.yaml", []byte("a:\n  1: x\n  b/c: y\n"))
	if len(ps) != 0 {
		t.Fatal(lines(ps))
	}
	m := d.Value.(map[string]any)["a"].(map[string]any)
	if m["1"] != "x" {
		t.Fatalf("non-string key not stringified: %#v", m)
	}
	if p := d.At("/a/b~1c", "msg"); p.Line != 3 || p.Col != 8 {
		t.Fatalf("At: %s", p)
	}
	if !d.Has("/a/b~1c") || d.Has("/a/zz") {
		t.Fatal("Has")
	}
}

func TestRefusesRemoteRefs(t *testing.T) {
	fsys := fstest.MapFS{"schema/x.json": {Data: []byte(`{"$ref": "https://example.com/s.json"}`)}}
	if _, err := Compile(fsys, "schema/x.json"); err == nil {
		t.Fatal("remote $ref compiled")
	}
}

func TestOneOfAllBranchesWrongType(t *testing.T) {
	s := compile(t)
	_, ps := s.Validate("o.yaml", []byte("fen: a\nvalue: [1]\n"))
	if got := lines(ps); got != "o.yaml:2:8 /value: expected integer or object, but got array\n" {
		t.Fatalf("got %s", got)
	}
}

func TestFalseSchemaNamesTheKey(t *testing.T) {
	fsys := fstest.MapFS{"schema/x.json": {Data: []byte(`{"type":"object","properties":{"a":{"type":"object","properties":{"b":false}}}}`)}}
	s, err := Compile(fsys, "schema/x.json")
	if err != nil {
		t.Fatal(err)
	}
	_, ps := s.Validate("f.yaml", []byte("a:\n  c: 1\n  b: 2\n"))
	if got := lines(ps); got != "f.yaml:3:3 /a/b: key \"b\" is not allowed here\n" {
		t.Fatalf("got %s", got)
	}
}
