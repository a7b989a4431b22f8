package certify_test

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/santhosh-tekuri/jsonschema/v5"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/conformance/certify"
	"github.com/chessconform/chessconform/conformance/matrix"
	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/conformance/uci"
)

// Real third parties: Stockfish over UCI and chess.js through its adapter.
// Each test skips only when the program is not installed; .ci/run installs
// both, so in CI they run.

func stockfishPath(t *testing.T) string {
	t.Helper()
	for _, p := range []string{"stockfish", "/usr/games/stockfish"} {
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	t.Skip("stockfish is not installed (apt-get install stockfish); CI installs it")
	return ""
}

// certifyStockfish runs the moves corpora (perft suites and the
// bestmove-legality corpus: published counts and hand-worked move sets).
func certifyStockfish(t *testing.T, o uci.Options) *certify.Certificate {
	t.Helper()
	o.Argv = []string{stockfishPath(t)}
	o.Timeout = 30 * time.Second
	cert, err := certify.Run(context.Background(), certify.Options{
		Driver:       certify.UCIDriver{Options: o, Command: o.Argv[0]},
		Data:         chessconform.Data,
		NoFeatures:   true,
		Capabilities: []string{"moves"},
		Cases:        []string{"perft/standard", "perft/tricky", "bestmove"},
		Deadline:     5 * time.Minute,
	})
	if err != nil {
		t.Fatal(err)
	}
	return cert
}

func TestStockfishMovesCertified(t *testing.T) {
	cert := certifyStockfish(t, uci.Options{})
	if cert.Verdict != certify.Pass || cert.Subject.Driver != "uci" || cert.Subject.Name != "Stockfish" {
		t.Errorf("verdict %s, subject %+v", cert.Verdict, cert.Subject)
	}
	counts := map[string]int{}
	for _, c := range cert.Cases {
		counts[c.Status]++
		if c.Status == certify.Fail || c.Status == certify.Error {
			t.Errorf("%s: %s %s (expected %s, actual %s)", c.ID, c.Status, c.Message, c.Expected, c.Actual)
		}
		// The tricky suite's three positions with an e.p. square that no
		// game reaches are the only ones a UCI engine is not asked.
		if c.Status == certify.Unsupported && !strings.HasPrefix(c.ID, "perft/tricky/") {
			t.Errorf("%s unsupported: %s", c.ID, c.Message)
		}
	}
	if counts[certify.Pass] < 20 || counts[certify.Unsupported] != 3 {
		t.Errorf("counts %v: want every standard/tricky/bestmove case to pass but the 3 unreachable e.p. positions", counts)
	}
	for _, cr := range cert.Capabilities {
		if cr.Capability == "moves" && cr.Status != certify.Pass {
			t.Errorf("moves: %s", cr.Status)
		}
	}
	// The certificate of a UCI engine is valid against the schema too.
	var b bytes.Buffer
	if err := certify.Write(&b, "json", cert, nil); err != nil {
		t.Fatal(err)
	}
	comp := jsonschema.NewCompiler()
	comp.Draft = jsonschema.Draft2020
	sb, err := chessconform.Data.ReadFile("schema/certificate.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	if err := comp.AddResource(certify.SchemaID, bytes.NewReader(sb)); err != nil {
		t.Fatal(err)
	}
	d := json.NewDecoder(&b)
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		t.Fatal(err)
	}
	if err := comp.MustCompile(certify.SchemaID).Validate(v); err != nil {
		t.Errorf("certificate JSON: %v", err)
	}
	if !slices.ContainsFunc(cert.Notes, func(n string) bool { return strings.Contains(n, "go perft") }) {
		t.Errorf("notes %q do not say how the engine was asked", cert.Notes)
	}
}

// Without go perft the bestmove-legality corpus checks bestmove; the perft
// cases are unsupported.
func TestStockfishBestMoveLegality(t *testing.T) {
	cert := certifyStockfish(t, uci.Options{NoPerft: true, NoDebug: true})
	n := 0
	for _, c := range cert.Cases {
		switch {
		case strings.HasPrefix(c.ID, "bestmove/"):
			n++
			if c.Status != certify.Pass {
				t.Errorf("%s: %s (expected %s, actual %s) %s", c.ID, c.Status, c.Expected, c.Actual, c.Message)
			}
		case c.Status != certify.Unsupported:
			t.Errorf("%s: %s, want unsupported without go perft", c.ID, c.Status)
		}
	}
	if n < 10 || cert.Verdict != certify.Pass {
		t.Errorf("%d bestmove cases, verdict %s", n, cert.Verdict)
	}
}

// TestChessJSDeviations certifies chess.js 1.4.0 through the shipped
// adapter: the failures must be exactly those of expected-failures.txt,
// each a documented chess.js deviation with its article.
func TestChessJSDeviations(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed; CI installs it")
	}
	dir, err := filepath.Abs("../adapters/chessjs")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "chess.js", "package.json")); err != nil {
		t.Skip("chess.js is not installed: run `npm ci` in conformance/adapters/chessjs (CI does)")
	}
	argv := []string{node, filepath.Join(dir, "adapter.js")}
	cmd := protocol.QuoteCommand(argv)
	cert, err := certify.Run(context.Background(), certify.Options{
		Driver:   certify.ProtocolDriver{Options: protocol.Options{Launch: protocol.Launch{Argv: argv, Timeout: 30 * time.Second}}, Command: cmd},
		Data:     chessconform.Data,
		Deadline: 10 * time.Minute,
	})
	if err != nil {
		t.Fatal(err)
	}
	if cert.Subject.Name != "chess.js" || cert.Subject.Version != "1.4.0" {
		t.Errorf("subject %+v, want chess.js 1.4.0", cert.Subject)
	}
	for _, c := range cert.Cases {
		if (c.Status == certify.Fail || c.Status == certify.Error) && len(c.Articles) == 0 {
			t.Errorf("%s fails without an article", c.ID)
		}
	}
	// Both directions, and every group triaged (conformance/matrix).
	f, err := os.Open(filepath.Join(dir, "expected-failures.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want, err := matrix.ReadExpected(f, "expected-failures.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range want.Check(cert) {
		t.Error(d)
	}
	if cert.Verdict != certify.Fail {
		t.Errorf("verdict %s, want fail", cert.Verdict)
	}
}
