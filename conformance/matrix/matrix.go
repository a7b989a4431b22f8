// Package matrix turns a set of JSON certificates (conformance/certify) into
// one compliance matrix — program × capability × article with pass / fail /
// incomplete / unsupported / error counts, and each program's failures in
// the triaged groups of its expected-failures file — written as Markdown
// (docs/ECOSYSTEM.md) or as a self-contained HTML page with a board diagram
// of every failing position. It also checks a certificate against an
// expected-failures file in both directions (expected.go).
//
// The output is deterministic: it carries no timing, no date and no command
// of the run, and everything is sorted, so that CI can regenerate it and
// diff it with the committed copy.
package matrix

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/chessconform/chessconform/conformance/certify"
	"github.com/chessconform/chessconform/rulebook"
)

// Statuses a matrix counts, in display order.
var Statuses = []string{certify.Pass, certify.Fail, certify.Incomplete, certify.Unsupported, certify.Error}

// Counts is a count per status.
type Counts map[string]int

// Total is the number of cases counted.
func (c Counts) Total() int {
	n := 0
	for _, v := range c {
		n += v
	}
	return n
}

// Matrix is the table of a set of programs.
type Matrix struct {
	Programs []*Program
	// Rows are every capability × article any certificate has, sorted.
	Rows []Row
}

// Row is one capability × article line of the matrix.
type Row struct{ Capability, Article string }

// Program is one certificate's column.
type Program struct {
	Name, Version, Driver string
	Declared              []string
	Engine                string // how to run it again (the expected file's engine:, else the certificate's command)
	Total                 Counts
	ByCapability          map[string]Counts
	ByRow                 map[Row]Counts
	Groups                []*Group // failure groups, in the expected file's order; untriaged last
	Expected              *Expected
}

// Group is one failure group of a program.
type Group struct {
	Name, Article, Reason string
	Confirmed             []string
	Cases                 []certify.Case
}

// Input is one certificate and, optionally, its expected-failures file.
type Input struct {
	Cert     *certify.Certificate
	Expected *Expected
}

// Capabilities in display order.
var Capabilities = []string{"moves", "notation", "status", "unwinnability", "clocks", "arbiter"}

// Build makes the matrix; programs are sorted by name.
func Build(in []Input) *Matrix {
	m := &Matrix{}
	rows := map[Row]bool{}
	for _, x := range in {
		c := x.Cert
		p := &Program{
			Name: c.Subject.Name, Version: c.Subject.Version, Driver: c.Subject.Driver,
			Declared: slices.Clone(c.Subject.Capabilities), Engine: c.Subject.Command,
			Total: Counts{}, ByCapability: map[string]Counts{}, ByRow: map[Row]Counts{},
			Expected: x.Expected,
		}
		if x.Expected != nil && x.Expected.Engine != "" {
			p.Engine = x.Expected.Engine
		}
		groups := map[string]*Group{}
		if x.Expected != nil {
			for _, g := range x.Expected.Groups {
				gg := &Group{Name: g.Name, Article: g.Article, Reason: g.Reason, Confirmed: g.Confirmed}
				groups[g.Name] = gg
				p.Groups = append(p.Groups, gg)
			}
		}
		for _, k := range c.Cases {
			p.Total[k.Status]++
			if p.ByCapability[k.Capability] == nil {
				p.ByCapability[k.Capability] = Counts{}
			}
			p.ByCapability[k.Capability][k.Status]++
			arts := k.Articles
			if len(arts) == 0 {
				arts = []string{"-"}
			}
			for _, a := range arts {
				r := Row{k.Capability, a}
				rows[r] = true
				if p.ByRow[r] == nil {
					p.ByRow[r] = Counts{}
				}
				p.ByRow[r][k.Status]++
			}
			if k.Status == certify.Pass || k.Status == certify.Unsupported {
				continue
			}
			var g *Group
			if x.Expected != nil {
				if eg := x.Expected.GroupOf(k.ID); eg != nil {
					g = groups[eg.Name]
				}
			}
			if g == nil {
				g = groups[Untriaged]
				if g == nil {
					g = &Group{Name: Untriaged, Article: strings.Join(k.Articles, ", "), Reason: "not in the program's expected-failures file"}
					groups[Untriaged] = g
					p.Groups = append(p.Groups, g)
				}
			}
			g.Cases = append(g.Cases, k)
		}
		p.Groups = slices.DeleteFunc(p.Groups, func(g *Group) bool { return len(g.Cases) == 0 })
		for _, g := range p.Groups {
			slices.SortFunc(g.Cases, func(a, b certify.Case) int { return cmp.Compare(a.ID, b.ID) })
		}
		m.Programs = append(m.Programs, p)
	}
	slices.SortStableFunc(m.Programs, func(a, b *Program) int {
		return cmp.Or(cmp.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)), cmp.Compare(a.Version, b.Version))
	})
	for r := range rows {
		m.Rows = append(m.Rows, r)
	}
	slices.SortFunc(m.Rows, func(a, b Row) int {
		return cmp.Or(cmp.Compare(capRank(a.Capability), capRank(b.Capability)), cmp.Compare(a.Capability, b.Capability),
			rulebook.CompareArticles(a.Article, b.Article))
	})
	return m
}

func capRank(c string) int {
	if i := slices.Index(Capabilities, c); i >= 0 {
		return i
	}
	return len(Capabilities)
}

// Reproduce is the one-line command that reruns case k of p.
func (p *Program) Reproduce(k certify.Case) string {
	parts := []string{"chessconform certify"}
	if p.Driver != "" && p.Driver != "protocol" && p.Driver != "in-process" {
		parts = append(parts, "--driver", p.Driver)
	}
	if p.Engine != "" {
		parts = append(parts, "--engine", shellQuote(p.Engine))
	}
	return strings.Join(append(parts, "--case", shellQuote(k.ID)), " ")
}

func shellQuote(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:=+,@") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// cell renders a count cell: "" when no case, "–" when all unsupported,
// "N" when all N decided cases pass, else the non-zero statuses.
func cell(c Counts) string {
	if c.Total() == 0 {
		return ""
	}
	if c[certify.Unsupported] == c.Total() {
		return "–"
	}
	if c[certify.Pass]+c[certify.Unsupported] == c.Total() {
		return fmt.Sprintf("✓ %d", c[certify.Pass])
	}
	var parts []string
	for _, s := range []string{certify.Pass, certify.Fail, certify.Incomplete, certify.Error} {
		if c[s] > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", c[s], s))
		}
	}
	return strings.Join(parts, ", ")
}

// Label is the program's name and version.
func (p *Program) Label() string {
	if p.Version == "" {
		return p.Name
	}
	return p.Name + " " + p.Version
}
