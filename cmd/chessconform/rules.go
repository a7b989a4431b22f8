package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	chessconform "github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/rulebook"
	"github.com/chessconform/chessconform/yamlschema"
)

func rulesCommand() command {
	return command{
		name:    "rules",
		summary: "list, show, validate and diff rulebooks (FIDE editions, translations, regulations)",
		run:     runRules,
	}
}

// rulesSubcommands are the subcommands of rules, in the order of the usage.
var rulesSubcommands = []string{"list", "show", "validate", "diff"}

// rulesSummaries describe them (usage, completion scripts).
var rulesSummaries = map[string]string{
	"list":     "the shipped rulebooks",
	"show":     "the resolved table and where each value came from",
	"validate": "check rulebook files: exit 0 valid, 1 invalid, 2 usage",
	"diff":     "compare two rulebooks: exit 0 same, 1 different, 2 error",
}

// diffFormats are the output formats of rules diff.
var diffFormats = []string{"text", "markdown", "json", "html"}

const rulesUsage = `Usage: chessconform rules SUBCOMMAND [flags] [arguments]

Subcommands:
  list [--json]                                      the shipped rulebooks
  show ID|FILE [--json] [--date YYYY-MM-DD]          the resolved table and where each value came from
  validate FILE...                                   exit 0 valid, 1 invalid, 2 usage or unreadable file
  diff A B [--format text|markdown|json|html]        exit 0 same, 1 different, 2 error

A and B are rulebook ids or YAML files. The format is described in rules/FORMAT.md.
chessconform rules SUBCOMMAND --help explains one.
`

func runRules(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, rulesUsage)
		return exitUsage
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		if args[0] == "help" && len(args) > 1 { // rules help SUB = rules SUB --help
			return runRules(context.Background(), []string{args[1], "--help"}, stdout, stderr)
		}
		fmt.Fprint(stdout, rulesUsage)
		return exitOK
	case "list":
		return rulesList(args[1:], stdout, stderr)
	case "show":
		return rulesShow(args[1:], stdout, stderr)
	case "validate":
		return rulesValidate(ctx, args[1:], stdout, stderr)
	case "diff":
		return rulesDiff(args[1:], stdout, stderr)
	}
	fmt.Fprintf(stderr, "chessconform rules: unknown subcommand %q (want %s; see chessconform rules --help)\n", args[0], strings.Join(rulesSubcommands, ", "))
	return exitUsage
}

// loadRules loads the shipped rulebooks and any arguments that are files;
// it returns the ids the arguments name.
func loadRules(args []string) (*rulebook.Set, []string, error) {
	set, err := rulebook.LoadEmbedded(chessconform.Data)
	if set == nil {
		return nil, nil, err
	}
	// Shipped files that fail validation are left out; the others stay usable.
	shippedErr := err
	ids := make([]string, len(args))
	var names []string
	var srcs [][]byte
	var idx []int
	for i, a := range args {
		if set.File(a) != nil && !looksLikeFile(a) {
			ids[i] = a
			continue
		}
		if !looksLikeFile(a) {
			if shippedErr != nil {
				return nil, nil, fmt.Errorf("%w: %q is not a valid shipped rulebook; shipped rulebooks with problems:\n%v", errUsage, a, shippedErr)
			}
			return nil, nil, fmt.Errorf("%w: %q is neither a rulebook id (see rules list) nor a .yaml file", errUsage, a)
		}
		b, err := os.ReadFile(a)
		if err != nil {
			return nil, nil, err
		}
		names, srcs, idx = append(names, a), append(srcs, b), append(idx, i)
	}
	if len(names) > 0 {
		if err := set.AddAll(names, srcs); err != nil {
			return nil, nil, err
		}
		for k, i := range idx {
			for _, f := range set.Files() {
				if f.Path == names[k] {
					ids[i] = f.ID
				}
			}
		}
	}
	return set, ids, nil
}

func looksLikeFile(a string) bool {
	return strings.HasSuffix(a, ".yaml") || strings.HasSuffix(a, ".yml") || strings.ContainsRune(a, os.PathSeparator)
}

func rulesList(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("rules list", "[--json]", stdout)
	asJSON := fs.Bool("json", false, "print JSON")
	pos, code, stop := parseInterleaved(fs, args, stderr)
	if stop {
		return code
	}
	if len(pos) > 0 {
		fmt.Fprintf(stderr, "chessconform rules list: unexpected argument %q\n", pos[0])
		return 2
	}
	set, _, err := loadRules(nil)
	if err != nil {
		return fail(stderr, "rules list", err, 1)
	}
	rows := set.List()
	if *asJSON {
		if err := writeJSON(stdout, rows); err != nil {
			return fail(stderr, "rules list", err, 1)
		}
		return 0
	}
	fmt.Fprintf(stdout, "%-20s %-12s %-4s %-10s %-14s %s\n", "ID", "KIND", "LANG", "IN FORCE", "BASE", "TITLE")
	for _, r := range rows {
		base := r.Base
		if base == "" {
			base = "-"
		}
		fmt.Fprintf(stdout, "%-20s %-12s %-4s %-10s %-14s %s\n", r.ID, r.Kind, r.Language, r.InForce, base, r.Title)
	}
	return 0
}

func rulesShow(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("rules show", "ID|FILE [--json] [--date YYYY-MM-DD]", stdout)
	asJSON := fs.Bool("json", false, "print JSON")
	date := fs.String("date", "", "resolve as of this date, YYYY-MM-DD (amendments after it are not applied)")
	pos, code, stop := parseInterleaved(fs, args, stderr)
	if stop {
		return code
	}
	if len(pos) != 1 {
		fmt.Fprintln(stderr, "chessconform rules show: want exactly one rulebook id or file (see --help)")
		return 2
	}
	if *date != "" {
		if err := checkDate(*date); err != nil {
			return fail(stderr, "rules show", fmt.Errorf("--date: %w", err), exitUsage)
		}
	}
	set, ids, err := loadRules(pos)
	if err != nil {
		return fail(stderr, "rules show", err, problemsCode(err))
	}
	r, err := set.ResolveAt(ids[0], *date)
	if err != nil {
		return fail(stderr, "rules show", err, 1)
	}
	if *asJSON {
		if err := writeJSON(stdout, rulebook.Show(r)); err != nil {
			return fail(stderr, "rules show", err, 1)
		}
		return 0
	}
	rulebook.WriteShow(stdout, r)
	return 0
}

// problemsCode is 1 for invalid files, 2 for anything else (unreadable file, usage).
func problemsCode(err error) int {
	var ps yamlschema.Problems
	if errors.As(err, &ps) {
		return 1
	}
	if errors.Is(err, errUsage) {
		return 2
	}
	return 2
}

func rulesValidate(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("rules validate", "FILE...", stdout)
	pos, code, stop := parseInterleaved(fs, args, stderr)
	if stop {
		return code
	}
	if len(pos) == 0 {
		fmt.Fprintln(stderr, "chessconform rules validate: want at least one FILE (see --help)")
		return 2
	}
	set, err := rulebook.LoadEmbedded(chessconform.Data)
	if err != nil {
		return fail(stderr, "rules validate", fmt.Errorf("shipped rulebooks are invalid:\n%w", err), 1)
	}
	var srcs [][]byte
	for _, p := range pos {
		b, err := os.ReadFile(p)
		if err != nil {
			fmt.Fprintf(stderr, "chessconform rules validate: %v\n", err)
			return 2
		}
		srcs = append(srcs, b)
	}
	if err := set.AddAllContext(ctx, pos, srcs); err != nil {
		if ctx.Err() != nil {
			return exitInterrupted // main has printed the one line
		}
		fmt.Fprintln(stdout, err.Error())
		return 1
	}
	for _, p := range pos {
		fmt.Fprintf(stdout, "%s: valid\n", p)
	}
	return 0
}

// checkDate accepts an ISO 8601 calendar date, YYYY-MM-DD, and nothing else
// (not 2014/09/30, not "yesterday", not 2014-9-30): the rulebooks compare
// dates as such strings, so any other form would silently select a wrong
// edition or amendment.
func checkDate(s string) error {
	if len(s) != len("2006-01-02") {
		return fmt.Errorf("%w: %q is not a date in the form YYYY-MM-DD (ISO 8601), e.g. 2014-09-30", errUsage, s)
	}
	if _, err := time.Parse(time.DateOnly, s); err != nil {
		return fmt.Errorf("%w: %q is not a date in the form YYYY-MM-DD (ISO 8601), e.g. 2014-09-30", errUsage, s)
	}
	return nil
}

func rulesDiff(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("rules diff", "A B [--format text|markdown|json|html]", stdout)
	format := fs.String("format", "text", "output format: text, markdown, json or html")
	pos, code, stop := parseInterleaved(fs, args, stderr)
	if stop {
		return code
	}
	if len(pos) != 2 {
		fmt.Fprintln(stderr, "chessconform rules diff: want two rulebooks A B (see --help)")
		return 2
	}
	if !slices.Contains(diffFormats, *format) {
		fmt.Fprintf(stderr, "chessconform rules diff: --format %q: want one of %s\n", *format, strings.Join(diffFormats, ", "))
		return exitUsage
	}
	set, ids, err := loadRules(pos)
	if err != nil {
		return fail(stderr, "rules diff", err, 2)
	}
	report, err := set.Report(ids[0], ids[1])
	if err != nil {
		return fail(stderr, "rules diff", err, 2)
	}
	if err := rulebook.WriteDiffReport(stdout, report, *format, diffLinks(*format, ids[0], ids[1], report.Changes)); err != nil {
		return fail(stderr, "rules diff", err, 2)
	}
	if !report.Same() {
		return 1
	}
	return 0
}
