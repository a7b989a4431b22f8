package coverage

import (
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/cucumber/godog"
	messages "github.com/cucumber/messages/go/v21"
)

// Scenarios reads the features under paths (default "features") and returns
// one case per scenario (per Examples row of an outline), with the articles
// of its own tags (the scenario's and its Examples'), or of the feature's
// (and rule's) tags when it has none of its own: the same rule as the
// certificate's (conformance/certify). A tag equal to one of rulebooks marks the rulebook whose
// numbering the article tags are in (the translated features are tagged
// @hu-2018, @lt-2018 …); without one the case is in the current FIDE
// edition's numbering.
func Scenarios(fsys fs.FS, paths []string, rulebooks []string) ([]Case, error) {
	if len(paths) == 0 {
		paths = []string{"features"}
	}
	known := map[string]bool{}
	for _, b := range rulebooks {
		known[b] = true
	}
	ts := godog.TestSuite{Options: &godog.Options{FS: fsys, Paths: paths}}
	fts, err := ts.RetrieveFeatures()
	if err != nil {
		return nil, fmt.Errorf("coverage: reading features: %w", err)
	}
	var out []Case
	for _, ft := range fts {
		lines := map[string]int{}
		own := map[string]map[string]bool{} // scenario or row AST id → its own tags
		rowEd := map[string][2]string{}     // Examples row AST id → its rulebook and article cells
		add := func(sc *messages.Scenario) {
			lines[sc.Id] = int(sc.Location.Line)
			own[sc.Id] = map[string]bool{}
			for _, t := range sc.Tags {
				own[sc.Id][t.Name] = true
			}
			for _, ex := range sc.Examples {
				rbCol, artCol := -1, -1
				if ex.TableHeader != nil {
					for i, cell := range ex.TableHeader.Cells {
						switch strings.TrimSpace(cell.Value) {
						case "rulebook":
							rbCol = i
						case "article":
							artCol = i
						}
					}
				}
				for _, row := range ex.TableBody {
					if rbCol >= 0 && artCol >= 0 && rbCol < len(row.Cells) && artCol < len(row.Cells) {
						rowEd[row.Id] = [2]string{strings.TrimSpace(row.Cells[rbCol].Value), strings.TrimSpace(row.Cells[artCol].Value)}
					}
					lines[row.Id] = int(row.Location.Line)
					own[row.Id] = map[string]bool{}
					for _, t := range append(sc.Tags, ex.Tags...) {
						own[row.Id][t.Name] = true
					}
				}
			}
		}
		if doc := ft.GherkinDocument; doc != nil && doc.Feature != nil {
			for _, ch := range doc.Feature.Children {
				if sc := ch.Scenario; sc != nil {
					add(sc)
				}
				if ch.Rule != nil {
					for _, rc := range ch.Rule.Children {
						if sc := rc.Scenario; sc != nil {
							add(sc)
						}
					}
				}
			}
		}
		for _, p := range ft.Pickles {
			line := 0
			for i := len(p.AstNodeIds) - 1; i >= 0 && line == 0; i-- {
				line = lines[p.AstNodeIds[i]]
			}
			c := Case{Kind: "scenario", ID: fmt.Sprintf("%s:%d", path.Clean(p.Uri), line), Name: p.Name}
			var texts []string
			for _, st := range p.Steps {
				texts = append(texts, st.Text)
			}
			c.Text = strings.Join(texts, "\n")
			mine := map[string]bool{}
			if n := len(p.AstNodeIds); n > 0 {
				mine = own[p.AstNodeIds[n-1]]
			}
			var ownArts, outerArts []string
			for _, t := range p.Tags {
				if a, ok := ArticleOfTag(t.Name); ok {
					if mine[t.Name] {
						ownArts = append(ownArts, a)
					} else {
						outerArts = append(outerArts, a)
					}
				} else if id := t.Name[1:]; known[id] {
					c.Rulebooks = append(c.Rulebooks, id)
				}
			}
			c.Articles = ownArts
			if len(ownArts) == 0 {
				c.Articles = outerArts
			}
			if n := len(p.AstNodeIds); n > 0 {
				if ed, ok := rowEd[p.AstNodeIds[n-1]]; ok && known[ed[0]] {
					if arts := exampleArticles(ed[1]); len(arts) > 0 {
						c.Edition, c.EditionArticles = ed[0], arts
					}
				}
			}
			out = append(out, c)
		}
	}
	return out, nil // in file and line order, as godog reads them
}

// exampleArticles splits an Examples "article" cell into article labels
// ("6.9, 9.6" -> 6.9 and 9.6); cells that name no article ("", "—",
// "absent") give none.
func exampleArticles(cell string) []string {
	var out []string
	for _, part := range strings.FieldsFunc(cell, func(r rune) bool { return r == ',' || r == ';' || r == '+' }) {
		part = strings.TrimSpace(part)
		if part == "" || !(part[0] >= '0' && part[0] <= '9' || part[0] >= 'A' && part[0] <= 'Z') {
			continue
		}
		out = append(out, part)
	}
	return out
}
