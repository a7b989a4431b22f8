package clock

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/chessconform/chessconform/chess"
)

// TestReadingSteady: Reading's shortcut for a control of one period for the
// rest of the game leaves every observable the same as the general path
// (the clock made to take it with steady false), over readings, moves, a
// zero reading and a negative one, also after SetControl turns the control
// into one with periods and back.
func TestReadingSteady(t *testing.T) {
	rapid := Control{{Time: 15 * time.Minute, Increment: 10 * time.Second}}
	classic := Control{{Moves: 2, Time: 90 * time.Minute}, {Moves: 1, Time: 30 * time.Minute, Increment: 30 * time.Second}, {Time: 15 * time.Minute}}
	state := func(c *Clock) string {
		s := ""
		for _, side := range []chess.Color{chess.White, chess.Black} {
			i, per := c.Period(side)
			s += fmt.Sprintf("%v %v %d %d %v %d %v %v; ", c.Remaining(side), c.Moves(side), i, per.Moves,
				c.MovesToControl(side), c.p[side].inPeriod, c.Flag(side), c.MostAfterMove(side))
		}
		return s
	}
	for _, start := range []Control{rapid, classic} {
		fast, _ := New(start)
		slow, _ := New(start)
		slow.steady = false
		if fast.steady != (len(start) == 1) {
			t.Fatalf("%v: steady %v", start, fast.steady)
		}
		side := chess.White
		step := func(what string, f func(c *Clock) error) {
			t.Helper()
			e1, e2 := f(fast), f(slow)
			slow.steady = false
			if s1, s2 := state(fast), state(slow); s1 != s2 || (e1 == nil) != (e2 == nil) {
				t.Fatalf("%v, %s: shortcut %s %v; general path %s %v", start, what, s1, e1, s2, e2)
			}
		}
		for k := 0; k < 12; k++ {
			d := time.Duration(10+k) * time.Minute
			step(fmt.Sprintf("reading %v", d), func(c *Clock) error { return c.Reading(side, d) })
			side = side.Other()
			if k == 1 {
				step("move", func(c *Clock) error { return c.Move(side, time.Second) })
				side = side.Other()
				step("set control", func(c *Clock) error {
					return c.SetControl(map[bool]Control{true: classic, false: rapid}[len(start) == 1])
				})
			}
			if k == 9 {
				step("set control back", func(c *Clock) error { return c.SetControl(start) })
			}
		}
		step("negative reading", func(c *Clock) error { return c.Reading(side, -time.Second) })
		step("zero reading", func(c *Clock) error { return c.Reading(side, 0) })
	}
}

// TestZeroReadingError: a reading of zero by either side is the error it
// was when each call formatted its own: the side's name, and ErrFlag.
func TestZeroReadingError(t *testing.T) {
	for _, side := range []chess.Color{chess.White, chess.Black} {
		c, _ := New(Control{{Time: time.Minute}})
		err := c.Reading(side, 0)
		if want := fmt.Sprintf("clock: %s shows zero: flag fell", side); err == nil || err.Error() != want || !errors.Is(err, ErrFlag) || !c.Flag(side) {
			t.Fatalf("%s: %v, flag %v; want %q wrapping ErrFlag, flag true", side, err, c.Flag(side), want)
		}
	}
}
