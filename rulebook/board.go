package rulebook

// TouchMove is Articles 4.2-4.8 (touch-move): the article of each clause in
// the rulebook's numbering and the choices where translations part from the
// authentic text (rules/FORMAT.md, board.touch_move).
type TouchMove struct {
	Ref
	Articles      TouchArticles `json:"articles"`
	OwnFallback   OwnFallback   `json:"own_fallback"`
	MixedPieces   MixedPieces   `json:"mixed_pieces"`
	MixedFallback MixedFallback `json:"mixed_fallback"`
	RookThenKing  RookThenKing  `json:"rook_then_king"`
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
func (r *Resolved) TouchMove() TouchMove { return consult(r, r.params.TouchMove) }

// BoardRule is a rule on the board or the set-up found wrong during a game.
type BoardRule struct {
	Ref
	Rule BoardRuling `json:"rule"`
}

// InitialPosition is 7.2.1 (7.2 a, 7.1 a): the initial position found incorrect.
func (r *Resolved) InitialPosition() BoardRule {
	return consult(r, BoardRule(r.params.InitialPosition))
}

// Orientation is 7.2.2 (7.2 b, 7.1 b): the chessboard found placed contrary to 2.1.
func (r *Resolved) Orientation() BoardRule { return consult(r, BoardRule(r.params.Orientation)) }

// IllegalPosition is A.4.4 (2018) / A.5.4 (2023): both kings in check or a
// pawn on the last rank in rapid or blitz without adequate supervision.
type IllegalPosition struct {
	Ref
	AfterNextMove OutcomeResult `json:"after_next_move"` // draw (2014 A.4 d, A.4.4, A.5.4)
	Intervene     Intervene     `json:"intervene"`       // 2009 A.4 c
	InBlitz       *bool         `json:"in_blitz"`        // nil = true; false in 2009 (B.3 b)
}

// IllegalPosition returns the rule; Absent where the rulebook has none.
func (r *Resolved) IllegalPosition() IllegalPosition { return consult(r, r.params.IllegalPosition) }

// Refusal is 11.7 / 11.8 (12.8 / 12.9 in 2005): persistent refusal to comply
// with the Laws loses; both players found guilty both lose.
type Refusal struct {
	Ref
	Opponent    OpponentScore `json:"opponent"`
	BothArticle string        `json:"both_article"` // 11.8
}

// Refusal returns the rule.
func (r *Resolved) Refusal() Refusal { return consult(r, r.params.Refusal) }
