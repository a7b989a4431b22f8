package pgn

import (
	"testing"
	"time"
)

// TestParseClockForms: H:MM:SS (the fast path) and the other forms read as
// the durations they write; minutes or seconds of 60 and more, and stray
// characters, are errors on either path.
func TestParseClockForms(t *testing.T) {
	for _, c := range []struct {
		in   string
		want time.Duration
	}{
		{"0:03:00", 3 * time.Minute},
		{"1:59:59", time.Hour + 59*time.Minute + 59*time.Second},
		{"9:00:07", 9*time.Hour + 7*time.Second},
		{"0:00:00", 0},
		{"10:00:00", 10 * time.Hour},
		{"0:03:00.5", 3*time.Minute + 500*time.Millisecond},
		{"03:00", 3 * time.Minute},
	} {
		got, err := parseClock([]byte(c.in))
		if err != nil || got != c.want {
			t.Errorf("parseClock(%q) = %v, %v; want %v", c.in, got, err, c.want)
		}
	}
	for _, in := range []string{"0:60:00", "0:00:60", "0:0a:00", "a:00:00", "0:00:0x", "0-00:00", "0:00-00", "0:6:000"} {
		if d, err := parseClock([]byte(in)); err == nil {
			t.Errorf("parseClock(%q) = %v, want an error", in, d)
		}
	}
}
