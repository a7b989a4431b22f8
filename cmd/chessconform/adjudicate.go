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
	"runtime"
	"runtime/debug"
	"slices"
	"sort"
	"strings"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/arbiter"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/pgn"
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
	fs := newFlags("adjudicate", "--rulebook ID [--regulations FILE] [--json] [--nodes N] [--jobs N] FILE...   (FILE: an event log .yaml/.json, or PGN files, plain, .gz or .zst; - for standard input)", stdout)
	rb := fs.String("rulebook", "", "rulebook id (see rules list) or a rulebook .yaml file; an event log may name its own")
	regs := fs.String("regulations", "", "regulations .yaml file layered on the rulebook (rules/FORMAT.md)")
	asJSON := fs.Bool("json", false, "print JSON (a ruling; for PGN one JSON object per line: findings, then the summary)")
	nodes := fs.Uint64("nodes", 20000, "search budget of the unwinnability proof behind each 'unless the opponent cannot checkmate'; 0 = material proofs only")
	jobs := fs.Int("jobs", runtime.GOMAXPROCS(0), "PGN games judged at once (default: every core); the output is the same whatever the number")
	if code, stop := parseFlags(fs, args, stderr); stop {
		return code
	}
	if fs.NArg() == 0 {
		return fail(stderr, "adjudicate", fmt.Errorf("%w: want an event log or PGN files (- for standard input)", errUsage), 2)
	}
	if *jobs < 1 {
		return fail(stderr, "adjudicate", fmt.Errorf("%w: --jobs %d: want at least 1", errUsage, *jobs), 2)
	}
	var files []arbiter.Source
	if looksLikeFile(*rb) {
		b, err := readBounded(*rb, yamlschema.DefaultLimits().MaxBytes)
		if err != nil {
			return fail(stderr, "adjudicate", fmt.Errorf("--rulebook: %w", err), 2)
		}
		files = append(files, arbiter.Source{Name: *rb, Src: b})
	}
	if *regs != "" {
		b, err := readBounded(*regs, yamlschema.DefaultLimits().MaxBytes)
		if err != nil {
			return fail(stderr, "adjudicate", fmt.Errorf("--regulations: %w", err), 2)
		}
		files = append(files, arbiter.Source{Name: *regs, Src: b})
	}
	cm := arbiter.SearchCanMate(*nodes)
	books := arbiter.NewRulebooks(chessconform.Data)
	names := fs.Args()
	if stdins := slices.Index(names, "-"); stdins >= 0 && slices.Index(names[stdins+1:], "-") >= 0 {
		return fail(stderr, "adjudicate", fmt.Errorf("%w: standard input (-) given twice", errUsage), 2)
	}
	first, err := openInput(names[0])
	if err != nil {
		return fail(stderr, "adjudicate", err, 2)
	}
	if first.pgn || len(names) > 1 {
		if *rb == "" {
			first.Close()
			return fail(stderr, "adjudicate", fmt.Errorf("%w: --rulebook is required for a PGN file (e.g. --rulebook fide-2023)", errUsage), 2)
		}
		defer applyBatchGC(os.Getenv)() // (from the loading of the rulebooks on)
		r, err := books.ResolveOnce(*rb, files, "")
		if err != nil {
			first.Close()
			return fail(stderr, "adjudicate", fmt.Errorf("--rulebook: %w", err), 2)
		}
		return auditPGN(ctx, r, first, names, *asJSON, arbiter.AuditOptions{CanMate: cm, Quick: arbiter.SearchQuick(*nodes), Jobs: *jobs}, stdout, stderr)
	}
	defer first.Close()
	src, err := readAllBounded(first, yamlschema.DefaultLimits().MaxBytes)
	if err != nil {
		return fail(stderr, "adjudicate", fmt.Errorf("%s: %w", first.name, err), 2)
	}
	p, err := arbiter.NewParser(chessconform.Data)
	if err != nil {
		return fail(stderr, "adjudicate", err, 1)
	}
	l, err := p.ParseContext(ctx, first.name, src)
	if err != nil {
		if ctx.Err() != nil {
			return fail(stderr, "adjudicate", err, 130)
		}
		return fail(stderr, "adjudicate", fmt.Errorf("invalid event log:\n%w", err), 1)
	}
	id := *rb
	if id == "" {
		id = l.Rulebook
	}
	if id == "" {
		return fail(stderr, "adjudicate", fmt.Errorf("%w: --rulebook is required (the log names no rulebook)", errUsage), 2)
	}
	r, err := books.ResolveOnce(id, files, l.Date)
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

// A PGN audit is a batch job whose live heap is small (a few games per
// judge, and the search of one position each: 4 to 10 MB) while the
// searches allocate steadily, so that with Go's default target (GOGC=100)
// the collector runs some 100 times over 40,000 games and keeps its write
// barriers on for a good part of the run. The audit sets its own target,
// auditGCPercent, unless the environment sets GOGC: the heap may then grow
// to 5 times the live heap (twice by default), which on the Lichess sample
// ×100 is a peak RSS of about 45 MB with --jobs 1 and 80 MB with --jobs 2
// (docs/ARBITER.md §3). No memory limit is set: a soft limit below the
// live heap (a large --nodes, or a program holding its input) makes the
// collector run without pause, which measured twice as slow; a user's
// GOMEMLIMIT is kept.
const auditGCPercent = 400

// applyBatchGC is batchGC; a test replaces it to see that a PGN audit
// applies it.
var applyBatchGC = batchGC

// batchGC applies the audit's collector target (see auditGCPercent) unless
// getenv says the user set GOGC, and returns the function that restores
// the previous target.
func batchGC(getenv func(string) string) (restore func()) {
	if getenv("GOGC") != "" {
		return func() {}
	}
	percent := debug.SetGCPercent(auditGCPercent)
	return func() { debug.SetGCPercent(percent) }
}

// input is one FILE argument opened for reading: decompressed (gzip and zstd
// are recognised by their first bytes) and classified as PGN or event log.
type input struct {
	name string // as shown: the argument, or "<stdin>"
	pgn  bool
	br   *bufio.Reader
	dec  io.Closer // the decompressor
	file *os.File  // nil for standard input
}

func (in *input) Read(p []byte) (int, error) { return in.br.Read(p) }

func (in *input) Close() error {
	in.dec.Close()
	if in.file != nil {
		return in.file.Close()
	}
	return nil
}

// openInput opens a FILE argument ("-" is standard input).
func openInput(name string) (*input, error) {
	in := &input{name: name}
	var r io.Reader = os.Stdin
	if name == "-" {
		in.name = "<stdin>"
	} else {
		f, err := os.Open(name)
		if err != nil {
			return nil, err
		}
		in.file, r = f, f
	}
	dec, format, err := pgn.Decompress(r)
	if err != nil {
		if in.file != nil {
			in.file.Close()
		}
		return nil, fmt.Errorf("%s: %w", in.name, err)
	}
	in.dec = dec
	in.br = bufio.NewReaderSize(dec, 64<<10)
	plain := name
	if format != pgn.Plain {
		plain = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(name, ".gz"), ".zst"), ".zstd")
	}
	in.pgn = isPGN(plain, in.br)
	return in, nil
}

// readBounded reads a file of at most max bytes; a larger file is an error
// naming the limit, found before reading it.
func readBounded(name string, max int) ([]byte, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := readAllBounded(f, max)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return b, nil
}

// readAllBounded reads r to its end, or fails as soon as it has more than
// max bytes.
func readAllBounded(r io.Reader, max int) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(r, int64(max)+1))
	if err != nil {
		return nil, err
	}
	if len(b) > max {
		return nil, fmt.Errorf("larger than the limit of %d bytes (%d KiB) for a YAML or JSON file", max, max>>10)
	}
	return b, nil
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
	classArt := r.ClassArticle
	if r.ClassArticleOf != "" {
		classArt += " of " + r.ClassArticleOf
	}
	fmt.Fprintf(w, "rulebook %s, %s (%s), time control %s\n", r.Rulebook, r.TimeClass, classArt, l.TimeControl)
	for _, d := range r.Decisions {
		fmt.Fprintf(w, "  event %d (%s): %s", d.Event, d.Type, d.Action)
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
	if r.Result == outcome.InPlay {
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

// auditPGN audits the PGN files names in order and prints the findings and
// a summary. Exit code: 0 no finding, 1 findings or unreadable games, 2 an
// input that cannot be opened or read, or that holds no game (docs/ARBITER.md).
// first is names[0], already opened.
func auditPGN(ctx context.Context, r *rulebook.Resolved, first *input, names []string, asJSON bool, o arbiter.AuditOptions, stdout, stderr io.Writer) int {
	a, err := arbiter.NewAuditor(r, o)
	if err != nil {
		first.Close()
		return fail(stderr, "adjudicate", err, 1)
	}
	bw := bufio.NewWriter(stdout)
	defer bw.Flush()
	enc := json.NewEncoder(bw)
	total := auditSummary{Summary: arbiter.Summary{ByKind: map[string]int{}, Rulebook: r.ID}, Files: len(names)}
	several := len(names) > 1
	code := 0
	for i, name := range names {
		in, err := first, error(nil)
		if i > 0 {
			in, err = openInput(name)
		}
		if err != nil {
			fmt.Fprintf(stderr, "chessconform adjudicate: %v\n", err)
			code = 2
			continue
		}
		if !in.pgn {
			in.Close()
			fmt.Fprintf(stderr, "chessconform adjudicate: %s: not a PGN file (an event log is adjudicated on its own)\n", in.name)
			code = 2
			continue
		}
		sum, err := a.Audit(ctx, in, func(f arbiter.Finding) error {
			if several {
				f.File = in.name
			}
			if f.Kind == arbiter.KindUnreadable && len(total.UnreadableGames) < maxListed {
				total.UnreadableGames = append(total.UnreadableGames, gameRef{File: in.name, Game: f.Game, Line: f.Line})
			}
			if asJSON {
				return enc.Encode(f)
			}
			if several {
				fmt.Fprintf(bw, "%s: ", in.name)
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
		in.Close()
		total.add(sum)
		if err != nil {
			bw.Flush()
			if ctx.Err() != nil {
				return fail(stderr, "adjudicate", err, 130)
			}
			fmt.Fprintf(stderr, "chessconform adjudicate: %s: %v (after %s)\n", in.name, err, counted(sum.Games, "game"))
			code = 2
			continue
		}
		if sum.Games == 0 {
			fmt.Fprintf(stderr, "chessconform adjudicate: warning: %s: no games found\n", in.name)
			code = 2
		}
	}
	if asJSON {
		if err := enc.Encode(map[string]any{"summary": total}); err != nil {
			return fail(stderr, "adjudicate", err, 1)
		}
	} else {
		writeAuditSummary(bw, total)
	}
	if code == 0 && (total.Findings > 0 || total.Unreadable > 0) {
		code = 1
	}
	return code
}

// maxListed bounds the unreadable games the summary lists by position.
const maxListed = 100

type gameRef struct {
	File string `json:"file"`
	Game int    `json:"game"`
	Line int    `json:"line"`
}

// auditSummary is the summary of a run over several files.
type auditSummary struct {
	arbiter.Summary
	Files           int       `json:"files"`
	UnreadableGames []gameRef `json:"unreadable_games,omitempty"` // the first maxListed
}

func (t *auditSummary) add(s arbiter.Summary) {
	t.Games += s.Games
	t.Audited += s.Audited
	t.Unreadable += s.Unreadable
	t.Findings += s.Findings
	for k, n := range s.ByKind {
		t.ByKind[k] += n
	}
}

func writeAuditSummary(w io.Writer, t auditSummary) {
	fmt.Fprintf(w, "%s", counted(t.Games, "game"))
	if t.Files > 1 {
		fmt.Fprintf(w, " in %d files", t.Files)
	}
	fmt.Fprintf(w, " under %s: %d audited, %d unreadable, %s", t.Rulebook, t.Audited, t.Unreadable, counted(t.Findings, "finding"))
	var kinds []string
	for k := range t.ByKind {
		if k != arbiter.KindUnreadable {
			kinds = append(kinds, k)
		}
	}
	sort.Strings(kinds)
	for i, k := range kinds {
		sep := ", "
		if i == 0 {
			sep = " ("
		}
		fmt.Fprintf(w, "%s%s %d", sep, k, t.ByKind[k])
	}
	if len(kinds) > 0 {
		fmt.Fprint(w, ")")
	}
	fmt.Fprintln(w)
	if len(t.UnreadableGames) > 0 {
		fmt.Fprint(w, "unreadable games:")
		for i, g := range t.UnreadableGames {
			sep := ","
			if i == 0 {
				sep = ""
			}
			fmt.Fprintf(w, "%s %s game %d (line %d)", sep, g.File, g.Game, g.Line)
		}
		if t.Unreadable > len(t.UnreadableGames) {
			fmt.Fprintf(w, " and %d more", t.Unreadable-len(t.UnreadableGames))
		}
		fmt.Fprintln(w)
	}
}

// counted writes "1 game", "2 games".
func counted(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
