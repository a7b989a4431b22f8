package rulebook

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Describe says in plain English what a parameter's value means, for diffs a
// federation can publish. It falls back to the compact JSON form for a value
// it cannot read (which the schema should make impossible).
func Describe(id string, value any, absent bool) string {
	if absent {
		return "no such rule"
	}
	m, _ := value.(map[string]any)
	b := func(k string) bool { x, _ := m[k].(bool); return x }
	n := func(k string) float64 { return num(m[k]) }
	s := func(k string) string { x, _ := m[k].(string); return x }
	switch {
	case id == "time_classes.basis":
		d := fmt.Sprintf("base time + %g × increment", n("increment_multiplier"))
		if b("delay_counts") {
			d += " (delay counted like an increment)"
		}
		return d
	case strings.HasPrefix(id, "time_classes."):
		if _, ok := m["defined"]; ok && !b("defined") {
			return "not defined: whatever is neither rapid nor blitz"
		}
		return describeBounds(m)
	case strings.HasSuffix(id, ".supervision"):
		d := "adequate supervision: "
		if g, ok := m["games_per_arbiter"].(int); ok {
			d += fmt.Sprintf("one arbiter for at most %d game(s)", g)
		} else {
			d += "not defined by number of games"
		}
		if b("games_recorded") {
			d += ", games recorded"
		}
		switch s("applied") {
		case "adequate":
			d += "; this event is adequately supervised"
		case "inadequate":
			d += "; this event is not adequately supervised"
		}
		return d
	case id == "rapid.no_claims_after_moves":
		return fmt.Sprintf("no claim about the set-up or the clock setting after %g moves by each player", num(value))
	case id == "rapid.scoresheet_requests_max":
		return fmt.Sprintf("a player may ask to see the scoresheet at most %g times", num(value))
	case id == "rapid.arbiter_calls_flag":
		switch value {
		case "only_both_flags":
			return "the arbiter signals a flag fall only when both flags have fallen"
		case "may":
			return "the arbiter may signal a flag fall"
		case "shall":
			return "the arbiter shall signal a flag fall he observes"
		}
	case id == "rapid.time_claim":
		d := map[string]string{"must": "the claimant stops both clocks", "may": "the claimant may stop the clocks", "pause": "the claimant may pause the clock"}[s("stop_clocks")]
		if b("claimant_needs_time") {
			d += "; his own flag must still be up"
		}
		d += map[string]string{"claimant": "; drawn if the claimant cannot checkmate",
			"flagged_player": "; drawn if the player whose flag fell cannot checkmate",
			"unspecified":    "; drawn if mate is impossible (no side named)"}[s("draw_if_cannot_mate")]
		return d
	case strings.HasPrefix(id, "illegal_moves.") && id != "illegal_moves.unfinished_promotion":
		return describeIllegal(m)
	case id == "illegal_moves.unfinished_promotion":
		if s("pawn_becomes") == "queen" {
			return "illegal; the pawn is replaced by a queen"
		}
		return "illegal"
	case strings.HasPrefix(id, "claims.incorrect_"):
		d := "opponent gets " + minutes(int(n("opponent_gains_seconds")))
		if bs, ok := m["claimant_bands"].([]any); ok && len(bs) > 0 {
			var parts []string
			for _, x := range bs {
				parts = append(parts, describeBand(x.(map[string]any)))
			}
			d += "; claimant: " + strings.Join(parts, "; ")
		}
		return d
	case id == "claims.stop_clocks":
		return map[string]string{"must": "the claimant must stop both clocks", "may": "the claimant may stop both clocks",
			"player_or_arbiter": "the claimant or the arbiter stops the clock", "pause": "the clock is paused"}[fmt.Sprint(value)]
	case id == "draws.threefold":
		d := "claim with the intended move written first, or when the position has just arisen"
		if b("written_move_binding") {
			d += "; the written move cannot be changed"
		}
		if b("electronic_scoresheet") {
			d += "; the move may be entered on an electronic scoresheet"
		}
		return d
	case id == "draws.same_position":
		ep := map[string]string{"capture_lost": "not the same if an en passant capture possible before is no longer possible",
			"possible_at_start": "not the same if an en passant capture was possible at the start of the sequence"}[s("en_passant")]
		c := map[string]string{
			"changed_temporarily_or_permanently":            "not the same if the right to castle changed, even temporarily",
			"lost_only_after_moving":                        "castling rights are lost only when the king or rook moves",
			"king_or_rook_forfeited_after_moving":           "not the same if a king or rook lost its castling rights by moving",
			"king_with_unmoved_rook_forfeited_after_moving": "not the same if a king lost castling rights (with an unmoved rook) by moving",
		}[s("castling")]
		return ep + "; " + c
	case id == "draws.fivefold":
		switch s("counting") {
		case "any":
			return fmt.Sprintf("automatic draw when the same position appears %g times", n("occurrences"))
		case "consecutive":
			return fmt.Sprintf("automatic draw when the same position appears in %g consecutive instances (alternate moves not required)", n("occurrences"))
		}
		return fmt.Sprintf("automatic draw when the same position appears for %g consecutive alternate moves by each player", n("occurrences"))
	case id == "draws.fifty_moves":
		return fmt.Sprintf("claim after %g moves by each player without a pawn move or capture", n("moves"))
	case id == "draws.seventy_five_moves":
		d := fmt.Sprintf("automatic draw after %s series of %g moves by each player without a pawn move or capture",
			map[string]string{"last": "the last", "consecutive": "any consecutive", "any": "any"}[s("series")], n("moves"))
		if b("mate_prevails") {
			d += "; mate on the last move prevails"
		}
		return d
	case id == "draws.dead_position", id == "draws.flag_fall_cannot_mate":
		t := map[string]string{"most_unskilled_play": "even with the most unskilled play", "any_series_of_legal_moves": "by any series of legal moves"}[s("test")]
		if id == "draws.dead_position" {
			return "drawn when neither player can checkmate " + t
		}
		return "a flag fall is a draw if the opponent cannot checkmate " + t
	case id == "draws.resignation_cannot_mate":
		if s("result") == "draw" {
			return "resigning when the opponent cannot checkmate gives a draw"
		}
		return "resigning loses even when the opponent cannot checkmate"
	case id == "draws.agreement":
		var parts []string
		if b("move_each_required") {
			parts = append(parts, "only after each player has made a move")
		}
		if b("regulations_may_forbid") {
			parts = append(parts, "regulations may restrict draw offers")
		}
		if b("forbidden") {
			parts = append(parts, "draw offers are forbidden")
		} else if fb := n("forbidden_before_move"); fb > 0 {
			parts = append(parts, fmt.Sprintf("no draw offers before move %g", fb))
		}
		if len(parts) == 0 {
			return "agreement at any time"
		}
		return strings.Join(parts, "; ")
	case id == "scoring.points":
		d := fmt.Sprintf("win %g, draw %g, loss %g (forfeit %g/%g)", n("win"), n("draw"), n("loss"), n("forfeit_win"), n("forfeit_loss"))
		if b("abnormal_scores_forbidden") {
			d += "; scores like ¾–¼ not allowed"
		}
		return d
	case id == "recording.scoresheet_exemption":
		d := fmt.Sprintf("no need to record with less than %s left, unless the increment is %s or more",
			minutes(int(n("below_seconds"))), minutes(int(n("unless_increment_at_least_seconds"))))
		if b("for_remainder_of_period") {
			return d + ", for the remainder of the period"
		}
		return d + "; no duration stated"
	case id == "recording.electronic_scoresheet":
		if value == true {
			return "electronic scoresheets provided for"
		}
		return "no electronic scoresheets"
	case id == "default.time":
		if m["minutes"] == nil {
			return "set by the regulations (no fallback)"
		}
		if n("minutes") == 0 {
			return "zero: a player not present at the start loses"
		}
		return fmt.Sprintf("%g minutes", n("minutes"))
	case id == "conduct.electronic_devices":
		d := map[string]string{"forbidden_to_bring": "may not be brought without permission", "switched_off": "allowed only if completely switched off",
			"forbidden_in_venue": "forbidden in the playing venue", "forbidden_on_person": "forbidden on the player's person"}[s("rule")]
		d += "; " + map[string]string{"rings": "if one rings", "any_sound": "if one makes any sound", "evident": "if it is evident one was brought",
			"on_person": "if one is found on the player"}[s("trigger")]
		if s("penalty") == "lesser" {
			d += ": " + s("lesser_penalty")
		} else {
			d += ": the game is lost"
		}
		if b("bag_storage") {
			d += "; devices may be stored switched off in a bag"
		}
		return d
	case id == "quickplay.finish":
		d := fmt.Sprintf("%s: claim with less than %s; opponent may get %s", s("location"), minutes(int(n("threshold_seconds"))), minutes(int(n("bonus_seconds"))))
		if b("five_second_option") {
			d += "; a 5-second increment may be requested"
		}
		return d
	case id == "penalties.catalogue":
		xs, _ := value.([]any)
		var parts []string
		for _, x := range xs {
			parts = append(parts, strings.ReplaceAll(fmt.Sprint(x), "_", " "))
		}
		return fmt.Sprintf("%d penalties: %s", len(parts), strings.Join(parts, ", "))
	case id == "board.touch_move", id == "board.initial_position", id == "board.orientation",
		id == "rapid.illegal_position", id == "conduct.refusal":
		return describeBoard(id, m) // board.go
	case id == "colours.reversed":
		if s("rule") == "new_game_if_fewer_moves" {
			return fmt.Sprintf("a new game if fewer than %g moves each were played, otherwise the game continues", n("moves"))
		}
		return "the game continues"
	}
	j, _ := json.Marshal(value)
	return string(j)
}

func num(v any) float64 {
	switch x := v.(type) {
	case int:
		return float64(x)
	case int64:
		return float64(x)
	case float64:
		return x
	}
	return 0
}

func describeBounds(m map[string]any) string {
	var parts []string
	if lo, ok := m["min_minutes"]; ok {
		if m["min_inclusive"] == true {
			parts = append(parts, fmt.Sprintf("at least %g min", num(lo)))
		} else {
			parts = append(parts, fmt.Sprintf("more than %g min", num(lo)))
		}
	}
	if hi, ok := m["max_minutes"]; ok {
		if m["max_inclusive"] == true {
			parts = append(parts, fmt.Sprintf("at most %g min", num(hi)))
		} else {
			parts = append(parts, fmt.Sprintf("less than %g min", num(hi)))
		}
	}
	if len(parts) == 0 {
		return "any time"
	}
	return strings.Join(parts, " and ")
}

func describeIllegal(m map[string]any) string {
	var acts []string
	if xs, ok := m["acts"].([]any); ok {
		for _, x := range xs {
			acts = append(acts, map[string]string{"illegal_move": "illegal move", "unpromoted_pawn": "unfinished promotion",
				"clock_without_move": "clock pressed without a move", "two_hands": "two hands"}[fmt.Sprint(x)])
		}
	}
	losesOn := int(num(m["loses_on"]))
	var d string
	if losesOn == 1 {
		d = "the first loses"
	} else {
		d = fmt.Sprintf("opponent gets %s, the %s loses", minutes(int(num(m["opponent_gains_seconds"]))), ordinal(losesOn))
	}
	d += map[string]string{"arbiter": " (arbiter acts)", "arbiter_or_claim": " (arbiter acts or opponent claims)", "claim": " (only on the opponent's claim)"}[fmt.Sprint(m["decided_by"])]
	d += map[string]string{"opponent_of_offender": "; draw if the opponent cannot checkmate",
		"offender":    "; draw if the offender cannot checkmate",
		"unspecified": "; draw if mate is impossible (no side named)"}[fmt.Sprint(m["draw_if_cannot_mate"])]
	return d + "; counts: " + strings.Join(acts, ", ")
}

func describeBand(b map[string]any) string {
	var cond []string
	if v, ok := b["above_seconds"]; ok {
		cond = append(cond, "more than "+minutes(int(num(v))))
	}
	if v, ok := b["below_seconds"]; ok {
		cond = append(cond, "less than "+minutes(int(num(v))))
	}
	c := strings.Join(cond, " and ")
	switch b["action"] {
	case "halve":
		d := c + " left: loses half"
		if v, ok := b["max_deduction_seconds"]; ok {
			d += " (at most " + minutes(int(num(v))) + ")"
		}
		return d
	case "set":
		return c + " left: set to " + minutes(int(num(b["set_to_seconds"])))
	}
	return c + " left: no deduction"
}
