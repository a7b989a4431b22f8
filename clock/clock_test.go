package clock

import (
	"errors"
	"testing"
	"time"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/timecontrol"
)

func control(t *testing.T, pgn string) Control {
	t.Helper()
	tc, err := timecontrol.ParsePGN(pgn)
	if err != nil {
		t.Fatal(err)
	}
	c, err := FromTimeControl(tc)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// 40 moves in 90 minutes, then 30 minutes, 30 s added after every move: a
// player who spends 2 minutes on each of the first 40 moves has
// 90:00 - 40×2:00 + 40×0:30 = 30:00 left, and the second period's 30 minutes
// are added to it (time carried over) = 60:00.
func TestPeriodsCarryOverAndIncrement(t *testing.T) {
	c, err := New(control(t, "40/5400+30:1800+30"))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 39; i++ {
		if err := c.Move(chess.White, 2*time.Minute); err != nil {
			t.Fatal(err)
		}
	}
	if got, want := c.Remaining(chess.White), 90*time.Minute-39*90*time.Second; got != want {
		t.Fatalf("after 39 moves: %v, want %v", got, want)
	}
	if c.MovesToControl(chess.White) != 1 || c.InLastPeriod(chess.White) {
		t.Fatalf("before move 40: %d moves to control, last period %v", c.MovesToControl(chess.White), c.InLastPeriod(chess.White))
	}
	if err := c.Move(chess.White, 2*time.Minute); err != nil {
		t.Fatal(err)
	}
	if got := c.Remaining(chess.White); got != 60*time.Minute {
		t.Fatalf("after move 40: %v, want 1:00:00", Format(got))
	}
	if !c.InLastPeriod(chess.White) || c.MovesToControl(chess.White) != 0 {
		t.Fatal("after move 40 White should be in the last period")
	}
	if c.Remaining(chess.Black) != 90*time.Minute || c.InLastPeriod(chess.Black) {
		t.Fatal("Black's clock must not move")
	}
}

// With a 5-second delay the main time runs only after the delay: 3 s of
// thinking costs nothing, 8 s costs 3 s. No increment is added.
func TestDelay(t *testing.T) {
	c, _ := New(control(t, "300d5"))
	if err := c.Move(chess.Black, 3*time.Second); err != nil {
		t.Fatal(err)
	}
	if c.Remaining(chess.Black) != 5*time.Minute {
		t.Fatalf("within the delay: %v", c.Remaining(chess.Black))
	}
	if err := c.Move(chess.Black, 8*time.Second); err != nil {
		t.Fatal(err)
	}
	if got := c.Remaining(chess.Black); got != 4*time.Minute+57*time.Second {
		t.Fatalf("after the delay: %v, want 0:04:57", Format(got))
	}
}

// Thinking longer than the time left drops the flag; the increment is not
// added for a move that was not completed in time.
func TestFlagFall(t *testing.T) {
	c, _ := New(control(t, "60+1"))
	err := c.Move(chess.White, 61*time.Second)
	if !errors.Is(err, ErrFlag) || !c.Flag(chess.White) || c.Remaining(chess.White) != 0 {
		t.Fatalf("err %v flag %v remaining %v", err, c.Flag(chess.White), c.Remaining(chess.White))
	}
	if c.BothFlags() {
		t.Fatal("only White's flag fell")
	}
	c.FallFlag(chess.Black)
	if !c.BothFlags() {
		t.Fatal("both flags are down")
	}
	// 59 s of 60 leaves 1 s, plus the 1 s increment.
	c2, _ := New(control(t, "60+1"))
	if err := c2.Move(chess.White, 59*time.Second); err != nil || c2.Remaining(chess.White) != 2*time.Second {
		t.Fatalf("err %v remaining %v", err, c2.Remaining(chess.White))
	}
}

// Readings are taken as the truth and advance the period counter.
func TestReadings(t *testing.T) {
	c, _ := New(control(t, "2/60:30"))
	if err := c.Reading(chess.White, 50*time.Second); err != nil {
		t.Fatal(err)
	}
	if err := c.Reading(chess.White, 70*time.Second); err != nil {
		t.Fatal(err)
	}
	if !c.InLastPeriod(chess.White) || c.Remaining(chess.White) != 70*time.Second {
		t.Fatalf("period %v remaining %v", c.InLastPeriod(chess.White), c.Remaining(chess.White))
	}
	if err := c.Reading(chess.Black, 0); !errors.Is(err, ErrFlag) {
		t.Fatalf("zero reading: %v", err)
	}
}

func TestSetControlKeepsMovesMade(t *testing.T) {
	c, _ := New(control(t, "5400"))
	for i := 0; i < 41; i++ {
		_ = c.Move(chess.White, time.Second)
	}
	if err := c.SetControl(control(t, "40/5400:1800")); err != nil {
		t.Fatal(err)
	}
	if !c.InLastPeriod(chess.White) || c.InLastPeriod(chess.Black) {
		t.Fatal("White has made 41 moves and is in the second period; Black none")
	}
}

func TestParseFormat(t *testing.T) {
	for in, want := range map[string]time.Duration{
		"1:30:00": 90 * time.Minute, "5:00": 5 * time.Minute, "0:00:07.5": 7500 * time.Millisecond, "45": 45 * time.Second,
	} {
		got, err := Parse(in)
		if err != nil || got != want {
			t.Errorf("Parse(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	for _, bad := range []string{"", "1:60", "a:00", "1:00:00:00", "1.5:00", "5:"} {
		if _, err := Parse(bad); err == nil {
			t.Errorf("Parse(%q) accepted", bad)
		}
	}
	if Format(90*time.Minute) != "1:30:00" || Format(7500*time.Millisecond) != "0:00:07.5" {
		t.Errorf("Format: %s %s", Format(90*time.Minute), Format(7500*time.Millisecond))
	}
}

// The most a clock can show after a move: 60 s + 1 s increment; at the end
// of a period, plus the next period's time.
func TestMostAfterMove(t *testing.T) {
	c, _ := New(control(t, "60+1"))
	if got := c.MostAfterMove(chess.White); got != 61*time.Second {
		t.Errorf("60+1: %v", got)
	}
	c, _ = New(control(t, "1/60:30"))
	if got := c.MostAfterMove(chess.Black); got != 90*time.Second {
		t.Errorf("1/60:30: %v", got)
	}
}
