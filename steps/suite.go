// Package steps binds the Gherkin features to the implementation under test.
// Every step reaches that implementation only through subject.Subject, so the
// same scenarios run against the in-process reference (go test) and against a
// third-party program over the protocol (chessconform certify).
package steps

import (
	"context"
	"fmt"
	"io"
	"io/fs"
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
// calls it once per scenario, so each scenario gets a fresh world, whose
// methods are the step handlers. Every step is a step id of the embedded
// phrase table (steps/phrases.yaml: its patterns in every language) and an
// entry of world.handlers (the id's handler); if the table does not load or
// does not match the handlers, every scenario fails with the errors.
func Initializer(s subject.Subject) func(*godog.ScenarioContext) {
	phrases, err := DefaultPhrases()
	return func(sc *godog.ScenarioContext) {
		w := newWorld(s, phrases)
		var handlers map[string]any
		if err == nil {
			handlers, err = w.handlers()
		}
		if err == nil {
			err = phrases.Check(handlers)
		}
		sc.Before(func(ctx context.Context, sn *godog.Scenario) (context.Context, error) {
			if err != nil {
				return ctx, err
			}
			w.begin(ctx, sn)
			return ctx, nil
		})
		if err == nil {
			phrases.Register(sc, handlers, w.language)
		}
	}
}

// handlers maps every step id to its handler: the capabilities' tables
// (moves.go, notation.go, verdicts.go, status.go, clocks.go, arbiter*.go)
// merged, each id once.
func (w *world) handlers() (map[string]any, error) {
	all := map[string]any{}
	for _, m := range []map[string]any{
		w.movesSteps(), w.notationSteps(), w.verdictSteps(), w.statusSteps(), w.clockSteps(),
		w.arb.steps(), w.arb.boardSteps(), w.arb.recordSteps(),
	} {
		for id, h := range m {
			if _, dup := all[id]; dup {
				return nil, fmt.Errorf("step %q has two handlers", id)
			}
			all[id] = h
		}
	}
	return all, nil
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
