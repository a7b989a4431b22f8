package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"sync"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/outcome"
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
	Verdict  outcome.Verdict `json:"verdict"`
	Helpmate []string        `json:"helpmate"`
	Nodes    uint64          `json:"nodes"`
	Method   string          `json:"method,omitempty"` // only in --batch output
}

func runUnwinnable(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("unwinnable", "(--fen FEN | --batch FILE|-) [--side white|black|both] [--json] [--budget N] [--jobs N] [--draws RULEBOOK]", stdout)
	fen := fs.String("fen", "", "position in FEN")
	batch := fs.String("batch", "", "read one position a line (FEN or EPD; blank lines and lines starting with # skipped) from FILE, or standard input for -, and write one JSON object a line, in input order")
	jobs := fs.Int("jobs", runtime.GOMAXPROCS(0), "with --batch: positions analysed at once (default: every CPU)")
	drawsOf := fs.String("draws", "", "require helpmates to respect this rulebook's automatic draws (e.g. fide-2023: 9.6.2 75 moves counted from the FEN's half-move clock, 9.6.1 fivefold); without it they do not cut a series short")
	side := fs.String("side", "both", "the side that would checkmate: white, black or both")
	asJSON := fs.Bool("json", false, "print JSON: {\"white\":{...},\"black\":{...}} for both sides, else one object")
	budget := fs.Uint64("budget", unwinnable.DefaultNodes, "node budget per side; beyond it the verdict is \"undetermined\"")
	if code, stop := parseFlags(fs, args, stderr); stop {
		return code
	}
	if fs.NArg() > 0 {
		return fail(stderr, "unwinnable", fmt.Errorf("%w: unexpected argument %q", errUsage, fs.Arg(0)), 2)
	}
	switch {
	case *fen == "" && *batch == "":
		return fail(stderr, "unwinnable", fmt.Errorf("%w: --fen is required (or --batch)", errUsage), 2)
	case *fen != "" && *batch != "":
		return fail(stderr, "unwinnable", fmt.Errorf("%w: give --fen or --batch, not both", errUsage), 2)
	}
	if *jobs < 1 {
		return fail(stderr, "unwinnable", fmt.Errorf("%w: --jobs must be at least 1", errUsage), 2)
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
	b := unwinnable.Budget{Nodes: *budget}
	if *drawsOf != "" {
		set, ids, err := loadRules([]string{*drawsOf})
		if err != nil {
			return fail(stderr, "unwinnable", fmt.Errorf("--draws: %w", err), 2)
		}
		r, err := set.Resolve(ids[0])
		if err != nil {
			return fail(stderr, "unwinnable", fmt.Errorf("--draws: %w", err), 2)
		}
		if b.Draws, err = laws.AutomaticDraws(r); err != nil {
			return fail(stderr, "unwinnable", fmt.Errorf("--draws: %w", err), 2)
		}
	}
	if *batch != "" {
		var in io.Reader = os.Stdin
		if *batch != "-" {
			f, err := os.Open(*batch)
			if err != nil {
				return fail(stderr, "unwinnable", fmt.Errorf("%w: --batch: %v", errUsage, err), 2)
			}
			defer f.Close()
			in = f
		}
		return unwinnableBatch(ctx, in, sides, b, *jobs, stdout, stderr)
	}
	p, err := chess.ParseFEN(*fen)
	if err != nil {
		return fail(stderr, "unwinnable", fmt.Errorf("%w: --fen: %v", errUsage, err), 2)
	}
	out := map[string]winnabilityJSON{}
	for _, c := range sides {
		r := unwinnable.Analyze(ctx, p, c, b)
		line := unwinnable.UCI(p, r.Helpmate)
		out[c.String()] = winnabilityJSON{Verdict: r.Verdict, Helpmate: line, Nodes: r.Nodes}
		if !*asJSON {
			fmt.Fprintf(stdout, "%s: %s", c, r.Verdict)
			if r.Verdict == outcome.Winnable {
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

// batchLine is one line of --batch output.
type batchLine struct {
	Line  int                        `json:"line"`
	FEN   string                     `json:"fen,omitempty"`
	ID    string                     `json:"id,omitempty"` // the EPD id operation
	Sides map[string]winnabilityJSON `json:"sides,omitempty"`
	Error string                     `json:"error,omitempty"`
}

// unwinnableBatch analyses every position of in (one FEN or EPD a line) on
// jobs workers and writes one JSON line per position in input order. A line
// that is not a position gets an error object and makes the exit code 1;
// the others are still analysed. At most 4×jobs positions are in flight, so
// memory stays bounded on an endless stream.
func unwinnableBatch(ctx context.Context, in io.Reader, sides []chess.Color, budget unwinnable.Budget, jobs int, stdout, stderr io.Writer) int {
	type item struct {
		n    int
		text string
		out  chan batchLine
	}
	work := make(chan item)
	order := make(chan item, 4*jobs) // results are written in this order
	var wg sync.WaitGroup
	for range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for it := range work {
				it.out <- analyseLine(ctx, it.n, it.text, sides, budget)
			}
		}()
	}
	readErr := make(chan error, 1)
	go func() {
		defer close(order)
		defer close(work)
		sc := bufio.NewScanner(in)
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		n := 0
		for sc.Scan() {
			n++
			text := strings.TrimSpace(sc.Text())
			if text == "" || strings.HasPrefix(text, "#") {
				continue
			}
			it := item{n: n, text: text, out: make(chan batchLine, 1)}
			select {
			case order <- it:
			case <-ctx.Done():
				readErr <- ctx.Err()
				return
			}
			select {
			case work <- it:
			case <-ctx.Done():
				readErr <- ctx.Err()
				return
			}
		}
		readErr <- sc.Err()
	}()
	bw := bufio.NewWriter(stdout)
	enc := json.NewEncoder(bw)
	code, bad := 0, 0
	for it := range order {
		res := <-it.out
		if res.Error != "" {
			bad++
		}
		if err := enc.Encode(res); err != nil {
			code = fail(stderr, "unwinnable", err, 1)
			break
		}
		if len(order) == 0 {
			if err := bw.Flush(); err != nil {
				code = fail(stderr, "unwinnable", err, 1)
				break
			}
		}
	}
	for range order { // drain after a write error, so the reader stops
	}
	wg.Wait()
	if err := bw.Flush(); err != nil && code == 0 {
		code = fail(stderr, "unwinnable", err, 1)
	}
	if err := <-readErr; err != nil && code == 0 {
		code = fail(stderr, "unwinnable", fmt.Errorf("--batch: %w", err), 1)
	}
	if bad > 0 && code == 0 {
		fmt.Fprintf(stderr, "chessconform unwinnable: %d line(s) not a position (see their \"error\")\n", bad)
		code = 1
	}
	return code
}

// analyseLine reads one FEN or EPD record and analyses each side.
func analyseLine(ctx context.Context, n int, text string, sides []chess.Color, budget unwinnable.Budget) batchLine {
	out := batchLine{Line: n}
	p, err := chess.ParseFEN(text)
	if err != nil {
		q, ops, eerr := chess.ParseEPD(text)
		if eerr != nil {
			out.Error = errors.Join(err, eerr).Error()
			if len(text) > 200 {
				text = text[:200] + "..."
			}
			out.FEN = text
			return out
		}
		p = q
		for _, op := range ops {
			if op.Opcode == "id" && len(op.Operands) > 0 {
				out.ID = op.Operands[0]
			}
		}
	}
	out.FEN = p.FEN()
	out.Sides = map[string]winnabilityJSON{}
	for _, c := range sides {
		r := unwinnable.Analyze(ctx, p, c, budget)
		out.Sides[c.String()] = winnabilityJSON{Verdict: r.Verdict, Helpmate: unwinnable.UCI(p, r.Helpmate), Nodes: r.Nodes, Method: r.Method}
	}
	return out
}
