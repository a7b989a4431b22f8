package rulebook

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// FormatValue renders a value compactly and deterministically (JSON with
// sorted keys) for tables and diffs.
func FormatValue(v any, absent bool) string {
	if absent {
		return "(no such rule)"
	}
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}

// ShowJSON is the JSON form of `rules show`.
type ShowJSON struct {
	ID         string          `json:"id"`
	Kind       string          `json:"kind"`
	Title      string          `json:"title"`
	Language   string          `json:"language"`
	InForce    string          `json:"in_force"`
	Layers     []LayerJSON     `json:"layers"`
	Parameters []ParameterJSON `json:"parameters"`
	Deviations []TextDeviation `json:"deviations,omitempty"`
	Omits      []Omission      `json:"omits,omitempty"`
}

// LayerJSON is one layer of a resolved rulebook.
type LayerJSON struct {
	ID   string `json:"id"`
	Kind string `json:"kind"`
	Path string `json:"path"`
}

// ParameterJSON is one resolved parameter with its provenance.
type ParameterJSON struct {
	ID          string `json:"id"`
	Title       string `json:"title"`
	Article     string `json:"article,omitempty"`
	BaseArticle string `json:"base_article,omitempty"`
	Value       any    `json:"value"`
	Absent      bool   `json:"absent,omitempty"`
	Verified    bool   `json:"verified"`
	Reason      string `json:"reason,omitempty"`
	From        string `json:"from"`
	FromPath    string `json:"from_path"`
	Covered     bool   `json:"covered"`
	Deviation   string `json:"deviation,omitempty"`
	// Interpretation: the value is one reading of a text that leaves it open.
	Interpretation string      `json:"interpretation,omitempty"`
	Amendments     []Amendment `json:"amendments,omitempty"`
}

// Show builds the JSON form of a resolved rulebook.
func Show(r *Resolved) ShowJSON {
	out := ShowJSON{ID: r.ID, Kind: r.Kind, Title: r.Title, Language: r.Language, InForce: r.InForce, Deviations: r.Deviations, Omits: r.Omits}
	for _, f := range r.Chain {
		out.Layers = append(out.Layers, LayerJSON{f.ID, f.Kind, f.Path})
	}
	for _, v := range r.Values() {
		out.Parameters = append(out.Parameters, ParameterJSON{ID: v.ID, Title: Title(v.ID), Article: v.Article,
			BaseArticle: v.BaseArticle, Value: v.Value, Absent: v.Absent, Verified: v.Verified, Reason: v.Reason,
			From: v.Origin, FromPath: v.OriginPath, Covered: v.Covered, Deviation: v.Deviation, Interpretation: v.Interpretation, Amendments: v.Amendments})
	}
	return out
}

// WriteShow prints the resolved table as text: one block per parameter with
// its article, value and the layer it came from.
func WriteShow(w io.Writer, r *Resolved) {
	fmt.Fprintf(w, "%s (%s, %s, in force %s)\n%s\n", r.ID, r.Kind, r.Language, r.InForce, r.Title)
	var layers []string
	for _, f := range r.Chain {
		layers = append(layers, fmt.Sprintf("%s [%s] %s", f.ID, f.Kind, f.Path))
	}
	fmt.Fprintf(w, "layers: %s\n\n", strings.Join(layers, " <- "))
	for _, v := range r.Values() {
		art := v.Article
		if art == "" {
			art = "-"
		}
		if v.BaseArticle != "" && v.BaseArticle != v.Article {
			art += " (" + r.Edition() + " " + v.BaseArticle + ")"
		}
		from := v.Origin
		if v.Deviation != "" {
			from += ", deviation"
		}
		if !v.Covered {
			from += ", not in translation"
		}
		fmt.Fprintf(w, "%-36s %-14s %s  [from %s]\n", v.ID, art, FormatValue(v.Value, v.Absent), from)
		if !v.Verified {
			fmt.Fprintf(w, "%36s unverified: %s\n", "", v.Reason)
		}
		if v.Deviation != "" {
			fmt.Fprintf(w, "%36s deviation: %s\n", "", v.Deviation)
		}
		if v.Interpretation != "" {
			fmt.Fprintf(w, "%36s interpretation: %s\n", "", v.Interpretation)
		}
		for _, a := range v.Amendments {
			fmt.Fprintf(w, "%36s amended from %s (%s): %s\n", "", a.From, a.Article, FormatValue(a.Value, false))
		}
	}
	for _, d := range r.Deviations {
		fmt.Fprintf(w, "deviation %s (%s %s): %s\n", d.Article, r.Edition(), d.BaseArticle, d.Description)
	}
	for _, o := range r.Omits {
		fmt.Fprintf(w, "omitted %s %s: %s\n", r.Edition(), o.BaseArticle, o.Description)
	}
}

// DiffJSON is the JSON form of `rules diff`.
type DiffJSON struct {
	A       string   `json:"a"`
	B       string   `json:"b"`
	Same    bool     `json:"same"`
	Changes []Change `json:"changes"`
}

// WriteDiff prints changes between rulebooks a and b in format text,
// markdown, json or html.
func WriteDiff(w io.Writer, a, b string, changes []Change, format string) error {
	switch format {
	case "json":
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		if changes == nil {
			changes = []Change{}
		}
		return enc.Encode(DiffJSON{a, b, len(changes) == 0, changes})
	case "text", "":
		writeDiffText(w, a, b, changes)
	case "markdown":
		writeDiffMarkdown(w, a, b, changes)
	case "html":
		return writeDiffHTML(w, a, b, changes, nil)
	default:
		return fmt.Errorf("unknown format %q (want text, markdown, json or html)", format)
	}
	return nil
}

// sideArticle is a side's article in its own numbering, followed by the
// base edition's article where that differs or the side has none, so both
// numbers show wherever a translation is involved.
func sideArticle(s Side) string {
	a := s.Article
	if a == "" {
		a = "-"
	}
	if s.BaseArticle != "" && s.BaseArticle != s.Article && s.Edition != "" {
		a += " (" + s.Edition + " " + s.BaseArticle + ")"
	}
	if !s.Verified && s.Rulebook != "" && !s.Absent {
		a += " (unverified)"
	}
	return a
}

func textual(c Change) bool { return c.Kind == ChangeDeviation || c.Kind == ChangeOmitted }

func sideValue(c Change, s Side) string {
	if textual(c) {
		return s.Text
	}
	return FormatValue(s.Value, s.Absent)
}

func countKinds(changes []Change) string {
	n := map[string]int{}
	for _, c := range changes {
		n[c.Kind]++
	}
	var parts []string
	for _, k := range []string{ChangeValue, ChangeDeviation, ChangeOmitted, ChangeRenumbered} {
		if n[k] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n[k], k))
		}
	}
	if len(parts) == 0 {
		return "no differences"
	}
	return strings.Join(parts, ", ")
}

func writeDiffText(w io.Writer, a, b string, changes []Change) {
	fmt.Fprintf(w, "%s -> %s: %s\n", a, b, countKinds(changes))
	for _, c := range changes {
		fmt.Fprintf(w, "\n[%s] %s (%s)\n", c.Kind, c.Title, c.ID)
		if textual(c) {
			fmt.Fprintf(w, "  %s %s: %s\n", c.A.Rulebook, sideArticle(c.A), c.A.Text)
			fmt.Fprintf(w, "  %s %s: %s\n", c.B.Rulebook, sideArticle(c.B), c.B.Text)
			continue
		}
		fmt.Fprintf(w, "  %s %s: %s\n", a, sideArticle(c.A), sideValue(c, c.A))
		fmt.Fprintf(w, "  %s %s: %s\n", b, sideArticle(c.B), sideValue(c, c.B))
		if c.Deviation != "" {
			fmt.Fprintf(w, "  deviation: %s\n", c.Deviation)
		}
		if c.Consequence != "" {
			fmt.Fprintf(w, "  => %s\n", c.Consequence)
		}
	}
}

func mdCell(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "|", `\|`), "\n", " ")
}

func writeDiffMarkdown(w io.Writer, a, b string, changes []Change) {
	fmt.Fprintf(w, "# %s → %s\n\n%s.\n\n", a, b, countKinds(changes))
	if len(changes) == 0 {
		return
	}
	fmt.Fprintf(w, "| parameter | change | %s article | %s | %s article | %s | consequence |\n", a, a, b, b)
	fmt.Fprintln(w, "|---|---|---|---|---|---|---|")
	for _, c := range changes {
		cons := c.Consequence
		if c.Deviation != "" && !textual(c) {
			cons = strings.TrimSpace("Deviation: " + c.Deviation + " " + cons)
		}
		va, vb := sideValue(c, c.A), sideValue(c, c.B)
		if !textual(c) {
			va, vb = Describe(c.ID, c.A.Value, c.A.Absent), Describe(c.ID, c.B.Value, c.B.Absent)
		}
		fmt.Fprintf(w, "| %s (`%s`) | %s | %s | %s | %s | %s | %s |\n", mdCell(c.Title), c.ID, c.Kind,
			mdCell(sideArticle(c.A)), mdCell(va), mdCell(sideArticle(c.B)), mdCell(vb), mdCell(cons))
	}
}

// ListEntry is one row of `rules list`.
type ListEntry struct {
	ID       string `json:"id"`
	Kind     string `json:"kind"`
	Language string `json:"language"`
	InForce  string `json:"in_force"`
	Base     string `json:"base,omitempty"`
	Title    string `json:"title"`
	Path     string `json:"path"`
}

// List returns the rows of `rules list`.
func (s *Set) List() []ListEntry {
	var out []ListEntry
	for _, f := range s.Files() {
		out = append(out, ListEntry{f.ID, f.Kind, f.Language, f.InForce, f.Base, f.Title, f.Path})
	}
	return out
}
