package rulebook

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// TestReadmeListsEveryTranslationDeviation keeps the table in rules/README.md
// (issue 3, criterion 4) in step with the data: every change that
// `rules diff <base> <translation>` reports for a shipped translation, apart
// from pure renumberings, has a row in that translation's section whose key
// cell names the change and whose first two cells are the translation's
// article ("— (omitted)" for an omission) and the base edition's article.
func TestReadmeListsEveryTranslationDeviation(t *testing.T) {
	set := sharedSet(t)
	readme := read(t, "rules/README.md")
	sections := map[string][]string{} // translation id -> table rows
	cur := ""
	for _, line := range strings.Split(readme, "\n") {
		if strings.HasPrefix(line, "### ") {
			cur = strings.Fields(line)[1]
			continue
		}
		if cur != "" && strings.HasPrefix(line, "| ") {
			sections[cur] = append(sections[cur], line)
		}
	}
	n := 0
	for _, f := range set.Files() {
		if f.Kind != KindTranslation || !f.Embedded() {
			continue
		}
		changes, err := set.Diff(f.Base, f.ID)
		if err != nil {
			t.Fatal(err)
		}
		rows := sections[f.ID]
		if len(rows) == 0 {
			t.Errorf("rules/README.md has no table for %s", f.ID)
			continue
		}
		for _, c := range changes {
			if c.Kind == ChangeRenumbered {
				continue
			}
			n++
			trans, base := c.B.Article, c.B.BaseArticle
			if c.Kind == ChangeOmitted {
				trans = "— (omitted)"
			}
			found := false
			for _, r := range rows {
				cells := strings.Split(strings.Trim(r, "| "), " | ")
				if len(cells) < 4 || cells[len(cells)-1] != "`"+c.ID+"`" {
					continue
				}
				found = true
				if cells[0] != trans || cells[1] != base {
					t.Errorf("%s %s: README row has articles %q / %q, want %q / %q", f.ID, c.ID, cells[0], cells[1], trans, base)
				}
			}
			if !found {
				t.Errorf("%s: deviation %s (%s, base %s) is not in the table of rules/README.md", f.ID, c.ID, trans, base)
			}
		}
	}
	if n < 79 { // 79 when this test was written: bg-2005 4, hu-2014 35, hu-2018 28, lt-2018 12
		t.Errorf("only %d translation deviations checked; the translations lost deviations", n)
	}
}

// The verification table of rules/README.md lies between these markers.
const (
	verificationBegin = "<!-- verification table: generated from rules/editions by TestReadmeVerificationTable (rulebook/readme_test.go); CHESSCONFORM_UPDATE=1 go test ./rulebook -run TestReadmeVerificationTable rewrites it -->"
	verificationEnd   = "<!-- end of verification table -->"
)

// verificationTable counts, per edition, the parameters whose value was
// checked against an English text of that edition or a change list
// (verified) and those that carry `verified: false` (issue 15, criterion 2).
func verificationTable(set *Set) string {
	var sb strings.Builder
	sb.WriteString("| edition | in force | parameters | verified | unverified |\n|---|---|---:|---:|---:|\n")
	var all, ver, unv int
	for _, f := range set.Files() {
		if f.Kind != KindEdition || !f.Embedded() {
			continue
		}
		n, u := len(f.Entries), 0
		for _, e := range f.Entries {
			if !e.Verified {
				u++
			}
		}
		all, ver, unv = all+n, ver+n-u, unv+u
		fmt.Fprintf(&sb, "| `%s` | %s | %d | %d | %d |\n", f.ID, f.InForce, n, n-u, u)
	}
	fmt.Fprintf(&sb, "| all | | %d | %d | %d |\n", all, ver, unv)
	return sb.String()
}

// TestReadmeVerificationTable keeps the per-edition count of verified and
// unverified values in rules/README.md in step with the data
// (CHESSCONFORM_UPDATE=1 rewrites the table).
func TestReadmeVerificationTable(t *testing.T) {
	set := sharedSet(t)
	readme := read(t, "rules/README.md")
	b, rest, ok := strings.Cut(readme, verificationBegin+"\n")
	m, e, ok2 := strings.Cut(rest, verificationEnd)
	if !ok || !ok2 {
		t.Fatalf("rules/README.md lacks the markers %q ... %q", verificationBegin, verificationEnd)
	}
	want := verificationTable(set)
	if os.Getenv("CHESSCONFORM_UPDATE") != "" {
		if err := os.WriteFile("../rules/README.md", []byte(b+verificationBegin+"\n"+want+verificationEnd+e), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if m != want {
		t.Errorf("the verification table of rules/README.md is stale (CHESSCONFORM_UPDATE=1 go test ./rulebook -run TestReadmeVerificationTable rewrites it); want\n%s", want)
	}
	if !strings.Contains(want, "| `fide-2005` |") || !strings.Contains(want, "| `fide-2023` |") {
		t.Errorf("the table lacks editions:\n%s", want)
	}
}
