package steps

import (
	"fmt"
	"strconv"

	"github.com/chessconform/chessconform/outcome"
)

// recordSteps maps the step ids on what the scoresheets establish after a
// flag fall (6.4, 8.5, 8.6) and on scoresheet requests in rapid and blitz
// (A.4.3 / B.2.3) to their handlers.
func (a *arbiterState) recordSteps() map[string]any {
	return map[string]any{
		"arb_flag_moves_shown":   a.flagMovesShown,
		"arb_flag_unproven":      a.flagUnproven,
		"arb_scoresheet_request": a.scoresheetRequests,
		"arb_scoresheet_shown":   a.scoresheetShown,
		"arb_request_refused":    a.decisionIs("not_allowed"),
		// Handling the clock (6.2.1-6.2.4) and the quickplay claim without an
		// arbiter (III.6).
		"arb_clock_handling":  a.clockHandling,
		"arb_clock_unpressed": a.clockUnpressed,
		"arb_clock_pressed":   a.clockPressed,
		"arb_infraction":      a.infraction,
		"arb_referred_claim":  a.referredClaim,
		"arb_referred":        a.referred,
		"arb_late_resumption": a.lateAtResumption,
	}
}

var clockActs = map[string]string{
	"presses the clock with the other hand": "other_hand",
	"hovers over the clock":                 "hovering",
	"presses the clock forcibly":            "pressed_forcibly",
	"picks up the clock":                    "picked_up",
	"presses the clock before moving":       "pressed_before_moving",
	"knocks the clock over":                 "knocked_over",
}

func (a *arbiterState) clockHandling(s, act string) error {
	k, ok := clockActs[act]
	if !ok {
		return fmt.Errorf("unknown handling of the clock %q", act)
	}
	return a.add(map[string]any{"type": "clock_handling", "side": lower(s), "act": k})
}

func (a *arbiterState) clockUnpressed(s string) error {
	return a.add(map[string]any{"type": "clock_unpressed", "side": lower(s)})
}

func (a *arbiterState) clockPressed(s, elapsed string) error {
	return a.add(map[string]any{"type": "clock_pressed", "side": lower(s), "elapsed": elapsed})
}

func (a *arbiterState) referredClaim(s string) error {
	return a.add(map[string]any{"type": "quickplay_claim", "side": lower(s), "ruling": "referred"})
}

func (a *arbiterState) infraction(article string) error {
	r, err := a.rule()
	if err != nil {
		return err
	}
	for _, d := range r.Decisions {
		if d.Action == "infraction" && d.Article == article {
			return nil
		}
	}
	return fmt.Errorf("no infraction of article %q; got %s", article, describe(r))
}

func (a *arbiterState) referred() error {
	r, err := a.rule()
	if err != nil {
		return err
	}
	if r.Termination != outcome.Referred || r.Result != outcome.InPlay {
		return fmt.Errorf("want the game concluded and the claim referred (result *, termination referred); got %s", describe(r))
	}
	return nil
}

func (a *arbiterState) flagMovesShown(s, source, n string) error {
	moves, err := strconv.Atoi(n)
	if err != nil {
		return err
	}
	by := map[string]string{
		"the arbiter's scoresheet":     "arbiter_scoresheet",
		"the opponent's scoresheet":    "opponent_scoresheet",
		"a reconstruction of the game": "reconstruction",
	}[source]
	if by == "" {
		return fmt.Errorf("unknown source %q", source)
	}
	return a.add(map[string]any{"type": "flag", "side": lower(s), "moves_completed": moves, "established_by": by})
}

func (a *arbiterState) flagUnproven(s string) error {
	return a.add(map[string]any{"type": "flag", "side": lower(s), "moves_established": false})
}

func (a *arbiterState) scoresheetRequests(s, n string) error {
	k, err := strconv.Atoi(n)
	if err != nil {
		return err
	}
	for range k {
		if err := a.add(map[string]any{"type": "scoresheet_request", "side": lower(s)}); err != nil {
			return err
		}
	}
	return nil
}

func (a *arbiterState) scoresheetShown(n string) error {
	want, err := strconv.Atoi(n)
	if err != nil {
		return err
	}
	r, err := a.rule()
	if err != nil {
		return err
	}
	got := 0
	for _, d := range r.Decisions {
		if d.Action == "show_scoresheet" {
			got++
		}
	}
	if got != want {
		return fmt.Errorf("the scoresheet was shown %d times, want %d; got %s", got, want, describe(r))
	}
	return nil
}

func (a *arbiterState) lateAtResumption(s, late string) error {
	return a.add(map[string]any{"type": "late_arrival", "side": lower(s), "late": late, "resumption": true})
}
