package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
)

// The audit reads plain, .gz and .zst PGN and standard input, several files
// per run; its output is the same byte for byte whatever --jobs is; the
// summary counts findings by kind and lists unreadable games by position;
// an empty input is warned about and exits 2 (docs/ARBITER.md).
func TestAdjudicateAuditInputs(t *testing.T) {
	src, err := os.ReadFile("../../conformance/corpus/pgn/lichess-2021-10-sample.pgn")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	bad := "[Event \"bad\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Ke3 1-0\n\n"
	plain := filepath.Join(dir, "a.pgn")
	write := func(name string, b []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	write("a.pgn", append([]byte(bad), src...))
	var gz, zs bytes.Buffer
	gw := gzip.NewWriter(&gz)
	gw.Write(src)
	gw.Close()
	zw, _ := zstd.NewWriter(&zs)
	zw.Write(src)
	zw.Close()
	gzName := write("b.pgn.gz", gz.Bytes())
	zsName := write("c.PGN.zst", zs.Bytes())
	stdin := write("stdin.pgn", src)
	empty := write("empty.pgn", nil)

	old := os.Stdin
	defer func() { os.Stdin = old }()
	runWith := func(args ...string) (int, string, string) {
		f, err := os.Open(stdin)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		os.Stdin = f
		return runCLI(t, append([]string{"adjudicate", "--rulebook", "fide-2023", "--nodes", "2000"}, args...)...)
	}
	code, out1, errs := runWith("--jobs", "1", plain, gzName, zsName, "-")
	if code != 1 || errs != "" {
		t.Fatalf("exit %d, stderr %q", code, errs)
	}
	for _, want := range []string{
		"1601 games in 4 files under fide-2023: 1600 audited, 1 unreadable, 8 findings (clock-above-control 8)\n",
		"unreadable games: " + plain + " game 1 (line 4)\n", // the line of the error
		gzName + ": game 270 (line 5388)", zsName + ": game 158 (line 3143)", "<stdin>: game 270 (line 5388)",
	} {
		if !strings.Contains(out1, want) {
			t.Errorf("missing %q in:\n%s", want, out1)
		}
	}
	for _, jobs := range []string{"2", "5"} {
		if code, out, _ := runWith("--jobs", jobs, plain, gzName, zsName, "-"); code != 1 || out != out1 {
			t.Errorf("--jobs %s: exit %d, output differs from --jobs 1:\n%s", jobs, code, out)
		}
	}
	code, out, errs := runWith("--json", "--jobs", "2", zsName)
	if code != 1 || !strings.HasSuffix(out, `{"summary":{"games":400,"audited":400,"unreadable":0,"findings":2,"by_kind":{"clock-above-control":2},"rulebook":"fide-2023","files":1}}`+"\n") {
		t.Errorf("json: exit %d %s %s", code, out, errs)
	}
	code, out, errs = runWith(empty)
	if code != 2 || !strings.Contains(errs, "warning: "+empty+": no games found") || !strings.Contains(out, "0 games under fide-2023") {
		t.Errorf("empty: exit %d %q %q", code, out, errs)
	}
	code, _, errs = runWith(gzName, filepath.Join(dir, "missing.pgn"))
	if code != 2 || !strings.Contains(errs, "no such file") {
		t.Errorf("missing: exit %d %q", code, errs)
	}
	code, _, errs = runWith("--jobs", "0", gzName)
	if code != 2 || !strings.Contains(errs, "--jobs 0") {
		t.Errorf("--jobs 0: exit %d %q", code, errs)
	}
}
