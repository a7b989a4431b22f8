package pgn_test

import (
	"bytes"
	"io"
	"testing"

	"github.com/chessconform/chessconform/pgn"
)

// BenchmarkReadReuse reads the 400-game corpus as the audit does: with
// ReuseGame, each game dropped before the next is read.
func BenchmarkReadReuse(b *testing.B) {
	data := corpus(b)
	b.SetBytes(int64(len(data)))
	b.ReportAllocs()
	for b.Loop() {
		r := pgn.NewReader(bytes.NewReader(data))
		r.ReuseGame = true
		for {
			_, err := r.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
		}
	}
}
