// Package timecontrol parses time controls: the PGN TimeControl tag
// ("900", "180+2", "40/5400+30:1800+30", "*180", "-", "?", with delay written
// "900d5") and a friendly form in minutes ("90+30", "40/90+30, 30+30").
// It knows nothing about the Laws; classification lives in package laws.
package timecontrol

import (
	"fmt"
	"strconv"
	"strings"
)

// Kind of time control.
type Kind int

// Kinds. Unknown is PGN "?", None is PGN "-" (no time control).
const (
	Unknown Kind = iota
	None
	Periods
	Sandclock
)

// Period is one time-control period. Moves is 0 for "the rest of the game"
// (only the last period); times are in seconds.
type Period struct {
	Moves     int
	Seconds   int64
	Increment int64 // Fischer increment per move
	Delay     int64 // delay per move (written "d")
}

// TimeControl is a parsed time control.
type TimeControl struct {
	Kind      Kind
	Periods   []Period // Kind == Periods
	Sandclock int64    // Kind == Sandclock: seconds
}

// maxNumber bounds every number so that sums cannot overflow.
const maxNumber = 1_000_000_000

// SyntaxError is a precise parse error: Col is the 1-based column (in bytes)
// of the offending character in Input.
type SyntaxError struct {
	Input string
	Col   int
	Msg   string
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("time control %q: column %d: %s", e.Input, e.Col, e.Msg)
}

// String writes the time control in PGN TimeControl syntax.
func (tc TimeControl) String() string {
	switch tc.Kind {
	case Unknown:
		return "?"
	case None:
		return "-"
	case Sandclock:
		return "*" + strconv.FormatInt(tc.Sandclock, 10)
	}
	parts := make([]string, len(tc.Periods))
	for i, p := range tc.Periods {
		var b strings.Builder
		if p.Moves > 0 {
			fmt.Fprintf(&b, "%d/", p.Moves)
		}
		fmt.Fprintf(&b, "%d", p.Seconds)
		if p.Increment > 0 {
			fmt.Fprintf(&b, "+%d", p.Increment)
		}
		if p.Delay > 0 {
			fmt.Fprintf(&b, "d%d", p.Delay)
		}
		parts[i] = b.String()
	}
	return strings.Join(parts, ":")
}

// scanner walks the input byte by byte.
type scanner struct {
	in  string
	pos int
}

func (s *scanner) errf(format string, a ...any) error {
	return &SyntaxError{Input: s.in, Col: s.pos + 1, Msg: fmt.Sprintf(format, a...)}
}

func (s *scanner) peek() byte {
	if s.pos < len(s.in) {
		return s.in[s.pos]
	}
	return 0
}

func (s *scanner) describe() string {
	if s.pos >= len(s.in) {
		return "end of input"
	}
	return fmt.Sprintf("%q", s.in[s.pos])
}

// number reads an unsigned integer; what names it in errors.
func (s *scanner) number(what string) (int64, error) {
	start := s.pos
	for s.pos < len(s.in) && s.in[s.pos] >= '0' && s.in[s.pos] <= '9' {
		s.pos++
	}
	if s.pos == start {
		return 0, s.errf("expected %s (digits), found %s", what, s.describe())
	}
	digits := s.in[start:s.pos]
	n, err := strconv.ParseInt(digits, 10, 64)
	if err != nil || n > maxNumber {
		s.pos = start
		return 0, s.errf("%s %s is too large", what, digits)
	}
	return n, nil
}

// decimal reads a number of minutes with an optional fraction ("90", "1.5"),
// returned in seconds; the fraction must give whole seconds.
func (s *scanner) minutes(what string) (int64, error) {
	start := s.pos
	whole, err := s.number(what)
	if err != nil {
		return 0, err
	}
	secs := whole * 60
	if s.peek() == '.' {
		s.pos++
		fs := s.pos
		frac, err := s.number(what + " fraction")
		if err != nil {
			return 0, err
		}
		digits := s.pos - fs
		if digits > 3 { // a second is 1/60 min: more digits cannot give whole seconds
			s.pos = fs
			return 0, s.errf("%s fraction has more than 3 digits", what)
		}
		den := int64(1)
		for i := 0; i < digits; i++ {
			den *= 10
		}
		if frac*60%den != 0 {
			s.pos = start
			return 0, s.errf("%s %s is not a whole number of seconds", what, s.in[start:fs+digits])
		}
		secs += frac * 60 / den
	}
	if secs > maxNumber {
		text := s.in[start:s.pos]
		s.pos = start
		return 0, s.errf("%s %s is too large", what, text)
	}
	return secs, nil
}

// ParsePGN parses a PGN TimeControl tag value: "?", "-", "*SECONDS" (sandclock)
// or periods separated by ':', each [MOVES/]SECONDS[+INCREMENT|dDELAY].
func ParsePGN(in string) (TimeControl, error) {
	s := &scanner{in: in}
	switch in {
	case "?":
		return TimeControl{Kind: Unknown}, nil
	case "-":
		return TimeControl{Kind: None}, nil
	case "":
		return TimeControl{}, s.errf("empty time control (use \"?\" for unknown, \"-\" for none)")
	}
	if in[0] == '*' {
		s.pos = 1
		n, err := s.number("sandclock seconds")
		if err != nil {
			return TimeControl{}, err
		}
		if s.pos < len(in) {
			return TimeControl{}, s.errf("unexpected %s after sandclock time", s.describe())
		}
		if n == 0 {
			s.pos = 1
			return TimeControl{}, s.errf("sandclock time must be positive")
		}
		return TimeControl{Kind: Sandclock, Sandclock: n}, nil
	}
	tc := TimeControl{Kind: Periods}
	for {
		p, err := s.period(false)
		if err != nil {
			return TimeControl{}, err
		}
		tc.Periods = append(tc.Periods, p)
		if s.pos == len(in) {
			break
		}
		if s.peek() != ':' {
			return TimeControl{}, s.errf("expected ':', '+', 'd' or end of input, found %s", s.describe())
		}
		if p.Moves == 0 {
			return TimeControl{}, s.errf("a period without a move count (sudden death) must be the last")
		}
		s.pos++
	}
	return tc, nil
}

// ParseFriendly parses the friendly form: periods separated by ',' (spaces
// allowed), each [MOVES/]MINUTES[+INCREMENT_SECONDS|dDELAY_SECONDS], e.g.
// "90+30", "40/90+30, 30+30", "3+2", "1.5d2".
func ParseFriendly(in string) (TimeControl, error) {
	s := &scanner{in: in}
	tc := TimeControl{Kind: Periods}
	skip := func() {
		for s.peek() == ' ' {
			s.pos++
		}
	}
	skip()
	if s.pos == len(in) {
		return TimeControl{}, s.errf("empty time control")
	}
	for {
		p, err := s.period(true)
		if err != nil {
			return TimeControl{}, err
		}
		tc.Periods = append(tc.Periods, p)
		skip()
		if s.pos == len(in) {
			break
		}
		if s.peek() != ',' {
			return TimeControl{}, s.errf("expected ',', '+', 'd' or end of input, found %s", s.describe())
		}
		if p.Moves == 0 {
			return TimeControl{}, s.errf("a period without a move count (sudden death) must be the last")
		}
		s.pos++
		skip()
	}
	return tc, nil
}

func (s *scanner) period(friendly bool) (Period, error) {
	var p Period
	start := s.pos
	base := func(what string) (int64, error) {
		if friendly {
			return s.minutes(what)
		}
		return s.number(what)
	}
	unit := "seconds"
	if friendly {
		unit = "minutes"
	}
	n, err := base("base time in " + unit + " or move count")
	if err != nil {
		return p, err
	}
	if s.peek() == '/' {
		if friendly && strings.ContainsRune(s.in[start:s.pos], '.') {
			s.pos = start
			return p, s.errf("move count must be a whole number")
		}
		mv := n
		if friendly {
			mv = n / 60
		}
		if mv == 0 {
			s.pos = start
			return p, s.errf("move count must be at least 1")
		}
		p.Moves = int(mv)
		s.pos++
		if n, err = base("time in " + unit + " after '/'"); err != nil {
			return p, err
		}
	}
	p.Seconds = n
	switch s.peek() {
	case '+':
		s.pos++
		if p.Increment, err = s.number("increment in seconds after '+'"); err != nil {
			return p, err
		}
	case 'd':
		s.pos++
		if p.Delay, err = s.number("delay in seconds after 'd'"); err != nil {
			return p, err
		}
	}
	if p.Seconds == 0 && p.Increment == 0 && p.Delay == 0 {
		s.pos = start
		return p, s.errf("a period must give some time (base, increment or delay)")
	}
	return p, nil
}
