package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/chessconform/chessconform/conformance/certify"
	"github.com/chessconform/chessconform/conformance/matrix"
)

func matrixCommand() command {
	return command{
		name:    "matrix",
		summary: "turn JSON certificates into one compliance matrix, or check a certificate against its expected failures",
		run:     runMatrix,
	}
}

func runMatrix(_ context.Context, args []string, stdout, stderr io.Writer) int {
	fl := newFlags("matrix", "[--format markdown|html] [--expected FILE]... [--out FILE] CERT.json...\n"+
		"       chessconform matrix --check-expected FILE [--update-expected] CERT.json\n\n"+
		"The first form writes one table of every certificate: program × capability × article with\n"+
		"pass / fail / incomplete / unsupported / error counts and each program's failure groups\n"+
		"(article, reason) from its expected-failures file (--expected, matched by its program: line).\n"+
		"The HTML page draws the position of every failing case and prints a command that reruns it.\n"+
		"The output is deterministic (no timings): CI regenerates docs/ECOSYSTEM.md and diffs it.\n\n"+
		"The second form compares a certificate with an expected-failures file in both directions:\n"+
		"exit 0 when the certificate fails exactly the listed cases (same status and articles) and every\n"+
		"group has an article, a reason and a confirmation; 1 with every difference otherwise.\n"+
		"--update-expected rewrites the file to match, for re-triage after the suite or the program\n"+
		"changed: a failure that replaces a vanished entry of the same feature file with the same\n"+
		"status and articles (a scenario whose line moved) takes its place; other new failures go to\n"+
		"the group 'untriaged', which never validates. Exit 2 on bad input.\n\n"+
		"The expected-failures format (one item a line, '#' comments):\n"+
		"  program: NAME          the certificate's subject name; version: V (optional); engine: CMD\n"+
		"  group: SLUG            then article: A, reason: ONE LINE, confirmed: laws:|implementation:|hand: TEXT\n"+
		"  CASE-ID STATUS ARTS    one failing case (status fail, error or incomplete; articles comma-separated)", stdout)
	format := fl.String("format", "markdown", "output format: "+strings.Join(matrix.Formats, ", "))
	out := fl.String("out", "", "write to this file instead of standard output")
	var expected listFlag
	fl.Var(&expected, "expected", "a program's expected-failures file (repeatable)")
	check := fl.String("check-expected", "", "compare the certificate with this expected-failures file")
	update := fl.Bool("update-expected", false, "with --check-expected: rewrite the file to match the certificate")
	if code, stop := parseFlags(fl, args, stderr); stop {
		return code
	}
	if fl.NArg() == 0 {
		fmt.Fprintln(stderr, "chessconform matrix: no certificate (see --help)")
		return 2
	}
	certs := make([]*certify.Certificate, 0, fl.NArg())
	for _, name := range fl.Args() {
		c, err := readCertificate(name)
		if err != nil {
			return fail(stderr, "matrix", err, 2)
		}
		certs = append(certs, c)
	}
	if *check != "" {
		if fl.NArg() != 1 || len(expected) > 0 {
			fmt.Fprintln(stderr, "chessconform matrix: --check-expected takes one certificate and no --expected")
			return 2
		}
		return checkExpected(*check, certs[0], *update, stdout, stderr)
	}
	if *update {
		fmt.Fprintln(stderr, "chessconform matrix: --update-expected needs --check-expected")
		return 2
	}
	if !contains(matrix.Formats, *format) {
		fmt.Fprintf(stderr, "chessconform matrix: unknown format %q (want %s)\n", *format, strings.Join(matrix.Formats, ", "))
		return 2
	}
	// An expected-failures file goes with the certificate of the program
	// its program: line names.
	byProgram := map[string]*matrix.Expected{}
	for _, name := range expected {
		e, err := readExpected(name)
		if err != nil {
			return fail(stderr, "matrix", err, 2)
		}
		if byProgram[e.Program] != nil {
			fmt.Fprintf(stderr, "chessconform matrix: two expected-failures files for %q\n", e.Program)
			return 2
		}
		byProgram[e.Program] = e
	}
	in := make([]matrix.Input, 0, len(certs))
	for _, c := range certs {
		in = append(in, matrix.Input{Cert: c, Expected: byProgram[c.Subject.Name]})
	}
	var buf bytes.Buffer
	if err := matrix.Write(&buf, *format, matrix.Build(in)); err != nil {
		return fail(stderr, "matrix", err, 2)
	}
	if *out != "" {
		if err := os.WriteFile(*out, buf.Bytes(), 0o644); err != nil {
			return fail(stderr, "matrix", err, 1)
		}
		return 0
	}
	stdout.Write(buf.Bytes())
	return 0
}

func readCertificate(name string) (*certify.Certificate, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	c, err := certify.ReadJSON(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return c, nil
}

func readExpected(name string) (*matrix.Expected, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return matrix.ReadExpected(f, name)
}

func checkExpected(name string, c *certify.Certificate, update bool, stdout, stderr io.Writer) int {
	e, err := readExpected(name)
	if err != nil {
		return fail(stderr, "matrix", err, 2)
	}
	if update {
		for _, m := range e.Update(c) {
			fmt.Fprintln(stdout, m)
		}
		var buf bytes.Buffer
		if err := e.Format(&buf); err != nil {
			return fail(stderr, "matrix", err, 1)
		}
		if err := os.WriteFile(name, buf.Bytes(), 0o644); err != nil {
			return fail(stderr, "matrix", err, 1)
		}
	}
	diffs := e.Check(c)
	if len(diffs) == 0 {
		n := 0
		for _, g := range e.Groups {
			n += len(g.Cases)
		}
		fmt.Fprintf(stdout, "%s %s: exactly the %d expected failures in %d groups (%s)\n", e.Program, c.Subject.Version, n, len(e.Groups), name)
		return 0
	}
	for _, d := range diffs {
		fmt.Fprintln(stdout, d)
	}
	fmt.Fprintf(stdout, "%s: %d differences from %s\n", e.Program, len(diffs), name)
	return 1
}
