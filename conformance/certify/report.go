package certify

import (
	"encoding/json"
	"encoding/xml"
	"fmt"
	"html/template"
	"io"
	"strings"

	"github.com/chessconform/chessconform/conformance/protocol"
)

// Formats lists the output formats of Write.
var Formats = []string{"text", "json", "junit", "markdown", "html", "badge"}

// Write writes the certificate in format; cmp may be nil (no baseline).
// Whatever the format, control characters and bidi overrides that text from
// the program under test may carry come out as inert \uXXXX escapes
// (protocol.Inert): the client already neutralises them where it reads
// them; this is the second line, for every driver.
func Write(w io.Writer, format string, c *Certificate, cmp *Comparison) error {
	var b strings.Builder
	if err := write(&b, format, c, cmp); err != nil {
		return err
	}
	_, err := io.WriteString(w, protocol.Inert(b.String()))
	return err
}

func write(w io.Writer, format string, c *Certificate, cmp *Comparison) error {
	switch format {
	case "text":
		return writeText(w, c, cmp)
	case "json":
		return writeJSON(w, c)
	case "junit":
		return writeJUnit(w, c)
	case "markdown":
		return writeMarkdown(w, c, cmp)
	case "html":
		return writeHTML(w, c, cmp)
	case "badge":
		return writeBadge(w, c)
	}
	return fmt.Errorf("unknown format %q (want one of %s)", format, strings.Join(Formats, ", "))
}

func writeJSON(w io.Writer, c *Certificate) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(c)
}

// MaxJSONBytes bounds what ReadJSON reads: a certificate of every case
// (certify --full) is about 2 MB; decoding takes about 20 times the size.
const MaxJSONBytes = 16 << 20

// ReadJSON reads a certificate written by Write(…, "json", …); more than
// MaxJSONBytes is an error naming the limit, found before decoding.
func ReadJSON(r io.Reader) (*Certificate, error) {
	var c Certificate
	lr := &io.LimitedReader{R: r, N: MaxJSONBytes + 1}
	d := json.NewDecoder(lr)
	d.DisallowUnknownFields()
	if err := d.Decode(&c); err != nil {
		if lr.N <= 0 {
			return nil, fmt.Errorf("reading certificate: larger than the limit of %d MiB", MaxJSONBytes>>20)
		}
		return nil, fmt.Errorf("reading certificate: %w", err)
	}
	if c.Schema != SchemaID {
		return nil, fmt.Errorf("reading certificate: $schema %q, want %q", c.Schema, SchemaID)
	}
	return &c, nil
}

func subjectLine(c *Certificate) string {
	s := c.Subject.Name
	if c.Subject.Version != "" {
		s += " " + c.Subject.Version
	}
	if c.Subject.Command != "" {
		s += " (" + c.Subject.Command + ")"
	}
	return s
}

// toolLine names the certifier and its build: "chessconform v1.2.0
// (revision 0123abc…, modified)".
func toolLine(c *Certificate) string {
	s := "chessconform " + cmpOr(c.Tool.Version, "devel")
	if c.Tool.Revision != "" {
		s += " (revision " + c.Tool.Revision
		if c.Tool.Modified {
			s += ", modified"
		}
		s += ")"
	}
	return s
}

func cmpOr(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

// mdFence keeps text inside a Markdown code fence.
func mdFence(s string) string { return strings.ReplaceAll(s, "```", "` ` `") }

// verdictLine is the certificate's verdict in words: PASS, FAIL, or
// "SOUND, INCOMPLETE" (no wrong answer, some "do not know").
func verdictLine(c *Certificate) string {
	if c.Verdict == Incomplete {
		return "SOUND, INCOMPLETE"
	}
	return strings.ToUpper(c.Verdict)
}

// soundWord says whether a capability gave no wrong answer: "yes", "no",
// "unknown" (errors but no wrong answer) or "-" (nothing was answered).
func soundWord(cr CapabilityResult) string {
	switch {
	case cr.Counts.Pass+cr.Counts.Fail+cr.Counts.Incomplete+cr.Counts.Error == 0:
		return "-"
	case cr.Counts.Fail > 0:
		return "no"
	case cr.Counts.Error > 0:
		return "unknown"
	}
	return "yes"
}

func completeWord(cr CapabilityResult) string {
	if soundWord(cr) == "-" {
		return "-"
	}
	return yesNo(cr.Complete)
}

// entry is a case reported in detail; an error stands for the Same other
// cases that erred with the same message (the first of them in Others).
type entry struct {
	Case
	Same   int
	Others []string
}

// detailed lists the cases a report details: every failure, one error per
// distinct message (with the count of the others), every incomplete answer.
func detailed(cases []Case) []entry {
	var out []entry
	for _, k := range cases {
		if k.Status == Fail {
			out = append(out, entry{Case: k})
		}
	}
	for _, g := range groupErrors(cases) {
		e := entry{Case: g.first, Same: len(g.ids) - 1, Others: g.ids[1:]}
		if len(e.Others) > 5 {
			e.Others = append(e.Others[:5:5], "…")
		}
		out = append(out, e)
	}
	for _, k := range cases {
		if k.Status == Incomplete {
			out = append(out, entry{Case: k})
		}
	}
	return out
}

// errorGroup is a set of cases that erred with the same message.
type errorGroup struct {
	first Case
	ids   []string
}

// groupErrors collapses the error cases with identical messages (a crashed
// program errs the same way thousands of times).
func groupErrors(cases []Case) []*errorGroup {
	var out []*errorGroup
	by := map[string]*errorGroup{}
	for _, k := range cases {
		if k.Status != Error {
			continue
		}
		g := by[k.Message]
		if g == nil {
			g = &errorGroup{first: k}
			by[k.Message] = g
			out = append(out, g)
		}
		g.ids = append(g.ids, k.ID)
	}
	return out
}

func writeText(w io.Writer, c *Certificate, cmp *Comparison) error {
	b := &strings.Builder{}
	fmt.Fprintf(b, "chessconform certificate — %s\n", subjectLine(c))
	fmt.Fprintf(b, "%s, declared: %s\n", transport(c), orNone(c.Subject.Capabilities))
	if c.Subject.Locales != nil {
		fmt.Fprintf(b, "locales declared: %s\n", orNone(c.Subject.Locales))
	}
	if c.Rulebook != "" {
		fmt.Fprintf(b, "rulebook %s\n", c.Rulebook)
	}
	fmt.Fprintf(b, "certified by %s\n", toolLine(c))
	fmt.Fprintf(b, "\n%-14s %-9s %-12s %-8s %-9s %6s %6s %6s %6s %6s\n", "capability", "declared", "status", "sound", "complete", "pass", "fail", "incomp", "unsup", "error")
	for _, cr := range c.Capabilities {
		fmt.Fprintf(b, "%-14s %-9s %-12s %-8s %-9s %6d %6d %6d %6d %6d\n", cr.Capability, yesNo(cr.Declared), cr.Status, soundWord(cr), completeWord(cr),
			cr.Counts.Pass, cr.Counts.Fail, cr.Counts.Incomplete, cr.Counts.Unsupported, cr.Counts.Error)
	}
	var bad []Group
	for _, g := range c.Groups {
		if g.Status == Fail || g.Status == Error {
			bad = append(bad, g)
		}
	}
	if len(bad) > 0 {
		fmt.Fprintf(b, "\narticles with failures or errors:\n")
		for _, g := range bad {
			fmt.Fprintf(b, "  %-13s %-18s %-14s %s (%d of %d)\n", g.Capability, articleLabel(g.Article), g.Rulebook, g.Status, g.Counts.Fail+g.Counts.Error, g.Counts.Total)
		}
	}
	for _, k := range c.Cases {
		if k.Status == Fail {
			writeTextCase(b, k)
		}
	}
	for _, g := range groupErrors(c.Cases) {
		writeTextCase(b, g.first)
		if n := len(g.ids) - 1; n > 0 {
			more := g.ids[1:]
			if len(more) > 5 {
				more = append(more[:5:5], "…")
			}
			fmt.Fprintf(b, "  … and %d more case(s) with the same error: %s\n", n, strings.Join(more, " "))
		}
	}
	first := true
	for _, k := range c.Cases {
		if k.Status != Incomplete {
			continue
		}
		if first {
			fmt.Fprintf(b, "\nincomplete (the program said it does not know; not a wrong answer):\n")
			first = false
		}
		fmt.Fprintf(b, "  %s — %s: expected %s, answered %s\n", k.ID, k.Name, k.Expected, k.Actual)
		if k.Evidence != "" {
			fmt.Fprintf(b, "    evidence: %s\n", k.Evidence)
		}
		fmt.Fprintf(b, "    reproduce: %s\n", k.Reproduce)
	}
	if c.Session != nil && (c.Session.Restarts > 0 || c.Session.Faults > 0 || c.Session.StrayLines > 0) {
		fmt.Fprintf(b, "\nprocess: %d requests, %d faults, %d restarts, %d stray lines, %d bytes on stderr\n",
			c.Session.Requests, c.Session.Faults, c.Session.Restarts, c.Session.StrayLines, c.Session.StderrBytes)
	}
	for _, n := range c.Notes {
		fmt.Fprintf(b, "note: %s\n", n)
	}
	if cmp != nil {
		writeComparison(b, cmp)
	}
	s := c.Summary
	if n := failingOnUnverified(c.Cases); n > 0 {
		fmt.Fprintf(b, "\n%d of the %d failure(s) rest on rule values that no English text of their edition confirmed (each case names them): the program may be right there.\n", n, s.Fail)
	}
	fmt.Fprintf(b, "\n%s: %s — %d pass, %d fail, %d incomplete, %d unsupported, %d error (%.1f s)\n",
		verdictLine(c), casesCount(s.Total), s.Pass, s.Fail, s.Incomplete, s.Unsupported, s.Error, c.Seconds)
	_, err := io.WriteString(w, b.String())
	return err
}

// writeTextCase writes one failed or erred case.
func writeTextCase(b *strings.Builder, k Case) {
	fmt.Fprintf(b, "\n%s %s — %s [%s, %s]\n", strings.ToUpper(k.Status), k.ID, k.Name, k.Capability, strings.Join(labels(k.Articles), " "))
	if len(k.Steps) > 0 {
		fmt.Fprintf(b, "  steps:\n")
		for _, st := range k.Steps {
			fmt.Fprintf(b, "    %s\n", st)
		}
	}
	if k.Expected != "" || k.Actual != "" {
		fmt.Fprintf(b, "  expected: %s\n  actual:   %s\n", k.Expected, k.Actual)
	}
	if k.Message != "" {
		fmt.Fprintf(b, "  %s\n", indent(k.Message, "  "))
	}
	if k.Evidence != "" {
		fmt.Fprintf(b, "  evidence: %s\n", k.Evidence)
	}
	if u := unverifiedNote(k); u != "" {
		fmt.Fprintf(b, "  %s\n", u)
	}
	if len(k.Requests) > 0 {
		fmt.Fprintf(b, "  requests (replay: pipe into chessconform serve):\n")
		for _, r := range k.Requests {
			fmt.Fprintf(b, "    %s\n", r)
		}
		if k.Answer != "" {
			fmt.Fprintf(b, "  answer to the last: %s\n", k.Answer)
		}
	}
	fmt.Fprintf(b, "  reproduce: %s\n", k.Reproduce)
}

// casesCount is "1 case" or "N cases".
func casesCount(n int) string {
	if n == 1 {
		return "1 case"
	}
	return fmt.Sprintf("%d cases", n)
}

func writeComparison(b *strings.Builder, cmp *Comparison) {
	fmt.Fprintf(b, "\nagainst the baseline: %d regressions, %d fixes, %d other changes\n", len(cmp.Regressions), len(cmp.Fixes), len(cmp.Other))
	for _, ch := range cmp.Regressions {
		fmt.Fprintf(b, "  REGRESSION %s: %s → %s\n", ch.ID, orDash(ch.Before), ch.After)
	}
	for _, ch := range cmp.Fixes {
		fmt.Fprintf(b, "  fixed      %s: %s → %s\n", ch.ID, ch.Before, ch.After)
	}
	for _, ch := range cmp.Other {
		fmt.Fprintf(b, "  changed    %s: %s → %s\n", ch.ID, orDash(ch.Before), orDash(ch.After))
	}
}

func orDash(s string) string {
	if s == "" {
		return "(absent)"
	}
	return s
}

func orNone(s []string) string {
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, ", ")
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

func indent(s, p string) string { return strings.ReplaceAll(s, "\n", "\n"+p) }

// articleLabel writes "3.8.2" as "Art. 3.8.2" and leaves appendices alone.
func articleLabel(a string) string {
	if a == "" || a == "-" {
		return "-"
	}
	if a[0] >= '0' && a[0] <= '9' {
		return "Art. " + a
	}
	return a
}

func labels(as []string) []string {
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = articleLabel(a)
	}
	return out
}

// JUnit: one testsuite per capability, one testcase per case.
type junitSuites struct {
	XMLName  xml.Name     `xml:"testsuites"`
	Name     string       `xml:"name,attr"`
	Tests    int          `xml:"tests,attr"`
	Failures int          `xml:"failures,attr"`
	Errors   int          `xml:"errors,attr"`
	Skipped  int          `xml:"skipped,attr"`
	Time     float64      `xml:"time,attr"`
	Suites   []junitSuite `xml:"testsuite"`
}

type junitSuite struct {
	Name     string      `xml:"name,attr"`
	Tests    int         `xml:"tests,attr"`
	Failures int         `xml:"failures,attr"`
	Errors   int         `xml:"errors,attr"`
	Skipped  int         `xml:"skipped,attr"`
	Cases    []junitCase `xml:"testcase"`
}

type junitCase struct {
	Name      string        `xml:"name,attr"`
	Classname string        `xml:"classname,attr"`
	Failure   *junitProblem `xml:"failure,omitempty"`
	Error     *junitProblem `xml:"error,omitempty"`
	Skipped   *junitProblem `xml:"skipped,omitempty"`
}

type junitProblem struct {
	Message string `xml:"message,attr"`
	Body    string `xml:",chardata"`
}

func writeJUnit(w io.Writer, c *Certificate) error {
	out := junitSuites{Name: "chessconform certify " + subjectLine(c) + " by " + toolLine(c), Time: c.Seconds}
	idx := map[string]int{}
	for _, k := range c.Cases {
		i, ok := idx[k.Capability]
		if !ok {
			i = len(out.Suites)
			idx[k.Capability] = i
			out.Suites = append(out.Suites, junitSuite{Name: k.Capability})
		}
		s := &out.Suites[i]
		tc := junitCase{Name: k.ID + " " + k.Name, Classname: k.Capability + "." + strings.Join(labels(k.Articles), ",")}
		body := fmt.Sprintf("expected: %s\nactual: %s\n%s\n", k.Expected, k.Actual, k.Message)
		if len(k.Steps) > 0 {
			body += "steps:\n" + strings.Join(k.Steps, "\n") + "\n"
		}
		if k.Evidence != "" {
			body += "evidence: " + k.Evidence + "\n"
		}
		if u := unverifiedNote(k); u != "" {
			body += u + "\n"
		}
		if len(k.Requests) > 0 {
			body += "requests:\n" + strings.Join(k.Requests, "\n") + "\nanswer to the last: " + k.Answer + "\n"
		}
		body += "reproduce: " + k.Reproduce
		switch k.Status {
		case Fail:
			tc.Failure = &junitProblem{Message: "expected " + k.Expected + ", got " + k.Actual, Body: body}
			s.Failures++
		case Error:
			tc.Error = &junitProblem{Message: k.Message, Body: body}
			s.Errors++
		case Incomplete:
			tc.Skipped = &junitProblem{Message: "incomplete (the program does not know): expected " + k.Expected + ", got " + k.Actual}
			s.Skipped++
		case Unsupported:
			tc.Skipped = &junitProblem{Message: "unsupported: " + k.Message}
			s.Skipped++
		}
		s.Tests++
		s.Cases = append(s.Cases, tc)
	}
	for _, s := range out.Suites {
		out.Tests += s.Tests
		out.Failures += s.Failures
		out.Errors += s.Errors
		out.Skipped += s.Skipped
	}
	io.WriteString(w, xml.Header)
	enc := xml.NewEncoder(w)
	enc.Indent("", "  ")
	if err := enc.Encode(out); err != nil {
		return err
	}
	_, err := io.WriteString(w, "\n")
	return err
}

// mdEscape keeps a value inside a Markdown table cell or line, as text:
// HTML (a program's "<script>") becomes entities, Markdown syntax is
// backslash-escaped, newlines become spaces.
var mdEscaper = strings.NewReplacer(
	"&", "&amp;", "<", "&lt;", ">", "&gt;",
	`\`, `\\`, "`", "\\`", "*", `\*`, "_", `\_`, "[", `\[`, "]", `\]`, "(", `\(`, ")", `\)`,
	"#", `\#`, "!", `\!`, "|", `\|`, "~", `\~`,
	"\n", " ", "\r", " ")

func mdEscape(s string) string { return mdEscaper.Replace(s) }

func writeMarkdown(w io.Writer, c *Certificate, cmp *Comparison) error {
	b := &strings.Builder{}
	fmt.Fprintf(b, "# chessconform certificate: %s\n\n", mdEscape(subjectLine(c)))
	s := c.Summary
	fmt.Fprintf(b, "**%s** — %s: %d pass, %d fail, %d incomplete, %d unsupported, %d error. %s, %s. Certified by %s.\n\n",
		verdictLine(c), casesCount(s.Total), s.Pass, s.Fail, s.Incomplete, s.Unsupported, s.Error, "D"+transport(c)[1:], c.Started, mdEscape(toolLine(c)))
	b.WriteString("| capability | declared | status | sound | complete | pass | fail | incomplete | unsupported | error |\n|---|---|---|---|---|---:|---:|---:|---:|---:|\n")
	for _, cr := range c.Capabilities {
		fmt.Fprintf(b, "| %s | %s | %s | %s | %s | %d | %d | %d | %d | %d |\n", cr.Capability, yesNo(cr.Declared), cr.Status, soundWord(cr), completeWord(cr), cr.Counts.Pass, cr.Counts.Fail, cr.Counts.Incomplete, cr.Counts.Unsupported, cr.Counts.Error)
	}
	b.WriteString("\n## By article\n\n| capability | article | rulebook | status | pass | fail | incomplete | unsupported | error |\n|---|---|---|---|---:|---:|---:|---:|---:|\n")
	for _, g := range c.Groups {
		fmt.Fprintf(b, "| %s | %s | %s | %s | %d | %d | %d | %d | %d |\n", g.Capability, articleLabel(g.Article), mdEscape(g.Rulebook), g.Status, g.Counts.Pass, g.Counts.Fail, g.Counts.Incomplete, g.Counts.Unsupported, g.Counts.Error)
	}
	for i, e := range detailed(c.Cases) {
		k := e.Case
		if i == 0 {
			b.WriteString("\n## Failures, errors and incomplete answers\n")
		}
		fmt.Fprintf(b, "\n### %s `%s`\n\n%s — %s, %s\n\n", k.Status, k.ID, mdEscape(k.Name), k.Capability, strings.Join(labels(k.Articles), ", "))
		if k.Expected != "" || k.Actual != "" {
			// Escaped text, not code spans: an answer may carry HTML.
			fmt.Fprintf(b, "- expected: %s\n- actual: %s\n", mdEscape(k.Expected), mdEscape(k.Actual))
		}
		if k.Message != "" {
			fmt.Fprintf(b, "- %s\n", mdEscape(k.Message))
		}
		if k.Evidence != "" {
			fmt.Fprintf(b, "- evidence: %s\n", mdEscape(k.Evidence))
		}
		if u := unverifiedNote(k); u != "" {
			fmt.Fprintf(b, "- %s\n", mdEscape(u))
		}
		if len(k.Steps) > 0 {
			fmt.Fprintf(b, "\n```gherkin\n%s\n```\n", mdFence(strings.Join(k.Steps, "\n")))
		}
		if len(k.Requests) > 0 {
			fmt.Fprintf(b, "\nRequests (replay with `chessconform serve`):\n\n```json\n%s\n```\n", mdFence(strings.Join(k.Requests, "\n")))
		}
		fmt.Fprintf(b, "\n```sh\n%s\n```\n", k.Reproduce)
		if e.Same > 0 {
			fmt.Fprintf(b, "\n… and %d more case(s) with the same error: %s\n", e.Same, mdEscape(strings.Join(e.Others, " ")))
		}
	}
	if cmp != nil {
		fmt.Fprintf(b, "\n## Against the baseline\n\n%d regressions, %d fixes, %d other changes.\n\n", len(cmp.Regressions), len(cmp.Fixes), len(cmp.Other))
		for _, ch := range cmp.Regressions {
			fmt.Fprintf(b, "- **regression** `%s`: %s → %s\n", ch.ID, orDash(ch.Before), ch.After)
		}
		for _, ch := range cmp.Fixes {
			fmt.Fprintf(b, "- fixed `%s`: %s → %s\n", ch.ID, ch.Before, ch.After)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// writeBadge writes a shields.io endpoint document
// (https://shields.io/badges/endpoint-badge).
func writeBadge(w io.Writer, c *Certificate) error {
	s := c.Summary
	decided := s.Pass + s.Fail + s.Incomplete + s.Error
	msg := fmt.Sprintf("%d/%d pass", s.Pass, decided)
	color := "brightgreen"
	switch {
	case decided == 0:
		msg, color = "nothing certified", "lightgrey"
	case s.Fail > 0:
		color = "red"
	case s.Error > 0:
		color = "orange"
	case s.Incomplete > 0:
		msg, color = fmt.Sprintf("sound, %d/%d complete", s.Pass, decided), "yellowgreen"
	}
	var caps []string
	for _, cr := range c.Capabilities {
		if cr.Declared {
			caps = append(caps, cr.Capability)
		}
	}
	label := "FIDE Laws conformance"
	if len(caps) > 0 && len(caps) < len(capabilityOrder) {
		label += " (" + strings.Join(caps, ", ") + ")"
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(map[string]any{"schemaVersion": 1, "label": label, "message": msg, "color": color})
}

var htmlPage = template.Must(template.New("cert").Funcs(template.FuncMap{
	"transport": transport,
	"upper":     strings.ToUpper, "art": articleLabel, "arts": func(a []string) string { return strings.Join(labels(a), ", ") },
	"bad":        func(s string) bool { return s == Fail || s == Error || s == Incomplete },
	"tool":       toolLine,
	"detailed":   detailed,
	"verdict":    verdictLine,
	"sound":      soundWord,
	"complete":   completeWord,
	"lines":      func(s []string) string { return strings.Join(s, "\n") },
	"unverified": unverifiedNote,
}).Parse(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>chessconform certificate: {{.C.Subject.Name}}</title>
<style>
body{font-family:system-ui,sans-serif;margin:2em auto;max-width:72em;padding:0 1em;color:#222}
table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:.2em .6em;text-align:left}
td.n{text-align:right}.pass{background:#dfd}.fail{background:#fdd}.error{background:#fec}.unsupported{background:#eee}
pre{background:#f6f6f6;padding:.5em;overflow-x:auto}code{font-size:90%}details{margin:.6em 0}
</style></head><body>
<h1>chessconform certificate</h1>
<p><strong>{{.C.Subject.Name}} {{.C.Subject.Version}}</strong>{{if .C.Subject.Command}} — <code>{{.C.Subject.Command}}</code>{{end}}<br>
{{transport .C}}, {{.C.Started}}, {{.C.Seconds}} s{{if .C.Rulebook}}, rulebook {{.C.Rulebook}}{{end}}<br>
certified by {{tool .C}}</p>
<p class="{{.C.Verdict}}"><strong>{{verdict .C}}</strong>: {{.C.Summary.Total}} cases — {{.C.Summary.Pass}} pass, {{.C.Summary.Fail}} fail, {{.C.Summary.Incomplete}} incomplete, {{.C.Summary.Unsupported}} unsupported, {{.C.Summary.Error}} error</p>
<h2>Capabilities</h2>
<p>Sound: no wrong answer. Complete: sound, and no "do not know".</p>
<table><tr><th>capability</th><th>declared</th><th>status</th><th>sound</th><th>complete</th><th>pass</th><th>fail</th><th>incomplete</th><th>unsupported</th><th>error</th></tr>
{{range .C.Capabilities}}<tr class="{{.Status}}"><td>{{.Capability}}</td><td>{{if .Declared}}yes{{else}}no{{end}}</td><td>{{.Status}}</td><td>{{sound .}}</td><td>{{complete .}}</td><td class="n">{{.Counts.Pass}}</td><td class="n">{{.Counts.Fail}}</td><td class="n">{{.Counts.Incomplete}}</td><td class="n">{{.Counts.Unsupported}}</td><td class="n">{{.Counts.Error}}</td></tr>
{{end}}</table>
<h2>By article</h2>
<table><tr><th>capability</th><th>article</th><th>rulebook</th><th>status</th><th>pass</th><th>fail</th><th>incomplete</th><th>unsupported</th><th>error</th></tr>
{{range .C.Groups}}<tr class="{{.Status}}"><td>{{.Capability}}</td><td>{{art .Article}}</td><td>{{.Rulebook}}</td><td>{{.Status}}</td><td class="n">{{.Counts.Pass}}</td><td class="n">{{.Counts.Fail}}</td><td class="n">{{.Counts.Incomplete}}</td><td class="n">{{.Counts.Unsupported}}</td><td class="n">{{.Counts.Error}}</td></tr>
{{end}}</table>
{{if .Bad}}<h2>Failures, errors and incomplete answers</h2>
{{range detailed .C.Cases}}{{if bad .Status}}<details open><summary class="{{.Status}}"><strong>{{.Status}}</strong> <code>{{.ID}}</code> {{.Name}} ({{.Capability}}, {{arts .Articles}})</summary>
{{if .Steps}}<pre>{{lines .Steps}}</pre>{{end}}
{{if or .Expected .Actual}}<p>expected: <code>{{.Expected}}</code><br>actual: <code>{{.Actual}}</code></p>{{end}}
{{if .Message}}<p>{{.Message}}</p>{{end}}
{{if .Evidence}}<p>evidence: {{.Evidence}}</p>{{end}}
{{with unverified .Case}}<p class="unverified">{{.}}</p>{{end}}
{{if .Requests}}<p>requests (replay with <code>chessconform serve</code>):</p><pre>{{lines .Requests}}</pre><p>answer to the last: <code>{{.Answer}}</code></p>{{end}}
<pre>{{.Reproduce}}</pre>{{if .Same}}<p>… and {{.Same}} more case(s) with the same error: {{range .Others}}<code>{{.}}</code> {{end}}</p>{{end}}</details>
{{end}}{{end}}{{end}}
{{if .Cmp}}<h2>Against the baseline</h2><p>{{len .Cmp.Regressions}} regressions, {{len .Cmp.Fixes}} fixes, {{len .Cmp.Other}} other changes.</p><ul>
{{range .Cmp.Regressions}}<li class="fail">regression <code>{{.ID}}</code>: {{.Before}} → {{.After}}</li>{{end}}
{{range .Cmp.Fixes}}<li class="pass">fixed <code>{{.ID}}</code>: {{.Before}} → {{.After}}</li>{{end}}</ul>{{end}}
<details><summary>All {{len .C.Cases}} cases</summary><table><tr><th>id</th><th>capability</th><th>articles</th><th>rulebook</th><th>status</th></tr>
{{range .C.Cases}}<tr class="{{.Status}}"><td><code>{{.ID}}</code></td><td>{{.Capability}}</td><td>{{arts .Articles}}</td><td>{{.Rulebook}}</td><td>{{.Status}}</td></tr>
{{end}}</table></details>
</body></html>
`))

func writeHTML(w io.Writer, c *Certificate, cmp *Comparison) error {
	return htmlPage.Execute(w, struct {
		C   *Certificate
		Cmp *Comparison
		Bad bool
	}{c, cmp, c.Summary.Fail+c.Summary.Error+c.Summary.Incomplete > 0})
}

// transport names the driver and, for a program speaking the chessconform
// protocol, its version (a UCI engine has none: no "protocol 0").
func transport(c *Certificate) string {
	if c.Subject.Protocol == 0 {
		return "driver " + c.Subject.Driver
	}
	return fmt.Sprintf("driver %s, protocol %d", c.Subject.Driver, c.Subject.Protocol)
}

// unverifiedNote says that a failed or incomplete case's expected answer
// rests on values no English text confirmed ("" if none, or if it passed).
func unverifiedNote(k Case) string {
	if len(k.Unverified) == 0 || k.Status == Pass {
		return ""
	}
	return "the expected answer rests on rule values no English text of their edition confirmed (chessconform rules show gives the reason): " +
		strings.Join(k.Unverified, ", ") + "; the program may be right where it differs"
}

// failingOnUnverified counts the failed cases whose expected answer rests
// on unverified rule values.
func failingOnUnverified(cases []Case) int {
	n := 0
	for _, k := range cases {
		if k.Status == Fail && len(k.Unverified) > 0 {
			n++
		}
	}
	return n
}
