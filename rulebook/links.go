package rulebook

import (
	"encoding/json"
	"fmt"
	"html"
	"io"
	"strings"
)

// ScenarioLink is a Gherkin scenario that shows a difference: its name and
// where it is ("features/hu/hu-2018_art5-9_dontetlen.feature:67").
type ScenarioLink struct {
	Name string `json:"name"`
	Ref  string `json:"ref"`
}

// Links maps a change id (Change.ID) to the scenarios that show it.
type Links map[string][]ScenarioLink

// WriteDiffLinked is WriteDiff with the scenarios that show each change: a
// "Scenarios" column in markdown and HTML, a "scenarios:" line in text and a
// "scenarios" object in JSON. A nil links is WriteDiff.
func WriteDiffLinked(w io.Writer, a, b string, changes []Change, format string, links Links) error {
	if links == nil {
		return WriteDiff(w, a, b, changes, format)
	}
	switch format {
	case "json":
		return writeDiffJSON(w, a, b, changes, links)
	case "text", "":
		writeDiffText(w, a, b, changes)
		writeLinksText(w, changes, links)
		return nil
	case "markdown":
		writeDiffMarkdown(w, a, b, changes)
		writeLinksMarkdown(w, changes, links)
		return nil
	case "html":
		var sb strings.Builder
		writeDiffHTML(&sb, a, b, changes)
		_, err := io.WriteString(w, insertLinksHTML(sb.String(), changes, links))
		return err
	}
	return WriteDiff(w, a, b, changes, format) // reports the unknown format
}

func writeDiffJSON(w io.Writer, a, b string, changes []Change, links Links) error {
	var sb strings.Builder
	if err := WriteDiff(&sb, a, b, changes, "json"); err != nil {
		return err
	}
	// Add "scenarios" as the last member of the object.
	out := strings.TrimRight(sb.String(), "\n")
	out = strings.TrimSuffix(out, "}")
	js, err := jsonIndent(links)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s,\n  \"scenarios\": %s\n}\n", strings.TrimRight(out, "\n "), js)
	return err
}

func writeLinksText(w io.Writer, changes []Change, links Links) {
	for _, c := range changes {
		if ls := links[c.ID]; len(ls) > 0 {
			fmt.Fprintf(w, "\nscenarios showing %s:\n", c.ID)
			for _, l := range ls {
				fmt.Fprintf(w, "  %s  %s\n", l.Ref, l.Name)
			}
		}
	}
}

func writeLinksMarkdown(w io.Writer, changes []Change, links Links) {
	var rows []string
	for _, c := range changes {
		for _, l := range links[c.ID] {
			rows = append(rows, fmt.Sprintf("| %s (`%s`) | `%s` | %s |", mdCell(c.Title), c.ID, l.Ref, mdCell(l.Name)))
		}
	}
	if len(rows) == 0 {
		return
	}
	fmt.Fprintf(w, "\n## Scenarios that show the differences\n\n| parameter | scenario | name |\n|---|---|---|\n%s\n", strings.Join(rows, "\n"))
}

// insertLinksHTML adds a Scenarios cell to every row of the diff table the
// HTML writer produced (rows are in the order of changes).
func insertLinksHTML(page string, changes []Change, links Links) string {
	e := html.EscapeString
	page = strings.Replace(page, "<th>Consequence</th></tr>", "<th>Consequence</th><th>Scenarios</th></tr>", 1)
	var out strings.Builder
	rest := page
	for _, c := range changes {
		i := strings.Index(rest, "<tr class=")
		if i < 0 {
			break
		}
		j := strings.Index(rest[i:], "</tr>")
		if j < 0 {
			break
		}
		var cell []string
		for _, l := range links[c.ID] {
			cell = append(cell, fmt.Sprintf("%s<br><small><code>%s</code></small>", e(l.Name), e(l.Ref)))
		}
		out.WriteString(rest[:i+j])
		out.WriteString("<td>" + strings.Join(cell, "<br>") + "</td>")
		rest = rest[i+j:]
	}
	out.WriteString(rest)
	return out.String()
}

func jsonIndent(v any) (string, error) {
	b, err := json.MarshalIndent(v, "  ", "  ")
	return string(b), err
}
