package certify

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/cucumber/godog"

	"github.com/chessconform/chessconform/steps"
)

// godogMu serialises godog runs: two suites running at once in one process
// disturb each other's results (observed with parallel tests), so runs of
// the features take turns while corpus cases still run concurrently.
var godogMu sync.Mutex

// scenarioMeta is what the pre-parse knows about one pickle.
type scenarioMeta struct {
	uri, name string
	line      int
}

// pickleKey identifies a pickle across two parses of the same files: godog
// hands the After hook the pickle, not its line, and pickle ids are not
// guaranteed stable, so the content is the key.
func pickleKey(uri, name string, tags []string, steps []string) string {
	return uri + "\x00" + name + "\x00" + strings.Join(tags, " ") + "\x00" + strings.Join(steps, "\x00")
}

// scenarioLines parses the features once to map each pickle to its line
// (the scenario's, or the Examples row's for an outline).
func scenarioLines(fsys fs.FS, paths []string) (map[string]scenarioMeta, int, error) {
	ts := godog.TestSuite{Options: &godog.Options{FS: fsys, Paths: paths}}
	fts, err := ts.RetrieveFeatures()
	if err != nil {
		return nil, 0, fmt.Errorf("reading features: %w", err)
	}
	out := map[string]scenarioMeta{}
	total := 0
	for _, ft := range fts {
		lines := map[string]int{}
		if ft.GherkinDocument != nil && ft.GherkinDocument.Feature != nil {
			for _, ch := range ft.GherkinDocument.Feature.Children {
				if sc := ch.Scenario; sc != nil {
					lines[sc.Id] = int(sc.Location.Line)
					for _, ex := range sc.Examples {
						for _, row := range ex.TableBody {
							lines[row.Id] = int(row.Location.Line)
						}
					}
				}
				if ch.Rule == nil {
					continue
				}
				for _, rc := range ch.Rule.Children {
					if sc := rc.Scenario; sc != nil {
						lines[sc.Id] = int(sc.Location.Line)
						for _, ex := range sc.Examples {
							for _, row := range ex.TableBody {
								lines[row.Id] = int(row.Location.Line)
							}
						}
					}
				}
			}
		}
		for _, p := range ft.Pickles {
			total++
			line := 0
			for i := len(p.AstNodeIds) - 1; i >= 0 && line == 0; i-- {
				line = lines[p.AstNodeIds[i]]
			}
			var tags, texts []string
			for _, t := range p.Tags {
				tags = append(tags, t.Name)
			}
			for _, s := range p.Steps {
				texts = append(texts, s.Text)
			}
			key := pickleKey(path.Clean(p.Uri), p.Name, tags, texts)
			if _, dup := out[key]; !dup { // identical rows: the first line stands for all
				out[key] = scenarioMeta{uri: path.Clean(p.Uri), name: p.Name, line: line}
			}
		}
	}
	return out, total, nil
}

// articlesOf turns tags into articles ("@art-3.8.2" → "3.8.2", "@appendix-C.10"
// → "appendix-C.10", "@guidelines-II" → "guidelines-II"), keeping only the
// most specific: "3" is dropped when "3.8.2" is there.
func articlesOf(tags []string) []string {
	var all []string
	for _, t := range tags {
		t = strings.TrimPrefix(t, "@")
		switch {
		case strings.HasPrefix(t, "art-"):
			all = append(all, strings.TrimPrefix(t, "art-"))
		case strings.HasPrefix(t, "appendix-"), strings.HasPrefix(t, "guidelines-"):
			all = append(all, t)
		}
	}
	var out []string
	for _, a := range all {
		general := false
		for _, b := range all {
			if b != a && strings.HasPrefix(b, a+".") {
				general = true
				break
			}
		}
		if !general && !slices.Contains(out, a) {
			out = append(out, a)
		}
	}
	slices.SortFunc(out, compareArticles)
	return out
}

// capabilityOf decides which capability a case certifies: an explicit
// @cap-NAME tag; else the most specific operation the case called (arbiter,
// clocks, unwinnability, status); else by article (Appendix C is notation,
// Appendices A and B clocks, Articles 5 and 9 status, the rest moves).
func capabilityOf(tags, articles []string, called map[string]bool) string {
	for _, t := range tags {
		if c, ok := strings.CutPrefix(t, "@cap-"); ok {
			return c
		}
	}
	for _, c := range []string{"arbiter", "clocks", "unwinnability", "status"} {
		if called[c] {
			return c
		}
	}
	for _, a := range articles {
		switch {
		case strings.HasPrefix(a, "appendix-C"):
			return "notation"
		case strings.HasPrefix(a, "appendix-A"), strings.HasPrefix(a, "appendix-B"):
			return "clocks"
		case a == "5" || a == "9" || strings.HasPrefix(a, "5.") || strings.HasPrefix(a, "9."):
			return "status"
		}
	}
	return "moves"
}

func rulebookOf(books map[string]bool) string {
	if len(books) == 0 {
		return "any"
	}
	var bs []string
	for b := range books {
		bs = append(bs, b)
	}
	slices.Sort(bs)
	return strings.Join(bs, ",")
}

// runFeatures runs the scenarios of paths (entries may be "file:line")
// against the session, adding one case per scenario.
func (r *runner) runFeatures(paths []string) error {
	base := make([]string, len(paths))
	for i, p := range paths {
		base[i] = stripLine(p)
	}
	meta, total, err := scenarioLines(r.opts.Data, dedupe(base))
	if err != nil {
		return err
	}
	r.addTotal(total)
	var mu sync.Mutex
	initializer := func(sc *godog.ScenarioContext) {
		rec := newRecorder(r.ctx, r.sess, r.scope)
		steps.Initializer(rec)(sc)
		var failedStep string
		sc.StepContext().After(func(ctx context.Context, st *godog.Step, _ godog.StepResultStatus, err error) (context.Context, error) {
			if err != nil && failedStep == "" {
				failedStep = st.Text
			}
			return ctx, nil
		})
		sc.After(func(ctx context.Context, s *godog.Scenario, err error) (context.Context, error) {
			var tags, texts []string
			for _, t := range s.Tags {
				tags = append(tags, t.Name)
			}
			for _, st := range s.Steps {
				texts = append(texts, st.Text)
			}
			uri := path.Clean(s.Uri)
			m, ok := meta[pickleKey(uri, s.Name, tags, texts)]
			id := uri
			if ok && m.line > 0 {
				id = fmt.Sprintf("%s:%d", uri, m.line)
			}
			arts := articlesOf(tags)
			c := Case{
				ID: id, Kind: "scenario", Name: s.Name,
				Articles:   nonNil(arts),
				Capability: capabilityOf(tags, arts, rec.caps),
				Rulebook:   rulebookOf(rec.books),
				Source:     id,
				Status:     rec.status(err != nil),
			}
			// A feature written for one rulebook (@hu-2018) certifies that
			// rulebook, also where its steps need none (moves, notation).
			if rb := steps.RulebookOfTags(tags, r.sess.Info().Rulebooks); rb != "" {
				c.Rulebook = rb
			}
			if c.Status != Pass {
				c.FEN, c.Moves = rec.last.fen, rec.last.moves
			}
			switch c.Status {
			case Error:
				c.Message = faultMessage(firstErr(rec.fault, err))
				if errors.Is(err, godog.ErrUndefined) || errors.Is(err, godog.ErrPending) {
					c.Message = "harness: " + err.Error()
				}
			case Unsupported:
				c.Message = rec.unsupported.Error()
			case Fail:
				if errors.Is(err, godog.ErrUndefined) || errors.Is(err, godog.ErrPending) {
					c.Status, c.Message = Error, "harness: "+err.Error()
					break
				}
				c.Expected = failedStep
				c.Actual = stepError(err)
				if rec.last.op != "" {
					c.Message = "last request: " + rec.last.detail
				}
			}
			mu.Lock()
			r.add(c)
			mu.Unlock()
			return ctx, nil
		})
	}
	suite := godog.TestSuite{
		Name:                "chessconform-certify",
		ScenarioInitializer: initializer,
		Options: &godog.Options{
			Format: "progress", Output: io.Discard, NoColors: true,
			FS: r.opts.Data, Paths: paths, Tags: r.opts.Tags, Strict: true,
		},
	}
	godogMu.Lock()
	code := suite.Run()
	godogMu.Unlock()
	if code == 2 {
		return fmt.Errorf("the features could not be run (godog status 2: a parse or option error in %s)", strings.Join(paths, ", "))
	}
	return nil
}

// stepError strips godog's decoration from a step's error.
func stepError(err error) string {
	if err == nil {
		return ""
	}
	s := err.Error()
	s = strings.TrimPrefix(s, "step error: ")
	return s
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return errors.New("unknown error")
}

// stripLine turns "features/x.feature:12" into "features/x.feature".
func stripLine(p string) string {
	if i := strings.LastIndexByte(p, ':'); i > 0 {
		if _, ok := atoi(p[i+1:]); ok {
			return p[:i]
		}
	}
	return p
}

func dedupe(s []string) []string {
	var out []string
	for _, x := range s {
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}
