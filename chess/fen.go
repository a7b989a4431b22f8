package chess

import (
	"fmt"
	"strconv"
	"strings"
)

// FENError is a precise FEN error: which field, where in the string, and why.
type FENError struct {
	FEN    string
	Field  string // "placement", "side to move", "castling", "en passant", "half-move clock", "move number" or "position"
	Offset int    // byte offset in FEN of the offending character, -1 when the position as a whole is wrong
	Reason string
}

func (e *FENError) Error() string {
	fen := e.FEN
	if len(fen) > MaxFEN {
		fen = strings.ToValidUTF8(fen[:64], "") + "…"
	}
	if e.Offset >= 0 {
		return fmt.Sprintf("invalid FEN %q: %s, column %d: %s", fen, e.Field, e.Offset+1, e.Reason)
	}
	return fmt.Sprintf("invalid FEN %q: %s: %s", fen, e.Field, e.Reason)
}

// MaxFEN is the longest FEN ParseFEN reads, in bytes: a FEN of any legal
// position takes under 100 (with Shredder castling letters and six-digit
// clocks); a longer string is rejected before it is split.
const MaxFEN = 256

type fenFields struct {
	text   []string
	offset []int
}

func splitFields(s string) fenFields {
	var f fenFields
	i := 0
	for i < len(s) {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
		if i >= len(s) {
			break
		}
		j := i
		for j < len(s) && s[j] != ' ' && s[j] != '\t' {
			j++
		}
		f.text = append(f.text, s[i:j])
		f.offset = append(f.offset, i)
		i = j
	}
	return f
}

// ParseFEN reads a position in Forsyth–Edwards Notation. The castling field
// may be standard (KQkq), X-FEN (KQkq for the outermost rook, a file letter
// otherwise) or Shredder-FEN (file letters, e.g. HAha); file letters or a king
// or rook off its standard square make the position a Chess960 one. The two
// clock fields may be omitted (they then default to 0 and 1).
func ParseFEN(fen string) (*Position, error) {
	if len(fen) > MaxFEN {
		return nil, &FENError{fen, "position", -1, fmt.Sprintf("%d bytes, longer than the limit of %d", len(fen), MaxFEN)}
	}
	f := splitFields(fen)
	if len(f.text) != 4 && len(f.text) != 6 {
		return nil, &FENError{fen, "position", -1, fmt.Sprintf("want 6 space-separated fields (or 4 without the clocks), got %d", len(f.text))}
	}
	p, err := parseFields(fen, f)
	if err != nil {
		return nil, err
	}
	return p, nil
}

func parseFields(fen string, f fenFields) (*Position, error) {
	p := &Position{ep: NoSquare, full: 1}
	errAt := func(field string, off int, format string, args ...any) error {
		return &FENError{fen, field, off, fmt.Sprintf(format, args...)}
	}
	// Placement: rank 8 first.
	place, off := f.text[0], f.offset[0]
	rank, file := 7, 0
	var kings [2]int
	for i := 0; i < len(place); i++ {
		c := place[i]
		switch {
		case c == '/':
			if file != 8 {
				return nil, errAt("placement", off+i, "rank %d has %d squares, want 8", rank+1, file)
			}
			rank--
			file = 0
			if rank < 0 {
				return nil, errAt("placement", off+i, "more than 8 ranks")
			}
		case c >= '1' && c <= '8':
			file += int(c - '0')
			if file > 8 {
				return nil, errAt("placement", off+i, "rank %d has more than 8 squares", rank+1)
			}
		default:
			idx := strings.IndexByte(fenPieces, c&^0x20)
			if idx <= 0 || c == ' ' {
				return nil, errAt("placement", off+i, "unexpected character %q (want one of pnbrqkPNBRQK, 1-8 or /)", c)
			}
			if file >= 8 {
				return nil, errAt("placement", off+i, "rank %d has more than 8 squares", rank+1)
			}
			col := White
			if c >= 'a' {
				col = Black
			}
			t := PieceType(idx)
			s := NewSquare(file, rank)
			if t == Pawn && (rank == 0 || rank == 7) {
				return nil, errAt("placement", off+i, "a pawn on %s: pawns never stand on the first or last rank (Article 3.7)", s)
			}
			if t == King {
				kings[col]++
				p.kingSq[col] = s
			}
			p.put(MakePiece(col, t), s)
			file++
		}
	}
	if rank != 0 || file != 8 {
		return nil, errAt("placement", off+len(place)-1, "want 8 ranks of 8 squares, ended at rank %d after %d squares", rank+1, file)
	}
	for c := White; c <= Black; c++ {
		if kings[c] != 1 {
			return nil, errAt("placement", -1, "%s has %d kings, want exactly 1", c, kings[c])
		}
		if err := p.checkMaterial(c); err != "" {
			return nil, errAt("placement", -1, "%s", err)
		}
	}

	switch f.text[1] {
	case "w":
		p.side = White
	case "b":
		p.side = Black
	default:
		return nil, errAt("side to move", f.offset[1], "%q: want w or b", f.text[1])
	}

	if err := p.parseCastling(fen, f.text[2], f.offset[2]); err != nil {
		return nil, err
	}

	if ep := f.text[3]; ep != "-" {
		s, ok := ParseSquare(ep)
		if !ok {
			return nil, errAt("en passant", f.offset[3], "%q: want - or a square a3..h3 / a6..h6", ep)
		}
		wantRank, dir := 5, -8 // White to move: Black just played a pawn from rank 7 to rank 5
		if p.side == Black {
			wantRank, dir = 2, 8
		}
		if s.Rank() != wantRank {
			return nil, errAt("en passant", f.offset[3], "%s is not on rank %d, where a double step by %s would leave it", s, wantRank+1, p.side.Other())
		}
		pawnSq := Square(int(s) + dir)
		origin := Square(int(s) - dir)
		if p.board[pawnSq] != MakePiece(p.side.Other(), Pawn) {
			return nil, errAt("en passant", f.offset[3], "no %s pawn on %s that could just have made a double step to leave %s", p.side.Other(), pawnSq, s)
		}
		if p.board[s] != NoPiece || p.board[origin] != NoPiece {
			return nil, errAt("en passant", f.offset[3], "%s and %s must be empty after a double step to %s", s, origin, pawnSq)
		}
		p.ep = s
	}

	if len(f.text) == 6 {
		h, ok := wholeNumber(f.text[4])
		if !ok {
			return nil, errAt("half-move clock", f.offset[4], "%q: want a whole number ≥ 0 written without sign or leading zeros", f.text[4])
		}
		n, ok := wholeNumber(f.text[5])
		if !ok || n < 1 {
			return nil, errAt("move number", f.offset[5], "%q: want a whole number ≥ 1 written without sign or leading zeros", f.text[5])
		}
		if p.ep != NoSquare && h != 0 {
			return nil, errAt("half-move clock", f.offset[4], "%d, but the en-passant square %s says a pawn just moved, which resets the clock to 0 (Article 9.3)", h, p.ep)
		}
		p.half, p.full = h, n
	}

	them := p.side.Other()
	if p.attackersTo(p.kingSq[them], p.side, p.AllPieces()) != 0 {
		return nil, errAt("position", -1, "%s, not to move, is in check", them)
	}
	p.key = p.computeKey()
	return p, nil
}

// wholeNumber reads a non-negative decimal without sign or leading zeros.
func wholeNumber(s string) (int, bool) {
	if s == "" || len(s) > 9 || (len(s) > 1 && s[0] == '0') {
		return 0, false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
	}
	n, err := strconv.Atoi(s)
	return n, err == nil
}

// checkMaterial rejects more men than a side can ever have: pieces are
// never added, so at most 16, of which at most 8 pawns. Promotion counts are
// not checked (composed positions, e.g. unwinnability test vectors, break
// them on purpose). 16 men bound the legal moves by 15·27 + 8 = 413.
func (p *Position) checkMaterial(c Color) string {
	if pawns := p.Pieces(c, Pawn).Count(); pawns > 8 {
		return fmt.Sprintf("%s has %d pawns, at most 8 are possible", c, pawns)
	}
	if n := p.byColor[c].Count(); n > 16 {
		return fmt.Sprintf("%s has %d men, at most 16 are possible", c, n)
	}
	return ""
}

func (p *Position) parseCastling(fen, field string, off int) error {
	for i := range p.rookSq {
		p.rookSq[i] = NoSquare
	}
	if field == "-" {
		return nil
	}
	errAt := func(i int, format string, args ...any) error {
		return &FENError{fen, "castling", off + i, fmt.Sprintf(format, args...)}
	}
	for i := 0; i < len(field); i++ {
		c := field[i]
		col := White
		if c >= 'a' && c <= 'z' {
			col = Black
		}
		upper := c &^ 0x20
		back := 0
		if col == Black {
			back = 7
		}
		k := p.kingSq[col]
		if k.Rank() != back {
			return errAt(i, "%q: the %s king is on %s, not on its first rank, so it cannot have castling rights", c, col, k)
		}
		rook := MakePiece(col, Rook)
		var rsq Square = NoSquare
		switch {
		case upper == 'K':
			for f := 7; f > k.File(); f-- {
				if p.board[NewSquare(f, back)] == rook {
					rsq = NewSquare(f, back)
					break
				}
			}
		case upper == 'Q':
			for f := 0; f < k.File(); f++ {
				if p.board[NewSquare(f, back)] == rook {
					rsq = NewSquare(f, back)
					break
				}
			}
		case upper >= 'A' && upper <= 'H':
			s := NewSquare(int(upper-'A'), back)
			if p.board[s] != rook {
				return errAt(i, "%q: no %s rook on %s", c, col, s)
			}
			if s.File() == k.File() {
				return errAt(i, "%q: rook file equals king file", c)
			}
			rsq = s
			p.c960 = true
		default:
			return errAt(i, "unexpected character %q (want KQkq, file letters A-H/a-h, or -)", c)
		}
		if rsq == NoSquare {
			side := "king"
			if upper == 'Q' {
				side = "queen"
			}
			return errAt(i, "%q: no %s rook on the %s side of the king on %s", c, col, side, k)
		}
		cs := castleIndex(col, rsq > k)
		if p.castle&(1<<cs) != 0 {
			return errAt(i, "%q: a second castling right for the same rook side", c)
		}
		p.castle |= 1 << cs
		p.rookSq[cs] = rsq
		if k.File() != 4 || (rsq.File() != 0 && rsq.File() != 7) {
			p.c960 = true
		}
	}
	return nil
}

// FEN writes the position in FEN; Chess960 castling rights are written as X-FEN.
func (p *Position) FEN() string { return p.fen(false) }

// ShredderFEN writes the position with castling rights as rook file letters (HAha).
func (p *Position) ShredderFEN() string { return p.fen(true) }

// EPD writes the first four FEN fields (placement, side, castling, en passant).
func (p *Position) EPD() string {
	f := p.FEN()
	parts := strings.Fields(f)
	return strings.Join(parts[:4], " ")
}

func (p *Position) fen(shredder bool) string {
	var sb strings.Builder
	sb.WriteString(p.Placement())
	if p.side == White {
		sb.WriteString(" w ")
	} else {
		sb.WriteString(" b ")
	}
	sb.WriteString(p.castlingField(shredder))
	sb.WriteByte(' ')
	sb.WriteString(p.ep.String())
	fmt.Fprintf(&sb, " %d %d", p.half, p.full)
	return sb.String()
}

// Placement returns the first FEN field.
func (p *Position) Placement() string {
	var sb strings.Builder
	for r := 7; r >= 0; r-- {
		empty := 0
		for f := 0; f < 8; f++ {
			pc := p.board[NewSquare(f, r)]
			if pc == NoPiece {
				empty++
				continue
			}
			if empty > 0 {
				sb.WriteByte(byte('0' + empty))
				empty = 0
			}
			sb.WriteString(pc.String())
		}
		if empty > 0 {
			sb.WriteByte(byte('0' + empty))
		}
		if r > 0 {
			sb.WriteByte('/')
		}
	}
	return sb.String()
}

func (p *Position) castlingField(shredder bool) string {
	var sb strings.Builder
	for _, cs := range []CastleSide{WhiteKingSide, WhiteQueenSide, BlackKingSide, BlackQueenSide} {
		if p.castle&(1<<cs) == 0 {
			continue
		}
		col := Color(cs / 2)
		rsq := p.rookSq[cs]
		letter := byte('A' + rsq.File())
		if !shredder {
			// X-FEN: K/Q when the castling rook is the outermost rook on its side.
			outer := true
			k := p.kingSq[col]
			rook := MakePiece(col, Rook)
			for f := rsq.File() + 1; f < 8 && rsq > k; f++ {
				if p.board[NewSquare(f, rsq.Rank())] == rook {
					outer = false
				}
			}
			for f := rsq.File() - 1; f >= 0 && rsq < k; f-- {
				if p.board[NewSquare(f, rsq.Rank())] == rook {
					outer = false
				}
			}
			if outer {
				letter = 'K'
				if cs == WhiteQueenSide || cs == BlackQueenSide {
					letter = 'Q'
				}
			}
		}
		if col == Black {
			letter |= 0x20
		}
		sb.WriteByte(letter)
	}
	if sb.Len() == 0 {
		return "-"
	}
	return sb.String()
}
