package steps

import (
	"bytes"
	"context"
	"os"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/reference"
)

// table is a small phrase table in the shipped format; each test breaks it
// in one way.
const table = `languages: [en, hu, lt]
vocab:
  side:
    white: {en: [White], hu: [világos], lt: [baltieji, baltųjų]}
    black: {en: [Black], hu: [sötét], lt: [juodieji, juodųjų]}
steps:
  add:
    en: ['^I add (\d+)$']
    hu: ['^hozzáadok (\d+) egységet$']
    lt: ['^pridedu (\d+)$']
  clock:
    en: ['^(?P<side>{side})''s clock shows (?P<time>\d+:\d\d)$']
    hu: ['^(?P<side>{side}) órája (?P<time>\d+:\d\d)$']
    lt: ['^laikrodis rodo (?P<time>\d+:\d\d) (?P<side>{side})$']
`

func load(t *testing.T, src string) (*Phrases, error) {
	t.Helper()
	return LoadPhrases("phrases.yaml", []byte(src), chessconform.Data)
}

func TestPhrasesLoad(t *testing.T) {
	p, err := load(t, table)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(p.StepIDs(), " "); got != "add clock" {
		t.Errorf("step ids %q", got)
	}
	for _, c := range []struct{ lang, word, want string }{
		{"lt", "baltųjų", "white"}, {"lt", "juodieji", "black"}, {"hu", "világos", "white"}, {"en", "Black", "black"},
	} {
		if got, ok := p.Canon("side", c.lang, c.word); !ok || got != c.want {
			t.Errorf("Canon(side, %s, %s) = %q, %v; want %q", c.lang, c.word, got, ok, c.want)
		}
	}
	if _, ok := p.Canon("side", "hu", "baltųjų"); ok {
		t.Error("a Lithuanian word is a Hungarian side word")
	}
}

func TestPhrasesMissingLanguage(t *testing.T) {
	src := strings.Replace(table, "    lt: ['^pridedu (\\d+)$']\n", "", 1)
	_, err := load(t, src)
	want := `phrases.yaml:8:5 /steps/add: step "add" has no phrase in language "lt"`
	if err == nil || err.Error() != want {
		t.Fatalf("got %v, want %s", err, want)
	}
}

func TestPhrasesCaptureMismatch(t *testing.T) {
	src := strings.Replace(table, `'^pridedu (\d+)$'`, `'^pridedu (\d+) (kartą|kartus)$'`, 1)
	_, err := load(t, src)
	want := `phrases.yaml:10:10 /steps/add/lt/0: 2 capture groups, but the en pattern has 1`
	if err == nil || err.Error() != want {
		t.Fatalf("got %v, want %s", err, want)
	}
}

func TestPhrasesGroupNamesMustAgree(t *testing.T) {
	src := strings.Replace(table, `(?P<time>\d+:\d\d) (?P<side>{side})$`, `(?P<when>\d+:\d\d) (?P<side>{side})$`, 1)
	_, err := load(t, src)
	if err == nil || !strings.Contains(err.Error(), "/steps/clock/lt/0: capture groups [when side], but the first language names [side time]") {
		t.Fatalf("got %v", err)
	}
	src = strings.Replace(table, `'^pridedu (\d+)$'`, `'^pridedu (?P<n>\d+)$'`, 1)
	if _, err = load(t, src); err == nil || !strings.Contains(err.Error(), "/steps/add/lt/0: capture groups must be named in every language or in none") {
		t.Fatalf("got %v", err)
	}
}

func TestPhrasesUnknownVocabularyAndKey(t *testing.T) {
	src := strings.Replace(table, `'^(?P<side>{side}) órája`, `'^(?P<side>{colour}) órája`, 1)
	src = strings.Replace(src, "steps:\n", "stepz: {}\nsteps:\n", 1)
	_, err := load(t, src)
	if err == nil || !strings.Contains(err.Error(), `phrases.yaml:6:1 /stepz: unknown key "stepz"`) {
		t.Fatalf("got %v", err)
	}
	src = strings.Replace(table, `'^(?P<side>{side}) órája`, `'^(?P<side>{colour}) órája`, 1)
	if _, err = load(t, src); err == nil || !strings.Contains(err.Error(), "/steps/clock/hu/0: no hu words for vocabulary {colour}") {
		t.Fatalf("got %v", err)
	}
}

func TestPhrasesWrongLanguage(t *testing.T) {
	p, err := load(t, table)
	if err != nil {
		t.Fatal(err)
	}
	if err := p.CheckLanguage("hu", "hozzáadok 3 egységet"); err != nil {
		t.Errorf("own phrase rejected: %v", err)
	}
	err = p.CheckLanguage("hu", "I add 3")
	if err == nil || err.Error() != `step "I add 3" is a en phrase, but the scenario is written in hu` {
		t.Errorf("English phrase in a Hungarian scenario: %v", err)
	}
	// A Lithuanian case form in a Hungarian sentence is not Hungarian.
	if err := p.CheckLanguage("hu", "baltųjų órája 4:58"); err != nil {
		t.Errorf("text of no language is left to godog (undefined), got %v", err)
	}
	if err := p.CheckLanguage("lt", "laikrodis rodo 4:58 baltųjų"); err != nil {
		t.Error(err)
	}
}

func TestPhrasesHandlersMustMatch(t *testing.T) {
	p, err := load(t, table)
	if err != nil {
		t.Fatal(err)
	}
	ok := map[string]any{
		"add":   func(n int) error { return nil },
		"clock": func(ctx context.Context, side, time string) error { return nil },
	}
	if err := p.Check(ok); err != nil {
		t.Fatal(err)
	}
	bad := map[string]any{
		"add":   func(n, m int) error { return nil },
		"extra": func() error { return nil },
	}
	err = p.Check(bad)
	want := `steps/phrases.yaml: handler "add" takes 2 arguments, its phrases capture 1; handler "extra" has no phrases; phrase table step "clock" has no handler`
	if err == nil || err.Error() != want {
		t.Fatalf("got %v\nwant %s", err, want)
	}
}

// TestPhrasesReorder: the Lithuanian pattern captures time before side; the
// handler still gets (side, time), and the side as its canonical value.
func TestPhrasesReorder(t *testing.T) {
	p, err := load(t, table)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	h := func(ctx context.Context, side, time string) error { got = []string{side, time}; return nil }
	for _, ph := range p.byID["clock"] {
		if ph.lang != "lt" {
			continue
		}
		m := ph.re.FindStringSubmatch("laikrodis rodo 4:58 baltųjų")
		if m == nil {
			t.Fatal("lt pattern does not match")
		}
		f := reflect.ValueOf(p.canonical(h, ph))
		f.Call([]reflect.Value{reflect.ValueOf(context.Background()), reflect.ValueOf(m[1]), reflect.ValueOf(m[2])})
	}
	if strings.Join(got, " ") != "white 4:58" {
		t.Errorf("handler got %v, want [white 4:58]", got)
	}
}

// TestShippedPhrases: the embedded table loads, every step has every
// language, and the handlers of the world match it.
func TestShippedPhrases(t *testing.T) {
	src, err := os.ReadFile("phrases.yaml")
	if err != nil {
		t.Fatal(err)
	}
	p, err := LoadPhrases("steps/phrases.yaml", src, chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(p.Languages(), " "); got != "en hu bg lt" {
		t.Errorf("languages %q", got)
	}
	all, err := newWorld(nil, p).handlers()
	if err != nil {
		t.Fatal(err)
	}
	if err := p.Check(all); err != nil {
		t.Fatal(err)
	}
	// Lithuanian colour and piece words in other cases map to one value.
	for _, c := range []struct{ kind, lang, word, want string }{
		{"piece", "lt", "rikis", "bishop"}, {"piece", "hu", "futár", "bishop"}, {"piece", "bg", "конят", "knight"},
	} {
		if got, ok := p.Canon(c.kind, c.lang, c.word); !ok || got != c.want {
			t.Errorf("Canon(%s, %s, %s) = %q, want %q", c.kind, c.lang, c.word, got, c.want)
		}
	}
}

// TestEnglishPhraseInHungarianFeature runs a Hungarian feature with one
// English step through the real suite: it must fail on that step, and the
// same step in Hungarian must pass.
func TestEnglishPhraseInHungarianFeature(t *testing.T) {
	ref, err := reference.New(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	feature := func(step string) fstest.MapFS {
		return fstest.MapFS{"f/x.feature": {Data: []byte("# language: hu\nJellemző: próba\n  Forgatókönyv: kezdés\n    Adott " + step + "\n    Akkor 20 szabályos lépés van\n")}}
	}
	var out bytes.Buffer
	if code := Run(Options{Subject: ref, FS: feature("the initial position"), Paths: []string{"f"}, Output: &out, Format: "pretty"}); code != 1 {
		t.Fatalf("status %d, want 1\n%s", code, out.String())
	}
	if !strings.Contains(out.String(), `step "the initial position" is a en phrase, but the scenario is written in hu`) {
		t.Errorf("no wrong-language error in\n%s", out.String())
	}
	out.Reset()
	if code := Run(Options{Subject: ref, FS: feature("a kiinduló állás"), Paths: []string{"f"}, Output: &out}); code != 0 {
		t.Fatalf("status %d, want 0\n%s", code, out.String())
	}
}

func TestSelectRulebook(t *testing.T) {
	for rb, want := range map[string]string{"hu-2018": "@hu-2018", "bg-2005": "@bg-2005", "fide-2023": "", "": ""} {
		got, err := SelectRulebook(chessconform.Data, nil, rb)
		if err != nil || got != want {
			t.Errorf("SelectRulebook(%q) = %q, %v; want %q", rb, got, err, want)
		}
	}
	if got := RulebookOfTags([]string{"@art-3", "@lt-2018", "@art-3.2"}, []string{"lt-2018", "hu-2018"}); got != "lt-2018" {
		t.Errorf("RulebookOfTags = %q", got)
	}
}
