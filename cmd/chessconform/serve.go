package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/reference"
	"github.com/chessconform/chessconform/rulebook"
)

func serveCommand() command {
	return command{
		name:    "serve",
		summary: "speak the conformance protocol on stdin/stdout with the reference implementation",
		run:     runServe,
	}
}

func runServe(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("serve", "[--capabilities LIST]", stdout)
	capList := fs.String("capabilities", "", "declare only these capabilities (comma-separated); default: every one the reference implements")
	if code, stop := parseFlags(fs, args, stderr); stop {
		return code
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "chessconform serve: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	srv, err := referenceServer(ctx)
	if err != nil {
		return fail(stderr, "serve", err, 1)
	}
	if *capList != "" {
		want, err := parseCapabilities(*capList)
		if err != nil {
			return fail(stderr, "serve", err, 2)
		}
		srv.Hello.Capabilities = slices.DeleteFunc(srv.Hello.Capabilities, func(c string) bool { return !slices.Contains(want, c) })
	}
	// Serve waits in a read of standard input between requests, which no
	// context reaches: an interrupted serve returns without waiting for it.
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ctx, os.Stdin, stdout) }()
	select {
	case err := <-done:
		if err != nil {
			return fail(stderr, "serve", err, exitFindings)
		}
		return exitOK
	case <-ctx.Done():
		return exitInterrupted
	}
}

// referenceServer is the reference implementation behind a protocol server,
// declaring what it implements today and every shipped rulebook.
func referenceServer(ctx context.Context) (*protocol.Server, error) {
	ref, err := reference.New(chessconform.Data)
	if err != nil {
		return nil, err
	}
	books := shippedRulebooks()
	probeBook := "fide-2023"
	if len(books) > 0 && !slices.Contains(books, probeBook) {
		probeBook = books[len(books)-1]
	}
	return &protocol.Server{
		Subject: ref,
		Hello: protocol.HelloResult{
			Protocol:     protocol.Version,
			Name:         "chessconform reference",
			Version:      toolVersion(),
			Capabilities: protocol.Probe(ctx, ref, probeBook),
			Rulebooks:    books,
		},
	}, nil
}

// shippedRulebooks lists the ids of the embedded editions and translations.
func shippedRulebooks() []string {
	set, err := rulebook.LoadEmbedded(chessconform.Data)
	if err != nil || set == nil {
		return []string{}
	}
	out := []string{}
	for _, e := range set.List() {
		if e.Kind != rulebook.KindRegulations {
			out = append(out, e.ID)
		}
	}
	slices.Sort(out)
	return out
}

func parseCapabilities(list string) ([]string, error) {
	var out []string
	for _, c := range strings.Split(list, ",") {
		c = strings.TrimSpace(c)
		if c == "" {
			continue
		}
		if !slices.Contains(protocol.Capabilities, c) {
			return nil, fmt.Errorf("unknown capability %q (want one of %s): %w", c, strings.Join(protocol.Capabilities, ", "), errUsage)
		}
		out = append(out, c)
	}
	return out, nil
}
