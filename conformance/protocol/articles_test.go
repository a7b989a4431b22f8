package protocol_test

import (
	"context"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/reference"
	"github.com/chessconform/chessconform/rulebook"
	"github.com/chessconform/chessconform/subject"
)

const articlesDoc = "../ARTICLES.md"

// articlesTable writes conformance/ARTICLES.md from the rule data: per
// rulebook, the article string of every answer that cites one.
func articlesTable(t *testing.T) string {
	t.Helper()
	set, err := rulebook.LoadEmbedded(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	var sb strings.Builder
	sb.WriteString(`# Article strings in answers

<!-- Generated from the rule data (rules/) by TestArticlesTable in conformance/protocol/articles_test.go.
     Do not edit: CHESSCONFORM_UPDATE=1 go test ./conformance/protocol -run TestArticlesTable -->

Every ` + "`article`" + ` in an answer is a string in the **rulebook's own numbering**, exactly as
this table writes it: numbered editions (2017-07 on) write ` + "`9.2.1.1`" + `, lettered ones (2005-2014)
` + "`9.2 a`" + ` (a space, a small letter), translations their own numbers (` + "`hu-2014`" + ` is
renumbered against its base edition). Appendix articles are written as the rulebook letters its
appendices (` + "`A.1`" + ` rapid and ` + "`B.1`" + ` blitz from 2009; ` + "`B.1`" + ` and ` + "`C.1`" + ` in 2005); the
definition of a standard game is ` + "`glossary`" + ` where the rulebook has one. certify compares article
strings exactly (PROTOCOL.md §8).

The strings come from the rule data in [` + "`rules/`" + `](../rules/) (` + "`chessconform rules show ID`" + `):
every parameter names its article; checkmate and stalemate are the first items of the article of
resignation and of the one after it (5.1 / 5.2), and a claim's form is the n-th item of 9.2 / 9.3
in the order the rulebook lists the forms (the written intended move first). A rule a rulebook
does not have is "—": the suite never expects it (before 2014 there is no fivefold and no
75-move rule).

`)
	ids := []string{}
	for _, f := range set.Files() {
		if f.Kind == rulebook.KindEdition || f.Kind == rulebook.KindTranslation {
			ids = append(ids, f.ID)
		}
	}
	slices.Sort(ids)
	for _, id := range ids {
		r, err := set.Resolve(id)
		if err != nil {
			t.Fatal(err)
		}
		j, err := laws.New(r, laws.Options{})
		if err != nil {
			t.Fatal(err)
		}
		a := j.Articles()
		tcs := r.TimeClasses()
		or := func(s string) string {
			if s == "" {
				return "—"
			}
			return "`" + s + "`"
		}
		fmt.Fprintf(&sb, "## %s\n\n%s (%s, %s", id, r.Title, r.Kind, r.Chain[0].Layout)
		if r.Kind == rulebook.KindTranslation {
			fmt.Fprintf(&sb, ", of %s", r.Chain[0].ID)
		}
		sb.WriteString(")\n\n| operation | answer | article |\n|---|---|---|\n")
		rows := [][2]string{
			{"`game_status` termination `checkmate`", a.Checkmate},
			{"`game_status` termination `stalemate`", a.Stalemate},
			{"`game_status` termination `dead-position`", a.DeadPosition},
			{"`game_status` termination `fivefold`", a.Fivefold},
			{"`game_status` termination `seventy-five-moves`", a.SeventyFiveMoves},
			{"`game_status` claim `threefold`, `with_move` a SAN move (written intended move)", a.Threefold[laws.FormWrittenMove]},
			{"`game_status` claim `threefold`, `with_move` `\"\"` (the position is there)", a.Threefold[laws.FormJustArisen]},
			{"`game_status` claim `fifty-moves`, `with_move` a SAN move (written intended move)", a.FiftyMoves[laws.FormWrittenMove]},
			{"`game_status` claim `fifty-moves`, `with_move` `\"\"` (the 50 moves are complete)", a.FiftyMoves[laws.FormJustArisen]},
			{"`classify` category `standard`", tcs.Standard.Article},
			{"`classify` category `rapid`", tcs.Rapid.Article},
			{"`classify` category `blitz`", tcs.Blitz.Article},
		}
		for _, row := range rows {
			op, answer, _ := strings.Cut(row[0], " ")
			fmt.Fprintf(&sb, "| %s | %s | %s |\n", op, answer, or(row[1]))
		}
		var arts []string
		for _, v := range r.Values() {
			if !v.Absent && v.Article != "" && !slices.Contains(arts, v.Article) {
				arts = append(arts, v.Article)
			}
		}
		slices.SortFunc(arts, rulebook.CompareArticles)
		for i := range arts {
			arts[i] = "`" + arts[i] + "`"
		}
		fmt.Fprintf(&sb, "\nEvery article a parameter of %s cites (the articles `adjudicate` decisions and results cite come from these): %s.\n\n", id, strings.Join(arts, ", "))
	}
	return sb.String()
}

// TestArticlesTable fails when conformance/ARTICLES.md is not what the rule
// data generates (CHESSCONFORM_UPDATE=1 rewrites it).
func TestArticlesTable(t *testing.T) {
	want := articlesTable(t)
	if os.Getenv("CHESSCONFORM_UPDATE") != "" {
		if err := os.WriteFile(articlesDoc, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile(articlesDoc)
	if err != nil {
		t.Fatalf("%v (CHESSCONFORM_UPDATE=1 go test ./conformance/protocol -run TestArticlesTable writes it)", err)
	}
	if string(got) != want {
		t.Errorf("%s is stale: CHESSCONFORM_UPDATE=1 go test ./conformance/protocol -run TestArticlesTable rewrites it from the rule data", articlesDoc)
	}
}

// The table says what the reference answers: checkmate and the three time
// classes through the subject, under every rulebook.
func TestArticlesTableIsWhatTheReferenceAnswers(t *testing.T) {
	ref, err := reference.New(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	doc := articlesTable(t)
	ctx := context.Background()
	for _, sec := range strings.Split(doc, "\n## ")[1:] {
		id, _, _ := strings.Cut(sec, "\n")
		row := func(answer string) string {
			for _, l := range strings.Split(sec, "\n") {
				if strings.Contains(l, answer+" |") {
					f := strings.Split(l, "|")
					return strings.Trim(strings.TrimSpace(f[len(f)-2]), "`")
				}
			}
			t.Fatalf("%s: no row %s", id, answer)
			return ""
		}
		st, err := ref.GameStatus(ctx, subject.StatusRequest{Rulebook: id, FEN: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", Moves: []string{"f2f3", "e7e5", "g2g4", "d8h4"}})
		if err != nil {
			t.Fatal(err)
		}
		if want := row("termination `checkmate`"); st.Article != want {
			t.Errorf("%s: checkmate answered with article %q, the table says %q", id, st.Article, want)
		}
		for tc, cat := range map[string]string{"180+2": "blitz", "1500+10": "rapid", "5400+30": "standard"} {
			c, err := ref.Classify(ctx, id, tc)
			if err != nil {
				t.Fatal(err)
			}
			if want := row("category `" + cat + "`"); c.Category != cat || c.Article != want {
				t.Errorf("%s: %s classified %s by %q, the table says %s by %q", id, tc, c.Category, c.Article, cat, want)
			}
		}
	}
}
