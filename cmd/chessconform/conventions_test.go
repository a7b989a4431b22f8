package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

const kiwipeteFEN = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

// Every command takes its flags before and after its arguments (and in any
// order); "--" ends the flags. Each row runs the same request in several
// orders: the exit status and the output must be the same, and contain want.
func TestFlagsBeforeAndAfterArguments(t *testing.T) {
	dir := t.TempDir()
	valid := filepath.Join(dir, "my-2023.yaml")
	b, err := os.ReadFile("../../rules/editions/fide-2023.yaml")
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, valid, strings.Replace(string(b), "id: fide-2023", "id: my-2023", 1))
	// After --, an argument that looks like a flag is a file name.
	if err := os.Mkdir(filepath.Join(dir, "-d"), 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(dir, "-d", "my-2023.yaml"), strings.Replace(string(b), "id: fide-2023", "id: my-2023", 1))
	wd, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	rows := []struct {
		name   string
		code   int
		want   string
		orders [][]string
	}{
		{"perft", 0, "nodes 2039", [][]string{
			{"perft", "--fen", kiwipeteFEN, "--depth", "2", "--quiet"},
			{"perft", "--quiet", "--depth", "2", "--fen", kiwipeteFEN},
		}},
		{"moves", 0, "a2a3", [][]string{
			{"moves", "--notation", "uci", "--json"},
			{"moves", "--json", "--notation=uci"},
		}},
		{"rules list", 0, `"id": "fide-2023"`, [][]string{
			{"rules", "list", "--json"},
			{"rules", "list", "-json"},
		}},
		{"rules show", 0, `"id": "fide-2023"`, [][]string{
			{"rules", "show", "--json", "--date", "2024-01-01", "fide-2023"},
			{"rules", "show", "fide-2023", "--json", "--date", "2024-01-01"},
			{"rules", "show", "--json", "fide-2023", "--date", "2024-01-01"},
		}},
		{"rules validate", 0, "valid", [][]string{
			{"rules", "validate", valid},
			{"rules", "validate", "--", valid},
		}},
		{"rules validate --", 0, "-d/my-2023.yaml: valid", [][]string{
			{"rules", "validate", "--", "-d/my-2023.yaml"},
		}},
		{"rules diff", 1, `"kind": "renumbered"`, [][]string{
			{"rules", "diff", "--format", "json", "fide-2018-01", "fide-2023"},
			{"rules", "diff", "fide-2018-01", "fide-2023", "--format", "json"},
			{"rules", "diff", "fide-2018-01", "--format", "json", "fide-2023"},
		}},
		{"classify", 0, "blitz", [][]string{
			{"classify", "--rulebook", "fide-2023", "--json", "180+2"},
			{"classify", "180+2", "--rulebook", "fide-2023", "--json"},
			{"classify", "--json", "180+2", "--rulebook", "fide-2023"},
		}},
		{"status", 0, `"termination": "checkmate"`, [][]string{
			{"status", "--rulebook", "fide-2023", "--moves", "f3 e5 g4 Qh4", "--json"},
			{"status", "--json", "--moves", "f3 e5 g4 Qh4", "--rulebook", "fide-2023"},
		}},
		{"adjudicate", 0, `"result": "1-0"`, [][]string{
			{"adjudicate", "--rulebook", "fide-2023", "--nodes", "1", "--json", "testdata/claim.yaml"},
			{"adjudicate", "--rulebook", "fide-2023", "testdata/claim.yaml", "--json", "--nodes", "1"},
			{"adjudicate", "testdata/claim.yaml", "--rulebook", "fide-2023", "--json", "--nodes", "1"},
		}},
		{"unwinnable", 0, `"verdict": "unwinnable"`, [][]string{
			{"unwinnable", "--fen", "8/8/8/4k3/8/8/8/4K2N w - - 0 1", "--side", "white", "--json"},
			{"unwinnable", "--json", "--side", "white", "--fen", "8/8/8/4k3/8/8/8/4K2N w - - 0 1"},
		}},
		{"coverage", 0, `"rulebook": "fide-2023"`, [][]string{
			{"coverage", "--rulebook", "fide-2023", "--format", "json"},
			{"coverage", "--format", "json", "--rulebook", "fide-2023"},
		}},
		{"certify", 0, "PASS: 1 case —", [][]string{
			{"certify", "--quiet", "--case", "perft/standard/kiwipete/3", "--no-corpora=false"},
			{"certify", "--case", "perft/standard/kiwipete/3", "--no-corpora=false", "--quiet"},
		}},
		{"serve", 0, "", [][]string{ // standard input is empty under go test: serve ends at once
			{"serve", "--capabilities", "moves"},
			{"serve", "--capabilities=moves"},
		}},
		{"version", 0, `"version"`, [][]string{
			{"version", "--json"},
			{"version", "-json"},
		}},
		{"completion", 0, "-F _chessconform chessconform", [][]string{
			{"completion", "bash"},
			{"completion", "--", "bash"},
		}},
		{"matrix", 0, "| kings | 2.2 | 1 | accepts a position without a white king | laws |", [][]string{
			{"matrix", "--expected", "testdata/matrix/expected-failures.txt", "testdata/matrix/lib.json"},
			{"matrix", "testdata/matrix/lib.json", "--expected", "testdata/matrix/expected-failures.txt"},
			{"matrix", "--format", "markdown", "--expected=testdata/matrix/expected-failures.txt", "--", "testdata/matrix/lib.json"},
		}},
		{"help", 0, "Usage: chessconform classify", [][]string{
			{"help", "classify"},
			{"classify", "--help"},
		}},
	}
	covered := map[string]bool{}
	for _, r := range rows {
		for _, args := range r.orders {
			covered[args[0]] = true
		}
	}
	for _, c := range commands() {
		if !covered[c.name] {
			t.Errorf("command %s has no row", c.name)
		}
	}
	for _, r := range rows {
		if r.name == "rules validate --" {
			if err := os.Chdir(dir); err != nil {
				t.Fatal(err)
			}
		}
		var first string
		for i, args := range r.orders {
			code, out, errs := runCLI(t, args...)
			if code != r.code || !strings.Contains(out, r.want) {
				t.Errorf("%s: %q: exit %d, want %d and %q in the output\nstdout %.300s\nstderr %.300s", r.name, args, code, r.code, r.want, out, errs)
				continue
			}
			out = timing.ReplaceAllString(out, "(TIME)") // perft and certify say how long they took
			if i == 0 {
				first = out
			} else if out != first {
				t.Errorf("%s: %q: output differs from %q", r.name, args, r.orders[0])
			}
		}
		if err := os.Chdir(wd); err != nil {
			t.Fatal(err)
		}
	}
}

// One table of exit statuses for every command: 0 ok, 1 findings or
// failures, 2 usage errors or unreadable input (a missing file is 2 in every
// command that reads one).
func TestExitCodes(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing")
	invalid := filepath.Join(dir, "invalid.yaml")
	writeFile(t, invalid, "id: broken\nkind: edition\n")
	findings := filepath.Join(dir, "findings.pgn")
	writeFile(t, findings, "[Event \"x\"]\n[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n\n")
	cases := []struct {
		code int
		args []string
	}{
		{0, []string{"--help"}},
		{0, []string{"--version"}},
		{2, []string{}},
		{2, []string{"nonsense"}},
		{2, []string{"--nonsense"}},

		{0, []string{"help"}},
		{0, []string{"help", "certify"}},
		{0, []string{"help", "rules", "diff"}},
		{2, []string{"help", "nonsense"}},

		{0, []string{"version"}},
		{2, []string{"version", "extra"}},
		{2, []string{"version", "--bogus"}},

		{0, []string{"completion", "fish"}},
		{2, []string{"completion"}},
		{2, []string{"completion", "powershell"}},

		{0, []string{"perft", "--depth", "1"}},
		{2, []string{"perft", "--depth", "11"}},
		{2, []string{"perft", "--depth", "15"}},
		{2, []string{"perft", "--fen", "8/8 w - - 0 1"}},
		{2, []string{"perft", "--bogus"}},

		{0, []string{"moves"}},
		{2, []string{"moves", "--notation", "long"}},
		{2, []string{"moves", "extra"}},

		{0, []string{"rules", "list"}},
		{2, []string{"rules"}},
		{2, []string{"rules", "nonsense"}},
		{0, []string{"rules", "show", "fide-2014", "--date", "2016-01-01"}},
		{2, []string{"rules", "show", "fide-2014", "--date", "2014/09/30"}},
		{2, []string{"rules", "show", "fide-2014", "--date", "yesterday"}},
		{2, []string{"rules", "show", "fide-2014", "--date", "2014-9-30"}},
		{2, []string{"rules", "show", "fide-2014", "--date", "2014-02-30"}},
		{2, []string{"rules", "show", missing + ".yaml"}},
		{1, []string{"rules", "show", invalid}},
		{1, []string{"rules", "validate", invalid}},
		{2, []string{"rules", "validate", missing}},
		{2, []string{"rules", "validate"}},
		{0, []string{"rules", "diff", "fide-2023", "fide-2023"}},
		{1, []string{"rules", "diff", "fide-2018-01", "fide-2023"}},
		{2, []string{"rules", "diff", "fide-2023", missing + ".yaml"}},
		{2, []string{"rules", "diff", "fide-2023", "fide-2023", "--format", "pdf"}},

		{0, []string{"classify", "--rulebook", "fide-2023", "900"}},
		{2, []string{"classify", "--rulebook", "fide-2023", "fast"}},
		{2, []string{"classify", "--rulebook", missing + ".yaml", "900"}},
		{2, []string{"classify", "900"}},

		{0, []string{"status", "--rulebook", "fide-2023", "--moves", "e4"}},
		{2, []string{"status", "--rulebook", "fide-2023", "--pgn", missing}},
		{2, []string{"status", "--rulebook", "fide-2023", "--moves", "e5"}},
		{2, []string{"status"}},

		{0, []string{"adjudicate", "--rulebook", "fide-2023", "--nodes", "1", "testdata/claim.yaml"}},
		{1, []string{"adjudicate", "--rulebook", "fide-2023", findings}},
		{2, []string{"adjudicate", "--rulebook", "fide-2023", missing}},
		{2, []string{"adjudicate", "--rulebook", "fide-2023"}},

		{0, []string{"unwinnable", "--fen", "8/8/8/4k3/8/8/8/4K2N w - - 0 1"}},
		{2, []string{"unwinnable", "--fen", "8/8 w - - 0 1"}},
		{2, []string{"unwinnable"}},

		{0, []string{"coverage", "--rulebook", "fide-2023"}},
		{2, []string{"coverage", "--rulebook", "fide-1850"}},
		{2, []string{"coverage", "--format", "pdf"}},

		{0, []string{"certify", "--quiet", "--case", "perft/standard/kiwipete/3"}},
		{1, []string{"certify", "--quiet", "--engine", "sh testdata/certify/wrongperft.sh", "--case", "perft/standard/kiwipete/3"}},
		{2, []string{"certify", "--quiet", "--baseline", missing}},
		{2, []string{"certify", "--quiet", "--format", "pdf"}},
		{2, []string{"certify", "--quiet", "--engine", missing}},

		{0, []string{"matrix", "--check-expected", "testdata/matrix/expected-failures.txt", "testdata/matrix/lib.json"}},
		{2, []string{"matrix", "--format", "pdf", "testdata/matrix/lib.json"}},
		{2, []string{"matrix", missing}},

		{0, []string{"serve"}}, // empty standard input under go test
		{2, []string{"serve", "--capabilities", "telepathy"}},
		{2, []string{"serve", "extra"}},
	}
	codes := map[string]map[int]bool{}
	for _, c := range cases {
		if len(c.args) > 0 {
			if codes[c.args[0]] == nil {
				codes[c.args[0]] = map[int]bool{}
			}
			codes[c.args[0]][c.code] = true
		}
	}
	for _, c := range commands() {
		if !codes[c.name][0] || !codes[c.name][2] {
			t.Errorf("command %s: no row for exit 0 or for exit 2", c.name)
		}
	}
	for _, c := range cases {
		code, _, errs := runCLI(t, c.args...)
		if code != c.code {
			t.Errorf("chessconform %q: exit %d, want %d (stderr %.200q)", c.args, code, c.code, errs)
		}
		if code == 2 && c.args != nil && len(c.args) > 0 && errs == "" {
			t.Errorf("chessconform %q: exit 2 without a message", c.args)
		}
	}
}

var timing = regexp.MustCompile(`\(?[0-9.]+ s\b.*`)

func writeFile(t *testing.T, name, content string) {
	t.Helper()
	if err := os.WriteFile(name, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
}
