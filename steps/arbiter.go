package steps

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"github.com/cucumber/godog"

	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/subject"
)

// arbiterState is the part of the scenario's world that the
// competition-rule steps write: the event log and the ruling on it. Its
// methods are the handlers of those steps; w is the world it belongs to.
type arbiterState struct {
	w           *world
	rulebook    string
	control     string
	fen         string
	date        string
	supervision string
	regulations []byte
	events      []map[string]any
	ruling      *subject.Ruling
}

// steps maps the step ids of the competition rules (Articles 6-12,
// Appendices A and B, Guidelines I and III) to their handlers. The steps
// write an event log in the documented schema (docs/ARBITER.md) and ask the
// subject to adjudicate it; the Then steps compare the ruling with values
// written in the feature. Touch-move and the set-up are in boardSteps
// (arbiter_touch.go), scoresheets and clock handling in recordSteps
// (arbiter_records.go).
func (a *arbiterState) steps() map[string]any {
	return map[string]any{
		// Given
		"arb_game":         a.game,
		"arb_starts_from":  a.startFrom,
		"arb_played_on":    a.playedOn,
		"arb_unsupervised": func() error { a.supervision = "inadequate"; return nil },
		"arb_supervised":   func() error { a.supervision = "adequate"; return nil },
		"arb_regulations":  a.withRegulations,
		"arb_clocks":       a.clocks,
		"arb_moves":        a.moves,
		"arb_move_used":    a.moveUsed,
		"arb_move_reading": a.moveReading,
		// When
		"arb_claim":              a.claim,
		"arb_claim_with_move":    a.claimWithMove,
		"arb_touched_claim":      a.touchedClaim,
		"arb_claim_accepted":     a.claimAccepted,
		"arb_quickplay_accepted": a.quickplayAccepted,
		"arb_illegal":            a.illegalMove,
		"arb_illegal_claimed":    a.illegalClaimed,
		"arb_illegal_arbiter":    a.illegalNoticedByArbiter,
		"arb_clock_without_move": a.act("clock_without_move"),
		"arb_two_hands":          a.twoHands,
		"arb_unpromoted":         a.unpromoted,
		"arb_draw_offer":         a.drawOffer,
		"arb_sees_flag":          a.flag,
		"arb_claims_flag": func(_, flagged string) error {
			return a.add(map[string]any{"type": "flag", "side": lower(flagged), "observed_by": "opponent"})
		},
		"arb_both_flags":          a.bothFlags,
		"arb_resigns":             a.resign,
		"arb_phone":               a.device,
		"arb_late":                a.late,
		"arb_quickplay_claim":     a.quickplayClaim,
		"arb_quickplay_increment": a.quickplayIncrement,
		"arb_sealed":              a.sealed,
		"arb_set_control":         a.setControl,
		"arb_colours_reversed":    func() error { return a.add(map[string]any{"type": "colours_reversed"}) },
		// Then
		"arb_continues":         a.continues,
		"arb_result":            a.resultIs,
		"arb_result_by_article": a.resultByArticle,
		"arb_termination":       a.terminationIs,
		"arb_time_class":        a.timeClassIs,
		"arb_clock_shows":       a.clockShows,
		"arb_cites":             a.cites,
		"arb_time_change":       a.timeChange,
		"arb_rejects":           a.decisionIs("reject"),
		"arb_no_penalty":        a.decisionIs("no_penalty"),
		"arb_replace_pawn":      a.decisionIs("replace_pawn"),
		"arb_must_play":         a.decisionIs("must_play"),
		"arb_sealed_valid":      a.decisionIs("valid"),
		"arb_new_game":          a.decisionIs("new_game"),
		"arb_not_counted":       a.decisionIs("not_counted"),
		"arb_not_available":     a.decisionIs("not_applicable"),
		"arb_agreement_invalid": a.decisionIs("not_allowed"),
		"arb_default_time_regs": a.decisionIs("undecided"),
		"arb_lesser_penalty":    a.decisionIs("penalty"),
		"arb_scoresheet":        a.scoresheet,
		"arb_scores":            a.scores,
		"arb_score_open":        a.scoreOpen,
	}
}

func lower(s string) string { return strings.ToLower(s) }

func (a *arbiterState) add(ev map[string]any) error {
	a.events = append(a.events, ev)
	a.ruling = nil
	return nil
}

func (a *arbiterState) game(rulebook, control string) error {
	a.rulebook, a.control = rulebook, control
	return nil
}

func (a *arbiterState) startFrom(fen string) error { a.fen = fen; return nil }

func (a *arbiterState) playedOn(date string) error { a.date = date; return nil }

func (a *arbiterState) withRegulations(doc *godog.DocString) error {
	a.regulations = []byte(doc.Content)
	return nil
}

func (a *arbiterState) clocks(s1, t1, s2, t2 string) error {
	return a.add(map[string]any{"type": "clocks", lower(s1): t1, lower(s2): t2})
}

func (a *arbiterState) moves(list string) error {
	for _, m := range strings.Fields(list) {
		if strings.HasSuffix(m, ".") || strings.Contains(m, "...") {
			continue // move numbers
		}
		if i := strings.LastIndex(m, "."); i >= 0 {
			m = m[i+1:]
		}
		if err := a.add(map[string]any{"type": "move", "move": m}); err != nil {
			return err
		}
	}
	return nil
}

func (a *arbiterState) moveUsed(_, m, used string) error {
	return a.add(map[string]any{"type": "move", "move": m, "used": used})
}

func (a *arbiterState) moveReading(_, m, reading string) error {
	return a.add(map[string]any{"type": "move", "move": m, "clock": reading})
}

func claimKind(k string) string {
	if strings.Contains(k, "50") {
		return "fifty_moves"
	}
	return "threefold"
}

func (a *arbiterState) claim(s, kind string) error {
	return a.add(map[string]any{"type": "claim", "side": lower(s), "kind": claimKind(kind)})
}

func (a *arbiterState) claimWithMove(s, kind, move string) error {
	return a.add(map[string]any{"type": "claim", "side": lower(s), "kind": claimKind(kind), "move": move})
}

// touchedClaim: the claimant touched a piece as in 4.3, then claimed (9.4).
func (a *arbiterState) touchedClaim(s, kind string) error {
	return a.add(map[string]any{"type": "claim", "side": lower(s), "kind": claimKind(kind), "touched": true})
}

// claimAccepted: the opponent accepts the claim as a draw offer (9.1.2.3).
func (a *arbiterState) claimAccepted(s, kind, _ string) error {
	return a.add(map[string]any{"type": "claim", "side": lower(s), "kind": claimKind(kind), "response": "accepted"})
}

func (a *arbiterState) quickplayAccepted(s, _ string) error {
	return a.add(map[string]any{"type": "quickplay_claim", "side": lower(s), "ruling": "rejected", "response": "accepted"})
}

func (a *arbiterState) illegalMove(s string) error {
	return a.add(map[string]any{"type": "illegal", "act": "illegal_move", "side": lower(s)})
}

func (a *arbiterState) illegalClaimed(s, _, when string) error {
	return a.add(map[string]any{"type": "illegal", "act": "illegal_move", "side": lower(s), "noticed_by": "opponent", "claim_in_time": when == "before"})
}

func (a *arbiterState) illegalNoticedByArbiter(s string) error {
	return a.add(map[string]any{"type": "illegal", "act": "illegal_move", "side": lower(s), "noticed_by": "arbiter"})
}

func (a *arbiterState) act(kind string) func(string) error {
	return func(s string) error {
		return a.add(map[string]any{"type": "illegal", "act": kind, "side": lower(s)})
	}
}

func (a *arbiterState) twoHands(s, m string) error {
	return a.add(map[string]any{"type": "illegal", "act": "two_hands", "side": lower(s), "move": m})
}

func (a *arbiterState) unpromoted(s, m string) error {
	return a.add(map[string]any{"type": "illegal", "act": "unpromoted_pawn", "side": lower(s), "move": m})
}

func (a *arbiterState) drawOffer(s, _, answer string) error {
	resp := "accepted"
	if answer == "declines" {
		resp = "declined"
	}
	return a.add(map[string]any{"type": "draw_offer", "side": lower(s), "response": resp})
}

func (a *arbiterState) flag(s string) error {
	return a.add(map[string]any{"type": "flag", "side": lower(s)})
}

func (a *arbiterState) bothFlags() error {
	return a.add(map[string]any{"type": "flag", "side": "white", "both": true})
}

func (a *arbiterState) resign(s string) error {
	return a.add(map[string]any{"type": "resign", "side": lower(s)})
}

func (a *arbiterState) device(s, how string) error {
	h := map[string]string{"rings": "rings", "makes a sound": "sounds"}[how]
	switch {
	case strings.Contains(how, "person"):
		h = "on_person"
	case strings.Contains(how, "bag"):
		h = "in_bag"
	}
	return a.add(map[string]any{"type": "device", "side": lower(s), "how": h})
}

func (a *arbiterState) late(s, d string) error {
	return a.add(map[string]any{"type": "late_arrival", "side": lower(s), "late": d})
}

func (a *arbiterState) quickplayClaim(s, ruling string) error {
	ev := map[string]any{"type": "quickplay_claim", "side": lower(s)}
	switch {
	case strings.HasPrefix(ruling, "declares"):
		ev["ruling"] = "draw"
	case strings.HasPrefix(ruling, "rejects"):
		ev["ruling"] = "rejected"
	default:
		ev["ruling"] = "postponed"
		ev["bonus"] = strings.Contains(ruling, "awards")
	}
	return a.add(ev)
}

func (a *arbiterState) quickplayIncrement(s, _, answer string) error {
	ev := map[string]any{"type": "quickplay_increment", "side": lower(s), "opponent": "refuses_draw"}
	switch {
	case answer == "accepts the draw":
		ev["opponent"] = "accepts_draw"
	case strings.HasSuffix(answer, "does not agree"):
		ev["arbiter"] = "disagrees"
	default:
		ev["arbiter"] = "agrees"
	}
	return a.add(ev)
}

func (a *arbiterState) sealed(s, m string) error {
	return a.add(map[string]any{"type": "sealed_move", "side": lower(s), "move": m})
}

func (a *arbiterState) setControl(tc string) error {
	return a.add(map[string]any{"type": "time_control", "control": tc})
}

// rule asks the subject for its ruling on the log written so far.
func (a *arbiterState) rule() (*subject.Ruling, error) {
	if a.ruling != nil {
		return a.ruling, nil
	}
	if a.rulebook == "" {
		return nil, fmt.Errorf(`no game: start the scenario with 'a game under RULEBOOK with the time control "..."'`)
	}
	log := map[string]any{"time_control": a.control, "events": a.events}
	if a.events == nil {
		log["events"] = []any{}
	}
	if a.fen != "" {
		log["fen"] = a.fen
	}
	if a.date != "" {
		log["date"] = a.date
	}
	if a.supervision != "" {
		log["supervision"] = a.supervision
	}
	b, err := json.Marshal(log)
	if err != nil {
		return nil, err
	}
	r, err := a.w.subj.Adjudicate(a.w.context(), subject.AdjudicationRequest{Rulebook: a.rulebook, Regulations: a.regulations, Log: b})
	if err != nil {
		return nil, fmt.Errorf("adjudicate under %s: %w", a.rulebook, err)
	}
	a.ruling = &r
	return a.ruling, nil
}

func describe(r *subject.Ruling) string {
	var b strings.Builder
	fmt.Fprintf(&b, "result %s (%s, article %q), clocks %s/%s; decisions:", r.Result, r.Termination, r.Article, r.Clocks.White, r.Clocks.Black)
	for _, d := range r.Decisions {
		fmt.Fprintf(&b, "\n  #%d %s %s %s [%s] %s", d.Event, d.Action, d.Side, d.Time, d.Article, d.Detail)
	}
	return b.String()
}

func (a *arbiterState) continues() error {
	if err := a.resultIs("*"); err != nil {
		return err
	}
	if a.ruling.Termination != outcome.NoTermination {
		return fmt.Errorf("want the game to continue; got %s", describe(a.ruling))
	}
	return nil
}

func (a *arbiterState) resultIs(want string) error {
	r, err := a.rule()
	if err != nil {
		return err
	}
	if r.Result != outcome.Result(want) {
		return fmt.Errorf("want result %s; got %s", want, describe(r))
	}
	return nil
}

func (a *arbiterState) resultByArticle(want, article string) error {
	if err := a.resultIs(want); err != nil {
		return err
	}
	if a.ruling.Article != article {
		return fmt.Errorf("want article %q; got %s", article, describe(a.ruling))
	}
	return nil
}

// timeClassIs checks the time class the ruling was made under (the
// classification of the time control, or the log's time_class).
func (a *arbiterState) timeClassIs(want string) error {
	r, err := a.rule()
	if err != nil {
		return err
	}
	if r.TimeClass != want {
		return fmt.Errorf("want a %s game; got time class %q in %s", want, r.TimeClass, describe(r))
	}
	return nil
}

func (a *arbiterState) terminationIs(want string) error {
	r, err := a.rule()
	if err != nil {
		return err
	}
	if r.Termination != outcome.Termination(want) {
		return fmt.Errorf("want termination %q; got %s", want, describe(r))
	}
	return nil
}

// seconds reads H:MM:SS, M:SS or S (with an optional fraction) as tenths of
// a second, so that "5:00" and "0:05:00" compare equal.
func tenths(s string) (int64, error) {
	s = strings.TrimPrefix(strings.TrimPrefix(s, "+"), "-")
	var total int64
	parts := strings.Split(s, ":")
	for i, p := range parts {
		whole, frac, _ := strings.Cut(p, ".")
		v, err := strconv.ParseInt(whole, 10, 64)
		if err != nil {
			return 0, fmt.Errorf("%q is not a time", s)
		}
		total = total*60 + v
		if i == len(parts)-1 {
			total *= 10
			if frac != "" {
				total += int64(frac[0] - '0')
			}
		}
	}
	return total, nil
}

func sameTime(a, b string) bool {
	x, err1 := tenths(a)
	y, err2 := tenths(b)
	return err1 == nil && err2 == nil && x == y
}

func (a *arbiterState) clockShows(s, want string) error {
	r, err := a.rule()
	if err != nil {
		return err
	}
	got := r.Clocks.White
	if s == "Black" {
		got = r.Clocks.Black
	}
	if !sameTime(got, want) {
		return fmt.Errorf("want %s's clock %s; got %s", s, want, describe(r))
	}
	return nil
}

func (a *arbiterState) cites(article string) error {
	r, err := a.rule()
	if err != nil {
		return err
	}
	if r.Article == article {
		return nil
	}
	for _, d := range r.Decisions {
		if d.Article == article {
			return nil
		}
	}
	return fmt.Errorf("article %q is not cited; got %s", article, describe(r))
}

func (a *arbiterState) timeChange(verb, amount, s, article string) error {
	r, err := a.rule()
	if err != nil {
		return err
	}
	action := "add_time"
	if verb == "deducts" {
		action = "deduct_time"
	}
	for _, d := range r.Decisions {
		if d.Action == action && d.Side == lower(s) && d.Article == article && sameTime(d.Time, amount) {
			return nil
		}
	}
	return fmt.Errorf("no decision %s %s for %s by article %q; got %s", action, amount, lower(s), article, describe(r))
}

func (a *arbiterState) decisionIs(action string) func() error {
	return func() error {
		r, err := a.rule()
		if err != nil {
			return err
		}
		for _, d := range r.Decisions {
			if d.Action == action {
				return nil
			}
		}
		return fmt.Errorf("no decision %q; got %s", action, describe(r))
	}
}

func (a *arbiterState) scoresheet(s, duty string) error {
	r, err := a.rule()
	if err != nil {
		return err
	}
	want := "record"
	if strings.HasPrefix(duty, "need not") {
		want = "exempt"
	}
	got := r.Scoresheet.White
	if s == "Black" {
		got = r.Scoresheet.Black
	}
	if got != want {
		return fmt.Errorf("want %s to %s; scoresheet %+v; %s", s, duty, r.Scoresheet, describe(r))
	}
	return nil
}

func (a *arbiterState) scores(s1, p1, s2, p2 string) error {
	r, err := a.rule()
	if err != nil {
		return err
	}
	if r.Scores == nil {
		return fmt.Errorf("no scores; got %s", describe(r))
	}
	for _, c := range []struct{ s, p string }{{s1, p1}, {s2, p2}} {
		want, err := strconv.ParseFloat(c.p, 64)
		if err != nil {
			return err
		}
		got := r.Scores.White
		if c.s == "Black" {
			got = r.Scores.Black
		}
		if got == nil || *got != want {
			return fmt.Errorf("want %s to score %s; scores %v/%v; %s", c.s, c.p, deref(r.Scores.White), deref(r.Scores.Black), describe(r))
		}
	}
	return nil
}

func (a *arbiterState) scoreOpen(s1, p1, s2 string) error {
	r, err := a.rule()
	if err != nil {
		return err
	}
	want, err := strconv.ParseFloat(p1, 64)
	if err != nil {
		return err
	}
	if r.Scores == nil {
		return fmt.Errorf("no scores; got %s", describe(r))
	}
	mine, theirs := r.Scores.White, r.Scores.Black
	if s1 == "Black" {
		mine, theirs = theirs, mine
	}
	if mine == nil || *mine != want || theirs != nil {
		return fmt.Errorf("want %s to score %s and %s's score open; scores %v/%v", s1, p1, s2, deref(r.Scores.White), deref(r.Scores.Black))
	}
	return nil
}

func deref(p *float64) string {
	if p == nil {
		return "open"
	}
	return strconv.FormatFloat(*p, 'g', -1, 64)
}
