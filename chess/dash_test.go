package chess

import "testing"

// Appendix C.8: "There is no dash between name and square"; long notation
// puts one between the square of departure and the square of arrival.
func TestDashOnlyBetweenSquares(t *testing.T) {
	p, err := ParseFEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"Ng1-f3", "e2-e4", "Ng1f3", "Nf3"} {
		if _, err := p.ParseSAN(s); err != nil {
			t.Errorf("%s: %v", s, err)
		}
	}
	for _, s := range []string{"N-f3", "Ng-f3", "N1-f3", "-e4", "e-e4"} {
		if m, err := p.ParseSAN(s); err == nil {
			t.Errorf("%s read as %s, want an error (C.8)", s, p.UCI(m))
		}
	}
}
