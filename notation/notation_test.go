package notation

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"testing/fstest"
	"unicode"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/yamlschema"
)

func shipped(t *testing.T) *Tables {
	t.Helper()
	ts, err := Load(chessconform.Data)
	if err != nil {
		t.Fatalf("shipped notation tables do not load:\n%v", err)
	}
	return ts
}

func TestEveryShippedTableLoads(t *testing.T) {
	ts := shipped(t)
	want := []string{"bg", "cs", "de", "en", "es", "fr", "hu", "it", "lt", "nl", "pl", "ru"}
	if got := ts.Languages(); !reflect.DeepEqual(got, want) {
		t.Fatalf("Languages() = %v, want %v", got, want)
	}
	for _, l := range want {
		tb, err := ts.Table(l)
		if err != nil {
			t.Fatal(err)
		}
		if len(tb.Sources) == 0 {
			t.Errorf("%s: no source", l)
		}
		// No shipped language departs from C.13.
		if tb.Castling != (Castling{"0-0", "0-0-0"}) {
			t.Errorf("%s: castling %+v, want C.13's 0-0 / 0-0-0", l, tb.Castling)
		}
	}
}

// The letters as the cited sources print them (king, queen, rook, bishop,
// knight), written out here independently of the YAML so that a slip in
// either one shows.
var researched = map[string]chess.Letters{
	// FIDE Laws of Chess, Appendix C.2 (English text).
	"en": {King: "K", Queen: "Q", Rook: "R", Bishop: "B", Knight: "N"},
	// Hungarian Laws (Magyar Sakkszövetség 2014), Appendix C.2; PGN standard §17.
	"hu": {King: "K", Queen: "V", Rook: "B", Bishop: "F", Knight: "H"},
	// Lithuanian Laws (Šachmatų taisyklės), Article 2.2.
	"lt": {King: "K", Queen: "V", Rook: "B", Bishop: "R", Knight: "Ž"},
	// Wikipedia "Chess piece" names table; Bijl (1976) "Tz D T O K". Cyrillic
	// code points spelled out: TSE, DE, TE, O, KA.
	"bg": {King: "\u0426", Queen: "\u0414", Rook: "\u0422", Bishop: "\u041E", Knight: "\u041A"},
	// Bijl (1976) "Kp/Kr F L C/S K": KA+er, EF, EL, ES, KA.
	"ru": {King: "\u041A\u0440", Queen: "\u0424", Rook: "\u041B", Bishop: "\u0421", Knight: "\u041A"},
	// PGN standard §17 (given there as pawn knight bishop rook queen king).
	"de": {King: "K", Queen: "D", Rook: "T", Bishop: "L", Knight: "S"}, // B S L T D K
	"fr": {King: "R", Queen: "D", Rook: "T", Bishop: "F", Knight: "C"}, // P C F T D R; C.3: F = fou
	"es": {King: "R", Queen: "D", Rook: "T", Bishop: "A", Knight: "C"}, // P C A T D R
	"it": {King: "R", Queen: "D", Rook: "T", Bishop: "A", Knight: "C"}, // P C A T D R
	"nl": {King: "K", Queen: "D", Rook: "T", Bishop: "L", Knight: "P"}, // O P L T D K; C.3: L = loper
	"pl": {King: "K", Queen: "H", Rook: "W", Bishop: "G", Knight: "S"}, // P S G W H K
	"cs": {King: "K", Queen: "D", Rook: "V", Bishop: "S", Knight: "J"}, // P J S V D K
}

func TestLettersMatchSources(t *testing.T) {
	ts := shipped(t)
	for lang, want := range researched {
		got, err := ts.Letters(lang)
		if err != nil {
			t.Errorf("%s: %v", lang, err)
			continue
		}
		if got != want {
			t.Errorf("%s: letters %+q, want %+q", lang, got, want)
		}
	}
	if en, _ := ts.Letters("en"); en != chess.English {
		t.Errorf("en table %+v differs from chess.English %+v", en, chess.English)
	}
}

func TestNamesMatchSources(t *testing.T) {
	ts := shipped(t)
	want := map[string]Names{
		// Hungarian Laws, Article 2.2 and Appendix C.2 (futó is the name in use; C.2 writes "Futár (Futó)").
		"hu": {"király", "vezér", "bástya", "futó", "huszár", "gyalog"},
		// Lithuanian Laws, Article 2.2.
		"lt": {"karalius", "valdovė", "bokštas", "rikis", "žirgas", "pėstininkas"},
		// The letters are the initials: Springer = S, Läufer = L (PGN §17).
		"de": {"König", "Dame", "Turm", "Läufer", "Springer", "Bauer"},
		// C.3: F = fou.
		"fr": {"roi", "dame", "tour", "fou", "cavalier", "pion"},
		"ru": {"король", "ферзь", "ладья", "слон", "конь", "пешка"},
		"bg": {"цар", "дама", "топ", "офицер", "кон", "пешка"},
	}
	for lang, w := range want {
		got, err := ts.Names(lang)
		if err != nil {
			t.Fatal(err)
		}
		if got != w {
			t.Errorf("%s: names %+v, want %+v", lang, got, w)
		}
	}
	hu, _ := ts.Table("hu")
	if got := hu.AlternativeNames["bishop"]; !reflect.DeepEqual(got, []string{"futár"}) {
		t.Errorf("hu alternative bishop names %v, want [futár] (Appendix C.2)", got)
	}
}

// Each letter but the Russian king is the initial of the piece's name in its
// own language (C.2: "the first letter ... of its name"), except where a
// source says otherwise: English N (C.2 itself), Russian Кр.
func TestLettersAreInitialsOfNames(t *testing.T) {
	ts := shipped(t)
	exceptions := map[string]bool{"en/knight": true, "ru/king": true}
	for _, lang := range ts.Languages() {
		tb, _ := ts.Table(lang)
		pairs := map[string][2]string{
			"king": {tb.Letters.King, tb.Names.King}, "queen": {tb.Letters.Queen, tb.Names.Queen},
			"rook": {tb.Letters.Rook, tb.Names.Rook}, "bishop": {tb.Letters.Bishop, tb.Names.Bishop},
			"knight": {tb.Letters.Knight, tb.Names.Knight},
		}
		for piece, p := range pairs {
			if exceptions[lang+"/"+piece] {
				continue
			}
			initial := strings.ToUpper(string([]rune(p[1])[:1]))
			if p[0] != initial {
				t.Errorf("%s %s: letter %q is not the initial of %q", lang, piece, p[0], p[1])
			}
		}
	}
	// Кр abbreviates король by its first consonants: К, then р.
	ru, _ := ts.Table("ru")
	rest := ru.Names.King
	for _, r := range strings.ToLower(ru.Letters.King) {
		i := strings.IndexRune(rest, r)
		if i < 0 {
			t.Fatalf("ru king letter %q is not an abbreviation of %q", ru.Letters.King, ru.Names.King)
		}
		rest = rest[i+len(string(r)):]
	}
}

func TestCyrillicTablesHaveNoLatinLookAlikes(t *testing.T) {
	ts := shipped(t)
	for _, lang := range []string{"bg", "ru"} {
		l, _ := ts.Letters(lang)
		for _, s := range []string{l.King, l.Queen, l.Rook, l.Bishop, l.Knight} {
			for _, r := range s {
				if !unicode.Is(unicode.Cyrillic, r) {
					t.Errorf("%s: %q (U+%04X) is not Cyrillic", lang, r, r)
				}
			}
		}
	}
}

func TestUnknownLanguageListsKnownOnes(t *testing.T) {
	ts := shipped(t)
	_, err := ts.Letters("xx")
	if !errors.Is(err, ErrUnknownLanguage) {
		t.Fatalf("Letters(xx) error = %v, want ErrUnknownLanguage", err)
	}
	want := `notation: unknown notation language "xx" (known: bg, cs, de, en, es, fr, hu, it, lt, nl, pl, ru)`
	if err.Error() != want {
		t.Fatalf("error\n got %s\nwant %s", err, want)
	}
	if _, err := ts.Names(""); !errors.Is(err, ErrUnknownLanguage) {
		t.Fatalf("Names(\"\") error = %v, want ErrUnknownLanguage", err)
	}
}

func TestLanguageCaseAndRegionIgnored(t *testing.T) {
	ts := shipped(t)
	for _, l := range []string{"HU", "hu-HU", "hu_HU", " hu "} {
		got, err := ts.Letters(l)
		if err != nil {
			t.Fatalf("Letters(%q): %v", l, err)
		}
		if got.Queen != "V" {
			t.Errorf("Letters(%q).Queen = %q, want V", l, got.Queen)
		}
	}
}

// A minimal valid table; the mutation tests edit it. Line numbers in the
// expectations below are counted from this text (line 1 = "language: hu").
const valid = `language: hu
name: Hungarian
native_name: magyar
script: Latin
letters:
  king: K
  queen: V
  rook: B
  bishop: F
  knight: H
names:
  king: király
  queen: vezér
  rook: bástya
  bishop: futó
  knight: huszár
  pawn: gyalog
source:
  - title: test
    says: test
`

// fsWith builds a data tree holding the real schema and the given tables.
func fsWith(t *testing.T, files map[string]string) fstest.MapFS {
	t.Helper()
	schema, err := chessconform.Data.ReadFile(SchemaPath)
	if err != nil {
		t.Fatal(err)
	}
	m := fstest.MapFS{SchemaPath: {Data: schema}}
	for name, src := range files {
		m[Dir+"/"+name] = &fstest.MapFile{Data: []byte(src)}
	}
	return m
}

func TestMinimalTableLoads(t *testing.T) {
	ts, err := Load(fsWith(t, map[string]string{"hu.yaml": valid}))
	if err != nil {
		t.Fatal(err)
	}
	if l, _ := ts.Letters("hu"); l != researched["hu"] {
		t.Fatalf("letters %+v", l)
	}
}

func TestMutationsRejectedWithPosition(t *testing.T) {
	const f = "rules/notation/hu.yaml"
	cases := []struct {
		name, old, new string
		want           []string
	}{
		{
			name: "duplicate letter",
			old:  "  knight: H\n", new: "  knight: B\n",
			want: []string{f + `:10:11 /letters/knight: letter "B" is already the rook's letter; each piece needs its own`},
		},
		{
			name: "missing letter",
			old:  "  knight: H\n", new: "",
			want: []string{f + `:6:3 /letters: missing properties: 'knight'`},
		},
		{
			name: "unknown key at top level",
			old:  "script: Latin\n", new: "script: Latin\ncolour: white\n",
			want: []string{f + `:5:1 /colour: unknown key "colour"`},
		},
		{
			name: "unknown piece",
			old:  "  knight: H\n", new: "  knight: H\n  pawn: G\n",
			want: []string{f + `:11:3 /letters/pawn: unknown key "pawn"`},
		},
		{
			name: "Cyrillic look-alike in a Latin table",
			old:  "  knight: H\n", new: "  knight: \u041D\n", // CYRILLIC CAPITAL EN
			want: []string{f + `:10:11 /letters/knight: 'Н' (U+041D) in letter "Н" is not in the Latin script`},
		},
		{
			name: "ASCII small letter would read as a file",
			old:  "  knight: H\n", new: "  knight: Hb\n",
			// jsonschema quotes the pattern, doubling its backslashes.
			want: []string{f + `:10:11 /letters/knight: does not match pattern '^\\p{Lu}[^\\x00-\\x7F\\P{Ll}]{0,2}$'`},
		},
		{
			name: "language differs from the file name",
			old:  "language: hu\n", new: "language: de\n",
			want: []string{f + `:1:11 /language: language "de" does not match the file name (want "hu")`},
		},
		{
			name: "two pieces with one name",
			old:  "  bishop: futó\n", new: "  bishop: Huszár\n",
			want: []string{f + `:16:11 /names/knight: name "huszár" is already a name of the bishop`},
		},
		{
			name: "misspelt key: missing and unknown, sorted by position",
			old:  "  knight: H\n", new: "  kinght: H\n",
			want: []string{
				f + `:6:3 /letters: missing properties: 'knight'`,
				f + `:10:3 /letters/kinght: unknown key "kinght"`,
			},
		},
		{
			name: "three pieces with one letter",
			old:  "  bishop: F\n  knight: H\n", new: "  bishop: B\n  knight: B\n",
			want: []string{
				f + `:9:11 /letters/bishop: letter "B" is already the rook's letter; each piece needs its own`,
				f + `:10:11 /letters/knight: letter "B" is already the rook's letter; each piece needs its own`,
			},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src := strings.Replace(valid, c.old, c.new, 1)
			if src == valid {
				t.Fatalf("mutation %q did not apply", c.old)
			}
			_, err := Load(fsWith(t, map[string]string{"hu.yaml": src}))
			var ps yamlschema.Problems
			if !errors.As(err, &ps) {
				t.Fatalf("error %v (%T), want yamlschema.Problems", err, err)
			}
			got := strings.Split(ps.Error(), "\n")
			if !reflect.DeepEqual(got, c.want) {
				t.Fatalf("problems\n got %q\nwant %q", got, c.want)
			}
		})
	}
}

func TestProblemsOfEveryFileSorted(t *testing.T) {
	bad := strings.Replace(valid, "  knight: H\n", "  knight: B\n", 1)
	_, err := Load(fsWith(t, map[string]string{
		"hu.yaml": strings.Replace(bad, "language: hu", "language: hu\nlanguage: hu", 1),
		"de.yaml": bad, // language hu in de.yaml, and the duplicate letter
		"it.yml":  valid,
	}))
	var ps yamlschema.Problems
	if !errors.As(err, &ps) {
		t.Fatalf("error %v (%T), want yamlschema.Problems", err, err)
	}
	want := []string{
		`rules/notation/de.yaml:1:11 /language: language "hu" does not match the file name (want "de")`,
		`rules/notation/de.yaml:10:11 /letters/knight: letter "B" is already the rook's letter; each piece needs its own`,
		`rules/notation/hu.yaml:2:1 /language: duplicate key "language" (first at line 1, column 1)`,
		`rules/notation/it.yml:1:1 /: notation tables are named <language>.yaml, not .yml`,
	}
	if got := strings.Split(ps.Error(), "\n"); !reflect.DeepEqual(got, want) {
		t.Fatalf("problems\n got %q\nwant %q", got, want)
	}
}

func TestNoTablesIsAnError(t *testing.T) {
	m := fsWith(t, nil)
	m[Dir+"/README.md"] = &fstest.MapFile{Data: []byte("nothing here")}
	if _, err := Load(m); err == nil || !strings.Contains(err.Error(), "no tables") {
		t.Fatalf("Load of an empty directory: %v, want a 'no tables' error", err)
	}
	delete(m, Dir+"/README.md")
	if _, err := Load(m); err == nil {
		t.Fatal("Load without rules/notation succeeded")
	}
}

// Positions from the published perft suite (chessprogramming.org "Perft
// Results": start, Kiwipete, positions 3 and 4 and its mirror), rich in
// castling, promotion, en passant and disambiguation.
var roundTripFENs = []string{
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	"r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
}

// Every move written in every shipped language, FIDE and PGN style, must
// parse back to itself (issue 2, acceptance criterion 2), two plies deep.
func TestSANRoundTripInEveryLanguage(t *testing.T) {
	ts := shipped(t)
	for _, lang := range ts.Languages() {
		letters, _ := ts.Letters(lang)
		for _, fen := range roundTripFENs {
			p, err := chess.ParseFEN(fen)
			if err != nil {
				t.Fatal(err)
			}
			var walk func(depth int)
			walk = func(depth int) {
				for _, m := range p.LegalMoves() {
					for _, st := range []chess.Style{{Letters: letters, FIDE: true}, {Letters: letters}} {
						s := p.FormatSAN(m, st)
						got, err := p.ParseMove(s, letters)
						if err != nil || got != m {
							t.Fatalf("%s %s: %q parses to %v, %v; want %s", lang, p.FEN(), s, got, err, p.UCI(m))
						}
					}
					if depth > 1 {
						u := p.Make(m)
						walk(depth - 1)
						p.Unmake(m, u)
					}
				}
			}
			walk(2)
		}
	}
}

// Worked by hand from the Laws' own examples, with each language's letters.
func TestLocalizedSANExamples(t *testing.T) {
	ts := shipped(t)
	cases := []struct {
		lang, fen, uci, want string
		fide                 bool
	}{
		// Hungarian Laws, Appendix C.10 example (1): knights on g1 and d2, one goes to f3: Hgf3 or Hdf3.
		{"hu", "4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1", "g1f3", "Hgf3", true},
		{"hu", "4k3/8/8/8/8/8/3N4/4K1N1 w - - 0 1", "d2f3", "Hdf3", true},
		// C.10.3.2 (English text): knights on g5 and g1 -> N5f3 / N1f3; in German S.
		{"de", "4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1", "g5f3", "S5f3", true},
		// C.11 promotion d8Q, in French d8D.
		{"fr", "7k/3P4/8/8/8/8/8/4K3 w - - 0 1", "d7d8q", "d8D+", true},
		// Russian king Кр, knight К.
		{"ru", "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", "e1e2", "Кр" + "e2", true}, // square in Latin letters (C.5)
		{"ru", "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", "g1f3", "Кf3", true},
		// Lithuanian knight Ž, capture with x (C.9).
		{"lt", "4k3/8/8/8/8/5p2/8/4K1N1 w - - 0 1", "g1f3", "Žxf3", true},
		// Bulgarian: castling as C.13 writes it, whatever the letters.
		{"bg", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "0-0", true},
	}
	for _, c := range cases {
		l, _ := ts.Letters(c.lang)
		p, err := chess.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		m, err := p.ParseUCI(c.uci)
		if err != nil {
			t.Fatal(err)
		}
		if got := p.FormatSAN(m, chess.Style{Letters: l, FIDE: c.fide}); got != c.want {
			t.Errorf("%s %s %s: SAN %q, want %q", c.lang, c.fen, c.uci, got, c.want)
		}
		if back, err := p.ParseMove(c.want, l); err != nil || back != m {
			t.Errorf("%s: parsing %q gave %v, %v; want %s", c.lang, c.want, back, err, c.uci)
		}
	}
}
