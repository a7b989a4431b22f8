package certify

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/cucumber/godog"
	messages "github.com/cucumber/messages/go/v21"
)

// ErrSelection marks a selection (--case, --tags) that is malformed or
// matches nothing: certify refuses it instead of certifying zero cases.
var ErrSelection = errors.New("selection")

func selectionErr(format string, args ...any) error {
	return fmt.Errorf("%s: %w", fmt.Sprintf(format, args...), ErrSelection)
}

// scenario is one pickle of the features: a plain scenario or one row of a
// Scenario Outline, with the id that selects exactly it.
type scenario struct {
	ID           string // "features/x.feature:LINE": the scenario's line, or the Examples row's
	URI          string // "features/x.feature"
	Line         int
	ScenarioLine int // the line godog filters on (the outline's for a row)
	Name         string
	Key          string   // pickleKey, without the line
	Tags         []string // every tag that applies (feature, rule, scenario, examples)
	Own          []string // the scenario's and its Examples' own tags
	Outer        []string // the feature's and rule's tags
	Steps        []string // "Given the position …", keyword included, values substituted
	Lang         string
	Occurrence   int // index among pickles of the same file with the same key
}

// parseScenarios reads the features under paths (files or folders, no
// :line) and lists every pickle in file order.
func parseScenarios(fsys fs.FS, paths []string) ([]*scenario, error) {
	ts := godog.TestSuite{Options: &godog.Options{FS: fsys, Paths: paths}}
	fts, err := ts.RetrieveFeatures()
	if err != nil {
		return nil, fmt.Errorf("reading features: %w", err)
	}
	var out []*scenario
	seen := map[string]int{}
	for _, ft := range fts {
		doc := ft.GherkinDocument
		if doc == nil || doc.Feature == nil {
			continue
		}
		lines := map[string]int{}       // AST id → line (scenarios and rows)
		scLines := map[string]int{}     // scenario AST id → line
		own := map[string][]string{}    // scenario or row AST id → own tags
		outer := map[string][]string{}  // scenario AST id → feature and rule tags
		keywords := map[string]string{} // step AST id → keyword
		featureTags := tagNames(doc.Feature.Tags)
		addScenario := func(sc *messages.Scenario, ruleTags []string) {
			lines[sc.Id] = int(sc.Location.Line)
			scLines[sc.Id] = int(sc.Location.Line)
			own[sc.Id] = tagNames(sc.Tags)
			outer[sc.Id] = append(slices.Clone(featureTags), ruleTags...)
			for _, st := range sc.Steps {
				keywords[st.Id] = st.Keyword
			}
			for _, ex := range sc.Examples {
				for _, row := range ex.TableBody {
					lines[row.Id] = int(row.Location.Line)
					own[row.Id] = append(tagNames(sc.Tags), tagNames(ex.Tags)...)
				}
			}
		}
		for _, ch := range doc.Feature.Children {
			if ch.Background != nil {
				for _, st := range ch.Background.Steps {
					keywords[st.Id] = st.Keyword
				}
			}
			if ch.Scenario != nil {
				addScenario(ch.Scenario, nil)
			}
			if ch.Rule != nil {
				for _, rc := range ch.Rule.Children {
					if rc.Background != nil {
						for _, st := range rc.Background.Steps {
							keywords[st.Id] = st.Keyword
						}
					}
					if rc.Scenario != nil {
						addScenario(rc.Scenario, tagNames(ch.Rule.Tags))
					}
				}
			}
		}
		for _, p := range ft.Pickles {
			uri := path.Clean(stripLine(p.Uri))
			s := &scenario{URI: uri, Name: p.Name, Lang: p.Language}
			if len(p.AstNodeIds) > 0 {
				s.ScenarioLine = scLines[p.AstNodeIds[0]]
				s.Own = own[p.AstNodeIds[len(p.AstNodeIds)-1]]
				s.Own = slices.Clone(s.Own)
			}
			for i := len(p.AstNodeIds) - 1; i >= 0 && s.Line == 0; i-- {
				s.Line = lines[p.AstNodeIds[i]]
			}
			if len(p.AstNodeIds) > 0 {
				s.Own = dedupe(s.Own)
				s.Outer = outer[p.AstNodeIds[0]]
			}
			var texts []string
			for _, t := range p.Tags {
				s.Tags = append(s.Tags, t.Name)
			}
			for _, st := range p.Steps {
				texts = append(texts, st.Text)
				kw := ""
				if len(st.AstNodeIds) > 0 {
					kw = keywords[st.AstNodeIds[0]]
				}
				s.Steps = append(s.Steps, kw+st.Text)
			}
			s.Key = pickleKey(uri, p.Name, s.Tags, texts)
			s.Occurrence = seen[s.Key]
			seen[s.Key]++
			s.ID = fmt.Sprintf("%s:%d", uri, s.Line)
			out = append(out, s)
		}
	}
	return out, nil
}

func tagNames(ts []*messages.Tag) []string {
	var out []string
	for _, t := range ts {
		out = append(out, t.Name)
	}
	return out
}

// selectScenarios keeps the scenarios matched by sels (scenario selectors
// of --case: "features", "features/hu", "features/x.feature",
// "features/x.feature:LINE"); every selector must match at least one.
// A LINE is a scenario's, an Examples row's, or an outline's (all its rows).
func selectScenarios(all []*scenario, sels []string) ([]*scenario, error) {
	if len(sels) == 0 {
		return all, nil
	}
	keep := make([]bool, len(all))
	for _, sel := range sels {
		file, line := sel, -1
		if i := strings.LastIndexByte(sel, ':'); i > 0 {
			n, err := strconv.Atoi(sel[i+1:])
			if err != nil || n <= 0 {
				return nil, selectionErr("--case %q: want FILE.feature:LINE with a positive line", sel)
			}
			file, line = sel[:i], n
		}
		file = path.Clean(file)
		matched := 0
		for i, s := range all {
			ok := false
			switch {
			case line > 0:
				ok = s.URI == file && (s.Line == line || s.ScenarioLine == line)
			default:
				ok = s.URI == file || strings.HasPrefix(s.URI, file+"/")
			}
			if ok {
				keep[i] = true
				matched++
			}
		}
		if matched == 0 {
			known := false
			for _, s := range all {
				if s.URI == file {
					known = true
					break
				}
			}
			switch {
			case line > 0 && known:
				return nil, selectionErr("--case %q: no scenario or Examples row of %s is on line %d", sel, file, line)
			default:
				return nil, selectionErr("--case %q: no such feature file or folder", sel)
			}
		}
	}
	var out []*scenario
	for i, s := range all {
		if keep[i] {
			out = append(out, s)
		}
	}
	return out, nil
}

// tagExpr is a parsed --tags expression: AND of ORs of (possibly negated)
// tags, godog's syntax: "@a && @b,~@c" is a and (b or not c).
type tagExpr [][]tagAtom

type tagAtom struct {
	not bool
	tag string // with the @
}

// parseTags validates and parses a tag expression. Every tag is "@NAME"
// (NAME without spaces, commas, '&', '~' or '@'), optionally negated with
// "~"; terms are joined by "&&" (and) and "," (or).
func parseTags(s string) (tagExpr, error) {
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	var out tagExpr
	for _, and := range strings.Split(s, "&&") {
		var ors []tagAtom
		for _, or := range strings.Split(and, ",") {
			a := strings.TrimSpace(or)
			var atom tagAtom
			if rest, ok := strings.CutPrefix(a, "~"); ok {
				atom.not, a = true, strings.TrimSpace(rest)
			}
			name, ok := strings.CutPrefix(a, "@")
			if !ok || name == "" || strings.ContainsAny(name, " \t\n&,~@|!()") {
				what := strings.TrimSpace(or)
				if what == "" {
					what = "nothing"
				} else {
					what = strconv.Quote(what)
				}
				return nil, selectionErr("--tags %q: expected a tag such as @art-3.8 or ~@slow, found %s (join tags with && for and, \",\" for or)", s, what)
			}
			atom.tag = "@" + name
			ors = append(ors, atom)
		}
		out = append(out, ors)
	}
	return out, nil
}

// tagMatches reports whether a tag of the case matches the tag of an
// expression: equal, or a sub-article of it ("@art-3.8" matches
// "@art-3.8.2" but not "@art-3.80").
func tagMatches(caseTag, want string) bool {
	return caseTag == want || strings.HasPrefix(caseTag, want+".")
}

func (e tagExpr) match(tags []string) bool {
	for _, ors := range e {
		ok := false
		for _, a := range ors {
			has := slices.ContainsFunc(tags, func(t string) bool { return tagMatches(t, a.tag) })
			if has != a.not {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

// corpusTags are the tags a corpus case is selected by: its articles,
// written as the scenarios tag them (@art-3, @appendix-C.10, @guidelines-II).
func corpusTags(articles []string) []string {
	var out []string
	for _, a := range articles {
		if a != "" && a[0] >= '0' && a[0] <= '9' {
			out = append(out, "@art-"+a)
		} else {
			out = append(out, "@"+a)
		}
	}
	return out
}
