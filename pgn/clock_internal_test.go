package pgn

import (
	"fmt"
	"strings"
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

// extractSeeds are comments around extractClocks' fast paths.
var extractSeeds = []string{
	"[%clk 0:01:00]", "[%eval 0.17] [%clk 0:00:30]", "[%eval #-3] [%clk 1:59:59]", "[%eval 0.17] [%clk 0:00:30.5]",
	"[%eval 0.17] [%clk 0:0:30]", "[%eval 0.17] [%clk 0:00:60]", "[%eval 0.17 x] [%clk 0:00:30]", "[%eval [0.17] [%clk 0:00:30]",
	"[%eval 0.17]] [%clk 0:00:30]", "[%eval 0.17] [%emt 0:00:30]", "[%eval ] [%clk 0:00:30]", "[%eval 0.17][%clk 0:00:30]",
	"[%eval 0.17] [%clk 0:00:3]]", "[%eval 0.17] [%clk 0:0 :30]", "[%eval 0.17] [%clk 0:00.50]", "x [%eval 0.17] [%clk 0:00:30]",
	"[%eval 0.17] [%clk 0:00:30] x", "[%evals 0.17] [%clk 0:00:30]", "[%eval 0.17] [%clk [0:00:30]", "[%clk 0:01:00 ]",
}

// checkExtract compares extractClocks with its general path on the
// collapsed form of s (the reader only passes collapsed comments).
func checkExtract(t *testing.T, s string) {
	var c []byte
	for i := 0; i < len(s); i++ {
		c = appendCollapsed(c, s[i])
	}
	c = []byte(strings.TrimRight(string(c), " "))
	text, _, cl, err := extractClocks(append([]byte(nil), c...), nil)
	text2, _, cl2, err2 := extractClocksGeneral(append([]byte(nil), c...), nil)
	if string(text) != string(text2) || cl != cl2 || fmt.Sprint(err) != fmt.Sprint(err2) {
		t.Errorf("extractClocks(%q) = %q, %+v, %v; the general path gives %q, %+v, %v", c, text, cl, err, text2, cl2, err2)
	}
}

// TestExtractFastPaths: extractClocks' fast paths give what the general path gives.
func TestExtractFastPaths(t *testing.T) {
	for _, s := range extractSeeds {
		checkExtract(t, s)
	}
	// Hand-checked: the eval command stays, the clock goes.
	text, _, cl, err := extractClocks([]byte("[%eval -1.5] [%clk 0:02:03]"), nil)
	if string(text) != "[%eval -1.5]" || !cl.hasClk || cl.clk != 2*time.Minute+3*time.Second || err != nil {
		t.Errorf("extractClocks = %q, %+v, %v", text, cl, err)
	}
}

// FuzzExtractClocks: the same on any comment.
func FuzzExtractClocks(f *testing.F) {
	for _, s := range extractSeeds {
		f.Add(s)
	}
	f.Fuzz(checkExtract)
}

// TestPlainClock: plainClock reads what clockComment's general path reads
// from every clock comment in Lichess's form (every H:MM:SS), and from that
// form with any one byte replaced by any other, it reads nothing the
// general path does not read the same way.
func TestPlainClock(t *testing.T) {
	read := 0
	check := func(w []byte) {
		text, d, ok := plainClock(w)
		if !ok {
			return
		}
		read++
		gt, gd, gn, gok := clockCommentGeneral(w, DefaultLimits().MaxComment)
		if !gok || string(gt) != string(text) || gd != d || gn != plainClockLen {
			t.Fatalf("%q: plainClock %q %v; general path %q %v %d %v", w, text, d, gt, gd, gn, gok)
		}
	}
	for h := 0; h < 10; h++ {
		for m := 0; m < 60; m++ {
			for s := 0; s < 60; s++ {
				w := []byte(fmt.Sprintf("{ [%%clk %d:%02d:%02d] } 2. e4", h, m, s))
				if _, d, ok := plainClock(w); !ok || d != time.Duration(h)*time.Hour+time.Duration(m)*time.Minute+time.Duration(s)*time.Second {
					t.Fatalf("%q: plainClock %v, %v", w, d, ok)
				}
				check(w)
			}
		}
	}
	base := []byte("{ [%clk 9:59:59] }")
	for i := range base {
		for c := 0; c < 256; c++ {
			w := append([]byte(nil), base...)
			w[i] = byte(c)
			check(w)
			check(w[:len(w)-1])
		}
	}
	if read < 36000+18 {
		t.Fatalf("plainClock read %d comments: the test checks too little", read)
	}
}
