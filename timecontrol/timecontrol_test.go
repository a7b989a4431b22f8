package timecontrol

import (
	"errors"
	"reflect"
	"testing"
)

func TestParsePGN(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want TimeControl
	}{
		{"?", TimeControl{Kind: Unknown}},
		{"-", TimeControl{Kind: None}},
		{"900", TimeControl{Kind: Periods, Periods: []Period{{Seconds: 900}}}},
		{"180+2", TimeControl{Kind: Periods, Periods: []Period{{Seconds: 180, Increment: 2}}}},
		{"900d5", TimeControl{Kind: Periods, Periods: []Period{{Seconds: 900, Delay: 5}}}},
		{"0+5", TimeControl{Kind: Periods, Periods: []Period{{Seconds: 0, Increment: 5}}}},
		{"*180", TimeControl{Kind: Sandclock, Sandclock: 180}},
		{"40/9000", TimeControl{Kind: Periods, Periods: []Period{{Moves: 40, Seconds: 9000}}}},
		{"40/5400+30:1800+30", TimeControl{Kind: Periods, Periods: []Period{{Moves: 40, Seconds: 5400, Increment: 30}, {Seconds: 1800, Increment: 30}}}},
		{"40/7200:20/3600:1800", TimeControl{Kind: Periods, Periods: []Period{{Moves: 40, Seconds: 7200}, {Moves: 20, Seconds: 3600}, {Seconds: 1800}}}},
	} {
		got, err := ParsePGN(tc.in)
		if err != nil {
			t.Errorf("%q: %v", tc.in, err)
			continue
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q: got %+v want %+v", tc.in, got, tc.want)
		}
		if got.String() != tc.in {
			t.Errorf("%q: String() = %q", tc.in, got.String())
		}
	}
}

func TestParsePGNErrors(t *testing.T) {
	for _, tc := range []struct {
		in  string
		col int
		msg string
	}{
		{"", 1, `time control "": column 1: empty time control (use "?" for unknown, "-" for none)`},
		{"abc", 1, `time control "abc": column 1: expected base time in seconds or move count (digits), found 'a'`},
		{"180+", 5, `time control "180+": column 5: expected increment in seconds after '+' (digits), found end of input`},
		{"180+2x", 6, `time control "180+2x": column 6: expected ':', '+', 'd' or end of input, found 'x'`},
		{"900:40/5400", 4, `time control "900:40/5400": column 4: a period without a move count (sudden death) must be the last`},
		{"0/900", 1, `time control "0/900": column 1: move count must be at least 1`},
		{"0", 1, `time control "0": column 1: a period must give some time (base, increment or delay)`},
		{"40/", 4, `time control "40/": column 4: expected time in seconds after '/' (digits), found end of input`},
		{"99999999999", 1, `time control "99999999999": column 1: base time in seconds or move count 99999999999 is too large`},
		{"*", 2, `time control "*": column 2: expected sandclock seconds (digits), found end of input`},
		{"*0", 2, `time control "*0": column 2: sandclock time must be positive`},
		{"90 + 30", 3, `time control "90 + 30": column 3: expected ':', '+', 'd' or end of input, found ' '`},
	} {
		_, err := ParsePGN(tc.in)
		var se *SyntaxError
		if !errors.As(err, &se) {
			t.Errorf("%q: got %v, want a syntax error", tc.in, err)
			continue
		}
		if se.Col != tc.col || err.Error() != tc.msg {
			t.Errorf("%q:\n got %s (col %d)\nwant %s (col %d)", tc.in, err, se.Col, tc.msg, tc.col)
		}
	}
}

func TestParseFriendly(t *testing.T) {
	for _, tc := range []struct {
		in, pgn string
	}{
		{"90+30", "5400+30"},
		{"40/90+30, 30+30", "40/5400+30:1800+30"},
		{"40/90+30,30+30", "40/5400+30:1800+30"},
		{"3+2", "180+2"},
		{"10", "600"},
		{"1.5d2", "90d2"},
		{" 25 ", "1500"},
	} {
		got, err := ParseFriendly(tc.in)
		if err != nil {
			t.Errorf("%q: %v", tc.in, err)
			continue
		}
		if got.String() != tc.pgn {
			t.Errorf("%q: got %s want %s", tc.in, got, tc.pgn)
		}
	}
	for _, tc := range []struct {
		in  string
		col int
	}{{"", 1}, {"90+", 4}, {"1.01", 1}, {"40.5/90", 1}, {"90, 30", 3}, {"90 x", 4}} {
		_, err := ParseFriendly(tc.in)
		var se *SyntaxError
		if !errors.As(err, &se) || se.Col != tc.col {
			t.Errorf("%q: got %v, want an error at column %d", tc.in, err, tc.col)
		}
	}
}

// FuzzParsePGN: the parser never panics, and whatever it accepts prints back
// to a string that parses to the same time control.
func FuzzParsePGN(f *testing.F) {
	for _, s := range []string{"?", "-", "900", "180+2", "40/5400+30:1800+30", "900d5", "*180", "40/9000:3600", "", "1+", "0/1", ":", "99999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		tc, err := ParsePGN(in)
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) || se.Col < 1 || se.Col > len(in)+1 {
				t.Fatalf("%q: bad error %v", in, err)
			}
			return
		}
		again, err := ParsePGN(tc.String())
		if err != nil || !reflect.DeepEqual(again, tc) {
			t.Fatalf("%q -> %q -> %+v, %v", in, tc.String(), again, err)
		}
	})
}

func FuzzParseFriendly(f *testing.F) {
	for _, s := range []string{"90+30", "40/90+30, 30+30", "1.5d2", "", "1.", ",", "40/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		tc, err := ParseFriendly(in)
		if err != nil {
			var se *SyntaxError
			if !errors.As(err, &se) || se.Col < 1 || se.Col > len(in)+1 {
				t.Fatalf("%q: bad error %v", in, err)
			}
			return
		}
		again, err := ParsePGN(tc.String())
		if err != nil || !reflect.DeepEqual(again, tc) {
			t.Fatalf("%q -> %q -> %+v, %v", in, tc.String(), again, err)
		}
	})
}
