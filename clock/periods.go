package clock

import (
	"fmt"
	"time"

	"github.com/chessconform/chessconform/chess"
)

// Quota is the number of moves a player must have completed by the end of
// period i (0-based): the moves of periods 0..i added up. It is 0 when one of
// those periods has no move count (all the remaining moves).
func (c *Clock) Quota(i int) int {
	n := 0
	for k := 0; k <= i && k < len(c.control); k++ {
		if c.control[k].Moves == 0 {
			return 0
		}
		n += c.control[k].Moves
	}
	return n
}

// Periods is the number of periods of the control.
func (c *Clock) Periods() int { return len(c.control) }

// StartPeriod puts a player at the start of period i (0-based) with d on the
// clock, having completed inPeriod moves of it and moves in the game: what
// the arbiter installs when a flag that fell at the end of period i-1 does not
// lose (6.4), or when the next move counts as the first of the following
// period (8.6).
func (c *Clock) StartPeriod(side chess.Color, i, inPeriod, moves int, d time.Duration) error {
	if i < 0 || i >= len(c.control) {
		return fmt.Errorf("clock: no period %d in a control of %d", i+1, len(c.control))
	}
	if inPeriod < 0 || moves < 0 {
		return fmt.Errorf("clock: negative move count")
	}
	pl := &c.p[side]
	pl.period, pl.inPeriod, pl.moves = i, inPeriod, moves
	c.Set(side, d)
	return nil
}
