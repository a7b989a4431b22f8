package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/conformance/certify"
	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/conformance/uci"
	"github.com/chessconform/chessconform/conformance/xboard"
)

func certifyCommand() command {
	return command{
		name:    "certify",
		summary: "certify a program against the Laws (default: the built-in reference)",
		run:     runCertify,
	}
}

// listFlag collects a repeatable flag.
type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }

func runCertify(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("certify", `[--engine "CMD ARG..."] [--driver protocol|uci|xboard] [--rulebook ID] [--capabilities LIST] [--format FORMAT] [--out FILE] [--timeout D] [--deadline D] [--baseline OLD.json] [--shell] [--case ID]...`, stdout)
	engine := fs.String("engine", "", "the program to certify, as a command line split into words (no shell); default: the built-in reference, in-process")
	driver := fs.String("driver", "protocol", "how to talk to the program: protocol (chessconform protocol v1, see conformance/PROTOCOL.md) uci (a UCI engine: the moves capability only) or xboard (a CECP engine: its moves, usermove answers and result claims)")
	shell := fs.Bool("shell", false, "run --engine through /bin/sh -c (pipes, variables, redirections)")
	rulebookID := fs.String("rulebook", "", "certify only this rulebook (and the cases that do not depend on one)")
	capList := fs.String("capabilities", "", "certify only these capabilities (comma-separated: "+strings.Join(protocol.Capabilities, ",")+")")
	format := fs.String("format", "text", "report format: "+strings.Join(certify.Formats, ", "))
	out := fs.String("out", "", "write the report to FILE instead of stdout")
	timeout := fs.Duration("timeout", 10*time.Second, "per-request timeout")
	deadline := fs.Duration("deadline", 15*time.Minute, "overall deadline of the run")
	handshake := fs.Duration("handshake-timeout", 30*time.Second, "time the program gets to start and answer hello")
	baseline := fs.String("baseline", "", "compare with an earlier JSON certificate; exit 1 only on a regression")
	tags := fs.String("tags", "", "select cases by tag: '@art-3.8' (and its sub-articles 3.8.x), '@art-3.8 && ~@hu-2018', '@art-5,@art-9' (or); corpus cases carry their articles as tags")
	var cases listFlag
	fs.Var(&cases, "case", "run only this case id (repeatable): a scenario 'features/FILE.feature:LINE' or a corpus id or prefix 'perft/standard'")
	noCorpora := fs.Bool("no-corpora", false, "run the features only")
	full := fs.Bool("full", false, "run every case of the sampled corpora (unwinnability: thousands of hard positions)")
	quiet := fs.Bool("quiet", false, "no progress line")
	if code, stop := parseFlags(fs, args, stderr); stop {
		return code
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if set["engine"] && strings.TrimSpace(*engine) == "" {
		fmt.Fprintln(stderr, "chessconform certify: --engine is empty (an unset variable?); leave it out to certify the built-in reference")
		return 2
	}
	if set["driver"] && !set["engine"] {
		fmt.Fprintln(stderr, "chessconform certify: --driver needs --engine (the built-in reference is certified in-process)")
		return 2
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "chessconform certify: unexpected argument %q (quote the --engine command line)\n", fs.Arg(0))
		return 2
	}
	if !slices.Contains(certify.Formats, *format) {
		fmt.Fprintf(stderr, "chessconform certify: --format %q: want one of %s\n", *format, strings.Join(certify.Formats, ", "))
		return 2
	}
	if *timeout <= 0 || *deadline <= 0 || *handshake <= 0 {
		fmt.Fprintln(stderr, "chessconform certify: --timeout, --deadline and --handshake-timeout must be positive")
		return 2
	}
	var caps []string
	if *capList != "" {
		var err error
		if caps, err = parseCapabilities(*capList); err != nil {
			return fail(stderr, "certify", err, 2)
		}
	}
	if *rulebookID != "" {
		if books := shippedRulebooks(); len(books) > 0 && !slices.Contains(books, *rulebookID) {
			fmt.Fprintf(stderr, "chessconform certify: --rulebook %q: not a shipped rulebook (see chessconform rules list)\n", *rulebookID)
			return 2
		}
	}
	var base *certify.Certificate
	if *baseline != "" {
		f, err := os.Open(*baseline)
		if err != nil {
			return fail(stderr, "certify", fmt.Errorf("--baseline: %w: %w", err, errUsage), 2)
		}
		base, err = certify.ReadJSON(f)
		f.Close()
		if err != nil {
			return fail(stderr, "certify", fmt.Errorf("--baseline %s: %w: %w", *baseline, err, errUsage), 2)
		}
	}

	var drv certify.Driver
	var launch protocol.Launch // the program under test, for the three drivers that start one
	if *engine != "" {
		argv, err := protocol.SplitCommand(*engine)
		if *shell {
			argv, err = []string{"/bin/sh", "-c", *engine}, nil
		}
		if err != nil {
			fmt.Fprintf(stderr, "chessconform certify: --engine: %v\n", err)
			return 2
		}
		launch = protocol.Launch{Argv: argv, Timeout: *timeout, HandshakeTimeout: *handshake}
	}
	switch {
	case *engine == "":
		if *shell {
			fmt.Fprintln(stderr, "chessconform certify: --shell needs --engine")
			return 2
		}
		srv, err := referenceServer(ctx)
		if err != nil {
			return fail(stderr, "certify", err, 2)
		}
		h := srv.Hello
		drv = certify.InProcessDriver{Subject: srv.Subject, Info: certify.Info{
			Name: h.Name, Version: h.Version, Protocol: protocol.Version,
			Capabilities: h.Capabilities, Rulebooks: h.Rulebooks,
		}}
	case *driver == "protocol":
		drv = certify.ProtocolDriver{
			Options: protocol.Options{Launch: launch, Capabilities: caps},
			Command: *engine, Shell: *shell,
		}
	case *driver == "uci":
		drv = certify.UCIDriver{
			Options: uci.Options{Launch: launch},
			Command: *engine, Shell: *shell,
		}
	case *driver == "xboard":
		drv = certify.XBoardDriver{
			Options: xboard.Options{Launch: launch},
			Command: *engine, Shell: *shell, Rulebook: *rulebookID,
		}
	default:
		fmt.Fprintf(stderr, "chessconform certify: --driver %q: want protocol, uci or xboard\n", *driver)
		return 2
	}

	opts := certify.Options{
		Driver:       drv,
		Data:         chessconform.Data,
		Tags:         *tags,
		Cases:        cases,
		NoCorpora:    *noCorpora,
		Full:         *full,
		Capabilities: caps,
		Rulebook:     *rulebookID,
		Deadline:     *deadline,
	}
	prog := newProgress(stderr, "certify", *quiet)
	if prog != nil {
		opts.Progress = func(p certify.Progress) {
			prog.Update("[%d/%d] %d pass, %d fail, %d incomplete, %d unsupported, %d error  %s",
				p.Done, p.Total, p.Counts.Pass, p.Counts.Fail, p.Counts.Incomplete, p.Counts.Unsupported, p.Counts.Error, truncate(p.Last.ID, 50))
		}
	}
	cert, err := certify.Run(ctx, opts)
	prog.Done()
	if ctx.Err() != nil {
		// Ctrl-C (or SIGTERM): the programs launched are ended; no report.
		fmt.Fprintln(stderr, "chessconform certify: interrupted")
		return 130
	}
	if err != nil {
		if errors.Is(err, certify.ErrSelection) {
			// One line: the selection error says what matched nothing.
			msg := strings.TrimSuffix(err.Error(), ": "+certify.ErrSelection.Error())
			fmt.Fprintf(stderr, "chessconform certify: %s\n", msg)
			return 2
		}
		return fail(stderr, "certify", err, 2)
	}
	var cmp *certify.Comparison
	if base != nil {
		c := certify.Compare(base, cert)
		cmp = &c
	}

	w := stdout
	if *out != "" {
		f, err := os.Create(*out)
		if err != nil {
			return fail(stderr, "certify", fmt.Errorf("--out: %w", err), 2)
		}
		defer f.Close()
		w = f
	}
	if err := certify.Write(w, *format, cert, cmp); err != nil {
		return fail(stderr, "certify", err, 1)
	}
	if *out != "" {
		s := cert.Summary
		fmt.Fprintf(stdout, "%s: %d pass, %d fail, %d incomplete, %d unsupported, %d error; %s report written to %s\n",
			strings.ToUpper(cert.Verdict), s.Pass, s.Fail, s.Incomplete, s.Unsupported, s.Error, *format, *out)
		if cmp != nil {
			fmt.Fprintf(stdout, "against the baseline: %d regressions, %d fixes\n", len(cmp.Regressions), len(cmp.Fixes))
		}
	}
	if cmp != nil {
		if len(cmp.Regressions) > 0 {
			return 1
		}
		return 0
	}
	// Sound but incomplete (only "do not know" answers besides passes)
	// exits 0: nothing the program answered is wrong.
	if cert.Verdict == certify.Fail {
		return 1
	}
	return 0
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "…" + s[len(s)-n+1:]
}
