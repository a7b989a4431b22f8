package rulebook

import (
	"encoding/json"
	"fmt"
)

// TouchMove is Articles 4.2-4.8 (touch-move): the article of each clause in
// the rulebook's numbering and the choices where translations part from the
// authentic text (rules/FORMAT.md, board.touch_move).
type TouchMove struct {
	Ref
	Articles      TouchArticles `json:"articles"`
	OwnFallback   string        `json:"own_fallback"`   // next_touched | none
	MixedPieces   string        `json:"mixed_pieces"`   // any_number | one_each
	MixedFallback string        `json:"mixed_fallback"` // first_that_can | first_touched
	RookThenKing  string        `json:"rook_then_king"` // side_this_move | all_this_move | side_for_game
}

// TouchArticles are the articles of the touch-move clauses.
type TouchArticles struct {
	Adjust            string `json:"adjust"`             // 4.2.1: j'adoube
	Own               string `json:"own"`                // 4.3.1
	Opponent          string `json:"opponent"`           // 4.3.2
	Mixed             string `json:"mixed"`              // 4.3.3
	KingAndRook       string `json:"king_and_rook"`      // 4.4.1
	RookThenKing      string `json:"rook_then_king"`     // 4.4.2
	CastlingIllegal   string `json:"castling_illegal"`   // 4.4.3
	Promotion         string `json:"promotion"`          // 4.4.4
	NoneMovable       string `json:"none_movable"`       // 4.5
	Released          string `json:"released"`           // 4.7
	ReleasedCapture   string `json:"released_capture"`   // 4.7.1 ("" = Released)
	ReleasedCastling  string `json:"released_castling"`  // 4.7.2
	ReleasedPromotion string `json:"released_promotion"` // 4.7.3
	ClaimRight        string `json:"claim_right"`        // 4.8
}

// TouchMove returns the touch-move rule.
func (r *Resolved) TouchMove() (TouchMove, error) {
	v, ref, err := get[TouchMove](r, "board.touch_move")
	v.Ref = ref
	return v, err
}

// BoardRule is a rule on the board or the set-up found wrong during a game.
type BoardRule struct {
	Ref
	Rule string `json:"rule"`
}

// InitialPosition is 7.2.1 (7.2 a, 7.1 a): the initial position found incorrect.
func (r *Resolved) InitialPosition() (BoardRule, error) {
	v, ref, err := get[BoardRule](r, "board.initial_position")
	v.Ref = ref
	return v, err
}

// Orientation is 7.2.2 (7.2 b, 7.1 b): the chessboard found placed contrary to 2.1.
func (r *Resolved) Orientation() (BoardRule, error) {
	v, ref, err := get[BoardRule](r, "board.orientation")
	v.Ref = ref
	return v, err
}

// IllegalPosition is A.4.4 (2018) / A.5.4 (2023): both kings in check or a
// pawn on the last rank in rapid or blitz without adequate supervision.
type IllegalPosition struct {
	Ref
	AfterNextMove string `json:"after_next_move"` // draw (2014 A.4 d, A.4.4, A.5.4)
	Intervene     string `json:"intervene"`       // at_once (2009 A.4 c)
	InBlitz       *bool  `json:"in_blitz"`        // nil = true; false in 2009 (B.3 b)
}

// IllegalPosition returns the rule; Absent where the rulebook has none.
func (r *Resolved) IllegalPosition() (IllegalPosition, error) {
	v, ref, err := get[IllegalPosition](r, "rapid.illegal_position")
	v.Ref = ref
	return v, err
}

// Refusal is 11.7 / 11.8 (12.8 / 12.9 in 2005): persistent refusal to comply
// with the Laws loses; both players found guilty both lose.
type Refusal struct {
	Ref
	Opponent    string `json:"opponent"`     // arbiter_decides
	BothArticle string `json:"both_article"` // 11.8
}

// Refusal returns the rule.
func (r *Resolved) Refusal() (Refusal, error) {
	v, ref, err := get[Refusal](r, "conduct.refusal")
	v.Ref = ref
	return v, err
}

// describeBoard says what the touch-move, set-up, illegal-position and
// refusal values mean (Describe).
func describeBoard(id string, m map[string]any) string {
	s := func(k string) string { x, _ := m[k].(string); return x }
	switch id {
	case "board.touch_move":
		own := "the first piece touched that can be moved"
		if s("own_fallback") == "none" {
			own = "the first own piece touched, only if it can be moved"
		}
		mixed := "one or more pieces of each colour"
		if s("mixed_pieces") == "one_each" {
			mixed = "one piece of each colour"
		}
		fallback := "the first piece touched that can be moved or captured"
		if s("mixed_fallback") == "first_touched" {
			fallback = "the first piece touched"
		}
		rook := map[string]string{
			"side_this_move": "no castling on that side on that move",
			"all_this_move":  "no castling at all on that move",
			"side_for_game":  "no castling on that side, with no end stated",
		}[s("rook_then_king")]
		return fmt.Sprintf("own pieces: %s; %s: capture with the own piece, else %s; rook then king: %s", own, mixed, fallback, rook)
	case "board.initial_position":
		return "the game is cancelled and a new game played"
	case "board.orientation":
		return "the position is moved to a correctly placed board and the game continues"
	case "rapid.illegal_position":
		return "the arbiter waits for the next move; drawn if the illegal position is still on the board"
	case "conduct.refusal":
		return fmt.Sprintf("the offender loses and the arbiter decides the opponent's score; both found guilty: both lose (%s)", s("both_article"))
	}
	j, _ := json.Marshal(m)
	return string(j)
}
