package pgn

import (
	"bytes"
	"fmt"
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
// error: the clocks are the data an arbiter works from. The text is built in
// scratch (returned for reuse) and aliases it or s: nothing is allocated for
// the usual comment that is only a clock.
func extractClocks(s, scratch []byte) (text, buf []byte, cl clocks, err error) {
	// Fast path: the comment is one clock and nothing else, as Lichess
	// writes most of them. A malformed clock takes the general path, which
	// words the error.
	if n := len(s); n > 7 && string(s[:6]) == "[%clk " && s[n-1] == ']' && noBrackets(s[6:n-1]) {
		// (Without trimming: a clock with spaces around it fails here and
		// is read by the general path.)
		if d, err := parseClock(s[6 : n-1]); err == nil {
			cl.clk, cl.hasClk = d, true
			return nil, scratch, cl, nil
		}
	}
	// Second fast path: one [%eval …] command, then the clock, as Lichess
	// writes the comments of analysed games. The general path keeps the
	// eval command as it is and drops the clock with its space.
	const clkLen = len(" [%clk H:MM:SS]")
	if n := len(s); n > clkLen+len("[%eval ]") && string(s[n-clkLen:n-8]) == " [%clk " && s[n-1] == ']' &&
		string(s[:7]) == "[%eval " && s[n-clkLen-1] == ']' && noBrackets(s[7:n-clkLen-1]) {
		if d, err := parseClock(s[n-8 : n-1]); err == nil && noBrackets(s[n-8:n-1]) {
			cl.clk, cl.hasClk = d, true
			return s[:n-clkLen], scratch, cl, nil
		}
	}
	return extractClocksGeneral(s, scratch)
}

// extractClocksGeneral is extractClocks without the fast paths.
func extractClocksGeneral(s, scratch []byte) (text, buf []byte, cl clocks, err error) {
	if bytes.Index(s, []byte("[%")) < 0 {
		return s, scratch, cl, nil
	}
	out := scratch[:0]
	for {
		i := bytes.Index(s, []byte("[%"))
		if i < 0 {
			out = append(out, s...)
			break
		}
		j := bytes.IndexByte(s[i:], ']')
		if j < 0 {
			out = append(out, s...)
			break
		}
		if k := bytes.LastIndexByte(s[i+1:i+j], '['); k >= 0 {
			// "[%" without its own "]": plain text; look again from the
			// last '[' before the ']' (so that the scan stays linear).
			out = append(out, s[:i+1+k]...)
			s = s[i+1+k:]
			continue
		}
		name, arg, _ := bytes.Cut(s[i+2:i+j], []byte(" "))
		isClk, isEmt := string(name) == "clk", string(name) == "emt"
		if !isClk && !isEmt {
			out = append(out, s[:i+j+1]...)
			s = s[i+j+1:]
			continue
		}
		d, err := parseClock(bytes.TrimSpace(arg))
		if err != nil {
			return nil, out, cl, fmt.Errorf("[%%%s %s]: %v", name, arg, err)
		}
		if isClk {
			cl.clk, cl.hasClk = d, true
		} else {
			cl.emt, cl.hasEmt = d, true
		}
		out = append(out, s[:i]...)
		s = s[i+j+1:]
	}
	return collapseInPlace(out), out, cl, nil
}

// noBrackets reports whether b holds neither '[' nor ']'.
func noBrackets(b []byte) bool {
	for _, c := range b {
		if c == '[' || c == ']' {
			return false
		}
	}
	return true
}

// collapseInPlace turns runs of ASCII white space into one space and trims
// the ends, overwriting b.
func collapseInPlace(b []byte) []byte {
	n := 0
	for i := 0; i < len(b); i++ {
		c := b[i]
		if isSpace(c) {
			if n == 0 || b[n-1] == ' ' {
				continue
			}
			c = ' '
		}
		b[n] = c
		n++
	}
	return bytes.TrimRight(b[:n], " ")
}

// digits reads t as a number of 1..maxDigits decimal digits below limit (0:
// no limit).
func digits(t []byte, maxDigits, limit int) (int, bool) {
	if len(t) == 0 || len(t) > maxDigits {
		return 0, false
	}
	n := 0
	for _, c := range t {
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, limit == 0 || n < limit
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// parseClock reads H:MM:SS with an optional fraction of a second (H:MM:SS.s),
// or MM:SS.
func parseClock(s []byte) (time.Duration, error) {
	// Fast path: H:MM:SS, as Lichess writes every clock.
	if len(s) == 7 && s[1] == ':' && s[4] == ':' && isDigit(s[0]) && s[2] >= '0' && s[2] <= '5' && isDigit(s[3]) &&
		s[5] >= '0' && s[5] <= '5' && isDigit(s[6]) {
		h := int(s[0] - '0')
		m := int(s[2]-'0')*10 + int(s[3]-'0')
		sc := int(s[5]-'0')*10 + int(s[6]-'0')
		return time.Duration(h)*time.Hour + time.Duration(m)*time.Minute + time.Duration(sc)*time.Second, nil
	}
	// Split at the colons without allocating: at most three parts.
	var parts [3][]byte
	n := 0
	for {
		i := bytes.IndexByte(s, ':')
		if n == len(parts) {
			return 0, fmt.Errorf("want H:MM:SS")
		}
		if i < 0 {
			parts[n] = s
			n++
			break
		}
		parts[n] = s[:i]
		n++
		s = s[i+1:]
	}
	if n != 2 && n != 3 {
		return 0, fmt.Errorf("want H:MM:SS")
	}
	last := parts[n-1]
	sec, frac, hasFrac := bytes.Cut(last, []byte("."))
	h, m := 0, 0
	ok := true
	if n == 3 {
		h, ok = digits(parts[0], 4, 0)
		if !ok {
			return 0, fmt.Errorf("hours %q: want 1 to 4 digits", parts[0])
		}
		if m, ok = digits(parts[1], 2, 60); !ok || len(parts[1]) != 2 {
			return 0, fmt.Errorf("minutes %q: want two digits 00..59", parts[1])
		}
	} else if m, ok = digits(parts[0], 4, 0); !ok {
		return 0, fmt.Errorf("minutes %q: want digits", parts[0])
	}
	sc, ok := digits(sec, 2, 60)
	if !ok || len(sec) != 2 {
		return 0, fmt.Errorf("seconds %q: want two digits 00..59", sec)
	}
	d := time.Duration(h)*time.Hour + time.Duration(m)*time.Minute + time.Duration(sc)*time.Second
	if hasFrac {
		f, ok := digits(frac, 9, 0)
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
