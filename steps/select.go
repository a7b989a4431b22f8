package steps

import (
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"github.com/cucumber/godog"
)

// Feature tags and rulebooks. A feature written for one rulebook carries its
// id as a tag (@hu-2018, @lt-2018, @bg-2005, @hu-2014): its article tags
// (@art-3.1.4) are in that rulebook's own numbering, and it is the contract
// for that rulebook. Features without such a tag are the English ones, in the
// current FIDE numbering, naming the rulebooks in their steps.

// RulebookOfTags returns the rulebook a scenario is written for: the first of
// its tags that is one of the rulebook ids known, "" if none.
func RulebookOfTags(tags []string, known []string) string {
	for _, t := range tags {
		if id, ok := strings.CutPrefix(t, "@"); ok && slices.Contains(known, id) {
			return id
		}
	}
	return ""
}

// SelectRulebook returns the godog tag expression that selects the features
// written for rulebook ("@hu-2018"), or "" when no feature under paths is
// written for it, in which case every feature applies. certify --rulebook
// uses it so that certifying against a translation runs that translation's
// features.
func SelectRulebook(fsys fs.FS, paths []string, rulebook string) (string, error) {
	if rulebook == "" {
		return "", nil
	}
	if len(paths) == 0 {
		paths = []string{"features"}
	}
	ts := godog.TestSuite{Options: &godog.Options{FS: fsys, Paths: paths}}
	fts, err := ts.RetrieveFeatures()
	if err != nil {
		return "", fmt.Errorf("reading features: %w", err)
	}
	tag := "@" + rulebook
	for _, ft := range fts {
		for _, p := range ft.Pickles {
			for _, t := range p.Tags {
				if t.Name == tag {
					return tag, nil
				}
			}
		}
	}
	return "", nil
}
