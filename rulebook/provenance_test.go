package rulebook

import (
	"fmt"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// languageNames names the languages of the shipped translations in English,
// as a provenance text would cite them ("the Hungarian A.4 c").
var languageNames = map[string]string{"hu": "Hungarian", "bg": "Bulgarian", "lt": "Lithuanian"}

// translationCitations returns the patterns that mark a citation of a
// translation: the id of every translation in the set, the seed file each
// was encoded from, its language's English name, and the words
// "translation" and "seed" (issue 15, criterion 1: a base edition's value
// never comes from a translation).
func translationCitations(set *Set) []*regexp.Regexp {
	pats := []*regexp.Regexp{
		regexp.MustCompile(`(?i)translat`),
		regexp.MustCompile(`(?i)\bseeds?\b`),
		regexp.MustCompile(`\b\d{3}_[0-9a-f]{16}\b`), // a seed file name
	}
	for _, f := range set.Files() {
		if f.Kind != KindTranslation {
			continue
		}
		pats = append(pats, regexp.MustCompile(`(?i)\b`+regexp.QuoteMeta(f.ID)+`\b`))
		if name, ok := languageNames[f.Language]; ok {
			pats = append(pats, regexp.MustCompile(`(?i)\b`+name+`\b`))
		}
		if f.Source != nil && f.Source.File != "" {
			pats = append(pats, regexp.MustCompile(regexp.QuoteMeta(f.Source.File)))
		}
	}
	return pats
}

// provenanceCitesTranslation lists, for every edition in set, each
// provenance text (the file's sources; each value's source, note and reason;
// each amendment's source and note) that matches one of pats.
func provenanceCitesTranslation(set *Set, pats []*regexp.Regexp) []string {
	var bad []string
	check := func(where, text string) {
		for _, p := range pats {
			if m := p.FindString(text); m != "" {
				bad = append(bad, fmt.Sprintf("%s cites %q: %s", where, m, text))
				return
			}
		}
	}
	for _, f := range set.Files() {
		if f.Kind != KindEdition {
			continue
		}
		for i, s := range f.Sources {
			check(fmt.Sprintf("%s sources[%d]", f.ID, i), s)
		}
		ids := make([]string, 0, len(f.Entries))
		for id := range f.Entries {
			ids = append(ids, id)
		}
		sort.Strings(ids)
		for _, id := range ids {
			e := f.Entries[id]
			check(f.ID+" "+id+" source", e.Source)
			check(f.ID+" "+id+" note", e.Note)
			check(f.ID+" "+id+" reason", e.Reason)
			for j, a := range e.Amendments {
				check(fmt.Sprintf("%s %s amendments[%d] source", f.ID, id, j), a.Source)
				check(fmt.Sprintf("%s %s amendments[%d] note", f.ID, id, j), a.Note)
			}
		}
	}
	return bad
}

// TestEditionProvenanceCitesNoTranslation (issue 15, criterion 1): every
// value of an authentic edition rests on an English text of that edition or
// on an English change list; none may cite a translation (its id, its seed
// file, or the words "translation"/"seed"), since a translation's deviation
// could then never show in `rules diff`.
func TestEditionProvenanceCitesNoTranslation(t *testing.T) {
	set := sharedSet(t)
	pats := translationCitations(set)
	if len(pats) < 3+4 { // the three fixed patterns and at least the four shipped translations
		t.Fatalf("only %d patterns: the translations were not found", len(pats))
	}
	for _, b := range provenanceCitesTranslation(set, pats) {
		t.Error(b)
	}
}

// TestProvenanceCheckCatches shows that the check above can fail: a value
// whose reason cites a translation, or whose source names a seed file, is
// reported.
func TestProvenanceCheckCatches(t *testing.T) {
	set := sharedSet(t)
	pats := translationCitations(set)
	f := set.Files()[0] // editions sort first
	if f.Kind != KindEdition {
		t.Fatalf("first file %s is a %s", f.ID, f.Kind)
	}
	clean := *f
	clean.Sources = nil
	clean.Entries = map[string]Entry{"draws.fifty_moves": {Reason: "2009 9.3 (mliebelt/pgn-spec-commented): 'the last 50 moves'"}}
	if got := provenanceCitesTranslation(&Set{files: map[string]*File{f.ID: &clean}}, pats); len(got) != 0 {
		t.Errorf("an English citation was reported: %v", got)
	}
	for _, text := range []string{
		"as the Bulgarian translation says",
		"bg-2005 9.5 b agrees",
		"read in 001_3e82c60fd2f5c001.txt",
		"known from seed 000",
		"the Hungarian A.4 c says so",
	} {
		clone := *f
		clone.Sources = nil
		clone.Entries = map[string]Entry{"draws.fifty_moves": {Reason: text}}
		fake := &Set{files: map[string]*File{f.ID: &clone}}
		if got := provenanceCitesTranslation(fake, pats); len(got) != 1 || !strings.Contains(got[0], f.ID+" draws.fifty_moves reason") {
			t.Errorf("reason %q: got %v, want one citation reported", text, got)
		}
	}
}
