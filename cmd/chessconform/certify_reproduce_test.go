package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chessconform/chessconform/conformance/protocol"
)

type certJSON struct {
	Verdict string
	Cases   []struct {
		ID, Status, Capability, Reproduce string
		Articles                          []string
		Steps, Requests                   []string
	}
}

func readCert(t *testing.T, file string) certJSON {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var c certJSON
	if err := json.Unmarshal(b, &c); err != nil {
		t.Fatal(err)
	}
	return c
}

// buildFaulty compiles conformance/testdata/faulty: the reference, wrong
// in a few places (see its doc comment).
func buildFaulty(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "faulty")
	cmd := exec.Command("go", "build", "-o", bin, "./conformance/testdata/faulty")
	cmd.Dir = "../.."
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build faulty: %v\n%s", err, out)
	}
	return bin
}

// Every reproduce command printed for a faulty program reruns exactly its
// case, with the same verdict: a plain scenario, Scenario Outline rows,
// corpus cases, incomplete answers, and scenarios refused for a locale the
// program did not declare.
func TestEveryReproduceCommandReproduces(t *testing.T) {
	bin := buildFaulty(t)
	dir := t.TempDir()
	first := filepath.Join(dir, "cert.json")
	selection := []string{"--case", "features/art3_moves.feature", "--case", "features/hu/hu-2018_C_jelolesek.feature",
		"--case", "perft/standard", "--case", "unwinnability/cha/19", "--case", "unwinnability/cha/21/white"}
	code, out, errs := runCLI(t, append([]string{"certify", "--quiet", "--engine", bin, "--format", "json", "--out", first}, selection...)...)
	if code != 1 {
		t.Fatalf("exit %d, want 1\n%s\n%s", code, out, errs)
	}
	cert := readCert(t, first)
	// The text report prints a subset of the JSON's reproduce commands
	// (errors collapse), all of which are rerun below.
	_, text, _ := runCLI(t, append([]string{"certify", "--quiet", "--engine", bin}, selection...)...)
	printed := map[string]bool{}
	for _, k := range cert.Cases {
		printed[k.Reproduce] = true
	}
	nText := 0
	for _, l := range strings.Split(text, "\n") {
		if _, cmd, ok := strings.Cut(l, "reproduce: "); ok {
			nText++
			if !printed[cmd] {
				t.Errorf("the text report prints %q, not in the JSON certificate", cmd)
			}
		}
	}
	if nText == 0 {
		t.Errorf("the text report prints no reproduce command:\n%s", text)
	}
	kinds := map[string]int{}
	row := false
	n := 0
	for _, k := range cert.Cases {
		if k.Status == "pass" {
			if k.Reproduce != "" {
				t.Errorf("%s passes but has a reproduce command", k.ID)
			}
			continue
		}
		kinds[k.Status]++
		if k.ID == "features/art3_moves.feature:195" || k.ID == "features/art3_moves.feature:196" {
			row = true
		}
		argv, err := protocol.SplitCommand(k.Reproduce)
		if err != nil || len(argv) < 2 || argv[0] != "chessconform" || argv[1] != "certify" {
			t.Errorf("%s: reproduce %q is not a chessconform certify command", k.ID, k.Reproduce)
			continue
		}
		n++
		again := filepath.Join(dir, "again.json")
		code, out, errs := runCLI(t, append(argv[1:], "--quiet", "--format", "json", "--out", again)...)
		if code == 2 {
			t.Errorf("%s: %q exits 2: %s%s", k.ID, k.Reproduce, out, errs)
			continue
		}
		c := readCert(t, again)
		if len(c.Cases) != 1 || c.Cases[0].ID != k.ID || c.Cases[0].Status != k.Status {
			var got []string
			for _, x := range c.Cases {
				got = append(got, x.ID+" "+x.Status)
			}
			t.Errorf("%s (%s): %q ran %d case(s) %v", k.ID, k.Status, k.Reproduce, len(c.Cases), got)
			continue
		}
		if want := map[bool]int{true: 1, false: 0}[k.Status == "fail" || k.Status == "error"]; code != want {
			t.Errorf("%s (%s): %q exits %d, want %d", k.ID, k.Status, k.Reproduce, code, want)
		}
	}
	if !row {
		t.Error("no Scenario Outline row of Article 3.10 failed: the faulty program's perft fault did not show")
	}
	for _, s := range []string{"fail", "incomplete", "unsupported"} {
		if kinds[s] == 0 {
			t.Errorf("no %s case among the %d reproduced (%v)", s, n, kinds)
		}
	}
	t.Logf("%d reproduce commands rerun: %v", n, kinds)
}

// A selection that matches nothing, an empty --engine, --driver without
// --engine and malformed --tags are usage errors: exit 2, one line on
// stderr, and the report is not written.
func TestCertifySelectionUsageErrors(t *testing.T) {
	for _, args := range [][]string{
		{"--case", "nope"},
		{"--case", "perft/standard/nosuchposition/3"},
		{"--case", "features/nope.feature"},
		{"--case", "features/art3_moves.feature:9999"},
		{"--case", "features/art3_moves.feature:0"},
		{"--case", "features/nothere/"},
		{"--tags", "@art-3.80"},
		{"--tags", "@no-such-tag"},
		{"--tags", "@art-3.8 &&"},
		{"--tags", "&& @art-3.8"},
		{"--tags", "@art-3.8,"},
		{"--tags", "art-3.8"},
		{"--tags", "~"},
		{"--tags", "@"},
		{"--tags", "@a b"},
		{"--tags", "@art-3.8 && ~@art-3.8"},
		{"--engine", ""},
		{"--engine", "  "},
		{"--driver", "uci"},
		{"--driver", "protocol"},
		{"--case", "features/art3_moves.feature:12", "--capabilities", "clocks"},
	} {
		code, out, errs := runCLI(t, append([]string{"certify", "--quiet"}, args...)...)
		lines := strings.Split(strings.TrimRight(errs, "\n"), "\n")
		if code != 2 || errs == "" || len(lines) != 1 || out != "" {
			t.Errorf("certify %q: exit %d, stdout %q, stderr %q; want 2 and one line", args, code, out, errs)
		}
	}
}

// The help's example and a parent article select cases and pass.
func TestCertifyTagsSelectSubArticles(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "c.json")
	code, out, errs := runCLI(t, "certify", "--quiet", "--no-corpora", "--tags", "@art-3.8 && ~@slow", "--format", "json", "--out", file)
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
	c := readCert(t, file)
	if len(c.Cases) == 0 {
		t.Fatal("no case")
	}
	for _, k := range c.Cases {
		ok := false
		for _, a := range k.Articles {
			if a == "3.8" || strings.HasPrefix(a, "3.8.") {
				ok = true
			}
		}
		if !ok {
			// A scenario may carry @art-3.8.x among feature-level tags only
			// if its own articles are elsewhere; all shipped ones tag it.
			t.Errorf("%s: articles %v, selected by @art-3.8", k.ID, k.Articles)
		}
	}
}

// An interrupted certify exits 130 with one line on stderr, not 1 like a
// failure, and writes no report.
func TestCertifyInterruptExits130(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errb bytes.Buffer
	code := run(ctx, []string{"certify", "--quiet", "--case", "features/art3_moves.feature", "--case", "perft/standard"}, &out, &errb)
	if code != 130 || strings.Count(errb.String(), "\n") != 1 || out.Len() != 0 {
		t.Errorf("exit %d, stdout %q, stderr %q; want 130 and one line", code, out.String(), errb.String())
	}
}
