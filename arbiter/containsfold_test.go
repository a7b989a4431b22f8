package arbiter

import "testing"

// TestContainsFold: the Termination tests of the audit match the word in
// any case, as Lichess ("Time forfeit") and other sites ("TIME", "abandoned")
// write it.
func TestContainsFold(t *testing.T) {
	for _, c := range []struct {
		s, sub string
		want   bool
	}{
		{"Time forfeit", "time", true},
		{"Lost on TIME", "time", true},
		{"Abandoned", "abandon", true},
		{"Normal", "time", false},
		{"Tim", "time", false},
		{"", "time", false},
		{"Rules infraction", "abandon", false},
	} {
		if got := containsFold(c.s, c.sub); got != c.want {
			t.Errorf("containsFold(%q, %q) = %v, want %v", c.s, c.sub, got, c.want)
		}
	}
}
