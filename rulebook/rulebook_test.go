package rulebook

import (
	"encoding/json"
	"errors"
	"sort"
	"strings"
	"testing"
	"time"

	chessconform "github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/yamlschema"
)

// TestCatalogueMatchesSchema keeps the Go parameter list and the schema in step.
func TestCatalogueMatchesSchema(t *testing.T) {
	b, err := chessconform.Data.ReadFile(SchemaPath)
	if err != nil {
		t.Fatal(err)
	}
	var s struct {
		Defs map[string]json.RawMessage `json:"$defs"`
	}
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatal(err)
	}
	var fromSchema []string
	for k := range s.Defs {
		if strings.HasPrefix(k, "v:") {
			fromSchema = append(fromSchema, strings.TrimPrefix(k, "v:"))
		}
	}
	sort.Strings(fromSchema)
	ids := ParameterIDs()
	sort.Strings(ids)
	if strings.Join(ids, ",") != strings.Join(fromSchema, ",") {
		t.Fatalf("catalogue %v\nschema    %v", ids, fromSchema)
	}
}

// lineCol finds the 1-based line and column of the first occurrence of needle.
func lineCol(t *testing.T, src, needle string) (int, int) {
	t.Helper()
	i := strings.Index(src, needle)
	if i < 0 {
		t.Fatalf("%q not in source", needle)
	}
	line := strings.Count(src[:i], "\n") + 1
	col := i - strings.LastIndex(src[:i], "\n")
	return line, col
}

func read(t *testing.T, p string) string {
	t.Helper()
	b, err := chessconform.Data.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func mustReplace(t *testing.T, src, old, new string) string {
	t.Helper()
	if strings.Count(src, old) != 1 {
		t.Fatalf("%q occurs %d times", old, strings.Count(src, old))
	}
	return strings.Replace(src, old, new, 1)
}

func problemsOf(t *testing.T, name, src string) yamlschema.Problems {
	t.Helper()
	set := loadSet(t)
	err := set.Add(name, []byte(src))
	var ps yamlschema.Problems
	if !errors.As(err, &ps) {
		t.Fatalf("mutation accepted (err %v)", err)
	}
	return ps
}

func expectProblem(t *testing.T, ps yamlschema.Problems, file string, line, col int, ptr, msg string) {
	t.Helper()
	for _, p := range ps {
		if p.File == file && p.Line == line && p.Col == col && p.Pointer == ptr && strings.Contains(p.Message, msg) {
			return
		}
	}
	t.Errorf("want %s:%d:%d %s: ...%s...; got:\n%v", file, line, col, ptr, msg, ps)
}

// Mutations of a shipped edition: each must be rejected with the file, the
// line and column of the offending text and the JSON pointer.
func TestMutationsRejected(t *testing.T) {
	const name = "rules/editions/fide-2018-01.yaml"
	orig := read(t, name)
	fivefold := "    fivefold:\n      article: \"9.6.1\"\n"

	t.Run("unknown key", func(t *testing.T) {
		src := mustReplace(t, orig, fivefold, "    fivefold:\n      colour: white\n      article: \"9.6.1\"\n")
		l, _ := lineCol(t, src, "colour: white")
		expectProblem(t, problemsOf(t, name, src), name, l, 7, "/parameters/draws/fivefold/colour", `unknown key "colour"`)
	})
	t.Run("unknown parameter", func(t *testing.T) {
		src := mustReplace(t, orig, fivefold, "    fivefolds:\n      article: \"9.6.1\"\n      value: {}\n"+fivefold)
		l, _ := lineCol(t, src, "fivefolds:")
		expectProblem(t, problemsOf(t, name, src), name, l, 5, "/parameters/draws/fivefolds", `unknown key "fivefolds"`)
	})
	t.Run("wrong type", func(t *testing.T) {
		src := mustReplace(t, orig, `value: {"moves": 50}`, `value: {"moves": "fifty"}`)
		l, c := lineCol(t, src, `"fifty"`)
		expectProblem(t, problemsOf(t, name, src), name, l, c, "/parameters/draws/fifty_moves/value/moves", "expected integer, but got string")
	})
	t.Run("missing article", func(t *testing.T) {
		src := mustReplace(t, orig, fivefold, "    fivefold:\n")
		l, _ := lineCol(t, src, "    fivefold:\n")
		// a `required` error points at the mapping, i.e. its first key on the next line
		expectProblem(t, problemsOf(t, name, src), name, l+1, 7, "/parameters/draws/fivefold", "missing properties: 'article'")
	})
	t.Run("out of range", func(t *testing.T) {
		src := mustReplace(t, orig, "    no_claims_after_moves:\n      article: \"A.4.1\"\n      value: 10\n",
			"    no_claims_after_moves:\n      article: \"A.4.1\"\n      value: -3\n")
		l, c := lineCol(t, src, "value: -3")
		expectProblem(t, problemsOf(t, name, src), name, l, c+7, "/parameters/rapid/no_claims_after_moves/value", "must be >= 0 but found -3")
	})
	t.Run("unverified without reason", func(t *testing.T) {
		src := mustReplace(t, orig, fivefold, fivefold+"      verified: false\n")
		l, _ := lineCol(t, src, fivefold)
		expectProblem(t, problemsOf(t, name, src), name, l+1, 7, "/parameters/draws/fivefold", "missing properties: 'reason'")
	})
	t.Run("edition with a layer key", func(t *testing.T) {
		src := mustReplace(t, orig, "kind: edition\n", "kind: edition\nbase: fide-2017-07\n")
		l, _ := lineCol(t, src, "base: fide-2017-07")
		expectProblem(t, problemsOf(t, name, src), name, l, 1, "/base", `key "base" is not allowed here`)
	})
	t.Run("absent rule with an article", func(t *testing.T) {
		src := mustReplace(t, orig, "    scoresheet_requests_max:\n      article: \"A.3.2\"\n      value: 5\n",
			"    scoresheet_requests_max:\n      absent: true\n      article: \"A.3.2\"\n      value: 5\n")
		l, _ := lineCol(t, src, "      absent: true\n")
		expectProblem(t, problemsOf(t, name, src), name, l+1, 7, "/parameters/rapid/scoresheet_requests_max/article", `key "article" is not allowed here`)
	})
	t.Run("edition missing a parameter", func(t *testing.T) {
		src := mustReplace(t, orig, "    reversed:\n", "    reversed_:\n")
		l, _ := lineCol(t, src, "reversed_:")
		expectProblem(t, problemsOf(t, name, src), name, l, 5, "/parameters/colours/reversed_", `unknown key "reversed_"`)
		expectProblem(t, problemsOf(t, name, src), name, l, 5, "/parameters/colours", "missing properties: 'reversed'")
	})
}

func TestBadLayerReference(t *testing.T) {
	const name = "rules/regulations/example-league.yaml"
	src := mustReplace(t, read(t, name), "base: fide-2018-01", "base: fide-1999")
	l, c := lineCol(t, src, "fide-1999")
	expectProblem(t, problemsOf(t, name, src), name, l, c, "/base", `base "fide-1999" is not a known rulebook`)

	src = mustReplace(t, read(t, name), "base: fide-2018-01", "base: example-open-rapid")
	l, c = lineCol(t, src, "example-open-rapid")
	expectProblem(t, problemsOf(t, name, src), name, l, c, "/base", "regulations' base must be an edition or a translation")
}

func TestRegulationsOnlyDelegable(t *testing.T) {
	const name = "rules/regulations/example-league.yaml"
	src := read(t, name) + "  draws:\n    fifty_moves:\n      article: \"League rule 1\"\n      value: {moves: 40}\n"
	l, _ := lineCol(t, src, "fifty_moves:")
	expectProblem(t, problemsOf(t, name, src), name, l+1, 7, "/parameters/draws/fifty_moves", "not delegated to event regulations")
}

func TestTranslationNeedsDeviationAndCoverage(t *testing.T) {
	src := `id: xx-2018
kind: translation
title: "test"
language: hu
in_force: "2018-01-01"
base: fide-2018-01
source: {file: none.txt, description: "test"}
covers: ["9"]
parameters:
  draws:
    fivefold:
      article: "9.6.1"
      value: {occurrences: 5, counting: any}
  time_classes:
    rapid:
      article: "A.1"
      value: {min_minutes: 10, min_inclusive: true}
      deviation: "test"
`
	ps := problemsOf(t, "xx-2018.yaml", src)
	expectProblem(t, ps, "xx-2018.yaml", 12, 7, "/parameters/draws/fivefold", "add `deviation`")
	expectProblem(t, ps, "xx-2018.yaml", 16, 16, "/parameters/time_classes/rapid/article", `article "A.1" is not in `+"`covers`")
	src = strings.Replace(src, "base: fide-2018-01", "base: example-league", 1)
	expectProblem(t, problemsOf(t, "xx-2018.yaml", src), "xx-2018.yaml", 6, 7, "/base", "a translation's base must be an edition")
}

func TestSyntaxErrorHasLine(t *testing.T) {
	ps := problemsOf(t, "x.yaml", "id: x\ntitle: a\nkind: edition: x\n")
	if len(ps) != 1 || ps[0].Line != 3 || !strings.Contains(ps[0].Message, "mapping values are not allowed") {
		t.Fatalf("got %v", ps)
	}
}

// change returns the diff entry for id between consecutive editions, failing if absent.
func change(t *testing.T, a, b, id string) *Change {
	t.Helper()
	cs, err := sharedSet(t).Diff(a, b)
	if err != nil {
		t.Fatal(err)
	}
	c := FindChange(cs, id)
	if c == nil {
		t.Fatalf("%s -> %s: no change for %s", a, b, id)
	}
	return c
}

func asMap(v any) map[string]any { m, _ := v.(map[string]any); return m }

// The known changes between consecutive editions (laws-editions research
// note, section 2, from the texts cited in each rulebook).
func TestDiff2009To2014(t *testing.T) {
	c := change(t, "fide-2009", "fide-2014", "time_classes.rapid")
	if a, b := asMap(c.A.Value), asMap(c.B.Value); a["min_minutes"] != 15 || a["min_inclusive"] != true ||
		b["min_minutes"] != 10 || b["min_inclusive"] != false || c.A.Article != "A.1" || c.B.Article != "A.1" {
		t.Errorf("rapid: %+v", c)
	}
	// 14 minutes: 2009 B.1 blitz (< 15); 2014 A.1 rapid (> 10 and < 60).
	var said []string
	for _, c := range mustDiff(t, "fide-2009", "fide-2014") {
		said = append(said, c.Consequence)
	}
	if !strings.Contains(strings.Join(said, "\n"), "14 min: blitz under fide-2009, rapid under fide-2014") {
		t.Errorf("consequences %q", said)
	}
	c = change(t, "fide-2009", "fide-2014", "time_classes.blitz")
	if b := asMap(c.B.Value); b["max_minutes"] != 10 || b["max_inclusive"] != true {
		t.Errorf("blitz: %+v", c.B)
	}
	c = change(t, "fide-2009", "fide-2014", "claims.incorrect_standard")
	if asMap(c.A.Value)["opponent_gains_seconds"] != 180 || asMap(c.B.Value)["opponent_gains_seconds"] != 120 ||
		c.A.Article != "9.5 b" || c.B.Article != "9.5 b" {
		t.Errorf("incorrect claim: %+v", c)
	}
	c = change(t, "fide-2009", "fide-2014", "draws.fivefold")
	if !c.A.Absent || c.B.Article != "9.6 a" {
		t.Errorf("fivefold: %+v", c)
	}
}

func TestDiff2014To2017(t *testing.T) {
	c := change(t, "fide-2014", "fide-2017-07", "draws.fivefold")
	if asMap(c.A.Value)["counting"] != "consecutive_alternate_moves" || asMap(c.B.Value)["counting"] != "any" ||
		c.A.Article != "9.6 a" || c.B.Article != "9.6.1" {
		t.Errorf("fivefold: %+v", c)
	}
	c = change(t, "fide-2014", "fide-2017-07", "draws.seventy_five_moves")
	if asMap(c.A.Value)["series"] != "consecutive" || asMap(c.B.Value)["series"] != "any" {
		t.Errorf("75 moves: %+v", c)
	}
}

func TestDiff2017To2018(t *testing.T) {
	c := change(t, "fide-2017-07", "fide-2018-01", "illegal_moves.rapid")
	a, b := asMap(c.A.Value), asMap(c.B.Value)
	if a["loses_on"] != 1 || b["loses_on"] != 2 || b["opponent_gains_seconds"] != 120 || c.A.Article != "A.4.2" || c.B.Article != "A.4.2" {
		t.Errorf("rapid illegal: %+v", c)
	}
	if c.Consequence != "A first illegal move in a rapid game: loss of the game under fide-2017-07, 2 minutes to the opponent (the second loses) under fide-2018-01." {
		t.Errorf("consequence %q", c.Consequence)
	}
	c = change(t, "fide-2017-07", "fide-2018-01", "illegal_moves.standard")
	if c.Kind != ChangeRenumbered || c.A.Article != "7.5.3" || c.B.Article != "7.5.5" {
		t.Errorf("standard illegal: %+v", c)
	}
}

func TestDiff2018To2023(t *testing.T) {
	c := change(t, "fide-2018-01", "fide-2023", "claims.incorrect_rapid")
	if asMap(c.A.Value)["opponent_gains_seconds"] != 120 || asMap(c.B.Value)["opponent_gains_seconds"] != 60 || c.B.Article != "A.3" {
		t.Errorf("rapid claim: %+v", c)
	}
	c = change(t, "fide-2018-01", "fide-2023", "illegal_moves.rapid")
	if asMap(c.B.Value)["opponent_gains_seconds"] != 60 || c.B.Article != "A.5.2" {
		t.Errorf("rapid illegal: %+v", c)
	}
	c = change(t, "fide-2018-01", "fide-2023", "draws.resignation_cannot_mate")
	if asMap(c.A.Value)["result"] != "win" || asMap(c.B.Value)["result"] != "draw" || c.B.Article != "5.1.2" {
		t.Errorf("resignation: %+v", c)
	}
	if FindChange(mustDiff(t, "fide-2018-01", "fide-2023"), "claims.incorrect_standard") != nil {
		t.Error("standard incorrect-claim penalty did not change in 2023 (9.5.3, two minutes)")
	}
}

func TestDiff2005To2009(t *testing.T) {
	c := change(t, "fide-2005", "fide-2009", "default.time")
	if asMap(c.A.Value)["minutes"] != 60 || asMap(c.B.Value)["minutes"] != 0 {
		t.Errorf("default: %+v", c)
	}
}

func mustDiff(t *testing.T, a, b string) []Change {
	t.Helper()
	cs, err := sharedSet(t).Diff(a, b)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

func TestSameRulebookNoDiff(t *testing.T) {
	if cs := mustDiff(t, "fide-2023", "fide-2023"); len(cs) != 0 {
		t.Fatalf("%v", cs)
	}
}

// 2005 9.5(b) as quoted: claimant with more than 2 min loses half, at most
// 3 min; between 1 and 2 min is set to 1 min; under 1 min nothing; exactly
// 2:00 and 1:00 fall in no band.
func TestIncorrectClaimBands2005(t *testing.T) {
	r, err := sharedSet(t).Resolve("fide-2005")
	if err != nil {
		t.Fatal(err)
	}
	ic := r.IncorrectClaim(TimeClassStandard)
	if ic.OpponentGainsSeconds != 180 || ic.Article != "9.5 b" {
		t.Fatalf("%+v", ic)
	}
	for _, tc := range []struct {
		left, want time.Duration
		ok         bool
	}{
		{10 * time.Minute, 7 * time.Minute, true},
		{3 * time.Minute, 90 * time.Second, true},
		{2*time.Minute + time.Second, 60*time.Second + 500*time.Millisecond, true},
		{2 * time.Minute, 2 * time.Minute, false},
		{90 * time.Second, time.Minute, true},
		{time.Minute, time.Minute, false},
		{30 * time.Second, 30 * time.Second, true},
	} {
		got, ok := ic.ClaimantAfter(tc.left)
		if got != tc.want || ok != tc.ok {
			t.Errorf("%v left: got %v %v, want %v %v", tc.left, got, ok, tc.want, tc.ok)
		}
	}
}

func TestDatedDeviceAmendment2014(t *testing.T) {
	set := sharedSet(t)
	before, _ := set.ResolveAt("fide-2014", "2014-09-30")
	after, _ := set.ResolveAt("fide-2014", "2014-10-01")
	db, da := before.ElectronicDevices(), after.ElectronicDevices()
	if db.BagStorage || db.Rule != "forbidden_in_venue" || !da.BagStorage || da.Rule != "forbidden_on_person" {
		t.Errorf("before %+v after %+v", db, da)
	}
}

func TestRegulationsLayer(t *testing.T) {
	r, err := sharedSet(t).Resolve("example-league")
	if err != nil {
		t.Fatal(err)
	}
	d := r.DefaultTime()
	if d.Minutes == nil || *d.Minutes != 30 || d.Origin != "example-league" || d.Article != "League rule 7.1" || d.BaseArticle != "6.7.1" {
		t.Errorf("default %+v", d)
	}
	// not set by the league: comes from the edition with its article
	f := r.Fivefold()
	if f.Origin != "fide-2018-01" || f.Article != "9.6.1" || f.Counting != "any" {
		t.Errorf("fivefold %+v", f)
	}
	dev := r.ElectronicDevices()
	if dev.Penalty != "lesser" {
		t.Errorf("device %+v", dev)
	}
}

func TestAccessorsOn2018(t *testing.T) {
	r, err := sharedSet(t).Resolve("fide-2018-01")
	if err != nil {
		t.Fatal(err)
	}
	tc := r.TimeClasses()
	// A.1 / B.1: rapid more than 10 and less than 60 minutes, blitz 10 minutes or less.
	for _, c := range []struct {
		sec          float64
		blitz, rapid bool
	}{{600, true, false}, {601, false, true}, {3599, false, true}, {3600, false, false}} {
		if tc.Blitz.Contains(c.sec) != c.blitz || tc.Rapid.Contains(c.sec) != c.rapid {
			t.Errorf("%v s", c.sec)
		}
	}
	im := r.IllegalMoves(TimeClassStandard)
	if !im.Counts("two_hands") || !im.Counts("clock_without_move") || im.LosesOn != 2 || im.Article != "7.5.5" {
		t.Errorf("%+v", im)
	}
	ex := r.ScoresheetExemption()
	if !ex.Exempt(4*time.Minute, 0) || ex.Exempt(4*time.Minute, 30*time.Second) || ex.Exempt(5*time.Minute, 0) {
		t.Errorf("8.4: %+v", ex)
	}
}
