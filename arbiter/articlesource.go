package arbiter

import "fmt"

// markForeignArticles says, in each decision that cites an article the
// rulebook's own text does not contain, whose article it is: a translation
// without a rapid or blitz appendix (bg-2005, lt-2018) is ruled on with its
// edition's rules, and the ruling must not present the edition's article as
// the translation's.
func (g *game) markForeignArticles() {
	for k := range g.out.Decisions {
		d := &g.out.Decisions[k]
		if src := g.r.ArticleSource(d.Article); src != "" {
			d.Detail += fmt.Sprintf(" [%s is an article of %s: %s does not contain it]", d.Article, src, g.r.ID)
		}
	}
}
