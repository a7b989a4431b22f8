package rulebook

import (
	"testing"

	chessconform "github.com/chessconform/chessconform"
)

// BenchmarkLoadEmbedded: decoding and checking every shipped rulebook
// (the schema is not compiled for them: TestShippedRulebooksMatchSchema)
// and validating the comparisons — what the commands that load every
// rulebook pay before their work.
func BenchmarkLoadEmbedded(b *testing.B) {
	for b.Loop() {
		if _, err := LoadEmbedded(chessconform.Data); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRuleLookups: the parameters the arbiter reads for one
// rapid-game event (illegal move, claim, flag, device), read from a resolved
// rulebook. Each read was a JSON round trip until the values were decoded
// once at load; now it is a copy of a field.
func BenchmarkRuleLookups(b *testing.B) {
	set, err := LoadEmbedded(chessconform.Data)
	if err != nil {
		b.Fatal(err)
	}
	r, err := set.Resolve("fide-2023")
	if err != nil {
		b.Fatal(err)
	}
	n := 0
	for b.Loop() {
		n += r.IllegalMoves(TimeClassRapid).LosesOn + r.IncorrectClaim(TimeClassRapid).OpponentGainsSeconds +
			r.RapidSpecifics().NoClaimsAfterMoves + len(r.ElectronicDevices().Rule) + len(r.TouchMove().Articles.Own) +
			int(r.Scoring().Win)
	}
	_ = n
}
