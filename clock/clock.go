// Package clock models a chess clock under a time control of one or more
// periods (Article 6 of the FIDE Laws): each player's remaining time, the
// move counter of the current period, time carried over from one period to the
// next (6.3.2 in the 2018 numbering), a Fischer increment added after the move,
// a delay during which the main time does not run, and flag fall (6.8).
//
// The model has no notion of wall time: it is driven by what an event log
// says — the thinking time a move took, or the reading the clock showed after
// it. All times are time.Duration; nothing is a float.
//
// The clock knows nothing about rulebooks. Whether a fallen flag loses, and
// the scoresheet exemption, are decided by the caller from the rulebook (the
// clock only reports the state those rules look at).
package clock

import (
	"errors"
	"fmt"
	"time"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/timecontrol"
)

// Period is one period of a time control. Moves is the number of moves to be
// made in it; 0 means "the rest of the game" (only the last period).
type Period struct {
	Moves     int
	Time      time.Duration
	Increment time.Duration
	Delay     time.Duration
}

// Control is a time control as the clock runs it.
type Control []Period

// FromTimeControl converts a parsed time control. Only period controls can
// drive a clock: sandclock ("*180") and "no time control" have no periods.
func FromTimeControl(tc timecontrol.TimeControl) (Control, error) {
	if tc.Kind != timecontrol.Periods || len(tc.Periods) == 0 {
		return nil, fmt.Errorf("clock: time control %q has no periods a clock can run", tc.String())
	}
	out := make(Control, len(tc.Periods))
	for i, p := range tc.Periods {
		if p.Moves == 0 && i != len(tc.Periods)-1 {
			return nil, fmt.Errorf("clock: period %d of %q has no move count but is not the last", i+1, tc.String())
		}
		out[i] = Period{Moves: p.Moves, Time: time.Duration(p.Seconds) * time.Second,
			Increment: time.Duration(p.Increment) * time.Second, Delay: time.Duration(p.Delay) * time.Second}
	}
	return out, nil
}

// ErrFlag is returned (wrapped) when a player's time ran out before the move
// was completed.
var ErrFlag = errors.New("flag fell")

// player is one side of the clock.
type player struct {
	remaining time.Duration
	period    int // index into the control
	inPeriod  int // moves completed in the current period
	moves     int // moves completed in the game
	flag      bool
}

// Clock is the state of both players' clocks.
type Clock struct {
	control Control
	p       [2]player
	steady  bool // one period for the rest of the game: no move ends a period (see Reading)
}

// New sets a clock to the start of control: each player has the first
// period's time. The clock keeps control itself, not a copy: its periods
// must not be changed while the clock runs (SetControl replaces them).
func New(control Control) (*Clock, error) {
	if len(control) == 0 {
		return nil, errors.New("clock: empty time control")
	}
	c := &Clock{control: control, steady: steady(control)}
	for i := range c.p {
		c.p[i].remaining = control[0].Time
	}
	return c, nil
}

// Control returns the time control the clock runs.
func (c *Clock) Control() Control { return c.control }

// Remaining is the time a player has left on the main time.
func (c *Clock) Remaining(side chess.Color) time.Duration { return c.p[side].remaining }

// Moves is the number of moves the player has completed.
func (c *Clock) Moves(side chess.Color) int { return c.p[side].moves }

// Period is the player's current period (0-based) and the period itself.
func (c *Clock) Period(side chess.Color) (int, Period) {
	i := c.p[side].period
	return i, c.control[i]
}

// InLastPeriod reports whether the player is in the last period of the
// control (the period with no further time to come).
func (c *Clock) InLastPeriod(side chess.Color) bool { return c.p[side].period == len(c.control)-1 }

// MovesToControl is how many moves the player must still make in the current
// period; 0 in a "rest of the game" period.
func (c *Clock) MovesToControl(side chess.Color) int {
	pl := c.p[side]
	if n := c.control[pl.period].Moves; n > 0 {
		return n - pl.inPeriod
	}
	return 0
}

// Flag reports whether the player's flag has fallen (the main time reached
// zero while it was the player's turn to complete a move).
func (c *Clock) Flag(side chess.Color) bool { return c.p[side].flag }

// BothFlags reports whether both flags are down.
func (c *Clock) BothFlags() bool { return c.p[0].flag && c.p[1].flag }

// Move records that side completed a move after thinking for used. During
// the delay the main time does not run; the main time then loses
// used - delay. If that exhausts it, the flag falls and the move does not
// count: the result wraps ErrFlag and the clock shows zero. Otherwise the
// increment is added after the move, and when the move completes the
// period's quota the next period's time is added to what is left (time
// carries over).
func (c *Clock) Move(side chess.Color, used time.Duration) error {
	if used < 0 {
		return fmt.Errorf("clock: negative thinking time %v", used)
	}
	pl := &c.p[side]
	per := c.control[pl.period]
	run := used - per.Delay
	if run < 0 {
		run = 0
	}
	if run >= pl.remaining && run > 0 {
		left := pl.remaining
		pl.remaining, pl.flag = 0, true
		return fmt.Errorf("clock: %s used %v with %v left: %w", side, used, left, ErrFlag)
	}
	pl.remaining -= run
	pl.remaining += per.Increment
	c.complete(side)
	return nil
}

// Reading records that side completed a move and the clock then showed
// reading (as a PGN [%clk] comment or an arbiter's note gives it: after any
// increment, and after any time added at a period's end). The reading is
// taken as the truth; the move counters advance as for Move. A reading of zero
// means the flag fell.
func (c *Clock) Reading(side chess.Color, reading time.Duration) error {
	if reading > 0 && c.steady {
		// What reading does when no move ends a period (complete only
		// counts the move), small enough to be inlined: an audit reads a
		// clock after every move.
		pl := &c.p[side&1]
		pl.moves++
		pl.inPeriod++
		pl.remaining = reading
		return nil
	}
	return c.reading(side, reading)
}

// reading is Reading.
func (c *Clock) reading(side chess.Color, reading time.Duration) error {
	if reading < 0 {
		return fmt.Errorf("clock: negative reading %v", reading)
	}
	pl := &c.p[side]
	if reading == 0 {
		pl.remaining, pl.flag = 0, true
		return zeroReading[side&1]
	}
	c.complete(side)
	pl.remaining = reading // already holds any increment and the next period's time
	return nil
}

// zeroReading is Reading's error for a reading of zero by each side, made
// once: an audit of timeouts meets one in every game lost on time.
var zeroReading = [2]error{
	fmt.Errorf("clock: %s shows zero: %w", chess.White, ErrFlag),
	fmt.Errorf("clock: %s shows zero: %w", chess.Black, ErrFlag),
}

// steady reports whether control is one period for the rest of the game,
// in which no move ends a period.
func steady(control Control) bool { return len(control) == 1 && control[0].Moves == 0 }

// MostAfterMove is the most a player's clock can show right after his next
// move: the time left, plus the increment, plus the next period's time when
// the move completes the period. A reading above it means a wrong setting or
// a defective clock.
func (c *Clock) MostAfterMove(side chess.Color) time.Duration {
	pl := &c.p[side] // (pointers, not copies: asked after every move of an audit)
	per := &c.control[pl.period]
	most := pl.remaining + per.Increment
	if per.Moves > 0 && pl.inPeriod+1 >= per.Moves && pl.period+1 < len(c.control) {
		most += c.control[pl.period+1].Time
	}
	return most
}

// complete advances the move counters and, at the end of a period, adds the
// next period's time to what is left.
func (c *Clock) complete(side chess.Color) {
	pl := &c.p[side]
	pl.moves++
	pl.inPeriod++
	if n := c.control[pl.period].Moves; n > 0 && pl.inPeriod >= n && pl.period+1 < len(c.control) {
		pl.period++
		pl.inPeriod = 0
		pl.remaining += c.control[pl.period].Time
	}
}

// Set puts a player's main time to d (an arbiter's correction or a reading of
// both clocks). A positive time raises a fallen flag; zero drops it.
func (c *Clock) Set(side chess.Color, d time.Duration) {
	if d < 0 {
		d = 0
	}
	c.p[side].remaining = d
	c.p[side].flag = d == 0
}

// Add adds d (negative to deduct) to a player's main time, never below zero.
func (c *Clock) Add(side chess.Color, d time.Duration) {
	c.Set(side, c.p[side].remaining+d)
}

// Elapse runs a player's clock for d without a move (a late arrival, a player
// who thinks and has not moved yet). The delay does not apply: it belongs to
// a move. Running out of time drops the flag.
func (c *Clock) Elapse(side chess.Color, d time.Duration) {
	c.Add(side, -d)
}

// FallFlag records that the player's flag is down (as observed by the arbiter
// or claimed): the main time shows zero.
func (c *Clock) FallFlag(side chess.Color) { c.Set(side, 0) }

// SetControl replaces the time control from now on (an arbiter correcting a
// wrongly set clock, or a switch to a new control): each player stays in the
// period matching the moves made, and keeps the remaining time.
func (c *Clock) SetControl(control Control) error {
	if len(control) == 0 {
		return errors.New("clock: empty time control")
	}
	c.control, c.steady = control, steady(control)
	for i := range c.p {
		pl := &c.p[i]
		pl.period, pl.inPeriod = 0, pl.moves
		for pl.period+1 < len(control) && control[pl.period].Moves > 0 && pl.inPeriod >= control[pl.period].Moves {
			pl.inPeriod -= control[pl.period].Moves
			pl.period++
		}
	}
	return nil
}

// Increment is the increment of the player's current period.
func (c *Clock) Increment(side chess.Color) time.Duration {
	return c.control[c.p[side].period].Increment
}

// Format writes a duration as a clock shows it: H:MM:SS, with tenths when
// the duration is not a whole number of seconds.
func Format(d time.Duration) string {
	neg := d < 0
	if neg {
		d = -d
	}
	h := d / time.Hour
	m := (d % time.Hour) / time.Minute
	s := (d % time.Minute) / time.Second
	frac := d % time.Second
	out := fmt.Sprintf("%d:%02d:%02d", h, m, s)
	if frac != 0 {
		out += fmt.Sprintf(".%d", frac/(100*time.Millisecond))
	}
	if neg {
		out = "-" + out
	}
	return out
}

// Parse reads H:MM:SS, M:SS or SS, each with an optional decimal fraction of
// a second (".5"), as a clock reading.
func Parse(s string) (time.Duration, error) {
	if s == "" {
		return 0, errors.New("clock: empty time")
	}
	var parts []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == ':' {
			parts = append(parts, s[start:i])
			start = i + 1
		}
	}
	parts = append(parts, s[start:])
	if len(parts) > 3 {
		return 0, fmt.Errorf("clock: %q: want H:MM:SS, M:SS or S", s)
	}
	var total time.Duration
	for i, p := range parts {
		last := i == len(parts)-1
		v, frac, err := number(p, last)
		if err != nil {
			return 0, fmt.Errorf("clock: %q: %w", s, err)
		}
		if i > 0 && v >= 60 {
			return 0, fmt.Errorf("clock: %q: %d is not below 60", s, v)
		}
		total = total*60 + time.Duration(v)*time.Second
		if last {
			total += frac
		}
	}
	return total, nil
}

// number reads digits with an optional fraction (allowed in the last field).
func number(p string, fracOK bool) (int64, time.Duration, error) {
	if p == "" {
		return 0, 0, errors.New("empty field")
	}
	var v int64
	i := 0
	for ; i < len(p) && p[i] >= '0' && p[i] <= '9'; i++ {
		v = v*10 + int64(p[i]-'0')
		if v > 1e9 {
			return 0, 0, errors.New("number too large")
		}
	}
	if i == 0 {
		return 0, 0, fmt.Errorf("%q is not a number", p)
	}
	if i == len(p) {
		return v, 0, nil
	}
	if p[i] != '.' || !fracOK || i+1 == len(p) {
		return 0, 0, fmt.Errorf("%q is not a number", p)
	}
	var frac time.Duration
	scale := 100 * time.Millisecond
	for j := i + 1; j < len(p); j++ {
		if p[j] < '0' || p[j] > '9' {
			return 0, 0, fmt.Errorf("%q is not a number", p)
		}
		frac += time.Duration(p[j]-'0') * scale
		scale /= 10
	}
	return v, frac, nil
}
