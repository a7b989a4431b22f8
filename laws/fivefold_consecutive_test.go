package laws_test

import (
	"strings"
	"testing"

	"github.com/chessconform/chessconform/outcome"
)

// TestFivefoldConsecutive: hu-2018 9.6.1 asks for the same position in at
// least five consecutive instances, without 2014's "alternate moves"
// (rulebook counting "consecutive"). Worked by hand with K+R v K, White to
// move in "4k3/8/8/8/8/8/8/R3K3 w - - 0 1":
//   - "Kd1 Kd8 Kd2 Kd7 Ke1 Ke8" (both kings triangulating) returns to the
//     start every 6 half-moves; four cycles give the start position at
//     half-moves 0, 6, 12, 18 and 24: five consecutive instances, but not on
//     alternate moves (that would be every 4 half-moves).
//   - Under the authentic 2018 text (any five occurrences) the game ends at
//     the same moment; under 2014 (consecutive alternate moves) it goes on.
func TestFivefoldConsecutive(t *testing.T) {
	const kr = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
	tri := strings.Repeat("Kd1 Kd8 Kd2 Kd7 Ke1 Ke8 ", 4)
	for _, c := range []struct {
		rulebook    string
		result      outcome.Result
		termination outcome.Termination
		article     string
		ply         int
	}{
		{"hu-2018", "1/2-1/2", "fivefold", "9.6.1", 24},
		{"fide-2018-01", "1/2-1/2", "fivefold", "9.6.1", 24},
		{"fide-2014", "*", "", "", 24},
	} {
		st := status(t, c.rulebook, kr, tri)
		if st.Outcome.Result() != c.result || st.Outcome.Termination() != c.termination || st.Article != c.article || st.Ply != c.ply {
			t.Errorf("%s, triangulation x4: %s %q %q after %d, want %s %q %q after %d", c.rulebook,
				st.Outcome.Result(), st.Outcome.Termination(), st.Article, st.Ply, c.result, c.termination, c.article, c.ply)
		}
	}
	// Three triangulations then one plain cycle: the start position at 0, 6,
	// 12, 18, 22. Five occurrences (drawn under 2018) but not one steady
	// pattern, so not five consecutive instances under hu-2018.
	mixed := strings.Repeat("Kd1 Kd8 Kd2 Kd7 Ke1 Ke8 ", 3) + "Kf1 Kf8 Ke1 Ke8"
	if st := status(t, "hu-2018", kr, mixed); st.Outcome.Termination() == "fivefold" {
		t.Errorf("hu-2018, occurrences at 0, 6, 12, 18, 22: drawn by fivefold, want the game to go on")
	}
	if st := status(t, "fide-2018-01", kr, mixed); st.Outcome.Termination() != "fivefold" || st.Ply != 22 {
		t.Errorf("fide-2018-01, five occurrences: %q after %d, want fivefold after 22", st.Outcome.Termination(), st.Ply)
	}
	// Five returns every 4 half-moves are consecutive under both readings.
	if st := status(t, "hu-2018", kr, strings.Repeat("Kf1 Kf8 Ke1 Ke8 ", 4)); st.Outcome.Termination() != "fivefold" || st.Ply != 16 {
		t.Errorf("hu-2018, every 4 half-moves: %q after %d, want fivefold after 16", st.Outcome.Termination(), st.Ply)
	}
}
