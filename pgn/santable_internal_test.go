package pgn

import (
	"bytes"
	"io"
	"os"
	"testing"
	"unsafe"
)

// TestSANTableMemory: after a long stream (the Lichess sample 10 times,
// about 270,000 plies, in which the table is emptied several times), every
// text the Reader's table of move texts keeps lies in the current chunk of
// its own memory, so that the table keeps no older memory alive; and the
// texts read are texts of the input.
func TestSANTableMemory(t *testing.T) {
	one, err := os.ReadFile("../conformance/corpus/pgn/lichess-2021-10-sample.pgn")
	if err != nil {
		t.Fatal(err)
	}
	r := NewReader(bytes.NewReader(bytes.Repeat(append(one, '\n'), 10)))
	r.ReuseGame = true
	plies := 0
	for {
		g, err := r.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range g.Plies {
			if g.Number <= 400 && !bytes.Contains(one, []byte(" "+p.SAN)) {
				t.Fatalf("game %d: move text %q is not in the input", g.Number, p.SAN)
			}
		}
		plies += len(g.Plies)
	}
	mem := r.sanMem.String()
	lo := uintptr(unsafe.Pointer(unsafe.StringData(mem)))
	hi := lo + uintptr(r.sanMem.Cap())
	kept := 0
	for _, e := range r.sans {
		if e.key == 0 {
			continue
		}
		kept++
		if p := uintptr(unsafe.Pointer(unsafe.StringData(e.text))); p < lo || p >= hi {
			t.Fatalf("the table keeps %q in memory outside its current chunk", e.text)
		}
	}
	if plies < 260000 || kept == 0 || len(mem) == 0 {
		t.Fatalf("%d plies, %d texts kept: the test checks too little", plies, kept)
	}
}
