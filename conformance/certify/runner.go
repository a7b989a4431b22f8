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
	"github.com/chessconform/chessconform/reference"
	"github.com/chessconform/chessconform/rulebook"
	"github.com/chessconform/chessconform/subject"
)

// Options configure a certification run.
type Options struct {
	Driver       Driver
	Data         fs.FS    // features and corpora (chessconform.Data)
	Features     []string // feature paths in Data; default "features"
	Tags         string   // tag expression selecting cases (see parseTags)
	Cases        []string // run only these case ids (scenario "file:line", corpus id or id prefix)
	Corpora      []Corpus // default DefaultCorpora()
	NoCorpora    bool     // run the features only
	NoFeatures   bool     // run the corpora only
	Full         bool     // every case of sampled corpora (see Corpus.Sample)
	Capabilities []string // certify only these capabilities
	Rulebook     string   // certify only this rulebook (and rulebook-independent cases)
	Deadline     time.Duration
	ToolVersion  string         // default: BuildVersion
	Progress     func(Progress) // called after every case, from one goroutine at a time
	// Reference is the built-in reference implementation, which tells what
	// a scenario asks for (its plan) when the embedded cache does not, and
	// gives evidence for unwinnability failures; default reference.New(Data).
	Reference subject.Subject
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
	scope Info     // what the recorder lets through: declared capabilities and rulebooks
	known []string // every shipped rulebook id

	refOnce sync.Once
	ref     subject.Subject
	refErr  error

	mu     sync.Mutex
	cert   *Certificate
	total  int
	counts Counts
}

// reference returns the built-in reference (made once, when first needed).
func (r *runner) reference() (subject.Subject, error) {
	r.refOnce.Do(func() {
		if r.opts.Reference != nil {
			r.ref = r.opts.Reference
			return
		}
		r.ref, r.refErr = reference.New(r.opts.Data)
	})
	return r.ref, r.refErr
}

// selection is what a run will certify, resolved before the program starts.
type selection struct {
	all, scenarios []*scenario
	corpora        []loadedCorpus
	notes          []string
}

type loadedCorpus struct {
	c     Corpus
	cases []CorpusCase
}

// resolve finds the cases the options select. A --case or --tags that
// matches nothing, or a malformed one, is an error wrapping ErrSelection.
func resolve(opts Options) (*selection, error) {
	expr, err := parseTags(opts.Tags)
	if err != nil {
		return nil, err
	}
	featureSels, corpusSels := splitCases(opts.Cases)
	sel := &selection{}
	// --case selects scenarios by path; --tags selects cases by tag even
	// when --case names only corpus cases.
	runFeatures := !opts.NoFeatures && (len(opts.Cases) == 0 || len(featureSels) > 0 || opts.Tags != "")
	runCorpora := !opts.NoCorpora && (len(opts.Cases) == 0 || len(corpusSels) > 0)
	matched := 0
	if runFeatures || len(featureSels) > 0 {
		paths := opts.Features
		if len(paths) == 0 {
			paths = []string{"features"}
		}
		all, err := parseScenarios(opts.Data, paths)
		if err != nil {
			return nil, err
		}
		sel.all = all
		picked, err := selectScenarios(all, featureSels)
		if err != nil {
			return nil, err
		}
		if expr != nil {
			picked = slices.DeleteFunc(slices.Clone(picked), func(s *scenario) bool { return !expr.match(s.Tags) })
		} else if opts.Rulebook != "" && len(featureSels) == 0 {
			// --rulebook hu-2018 runs the features written for hu-2018 (in
			// Hungarian, in its numbering) when there are any.
			tag := "@" + opts.Rulebook
			if slices.ContainsFunc(picked, func(s *scenario) bool { return slices.Contains(s.Tags, tag) }) {
				picked = slices.DeleteFunc(slices.Clone(picked), func(s *scenario) bool { return !slices.Contains(s.Tags, tag) })
			}
		}
		if runFeatures {
			sel.scenarios = picked
			matched += len(picked)
		}
	}
	if runCorpora || len(corpusSels) > 0 {
		corpora := opts.Corpora
		if corpora == nil {
			corpora = DefaultCorpora()
			// A driver's own corpora (xboard: result claims).
			if x, ok := opts.Driver.(interface{ ExtraCorpora() []Corpus }); ok {
				corpora = append(corpora, x.ExtraCorpora()...)
			}
		}
		hit := make([]bool, len(corpusSels))
		for _, c := range corpora {
			cases, err := c.Load(opts.Data)
			if errors.Is(err, fs.ErrNotExist) {
				continue // the corpus is not shipped in this build
			}
			if err != nil {
				return nil, fmt.Errorf("corpus %s: %w", c.Name, err)
			}
			if len(corpusSels) > 0 {
				cases = slices.DeleteFunc(cases, func(k CorpusCase) bool {
					ok := false
					for i, s := range corpusSels {
						if matches(k.ID, s) {
							hit[i], ok = true, true
						}
					}
					return !ok
				})
			}
			if expr != nil && len(corpusSels) == 0 { // corpus cases named by --case run whatever --tags says
				cases = slices.DeleteFunc(cases, func(k CorpusCase) bool { return !expr.match(corpusTags(k.Articles)) })
			}
			if n := c.Sample; n > 0 && !opts.Full && len(corpusSels) == 0 && len(cases) > n {
				sel.notes = append(sel.notes, fmt.Sprintf("corpus %s: %d of %d cases, evenly spaced (--full runs all)", c.Name, n, len(cases)))
				picked := make([]CorpusCase, n)
				for i := range picked {
					picked[i] = cases[i*len(cases)/n]
				}
				cases = picked
			}
			if runCorpora {
				sel.corpora = append(sel.corpora, loadedCorpus{c, cases})
				matched += len(cases)
			}
		}
		for i, s := range corpusSels {
			if !hit[i] {
				return nil, selectionErr("--case %q: no such corpus case or id prefix (ids look like perft/standard/kiwipete/3 or unwinnability/cha/12/white)", s)
			}
		}
	}
	if matched == 0 {
		switch {
		case opts.Tags != "":
			return nil, selectionErr("--tags %q: no case carries a matching tag", opts.Tags)
		default:
			return nil, selectionErr("the selection matches no case")
		}
	}
	return sel, nil
}

// Run launches the program, runs the selected features and corpora against
// it and returns the certificate. An error means nothing could be certified:
// the selection is malformed or matches nothing (ErrSelection, found before
// the program starts), the program cannot be launched (a
// *protocol.LaunchError) or the features cannot be read.
func Run(ctx context.Context, opts Options) (*Certificate, error) {
	if opts.Data == nil {
		return nil, errors.New("certify: no data (features and corpora)")
	}
	sel, err := resolve(opts)
	if err != nil {
		return nil, err
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
	r := &runner{opts: opts, ctx: ctx, sess: sess, scope: scope, known: shippedRulebooks(opts.Data)}
	version, revision, modified := BuildVersion()
	if opts.ToolVersion != "" {
		version = opts.ToolVersion
	}
	r.cert = &Certificate{
		Schema:   SchemaID,
		Tool:     Tool{Name: "chessconform", Version: version, Revision: revision, Modified: modified, Protocol: protocol.Version},
		Subject:  info,
		Rulebook: opts.Rulebook,
		Cases:    []Case{},
		Notes:    append([]string{}, sel.notes...),
	}
	if n, ok := sess.(interface{ Notes() []string }); ok { // e.g. how a UCI engine was asked
		r.cert.Notes = append(r.cert.Notes, n.Notes()...)
	}
	if len(sel.scenarios) > 0 {
		if err := r.runFeatures(sel.all, sel.scenarios); err != nil {
			return nil, err
		}
	}
	if len(sel.corpora) > 0 {
		r.runCorpora(sel.corpora)
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
	if len(r.cert.Cases) == 0 {
		return nil, selectionErr("no selected case is in the capabilities or rulebook certified (--capabilities, --rulebook)")
	}
	return r.cert, nil
}

// shippedRulebooks lists the ids of the editions and translations in data.
func shippedRulebooks(data fs.FS) []string {
	set, err := rulebook.LoadEmbedded(data)
	if err != nil || set == nil {
		return nil
	}
	var out []string
	for _, e := range set.List() {
		if e.Kind != rulebook.KindRegulations {
			out = append(out, e.ID)
		}
	}
	slices.Sort(out)
	return out
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
	if len(r.opts.Capabilities) > 0 {
		parts = append(parts, "--capabilities", protocol.Quote(strings.Join(r.opts.Capabilities, ",")))
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

// runCorpora runs the selected corpus cases.
func (r *runner) runCorpora(all []loadedCorpus) {
	n := 0
	for _, l := range all {
		n += len(l.cases)
	}
	r.addTotal(n)
	for _, l := range all {
		for _, k := range l.cases {
			r.add(r.runCorpusCase(l.c, k))
		}
	}
}

// matches reports whether corpus case id is selected by s: the id itself,
// or a prefix of whole segments ("perft/standard", "perft/chess960/1/").
func matches(id, s string) bool {
	return id == s || (strings.HasSuffix(s, "/") && strings.HasPrefix(id, s)) || strings.HasPrefix(id, s+"/")
}

func (r *runner) runCorpusCase(c Corpus, k CorpusCase) Case {
	rec := newRecorder(r.ctx, r.sess, r.scope)
	expected, actual, err := k.Check(r.ctx, rec)
	failed := err != nil || expected != actual
	incomplete := err == nil && k.Undetermined != "" && actual == k.Undetermined
	out := Case{
		ID: k.ID, Kind: "corpus", Name: k.Name,
		Capability: c.Capability,
		Articles:   nonNil(k.Articles),
		Rulebook:   k.Rulebook,
		Source:     k.Source,
		Status:     rec.status(failed, incomplete),
	}
	if out.Rulebook == "" {
		out.Rulebook = "any"
	}
	switch out.Status {
	case Error:
		out.Message = faultMessage(rec.fault)
	case Unsupported:
		out.Message = rec.unsupported.Error()
	case Fail, Incomplete:
		out.Expected = expected
		out.Actual = actual
		if err != nil {
			out.Actual = "error: " + err.Error()
		}
		if k.Evidence != nil {
			if ref, rerr := r.reference(); rerr == nil {
				out.Evidence = k.Evidence(r.ctx, ref)
			}
		}
	}
	if out.Status != Pass {
		out.Requests, out.Answer = rec.requests, rec.lastAnswer
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
