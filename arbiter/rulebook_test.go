package arbiter

import (
	"reflect"
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/rulebook"
)

// TestResolveOnce checks that the command line's one-rulebook path (only
// the chain's files loaded) resolves every shipped rulebook, at every date
// tried, exactly as Resolve over all shipped files does, and that an
// unknown id and a user file fail or resolve the same way.
func TestResolveOnce(t *testing.T) {
	all, err := rulebook.LoadEmbedded(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	same := func(got, want *rulebook.Resolved) bool {
		var gotChain, wantChain []string
		for _, c := range got.Chain {
			gotChain = append(gotChain, c.Path)
		}
		for _, c := range want.Chain {
			wantChain = append(wantChain, c.Path)
		}
		return reflect.DeepEqual(gotChain, wantChain) && reflect.DeepEqual(got.Values(), want.Values()) &&
			reflect.DeepEqual(got.Params(), want.Params()) && reflect.DeepEqual(got.Deviations, want.Deviations) &&
			got.Title == want.Title && got.InForce == want.InForce
	}
	full := NewRulebooks(chessconform.Data)
	n := 0
	for _, f := range all.Files() {
		for _, date := range []string{"", "2014-09-30"} {
			want, werr := full.Resolve(f.ID, nil, date)
			got, gerr := NewRulebooks(chessconform.Data).ResolveOnce(f.ID, nil, date)
			if (werr == nil) != (gerr == nil) {
				t.Fatalf("%s at %q: Resolve error %v, ResolveOnce error %v", f.ID, date, werr, gerr)
			}
			if werr != nil {
				continue
			}
			if !same(got, want) {
				t.Errorf("%s at %q: ResolveOnce resolves otherwise than Resolve", f.ID, date)
			}
			n++
		}
	}
	if n < 20 {
		t.Errorf("only %d resolutions compared", n)
	}
	_, werr := NewRulebooks(chessconform.Data).Resolve("fide-1999", nil, "")
	_, gerr := NewRulebooks(chessconform.Data).ResolveOnce("fide-1999", nil, "")
	if werr == nil || gerr == nil || werr.Error() != gerr.Error() {
		t.Errorf("unknown id: Resolve error %v, ResolveOnce error %v", werr, gerr)
	}
	// A user file takes the full load: the same rulebook as Resolve's.
	src := []byte("id: my-rules\nkind: regulations\ntitle: \"My event\"\nlanguage: en\nin_force: \"2025-01-01\"\nbase: fide-2023\nevent: \"A club rapid\"\nparameters: {}\n")
	files := []Source{{Name: "my-rules.yaml", Src: src}}
	want, werr := NewRulebooks(chessconform.Data).Resolve("my-rules", files, "")
	got, gerr := NewRulebooks(chessconform.Data).ResolveOnce("my-rules", files, "")
	if (werr == nil) != (gerr == nil) || (werr != nil && werr.Error() != gerr.Error()) {
		t.Fatalf("user file: Resolve error %v, ResolveOnce error %v", werr, gerr)
	}
	if werr != nil {
		t.Fatalf("user file: %v", werr)
	}
	if !same(got, want) {
		t.Error("user file: ResolveOnce resolves otherwise than Resolve")
	}
}
