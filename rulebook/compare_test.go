package rulebook_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"html"
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	chessconform "github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/coverage"
	"github.com/chessconform/chessconform/rulebook"
	"github.com/chessconform/chessconform/yamlschema"
)

// comparedTranslations are the translations whose article-by-article
// comparison (rules/comparisons/<id>.yaml) is shipped.
var comparedTranslations = []string{"hu-2018", "hu-2014", "lt-2018", "bg-2005"}

func readData(t *testing.T, p string) string {
	t.Helper()
	b, err := chessconform.Data.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func loadComparisons(t *testing.T) *rulebook.Set {
	t.Helper()
	set, err := rulebook.LoadEmbedded(chessconform.Data)
	if err != nil {
		t.Fatalf("shipped data does not validate:\n%v", err)
	}
	return set
}

// within reports whether article a (tag form) is r or one of its sub-articles.
func within(a, r string) bool {
	return a == r || strings.HasPrefix(a, r+".") || strings.HasPrefix(a, r+"-")
}

// Every article of a translation's inventory has a row in its comparison,
// every row is an article of the inventory (or a deeper item of one, or a
// label of the translation's `articles` map), and every translation has a
// comparison.
func TestComparisonCoversTheInventory(t *testing.T) {
	set := loadComparisons(t)
	for _, f := range set.Files() {
		if f.Kind == rulebook.KindTranslation && f.Embedded() && !slicesContains(comparedTranslations, f.ID) {
			t.Errorf("translation %s is not in comparedTranslations", f.ID)
		}
	}
	for _, id := range comparedTranslations {
		c, f := set.Comparison(id), set.File(id)
		if c == nil {
			continue
		}
		inv, err := coverage.LoadInventory(chessconform.Data, id)
		if err != nil {
			t.Fatal(err)
		}
		labels := map[string]bool{}
		for _, a := range inv.Articles {
			labels[coverage.Normalize(a.Article)] = true
		}
		rowOf := map[string]bool{}      // row articles (tag form)
		misprintOf := map[string]bool{} // inventory labels printed otherwise, via `articles`
		for _, r := range c.Articles {
			if r.Article == "" {
				continue
			}
			n := coverage.Normalize(r.Article)
			rowOf[n] = true
			if _, mapped := f.Articles[r.Article]; mapped {
				misprintOf[coverage.Normalize(r.Base)] = true
				continue
			}
			ok := false
			for l := range labels {
				ok = ok || within(n, l)
			}
			if !ok {
				t.Errorf("%s:%d: article %q is neither in rules/articles/%s.yaml nor inside one of its articles nor in `articles`",
					c.Path, r.Line, r.Article, id)
			}
		}
		for _, a := range inv.Articles {
			n := coverage.Normalize(a.Article)
			if !rowOf[n] && !misprintOf[n] {
				t.Errorf("%s: article %q of rules/articles/%s.yaml has no row", c.Path, a.Article, id)
			}
		}
		// Against the base edition's inventory, where there is one: every
		// base article is the counterpart of a row or inside an omitted one.
		baseInv, err := coverage.LoadInventory(chessconform.Data, c.Base)
		if err != nil {
			t.Logf("%s: no inventory of %s yet: base articles not checked for omissions", id, c.Base)
			continue
		}
		for _, a := range baseInv.Articles {
			n := coverage.Normalize(a.Article)
			found := false
			for _, r := range c.Articles {
				b := coverage.Normalize(r.Base)
				found = found || (r.Base != "" && (within(n, b) || within(b, n)))
			}
			if !found {
				t.Errorf("%s: base article %s of %s has no row (compared or omitted)", c.Path, a.Article, c.Base)
			}
		}
	}
}

// Every recorded deviation of a translation is a comparison row, with both
// readings: the loader refuses a comparison that lacks one, so here the
// counts are pinned against the deviation tables of the .md files.
func TestComparisonRowsPerTranslation(t *testing.T) {
	set := loadComparisons(t)
	for _, id := range comparedTranslations {
		c, f := set.Comparison(id), set.File(id)
		if c == nil {
			t.Errorf("%s: no comparison", id)
			continue
		}
		n := c.Counts()
		t.Logf("%s: %s", id, c.Summary())
		if n[rulebook.VerdictOmitted] != len(f.Omits) {
			t.Errorf("%s: %d omitted rows, %d omits", id, n[rulebook.VerdictOmitted], len(f.Omits))
		}
		for _, r := range c.Articles {
			if r.Verdict == rulebook.VerdictDeviation && (r.English == "" || r.Translation == "" || len(r.Kinds) == 0) {
				t.Errorf("%s:%d: deviation %s without both readings and kinds", c.Path, r.Line, r.Article)
			}
		}
		md := readData(t, "rules/translations/"+id+".md")
		refs := map[string]bool{}
		for _, r := range c.Articles {
			for _, ref := range r.Refs {
				refs[ref] = true
			}
		}
		for _, line := range strings.Split(md, "\n") {
			cells := strings.Split(line, " | ")
			if len(cells) < 4 || !strings.HasPrefix(line, "| ") {
				continue
			}
			ref := strings.TrimPrefix(cells[0], "| ")
			if len(ref) < 2 || ref[0] < 'A' || ref[0] > 'Z' || ref[1] < '0' || ref[1] > '9' {
				continue
			}
			if !refs[ref] {
				t.Errorf("%s: row %s of rules/translations/%s.md has no comparison row (ref: %s)", c.Path, ref, id, ref)
			}
		}
	}
}

// comparisonFS is the shipped data with one comparison file replaced.
func comparisonFS(t *testing.T, name, src string) fs.FS {
	t.Helper()
	m := fstest.MapFS{}
	err := fs.WalkDir(chessconform.Data, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		if !strings.HasPrefix(p, "rules/") && !strings.HasPrefix(p, "schema/") {
			return nil
		}
		b, err := fs.ReadFile(chessconform.Data, p)
		m[p] = &fstest.MapFile{Data: b}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	m[name] = &fstest.MapFile{Data: []byte(src)}
	return m
}

// The loader refuses a comparison that disagrees with its translation's
// file, or with the schema, naming the file and line.
func TestComparisonChecks(t *testing.T) {
	const name = "rules/comparisons/hu-2018.yaml"
	orig := readData(t, name)
	cases := []struct {
		what, old, new, want string
	}{
		{"omitted row dropped", "- base: 11.2.4\n  verdict: omitted\n", "- base: 11.2.4\n  verdict: not_compared\n  article: '11.2.4'\n  note: x\n",
			"omits base article \"11.2.4\""},
		{"parameter unknown", "parameters: [draws.fivefold]", "parameters: [draws.sixfold]", "does not override parameter draws.sixfold"},
		{"parameter not named", "  parameters: [draws.fivefold]\n", "", "parameter draws.fivefold has a `deviation` but no row"},
		{"deviation row made matching", "  verdict: deviation\n  kinds: [cross_reference]\n  english: the final position",
			"  verdict: matching\n  english: the final position", "textual deviation \"III.6.1\""},
		{"unknown verdict", "verdict: renumbered}", "verdict: renumberd}", "must be one of"},
		{"wrong base", "base: fide-2018-01", "base: fide-2017-07", "base \"fide-2017-07\", but hu-2018 translates fide-2018-01"},
		{"duplicate article", "{article: '1.2', base: '1.2', verdict: matching}", "{article: '1.1', base: '1.1', verdict: matching}",
			"already compared"},
		{"renumbering against the map", "{article: 3.1.4, base: '3.2', verdict: renumbered}", "{article: 3.1.4, base: '3.3', verdict: renumbered}",
			"maps \"3.1.4\" to \"3.2\""},
		{"deviation row without a record in the translation", "{article: '1.2', base: '1.2', verdict: matching}",
			"{article: '1.2', base: '1.2', verdict: deviation, kinds: [wording], english: a, translation: b}", "neither a `deviations` entry nor a parameter"},
		{"omitted row not in omits", "articles:\n", "articles:\n- {base: '6.5', verdict: omitted, english: the clock}\n",
			"not in hu-2018's `omits`"},
	}
	for _, tc := range cases {
		t.Run(tc.what, func(t *testing.T) {
			if !strings.Contains(orig, tc.old) {
				t.Fatalf("%s does not contain %q: the mutant is stale", name, tc.old)
			}
			src := strings.Replace(orig, tc.old, tc.new, 1)
			_, err := rulebook.LoadEmbedded(comparisonFS(t, name, src))
			var ps yamlschema.Problems
			if !errors.As(err, &ps) {
				t.Fatalf("want problems, got %v", err)
			}
			found := false
			for _, p := range ps {
				if p.File == name && p.Line > 0 && strings.Contains(p.Message, tc.want) {
					found = true
				}
			}
			if !found {
				t.Errorf("no problem %q at %s:LINE in\n%v", tc.want, name, err)
			}
		})
	}
	// The unmutated file loads (the cases fail for their mutation only).
	if _, err := rulebook.LoadEmbedded(comparisonFS(t, name, orig)); err != nil {
		t.Fatal(err)
	}
}

// `rules diff BASE TRANSLATION` shows every comparison row that is not a
// confirmed match, in text, markdown and JSON.
func TestDiffReportsEveryComparisonRow(t *testing.T) {
	set := loadComparisons(t)
	for _, id := range comparedTranslations {
		c := set.Comparison(id)
		if c == nil {
			t.Errorf("%s: no comparison", id)
			continue
		}
		rep, err := set.Report(c.Base, id)
		if err != nil {
			t.Fatal(err)
		}
		if len(rep.Comparisons) != 1 || rep.Comparisons[0] != c {
			t.Fatalf("%s: report carries %d comparisons, want its own", id, len(rep.Comparisons))
		}
		rows := c.Reported()
		if len(rows) == 0 {
			t.Errorf("%s: nothing to report", id)
		}
		for _, format := range []string{"text", "markdown", "json", "html"} {
			t.Run(id+"/"+format, func(t *testing.T) {
				var buf bytes.Buffer
				if err := rulebook.WriteDiffReport(&buf, rep, format, nil); err != nil {
					t.Fatal(err)
				}
				out := buf.String()
				switch format {
				case "text":
					if !strings.Contains(out, c.Summary()) {
						t.Errorf("summary %q missing", c.Summary())
					}
					for _, r := range rows {
						head := fmt.Sprintf("] %s %s\n", id, r.Label(c.Base))
						i := strings.Index(out, head)
						if i < 0 {
							t.Errorf("row %s (%s) missing: no line ending %q", r.Article, r.Verdict, head)
							continue
						}
						block := out[i:]
						if j := strings.Index(block, "\n\n"); j >= 0 {
							block = block[:j]
						}
						for _, want := range []string{r.English, r.Translation, r.Consequence, r.Unconfirmed} {
							if !strings.Contains(block, want) {
								t.Errorf("row %s: %q not shown", r.Label(c.Base), want)
							}
						}
					}
				case "markdown":
					for _, r := range rows {
						a, b := r.Article, r.Base
						if a == "" {
							a = "—"
						}
						if b == "" {
							b = "—"
						}
						prefix := fmt.Sprintf("| %s | %s | %s", strings.ReplaceAll(a, "|", `\|`), b, r.Verdict)
						prefix = strings.ReplaceAll(prefix, "_", " ")
						line := ""
						for _, l := range strings.Split(out, "\n") {
							if strings.HasPrefix(l, prefix) {
								line = l
							}
						}
						if line == "" {
							t.Errorf("row %q missing", prefix)
							continue
						}
						for _, want := range []string{r.English, r.Translation, r.Consequence, r.Unconfirmed} {
							if !strings.Contains(line, strings.ReplaceAll(want, "|", `\|`)) {
								t.Errorf("row %q: %q not shown", prefix, want)
							}
						}
					}
				case "html":
					for _, r := range rows {
						head := "<h3>" + html.EscapeString(id+" "+r.Label(c.Base)) + "</h3>"
						i := strings.Index(out, head)
						if i < 0 {
							t.Errorf("row %s missing: no %q", r.Label(c.Base), head)
							continue
						}
						card := out[i:]
						card = html.UnescapeString(card[:strings.Index(card, "</article>")])
						for _, want := range []string{r.English, r.Translation, r.Consequence, r.Unconfirmed} {
							if !strings.Contains(card, want) {
								t.Errorf("row %s: %q not shown", r.Label(c.Base), want)
							}
						}
					}
				case "json":
					var got rulebook.DiffReportJSON
					if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
						t.Fatal(err)
					}
					if len(got.Comparisons) != 1 || len(got.Comparisons[0].Articles) != len(c.Articles) {
						t.Fatalf("json comparisons: %+v", got.Comparisons)
					}
					gc := got.Comparisons[0]
					reported := 0
					for i, r := range gc.Articles {
						want := c.Articles[i]
						want.Line = 0
						if fmt.Sprint(r) != fmt.Sprint(want) {
							t.Errorf("row %d: json %+v, want %+v", i, r, want)
						}
						if r.Reported() {
							reported++
						}
					}
					if reported != len(rows) || gc.Counts[rulebook.VerdictDeviation] != c.Counts()[rulebook.VerdictDeviation] {
						t.Errorf("json reports %d rows, want %d", reported, len(rows))
					}
					if got.Same {
						t.Error("json says same")
					}
				}
			})
		}
	}
}

// Diffs between editions carry no comparison, so their output is as before.
func TestDiffOfEditionsHasNoComparison(t *testing.T) {
	set := loadComparisons(t)
	rep, err := set.Report("fide-2017-07", "fide-2018-01")
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Comparisons) != 0 {
		t.Errorf("edition diff carries %d comparisons", len(rep.Comparisons))
	}
	for _, format := range []string{"text", "markdown", "json", "html"} {
		var a, b bytes.Buffer
		if err := rulebook.WriteDiffReport(&a, rep, format, nil); err != nil {
			t.Fatal(err)
		}
		if err := rulebook.WriteDiff(&b, rep.A, rep.B, rep.Changes, format); err != nil {
			t.Fatal(err)
		}
		if a.String() != b.String() {
			t.Errorf("%s: the report of an edition diff differs from WriteDiff", format)
		}
	}
}

// Issue 15: hu-2014 listed G.6 as omitted, but the seed holds G.6 (a) and (b)
// in full after a page break that splits its heading. The English text of
// the rule (2018 Guidelines III.6.1, 2014 G.6 a): a player "may claim a draw
// when he has less than two minutes left on his clock and before his flag
// falls. This concludes the game."
func TestHU2014HasG6(t *testing.T) {
	set := loadComparisons(t)
	f := set.File("hu-2014")
	if !slicesContains(f.Covers, "G.6") {
		t.Errorf("hu-2014 covers %v: G.6 missing", f.Covers)
	}
	for _, o := range f.Omits {
		if o.BaseArticle == "G.6" {
			t.Errorf("hu-2014 omits G.6: %s", o.Description)
		}
	}
	found := false
	for _, r := range set.Comparison("hu-2014").Articles {
		if r.Article == "G.6" && r.Base == "G.6" && r.Verdict == rulebook.VerdictMatching {
			found = true
		}
	}
	if !found {
		t.Error("rules/comparisons/hu-2014.yaml has no matching row for G.6")
	}
	rep, err := set.Report("fide-2014", "hu-2014")
	if err != nil {
		t.Fatal(err)
	}
	if c := rulebook.FindChange(rep.Changes, rulebook.OmissionID("hu-2014", "G.6")); c != nil {
		t.Errorf("rules diff still reports G.6 as omitted: %+v", c)
	}
}

// Issue 15: the same Hungarian words get the same encoding. hu-2014 9.6 a and
// hu-2018 9.6.1 both require the position to occur in at least five
// consecutive instances (the same phrase in both seeds); the English texts
// say "for at least five consecutive alternate moves by each player" (2014
// 9.6 a) and "at least five times" (2018 9.6.1), so both translations
// deviate, in the same way.
func TestSameHungarianWordsSameFivefold(t *testing.T) {
	set := loadComparisons(t)
	var got []string
	for _, id := range []string{"hu-2014", "hu-2018"} {
		r, err := set.Resolve(id)
		if err != nil {
			t.Fatal(err)
		}
		v := r.Get("draws.fivefold")
		if v == nil || v.Origin != id {
			t.Fatalf("%s: draws.fivefold not stated by the translation: %+v", id, v)
		}
		b, _ := json.Marshal(v.Value)
		got = append(got, string(b))
	}
	if got[0] != got[1] {
		t.Errorf("draws.fivefold: hu-2014 %s, hu-2018 %s; the same words must be encoded the same way", got[0], got[1])
	}
	for _, base := range []string{"fide-2014", "fide-2018-01"} {
		r, _ := set.Resolve(base)
		b, _ := json.Marshal(r.Get("draws.fivefold").Value)
		if string(b) == got[0] {
			t.Errorf("%s encodes fivefold as the translations do (%s): no deviation left", base, b)
		}
	}
}

func slicesContains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// The passages hu-2014 and hu-2018 word alike are given the same verdict and
// kinds in both comparisons (issue 15: the same words, the same encoding).
func TestSameHungarianWordsSameVerdict(t *testing.T) {
	set := loadComparisons(t)
	row := func(id, article string) *rulebook.ArticleRow {
		for _, r := range set.Comparison(id).Articles {
			if r.Article == article {
				return &r
			}
		}
		t.Fatalf("%s has no row %q", id, article)
		return nil
	}
	for _, p := range []struct{ hu2014, hu2018 string }{
		{"6.2 a", "6.2.1"},                       // glosses: mate, stalemate, 3x repetition
		{"11.2", "11.2.1"},                       // the chief arbiter gives the permissions
		{"12.8", "12.8"},                         // contiguous dropped
		{"C (introduction)", "C (introduction)"}, // must warn
		{"9.6 a", "9.6.1"},                       // five consecutive instances
		{"11.5", "11.5"},                         // frequent repetition of draw offers
		{"A.4 a", "A.4.1.1"},                     // clock-setting condition inverted
		{"9.1 b", "9.1.2"},                       // do not regulate / allow
		{"3.10 b", "3.10.2"},                     // 3.2-3.9
	} {
		a, b := row("hu-2014", p.hu2014), row("hu-2018", p.hu2018)
		if a.Verdict != b.Verdict || strings.Join(a.Kinds, ",") != strings.Join(b.Kinds, ",") {
			t.Errorf("hu-2014 %s is %s %v, hu-2018 %s is %s %v", p.hu2014, a.Verdict, a.Kinds, p.hu2018, b.Verdict, b.Kinds)
		}
	}
}

// comparisonTable is the table of rules/README.md's "Article-by-article
// comparisons" section, generated from the comparison files.
func comparisonTable(set *rulebook.Set) string {
	var b strings.Builder
	b.WriteString("| translation | compared with | rows | deviation | omitted | added | renumbered | not compared | matching | English wording not read |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|---|\n")
	for _, id := range comparedTranslations {
		c := set.Comparison(id)
		if c == nil {
			continue
		}
		n := c.Counts()
		unread := 0
		for _, r := range c.Articles {
			if r.Unconfirmed != "" {
				unread++
			}
		}
		fmt.Fprintf(&b, "| [%s](comparisons/%s.yaml) | `%s` | %d | %d | %d | %d | %d | %d | %d | %d |\n", id, id, c.Base, len(c.Articles),
			n[rulebook.VerdictDeviation], n[rulebook.VerdictOmitted], n[rulebook.VerdictAdded], n[rulebook.VerdictRenumbered],
			n[rulebook.VerdictNotCompared], n[rulebook.VerdictMatching], unread)
	}
	return b.String()
}

// rules/README.md's table of comparisons is the one the data gives.
func TestReadmeComparisonTable(t *testing.T) {
	set := loadComparisons(t)
	want := comparisonTable(set)
	readme := readData(t, "rules/README.md")
	if !strings.Contains(readme, want) {
		t.Errorf("rules/README.md's table under \"Article-by-article comparisons\" is not the data's; it should read:\n%s", want)
	}
}

// Every scenario a comparison row cites is a scenario of the shipped
// features: the file exists and the line is a scenario's first line (the
// line after its tags).
func TestComparisonScenariosExist(t *testing.T) {
	set := loadComparisons(t)
	n := 0
	for _, id := range comparedTranslations {
		c := set.Comparison(id)
		for _, r := range c.Articles {
			for _, ref := range r.Scenarios {
				n++
				file, lineNo, _ := strings.Cut(ref, ":")
				src, err := fs.ReadFile(chessconform.Data, file)
				if err != nil {
					t.Errorf("%s:%d: scenario %s: %v", c.Path, r.Line, ref, err)
					continue
				}
				lines := strings.Split(string(src), "\n")
				var l int
				fmt.Sscan(lineNo, &l)
				if l < 2 || l > len(lines) || !strings.HasPrefix(strings.TrimSpace(lines[l-2]), "@") ||
					!strings.Contains(lines[l-1], ":") {
					t.Errorf("%s:%d: %s is not the first line of a tagged scenario", c.Path, r.Line, ref)
				}
			}
		}
	}
	if n == 0 {
		t.Error("no comparison row cites a scenario")
	}
}
