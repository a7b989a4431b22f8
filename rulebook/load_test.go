package rulebook

import (
	"sync"
	"testing"

	chessconform "github.com/chessconform/chessconform"
)

// loadSet loads the shipped rulebooks afresh (tests may add files to the set).
func loadSet(t *testing.T) *Set {
	t.Helper()
	s, err := LoadEmbedded(chessconform.Data)
	if err != nil {
		t.Fatalf("shipped rulebooks do not validate:\n%v", err)
	}
	return s
}

func TestShippedRulebooksValidate(t *testing.T) {
	s := loadSet(t)
	for _, id := range []string{"fide-2005", "fide-2009", "fide-2014", "fide-2017-07", "fide-2018-01", "fide-2023"} {
		if s.File(id) == nil {
			t.Errorf("edition %s not shipped", id)
			continue
		}
		if _, err := s.Resolve(id); err != nil {
			t.Errorf("%s: %v", id, err)
		}
	}
	for _, f := range s.Files() {
		if _, err := s.Resolve(f.ID); err != nil {
			t.Errorf("%s: %v", f.ID, err)
		}
	}
}

var (
	sharedOnce sync.Once
	shared     *Set
	sharedErr  error
)

// sharedSet is one loaded set for tests that only read it (resolve, diff).
func sharedSet(t *testing.T) *Set {
	t.Helper()
	sharedOnce.Do(func() { shared, sharedErr = LoadEmbedded(chessconform.Data) })
	if sharedErr != nil {
		t.Fatalf("shipped rulebooks do not validate:\n%v", sharedErr)
	}
	return shared
}
