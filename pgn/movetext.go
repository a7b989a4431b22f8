// Movetext: the moves of a line and its variations, checked against chess.

package pgn

import (
	"github.com/chessconform/chessconform/chess"
)

// line reads moves into *out from pos until the termination marker (depth
// 0) or the ')' closing the variation (depth > 0). plyBase is the number of
// half-moves from the game's start to pos.
func (p *parser) line(pos *chess.Position, out *[]Ply, comment *string, depth, plyBase, openLine, openCol int) error {
	// The plies are appended to a local slice, stored in *out when the
	// line ends (also after a panic in chess): no store through the
	// pointer per ply.
	plies := *out
	defer func() { *out = plies }()
	var lastUndo chess.Undo
	// The comments after one move are collected here and stored when the
	// next move comes or the line ends: joining strings one comment at a
	// time would be quadratic in the number of comments.
	acc := commentAcc{dst: comment, r: p.r}
	defer acc.flush()
	follow := p.r.Follow // the main line's Follower, if any
	if depth > 0 {
		follow = nil
	}
	r := p.r
	bound := -1 // (see plyBound; -1 after a token lexPly did not read)
	for {
		// The token is read into p.at (no copy of it per token); every case
		// below is done with it before the next one is read.
		if r.pos > bound {
			bound = r.plyBound()
		}
		if !p.lexPly(&p.at, bound) {
			bound = -1
			if r.slow || !p.lexMove(&p.at) {
				if err := p.lex(&p.at); err != nil {
					return err
				}
			}
		}
		t := &p.at
		switch t.kind {
		case tNumber:
		case tSAN:
			if len(acc.buf) > 0 {
				acc.flush() // (flush does nothing without a comment: not called)
			}
			var m chess.Move
			var err error
			if t.hasSAN {
				m, err = pos.ParseSANText(t.text, t.san)
			} else {
				m, err = pos.ParseSAN(t.text)
			}
			if err != nil {
				ply := plyBase + len(plies) + 1
				return &Error{Game: p.g.Number, Line: t.line, Col: t.col, Ply: ply,
					Move: moveLabel(p.g.Start, ply, t.text), SAN: t.text, Err: &causeError{ErrIllegalMove, err}}
			}
			if follow != nil {
				lastUndo = follow.Make(pos, m)
			} else {
				lastUndo = pos.Make(m)
			}
			// The ply is written once, in place (not built and copied in).
			ps := plies
			if len(ps) < cap(ps) {
				ps = ps[:len(ps)+1]
			} else {
				ps = append(ps, Ply{})
			}
			plies = ps
			last := &ps[len(ps)-1]
			// Cleared, then the fields set one by one: a Ply built aside
			// and copied in is read back from the stack in 16-byte loads
			// over 8-byte stores, which the store buffer cannot forward.
			*last = Ply{}
			last.Move, last.SAN, last.Line, last.Col = m, t.text, t.line, t.col
			if t.nag != 0 {
				last.NAGs = p.r.nagList(t.nag)
			}
			if t.clockAfter != 0 {
				// The clock comment lexMove found after the move: what
				// the tClock case below does with it.
				acc.dst = &last.Comment
				last.Clock, last.HasClock = t.clock, true
				if t.clockAfter != 1+plainClockLen {
					// An evaluation and a clock (see evalClock): what the
					// tComment case does with it. (acc.add, which cannot
					// fail: the comments collected were stored before the
					// move, and the text is shorter than the comment.)
					acc.buf = append(acc.buf, t.raw...)
				}
			}
		case tSuffix, tNAG:
			if len(plies) == 0 {
				return p.errAt(t.line, t.col, cause(ErrSyntax, "annotation before the first move of the line"))
			}
			last := &plies[len(plies)-1]
			last.NAGs = append(last.NAGs, t.nag)
		case tClock:
			if len(plies) == 0 {
				// Before the first move a comment keeps its commands.
				if err := acc.add(t.raw, p.r.lim.MaxComment); err != nil {
					return p.errAt(t.line, t.col, err)
				}
				continue
			}
			last := &plies[len(plies)-1]
			acc.dst = &last.Comment
			last.Clock, last.HasClock = t.clock, true
		case tComment:
			if len(plies) == 0 {
				if err := acc.add(t.raw, p.r.lim.MaxComment); err != nil {
					return p.errAt(t.line, t.col, err)
				}
				continue
			}
			last := &plies[len(plies)-1]
			text, buf, cl, err := extractClocks(t.raw, p.r.clkBuf)
			p.r.clkBuf = buf
			if err != nil {
				return p.errAt(t.line, t.col, cause(ErrSyntax, "%v", err))
			}
			acc.dst = &last.Comment
			if err := acc.add(text, p.r.lim.MaxComment); err != nil {
				return p.errAt(t.line, t.col, err)
			}
			if cl.hasClk {
				last.Clock, last.HasClock = cl.clk, true
			}
			if cl.hasEmt {
				last.Elapsed, last.HasElapsed = cl.emt, true
			}
		case tOpen:
			n := len(plies)
			if n == 0 {
				return p.errAt(t.line, t.col, cause(ErrSyntax, "a variation must follow the move it replaces"))
			}
			if depth+1 > p.r.lim.MaxDepth {
				return p.errAt(t.line, t.col, cause(ErrLimit, "variations nested deeper than %d", p.r.lim.MaxDepth))
			}
			before := *pos
			before.Unmake(plies[n-1].Move, lastUndo)
			var v Variation
			err := p.line(&before, &v.Plies, &v.Comment, depth+1, plyBase+n-1, t.line, t.col)
			last := &plies[n-1]
			last.Variations = append(last.Variations, v)
			if err != nil {
				return err
			}
		case tClose:
			if depth == 0 {
				return p.errAt(t.line, t.col, cause(ErrSyntax, "')' without an open variation"))
			}
			return nil
		case tResult:
			if depth > 0 {
				p.state = stDone
				return p.errAt(t.line, t.col, cause(ErrSyntax, "termination marker %s inside the variation opened at line %d, column %d", t.text, openLine, openCol))
			}
			p.g.Result = t.text
			return nil
		case tEOF:
			p.state = stDone
			if p.r.ioErr != nil {
				return p.errAt(t.line, t.col, p.r.ioErr)
			}
			if depth > 0 {
				return p.errAt(t.line, t.col, cause(ErrNoResult, "end of the input inside the variation opened at line %d, column %d", openLine, openCol))
			}
			return p.errAt(t.line, t.col, cause(ErrNoResult, "end of the input before the termination marker"))
		case tNewGame:
			p.state = stDone
			return p.errAt(t.line, t.col, cause(ErrNoResult, "the next game's tag pairs start before this game's termination marker"))
		}
	}
}
