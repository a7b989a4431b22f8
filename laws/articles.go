package laws

import (
	"sort"
	"strconv"
	"strings"

	"github.com/chessconform/chessconform/rulebook"
)

// numbering derives sub-articles the rulebook does not list separately, in
// the base edition's layout, and maps base-edition articles to the resolved
// rulebook's own numbering (a translation may renumber them).
type numbering struct {
	layout string            // "numbered" (9.2.1.1) or "lettered" (9.2 a)
	top    map[string]string // base article -> article of the resolved rulebook
}

func newNumbering(r *rulebook.Resolved) numbering {
	n := numbering{layout: r.Chain[0].Layout, top: map[string]string{}}
	for _, f := range r.Chain[1:] {
		if f.Kind != rulebook.KindTranslation {
			continue
		}
		ts := make([]string, 0, len(f.Articles))
		for t := range f.Articles {
			ts = append(ts, t)
		}
		sort.Strings(ts) // deterministic when two translation articles map to one base article
		for _, t := range ts {
			if _, seen := n.top[f.Articles[t]]; !seen {
				n.top[f.Articles[t]] = t
			}
		}
	}
	return n
}

// inTop returns a base-edition article in the resolved rulebook's numbering.
func (n numbering) inTop(base string) string {
	if t, ok := n.top[base]; ok {
		return t
	}
	return base
}

// child returns the i-th (1-based) sub-article of parent: "9.2.1" -> "9.2.1.1"
// when numbered, "9.2" -> "9.2 a" when lettered.
func (n numbering) child(parent string, i int) string {
	if n.layout == "lettered" {
		return parent + " " + string(rune('a'+i-1))
	}
	return parent + "." + strconv.Itoa(i)
}

// parent strips the last level: "5.1.2" -> "5.1", "5.1 b" -> "5.1".
func (n numbering) parent(a string) string {
	if i := strings.LastIndexAny(a, ". "); i > 0 {
		return a[:i]
	}
	return a
}

// next returns the following article at the same level: "9.3" -> "9.4".
func (n numbering) next(a string) string {
	i := strings.LastIndex(a, ".")
	k, err := strconv.Atoi(a[i+1:])
	if err != nil {
		return a
	}
	return a[:i+1] + strconv.Itoa(k+1)
}
