package arbiter

import (
	"strings"
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/outcome"
)

// Hand-worked from the 2023 text (6.2.1-6.2.4, III.6; richelbilderbeek/
// conquer_chess docs/rulebook/README.md) and the Hungarian 2018 seed's 6.2.4
// as rules/translations/hu-2018.md records it.

func actions(r *Ruling, action string) []Decision {
	var out []Decision
	for _, d := range r.Decisions {
		if d.Action == action {
			out = append(out, d)
		}
	}
	return out
}

func TestClockHandling(t *testing.T) {
	for _, c := range []struct {
		rb, act, action, article string
	}{
		{"fide-2023", "knocked_over", ActInfraction, "6.2.4"},
		{"fide-2023", "pressed_before_moving", ActInfraction, "6.2.4"},
		{"fide-2023", "other_hand", ActInfraction, "6.2.3"},
		{"hu-2018", "pressed_before_moving", ActNoPenalty, "6.2.4"}, // not in the translation's list
		{"hu-2018", "knocked_over", ActInfraction, "6.2.4"},
		{"fide-2009", "pressed_before_moving", ActNoPenalty, "6.7 c"},
		{"fide-2005", "knocked_over", ActNotAvailable, ""},
	} {
		r := adjudicate(t, c.rb, nil, "time_control: \"5400\"\nevents:\n  - {type: clock_handling, side: white, act: "+c.act+"}\n")
		ds := actions(r, c.action)
		if len(ds) != 1 || ds[0].Article != c.article || r.Result != "*" {
			t.Errorf("%s %s: %+v, want one %s by %q and the game going on", c.rb, c.act, r.Decisions, c.action, c.article)
		}
	}
}

// 6.2.1: White's second move, not pressed, is not completed: a flag at the
// end of the first period (2 moves in 60 minutes) then loses; once he has
// made his next move (6.2.1.2) the move counts. 6.2.2: pressed 0:30 after the
// move, after Black's reply: White's 9:00 becomes 8:30, Black keeps 10:00.
func TestMoveCompletedByPressingTheClock(t *testing.T) {
	r := adjudicate(t, "fide-2023", nil, `time_control: "2/3600:1800"
events:
  - {type: move, move: e4}
  - {type: move, move: e5}
  - {type: move, move: d4}
  - {type: clock_unpressed, side: white}
  - {type: flag, side: white}`)
	check(t, "unpressed, flag", r, want{result: "0-1", article: "6.2.1"})
	r = adjudicate(t, "fide-2023", nil, `time_control: "2/3600:1800"
events:
  - {type: move, move: e4}
  - {type: move, move: e5}
  - {type: move, move: d4}
  - {type: clock_unpressed, side: white}
  - {type: move, move: d5}
  - {type: move, move: c4}
  - {type: flag, side: white}`)
	check(t, "6.2.1.2", r, want{result: "*", article: "6.4"})
	r = adjudicate(t, "fide-2023", nil, `time_control: "5400"
clocks: {white: "10:00", black: "10:00"}
events:
  - {type: move, move: e4, used: "1:00"}
  - {type: clock_unpressed, side: white}
  - {type: move, move: e5}
  - {type: clock_pressed, side: white, elapsed: "0:30"}`)
	check(t, "6.2.2", r, want{result: "*", article: "6.2.2", white: "0:08:30", black: "0:10:00"})
}

// III.6: without an arbiter, any player with less than two minutes may claim;
// the claim concludes the game and goes to the designated arbiter.
func TestClaimWithoutArbiter(t *testing.T) {
	log := `time_control: "5400"
events:
  - {type: clocks, white: "10:00", black: "1:30"}
  - {type: quickplay_claim, side: black, ruling: referred}
  - {type: move, move: e4}`
	for _, rb := range []string{"fide-2023", "hu-2018"} {
		r := adjudicate(t, rb, nil, log)
		if r.Termination != outcome.Referred || r.Result != "*" || r.Article != "III.6" || len(actions(r, ActIgnored)) != 1 {
			t.Errorf("%s: %s %s %s %+v, want the game concluded and referred by III.6", rb, r.Result, r.Termination, r.Article, r.Decisions)
		}
	}
	r := adjudicate(t, "fide-2023", nil, `time_control: "5400"
events:
  - {type: clocks, white: "10:00", black: "2:00"}
  - {type: quickplay_claim, side: black, ruling: referred}`)
	if r.Termination != "" || len(actions(r, ActNotAvailable)) != 1 {
		t.Errorf("2:00 left: %+v, want not available (less than two minutes required)", r.Decisions)
	}
}

// I.10/I.11 (2023): with the test regulations' 15-minute default time,
// Black (to reply) 10 minutes late loses 10 minutes and White (the sealer),
// 12 minutes late, nothing; 16 minutes late loses; with no regulations the
// default time is zero (6.7.1) and a second late loses. 2009 Guidelines 10: one hour whatever the event's default time.
func TestAbsenceAtResumption(t *testing.T) {
	regs := []string{"test-default-regs"}
	log := `time_control: "40/7200:3600"
events:
  - {type: move, move: d4}
  - {type: move, move: d5}
  - {type: sealed_move, side: white, move: c4}
  - {type: late_arrival, side: black, late: "0:10:00", resumption: true}
  - {type: late_arrival, side: white, late: "0:12:00", resumption: true}`
	r := adjudicate(t, "fide-2023", regs, log)
	check(t, "I.11", r, want{result: "*", article: "I.11", white: "2:00:00", black: "1:50:00"})
	r = adjudicate(t, "fide-2023", regs, strings.Replace(log, "0:10:00", "0:16:00", 1))
	check(t, "I.10, 15 minutes", r, want{result: "1-0", article: "I.10"})
	r = adjudicate(t, "fide-2023", nil, `time_control: "40/7200:3600"
events:
  - {type: move, move: d4}
  - {type: move, move: d5}
  - {type: sealed_move, side: white, move: c4}
  - {type: late_arrival, side: black, late: "0:00:01", resumption: true}`)
	check(t, "I.10, zero default", r, want{result: "1-0", article: "I.10"})
	r = adjudicate(t, "fide-2009", nil, `time_control: "40/7200:3600"
events:
  - {type: move, move: d4}
  - {type: move, move: d5}
  - {type: sealed_move, side: white, move: c4}
  - {type: late_arrival, side: black, late: "0:59:00", resumption: true}`)
	check(t, "2009 one hour", r, want{result: "*", black: "1:01:00"})
}

// The new events and fields are checked like the others: every problem as
// file:line:col and JSON pointer.
func TestNewEventsRejectedPrecisely(t *testing.T) {
	p, err := NewParser(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	log := `time_control: "5400"
events:
  - {type: clock_pressed, side: white}
  - {type: clock_handling, side: white, act: dropped}
  - {type: flag, side: black, moves_completed: -1}
  - {type: scoresheet_request}
  - {type: clock_pressed, side: black, elapsed: "0:75"}
  - {type: late_arrival, side: white, late: "0:10", resumption: "yes"}
`
	_, err = p.Parse("bad.yaml", []byte(log))
	if err == nil {
		t.Fatal("bad log accepted")
	}
	for _, want := range []string{
		"bad.yaml:3:", "/events/0", "elapsed",
		"bad.yaml:4:", "/events/1/act",
		"bad.yaml:5:", "/events/2/moves_completed",
		"bad.yaml:6:", "/events/3",
		"bad.yaml:7:", "/events/4/elapsed",
		"bad.yaml:8:", "/events/5/resumption",
	} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error lacks %q:\n%v", want, err)
		}
	}
}
