package protocol_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/conformance/certify"
	"github.com/chessconform/chessconform/conformance/corpus"
)

// The checklist of PROTOCOL.md (§8) points at the files that test each
// rule: every path it names exists, and the counts of invalid inputs it
// and §4 give are the corpus's.
func TestProtocolChecklistIsTrue(t *testing.T) {
	b, err := os.ReadFile("../PROTOCOL.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	_, list, ok := strings.Cut(doc, "## 8. Checklist")
	if !ok {
		t.Fatal("PROTOCOL.md has no §8 checklist")
	}
	list, _, _ = strings.Cut(list, "\n## 9.")
	paths := regexp.MustCompile("`([A-Za-z0-9_./-]+\\.(?:feature|go|txt|perft|md|json))`").FindAllStringSubmatch(list, -1)
	if len(paths) < 20 {
		t.Fatalf("the checklist names %d files", len(paths))
	}
	for _, m := range paths {
		p := m[1]
		found := false
		// Paths are written from the repository root or from conformance/.
		for _, base := range []string{"../..", ".."} {
			if _, err := os.Stat(filepath.Join(base, p)); err == nil {
				found = true
			}
		}
		if !found {
			t.Errorf("the checklist names %s, which does not exist", p)
		}
	}
	if n := strings.Count(list, "- [ ]"); n < 30 {
		t.Errorf("the checklist has %d items", n)
	}

	f, err := chessconform.Data.Open(certify.InvalidFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cases, err := corpus.ReadInvalid(f, certify.InvalidFile)
	if err != nil {
		t.Fatal(err)
	}
	n := map[string]int{}
	for _, c := range cases {
		if !c.Strict {
			n[c.Op]++
		}
	}
	fens, sans := n[corpus.InvalidLegalMoves], n[corpus.InvalidFromSAN]
	for _, claim := range []struct {
		re   string
		want int
	}{
		{`sends (\d+) of them to ` + "`legal_moves`", fens},
		{`sends (\d+) such\s+moves to ` + "`from_san`", sans},
		{`- \[ \] Invalid FENs \(§4 list\) are ` + "`rejected`" + `, not repaired: (\d+) cases`, fens},
		{"`from_san` rejects illegal, ambiguous and malformed moves: (\\d+) cases", sans},
		{`invalid-input corpus \((\d+) FENs`, fens},
		{`invalid-input corpus \(\d+ FENs, (\d+) SAN`, sans},
		{"`play`: `rejected` at the first illegal move, never a position: (\\d+) cases", n[corpus.InvalidPlay]},
		{"A game with an illegal move, a move after checkmate or an invalid start position is\\s+`rejected`, not given a result: (\\d+) cases", n[corpus.InvalidStatus]},
		{"An invalid position is `rejected`, not given a verdict: (\\d+) cases", n[corpus.InvalidUnwinnable]},
		{"whose start position is invalid is `rejected`, not ruled on: (\\d+) cases", n[corpus.InvalidAdjudicate]},
	} {
		m := regexp.MustCompile(claim.re).FindStringSubmatch(doc)
		if m == nil {
			t.Errorf("PROTOCOL.md does not say %q", claim.re)
			continue
		}
		if n, _ := strconv.Atoi(m[1]); n != claim.want {
			t.Errorf("PROTOCOL.md says %s, the corpus has %d", m[0], claim.want)
		}
	}
}
