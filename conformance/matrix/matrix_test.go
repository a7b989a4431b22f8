package matrix

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/chessconform/chessconform/conformance/certify"
)

// cert makes a certificate of program name with the given cases
// ("ID STATUS CAPABILITY ARTICLES").
func cert(name, version string, cases ...string) *certify.Certificate {
	c := &certify.Certificate{Schema: certify.SchemaID, Subject: certify.Info{Name: name, Version: version, Driver: "protocol",
		Capabilities: []string{"moves", "status"}}}
	for _, s := range cases {
		f := strings.Fields(s)
		k := certify.Case{ID: f[0], Status: f[1], Capability: f[2], Articles: strings.Split(f[3], ","), Name: "case " + f[0],
			Requests: []string{`{"id":1,"op":"legal_moves","params":{"fen":"4k3/8/8/8/8/8/8/4K2R w K - 0 1"}}`}}
		c.Cases = append(c.Cases, k)
	}
	return c
}

const expectedText = `# a comment kept
program: lib
version: 1.0
engine: node adapter.js

group: claims-ignored
article: 9.2.1.1
reason: has no claim by intended move
confirmed: laws: 9.2.1.1
confirmed: implementation: python-chess claims it
# a comment in the group
features/a.feature:10 fail 9.2.1.1
features/a.feature:11 fail 9.2.1.1

group: crash
article: 2.2
reason: panics without a king
confirmed: hand: 4k3/8/8/8/8/8/8/8 w - - 0 1 has no white king
invalid-fen/no-white-king error 2.2
`

func readTestExpected(t *testing.T, text string) *Expected {
	t.Helper()
	e, err := ReadExpected(strings.NewReader(text), "test.txt")
	if err != nil {
		t.Fatal(err)
	}
	return e
}

func TestCheckExact(t *testing.T) {
	e := readTestExpected(t, expectedText)
	c := cert("lib", "1.0",
		"features/a.feature:10 fail status 9.2.1.1",
		"features/a.feature:11 fail status 9.2.1.1",
		"features/a.feature:12 pass status 9.2.1.1",
		"features/a.feature:13 unsupported status 9.2.1.1",
		"invalid-fen/no-white-king error moves 2.2")
	if d := e.Check(c); len(d) != 0 {
		t.Fatalf("Check = %q, want no difference", d)
	}
}

func TestCheckBothDirections(t *testing.T) {
	e := readTestExpected(t, expectedText)
	c := cert("lib", "1.1",
		"features/a.feature:10 fail status 9.2.1.1",    // expected
		"features/a.feature:11 pass status 9.2.1.1",    // expected, now passes
		"features/a.feature:14 fail status 9.3.1",      // new
		"invalid-fen/no-white-king fail moves 2.2,1.4", // changed status and articles
	)
	d := strings.Join(e.Check(c), "\n")
	for _, want := range []string{
		"certificate of lib 1.1, file for version 1.0",
		"unexpected failure: features/a.feature:14 fail 9.3.1",
		"expected failure not seen: features/a.feature:11 fail 9.2.1.1 (group claims-ignored)",
		"changed: invalid-fen/no-white-king fail 2.2,1.4 (expected invalid-fen/no-white-king error 2.2)",
	} {
		if !strings.Contains(d, want) {
			t.Errorf("Check report lacks %q:\n%s", want, d)
		}
	}
	if got := e.Check(cert("other", "1.0")); !strings.Contains(strings.Join(got, "\n"), `certificate of "other", file for "lib"`) {
		t.Errorf("another program's certificate: %q", got)
	}
}

func TestValidate(t *testing.T) {
	e := readTestExpected(t, strings.Replace(expectedText, "confirmed: hand: 4k3/8/8/8/8/8/8/8 w - - 0 1 has no white king\n", "confirmed: looked at it\n", 1))
	v := strings.Join(e.Validate(), "\n")
	if !strings.Contains(v, `group crash: confirmed "looked at it" does not start with laws:, implementation:, hand:`) {
		t.Errorf("Validate = %s", v)
	}
	e = readTestExpected(t, strings.Replace(expectedText, "reason: panics without a king\n", "", 1))
	if v := strings.Join(e.Validate(), "\n"); !strings.Contains(v, "group crash: no reason") {
		t.Errorf("Validate = %s", v)
	}
}

func TestReadExpectedErrors(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"group: g\n", `no "program:" line`},
		{"program: p\nx/y fail 1\n", `test.txt:2: case "x/y" outside a group`},
		{"program: p\ngroup: g\nx/y pass 1\n", "status \"pass\""},
		{"program: p\ngroup: g\nx/y fail 1\nx/y fail 1\n", "already listed at line 3"},
		{"program: p\ngroup: g\ngroup: g\n", `group "g" twice`},
		{"program: p\ncolour: red\n", `unknown key "colour"`},
		{"program: p\ngroup: g\nprogram: q\n", "belongs before the first group"},
	} {
		_, err := ReadExpected(strings.NewReader(c.text), "test.txt")
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ReadExpected(%q) = %v, want an error containing %q", c.text, err, c.want)
		}
	}
}

func TestUpdateRoundTrip(t *testing.T) {
	e := readTestExpected(t, expectedText)
	c := cert("lib", "1.1",
		"features/a.feature:10 fail status 9.2.1.1",
		"features/a.feature:14 fail status 9.3.1",
		"invalid-fen/no-white-king fail moves 2.2")
	e.Update(c)
	var buf bytes.Buffer
	if err := e.Format(&buf); err != nil {
		t.Fatal(err)
	}
	text := buf.String()
	for _, want := range []string{"# a comment kept\nprogram: lib\nversion: 1.1\nengine: node adapter.js\n",
		"# a comment in the group\nfeatures/a.feature:10 fail 9.2.1.1\n\ngroup: crash",
		"invalid-fen/no-white-king fail 2.2\n", "group: untriaged\narticle: ?\n", "features/a.feature:14 fail 9.3.1\n"} {
		if !strings.Contains(text, want) {
			t.Errorf("updated file lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "a.feature:11") {
		t.Errorf("a case that no longer fails is still listed:\n%s", text)
	}
	back := readTestExpected(t, text)
	d := back.Check(c)
	if len(d) != 1 || !strings.Contains(d[0], "group untriaged: 1 failures not triaged") {
		t.Errorf("after Update, Check = %q, want only the untriaged group refused", d)
	}
}

func TestMarkdownDeterministicAndInert(t *testing.T) {
	a := cert("zeta", "2", "features/a.feature:10 fail status 9.2.1.1", "perft/x/1 pass moves 3")
	b := cert("alpha <script>|x", "1\x1b]0;t\x07", "perft/x/1 pass moves 3", "perft/y/1 fail moves 3.7.4")
	e := readTestExpected(t, strings.Replace(expectedText, "program: lib", "program: zeta", 1))
	var one, two bytes.Buffer
	if err := Write(&one, "markdown", Build([]Input{{a, e}, {b, nil}})); err != nil {
		t.Fatal(err)
	}
	if err := Write(&two, "markdown", Build([]Input{{b, nil}, {a, e}})); err != nil {
		t.Fatal(err)
	}
	if one.String() != two.String() {
		t.Fatal("the markdown depends on the order of the certificates")
	}
	md := one.String()
	for _, bad := range []string{"<script>", "\x1b", "\x07"} {
		if strings.Contains(md, bad) {
			t.Errorf("markdown carries %q from a certificate", bad)
		}
	}
	for _, want := range []string{"| alpha &lt;script&gt;\\|x | 1\\]0;t |", "| zeta | 2 |", "| claims-ignored | 9.2.1.1 | 1 | has no claim by intended move | laws, implementation |",
		"| untriaged | 3.7.4 | 1 | not in the program's expected-failures file | — |", "chessconform certify --engine 'node adapter.js' --case features/a.feature:10"} {
		if !strings.Contains(md, want) {
			t.Errorf("markdown lacks %q:\n%s", want, md)
		}
	}
	if i, j := strings.Index(md, "| alpha"), strings.Index(md, "| zeta"); i < 0 || j < i {
		t.Error("programs are not sorted by name")
	}
}

func TestRowsSorted(t *testing.T) {
	m := Build([]Input{{Cert: cert("p", "1", "a pass status 9.10", "b pass moves 3.10", "c pass moves 3.2", "d pass status 9.2", "e pass notation appendix-C.9")}})
	var got []string
	for _, r := range m.Rows {
		got = append(got, r.Capability+" "+r.Article)
	}
	want := []string{"moves 3.2", "moves 3.10", "notation appendix-C.9", "status 9.2", "status 9.10"}
	if !slices.Equal(got, want) {
		t.Errorf("rows %q, want %q", got, want)
	}
}

func TestPositionOf(t *testing.T) {
	k := certify.Case{Requests: []string{
		`{"id":1,"op":"game_status","params":{"rulebook":"fide-2023","fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","moves":["e2e4"]}}`,
		`{"id":2,"op":"classify","params":{"rulebook":"fide-2023","time_control":"60"}}`}}
	if p, _ := positionOf(k); p != "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR" {
		t.Errorf("after e2e4: %s", p)
	}
	k = certify.Case{Requests: []string{`{"id":1,"op":"legal_moves","params":{"fen":"4k3/8/8/8/8/8/8/K3K3 w - - 0 1"}}`}} // invalid: drawn as written
	if p, _ := positionOf(k); p != "4k3/8/8/8/8/8/8/K3K3" {
		t.Errorf("invalid FEN: %s", p)
	}
	k = certify.Case{Name: "legal moves of b3k3/8/8/2pP4/8/8/8/7K w - c6 0 1"} // a UCI engine: no request lines
	if p, c := positionOf(k); p != "b3k3/8/8/2pP4/8/8/8/7K" || c != "b3k3/8/8/2pP4/8/8/8/7K w - c6 0 1" {
		t.Errorf("FEN from the name: %q %q", p, c)
	}
	svg := boardSVG("4k3/8/8/8/8/8/8/K3K3x9/zz")
	if strings.Count(svg, "<text") != 3 {
		t.Errorf("want 3 pieces drawn from a malformed field, got %s", svg)
	}
}

// TestUpdateFollowsMovedScenarios: a scenario whose line moved keeps its
// group; a new failure of another kind does not.
func TestUpdateFollowsMovedScenarios(t *testing.T) {
	e := readTestExpected(t, expectedText)
	c := cert("lib", "1.0",
		"features/a.feature:10 fail status 9.2.1.1",
		"features/a.feature:21 fail status 9.2.1.1", // was :11
		"features/a.feature:30 fail status 9.3.1",   // new: other articles
		"invalid-fen/no-white-king error moves 2.2")
	moved := e.Update(c)
	if len(moved) != 1 || moved[0] != "moved: features/a.feature:11 -> features/a.feature:21 (group claims-ignored)" {
		t.Errorf("moved = %q", moved)
	}
	g := e.GroupOf("features/a.feature:21")
	if g == nil || g.Name != "claims-ignored" {
		t.Errorf("the moved scenario is in group %v, want claims-ignored", g)
	}
	if g := e.GroupOf("features/a.feature:30"); g == nil || g.Name != Untriaged {
		t.Errorf("the new failure is in group %v, want untriaged", g)
	}
}
