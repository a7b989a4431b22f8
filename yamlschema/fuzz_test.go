package yamlschema

import (
	"bytes"
	"testing"
)

// FuzzParse: any input is parsed or rejected with problems located inside
// the input (a syntax error's line and column exist in it), and nothing
// panics; validation of whatever parses does not panic either.
func FuzzParse(f *testing.F) {
	for _, s := range []string{
		"fen: a\nclock:\n  increment: 3\n",
		"a:\n  b: 1\n     c: 2\n",
		"a: &a [1, 2]\nb: *a\nc: {<<: {x: 1}, y: .inf}\n",
		"- [a, b\n- c\n",
		"k: \"open\n",
		"? [a]\n: b\n",
		"1: x\ntrue: y\n~: z\n2024-01-01: d\n",
	} {
		f.Add([]byte(s))
	}
	s := compileF(f)
	f.Fuzz(func(t *testing.T, src []byte) {
		d, ps := Parse("f.yaml", src)
		lines := bytes.Count(src, []byte("\n")) + 1
		for _, p := range ps {
			if p.Line < 1 || p.Line > lines || p.Col < 1 {
				t.Fatalf("problem outside the input (%d lines): %s", lines, p)
			}
		}
		if d != nil {
			s.ValidateParsed(d, ps)
		}
	})
}

func compileF(f *testing.F) *Schema {
	f.Helper()
	s, err := Compile(schemaFS(), "schema/game.schema.json")
	if err != nil {
		f.Fatal(err)
	}
	return s
}
