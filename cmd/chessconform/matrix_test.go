package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chessconform/chessconform/conformance/certify"
)

func TestMatrixCommand(t *testing.T) {
	dir := t.TempDir()
	cert := filepath.Join(dir, "lib.json")
	writeFile(t, cert, `{"$schema":"`+certify.SchemaID+`","subject":{"name":"lib","version":"1.0","driver":"protocol","capabilities":["moves"]},
"cases":[{"id":"invalid-fen/no-white-king","kind":"corpus","name":"reject","capability":"moves","articles":["2.2"],"rulebook":"any","status":"fail",
"requests":["{\"id\":1,\"op\":\"legal_moves\",\"params\":{\"fen\":\"4k3/8/8/8/8/8/8/8 w - - 0 1\"}}"]},
{"id":"perft/standard/startpos/3","kind":"corpus","name":"perft","capability":"moves","articles":["3"],"rulebook":"any","status":"pass"}]}`)
	exact := filepath.Join(dir, "expected-failures.txt")
	writeFile(t, exact, "program: lib\nversion: 1.0\nengine: ./lib\n\ngroup: kings\narticle: 2.2\nreason: accepts no king\nconfirmed: laws: 2.2\ninvalid-fen/no-white-king fail 2.2\n")
	stale := filepath.Join(dir, "stale.txt")
	writeFile(t, stale, "program: lib\n\ngroup: kings\narticle: 2.2\nreason: r\nconfirmed: laws: 2.2\ninvalid-fen/two-white-kings fail 2.2\n")

	if code, out, errs := runCLI(t, "matrix", "--check-expected", exact, cert); code != 0 || !strings.Contains(out, "lib 1.0: exactly the 1 expected failures in 1 groups") {
		t.Errorf("exact: exit %d, %q %q", code, out, errs)
	}
	code, out, _ := runCLI(t, "matrix", cert, "--check-expected", stale)
	if code != 1 || !strings.Contains(out, "unexpected failure: invalid-fen/no-white-king fail 2.2") ||
		!strings.Contains(out, "expected failure not seen: invalid-fen/two-white-kings fail 2.2 (group kings)") {
		t.Errorf("stale: exit %d, %q", code, out)
	}
	code, out, _ = runCLI(t, "matrix", "--check-expected", stale, "--update-expected", cert)
	b, _ := os.ReadFile(stale)
	if code != 1 || !strings.Contains(string(b), "group: untriaged") || !strings.Contains(out, "not triaged yet") {
		t.Errorf("update: exit %d, %q, file:\n%s", code, out, b)
	}
	code, out, errs := runCLI(t, "matrix", "--expected", exact, cert)
	if code != 0 || !strings.Contains(out, "| kings | 2.2 | 1 | accepts no king | laws |") || !strings.Contains(out, "chessconform certify --engine ./lib --case invalid-fen/no-white-king") {
		t.Errorf("markdown: exit %d, %q %q", code, out, errs)
	}
	if code, out, _ := runCLI(t, "matrix", "--format", "html", cert); code != 0 || !strings.Contains(out, `<svg class="board"`) {
		t.Errorf("html: exit %d", code)
	}
	for _, args := range [][]string{
		{"matrix"},
		{"matrix", filepath.Join(dir, "missing.json")},
		{"matrix", "--format", "pdf", cert},
		{"matrix", "--update-expected", cert},
		{"matrix", "--check-expected", exact, cert, cert},
		{"matrix", "--check-expected", filepath.Join(dir, "missing.txt"), cert},
		{"matrix", "--expected", cert, cert}, // a certificate is not an expected-failures file
	} {
		if code, _, errs := runCLI(t, args...); code != 2 || errs == "" {
			t.Errorf("%q: exit %d, stderr %q, want 2 and a message", args, code, errs)
		}
	}
}
