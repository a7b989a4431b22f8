// Package steps binds the Gherkin features to the implementation under test.
// Every step reaches that implementation only through subject.Subject, so the
// same scenarios run against the in-process reference (go test) and against a
// third-party program over the protocol (chessconform certify).
package steps

import (
	"context"
	"io"
	"io/fs"
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
// calls it once per scenario, so each scenario gets a fresh world.
func Initializer(s subject.Subject) func(*godog.ScenarioContext) {
	return func(sc *godog.ScenarioContext) {
		w := &world{subj: s}
		sc.Before(func(ctx context.Context, _ *godog.Scenario) (context.Context, error) {
			w.ctx = ctx
			return ctx, nil
		})
		w.registerMoves(sc)
		w.registerNotation(sc)
		w.registerClocks(sc)
	}
}
