package yamlschema

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// The line yaml.v3 names for a parser error is where the enclosing block
// starts; the problem must be at the offending line and column instead.
func TestSyntaxErrorAtTheOffendingLine(t *testing.T) {
	var b strings.Builder
	b.WriteString("fen: a\nclock:\n")
	for i := 0; i < 24; i++ {
		fmt.Fprintf(&b, "  k%d: 1\n", i)
	}
	b.WriteString("  deep:\n    x: 1\n")
	b.WriteString("   bad: 2\n") // line 29, column 4: between two indentations
	b.WriteString("  k99: 3\n")
	for _, tc := range []struct {
		src       string
		line, col int
		msg       string
	}{
		{b.String(), 29, 4, "did not find expected key"},
		{"a:\n  b: 1\n     c: 2\n", 3, 7, "mapping values are not allowed in this context"},
		{"fen: a\nclock: x: y\n", 2, 9, "mapping values are not allowed in this context"},
		{"a: 1\nb:\n  c: 2\n\td: 3\n", 4, 1, "found a tab character"},
		{"a: 1\nb: \"open\n", 2, 4, "found unexpected end of stream"},
	} {
		_, ps := Parse("s.yaml", []byte(tc.src))
		if len(ps) != 1 || ps[0].Line != tc.line || ps[0].Col != tc.col || !strings.Contains(ps[0].Message, tc.msg) {
			t.Errorf("%q: got %s, want s.yaml:%d:%d ... %s", tc.src[len(tc.src)-12:], lines(ps), tc.line, tc.col, tc.msg)
		}
	}
}

// Duplicate keys, schema problems and non-finite numbers come in one run.
func TestAllProblemsInOneRun(t *testing.T) {
	s := compile(t)
	_, ps := s.Validate("a.yaml", []byte("fen: a\nfen: b\nclock:\n  increment: .inf\nextra: 1\nvalue: -.Inf\nmoves: [.NaN]\n"))
	want := "a.yaml:2:1 /fen: duplicate key \"fen\" (first at line 1, column 1)\n" +
		"a.yaml:4:14 /clock/increment: .inf is not a finite number (JSON has no infinity or NaN)\n" +
		"a.yaml:5:1 /extra: unknown key \"extra\"\n" +
		"a.yaml:6:8 /value: -.Inf is not a finite number (JSON has no infinity or NaN)\n" +
		"a.yaml:7:9 /moves/0: .NaN is not a finite number (JSON has no infinity or NaN)\n"
	if got := lines(ps); got != want {
		t.Fatalf("got:\n%swant:\n%s", got, want)
	}
}

func TestLimits(t *testing.T) {
	bomb := "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
	for i, prev := 0, "a"; i < 9; i++ {
		name := fmt.Sprintf("b%d", i)
		bomb += fmt.Sprintf("%s: &%s [*%s, *%s, *%s, *%s, *%s, *%s, *%s, *%s, *%s, *%s]\n", name, name, prev, prev, prev, prev, prev, prev, prev, prev, prev, prev)
		prev = name
	}
	deep := strings.Repeat("[", 100) + strings.Repeat("]", 100) + "\n"
	var many strings.Builder
	for i := 0; i < 1001; i++ {
		fmt.Fprintf(&many, "k%d: *a\n", i)
	}
	for _, tc := range []struct {
		name, src, want string
	}{
		{"size", "a: " + strings.Repeat("x", 1<<20) + "\n", "larger than the limit of 1 MiB"},
		{"alias bomb", bomb, "more than the limit of 250000 nodes with the aliases expanded"},
		{"depth", deep, "nested deeper than the limit of 64 levels"},
		{"aliases", "x: &a 1\n" + many.String(), "more than the limit of 1000 aliases"},
	} {
		start := time.Now()
		d, ps := Parse("l.yaml", []byte(tc.src))
		if d != nil || len(ps) != 1 || !strings.Contains(ps[0].Message, tc.want) {
			t.Errorf("%s: got %v %s, want %q", tc.name, d != nil, lines(ps), tc.want)
		}
		if el := time.Since(start); el > 5*time.Second {
			t.Errorf("%s: took %v", tc.name, el)
		}
	}
	// Aliases within the limits still work, merges included.
	d, ps := Parse("m.yaml", []byte("base: &b {x: 1, y: 2}\nuse: {<<: *b, y: 3}\nlist: [*b, *b]\n"))
	if len(ps) != 0 {
		t.Fatal(lines(ps))
	}
	use := d.Value.(map[string]any)["use"].(map[string]any)
	if use["x"] != 1 || use["y"] != 3 || len(d.Value.(map[string]any)["list"].([]any)) != 2 {
		t.Fatalf("merge/alias: %#v", d.Value)
	}
}

// Locating tens of thousands of problems in one mapping is linear: 80,000
// unknown keys (the old code took 92 s on this) with the size limit raised.
func TestManyUnknownKeysLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("a few seconds")
	}
	s := compile(t)
	var b strings.Builder
	b.WriteString("fen: a\n")
	const n = 80000
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "k%d: 1\n", i)
	}
	start := time.Now()
	_, ps := s.ValidateWithin(Limits{MaxBytes: 4 << 20}, "k.yaml", []byte(b.String()))
	if el := time.Since(start); el > 10*time.Second {
		t.Errorf("took %v", el)
	}
	if len(ps) != n || ps[n-1].Line != n+1 || ps[n-1].Message != fmt.Sprintf("unknown key %q", fmt.Sprintf("k%d", n-1)) {
		t.Fatalf("%d problems, last %v", len(ps), ps[len(ps)-1])
	}
}
