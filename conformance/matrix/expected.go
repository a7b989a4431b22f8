package matrix

import (
	"bufio"
	"cmp"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/chessconform/chessconform/conformance/certify"
)

// Expected is a program's expected-failures file: every case its
// certificate must not pass (fail, error, incomplete), in triaged groups,
// and nothing else. Format (one item a line, '#' starts a comment line):
//
//	program: chess.js                     the certificate's subject name
//	version: 1.4.0                        its version (a new version must be re-triaged)
//	engine: node conformance/adapters/chessjs/adapter.js   reproduce commands use it
//
//	group: threefold-ends-game            one group per deviation
//	article: 9.2.1.2                      the article it departs from
//	reason: ends the game at the third occurrence; under the Laws it is a claim
//	confirmed: implementation: python-chess 1.11.2 keeps it a claim (probe C1)
//	features/art9_draws.feature:25 fail 9.2.1.1,9.2.1.2     CASE-ID STATUS ARTICLES
//
// confirmed names how the group was checked: "laws:" (the Laws' text),
// "implementation:" (a second implementation) or "hand:" (a hand-worked
// position); a group may have several. A group named "untriaged" (what
// Update adds) never validates: every failure must be explained.
type Expected struct {
	Program, Version, Engine string
	Header                   []string // comment lines before the first group, kept by Format
	Groups                   []*ExpectedGroup
}

// ExpectedGroup is one triaged deviation.
type ExpectedGroup struct {
	Name, Article, Reason string
	Confirmed             []string
	Comments              []string // comment lines inside the group, kept by Format
	Cases                 []ExpectedCase
}

// ExpectedCase is one case of a group.
type ExpectedCase struct {
	ID, Status string
	Articles   []string
}

// Line is the case's line in the file and in Check's report.
func (c ExpectedCase) Line() string {
	if len(c.Articles) == 0 {
		return c.ID + " " + c.Status
	}
	return c.ID + " " + c.Status + " " + strings.Join(c.Articles, ",")
}

// Untriaged is the name of the group Update puts new failures in.
const Untriaged = "untriaged"

var confirmKinds = []string{"laws:", "implementation:", "hand:"}

// ReadExpected parses an expected-failures file; name is used in errors.
func ReadExpected(r io.Reader, name string) (*Expected, error) {
	e := &Expected{}
	var g *ExpectedGroup
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	n := 0
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%s:%d: %s", name, n, fmt.Sprintf(format, args...))
	}
	seen := map[string]int{}
	for sc.Scan() {
		n++
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		if strings.HasPrefix(line, "#") {
			if g == nil {
				e.Header = append(e.Header, line)
			} else {
				g.Comments = append(g.Comments, line)
			}
			continue
		}
		key, val, isKey := strings.Cut(line, ": ")
		if !isKey && strings.HasSuffix(line, ":") {
			key, isKey = strings.TrimSuffix(line, ":"), true
		}
		if isKey && !strings.Contains(key, " ") && !strings.Contains(key, "/") {
			val = strings.TrimSpace(val)
			switch key {
			case "program", "version", "engine":
				if g != nil {
					return nil, bad("%s: belongs before the first group", key)
				}
				switch key {
				case "program":
					e.Program = val
				case "version":
					e.Version = val
				case "engine":
					e.Engine = val
				}
			case "group":
				if val == "" {
					return nil, bad("group without a name")
				}
				for _, o := range e.Groups {
					if o.Name == val {
						return nil, bad("group %q twice", val)
					}
				}
				g = &ExpectedGroup{Name: val}
				e.Groups = append(e.Groups, g)
			case "article", "reason", "confirmed":
				if g == nil {
					return nil, bad("%s: outside a group", key)
				}
				switch key {
				case "article":
					g.Article = val
				case "reason":
					g.Reason = val
				case "confirmed":
					g.Confirmed = append(g.Confirmed, val)
				}
			default:
				return nil, bad("unknown key %q", key)
			}
			continue
		}
		f := strings.Fields(line)
		if g == nil {
			return nil, bad("case %q outside a group", f[0])
		}
		if len(f) < 2 || len(f) > 3 {
			return nil, bad("want CASE-ID STATUS ARTICLES, got %q", line)
		}
		c := ExpectedCase{ID: f[0], Status: f[1], Articles: []string{}}
		if len(f) == 3 {
			c.Articles = strings.Split(f[2], ",")
		}
		if !slices.Contains([]string{certify.Fail, certify.Error, certify.Incomplete}, c.Status) {
			return nil, bad("status %q: an expected failure is fail, error or incomplete", c.Status)
		}
		if prev, dup := seen[c.ID]; dup {
			return nil, bad("case %s already listed at line %d", c.ID, prev)
		}
		seen[c.ID] = n
		g.Cases = append(g.Cases, c)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if e.Program == "" {
		return nil, fmt.Errorf("%s: no \"program:\" line", name)
	}
	return e, nil
}

// Validate reports what keeps the file from being a complete triage: a
// group without article, reason or a confirmation of a known kind, an empty
// group, an untriaged group.
func (e *Expected) Validate() []string {
	var out []string
	for _, g := range e.Groups {
		switch {
		case g.Name == Untriaged:
			out = append(out, fmt.Sprintf("group %s: %d failures not triaged yet (give them a group with article, reason and confirmation)", g.Name, len(g.Cases)))
			continue
		case g.Article == "":
			out = append(out, fmt.Sprintf("group %s: no article", g.Name))
		case g.Reason == "":
			out = append(out, fmt.Sprintf("group %s: no reason", g.Name))
		case len(g.Cases) == 0:
			out = append(out, fmt.Sprintf("group %s: no cases", g.Name))
		}
		if len(g.Confirmed) == 0 {
			out = append(out, fmt.Sprintf("group %s: not confirmed (confirmed: laws:|implementation:|hand: …)", g.Name))
		}
		for _, c := range g.Confirmed {
			if !slices.ContainsFunc(confirmKinds, func(k string) bool { return strings.HasPrefix(c, k) }) {
				out = append(out, fmt.Sprintf("group %s: confirmed %q does not start with %s", g.Name, c, strings.Join(confirmKinds, ", ")))
			}
		}
	}
	return out
}

// Failing is a certificate's cases that are not pass or unsupported.
func Failing(c *certify.Certificate) []ExpectedCase {
	var out []ExpectedCase
	for _, k := range c.Cases {
		if k.Status == certify.Pass || k.Status == certify.Unsupported {
			continue
		}
		out = append(out, ExpectedCase{ID: k.ID, Status: k.Status, Articles: slices.Clone(k.Articles)})
	}
	slices.SortFunc(out, func(a, b ExpectedCase) int { return cmp.Compare(a.ID, b.ID) })
	return out
}

// Check compares a certificate with the file in both directions and
// returns every difference (empty: exactly the expected failures): a new
// failure, an expected one that no longer fails, a changed status or
// articles, another program or version, and what Validate finds.
func (e *Expected) Check(c *certify.Certificate) []string {
	var out []string
	if c.Subject.Name != e.Program {
		out = append(out, fmt.Sprintf("certificate of %q, file for %q", c.Subject.Name, e.Program))
	}
	if e.Version != "" && c.Subject.Version != e.Version {
		out = append(out, fmt.Sprintf("certificate of %s %s, file for version %s: re-triage (--update-expected) and set version:", e.Program, c.Subject.Version, e.Version))
	}
	want := map[string]ExpectedCase{}
	for _, g := range e.Groups {
		for _, k := range g.Cases {
			want[k.ID] = k
		}
	}
	got := map[string]bool{}
	for _, k := range Failing(c) {
		got[k.ID] = true
		w, ok := want[k.ID]
		switch {
		case !ok:
			out = append(out, "unexpected failure: "+k.Line())
		case w.Line() != k.Line():
			out = append(out, fmt.Sprintf("changed: %s (expected %s)", k.Line(), w.Line()))
		}
	}
	for _, g := range e.Groups {
		for _, k := range g.Cases {
			if !got[k.ID] {
				out = append(out, fmt.Sprintf("expected failure not seen: %s (group %s)", k.Line(), g.Name))
			}
		}
	}
	return append(out, e.Validate()...)
}

// Update makes the file match the certificate: cases that no longer fail
// are dropped, changed statuses and articles are rewritten in place, a
// failure whose id is new but which replaces a vanished entry of the same
// feature file with the same status and articles — a scenario
// whose line moved — takes that entry's place in its group, and every other
// new failure goes to the group "untriaged" (which Validate refuses until
// its cases are moved to a group of their own); empty groups are dropped.
// Program and version are taken from the certificate. It returns one line
// per case it moved.
func (e *Expected) Update(c *certify.Certificate) []string {
	e.Program, e.Version = c.Subject.Name, c.Subject.Version
	failing := Failing(c)
	now := map[string]ExpectedCase{}
	for _, k := range failing {
		now[k.ID] = k
	}
	listed := map[string]bool{}
	for _, g := range e.Groups {
		for _, k := range g.Cases {
			listed[k.ID] = true
		}
	}
	// Vanished entries by (file, status, articles), in file order, and the
	// new failures that can take their places.
	type slot struct {
		g *ExpectedGroup
		i int
	}
	vanished := map[string][]slot{}
	for _, g := range e.Groups {
		for i, k := range g.Cases {
			if _, ok := now[k.ID]; !ok && source(k.ID) != "" {
				key := source(k.ID) + " " + k.Status + " " + strings.Join(k.Articles, ",")
				vanished[key] = append(vanished[key], slot{g, i})
			}
		}
	}
	var moved []string
	replaced := map[*ExpectedGroup]map[int]ExpectedCase{}
	var untriaged *ExpectedGroup
	for _, g := range e.Groups {
		if g.Name == Untriaged {
			untriaged = g
		}
	}
	var fresh []ExpectedCase
	for _, k := range failing {
		if listed[k.ID] {
			continue
		}
		key := source(k.ID) + " " + k.Status + " " + strings.Join(k.Articles, ",")
		if s := vanished[key]; source(k.ID) != "" && len(s) > 0 {
			vanished[key] = s[1:]
			if replaced[s[0].g] == nil {
				replaced[s[0].g] = map[int]ExpectedCase{}
			}
			replaced[s[0].g][s[0].i] = k
			moved = append(moved, fmt.Sprintf("moved: %s -> %s (group %s)", s[0].g.Cases[s[0].i].ID, k.ID, s[0].g.Name))
			continue
		}
		fresh = append(fresh, k)
	}
	var groups []*ExpectedGroup
	for _, g := range e.Groups {
		var cases []ExpectedCase
		for i, k := range g.Cases {
			if r, ok := replaced[g][i]; ok {
				cases = append(cases, r)
			} else if n, ok := now[k.ID]; ok {
				cases = append(cases, n)
			}
		}
		g.Cases = cases
		if g.Name != Untriaged && len(g.Cases) > 0 {
			groups = append(groups, g)
		}
	}
	if len(fresh) > 0 && untriaged == nil {
		untriaged = &ExpectedGroup{Name: Untriaged, Article: "?", Reason: "new failures: triage each into a group"}
	}
	if untriaged != nil {
		untriaged.Cases = append(untriaged.Cases, fresh...)
		if len(untriaged.Cases) > 0 {
			groups = append(groups, untriaged)
		}
	}
	e.Groups = groups
	return moved
}

// source is the file of a scenario id ("features/x.feature:12" →
// "features/x.feature"), "" for a corpus id: corpus ids are names that do
// not move.
func source(id string) string {
	if i := strings.LastIndexByte(id, ':'); i > 0 && strings.HasSuffix(id[:i], ".feature") {
		return id[:i]
	}
	return ""
}

// Format writes the file back in its format.
func (e *Expected) Format(w io.Writer) error {
	b := &strings.Builder{}
	for _, h := range e.Header {
		b.WriteString(h + "\n")
	}
	fmt.Fprintf(b, "program: %s\n", e.Program)
	if e.Version != "" {
		fmt.Fprintf(b, "version: %s\n", e.Version)
	}
	if e.Engine != "" {
		fmt.Fprintf(b, "engine: %s\n", e.Engine)
	}
	for _, g := range e.Groups {
		fmt.Fprintf(b, "\ngroup: %s\n", g.Name)
		fmt.Fprintf(b, "article: %s\n", g.Article)
		fmt.Fprintf(b, "reason: %s\n", g.Reason)
		for _, c := range g.Confirmed {
			fmt.Fprintf(b, "confirmed: %s\n", c)
		}
		for _, c := range g.Comments {
			b.WriteString(c + "\n")
		}
		for _, k := range g.Cases {
			b.WriteString(k.Line() + "\n")
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// GroupOf returns the group listing case id, or nil.
func (e *Expected) GroupOf(id string) *ExpectedGroup {
	for _, g := range e.Groups {
		for _, k := range g.Cases {
			if k.ID == id {
				return g
			}
		}
	}
	return nil
}
