package certify_test

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/conformance/certify"
	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/coverage"
	"github.com/chessconform/chessconform/subject"
)

// certifyFeatures certifies s, declaring caps and locales, on every scenario.
func certifyFeatures(t *testing.T, s subject.Subject, caps, locales []string) *certify.Certificate {
	t.Helper()
	c, err := certify.Run(context.Background(), certify.Options{
		Driver: certify.InProcessDriver{Subject: s, Info: certify.Info{
			Name: "test", Version: "0", Protocol: 1, Capabilities: caps, Locales: locales,
			Rulebooks: []string{"fide-2005", "fide-2009", "fide-2014", "fide-2017-07", "fide-2018-01", "fide-2023", "hu-2014", "hu-2018", "lt-2018", "bg-2005"},
		}},
		Data:      chessconform.Data,
		NoCorpora: true,
	})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// A case's capability, articles and rulebook depend on the case alone: the
// same for the reference and for an English-only program that declares
// only moves. Moves scenarios written in Hungarian or Bulgarian SAN are
// sent to that program (the steps read the fixture SAN themselves), and
// pass; a scenario of a translation groups under the translation, never
// under "any" with FIDE's numbering; and coverage cites the same articles.
func TestCapabilityFromTheCaseAlone(t *testing.T) {
	// Every capability declared, every answer "unsupported": what a case
	// certifies cannot come from what the program answered.
	full := certifyFeatures(t, unsupportedSubject, protocol.Capabilities, nil)
	moves := certifyFeatures(t, newRef(t), []string{"moves"}, []string{"en"})
	byID := map[string]certify.Case{}
	for _, k := range moves.Cases {
		byID[k.ID] = k
	}
	if len(full.Cases) != len(moves.Cases) {
		t.Fatalf("%d cases with every capability, %d with moves only", len(full.Cases), len(moves.Cases))
	}
	huMoves := 0
	translated := regexp.MustCompile(`^features/(hu|bg|lt)/`)
	for _, a := range full.Cases {
		b := byID[a.ID]
		if a.Capability != b.Capability || !slices.Equal(a.Articles, b.Articles) || a.Rulebook != b.Rulebook {
			t.Errorf("%s: %s %v %s with every capability, %s %v %s with moves only", a.ID, a.Capability, a.Articles, a.Rulebook, b.Capability, b.Articles, b.Rulebook)
		}
		switch {
		case a.Capability == "moves" && b.Status != certify.Pass:
			t.Errorf("%s: a moves case is %s for an English-only moves program: %s", a.ID, b.Status, b.Message)
		case a.Capability != "moves" && b.Status != certify.Unsupported:
			t.Errorf("%s: a %s case is %s for a moves-only program", a.ID, a.Capability, b.Status)
		case a.Capability != "moves" && !strings.Contains(b.Message, "not sent"):
			t.Errorf("%s: refused, but not before it was sent: %s", a.ID, b.Message)
		}
		if a.Capability == "moves" && strings.HasPrefix(a.ID, "features/hu/hu-2014") {
			huMoves++
		}
		if translated.MatchString(a.ID) && (a.Rulebook == "any" || strings.HasPrefix(a.Rulebook, "fide")) {
			t.Errorf("%s: a translation's scenario certifies rulebook %q", a.ID, a.Rulebook)
		}
		// Capability and articles agree: a case that asks only moves
		// questions does not count under the completion articles.
		if a.Capability == "moves" {
			for _, art := range a.Articles {
				if art == "5" || art == "9" || strings.HasPrefix(art, "5.") || strings.HasPrefix(art, "9.") {
					t.Errorf("%s: a moves case counts under Art. %s", a.ID, art)
				}
			}
		}
	}
	if huMoves < 2 {
		t.Errorf("%d hu-2014 scenarios count as moves, want the ones that only ask legal_moves/play", huMoves)
	}
	for _, g := range full.Groups {
		if g.Rulebook == "any" && regexp.MustCompile(`-[a-z]$|bullet|unnumbered`).MatchString(g.Article) {
			t.Errorf("group %s %s under rulebook any: a translation's numbering", g.Capability, g.Article)
		}
	}
	// coverage cites the same articles for every scenario.
	cov, err := coverage.Scenarios(chessconform.Data, nil, []string{"hu-2014", "hu-2018", "lt-2018", "bg-2005"})
	if err != nil {
		t.Fatal(err)
	}
	covArts := map[string][]string{}
	for _, k := range cov {
		covArts[k.ID] = k.Articles
	}
	norm := func(as []string) []string {
		var out []string
		for _, a := range as {
			a = strings.TrimPrefix(a, "appendix-")
			a = strings.TrimPrefix(a, "guidelines-")
			out = append(out, a)
		}
		slices.Sort(out)
		return slices.Compact(out)
	}
	for _, a := range full.Cases {
		got, ok := covArts[a.ID]
		if !ok {
			t.Errorf("%s: not among coverage's scenarios", a.ID)
			continue
		}
		// coverage keeps every article tag; the certificate drops a
		// general one when a sub-article of it is also tagged.
		want := norm(a.Articles)
		for _, w := range want {
			if !slices.Contains(norm(got), w) {
				t.Errorf("%s: the certificate counts Art. %s, coverage cites %v", a.ID, w, got)
			}
		}
		for _, g := range norm(got) {
			if !slices.ContainsFunc(want, func(w string) bool { return w == g || strings.HasPrefix(w, g+".") }) {
				t.Errorf("%s: coverage cites %s, the certificate counts %v", a.ID, g, a.Articles)
			}
		}
	}
}

// unsupportedSubject implements subject.Subject, answering unsupported.
var unsupportedSubject = protocol.Stub{Transport: protocol.Unsupported(func(string) error { return errUnsupported })}

var errUnsupported = fmt.Errorf("null program: %w", subject.ErrUnsupported)
