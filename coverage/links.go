package coverage

import (
	"slices"
	"strings"

	"github.com/chessconform/chessconform/rulebook"
)

// DiffLinks finds, for each change between rulebooks a and b, the scenarios
// that show it: those that cite the change's article on one side (in that
// side's numbering) and are about that side's rulebook, because they are
// written for it (@hu-2018) or name it in their steps (the English
// outlines set the editions side by side, one per Examples row).
func DiffLinks(cases []Case, a, b string, changes []rulebook.Change) rulebook.Links {
	links := rulebook.Links{}
	for _, c := range changes {
		var ls []rulebook.ScenarioLink
		for _, s := range []rulebook.Side{c.A, c.B} {
			if s.Article == "" || s.Rulebook == "" {
				continue
			}
			art := Normalize(s.Article)
			for _, k := range cases {
				if k.Kind != "scenario" || !about(k, s.Rulebook) || !cites(k, art) {
					continue
				}
				l := rulebook.ScenarioLink{Name: k.Name, Ref: k.ID}
				if !slices.Contains(ls, l) {
					ls = append(ls, l)
				}
			}
		}
		if len(ls) > 0 {
			links[c.ID] = ls
		}
	}
	return links
}

func about(k Case, rb string) bool {
	if len(k.Rulebooks) > 0 {
		return slices.Contains(k.Rulebooks, rb)
	}
	return strings.Contains(k.Text, `"`+rb+`"`) || strings.Contains(k.Text, " "+rb+" ")
}

func cites(k Case, art string) bool {
	for _, a := range k.Articles {
		if within(Normalize(a), art) {
			return true
		}
	}
	return false
}
