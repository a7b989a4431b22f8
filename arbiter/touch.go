package arbiter

import (
	"fmt"
	"slices"
	"strings"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/rulebook"
)

// Actions of the touch-move rulings (docs/ARBITER.md).
const (
	ActMustMove  = "must_move"  // the obligation a touch creates (no move logged yet)
	ActFreeMove  = "free_move"  // no obligation: any legal move (4.2.1 adjusting, 4.5, a clause that obliges nobody)
	ActTouchMove = "touch_move" // the move made breaks the touch-move rule: refused, the player must make an allowed move
)

// touchState is what touch-move leaves behind for later moves: castling
// forbidden on a side for the rest of the game (board.touch_move
// rook_then_king: side_for_game, lt-2018 4.4.2 read literally).
type touchState struct {
	noCastle map[chess.Color][]chess.Square // castling rooks' squares
	// pending is the obligation of a touch whose move was refused or not
	// logged: the player's next move must be one of these.
	pending *pendingTouch
}

type pendingTouch struct {
	side    chess.Color
	allowed []chess.Move
	article string
	why     string
}

// obligation is what the touch-move rule allows after a touch.
type obligation struct {
	free    bool         // any legal move
	undef   bool         // the rulebook's text does not cover the case
	allowed []chess.Move // the moves allowed, when not free
	article string
	why     string
}

func (e *Touch) rule(g *game, i int) error { return g.touch(i, e) }

// touch rules on a touch event: the obligation created by the pieces
// touched (4.2-4.5, 4.7), and the move the player then made.
func (g *game) touch(i int, e *Touch) error {
	tm := g.r.TouchMove()
	if tm.Absent {
		g.decide(i, e, Decision{Action: ActUndecided, Detail: "the rulebook states no touch-move rule"})
		return nil
	}
	s := g.sideOr(e.Side)
	if s != g.pos.SideToMove() {
		g.decide(i, e, Decision{Side: s.String(), Action: ActNotAvailable, Article: tm.Articles.Own,
			Detail: fmt.Sprintf("%s does not have the move: the touch-move rule binds only the player having the move", s)})
		return nil
	}
	squares := e.Squares
	if len(squares) == 0 { // a log built in code; the schema asks for one
		return g.log.at(ptr(i)+"/squares", "no square touched")
	}
	for k, sq := range squares {
		if g.pos.PieceAt(sq) == chess.NoPiece {
			return g.log.at(fmt.Sprintf("%s/squares/%d", ptr(i), k), fmt.Sprintf("no piece stands on %s in %s", sq, g.pos.FEN()))
		}
	}
	var made chess.Move
	if e.Move != "" {
		var err error
		if made, err = parseMove(&g.pos, e.Move); err != nil {
			return g.log.at(ptr(i)+"/move", fmt.Sprintf("%s is not a legal move in %s (%v)", e.Move, g.pos.FEN(), err))
		}
	}
	ob := g.touchObligation(tm, s, squares, e)
	ob.allowed = g.withoutBannedCastling(s, ob.allowed)
	opp := s.Other()
	if e.OpponentTouched && e.Move != "" {
		// 4.8: the opponent touched a piece before claiming.
		g.decide(i, e, Decision{Side: opp.String(), Action: ActReject, Article: tm.Articles.ClaimRight,
			Detail: fmt.Sprintf("%s deliberately touched a piece before claiming: the right to claim against %s's violation of the touch-move rule is lost, and %s stands", opp, s, e.Move)})
		return g.touchPlay(i, e)
	}
	switch {
	case ob.undef:
		g.decide(i, e, Decision{Side: s.String(), Action: ActUndecided, Article: ob.article, Detail: ob.why})
		return g.touchPlay(i, e)
	case ob.free:
		d := Decision{Side: s.String(), Action: ActFreeMove, Article: ob.article, Detail: ob.why + ": any legal move"}
		if e.Move != "" {
			d.Detail += "; " + e.Move + " stands"
		}
		g.decide(i, e, d)
		return g.touchPlay(i, e)
	case e.Move == "":
		g.decide(i, e, Decision{Side: s.String(), Action: ActMustMove, Article: ob.article,
			Detail: ob.why + ": " + g.moveList(ob.allowed)})
		g.touchState.pending = &pendingTouch{side: s, allowed: ob.allowed, article: ob.article, why: ob.why}
	case slices.Contains(ob.allowed, made):
		g.decide(i, e, Decision{Side: s.String(), Action: ActContinue, Article: ob.article,
			Detail: fmt.Sprintf("%s; %s is such a move and stands", ob.why, e.Move)})
		return g.touchPlay(i, e)
	default:
		g.decide(i, e, Decision{Side: s.String(), Action: ActTouchMove, Article: ob.article,
			Detail: fmt.Sprintf("%s is refused: %s: %s", e.Move, ob.why, g.moveList(ob.allowed))})
		g.touchState.pending = &pendingTouch{side: s, allowed: ob.allowed, article: ob.article, why: ob.why}
	}
	return nil
}

// touchPlay plays the move of a touch event that stands like a move event
// (thinking time 0, the increment added; the game may end on it), so that a
// mate or a dead position made by that move ends the game.
func (g *game) touchPlay(i int, e *Touch) error {
	g.touchState.pending = nil
	if e.Move == "" {
		return nil
	}
	return g.move(i, e, e.Move, nil, 0)
}

// touchPending checks a move event against the obligation of an earlier
// touch (a refused or unlogged move): a move the rule does not allow is
// refused again and not played. It reports whether the move was refused.
func (g *game) touchPending(i int, e Event, mv string, m chess.Move) bool {
	p := g.touchState.pending
	if p == nil {
		return false
	}
	if p.side != g.pos.SideToMove() || slices.Contains(p.allowed, m) {
		g.touchState.pending = nil
		return false
	}
	g.decide(i, e, Decision{Side: p.side.String(), Action: ActTouchMove, Article: p.article,
		Detail: fmt.Sprintf("%s is refused: %s: %s", mv, p.why, g.moveList(p.allowed))})
	return true
}

// moveList writes the allowed moves in SAN for the decision's detail.
func (g *game) moveList(ms []chess.Move) string {
	names := make([]string, len(ms))
	for k, m := range ms {
		names[k] = g.pos.SAN(m)
	}
	slices.Sort(names)
	return "one of " + strings.Join(names, ", ")
}

// touchObligation works out which moves the touch allows, clause by clause,
// with the rulebook's articles and choices.
func (g *game) touchObligation(tm rulebook.TouchMove, s chess.Color, squares []chess.Square, e *Touch) obligation {
	a := tm.Articles
	if e.Adjusting {
		return obligation{free: true, article: a.Adjust, why: "the player announced that he was adjusting the pieces before touching them, so touching creates no obligation"}
	}
	legal := g.pos.LegalMoves()
	from := func(sq chess.Square) []chess.Move {
		var out []chess.Move
		for _, m := range legal {
			if m.From() == sq {
				out = append(out, m)
			}
		}
		return out
	}
	captures := func(sq chess.Square) []chess.Move {
		var out []chess.Move
		for _, m := range legal {
			if m.Kind() == chess.CastleMove {
				continue
			}
			to := m.To()
			if m.Kind() == chess.EnPassantMove {
				to = chess.NewSquare(to.File(), m.From().Rank()) // the pawn taken en passant
			}
			if to == sq {
				out = append(out, m)
			}
		}
		return out
	}
	first := squares[0]
	firstPiece := g.pos.PieceAt(first)

	// 4.4.4 / 4.7.3: the piece that touched (or was released on) the square of promotion.
	if e.Promotion != chess.NoPieceType && firstPiece.Color() == s && firstPiece.Type() == chess.Pawn {
		var ok []chess.Move
		for _, m := range from(first) {
			if m.Promotion() == e.Promotion && (e.ReleasedOn == chess.NoSquare || m.To() == e.ReleasedOn) {
				ok = append(ok, m)
			}
		}
		if len(ok) > 0 {
			if e.ReleasedOn != chess.NoSquare {
				return obligation{allowed: ok, article: orArt(a.ReleasedPromotion, a.Released), why: "the new piece was released on the square of promotion: the move is made"}
			}
			return obligation{allowed: ok, article: a.Promotion, why: "the piece chosen touched the square of promotion: the choice is final"}
		}
	}

	// 4.7: the first touched piece was released on a square as a legal move.
	if e.ReleasedOn != chess.NoSquare && firstPiece.Color() == s {
		to := e.ReleasedOn
		if firstPiece.Type() == chess.King && to.Rank() == first.Rank() && abs(to.File()-first.File()) == 2 {
			// 4.7.2: the king released on its castling square; the move is not yet made.
			var castle []chess.Move
			for _, m := range from(first) {
				if m.Kind() == chess.CastleMove && m.KingTo() == to {
					castle = append(castle, m)
				}
			}
			castle = g.withoutBannedCastling(s, castle)
			if len(castle) > 0 {
				return obligation{allowed: castle, article: orArt(a.ReleasedCastling, a.Released), why: "the king was released on its castling square: only castling on that side may follow"}
			}
			if king := g.withoutBannedCastling(s, from(first)); len(king) > 0 {
				return obligation{allowed: king, article: orArt(a.ReleasedCastling, a.Released), why: "the king was released on its castling square but castling on that side is not legal: another legal move with the king"}
			}
			return obligation{free: true, article: orArt(a.ReleasedCastling, a.Released), why: "castling on that side is not legal and the king has no legal move"}
		}
		var ok []chess.Move
		capture := g.pos.PieceAt(to) != chess.NoPiece
		for _, m := range from(first) {
			if m.Kind() != chess.CastleMove && m.To() == to {
				ok = append(ok, m)
				capture = capture || m.Kind() == chess.EnPassantMove
			}
		}
		if len(ok) > 0 {
			art, what := a.Released, "the piece was released on "+e.ReleasedOn.String()+" as a legal move: it cannot be moved to another square"
			if capture && a.ReleasedCapture != "" {
				art, what = a.ReleasedCapture, "the capturing piece was released on "+e.ReleasedOn.String()+": the capture is made"
			}
			return obligation{allowed: ok, article: art, why: what}
		}
		// Not released as a legal move: the piece is still only touched.
	}

	var own, theirs []chess.Square
	for _, sq := range squares {
		if g.pos.PieceAt(sq).Color() == s {
			own = append(own, sq)
		} else {
			theirs = append(theirs, sq)
		}
	}
	// Touched at the same time: the own piece counts as touched first (4.3.3).
	order := slices.Clone(squares)
	if e.SameTime && len(order) >= 2 && g.pos.PieceAt(order[0]).Color() != s && g.pos.PieceAt(order[1]).Color() == s {
		order[0], order[1] = order[1], order[0]
	}

	// 4.4: the king and one rook of the player, and nothing else.
	if len(own) == 2 && len(theirs) == 0 {
		k, r := order[0], order[1]
		kingFirst := true
		if g.pos.PieceAt(k).Type() != chess.King {
			k, r, kingFirst = r, k, false
		}
		if g.pos.PieceAt(k).Type() == chess.King && g.pos.PieceAt(r).Type() == chess.Rook {
			if kingFirst || e.SameTime {
				return g.kingAndRook(a, s, k, r, from)
			}
			return g.rookThenKing(tm, s, k, r, from)
		}
	}

	switch {
	case len(theirs) == 0: // 4.3.1
		if tm.OwnFallback == rulebook.OwnFallbackNone {
			if ms := from(order[0]); len(ms) > 0 {
				return obligation{allowed: ms, article: a.Own, why: "the first own piece touched can be moved and must be"}
			}
			if g.anyCan(order[1:], s, from, captures) {
				return obligation{free: true, article: a.Own, why: "the first own piece touched cannot be moved, and the rulebook obliges only that piece"}
			}
			return obligation{free: true, article: a.NoneMovable, why: "none of the pieces touched can be moved"}
		}
		for _, sq := range order {
			if ms := from(sq); len(ms) > 0 {
				return obligation{allowed: ms, article: a.Own, why: "the first piece touched that can be moved (" + sq.String() + ") must be moved"}
			}
		}
		return obligation{free: true, article: a.NoneMovable, why: "none of the pieces touched can be moved"}
	case len(own) == 0: // 4.3.2
		for _, sq := range order {
			if ms := captures(sq); len(ms) > 0 {
				return obligation{allowed: ms, article: a.Opponent, why: "the first opponent's piece touched that can be captured (" + sq.String() + ") must be captured"}
			}
		}
		return obligation{free: true, article: a.NoneMovable, why: "none of the pieces touched can be captured"}
	}
	// 4.3.3: pieces of both colours.
	if tm.MixedPieces == rulebook.MixedOneEach && (len(own) > 1 || len(theirs) > 1) {
		return obligation{undef: true, article: a.Mixed,
			why: fmt.Sprintf("%d own and %d opponent's pieces were touched; the rulebook's article speaks of one piece of each colour and does not say which move is due: the arbiter decides", len(own), len(theirs))}
	}
	o1, x1 := firstOf(order, own), firstOf(order, theirs)
	var take []chess.Move
	for _, m := range captures(x1) {
		if m.From() == o1 {
			take = append(take, m)
		}
	}
	if len(take) > 0 {
		return obligation{allowed: take, article: a.Mixed, why: "the first own piece touched can capture the first opponent's piece touched and must"}
	}
	moveOrTake := func(sq chess.Square) []chess.Move {
		if g.pos.PieceAt(sq).Color() == s {
			return from(sq)
		}
		return captures(sq)
	}
	if tm.MixedFallback == rulebook.MixedFallbackFirstTouched {
		if ms := moveOrTake(order[0]); len(ms) > 0 {
			return obligation{allowed: ms, article: a.Mixed, why: "that capture is illegal, so the first piece touched (" + order[0].String() + ") must be moved or captured"}
		}
		if g.anyCan(order[1:], s, from, captures) {
			return obligation{free: true, article: a.Mixed, why: "that capture is illegal and the first piece touched cannot be moved or captured; the rulebook names only that piece"}
		}
		return obligation{free: true, article: a.NoneMovable, why: "none of the pieces touched can be moved or captured"}
	}
	for _, sq := range order {
		if ms := moveOrTake(sq); len(ms) > 0 {
			return obligation{allowed: ms, article: a.Mixed, why: "that capture is illegal, so the first piece touched that can be moved or captured (" + sq.String() + ") must be"}
		}
	}
	return obligation{free: true, article: a.NoneMovable, why: "none of the pieces touched can be moved or captured"}
}

// kingAndRook is 4.4.1 with 4.4.3: castle on that side if legal, else
// another legal king move, else any legal move.
func (g *game) kingAndRook(a rulebook.TouchArticles, s chess.Color, k, r chess.Square, from func(chess.Square) []chess.Move) obligation {
	var castle []chess.Move
	for _, m := range g.withoutBannedCastling(s, from(k)) {
		if m.Kind() == chess.CastleMove && m.To() == r {
			castle = append(castle, m)
		}
	}
	if len(castle) > 0 {
		return obligation{allowed: castle, article: a.KingAndRook, why: "the king and the rook on " + r.String() + " were touched: castling on that side is legal and must be made"}
	}
	king := g.withoutBannedCastling(s, from(k))
	if len(king) > 0 {
		return obligation{allowed: king, article: a.CastlingIllegal, why: "the king and the rook on " + r.String() + " were touched but castling on that side is not allowed: another legal move with the king"}
	}
	return obligation{free: true, article: a.CastlingIllegal, why: "castling on that side is not allowed and the king has no legal move"}
}

// rookThenKing is 4.4.2: no castling (on that side, or at all, per the
// rulebook) on that move, and the rule for own pieces applies.
func (g *game) rookThenKing(tm rulebook.TouchMove, s chess.Color, k, r chess.Square, from func(chess.Square) []chess.Move) obligation {
	a := tm.Articles
	banned := func(m chess.Move) bool {
		if m.Kind() != chess.CastleMove {
			return false
		}
		return tm.RookThenKing == rulebook.RookThenKingAllThisMove || m.To() == r
	}
	if tm.RookThenKing == rulebook.RookThenKingSideForGame {
		if g.touchState.noCastle == nil {
			g.touchState.noCastle = map[chess.Color][]chess.Square{}
		}
		g.touchState.noCastle[s] = append(g.touchState.noCastle[s], r)
	}
	why := "a rook was touched deliberately before the king: no castling on that side on that move"
	switch tm.RookThenKing {
	case rulebook.RookThenKingAllThisMove:
		why = "a rook was touched deliberately before the king: no castling at all on that move"
	case rulebook.RookThenKingSideForGame:
		why = "a rook was touched deliberately before the king: no castling on that side (the rulebook sets no end to the ban)"
	}
	rook := slices.DeleteFunc(from(r), banned)
	if len(rook) > 0 {
		return obligation{allowed: rook, article: a.RookThenKing, why: why + "; the rook, touched first, can be moved and must be"}
	}
	king := slices.DeleteFunc(from(k), banned)
	if len(king) == 0 {
		return obligation{free: true, article: a.NoneMovable, why: "neither the rook nor the king can be moved"}
	}
	if tm.OwnFallback == rulebook.OwnFallbackNone {
		// The rulebook obliges only the first piece touched: any legal move, but no castling the ban covers.
		return obligation{allowed: slices.DeleteFunc(g.pos.LegalMoves(), banned), article: a.RookThenKing,
			why: why + "; the rook cannot be moved and the rulebook obliges only the first piece touched, so any legal move but castling"}
	}
	return obligation{allowed: king, article: a.RookThenKing, why: why + "; the rook cannot be moved, so the king must be"}
}

// withoutBannedCastling drops castling moves with a rook the player may no
// longer castle with (lt-2018 4.4.2 as written).
func (g *game) withoutBannedCastling(s chess.Color, ms []chess.Move) []chess.Move {
	banned := g.touchState.noCastle[s]
	if len(banned) == 0 {
		return ms
	}
	return slices.DeleteFunc(slices.Clone(ms), func(m chess.Move) bool {
		return m.Kind() == chess.CastleMove && slices.Contains(banned, m.To())
	})
}

func (g *game) anyCan(sqs []chess.Square, s chess.Color, from, captures func(chess.Square) []chess.Move) bool {
	for _, sq := range sqs {
		if g.pos.PieceAt(sq).Color() == s && len(from(sq)) > 0 || g.pos.PieceAt(sq).Color() != s && len(captures(sq)) > 0 {
			return true
		}
	}
	return false
}

// firstOf is the first square of order that is in set.
func firstOf(order, set []chess.Square) chess.Square {
	for _, sq := range order {
		if slices.Contains(set, sq) {
			return sq
		}
	}
	return chess.NoSquare
}

func orArt(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
