package steps_test

import (
	"io/fs"
	"os"
	"path"
	"strings"
	"testing"

	"github.com/cucumber/godog"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/reference"
	"github.com/chessconform/chessconform/steps"
)

// TestFeatures runs every embedded feature against the reference. Select a
// subset with GODOG_TAGS (works with go test ./...), e.g. GODOG_TAGS=@art-3.8.
func TestFeatures(t *testing.T) {
	ref, err := reference.New(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	status := steps.Run(steps.Options{
		Subject: ref,
		FS:      chessconform.Data,
		Tags:    os.Getenv("GODOG_TAGS"),
		Format:  "progress",
		Output:  os.Stdout,
		T:       t,
	})
	if status != 0 {
		t.Fatalf("godog exited with status %d", status)
	}
}

// TestEveryFeatureHasScenarios guards against a feature file that parses to
// zero scenarios (a misspelt keyword makes godog drop it and pass silently).
func TestEveryFeatureHasScenarios(t *testing.T) {
	ts := godog.TestSuite{Options: &godog.Options{FS: chessconform.Data, Paths: []string{"features"}}}
	fts, err := ts.RetrieveFeatures()
	if err != nil {
		t.Fatal(err)
	}
	parsed := map[string]int{}
	for _, ft := range fts {
		parsed[path.Clean(ft.Uri)] = len(ft.Pickles)
	}
	files := 0
	err = fs.WalkDir(chessconform.Data, "features", func(p string, d fs.DirEntry, err error) error {
		if err != nil || !strings.HasSuffix(p, ".feature") {
			return err
		}
		files++
		if parsed[p] == 0 {
			t.Errorf("%s: no scenarios parsed (misspelt keyword or wrong # language?)", p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files == 0 {
		t.Fatal("no feature files embedded")
	}
}
