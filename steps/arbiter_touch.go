package steps

import (
	"fmt"
	"strings"
)

// boardSteps maps the step ids of touch-move (Articles 4.2-4.8), the set-up
// found wrong during the game (7.2), an illegal position in unsupervised
// rapid (A.4.4 / A.5.4) and persistent refusal to comply (11.7 / 11.8) to
// their handlers. They add events to the scenario's event log
// (docs/ARBITER.md) like the other competition-rule steps. Moves are English
// SAN or UCI, squares are coordinates.
func (a *arbiterState) boardSteps() map[string]any {
	return map[string]any{
		"arb_touch": func(s, squares, move string) error {
			return a.touch(s, squares, move, nil)
		},
		"arb_touch_same_time": func(s, squares, move string) error {
			return a.touch(s, squares, move, map[string]any{"same_time": true})
		},
		"arb_touch_adjust": func(s, squares, move string) error {
			return a.touch(s, squares, move, map[string]any{"adjusting": true})
		},
		"arb_touch_promotion": func(s, piece, pawn, move string) error {
			return a.touch(s, pawn, move, map[string]any{"promotion": promotionLetter(piece)})
		},
		"arb_release_promotion": func(s, piece, to, pawn, move string) error {
			return a.touch(s, pawn, move, map[string]any{"promotion": promotionLetter(piece), "released_on": to})
		},
		"arb_release": func(s, from, to, move string) error {
			return a.touch(s, from, move, map[string]any{"released_on": to})
		},
		"arb_touch_claim_late": func(s, squares, move, _ string) error {
			return a.touch(s, squares, move, map[string]any{"opponent_touched": true})
		},
		"arb_move_stands":     a.decisionBy("continue"),
		"arb_refuses_move":    a.decisionBy("touch_move"),
		"arb_any_move":        a.decisionBy("free_move"),
		"arb_touch_undecided": a.decisionBy("undecided"),
		"arb_claim_lost":      a.decisionBy("reject"),

		"arb_setup_initial": func() error {
			return a.add(map[string]any{"type": "setup", "kind": "initial_position"})
		},
		"arb_setup_orientation": func() error {
			return a.add(map[string]any{"type": "setup", "kind": "board_orientation"})
		},
		"arb_new_game_cancelled": a.decisionIs("new_game"),
		"arb_setup_too_late":     a.decisionIs("not_allowed"),
		"arb_illegal_position": func(kind, after string) error {
			k := "both_kings_in_check"
			if strings.Contains(kind, "pawn") {
				k = "pawn_on_last_rank"
			}
			an := "still_on_board"
			if after == "corrected" {
				an = "corrected"
			}
			return a.add(map[string]any{"type": "illegal_position", "kind": k, "after_next_move": an})
		},
		"arb_refusal": func(s string) error {
			return a.add(map[string]any{"type": "refusal", "side": lower(s)})
		},
		"arb_refusal_both": func() error {
			return a.add(map[string]any{"type": "refusal", "both": true})
		},
	}
}

// touch adds a touch event: squares in the order touched (space-separated).
func (a *arbiterState) touch(s, squares, move string, extra map[string]any) error {
	sq := strings.Fields(squares)
	if len(sq) == 0 {
		return fmt.Errorf("no square in %q", squares)
	}
	ev := map[string]any{"type": "touch", "side": lower(s), "squares": sq, "move": move}
	for k, v := range extra {
		ev[k] = v
	}
	return a.add(ev)
}

func promotionLetter(piece string) string {
	return map[string]string{"queen": "q", "rook": "r", "bishop": "b", "knight": "n"}[piece]
}

// decisionBy checks that a decision with the action cites the article.
func (a *arbiterState) decisionBy(action string) func(string) error {
	return func(article string) error {
		r, err := a.rule()
		if err != nil {
			return err
		}
		for _, d := range r.Decisions {
			if d.Action == action && d.Article == article {
				return nil
			}
		}
		return fmt.Errorf("no decision %q by article %q; got %s", action, article, describe(r))
	}
}
