package certify_test

import (
	"bytes"
	"context"
	"io/fs"
	"slices"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/conformance/certify"
	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/reference"
)

// overlay is fsys with one file's content replaced.
type overlay struct {
	fs.FS
	name string
	data []byte
}

func (o overlay) Open(name string) (fs.File, error) {
	if name == o.name {
		return fstest.MapFS{name: {Data: o.data}}.Open(name)
	}
	return o.FS.Open(name)
}

// TestUnverifiedListsAreComplete checks that a case's Unverified list names
// every unverified value its expected answer rests on. For each value below
// it builds a reference whose rulebook has another value there and
// certifies it with the shipped scenarios of that rulebook: every scenario
// the change makes fail must list the value (else a certificate would
// report as a plain failure what rests on a value no English text
// confirmed), and some must fail (else the check proves nothing). It failed
// when laws.Classify read the time classes without reporting them.
func TestUnverifiedListsAreComplete(t *testing.T) {
	changes := []struct {
		file, from, to, rulebook, value string
	}{
		{"rules/editions/fide-2014.yaml", `value: {"min_minutes": 10, "min_inclusive": false, "max_minutes": 60, "max_inclusive": false}`,
			`value: {"min_minutes": 10, "min_inclusive": false, "max_minutes": 30, "max_inclusive": false}`,
			"fide-2014", "fide-2014 time_classes.rapid (A.1)"},
		{"rules/editions/fide-2014.yaml", `value: {"moves_of_period": true}`, `value: {"moves_of_period": false}`,
			"fide-2014", "fide-2014 clock.flag_check (6.4)"},
		// fide-2005 time_classes.rapid (B.1): the 2005 blitz class (C.1), used here
		// before, was verified in issue 15 (chesschat.org t-6615), so it no longer
		// belongs to any case's unverified list.
		{"rules/editions/fide-2005.yaml", `value: {"min_minutes": 15, "min_inclusive": true, "max_minutes": 60, "max_inclusive": false}`,
			`value: {"min_minutes": 30, "min_inclusive": true, "max_minutes": 60, "max_inclusive": false}`,
			"fide-2005", "fide-2005 time_classes.rapid (B.1)"},
	}
	if testing.Short() {
		changes = changes[:1]
	}
	for _, c := range changes {
		t.Run(c.value, func(t *testing.T) {
			src, err := fs.ReadFile(chessconform.Data, c.file)
			if err != nil {
				t.Fatal(err)
			}
			if bytes.Count(src, []byte(c.from)) != 1 {
				t.Fatalf("%s: %q is not there once", c.file, c.from)
			}
			changed, err := reference.New(overlay{chessconform.Data, c.file, bytes.Replace(src, []byte(c.from), []byte(c.to), 1)})
			if err != nil {
				t.Fatal(err)
			}
			cert, err := certify.Run(context.Background(), certify.Options{
				Driver: certify.InProcessDriver{Subject: changed, Info: certify.Info{
					Name: "changed " + c.value, Version: "0", Protocol: 1,
					Capabilities: protocol.Capabilities,
					Rulebooks:    []string{c.rulebook},
				}},
				Data:      chessconform.Data,
				Rulebook:  c.rulebook,
				NoCorpora: true,
			})
			if err != nil {
				t.Fatal(err)
			}
			failed := 0
			for _, k := range cert.Cases {
				if k.Status != certify.Fail {
					continue
				}
				failed++
				if !slices.Contains(k.Unverified, c.value) {
					t.Errorf("%s fails when %s changes, but its unverified values are %q", k.ID, c.value, k.Unverified)
				}
			}
			if failed == 0 {
				t.Fatalf("no scenario fails when %s changes: the check proves nothing", c.value)
			}
			t.Logf("%d scenario(s) fail when %s changes", failed, c.value)
			var b strings.Builder
			if err := certify.Write(&b, "text", cert, nil); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(b.String(), "rest on rule values that no English text of their edition confirmed") {
				t.Errorf("the text report does not say that the failures rest on unverified values:\n%s", b.String())
			}
		})
	}
}
