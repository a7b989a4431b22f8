// Package steps binds the Gherkin features to the implementation under test.
// Every step reaches that implementation only through subject.Subject, so the
// same scenarios run against the in-process reference (go test) and against a
// third-party program over the protocol (chessconform certify).
package steps

import (
	"context"
	"io"
	"io/fs"
	"maps"
	"strings"
	"testing"

	"github.com/cucumber/godog"

	"github.com/chessconform/chessconform/subject"
)

// Options configure one run of the features.
type Options struct {
	Subject subject.Subject
	FS      fs.FS    // where the feature files are (chessconform.Data, or os.DirFS)
	Paths   []string // feature files or folders inside FS; default "features"
	Tags    string   // godog tag expression, e.g. "@art-3.8 && ~@slow"
	Format  string   // godog formatter(s); default "progress"
	Output  io.Writer
	T       *testing.T // when set, each scenario is a subtest
}

// Run runs the features strictly (undefined, pending and ambiguous steps
// fail) and returns godog's status: 0 passed, 1 failed, 2 parse/option error.
func Run(o Options) int {
	paths := o.Paths
	if len(paths) == 0 {
		paths = []string{"features"}
	}
	format := o.Format
	if format == "" {
		format = "progress"
	}
	opts := godog.Options{
		Format:   format,
		Paths:    paths,
		FS:       o.FS,
		Tags:     o.Tags,
		Strict:   true,
		NoColors: true,
		Output:   o.Output,
		TestingT: o.T,
	}
	suite := godog.TestSuite{
		Name:                "chessconform",
		ScenarioInitializer: Initializer(o.Subject),
		Options:             &opts,
	}
	return suite.Run()
}

// Initializer returns the godog scenario initializer for a subject. godog
// calls it once per scenario, so each scenario gets a fresh world. The step
// phrases of every language come from the embedded phrase table; if it does
// not load, every scenario fails with the table's errors.
func Initializer(s subject.Subject) func(*godog.ScenarioContext) {
	phrases, perr := DefaultPhrases()
	return func(sc *godog.ScenarioContext) {
		w := &world{subj: s, phrases: phrases}
		sc.Before(func(ctx context.Context, sn *godog.Scenario) (context.Context, error) {
			if perr != nil {
				return ctx, perr
			}
			w.lang = sn.Language
			w.aboutNotation = false
			for _, t := range sn.Tags {
				if aboutNotation(t.Name) {
					w.aboutNotation = true
				}
			}
			ctx = context.WithValue(ctx, langKey{}, w.language())
			w.ctx = ctx
			return ctx, nil
		})
		if perr != nil {
			return
		}
		// Capabilities that keep their English patterns in Go register
		// through the table, which adds the other languages.
		reg := phrases.registrar(sc)
		w.registerClocks(reg)
		w.registerStatus(reg)
		w.registerArbiter(reg)
		handlers := w.handlers()
		all := maps.Clone(handlers)
		maps.Copy(all, reg.handlers)
		if err := phrases.Check(all); err != nil {
			sc.Before(func(ctx context.Context, _ *godog.Scenario) (context.Context, error) { return ctx, err })
			return
		}
		phrases.Register(sc, handlers)
	}
}

// handlers gathers the step handlers of every capability that goes through
// the phrase table, by step id.
func (w *world) handlers() map[string]any {
	all := map[string]any{}
	for _, m := range []map[string]any{w.movesSteps(), w.notationSteps(), w.verdictSteps()} {
		for id, h := range m {
			all[id] = h
		}
	}
	return all
}

// aboutNotation reports whether a tag makes its scenario one about notation
// (Appendix C, in FIDE's or a translation's numbering, or @cap-notation):
// there the moves the scenario writes in SAN are read by the subject.
func aboutNotation(tag string) bool {
	for _, p := range []string{"@cap-notation", "@appendix-C", "@art-C"} {
		if tag == p || strings.HasPrefix(tag, p+".") || strings.HasPrefix(tag, p+"-") {
			return true
		}
	}
	return false
}
