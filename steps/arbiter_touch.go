package steps

import (
	"fmt"
	"strings"
)

// registerBoard binds the steps of touch-move (Articles 4.2-4.8), the set-up
// found wrong during the game (7.2), an illegal position in unsupervised
// rapid (A.4.4 / A.5.4) and persistent refusal to comply (11.7 / 11.8). They
// add events to the scenario's event log (docs/ARBITER.md) like the other
// competition-rule steps; their phrases in every language are in
// steps/phrases.yaml. Moves are English SAN or UCI, squares are coordinates.
func (a *arbiterState) registerBoard(sc stepRegistrar) {
	side := `(White|Black)`
	sc.Step(`^`+side+` touches the pieces? on "([^"]*)" and plays "([^"]*)"$`, func(s, squares, move string) error {
		return a.touch(s, squares, move, nil)
	})
	sc.Step(`^`+side+` touches the pieces on "([^"]*)" at the same time and plays "([^"]*)"$`, func(s, squares, move string) error {
		return a.touch(s, squares, move, map[string]any{"same_time": true})
	})
	sc.Step(`^`+side+` says "j'adoube", adjusts the piece on "([^"]*)" and plays "([^"]*)"$`, func(s, squares, move string) error {
		return a.touch(s, squares, move, map[string]any{"adjusting": true})
	})
	sc.Step(`^`+side+` touches the promotion square with a (queen|rook|bishop|knight), promoting the pawn on "([^"]*)", and plays "([^"]*)"$`, func(s, piece, pawn, move string) error {
		return a.touch(s, pawn, move, map[string]any{"promotion": promotionLetter(piece)})
	})
	sc.Step(`^`+side+` releases a (queen|rook|bishop|knight) on the promotion square "([^"]*)", promoting the pawn on "([^"]*)", and plays "([^"]*)"$`, func(s, piece, to, pawn, move string) error {
		return a.touch(s, pawn, move, map[string]any{"promotion": promotionLetter(piece), "released_on": to})
	})
	sc.Step(`^`+side+` releases the piece from "([^"]*)" on "([^"]*)" and plays "([^"]*)"$`, func(s, from, to, move string) error {
		return a.touch(s, from, move, map[string]any{"released_on": to})
	})
	sc.Step(`^`+side+` touches the pieces? on "([^"]*)" and plays "([^"]*)", and `+side+` claims only after touching a piece$`, func(s, squares, move, _ string) error {
		return a.touch(s, squares, move, map[string]any{"opponent_touched": true})
	})
	sc.Step(`^the move stands by article "([^"]*)"$`, a.decisionBy("continue"))
	sc.Step(`^the arbiter refuses the move by article "([^"]*)"$`, a.decisionBy("touch_move"))
	sc.Step(`^any legal move may be played by article "([^"]*)"$`, a.decisionBy("free_move"))
	sc.Step(`^article "([^"]*)" does not say which move is due, so the arbiter decides$`, a.decisionBy("undecided"))
	sc.Step(`^the claim is lost by article "([^"]*)"$`, a.decisionBy("reject"))

	sc.Step(`^the arbiter finds that the initial position of the pieces was incorrect$`, func() error {
		return a.add(map[string]any{"type": "setup", "kind": "initial_position"})
	})
	sc.Step(`^the arbiter finds that the chessboard was placed the wrong way round$`, func() error {
		return a.add(map[string]any{"type": "setup", "kind": "board_orientation"})
	})
	sc.Step(`^the game is cancelled and a new game is played$`, a.decisionIs("new_game"))
	sc.Step(`^the claim on the set-up comes too late$`, a.decisionIs("not_allowed"))
	sc.Step(`^the arbiter sees (both kings in check|a pawn left on the last rank) and waits for the next move, after which the position is (still illegal|corrected)$`, func(kind, after string) error {
		k := "both_kings_in_check"
		if strings.Contains(kind, "pawn") {
			k = "pawn_on_last_rank"
		}
		an := "still_on_board"
		if after == "corrected" {
			an = "corrected"
		}
		return a.add(map[string]any{"type": "illegal_position", "kind": k, "after_next_move": an})
	})
	sc.Step(`^`+side+` persistently refuses to comply with the Laws$`, func(s string) error {
		return a.add(map[string]any{"type": "refusal", "side": lower(s)})
	})
	sc.Step(`^both players persistently refuse to comply with the Laws$`, func() error {
		return a.add(map[string]any{"type": "refusal", "both": true})
	})
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
