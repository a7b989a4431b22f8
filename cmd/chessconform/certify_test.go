package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// kiwipete perft 3 is 97862 (chessprogramming.org, Perft Results).
const kiwipeteCase = "perft/standard/kiwipete/3"

func TestCertifyReferenceExitsZero(t *testing.T) {
	code, out, errs := runCLI(t, "certify", "--quiet", "--case", kiwipeteCase, "--case", "features/art3_moves.feature")
	if code != 0 || !strings.Contains(out, "PASS:") {
		t.Fatalf("exit %d\n%s\n%s", code, out, errs)
	}
}

func TestCertifyUsageAndLaunchErrors(t *testing.T) {
	for _, args := range [][]string{
		{"--format", "pdf"},
		{"--capabilities", "moves,telepathy"},
		{"--rulebook", "fide-1850"},
		{"--engine", "prog 'unterminated"},
		{"--driver", "carrier-pigeon", "--engine", "x"},
		{"--baseline", filepath.Join(t.TempDir(), "missing.json")},
		{"stray-argument"},
		{"--engine", filepath.Join(t.TempDir(), "no-such-program")},
	} {
		code, _, errs := runCLI(t, append([]string{"certify", "--quiet"}, args...)...)
		if code != 2 || errs == "" {
			t.Errorf("certify %q: exit %d, stderr %q; want 2 and a message", args, code, errs)
		}
	}
}

func TestCertifyFailureAndBaseline(t *testing.T) {
	dir := t.TempDir()
	engine := "sh testdata/certify/wrongperft.sh"
	// The program answers 1 where the published count is 97862: fail, exit 1.
	oldJSON := filepath.Join(dir, "old.json")
	code, out, errs := runCLI(t, "certify", "--quiet", "--engine", engine, "--case", kiwipeteCase, "--format", "json", "--out", oldJSON)
	if code != 1 {
		t.Fatalf("exit %d, want 1\n%s\n%s", code, out, errs)
	}
	b, err := os.ReadFile(oldJSON)
	if err != nil {
		t.Fatal(err)
	}
	var cert struct {
		Cases []struct{ ID, Status, Expected, Actual, Reproduce string }
	}
	if err := json.Unmarshal(b, &cert); err != nil {
		t.Fatal(err)
	}
	if len(cert.Cases) != 1 || cert.Cases[0].Status != "fail" || cert.Cases[0].Expected != "97862" || cert.Cases[0].Actual != "1" {
		t.Fatalf("cases %+v", cert.Cases)
	}
	if want := "chessconform certify --engine 'sh testdata/certify/wrongperft.sh' --case " + kiwipeteCase; cert.Cases[0].Reproduce != want {
		t.Errorf("reproduce %q, want %q", cert.Cases[0].Reproduce, want)
	}
	// Against a baseline with the same known failure: no regression, exit 0.
	code, out, _ = runCLI(t, "certify", "--quiet", "--engine", engine, "--case", kiwipeteCase, "--baseline", oldJSON)
	if code != 0 || !strings.Contains(out, "0 regressions, 0 fixes") {
		t.Errorf("same failure against its baseline: exit %d\n%s", code, out)
	}
	// Against the reference's certificate, where the case passed: a regression, exit 1.
	goodJSON := filepath.Join(dir, "good.json")
	if code, out, errs := runCLI(t, "certify", "--quiet", "--case", kiwipeteCase, "--format", "json", "--out", goodJSON); code != 0 {
		t.Fatalf("reference: exit %d\n%s\n%s", code, out, errs)
	}
	code, out, _ = runCLI(t, "certify", "--quiet", "--engine", engine, "--case", kiwipeteCase, "--baseline", goodJSON)
	if code != 1 || !strings.Contains(out, "REGRESSION "+kiwipeteCase+": pass → fail") {
		t.Errorf("regression: exit %d\n%s", code, out)
	}
	// And the reverse is a fix, exit 0.
	code, out, _ = runCLI(t, "certify", "--quiet", "--case", kiwipeteCase, "--baseline", oldJSON)
	if code != 0 || !strings.Contains(out, "fixed      "+kiwipeteCase+": fail → pass") {
		t.Errorf("fix: exit %d\n%s", code, out)
	}
}
