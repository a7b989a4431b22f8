package steps

import (
	"fmt"
	"strconv"
)

// registerRecords binds the steps on what the scoresheets establish after a
// flag fall (6.4, 8.5, 8.6) and on scoresheet requests in rapid and blitz
// (A.4.3 / B.2.3). Their phrases in every language are in phrases.yaml.
func (a *arbiterState) registerRecords(sc stepRegistrar) {
	sc.Step(`^the arbiter sees (White|Black)'s flag fall, and (the arbiter's scoresheet|the opponent's scoresheet|a reconstruction of the game) shows (\d+) moves completed by (?:him|her)$`, a.flagMovesShown)
	sc.Step(`^the arbiter sees (White|Black)'s flag fall, and the scoresheets cannot show whether (?:he|she) overstepped the time$`, a.flagUnproven)
	sc.Step(`^(White|Black) asks (\d+) times? to be shown the scoresheet$`, a.scoresheetRequests)
	sc.Step(`^the arbiter shows the scoresheet (\d+) times?$`, a.scoresheetShown)
	sc.Step(`^the arbiter refuses the request$`, a.decisionIs("not_allowed"))
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
