package arbiter

import (
	"fmt"
	"io/fs"
	"slices"
	"sync"

	"github.com/chessconform/chessconform/rulebook"
)

// Source is a rulebook file given by the user (regulations, or a translation
// or edition not shipped with the binary).
type Source struct {
	Name string
	Src  []byte
}

// Rulebooks resolves rulebooks for adjudication. The shipped rulebooks are
// loaded once (loading parses and checks every file, which is not cheap); user files
// are added to a fresh set each time, so that no call sees another's files.
type Rulebooks struct {
	fsys fs.FS
	once sync.Once
	set  *rulebook.Set
	err  error
}

// NewRulebooks returns a resolver over the data tree fsys (chessconform.Data).
func NewRulebooks(fsys fs.FS) *Rulebooks { return &Rulebooks{fsys: fsys} }

// ResolveOnce is Resolve for a caller that resolves one rulebook in its
// life (a command-line run): without user files it loads and checks only
// the shipped files of id's chain (rulebook.LoadEmbeddedChain), not every
// shipped rulebook and comparison, and resolves the same rulebook. (A
// caller that resolves several rulebooks calls Resolve, which loads
// everything once.)
func (rb *Rulebooks) ResolveOnce(id string, files []Source, date string) (*rulebook.Resolved, error) {
	if len(files) == 0 {
		set, ok, err := rulebook.LoadEmbeddedChain(rb.fsys, id)
		if err != nil {
			return nil, err
		}
		if ok {
			return set.ResolveAt(id, date)
		}
	}
	return rb.Resolve(id, files, date)
}

// Resolve resolves id as it stood on date ("" = every amendment) with the
// user's files added; id may also be the name of one of those files. When regulations are among the files, the regulations
// layer is what gets resolved: its chain must contain id.
func (rb *Rulebooks) Resolve(id string, files []Source, date string) (*rulebook.Resolved, error) {
	var set *rulebook.Set
	if len(files) == 0 {
		rb.once.Do(func() { rb.set, rb.err = rulebook.LoadEmbedded(rb.fsys) })
		if rb.err != nil {
			return nil, rb.err
		}
		set = rb.set
	} else {
		var err error
		if set, err = rulebook.LoadEmbedded(rb.fsys); err != nil {
			return nil, err
		}
	}
	top := id
	if len(files) > 0 {
		names := make([]string, len(files))
		srcs := make([][]byte, len(files))
		for i, f := range files {
			names[i], srcs[i] = f.Name, f.Src
		}
		if err := set.AddAll(names, srcs); err != nil {
			return nil, err
		}
		for _, f := range set.Files() {
			if f.Path == id && slices.Contains(names, f.Path) {
				id, top = f.ID, f.ID // the rulebook itself was given as a file
			}
		}
		for _, f := range set.Files() {
			if f.Kind == rulebook.KindRegulations && slices.Contains(names, f.Path) && f.ID != id {
				top = f.ID
			}
		}
	}
	r, err := set.ResolveAt(top, date)
	if err != nil {
		return nil, err
	}
	if id != "" && !slices.ContainsFunc(r.Chain, func(f *rulebook.File) bool { return f.ID == id }) {
		return nil, fmt.Errorf("arbiter: regulations %s are based on %s, not on %s", top, r.Chain[0].ID, id)
	}
	return r, nil
}
