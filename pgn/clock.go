package pgn

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

type clocks struct {
	clk, emt       time.Duration
	hasClk, hasEmt bool
}

// extractClocks removes the [%clk …] and [%emt …] commands from a comment
// (already collapsed to single spaces) and parses their durations. Other
// commands ([%eval], [%csl] …) stay in the text. A malformed clock is an
// error: the clocks are the data an arbiter works from.
func extractClocks(s string) (string, clocks, error) {
	var cl clocks
	if !strings.Contains(s, "[%") {
		return s, cl, nil
	}
	var out strings.Builder
	for {
		i := strings.Index(s, "[%")
		if i < 0 {
			out.WriteString(s)
			break
		}
		j := strings.IndexByte(s[i:], ']')
		if j < 0 {
			out.WriteString(s)
			break
		}
		if k := strings.LastIndexByte(s[i+1:i+j], '['); k >= 0 {
			// "[%" without its own "]": plain text; look again from the
			// last '[' before the ']' (so that the scan stays linear).
			out.WriteString(s[:i+1+k])
			s = s[i+1+k:]
			continue
		}
		name, arg, _ := strings.Cut(s[i+2:i+j], " ")
		if name != "clk" && name != "emt" {
			out.WriteString(s[:i+j+1])
			s = s[i+j+1:]
			continue
		}
		d, err := parseClock(strings.TrimSpace(arg))
		if err != nil {
			return "", cl, fmt.Errorf("[%%%s %s]: %v", name, arg, err)
		}
		if name == "clk" {
			cl.clk, cl.hasClk = d, true
		} else {
			cl.emt, cl.hasEmt = d, true
		}
		out.WriteString(s[:i])
		s = s[i+j+1:]
	}
	return collapse(out.String()), cl, nil
}

// collapse turns runs of ASCII white space into one space and trims the ends.
func collapse(s string) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		b = appendCollapsed(b, s[i])
	}
	return trimSpace(b)
}

// parseClock reads H:MM:SS with an optional fraction of a second (H:MM:SS.s),
// or MM:SS.
func parseClock(s string) (time.Duration, error) {
	parts := strings.Split(s, ":")
	if len(parts) != 2 && len(parts) != 3 {
		return 0, fmt.Errorf("want H:MM:SS")
	}
	sec, frac, _ := strings.Cut(parts[len(parts)-1], ".")
	num := func(t string, maxDigits, limit int) (int, bool) {
		if t == "" || len(t) > maxDigits {
			return 0, false
		}
		for i := 0; i < len(t); i++ {
			if t[i] < '0' || t[i] > '9' {
				return 0, false
			}
		}
		n, _ := strconv.Atoi(t)
		return n, limit == 0 || n < limit
	}
	h, m := 0, 0
	ok := true
	if len(parts) == 3 {
		h, ok = num(parts[0], 4, 0)
		if !ok {
			return 0, fmt.Errorf("hours %q: want 1 to 4 digits", parts[0])
		}
		if m, ok = num(parts[1], 2, 60); !ok || len(parts[1]) != 2 {
			return 0, fmt.Errorf("minutes %q: want two digits 00..59", parts[1])
		}
	} else if m, ok = num(parts[0], 4, 0); !ok {
		return 0, fmt.Errorf("minutes %q: want digits", parts[0])
	}
	sc, ok := num(sec, 2, 60)
	if !ok || len(sec) != 2 {
		return 0, fmt.Errorf("seconds %q: want two digits 00..59", sec)
	}
	d := time.Duration(h)*time.Hour + time.Duration(m)*time.Minute + time.Duration(sc)*time.Second
	if strings.Contains(parts[len(parts)-1], ".") {
		f, ok := num(frac, 9, 0)
		if !ok {
			return 0, fmt.Errorf("fraction %q: want 1 to 9 digits", frac)
		}
		for i := len(frac); i < 9; i++ {
			f *= 10
		}
		d += time.Duration(f)
	}
	return d, nil
}

// formatClock writes H:MM:SS, with the fraction of a second only when there is one.
func formatClock(d time.Duration) string {
	h := d / time.Hour
	m := d % time.Hour / time.Minute
	s := d % time.Minute / time.Second
	out := fmt.Sprintf("%d:%02d:%02d", h, m, s)
	if f := d % time.Second; f != 0 {
		out += strings.TrimRight(fmt.Sprintf(".%09d", f), "0")
	}
	return out
}
