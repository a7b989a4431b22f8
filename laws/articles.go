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

// Articles are the article strings a Judge's answers cite, in the resolved
// rulebook's own numbering: the deciding article of each termination and
// the article of each claim form. A rule the rulebook does not have (the
// automatic draws before 2014) is "".
type Articles struct {
	Checkmate, Stalemate, DeadPosition, Fivefold, SeventyFiveMoves string
	// Threefold and FiftyMoves map a claim form (FormWrittenMove,
	// FormJustArisen) to its article.
	Threefold, FiftyMoves map[string]string
}

// Articles returns the article strings the judge's answers cite.
func (j *Judge) Articles() Articles {
	a := Articles{
		Checkmate: j.art.checkmate, Stalemate: j.art.stalemate,
		Threefold: map[string]string{}, FiftyMoves: map[string]string{},
	}
	if !j.dead.Absent && j.dead.Automatic {
		a.DeadPosition = j.art.dead
	}
	if !j.fivefold.Absent {
		a.Fivefold = j.art.fivefold
	}
	if !j.seventy5.Absent {
		a.SeventyFiveMoves = j.art.seventyFive
	}
	for f, art := range j.art.threefold {
		a.Threefold[f] = art
	}
	for f, art := range j.art.fifty {
		a.FiftyMoves[f] = art
	}
	return a
}
