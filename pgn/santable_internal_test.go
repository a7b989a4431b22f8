package pgn

import (
	"bytes"
	"encoding/binary"
	"io"
	"math/bits"
	"os"
	"testing"
)

// TestSANTableMemory: after a long stream (the Lichess sample 10 times,
// about 270,000 plies, in which the table is emptied several times), every
// text the Reader's table of move texts keeps lies in the current chunk of
// its own memory (the table holds offsets into it), at the offset its key
// says; and the texts read are texts of the input.
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
	if r.sanStr != mem {
		t.Fatalf("the table's strings are not the current chunk of its memory")
	}
	kept := 0
	for _, e := range r.sans {
		if e.key == 0 {
			continue
		}
		kept++
		n := (bits.Len64(e.key) + 7) / 8
		if int(e.off)+n > len(mem) {
			t.Fatalf("the table's text at %d (%d bytes) is outside its current chunk of %d bytes", e.off, n, len(mem))
		}
		var k [8]byte
		binary.LittleEndian.PutUint64(k[:], e.key)
		if text := mem[e.off : int(e.off)+n]; text != string(k[:n]) {
			t.Fatalf("the table's text at %d is %q, its key says %q", e.off, text, k[:n])
		}
	}
	if plies < 260000 || kept == 0 || len(mem) == 0 {
		t.Fatalf("%d plies, %d texts kept: the test checks too little", plies, kept)
	}
}
