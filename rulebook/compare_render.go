package rulebook

import (
	"encoding/json"
	"fmt"
	"html"
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
			writeComparisonHTML(&cs, c)
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

func writeComparisonHTML(w io.Writer, c *Comparison) {
	e := html.EscapeString
	fmt.Fprintf(w, "<h2>Article by article: %s compared with the English text of %s</h2>\n<p>English text: %s. %s.</p>\n",
		e(c.Translation), e(c.Base), e(c.English), e(c.Summary()))
	rows := c.Reported()
	if len(rows) == 0 {
		return
	}
	fmt.Fprintf(w, "<table class=\"comparison\">\n<tr><th>%s</th><th>%s</th><th>Verdict</th><th>English text</th><th>Translation</th><th>Consequence</th></tr>\n",
		e(c.Translation), e(c.Base))
	for _, r := range rows {
		cons := rowNotes(r)
		fmt.Fprintf(w, "<tr class=\"%s\"><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td><td>%s</td></tr>\n",
			e(r.Verdict), e(r.Article), e(r.Base), e(rowHead(r)), e(r.English), e(r.Translation), e(cons))
	}
	fmt.Fprintln(w, "</table>")
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
