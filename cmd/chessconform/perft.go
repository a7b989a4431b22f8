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

func runPerft(_ context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("perft", "[--fen FEN] [--depth N] [--divide] [--json]", stdout)
	fen := fs.String("fen", chess.StartFEN, "position in FEN (X-FEN or Shredder-FEN for Chess960)")
	depth := fs.Int("depth", 5, "depth in plies (0-15)")
	divide := fs.Bool("divide", false, "print the count below each legal move")
	asJSON := fs.Bool("json", false, "print JSON")
	if code, stop := parseFlags(fs, args, stderr); stop {
		return code
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "chessconform perft: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	if *depth < 0 || *depth > 15 {
		fmt.Fprintf(stderr, "chessconform perft: --depth %d: want 0 to 15\n", *depth)
		return 2
	}
	p, err := chess.ParseFEN(*fen)
	if err != nil {
		fmt.Fprintf(stderr, "chessconform perft: %v\n", err)
		return 2
	}
	start := time.Now()
	var nodes uint64
	type divEntry struct {
		Move  string `json:"move"`
		Nodes uint64 `json:"nodes"`
	}
	var div []divEntry
	if *divide && *depth > 0 {
		for _, e := range p.Divide(*depth) {
			div = append(div, divEntry{p.UCI(e.Move), e.Nodes})
			nodes += e.Nodes
		}
		sort.Slice(div, func(i, j int) bool { return div[i].Move < div[j].Move })
	} else {
		nodes = p.Perft(*depth)
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
