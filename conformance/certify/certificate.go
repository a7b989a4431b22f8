// Package certify runs the embedded features and conformance corpora against
// a program under test (reached through a Driver) and issues a certificate:
// per capability × article × rulebook, pass, fail, incomplete, unsupported
// or error, soundness (no wrong answer) apart from completeness, with the
// expected and actual answers, the requests sent and a command that
// reproduces every case. It also compares a certificate with an earlier one (--baseline).
package certify

import (
	"cmp"
	"github.com/chessconform/chessconform/rulebook"
	"runtime/debug"
	"slices"
	"time"
)

// Statuses of a case, a group and a capability.
const (
	Pass        = "pass"
	Fail        = "fail"        // a wrong answer
	Incomplete  = "incomplete"  // the program said it does not know, where the protocol lets it (unwinnability "undetermined")
	Unsupported = "unsupported" // the program answered "unsupported" or did not declare the capability/rulebook/locale
	Error       = "error"       // crash, timeout, protocol violation, deadline, interrupt, or a harness problem
)

// SchemaID identifies the certificate format (schema/certificate.schema.json).
const SchemaID = "https://chessconform.org/schema/certificate/v1"

// Certificate is the outcome of one certification run.
type Certificate struct {
	Schema       string             `json:"$schema"`
	Tool         Tool               `json:"tool"`
	Subject      Info               `json:"subject"`
	Rulebook     string             `json:"rulebook"` // the --rulebook selection, "" for all
	Started      string             `json:"started"`  // RFC 3339
	Seconds      float64            `json:"seconds"`
	Verdict      string             `json:"verdict"` // "pass"; "incomplete" when nothing fails or errs but some answers are "do not know"; else "fail"
	Summary      Counts             `json:"summary"`
	Capabilities []CapabilityResult `json:"capabilities"`
	Groups       []Group            `json:"groups"`
	Cases        []Case             `json:"cases"`
	Session      *SessionStats      `json:"session,omitempty"`
	Notes        []string           `json:"notes"`
}

// Tool names the certifier.
type Tool struct {
	Name     string `json:"name"`
	Version  string `json:"version"`
	Revision string `json:"revision"`           // VCS revision of the build, "" when unknown
	Modified bool   `json:"modified,omitempty"` // built from a tree with uncommitted changes
	Protocol int    `json:"protocol"`
}

// Info describes the program under test as it introduced itself.
type Info struct {
	Name         string   `json:"name"`
	Version      string   `json:"version"`
	Driver       string   `json:"driver"`  // "protocol", "uci", "in-process"
	Command      string   `json:"command"` // how it was launched ("" in-process)
	Protocol     int      `json:"protocol"`
	Capabilities []string `json:"capabilities"` // declared (after --capabilities)
	Rulebooks    []string `json:"rulebooks"`
	// Locales are the SAN locales declared in hello (protocol 1.1); nil
	// when the program declared none, and then every locale may be sent.
	Locales []string `json:"locales,omitempty"`
}

// SessionStats report how the program behaved as a process.
type SessionStats struct {
	Requests    int   `json:"requests"`
	Restarts    int   `json:"restarts"`
	Faults      int   `json:"faults"`
	StrayLines  int   `json:"stray_lines"`
	StderrBytes int64 `json:"stderr_bytes"`
}

// Counts count cases by status.
type Counts struct {
	Total       int `json:"total"`
	Pass        int `json:"pass"`
	Fail        int `json:"fail"`
	Incomplete  int `json:"incomplete"`
	Unsupported int `json:"unsupported"`
	Error       int `json:"error"`
}

func (c *Counts) add(status string) {
	c.Total++
	switch status {
	case Pass:
		c.Pass++
	case Fail:
		c.Fail++
	case Incomplete:
		c.Incomplete++
	case Unsupported:
		c.Unsupported++
	default:
		c.Error++
	}
}

// Status folds counts into one status: error beats fail beats incomplete
// beats unsupported beats pass (an empty group passes vacuously only if it
// has cases).
func (c Counts) Status() string {
	switch {
	case c.Error > 0:
		return Error
	case c.Fail > 0:
		return Fail
	case c.Incomplete > 0:
		return Incomplete
	case c.Pass == 0 && c.Unsupported > 0:
		return Unsupported
	default:
		return Pass
	}
}

// Sound reports that no case gave a wrong answer and none erred (an error
// leaves soundness unproven).
func (c Counts) Sound() bool { return c.Fail == 0 && c.Error == 0 }

// Complete reports that every case answered was answered, and right: sound
// and no "do not know".
func (c Counts) Complete() bool { return c.Sound() && c.Incomplete == 0 }

// CapabilityResult is one capability's line of the certificate. Sound: no
// wrong answer (and no error); complete: sound and no "do not know".
type CapabilityResult struct {
	Capability string `json:"capability"`
	Declared   bool   `json:"declared"`
	Status     string `json:"status"`
	Sound      bool   `json:"sound"`
	Complete   bool   `json:"complete"`
	Counts     Counts `json:"counts"`
}

// Group is one capability × article × rulebook cell.
type Group struct {
	Capability string `json:"capability"`
	Article    string `json:"article"`
	Rulebook   string `json:"rulebook"` // "any" when the cases do not depend on a rulebook
	Status     string `json:"status"`
	Counts     Counts `json:"counts"`
}

// Case is one scenario or corpus case.
type Case struct {
	ID         string   `json:"id"`   // "features/art3_moves.feature:12" or "perft/standard/kiwipete/3"
	Kind       string   `json:"kind"` // "scenario" or "corpus"
	Name       string   `json:"name"`
	Capability string   `json:"capability"`
	Articles   []string `json:"articles"` // e.g. "3.8.2", "appendix-C.10", "guidelines-II"
	Rulebook   string   `json:"rulebook"`
	Status     string   `json:"status"`
	Expected   string   `json:"expected,omitempty"`
	Actual     string   `json:"actual,omitempty"`
	Message    string   `json:"message,omitempty"`
	Source     string   `json:"source,omitempty"` // file:line of the case
	// Steps are a scenario's Gherkin steps, the failing one marked "✗".
	Steps []string `json:"steps,omitempty"`
	// Requests are the protocol request lines the case sent (the last
	// 20), replayable with `chessconform serve`; the last one's answer
	// decided the case.
	Requests []string `json:"requests,omitempty"`
	Answer   string   `json:"answer,omitempty"` // the answer to the last request, as JSON
	// Evidence is what the reference knows that shows the expected answer
	// right (an unwinnability case: its helpmate, or that it proved none).
	Evidence string `json:"evidence,omitempty"`
	// Unverified are the rule values the expected answer rests on that no
	// English text of their edition confirmed (verified: false in rules/;
	// `chessconform rules show ID` gives each one's reason): "fide-2005
	// rapid.supervision (B.3)". A failure of such a case may be a wrong
	// answer or a wrong value of ours; the reports say so. The list is the
	// values the reference consulted for the case's answers, so it may name
	// a value the compared part of the answer does not depend on, never omit
	// one it does.
	Unverified []string `json:"unverified,omitempty"`
	Reproduce  string   `json:"reproduce,omitempty"`
}

// finish computes verdict, summary, capabilities and groups from the cases.
func (c *Certificate) finish(started time.Time, elapsed time.Duration) {
	c.Started = started.UTC().Format(time.RFC3339)
	c.Seconds = float64(elapsed.Milliseconds()) / 1000
	slices.SortStableFunc(c.Cases, func(a, b Case) int { return cmp.Compare(caseOrder(a), caseOrder(b)) })
	c.Summary = Counts{}
	caps := map[string]*CapabilityResult{}
	groups := map[[3]string]*Group{}
	for _, k := range c.Cases {
		c.Summary.add(k.Status)
		cr := caps[k.Capability]
		if cr == nil {
			cr = &CapabilityResult{Capability: k.Capability, Declared: slices.Contains(c.Subject.Capabilities, k.Capability)}
			caps[k.Capability] = cr
		}
		cr.Counts.add(k.Status)
		arts := k.Articles
		if len(arts) == 0 {
			arts = []string{"-"}
		}
		for _, a := range arts {
			key := [3]string{k.Capability, a, k.Rulebook}
			g := groups[key]
			if g == nil {
				g = &Group{Capability: k.Capability, Article: a, Rulebook: k.Rulebook}
				groups[key] = g
			}
			g.Counts.add(k.Status)
		}
	}
	c.Capabilities = c.Capabilities[:0]
	for _, name := range capabilityOrder {
		cr := caps[name]
		if cr == nil {
			cr = &CapabilityResult{Capability: name, Declared: slices.Contains(c.Subject.Capabilities, name)}
		}
		cr.Status = cr.Counts.Status()
		cr.Sound, cr.Complete = cr.Counts.Sound(), cr.Counts.Complete()
		if cr.Counts.Total == 0 {
			cr.Status = Unsupported
			if cr.Declared {
				cr.Status = Pass
			}
		}
		c.Capabilities = append(c.Capabilities, *cr)
		delete(caps, name)
	}
	for _, cr := range caps { // capabilities from a @cap- tag this version does not know
		cr.Status = cr.Counts.Status()
		cr.Sound, cr.Complete = cr.Counts.Sound(), cr.Counts.Complete()
		c.Capabilities = append(c.Capabilities, *cr)
	}
	c.Groups = c.Groups[:0]
	for _, g := range groups {
		g.Status = g.Counts.Status()
		c.Groups = append(c.Groups, *g)
	}
	slices.SortFunc(c.Groups, func(a, b Group) int {
		return cmp.Or(cmp.Compare(capRank(a.Capability), capRank(b.Capability)),
			rulebook.CompareArticles(a.Article, b.Article), cmp.Compare(a.Rulebook, b.Rulebook))
	})
	c.Verdict = Pass
	switch {
	case !c.Summary.Sound():
		c.Verdict = Fail
	case c.Summary.Incomplete > 0:
		c.Verdict = Incomplete
	}
}

var capabilityOrder = []string{"moves", "notation", "status", "unwinnability", "clocks", "arbiter"}

func capRank(c string) int {
	if i := slices.Index(capabilityOrder, c); i >= 0 {
		return i
	}
	return len(capabilityOrder)
}

func caseOrder(c Case) string {
	// Scenarios first, then corpora; within each, by id (ids embed file names).
	if c.Kind == "scenario" {
		return "0" + c.ID
	}
	return "1" + c.ID
}

// Comparison is the difference between a baseline certificate and this one.
type Comparison struct {
	Regressions []Change `json:"regressions"` // was not failing (pass, incomplete, unsupported or absent), now fail or error; or was pass, now incomplete
	Fixes       []Change `json:"fixes"`       // was fail or error, now pass or incomplete; or was incomplete, now pass
	Other       []Change `json:"other"`       // any other change of status, new or removed case
}

// Change is one case whose status differs.
type Change struct {
	ID     string `json:"id"`
	Before string `json:"before"` // "" when the case is new
	After  string `json:"after"`  // "" when the case disappeared
}

// Compare compares c with an earlier certificate of the same program.
// A regression is a case that was not failing (pass, incomplete,
// unsupported, or new) and now fails or errs, or that passed and now
// answers "do not know"; a known failure that still fails is not one, nor
// is a known incomplete that is still incomplete.
func Compare(baseline, c *Certificate) Comparison {
	before := map[string]string{}
	for _, k := range baseline.Cases {
		before[k.ID] = k.Status
	}
	var cmpn Comparison
	seen := map[string]bool{}
	bad := func(s string) bool { return s == Fail || s == Error }
	for _, k := range c.Cases {
		seen[k.ID] = true
		b, ok := before[k.ID]
		if ok && b == k.Status {
			continue
		}
		ch := Change{ID: k.ID, Before: b, After: k.Status}
		switch {
		case bad(k.Status) && !bad(b), b == Pass && k.Status == Incomplete:
			cmpn.Regressions = append(cmpn.Regressions, ch)
		case bad(b) && (k.Status == Pass || k.Status == Incomplete), b == Incomplete && k.Status == Pass:
			cmpn.Fixes = append(cmpn.Fixes, ch)
		default:
			cmpn.Other = append(cmpn.Other, ch)
		}
	}
	for _, k := range baseline.Cases {
		if !seen[k.ID] {
			cmpn.Other = append(cmpn.Other, Change{ID: k.ID, Before: k.Status})
		}
	}
	return cmpn
}

// BuildVersion returns the module version and the VCS revision of this
// build (vcs.revision, vcs.modified from the build info): "devel" and ""
// when the build carries none (go run, go test).
func BuildVersion() (version, revision string, modified bool) {
	version = "devel"
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return version, "", false
	}
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		version = v
	}
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			revision = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	return version, revision, modified
}
