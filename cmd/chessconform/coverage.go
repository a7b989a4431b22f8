package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"strings"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/conformance/certify"
	"github.com/chessconform/chessconform/coverage"
	"github.com/chessconform/chessconform/rulebook"
)

func coverageCommand() command {
	return command{
		name:    "coverage",
		summary: "list every article of a rulebook with the scenarios and corpus cases that test it",
		run:     runCoverage,
	}
}

func runCoverage(_ context.Context, args []string, stdout, stderr io.Writer) int {
	fl := newFlags("coverage", "[--rulebook ID] [--format text|markdown|json|html]\n\n"+
		"Every article of the rulebook (rules/articles/ID.yaml) with the scenarios and corpus cases\n"+
		"that test it; articles without a testable rule with the reason; untested testable articles\n"+
		"as gaps. Without --rulebook: every rulebook that has an article inventory.\n"+
		"Exit 0 when no testable article is left untested without a stated reason, 1 otherwise.", stdout)
	id := fl.String("rulebook", "", "rulebook id (default: all with an inventory)")
	format := fl.String("format", "text", "output format: "+strings.Join(coverage.Formats, ", "))
	if code, stop := parseFlags(fl, args, stderr); stop {
		return code
	}
	if fl.NArg() > 0 {
		fmt.Fprintf(stderr, "chessconform coverage: unexpected argument %q (see --help)\n", fl.Arg(0))
		return 2
	}
	if !contains(coverage.Formats, *format) {
		fmt.Fprintf(stderr, "chessconform coverage: unknown format %q (want %s)\n", *format, strings.Join(coverage.Formats, ", "))
		return 2
	}
	reps, err := coverageReports(chessconform.Data, *id)
	if err != nil {
		return fail(stderr, "coverage", err, 2)
	}
	if err := coverage.Write(stdout, *format, reps); err != nil {
		return fail(stderr, "coverage", err, 1)
	}
	for _, r := range reps {
		if r.Summary.Gaps > 0 {
			return 1
		}
	}
	return 0
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// coverageReports computes the report of one rulebook (id) or of every
// rulebook with an inventory (id ""), over the embedded features and the
// certification corpora.
func coverageReports(data fs.FS, id string) ([]coverage.Report, error) {
	ids, err := coverage.Inventories(data)
	if err != nil {
		return nil, err
	}
	if id != "" {
		if !contains(ids, id) {
			return nil, fmt.Errorf("%w: no article inventory for rulebook %q (have %s)", errUsage, id, strings.Join(ids, ", "))
		}
		ids = []string{id}
	}
	// Every rulebook id marks translated features (@hu-2018 …).
	known := append([]string(nil), ids...)
	if set, _ := rulebook.LoadEmbedded(data); set != nil {
		for _, f := range set.Files() {
			known = append(known, f.ID)
		}
	}
	cases, err := coverage.Scenarios(data, nil, known)
	if err != nil {
		return nil, err
	}
	for _, c := range certify.DefaultCorpora() {
		cs, err := c.Load(data)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("corpus %s: %w", c.Name, err)
		}
		for _, k := range cs {
			cc := coverage.Case{Kind: "corpus", ID: k.ID, Name: k.Name, Articles: k.Articles}
			if k.Rulebook != "" && k.Rulebook != "any" {
				cc.Rulebooks = []string{k.Rulebook}
			}
			cases = append(cases, cc)
		}
	}
	var reps []coverage.Report
	for _, id := range ids {
		inv, err := coverage.LoadInventory(data, id)
		if err != nil {
			return nil, err
		}
		reps = append(reps, coverage.Compute(inv, cases))
	}
	return reps, nil
}

// diffLinks returns, for the HTML page of rules diff, the scenarios that show
// each change (nil for the other formats, and when the features cannot be
// read: the diff does not depend on them).
func diffLinks(format, a, b string, changes []rulebook.Change) rulebook.Links {
	if format != "html" {
		return nil
	}
	known := []string{a, b}
	if set, _ := rulebook.LoadEmbedded(chessconform.Data); set != nil {
		for _, f := range set.Files() {
			known = append(known, f.ID)
		}
	}
	cases, err := coverage.Scenarios(chessconform.Data, nil, known)
	if err != nil {
		return nil
	}
	return coverage.DiffLinks(cases, a, b, changes)
}
