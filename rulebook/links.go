package rulebook

import (
	"encoding/json"
	"fmt"
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
		return writeDiffHTML(w, a, b, changes, links)
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

func jsonIndent(v any) (string, error) {
	b, err := json.MarshalIndent(v, "  ", "  ")
	return string(b), err
}
