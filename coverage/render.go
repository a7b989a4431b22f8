package coverage

import (
	"encoding/json"
	"fmt"
	"html"
	"io"
	"strings"
)

// Formats lists the output formats of Write.
var Formats = []string{"text", "markdown", "json", "html"}

// Write renders the reports in format.
func Write(w io.Writer, format string, reps []Report) error {
	switch format {
	case "text":
		return writeText(w, reps)
	case "markdown":
		return writeMarkdown(w, reps)
	case "json":
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		return enc.Encode(map[string]any{"rulebooks": reps})
	case "html":
		return writeHTML(w, reps)
	}
	return fmt.Errorf("unknown format %q (want one of %s)", format, strings.Join(Formats, ", "))
}

func summaryLine(s Summary) string {
	return fmt.Sprintf("%d articles: %d testable (%d tested, %d known gaps, %d gaps), %d without a testable rule; %d scenarios, %d corpus cases",
		s.Articles, s.Testable, s.Tested, s.KnownGaps, s.Gaps, s.NotTestable, s.Scenarios, s.CorpusCases)
}

func testList(ts []Case, max int) string {
	var parts []string
	for i, t := range ts {
		if i == max {
			parts = append(parts, fmt.Sprintf("… %d more", len(ts)-max))
			break
		}
		parts = append(parts, t.ID)
	}
	return strings.Join(parts, ", ")
}

func writeText(w io.Writer, reps []Report) error {
	for i, r := range reps {
		if i > 0 {
			fmt.Fprintln(w)
		}
		fmt.Fprintf(w, "%s — %s\n", r.Rulebook, summaryLine(r.Summary))
		for _, row := range r.Rows {
			detail := row.Reason
			if row.Status == Tested {
				detail = testList(row.Tests, 3)
			}
			fmt.Fprintf(w, "  %-14s %-12s %s\n", row.Article, row.Status, detail)
		}
		if len(r.Unknown) > 0 {
			fmt.Fprintf(w, "  articles cited by tests but not in the inventory: %s\n", strings.Join(r.Unknown, ", "))
		}
	}
	return nil
}

func mdEscape(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

func writeMarkdown(w io.Writer, reps []Report) error {
	for _, r := range reps {
		fmt.Fprintf(w, "## %s\n\n%s.\n\nArticles read from: %s\n\n", r.Rulebook, summaryLine(r.Summary), mdEscape(r.Source))
		fmt.Fprintln(w, "| article | status | tests / reason |")
		fmt.Fprintln(w, "|---|---|---|")
		for _, row := range r.Rows {
			detail := row.Reason
			if row.Status == Tested {
				var ls []string
				for _, t := range row.Tests {
					ls = append(ls, fmt.Sprintf("`%s` %s", t.ID, mdEscape(t.Name)))
				}
				detail = strings.Join(ls, "<br>")
			}
			fmt.Fprintf(w, "| %s | %s | %s |\n", mdEscape(row.Article), row.Status, mdEscape(detail))
		}
		if len(r.Unknown) > 0 {
			fmt.Fprintf(w, "\nArticles cited by tests but not in the inventory: %s\n", strings.Join(r.Unknown, ", "))
		}
		fmt.Fprintln(w)
	}
	return nil
}

func writeHTML(w io.Writer, reps []Report) error {
	e := html.EscapeString
	fmt.Fprint(w, `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>chessconform coverage</title>
<style>
body{font-family:system-ui,sans-serif;margin:2em;max-width:75em}
table{border-collapse:collapse;width:100%;margin-bottom:2em}
th,td{border:1px solid #ccc;padding:.3em .5em;vertical-align:top;text-align:left}
.tested{background:#e8f5e9}.gap{background:#ffebee}.known-gap{background:#fff8e1}.not-testable{color:#666}
code{font-size:.9em}
</style></head><body>
<h1>Which articles are tested</h1>
`)
	for _, r := range reps {
		fmt.Fprintf(w, "<h2 id=\"%s\">%s</h2>\n<p>%s.</p>\n<p>Articles read from: %s</p>\n", e(r.Rulebook), e(r.Rulebook), e(summaryLine(r.Summary)), e(r.Source))
		fmt.Fprintln(w, "<table><tr><th>article</th><th>status</th><th>tests / reason</th></tr>")
		for _, row := range r.Rows {
			var detail string
			if row.Status == Tested {
				var ls []string
				for _, t := range row.Tests {
					ls = append(ls, fmt.Sprintf("<code>%s</code> %s", e(t.ID), e(t.Name)))
				}
				detail = strings.Join(ls, "<br>")
			} else {
				detail = e(row.Reason)
			}
			fmt.Fprintf(w, "<tr class=\"%s\"><td>%s</td><td>%s</td><td>%s</td></tr>\n", row.Status, e(row.Article), row.Status, detail)
		}
		fmt.Fprintln(w, "</table>")
		if len(r.Unknown) > 0 {
			fmt.Fprintf(w, "<p>Articles cited by tests but not in the inventory: %s</p>\n", e(strings.Join(r.Unknown, ", ")))
		}
	}
	fmt.Fprintln(w, "</body></html>")
	return nil
}
