package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/arbiter"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/rulebook"
	"github.com/chessconform/chessconform/yamlschema"
)

func adjudicateCommand() command {
	return command{
		name:    "adjudicate",
		summary: "rule on an event log, or audit the results of a PGN file, under a rulebook (docs/ARBITER.md)",
		run:     runAdjudicate,
	}
}

func runAdjudicate(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("adjudicate", "--rulebook ID [--regulations FILE] [--json] [--nodes N] FILE|-   (FILE: event log .yaml/.json, or .pgn)", stdout)
	rb := fs.String("rulebook", "", "rulebook id (see rules list) or a rulebook .yaml file; an event log may name its own")
	regs := fs.String("regulations", "", "regulations .yaml file layered on the rulebook (rules/FORMAT.md)")
	asJSON := fs.Bool("json", false, "print JSON (a ruling; for PGN one JSON object per line: findings, then the summary)")
	nodes := fs.Uint64("nodes", 20000, "search budget of the unwinnability proof behind each 'unless the opponent cannot checkmate'; 0 = material proofs only")
	if code, stop := parseFlags(fs, args, stderr); stop {
		return code
	}
	if fs.NArg() != 1 {
		return fail(stderr, "adjudicate", fmt.Errorf("%w: want exactly one FILE (an event log or a PGN file; - for standard input)", errUsage), 2)
	}
	name := fs.Arg(0)
	var in io.Reader
	if name == "-" {
		in, name = os.Stdin, "<stdin>"
	} else {
		f, err := os.Open(name)
		if err != nil {
			return fail(stderr, "adjudicate", err, 1)
		}
		defer f.Close()
		in = f
	}
	br := bufio.NewReaderSize(in, 64<<10)
	var files []arbiter.Source
	if looksLikeFile(*rb) {
		b, err := os.ReadFile(*rb)
		if err != nil {
			return fail(stderr, "adjudicate", fmt.Errorf("--rulebook: %w", err), 2)
		}
		files = append(files, arbiter.Source{Name: *rb, Src: b})
	}
	if *regs != "" {
		b, err := os.ReadFile(*regs)
		if err != nil {
			return fail(stderr, "adjudicate", fmt.Errorf("--regulations: %w", err), 2)
		}
		files = append(files, arbiter.Source{Name: *regs, Src: b})
	}
	cm := arbiter.SearchCanMate(*nodes)
	books := arbiter.NewRulebooks(chessconform.Data)
	if isPGN(name, br) {
		if *rb == "" {
			return fail(stderr, "adjudicate", fmt.Errorf("%w: --rulebook is required for a PGN file (e.g. --rulebook fide-2023)", errUsage), 2)
		}
		r, err := books.Resolve(*rb, files, "")
		if err != nil {
			return fail(stderr, "adjudicate", fmt.Errorf("--rulebook: %w", err), 2)
		}
		return auditPGN(ctx, r, br, *asJSON, cm, stdout, stderr)
	}
	src, err := io.ReadAll(br)
	if err != nil {
		return fail(stderr, "adjudicate", err, 1)
	}
	p, err := arbiter.NewParser(chessconform.Data)
	if err != nil {
		return fail(stderr, "adjudicate", err, 1)
	}
	l, err := p.Parse(name, src)
	if err != nil {
		return fail(stderr, "adjudicate", fmt.Errorf("invalid event log:\n%w", err), 1)
	}
	id := *rb
	if id == "" {
		id = l.Rulebook
	}
	if id == "" {
		return fail(stderr, "adjudicate", fmt.Errorf("%w: --rulebook is required (the log names no rulebook)", errUsage), 2)
	}
	r, err := books.Resolve(id, files, l.Date)
	if err != nil {
		return fail(stderr, "adjudicate", fmt.Errorf("--rulebook: %w", err), 2)
	}
	out, err := arbiter.Adjudicate(ctx, r, l, arbiter.Options{CanMate: cm})
	if err != nil {
		var ps yamlschema.Problems
		if errors.As(err, &ps) {
			return fail(stderr, "adjudicate", fmt.Errorf("invalid event log:\n%w", err), 1)
		}
		return fail(stderr, "adjudicate", err, 1)
	}
	if *asJSON {
		if err := writeJSON(stdout, out); err != nil {
			return fail(stderr, "adjudicate", err, 1)
		}
		return 0
	}
	printRuling(stdout, l, out)
	return 0
}

// isPGN decides from the name, else from the first non-blank byte: a PGN
// starts with a tag pair "[" (or a move); an event log with a key or "{".
func isPGN(name string, br *bufio.Reader) bool {
	low := strings.ToLower(name)
	switch {
	case strings.HasSuffix(low, ".pgn"):
		return true
	case strings.HasSuffix(low, ".yaml"), strings.HasSuffix(low, ".yml"), strings.HasSuffix(low, ".json"):
		return false
	}
	head, _ := br.Peek(4096)
	head = bytes.TrimPrefix(head, []byte("\xef\xbb\xbf"))
	head = bytes.TrimLeft(head, " \t\r\n")
	return len(head) > 0 && head[0] == '['
}

func printRuling(w io.Writer, l *arbiter.Log, r *arbiter.Ruling) {
	fmt.Fprintf(w, "rulebook %s, %s (%s), time control %s\n", r.Rulebook, r.TimeClass, r.ClassArticle, l.TimeControl)
	for _, d := range r.Decisions {
		ev := l.Events[d.Event]
		fmt.Fprintf(w, "  event %d (%s): %s", d.Event, ev.Type, d.Action)
		if d.Side != "" {
			fmt.Fprintf(w, " %s", d.Side)
		}
		if d.Time != "" {
			fmt.Fprintf(w, " %s", d.Time)
		}
		if d.Article != "" {
			fmt.Fprintf(w, " [%s]", d.Article)
		}
		if d.Detail != "" {
			fmt.Fprintf(w, " — %s", d.Detail)
		}
		fmt.Fprintln(w)
	}
	fmt.Fprintf(w, "clocks: White %s, Black %s; scoresheet: White %s, Black %s [%s]\n", r.Clocks.White, r.Clocks.Black, r.Scoresheet.White, r.Scoresheet.Black, r.Scoresheet.Article)
	if r.Result == laws.InPlay {
		fmt.Fprintln(w, "result: * (the game continues)")
		return
	}
	fmt.Fprintf(w, "result: %s by %s [%s]", r.Result, r.Termination, r.Article)
	if r.Scores != nil {
		fmt.Fprintf(w, "; points White %s, Black %s [%s]", points(r.Scores.White), points(r.Scores.Black), r.Scores.Article)
	}
	fmt.Fprintln(w)
}

func points(p *float64) string {
	if p == nil {
		return "set by the arbiter"
	}
	return fmt.Sprint(*p)
}

func auditPGN(ctx context.Context, r *rulebook.Resolved, in io.Reader, asJSON bool, cm laws.CanMate, stdout, stderr io.Writer) int {
	a, err := arbiter.NewAuditor(r, arbiter.AuditOptions{CanMate: cm})
	if err != nil {
		return fail(stderr, "adjudicate", err, 1)
	}
	bw := bufio.NewWriter(stdout)
	defer bw.Flush()
	enc := json.NewEncoder(bw)
	sum, err := a.Audit(ctx, in, func(f arbiter.Finding) error {
		if asJSON {
			return enc.Encode(f)
		}
		fmt.Fprintf(bw, "game %d (line %d)", f.Game, f.Line)
		if f.Site != "" {
			fmt.Fprintf(bw, " %s", f.Site)
		}
		if f.White != "" || f.Black != "" {
			fmt.Fprintf(bw, " %s – %s", f.White, f.Black)
		}
		fmt.Fprintf(bw, ": %s", f.Kind)
		if f.Implied != "" {
			fmt.Fprintf(bw, ": declared %s, the Laws give %s", f.Declared, f.Implied)
		}
		if f.Article != "" {
			fmt.Fprintf(bw, " [%s]", f.Article)
		}
		_, err := fmt.Fprintf(bw, " — %s\n", f.Detail)
		return err
	})
	if err != nil {
		bw.Flush()
		return fail(stderr, "adjudicate", err, 1)
	}
	if asJSON {
		if err := enc.Encode(map[string]any{"summary": sum}); err != nil {
			return fail(stderr, "adjudicate", err, 1)
		}
	} else {
		fmt.Fprintf(bw, "%d games under %s: %d audited, %d unreadable, %d findings\n", sum.Games, sum.Rulebook, sum.Audited, sum.Unreadable, sum.Findings)
	}
	if sum.Findings > 0 || sum.Unreadable > 0 {
		return 1
	}
	return 0
}
