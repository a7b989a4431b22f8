package main

import (
	"context"
	"fmt"
	"io"
	"sort"
	"time"

	"github.com/chessconform/chessconform/chess"
)

func perftCommand() command {
	return command{
		name:    "perft",
		summary: "count the leaf nodes of the legal move tree (move generation check)",
		run:     runPerft,
	}
}

func runPerft(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("perft", fmt.Sprintf("[--fen FEN] [--depth N] [--divide] [--json] [--quiet]\n\n"+
		"--depth is at most %d (chess.MaxPerftDepth): deeper counts take days even from simple positions.", chess.MaxPerftDepth), stdout)
	fen := fs.String("fen", chess.StartFEN, "position in FEN (X-FEN or Shredder-FEN for Chess960)")
	depth := fs.Int("depth", 5, fmt.Sprintf("depth in plies (0-%d)", chess.MaxPerftDepth))
	divide := fs.Bool("divide", false, "print the count below each legal move")
	asJSON := fs.Bool("json", false, "print JSON")
	quiet := fs.Bool("quiet", false, "no progress on stderr")
	if code, stop := parseFlags(fs, args, stderr); stop {
		return code
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "chessconform perft: unexpected argument %q\n", fs.Arg(0))
		return exitUsage
	}
	if *depth < 0 || *depth > chess.MaxPerftDepth {
		fmt.Fprintf(stderr, "chessconform perft: --depth %d: want 0 to %d\n", *depth, chess.MaxPerftDepth)
		return exitUsage
	}
	p, err := chess.ParseFEN(*fen)
	if err != nil {
		fmt.Fprintf(stderr, "chessconform perft: %v\n", err)
		return exitUsage
	}
	start := time.Now()
	nodes := uint64(1)
	type divEntry struct {
		Move  string `json:"move"`
		Nodes uint64 `json:"nodes"`
	}
	var div []divEntry
	if *depth > 0 {
		// Counted root move by root move: the progress line and the
		// cancellation (Ctrl-C) need the steps.
		prog := newProgress(stderr, "perft", *quiet)
		entries, err := p.DivideContext(ctx, *depth, func(so []chess.DivideEntry, of int) {
			var n uint64
			for _, e := range so {
				n += e.Nodes
			}
			prog.Update("[%d/%d root moves] %d nodes in %.0f s", len(so), of, n, time.Since(start).Seconds())
		})
		prog.Done()
		if err != nil {
			return fail(stderr, "perft", err, exitInterrupted)
		}
		nodes = 0
		for _, e := range entries {
			nodes += e.Nodes
			if *divide {
				div = append(div, divEntry{p.UCI(e.Move), e.Nodes})
			}
		}
		sort.Slice(div, func(i, j int) bool { return div[i].Move < div[j].Move })
	}
	secs := time.Since(start).Seconds()
	if *asJSON {
		out := struct {
			FEN     string     `json:"fen"`
			Depth   int        `json:"depth"`
			Nodes   uint64     `json:"nodes"`
			Seconds float64    `json:"seconds"`
			Divide  []divEntry `json:"divide,omitempty"`
		}{p.FEN(), *depth, nodes, secs, div}
		if err := writeJSON(stdout, out); err != nil {
			fmt.Fprintf(stderr, "chessconform perft: %v\n", err)
			return 1
		}
		return 0
	}
	for _, d := range div {
		fmt.Fprintf(stdout, "%s: %d\n", d.Move, d.Nodes)
	}
	if len(div) > 0 {
		fmt.Fprintln(stdout)
	}
	mnps := 0.0
	if secs > 0 {
		mnps = float64(nodes) / secs / 1e6
	}
	fmt.Fprintf(stdout, "perft %d of %s\nnodes %d in %.3f s (%.1f Mnps)\n", *depth, p.FEN(), nodes, secs, mnps)
	return 0
}
