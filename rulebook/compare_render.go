package rulebook

import (
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"strings"
)

// DiffReport is everything `rules diff` reports: the parameter changes and
// the article-by-article comparisons of the translations involved.
type DiffReport struct {
	A, B        string
	Changes     []Change
	Comparisons []*Comparison
}

// Same reports whether there is nothing to report: no change and no
// comparison row other than a match.
func (d DiffReport) Same() bool {
	if len(d.Changes) > 0 {
		return false
	}
	for _, c := range d.Comparisons {
		if len(c.Reported()) > 0 {
			return false
		}
	}
	return true
}

// Report diffs a and b and collects the comparisons of the translations
// involved (see Comparisons).
func (s *Set) Report(a, b string) (DiffReport, error) {
	changes, err := s.Diff(a, b)
	if err != nil {
		return DiffReport{}, err
	}
	comps, err := s.Comparisons(a, b)
	if err != nil {
		return DiffReport{}, err
	}
	return DiffReport{A: a, B: b, Changes: changes, Comparisons: comps}, nil
}

// ComparisonJSON is a comparison in the JSON diff: every row (matching ones
// too), the counts per verdict, and the rows a report shows.
type ComparisonJSON struct {
	Translation string         `json:"translation"`
	Base        string         `json:"base"`
	English     string         `json:"english"`
	Note        string         `json:"note,omitempty"`
	Path        string         `json:"path"`
	Counts      map[string]int `json:"counts"`
	Articles    []ArticleRow   `json:"articles"`
}

// DiffReportJSON is the JSON form of a diff report: DiffJSON's members, then
// "comparisons" when a translation is compared with its edition.
type DiffReportJSON struct {
	A           string           `json:"a"`
	B           string           `json:"b"`
	Same        bool             `json:"same"`
	Changes     []Change         `json:"changes"`
	Comparisons []ComparisonJSON `json:"comparisons,omitempty"`
}

// WriteDiffReport is WriteDiffLinked followed by the comparisons: in text and
// markdown a section per comparison listing every row that is not a match
// with both readings, in JSON a "comparisons" member with every row, in HTML
// a table per comparison before the end of the page.
func WriteDiffReport(w io.Writer, d DiffReport, format string, links Links) error {
	if len(d.Comparisons) == 0 {
		return WriteDiffLinked(w, d.A, d.B, d.Changes, format, links)
	}
	switch format {
	case "json":
		changes := d.Changes
		if changes == nil {
			changes = []Change{}
		}
		out := DiffReportJSON{A: d.A, B: d.B, Same: d.Same(), Changes: changes}
		for _, c := range d.Comparisons {
			out.Comparisons = append(out.Comparisons, ComparisonJSON{c.Translation, c.Base, c.English, c.Note, c.Path, c.Counts(), c.Articles})
		}
		b, err := json.MarshalIndent(out, "", "  ")
		if err != nil {
			return err
		}
		s := string(b)
		if links != nil {
			js, err := jsonIndent(links)
			if err != nil {
				return err
			}
			s = strings.TrimSuffix(s, "\n}") + ",\n  \"scenarios\": " + js + "\n}"
		}
		_, err = io.WriteString(w, s+"\n")
		return err
	case "text", "":
		if err := WriteDiffLinked(w, d.A, d.B, d.Changes, format, links); err != nil {
			return err
		}
		for _, c := range d.Comparisons {
			writeComparisonText(w, c)
		}
		return nil
	case "markdown":
		if err := WriteDiffLinked(w, d.A, d.B, d.Changes, format, links); err != nil {
			return err
		}
		for _, c := range d.Comparisons {
			writeComparisonMarkdown(w, c)
		}
		return nil
	case "html":
		var sb strings.Builder
		if err := WriteDiffLinked(&sb, d.A, d.B, d.Changes, format, links); err != nil {
			return err
		}
		var cs strings.Builder
		for _, c := range d.Comparisons {
			if err := writeComparisonHTML(&cs, c); err != nil {
				return err
			}
		}
		page := sb.String()
		if i := strings.LastIndex(page, "</body>"); i >= 0 {
			page = page[:i] + cs.String() + page[i:]
		}
		_, err := io.WriteString(w, page)
		return err
	}
	return WriteDiff(w, d.A, d.B, d.Changes, format) // reports the unknown format
}

// rowHead is a row's verdict with its kinds and parameter, e.g.
// "deviation (condition; parameter draws.fivefold)".
func rowHead(r ArticleRow) string {
	var extra []string
	if len(r.Kinds) > 0 {
		extra = append(extra, strings.Join(r.Kinds, ", "))
	}
	if len(r.Parameters) > 0 {
		extra = append(extra, "parameter "+strings.Join(r.Parameters, ", "))
	}
	if r.Unconfirmed != "" {
		extra = append(extra, "English text not confirmed")
	}
	extra = append(extra, r.Refs...)
	h := strings.ReplaceAll(r.Verdict, "_", " ")
	if len(extra) > 0 {
		h += " (" + strings.Join(extra, "; ") + ")"
	}
	return h
}

func writeComparisonText(w io.Writer, c *Comparison) {
	fmt.Fprintf(w, "\nArticle by article: %s compared with the English text of %s (%s)\n", c.Translation, c.Base, c.Path)
	fmt.Fprintf(w, "  English text: %s\n  %s\n", c.English, c.Summary())
	for _, r := range c.Reported() {
		fmt.Fprintf(w, "\n[%s] %s %s\n", rowHead(r), c.Translation, r.Label(c.Base))
		if r.English != "" {
			fmt.Fprintf(w, "  %s: %s\n", c.Base, r.English)
		}
		if r.Translation != "" {
			fmt.Fprintf(w, "  %s: %s\n", c.Translation, r.Translation)
		}
		if r.Unconfirmed != "" {
			fmt.Fprintf(w, "  English text not confirmed: %s\n", r.Unconfirmed)
		}
		if r.Note != "" {
			fmt.Fprintf(w, "  note: %s\n", r.Note)
		}
		if r.Consequence != "" {
			fmt.Fprintf(w, "  => %s\n", r.Consequence)
		}
		if len(r.Scenarios) > 0 {
			fmt.Fprintf(w, "  scenarios: %s\n", strings.Join(r.Scenarios, ", "))
		}
	}
}

func writeComparisonMarkdown(w io.Writer, c *Comparison) {
	fmt.Fprintf(w, "\n## Article by article: %s compared with %s\n\n", c.Translation, c.Base)
	fmt.Fprintf(w, "English text: %s. From `%s`. %s.\n", mdCell(c.English), c.Path, c.Summary())
	rows := c.Reported()
	if len(rows) == 0 {
		return
	}
	fmt.Fprintf(w, "\n| %s article | %s article | verdict | %s (English) | %s (translation) | consequence | scenarios |\n",
		c.Translation, c.Base, c.Base, c.Translation)
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|")
	for _, r := range rows {
		a, b := r.Article, r.Base
		if a == "" {
			a = "—"
		}
		if b == "" {
			b = "—"
		}
		cons := rowNotes(r)
		var sc []string
		for _, s := range r.Scenarios {
			sc = append(sc, "`"+s+"`")
		}
		fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s | %s |\n", mdCell(a), mdCell(b), mdCell(rowHead(r)),
			mdCell(r.English), mdCell(r.Translation), mdCell(cons), strings.Join(sc, " "))
	}
}

// comparisonPage is the HTML section of a comparison: a card per reported
// row, the English reading and the translation's side by side, in the style
// of the diff page (diffhtml.go) but with classes of its own ("row", not
// "change"), so that the page's cards stay one per parameter change.
var comparisonPage = template.Must(template.New("comparison").Funcs(template.FuncMap{
	"featureHref": featureHref,
	"rowHead":     rowHead,
	"anchor": func(s string) string {
		return "cmp-" + strings.NewReplacer(" ", "-", "(", "", ")", "", ",", "").Replace(s)
	},
}).Parse(`<section class="comparison" id="comparison-{{.C.Translation}}">
<style>
.comparison .row{border:1px solid #ccc;border-left:.5em solid #999;border-radius:4px;margin:0 0 1em;padding:.6em .9em}
.comparison .row.deviation,.comparison .row.omitted{border-left-color:#c0392b}
.comparison .row.renumbered,.comparison .row.added{border-left-color:#2e6fd8}
.comparison .row.not_compared,.comparison .row.matching{border-left-color:#e0a800}
.comparison .row header{display:flex;flex-wrap:wrap;gap:.3em .8em;align-items:baseline;margin-bottom:.4em}
.comparison .verdict{font-size:.8em;font-weight:600;padding:.05em .45em;border-radius:3px;background:#eee}
.comparison .pair{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:.8em}
.comparison .pair section{background:#fafafa;border:1px solid #e4e4e4;border-radius:3px;padding:.4em .6em}
.comparison .pair h4{font-size:.95em;margin:0 0 .2em}.comparison .pair p{margin:0}
.comparison p,.comparison h3,.comparison h4,.comparison li{overflow-wrap:anywhere}
@media (max-width:45em){.comparison .pair{grid-template-columns:minmax(0,1fr)}}
</style>
<h2>Article by article: {{.C.Translation}} compared with the English text of {{.C.Base}}</h2>
<p class="summary">{{.C.Summary}}. English text: {{.C.English}}. Shown: every row that is not a match confirmed against the English text ({{len .Rows}}); the full list is in <code>{{.C.Path}}</code> and in the JSON output.</p>
{{range .Rows}}<article class="row {{.Verdict}}" id="{{anchor .Label}}">
<header><h3>{{.Label}}</h3><span class="verdict">{{rowHead .Row}}</span></header>
<div class="pair">
<section><h4>{{$.C.Base}} (English){{if .Row.Base}} · {{.Row.Base}}{{end}}</h4><p>{{if .Row.English}}{{.Row.English}}{{else if eq .Verdict "renumbered"}}the same rule{{else if eq .Verdict "matching"}}no difference found (see below){{else}}—{{end}}</p></section>
<section><h4>{{$.C.Translation}}{{if .Row.Article}} · {{.Row.Article}}{{else}} · not in the translation{{end}}</h4><p>{{if .Row.Translation}}{{.Row.Translation}}{{else if eq .Verdict "omitted"}}absent{{else if eq .Verdict "renumbered"}}the same rule under its own number{{else if eq .Verdict "matching"}}no difference found (see below){{else}}—{{end}}</p></section>
</div>
{{if .Row.Consequence}}<p class="example"><b>Example:</b> {{.Row.Consequence}}</p>
{{end}}{{if .Row.Note}}<p class="note"><b>Note:</b> {{.Row.Note}}</p>
{{end}}{{if .Row.Unconfirmed}}<p class="note"><span class="unverified">English text not confirmed</span> {{.Row.Unconfirmed}}</p>
{{end}}{{if .Row.Scenarios}}<ul class="scenarios">{{range .Row.Scenarios}}<li><a href="{{featureHref .}}">{{.}}</a></li>{{end}}</ul>
{{end}}</article>
{{end}}</section>
`))

type comparisonHTMLRow struct {
	Label, Verdict string
	Row            ArticleRow
}

func writeComparisonHTML(w io.Writer, c *Comparison) error {
	var rows []comparisonHTMLRow
	for _, r := range c.Reported() {
		rows = append(rows, comparisonHTMLRow{Label: c.Translation + " " + r.Label(c.Base), Verdict: r.Verdict, Row: r})
	}
	return comparisonPage.Execute(w, struct {
		C    *Comparison
		Rows []comparisonHTMLRow
	}{c, rows})
}

// rowNotes is a row's consequence followed by its note and, where the
// English wording was not read, what it was compared with instead.
func rowNotes(r ArticleRow) string {
	s := r.Consequence
	if r.Note != "" {
		s += " Note: " + r.Note
	}
	if r.Unconfirmed != "" {
		s += " English text not confirmed: " + r.Unconfirmed
	}
	return strings.TrimSpace(s)
}
