package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/unwinnable"
)

func unwinnableCommand() command {
	return command{
		name:    "unwinnable",
		summary: "can a side still checkmate by any series of legal moves (helpmate or proof)",
		run:     runUnwinnable,
	}
}

// winnabilityJSON is one side's answer in --json output.
type winnabilityJSON struct {
	Verdict  string   `json:"verdict"`
	Helpmate []string `json:"helpmate"`
	Nodes    uint64   `json:"nodes"`
}

func runUnwinnable(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("unwinnable", "--fen FEN [--side white|black|both] [--json] [--budget N]", stdout)
	fen := fs.String("fen", "", "position in FEN")
	side := fs.String("side", "both", "the side that would checkmate: white, black or both")
	asJSON := fs.Bool("json", false, "print JSON: {\"white\":{...},\"black\":{...}} for both sides, else one object")
	budget := fs.Uint64("budget", unwinnable.DefaultNodes, "node budget per side; beyond it the verdict is \"undetermined\"")
	if code, stop := parseFlags(fs, args, stderr); stop {
		return code
	}
	if fs.NArg() > 0 {
		return fail(stderr, "unwinnable", fmt.Errorf("%w: unexpected argument %q", errUsage, fs.Arg(0)), 2)
	}
	if *fen == "" {
		return fail(stderr, "unwinnable", fmt.Errorf("%w: --fen is required", errUsage), 2)
	}
	var sides []chess.Color
	switch *side {
	case "both":
		sides = []chess.Color{chess.White, chess.Black}
	default:
		c, err := unwinnable.ParseSide(*side)
		if err != nil {
			return fail(stderr, "unwinnable", fmt.Errorf("%w: --side: %v", errUsage, err), 2)
		}
		sides = []chess.Color{c}
	}
	if *budget == 0 {
		return fail(stderr, "unwinnable", fmt.Errorf("%w: --budget must be at least 1", errUsage), 2)
	}
	p, err := chess.ParseFEN(*fen)
	if err != nil {
		return fail(stderr, "unwinnable", fmt.Errorf("%w: --fen: %v", errUsage, err), 2)
	}
	out := map[string]winnabilityJSON{}
	for _, c := range sides {
		r := unwinnable.Analyze(ctx, p, c, unwinnable.Budget{Nodes: *budget})
		line := unwinnable.UCI(p, r.Helpmate)
		out[c.String()] = winnabilityJSON{Verdict: r.Verdict.String(), Helpmate: line, Nodes: r.Nodes}
		if !*asJSON {
			fmt.Fprintf(stdout, "%s: %s", c, r.Verdict)
			if r.Verdict == unwinnable.Winnable {
				fmt.Fprintf(stdout, " (helpmate: %s)", strings.Join(line, " "))
			}
			if r.Method != "" {
				fmt.Fprintf(stdout, " [%s]", r.Method)
			}
			fmt.Fprintf(stdout, " nodes=%d\n", r.Nodes)
		}
	}
	if *asJSON {
		var v any = out
		if len(sides) == 1 {
			v = out[sides[0].String()]
		}
		if err := writeJSON(stdout, v); err != nil {
			return fail(stderr, "unwinnable", err, 1)
		}
	}
	if ctx.Err() != nil {
		return fail(stderr, "unwinnable", ctx.Err(), 1)
	}
	return 0
}
