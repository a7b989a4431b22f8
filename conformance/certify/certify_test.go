package certify_test

import (
	"bytes"
	"context"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/santhosh-tekuri/jsonschema/v5"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/conformance/certify"
	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/reference"
	"github.com/chessconform/chessconform/subject"
)

// buggy is the reference with two deliberate deviations: perft from the
// initial position is one too many (Article 3 move generation), and it
// cannot write SAN at all (notation "unsupported").
type buggy struct{ *reference.Reference }

const initial = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

func (b buggy) Perft(ctx context.Context, fen string, depth int) (uint64, error) {
	n, err := b.Reference.Perft(ctx, fen, depth)
	if fen == initial {
		n++
	}
	return n, err
}

func (b buggy) ToSAN(context.Context, string, string, string) (string, error) {
	return "", fmt.Errorf("to_san: %w", subject.ErrUnsupported)
}

func certifyInProcess(t *testing.T, s subject.Subject, cases ...string) *certify.Certificate {
	t.Helper()
	return certifyCaps(t, s, []string{"moves", "notation"}, nil, cases...)
}

// certifyCaps is certifyInProcess with the capabilities and rulebooks the
// program declares.
func certifyCaps(t *testing.T, s subject.Subject, caps, rulebooks []string, cases ...string) *certify.Certificate {
	t.Helper()
	c, err := certify.Run(context.Background(), certify.Options{
		Driver: certify.InProcessDriver{Subject: s, Info: certify.Info{
			Name: "test", Version: "0", Protocol: 1,
			Capabilities: caps, Rulebooks: rulebooks,
		}},
		Data:  chessconform.Data,
		Cases: cases,
	})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func newRefB(b *testing.B) *reference.Reference { return newRef(b) }

func newRef(t testing.TB) *reference.Reference {
	ref, err := reference.New(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	return ref
}

// The selection: the perft suite of the six standard positions and the
// Appendix C feature.
var selection = []string{"perft/standard", "features/appC_notation.feature"}

func TestCertificateReportsDeviations(t *testing.T) {
	c := certifyInProcess(t, buggy{newRef(t)}, selection...)
	// startpos perft 4 = 197281 (published, chessprogramming.org); buggy says 197282.
	k := caseByID(t, c, "perft/standard/startpos/4")
	if k.Status != certify.Fail || k.Expected != "197281" || k.Actual != "197282" {
		t.Errorf("startpos: %+v, want fail 197281 / 197282", k)
	}
	if k.Capability != "moves" || strings.Join(k.Articles, ",") != "3" || k.Rulebook != "any" {
		t.Errorf("startpos classified %s %v %s, want moves [3] any", k.Capability, k.Articles, k.Rulebook)
	}
	if k.Reproduce != "chessconform certify --case perft/standard/startpos/4" {
		t.Errorf("reproduce %q", k.Reproduce)
	}
	if k := caseByID(t, c, "perft/standard/kiwipete/3"); k.Status != certify.Pass {
		t.Errorf("kiwipete: %+v, want pass", k)
	}
	if c.Verdict != certify.Fail {
		t.Errorf("verdict %s, want fail", c.Verdict)
	}
	// Appendix C scenarios that write SAN are unsupported, not failures;
	// none of them fails or errs.
	unsupported := 0
	for _, k := range c.Cases {
		if k.Kind != "scenario" {
			continue
		}
		if k.Capability != "notation" {
			t.Errorf("%s: capability %s, want notation", k.ID, k.Capability)
		}
		switch k.Status {
		case certify.Unsupported:
			unsupported++
			if !strings.Contains(k.Message, "unsupported") {
				t.Errorf("%s: message %q", k.ID, k.Message)
			}
		case certify.Fail, certify.Error:
			t.Errorf("%s: %s %s", k.ID, k.Status, k.Actual)
		}
	}
	if unsupported == 0 {
		t.Error("no Appendix C scenario was unsupported")
	}
	var moves certify.CapabilityResult
	for _, cr := range c.Capabilities {
		if cr.Capability == "moves" {
			moves = cr
		}
	}
	if moves.Status != certify.Fail || moves.Counts.Fail != 1 || !moves.Declared {
		t.Errorf("moves capability %+v, want declared, fail, one failure", moves)
	}
	found := false
	for _, g := range c.Groups {
		if g.Capability == "moves" && g.Article == "3" && g.Rulebook == "any" {
			found = true
			if g.Status != certify.Fail || g.Counts.Fail != 1 || g.Counts.Pass != 5 {
				t.Errorf("group moves/3/any: %+v, want 1 fail and 5 pass (six positions)", g)
			}
		}
	}
	if !found {
		t.Error("no group moves × 3 × any")
	}
}

func TestBaselineComparison(t *testing.T) {
	good := certifyInProcess(t, newRef(t), selection...)
	bad := certifyInProcess(t, buggy{newRef(t)}, selection...)
	if good.Verdict != certify.Pass {
		t.Fatalf("the reference fails the selection: %+v", good.Summary)
	}
	reg := certify.Compare(good, bad)
	if len(reg.Regressions) != 1 || reg.Regressions[0] != (certify.Change{ID: "perft/standard/startpos/4", Before: "pass", After: "fail"}) {
		t.Errorf("regressions %+v, want only startpos pass → fail", reg.Regressions)
	}
	if len(reg.Fixes) != 0 {
		t.Errorf("fixes %+v, want none", reg.Fixes)
	}
	fix := certify.Compare(bad, good)
	if len(fix.Regressions) != 0 || len(fix.Fixes) != 1 || fix.Fixes[0].ID != "perft/standard/startpos/4" {
		t.Errorf("reverse: %+v, want one fix and no regression", fix)
	}
	// A known failure that still fails is not a regression.
	if same := certify.Compare(bad, bad); len(same.Regressions)+len(same.Fixes)+len(same.Other) != 0 {
		t.Errorf("comparing with itself: %+v", same)
	}
}

func TestFormats(t *testing.T) {
	c := certifyInProcess(t, buggy{newRef(t)}, selection...)
	out := map[string]string{}
	for _, f := range certify.Formats {
		var b bytes.Buffer
		if err := certify.Write(&b, f, c, nil); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out[f] = b.String()
	}
	// JSON: valid against the certificate schema and read back.
	comp := jsonschema.NewCompiler()
	comp.Draft = jsonschema.Draft2020
	comp.AssertFormat = true
	sb, err := chessconform.Data.ReadFile("schema/certificate.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := comp.AddResource(certify.SchemaID, bytes.NewReader(sb)); err != nil {
		t.Fatal(err)
	}
	schema := comp.MustCompile(certify.SchemaID)
	d := json.NewDecoder(strings.NewReader(out["json"]))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		t.Fatal(err)
	}
	if err := schema.Validate(v); err != nil {
		t.Errorf("certificate JSON: %v", err)
	}
	back, err := certify.ReadJSON(strings.NewReader(out["json"]))
	if err != nil || len(back.Cases) != len(c.Cases) {
		t.Errorf("ReadJSON: %v", err)
	}
	// JUnit: well-formed, one failure (the perft case), skipped = unsupported.
	var ju struct {
		Tests    int `xml:"tests,attr"`
		Failures int `xml:"failures,attr"`
		Errors   int `xml:"errors,attr"`
		Skipped  int `xml:"skipped,attr"`
	}
	if err := xml.Unmarshal([]byte(out["junit"]), &ju); err != nil {
		t.Fatalf("junit: %v", err)
	}
	if ju.Tests != c.Summary.Total || ju.Failures != 1 || ju.Errors != 0 || ju.Skipped != c.Summary.Unsupported {
		t.Errorf("junit totals %+v, summary %+v", ju, c.Summary)
	}
	// Text, Markdown, HTML name the failure with expected, actual and the command.
	for _, f := range []string{"text", "markdown", "html"} {
		for _, want := range []string{"perft/standard/startpos/4", "197281", "197282", "chessconform certify --case perft/standard/startpos/4"} {
			if !strings.Contains(out[f], want) {
				t.Errorf("%s report lacks %q", f, want)
			}
		}
	}
	if !strings.HasPrefix(out["html"], "<!DOCTYPE html>") || strings.Contains(out["html"], "<script") || strings.Contains(out["html"], "http://") {
		t.Error("the HTML page is not a self-contained document")
	}
	// Badge: the shields.io endpoint format.
	var badge map[string]any
	if err := json.Unmarshal([]byte(out["badge"]), &badge); err != nil {
		t.Fatal(err)
	}
	decided := c.Summary.Pass + c.Summary.Fail + c.Summary.Error
	if badge["schemaVersion"] != float64(1) || badge["color"] != "red" || badge["message"] != fmt.Sprintf("%d/%d pass", c.Summary.Pass, decided) {
		t.Errorf("badge %v", badge)
	}
}

// TestRealTrafficMatchesSchemas certifies `chessconform serve` through a
// shell that tees both directions to files, then validates every line
// written by either side against the protocol's schemas.
func TestRealTrafficMatchesSchemas(t *testing.T) {
	bin := build(t, "./cmd/chessconform")
	dir := t.TempDir()
	in, out := filepath.Join(dir, "requests"), filepath.Join(dir, "responses")
	script := fmt.Sprintf("tee %s | %s serve | tee %s", protocol.Quote(in), protocol.Quote(bin), protocol.Quote(out))
	c, err := certify.Run(context.Background(), certify.Options{
		Driver: certify.ProtocolDriver{Options: protocol.Options{Launch: protocol.Launch{Argv: []string{"/bin/sh", "-c", script}, Timeout: 30 * time.Second}},
			Command: script, Shell: true},
		Data:  chessconform.Data,
		Cases: []string{"features/", "perft/standard", "perft/chess960/1/"},
	})
	if err != nil {
		t.Fatal(err)
	}
	if c.Summary.Error != 0 {
		t.Errorf("%d errors", c.Summary.Error)
		for _, k := range c.Cases {
			if k.Status == certify.Error {
				t.Logf("%s: %s", k.ID, k.Message)
			}
		}
	}
	comp := jsonschema.NewCompiler()
	comp.Draft = jsonschema.Draft2020
	for _, f := range []string{"request", "response", "results"} {
		b, _ := chessconform.Data.ReadFile("schema/protocol/" + f + ".schema.json")
		if err := comp.AddResource("https://chessconform.org/schema/protocol/"+f+".schema.json", bytes.NewReader(b)); err != nil {
			t.Fatal(err)
		}
	}
	reqSchema := comp.MustCompile("https://chessconform.org/schema/protocol/request.schema.json")
	rspSchema := comp.MustCompile("https://chessconform.org/schema/protocol/response.schema.json")
	reqs := lines(t, in)
	rsps := lines(t, out)
	if len(reqs) < 50 || len(reqs) != len(rsps) {
		t.Fatalf("%d requests, %d responses", len(reqs), len(rsps))
	}
	ops := map[int64]string{}
	for _, l := range reqs {
		if err := reqSchema.Validate(jsonValue(t, l)); err != nil {
			t.Errorf("request %s: %v", l, err)
		}
		var r protocol.Request
		json.Unmarshal([]byte(l), &r)
		ops[r.ID] = r.Op
	}
	for _, l := range rsps {
		if err := rspSchema.Validate(jsonValue(t, l)); err != nil {
			t.Errorf("response %s: %v", l, err)
		}
		var r protocol.Response
		json.Unmarshal([]byte(l), &r)
		if r.Result == nil {
			continue
		}
		rs, err := comp.Compile("https://chessconform.org/schema/protocol/results.schema.json#/$defs/" + ops[r.ID])
		if err != nil {
			t.Fatalf("response %d: %v", r.ID, err)
		}
		if err := rs.Validate(jsonValue(t, string(r.Result))); err != nil {
			t.Errorf("%s result %s: %v", ops[r.ID], r.Result, err)
		}
	}
}

func lines(t *testing.T, file string) []string {
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
}

func jsonValue(t *testing.T, s string) any {
	d := json.NewDecoder(strings.NewReader(s))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		t.Fatalf("not JSON: %v: %s", err, s)
	}
	return v
}
