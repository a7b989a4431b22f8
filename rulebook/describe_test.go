package rulebook

import "testing"

// Descriptions checked against the Laws' wording they paraphrase.
func TestDescribe(t *testing.T) {
	r, err := sharedSet(t).Resolve("fide-2018-01")
	if err != nil {
		t.Fatal(err)
	}
	for id, want := range map[string]string{
		"time_classes.rapid":             "more than 10 min and less than 60 min", // A.1
		"time_classes.blitz":             "at most 10 min",                        // B.1 "10 minutes or less"
		"draws.fivefold":                 "automatic draw when the same position appears 5 times",
		"recording.scoresheet_exemption": "no need to record with less than 5 minutes left, unless the increment is 30 seconds or more, for the remainder of the period", // 8.4
		"illegal_moves.rapid":            "opponent gets 2 minutes, the second loses (arbiter acts or opponent claims); draw if the opponent cannot checkmate; counts: illegal move, unfinished promotion, clock pressed without a move, two hands",
		"default.time":                   "zero: a player not present at the start loses",
	} {
		v := r.Get(id)
		if got := Describe(id, v.Value, v.Absent); got != want {
			t.Errorf("%s: %q, want %q", id, got, want)
		}
	}
	r, _ = sharedSet(t).Resolve("fide-2005")
	v := r.Get("claims.incorrect_standard")
	want := "opponent gets 3 minutes; claimant: more than 2 minutes left: loses half (at most 3 minutes); more than 1 minute and less than 2 minutes left: set to 1 minute; less than 1 minute left: no deduction"
	if got := Describe(v.ID, v.Value, false); got != want {
		t.Errorf("2005 9.5 b: %q", got)
	}
}
