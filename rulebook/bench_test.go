package rulebook

import (
	"testing"

	chessconform "github.com/chessconform/chessconform"
)

// BenchmarkLoadEmbedded: compiling the schema, decoding and validating
// every shipped rulebook — what each CLI call pays before its work.
func BenchmarkLoadEmbedded(b *testing.B) {
	for b.Loop() {
		if _, err := LoadEmbedded(chessconform.Data); err != nil {
			b.Fatal(err)
		}
	}
}
