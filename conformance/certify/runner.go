package certify

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/steps"
)

// Options configure a certification run.
type Options struct {
	Driver       Driver
	Data         fs.FS    // features and corpora (chessconform.Data)
	Features     []string // feature paths in Data; default "features"
	Tags         string   // godog tag expression selecting scenarios
	Cases        []string // run only these case ids (scenario "file:line", corpus id or id prefix)
	Corpora      []Corpus // default DefaultCorpora()
	NoCorpora    bool     // run the features only
	NoFeatures   bool     // run the corpora only
	Full         bool     // every case of sampled corpora (see Corpus.Sample)
	Capabilities []string // certify only these capabilities
	Rulebook     string   // certify only this rulebook (and rulebook-independent cases)
	Deadline     time.Duration
	ToolVersion  string
	Progress     func(Progress) // called after every case, from one goroutine at a time
}

// Progress is reported after each case.
type Progress struct {
	Done, Total int
	Counts      Counts
	Last        Case
}

// runner is the state of one run.
type runner struct {
	opts  Options
	ctx   context.Context
	sess  Session
	scope Info // what the recorder lets through: declared capabilities and rulebooks

	mu     sync.Mutex
	cert   *Certificate
	total  int
	counts Counts
}

// Run launches the program, runs the selected features and corpora against
// it and returns the certificate. An error means nothing could be certified:
// the program cannot be launched (a *protocol.LaunchError) or the features
// cannot be read.
func Run(ctx context.Context, opts Options) (*Certificate, error) {
	if opts.Data == nil {
		return nil, errors.New("certify: no data (features and corpora)")
	}
	if opts.Deadline > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, opts.Deadline)
		defer cancel()
	}
	started := time.Now()
	sess, err := opts.Driver.Launch(ctx)
	if err != nil {
		return nil, err
	}
	closed := false
	defer func() {
		if !closed {
			sess.Close()
		}
	}()
	info := sess.Info()
	scope := info
	if len(opts.Capabilities) > 0 {
		scope.Capabilities = slices.DeleteFunc(slices.Clone(info.Capabilities), func(c string) bool { return !slices.Contains(opts.Capabilities, c) })
		info.Capabilities = scope.Capabilities
	}
	if opts.Rulebook != "" {
		scope.Rulebooks = slices.DeleteFunc(slices.Clone(info.Rulebooks), func(b string) bool { return b != opts.Rulebook })
	}
	r := &runner{opts: opts, ctx: ctx, sess: sess, scope: scope}
	r.cert = &Certificate{
		Schema:   SchemaID,
		Tool:     Tool{Name: "chessconform", Version: opts.ToolVersion, Protocol: protocol.Version},
		Subject:  info,
		Rulebook: opts.Rulebook,
		Cases:    []Case{},
		Notes:    []string{},
	}
	if n, ok := sess.(interface{ Notes() []string }); ok { // e.g. how a UCI engine was asked
		r.cert.Notes = append(r.cert.Notes, n.Notes()...)
	}
	featurePaths, corpusIDs := splitCases(opts.Cases)
	// --case selects scenarios by path; --tags selects them by tag even
	// when --case names only corpus cases.
	runFeatures := !opts.NoFeatures && (len(opts.Cases) == 0 || len(featurePaths) > 0 || opts.Tags != "")
	runCorpora := !opts.NoCorpora && (len(opts.Cases) == 0 || len(corpusIDs) > 0)
	if runFeatures {
		paths := featurePaths
		if len(paths) == 0 {
			paths = opts.Features
		}
		if len(paths) == 0 {
			paths = []string{"features"}
		}
		// --rulebook hu-2018 runs the features written for hu-2018 (in
		// Hungarian, in its numbering) when there are any.
		if opts.Rulebook != "" && opts.Tags == "" && len(featurePaths) == 0 {
			tags, err := steps.SelectRulebook(opts.Data, paths, opts.Rulebook)
			if err != nil {
				return nil, err
			}
			r.opts.Tags = tags
		}
		if err := r.runFeatures(paths); err != nil {
			return nil, err
		}
	}
	if runCorpora {
		corpora := opts.Corpora
		if corpora == nil {
			corpora = DefaultCorpora()
			// A driver's own corpora (xboard: result claims).
			if x, ok := sess.(interface{ ExtraCorpora() []Corpus }); ok {
				corpora = append(corpora, x.ExtraCorpora()...)
			}
		}
		if err := r.runCorpora(corpora, corpusIDs); err != nil {
			return nil, err
		}
	}
	if ctx.Err() != nil {
		r.cert.Notes = append(r.cert.Notes, "the run was cancelled or its deadline passed: the remaining cases are errors")
	}
	r.filter()
	// Stats are read after Close so that stderr is drained to the end.
	closed = true
	sess.Close()
	if st, ok := sess.(Stater); ok {
		s := st.Stats()
		r.cert.Session = &SessionStats{Requests: s.Requests, Restarts: s.Restarts, Faults: s.Faults, StrayLines: s.StrayLines, StderrBytes: s.StderrBytes}
	}
	r.cert.finish(started, time.Since(started))
	return r.cert, nil
}

// filter drops cases outside the selected capabilities or rulebook: they
// were refused without asking the program and are not part of this certificate.
func (r *runner) filter() {
	r.cert.Cases = slices.DeleteFunc(r.cert.Cases, func(c Case) bool {
		if len(r.opts.Capabilities) > 0 && !slices.Contains(r.opts.Capabilities, c.Capability) {
			return true
		}
		if r.opts.Rulebook != "" && c.Rulebook != "any" && c.Rulebook != r.opts.Rulebook {
			return true
		}
		return false
	})
}

func (r *runner) addTotal(n int) {
	r.mu.Lock()
	r.total += n
	r.mu.Unlock()
}

// add records a case and reports progress.
func (r *runner) add(c Case) {
	if c.Status != Pass {
		c.Reproduce = r.reproduce(c.ID)
	}
	r.mu.Lock()
	r.cert.Cases = append(r.cert.Cases, c)
	r.counts.add(c.Status)
	p := Progress{Done: len(r.cert.Cases), Total: max(r.total, len(r.cert.Cases)), Counts: r.counts, Last: c}
	r.mu.Unlock()
	if r.opts.Progress != nil {
		r.opts.Progress(p)
	}
}

// reproduce is the one-line command that runs this case alone.
func (r *runner) reproduce(id string) string {
	parts := []string{"chessconform certify"}
	if d := r.opts.Driver.Reproduce(); d != "" {
		parts = append(parts, d)
	}
	if r.opts.Rulebook != "" {
		parts = append(parts, "--rulebook", protocol.Quote(r.opts.Rulebook))
	}
	parts = append(parts, "--case", protocol.Quote(id))
	return strings.Join(parts, " ")
}

// splitCases separates scenario selections (paths of .feature files,
// possibly with :line) from corpus case ids.
func splitCases(cases []string) (features, corpus []string) {
	for _, c := range cases {
		if strings.HasSuffix(stripLine(c), ".feature") || c == "features" || strings.HasPrefix(c, "features/") {
			c = strings.TrimSuffix(c, "/") // godog wants directory paths without the slash
			features = append(features, c)
		} else {
			corpus = append(corpus, c)
		}
	}
	return features, corpus
}

// runCorpora runs every case of every corpus (or those selected by id or
// id prefix "perft/standard/").
func (r *runner) runCorpora(corpora []Corpus, selected []string) error {
	type loaded struct {
		c     Corpus
		cases []CorpusCase
	}
	var all []loaded
	n := 0
	for _, c := range corpora {
		cases, err := c.Load(r.opts.Data)
		if errors.Is(err, fs.ErrNotExist) {
			continue // the corpus is not shipped in this build
		}
		if err != nil {
			return fmt.Errorf("corpus %s: %w", c.Name, err)
		}
		if len(selected) > 0 {
			cases = slices.DeleteFunc(cases, func(k CorpusCase) bool { return !matchesAny(k.ID, selected) })
		}
		if n := c.Sample; n > 0 && !r.opts.Full && len(selected) == 0 && len(cases) > n {
			r.cert.Notes = append(r.cert.Notes, fmt.Sprintf("corpus %s: %d of %d cases, evenly spaced (--full runs all)", c.Name, n, len(cases)))
			picked := make([]CorpusCase, n)
			for i := range picked {
				picked[i] = cases[i*len(cases)/n]
			}
			cases = picked
		}
		all = append(all, loaded{c, cases})
		n += len(cases)
	}
	r.addTotal(n)
	for _, l := range all {
		for _, k := range l.cases {
			r.add(r.runCorpusCase(l.c, k))
		}
	}
	return nil
}

func matchesAny(id string, sel []string) bool {
	for _, s := range sel {
		if id == s || (strings.HasSuffix(s, "/") && strings.HasPrefix(id, s)) || strings.HasPrefix(id, s+"/") {
			return true
		}
	}
	return false
}

func (r *runner) runCorpusCase(c Corpus, k CorpusCase) Case {
	rec := newRecorder(r.ctx, r.sess, r.scope)
	expected, actual, err := k.Check(r.ctx, rec)
	failed := err != nil || expected != actual
	out := Case{
		ID: k.ID, Kind: "corpus", Name: k.Name,
		Capability: c.Capability,
		Articles:   nonNil(k.Articles),
		Rulebook:   k.Rulebook,
		Source:     k.Source,
		Status:     rec.status(failed),
	}
	if out.Rulebook == "" {
		out.Rulebook = "any"
	}
	switch out.Status {
	case Error:
		out.Message = faultMessage(rec.fault)
	case Unsupported:
		out.Message = rec.unsupported.Error()
	case Fail:
		out.Expected = expected
		out.Actual = actual
		if err != nil {
			out.Actual = "error: " + err.Error()
		}
		if rec.last.op != "" {
			out.Message = "last request: " + rec.last.detail
		}
	}
	return out
}

// faultMessage is a fault with the program's last stderr lines, if any.
func faultMessage(err error) string {
	var f *protocol.Fault
	if errors.As(err, &f) && strings.TrimSpace(f.Stderr) != "" {
		return err.Error() + "\nstderr (last lines):\n" + strings.TrimRight(f.Stderr, "\n")
	}
	return err.Error()
}
