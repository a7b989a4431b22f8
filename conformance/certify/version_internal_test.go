package certify

import "testing"

func TestSplitVersion(t *testing.T) {
	for in, want := range map[string][2]string{
		"Stockfish 15.1":             {"Stockfish", "15.1"},
		"Fairy-Stockfish 11.1 LB 64": {"Fairy-Stockfish", "11.1 LB 64"},
		"Toga II 3.0":                {"Toga II", "3.0"},
		"HoiChess 0.22.0-3-debian":   {"HoiChess", "0.22.0-3-debian"},
		"Phalanx XXV":                {"Phalanx", "XXV"},
		"Toga II":                    {"Toga", "II"},
		"Glaurung":                   {"Glaurung", ""},
		"Engine X":                   {"Engine X", ""},
		"4ku 2":                      {"4ku", "2"},
		"":                           {"", ""},
	} {
		if n, v := splitVersion(in); n != want[0] || v != want[1] {
			t.Errorf("splitVersion(%q) = %q, %q; want %q, %q", in, n, v, want[0], want[1])
		}
	}
}
