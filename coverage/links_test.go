package coverage

import (
	"strings"
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/rulebook"
)

// TestDiffLinks: the fivefold deviation of hu-2018 (9.6.1, five consecutive
// instances) is shown by the Hungarian scenario written for it and by the
// English outline that sets the two rulebooks side by side.
func TestDiffLinks(t *testing.T) {
	set, err := rulebook.LoadEmbedded(chessconform.Data)
	if set == nil {
		t.Fatal(err)
	}
	changes, err := set.Diff("fide-2018-01", "hu-2018")
	if err != nil {
		t.Fatal(err)
	}
	cases, err := Scenarios(chessconform.Data, nil, []string{"fide-2018-01", "hu-2018", "hu-2014", "lt-2018", "bg-2005"})
	if err != nil {
		t.Fatal(err)
	}
	links := DiffLinks(cases, "fide-2018-01", "hu-2018", changes)
	var refs []string
	for _, l := range links["draws.fivefold"] {
		refs = append(refs, l.Ref+" "+l.Name)
	}
	all := strings.Join(refs, "\n")
	for _, want := range []string{
		"features/hu/hu-2018_art5-9_dontetlen.feature:", // Eltérés: ötször előforduló …
		"Eltérés: ötször előforduló, de nem egymást követő ismétlődés",
		"features/art9_draws.feature:",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("draws.fivefold links lack %q:\n%s", want, all)
		}
	}
	// A Lithuanian scenario is not about hu-2018.
	if strings.Contains(all, "features/lt/") {
		t.Errorf("a Lithuanian scenario is linked:\n%s", all)
	}
	var sb strings.Builder
	if err := rulebook.WriteDiffLinked(&sb, "fide-2018-01", "hu-2018", changes, "html", links); err != nil {
		t.Fatal(err)
	}
	page := sb.String()
	i := strings.Index(page, `data-change="draws.fivefold"`)
	if i < 0 {
		t.Fatal("the HTML diff has no card for draws.fivefold")
	}
	row := page[i:]
	row = row[:strings.Index(row, "</article>")]
	if !strings.Contains(row, `<a href="features/hu/hu-2018_art5-9_dontetlen.feature#L`) || !strings.Contains(row, "features/hu/hu-2018_art5-9_dontetlen.feature:") {
		t.Errorf("the fivefold row of the HTML diff does not link the Hungarian scenario:\n%s", row)
	}
}
