package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestCoverageCLI(t *testing.T) {
	if code, _, _ := runCLI(t, "coverage", "--help"); code != 0 {
		t.Errorf("--help: exit %d", code)
	}
	if code, _, _ := runCLI(t, "coverage", "--format", "pdf"); code != 2 {
		t.Errorf("unknown format: exit %d, want 2", code)
	}
	if code, _, stderr := runCLI(t, "coverage", "--rulebook", "xx-1999"); code != 2 || !strings.Contains(stderr, `no article inventory for rulebook "xx-1999"`) {
		t.Errorf("unknown rulebook: exit %d, %s", code, stderr)
	}
	// Every rulebook with an inventory (the four translations and
	// fide-2023): no testable article is untested without a stated reason.
	if code, out, _ := runCLI(t, "coverage"); code != 0 {
		var gaps []string
		for _, l := range strings.Split(out, "\n") {
			if f := strings.Fields(l); len(f) == 2 && f[1] == "gap" {
				gaps = append(gaps, f[0])
			}
		}
		t.Errorf("coverage: exit %d, untested articles without a reason: %v", code, gaps)
	}
	// bg-2005: every testable article of Articles 8-14 is tested or a known gap.
	code, out, _ := runCLI(t, "coverage", "--rulebook", "bg-2005", "--format", "json")
	if code != 0 {
		t.Errorf("bg-2005: exit %d, want 0 (no unexplained gap)\n%s", code, out)
	}
	var doc struct {
		Rulebooks []struct {
			Rulebook string `json:"rulebook"`
			Articles []struct {
				Article string `json:"article"`
				Status  string `json:"status"`
				Tests   []struct {
					ID string `json:"id"`
				} `json:"tests"`
			} `json:"articles"`
		} `json:"rulebooks"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	statuses := map[string]string{}
	for _, a := range doc.Rulebooks[0].Articles {
		statuses[a.Article] = a.Status
		if a.Status == "tested" {
			for _, c := range a.Tests {
				if !strings.HasPrefix(c.ID, "features/bg/") {
					t.Errorf("bg-2005 %s is tested by %s, not a Bulgarian feature", a.Article, c.ID)
				}
			}
		}
	}
	// By hand from the translation: 9.5 (incorrect claim) has a rule, 14 (FIDE
	// interpretations) has none, 12.8 (persistent refusal: the refusal event)
	// is tested by features/bg/bg-2005_art12_8_otkaz.feature.
	for art, want := range map[string]string{"9.5": "tested", "14": "not-testable", "12.8": "tested"} {
		if statuses[art] != want {
			t.Errorf("bg-2005 %s: %q, want %q", art, statuses[art], want)
		}
	}
}

// TestCertifyRulebookRunsTranslatedFeatures: certify --rulebook hu-2018 runs
// the Hungarian features, and every case is filed under hu-2018.
func TestCertifyRulebookRunsTranslatedFeatures(t *testing.T) {
	code, out, stderr := runCLI(t, "certify", "--rulebook", "hu-2018", "--no-corpora", "--quiet", "--format", "json")
	if code != 0 {
		t.Fatalf("exit %d\n%s\n%s", code, stderr, out)
	}
	var cert struct {
		Cases []struct {
			ID       string `json:"id"`
			Rulebook string `json:"rulebook"`
			Status   string `json:"status"`
		} `json:"cases"`
	}
	if err := json.Unmarshal([]byte(out), &cert); err != nil {
		t.Fatal(err)
	}
	if len(cert.Cases) < 100 {
		t.Errorf("%d cases, want the Hungarian 2018 features (over 100)", len(cert.Cases))
	}
	for _, c := range cert.Cases {
		if !strings.HasPrefix(c.ID, "features/hu/hu-2018_") || c.Rulebook != "hu-2018" || c.Status != "pass" {
			t.Errorf("case %s: rulebook %s, status %s", c.ID, c.Rulebook, c.Status)
		}
	}
}
