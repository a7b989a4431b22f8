package chess

import (
	"fmt"
	"strings"
)

// Style chooses how SAN and LAN are written (Appendix C).
type Style struct {
	Letters Letters
	// FIDE writes castling with zeros (0-0, C.13) and promotion without "="
	// (e8Q, C.11); PGN writes O-O and e8=Q.
	FIDE bool
}

// PGNStyle is Standard Algebraic Notation as PGN files use it: English letters, O-O, e8=Q.
var PGNStyle = Style{Letters: English}

func (l Letters) of(t PieceType) string {
	switch t {
	case King:
		return l.King
	case Queen:
		return l.Queen
	case Rook:
		return l.Rook
	case Bishop:
		return l.Bishop
	case Knight:
		return l.Knight
	}
	return ""
}

// UCI writes the move in UCI notation: e2e4, e7e8q; castling as e1g1, or as
// king-takes-rook (e1h1) in Chess960 positions.
func (p *Position) UCI(m Move) string {
	to := m.To()
	if m.Kind() == CastleMove && !p.c960 {
		to = m.KingTo()
	}
	s := m.From().String() + to.String()
	if pr := m.Promotion(); pr != NoPieceType {
		s += strings.ToLower(English.of(pr))
	}
	return s
}

// MoveError says why a move written in some notation is not a legal move here.
type MoveError struct {
	Text   string
	FEN    string
	Reason string
}

func (e *MoveError) Error() string {
	return fmt.Sprintf("move %q in %s: %s", e.Text, e.FEN, e.Reason)
}

// ParseUCI reads a UCI move and returns the legal move it names. Castling is
// accepted both as the king's two-square move (e1g1) and as king-takes-rook (e1h1).
func (p *Position) ParseUCI(s string) (Move, error) {
	bad := func(reason string) (Move, error) { return NoMove, &MoveError{s, p.FEN(), reason} }
	if len(s) != 4 && len(s) != 5 {
		return bad("want 4 or 5 characters, e.g. e2e4 or e7e8q")
	}
	from, ok1 := ParseSquare(s[:2])
	to, ok2 := ParseSquare(s[2:4])
	if !ok1 || !ok2 {
		return bad("want two squares a1..h8")
	}
	promo := NoPieceType
	if len(s) == 5 {
		i := strings.IndexByte("nbrq", s[4])
		if i < 0 {
			return bad(fmt.Sprintf("promotion letter %q: want n, b, r or q", s[4]))
		}
		promo = PieceType(int(Knight) + i)
	}
	for _, m := range p.LegalMoves() {
		if m.From() != from || m.Promotion() != promo {
			continue
		}
		if m.To() == to || (m.Kind() == CastleMove && m.KingTo() == to && p.board[to] == NoPiece) {
			return m, nil
		}
	}
	if p.board[from] == NoPiece {
		return bad(fmt.Sprintf("no piece on %s", from))
	}
	if p.board[from].Color() != p.side {
		return bad(fmt.Sprintf("the piece on %s is not %s's", from, p.side))
	}
	return bad("not a legal move")
}

// SAN writes the move in Standard Algebraic Notation with English letters (PGN style).
func (p *Position) SAN(m Move) string { return p.FormatSAN(m, PGNStyle) }

// FormatSAN writes the move in abbreviated algebraic notation (Appendix C.10):
// the piece letter, then the file of departure if that distinguishes two
// pieces that can reach the square, else the rank, else both; x for a capture;
// a pawn capture names the file of departure; + check, # checkmate.
func (p *Position) FormatSAN(m Move, st Style) string {
	var sb strings.Builder
	pc := p.board[m.From()]
	switch {
	case m.Kind() == CastleMove:
		long := m.To() < m.From()
		switch {
		case st.FIDE && long:
			sb.WriteString("0-0-0")
		case st.FIDE:
			sb.WriteString("0-0")
		case long:
			sb.WriteString("O-O-O")
		default:
			sb.WriteString("O-O")
		}
	case pc.Type() == Pawn:
		if m.From().File() != m.To().File() {
			sb.WriteByte('a' + byte(m.From().File()))
			sb.WriteByte('x')
		}
		sb.WriteString(m.To().String())
		if pr := m.Promotion(); pr != NoPieceType {
			if !st.FIDE {
				sb.WriteByte('=')
			}
			sb.WriteString(st.Letters.of(pr))
		}
	default:
		sb.WriteString(st.Letters.of(pc.Type()))
		var ml MoveList
		p.generate(&ml, genAll)
		others, sameFile, sameRank := false, false, false
		for _, o := range ml.Moves() {
			if o != m && o.To() == m.To() && o.Kind() != CastleMove && p.board[o.From()] == pc && o.Promotion() == m.Promotion() {
				others = true
				sameFile = sameFile || o.From().File() == m.From().File()
				sameRank = sameRank || o.From().Rank() == m.From().Rank()
			}
		}
		if others {
			switch {
			case !sameFile:
				sb.WriteByte('a' + byte(m.From().File()))
			case !sameRank:
				sb.WriteByte('1' + byte(m.From().Rank()))
			default:
				sb.WriteString(m.From().String())
			}
		}
		if p.board[m.To()] != NoPiece {
			sb.WriteByte('x')
		}
		sb.WriteString(m.To().String())
	}
	sb.WriteString(p.checkSuffix(m))
	return sb.String()
}

func (p *Position) checkSuffix(m Move) string {
	u := p.Make(m)
	defer p.Unmake(m, u)
	if !p.InCheck() {
		return ""
	}
	if p.HasLegalMove() {
		return "+"
	}
	return "#"
}

// FormatLAN writes the move in long algebraic notation (Appendix C.8):
// piece letter, square of departure, "-" or "x", square of arrival (Ng1-f3, e2-e4, e7xd8Q).
func (p *Position) FormatLAN(m Move, st Style) string {
	if m.Kind() == CastleMove {
		return p.FormatSAN(m, st)
	}
	var sb strings.Builder
	pc := p.board[m.From()]
	if pc.Type() != Pawn {
		sb.WriteString(st.Letters.of(pc.Type()))
	}
	sb.WriteString(m.From().String())
	if p.board[m.To()] != NoPiece || m.Kind() == EnPassantMove {
		sb.WriteByte('x')
	} else {
		sb.WriteByte('-')
	}
	sb.WriteString(m.To().String())
	if pr := m.Promotion(); pr != NoPieceType {
		if !st.FIDE {
			sb.WriteByte('=')
		}
		sb.WriteString(st.Letters.of(pr))
	}
	sb.WriteString(p.checkSuffix(m))
	return sb.String()
}

type letterEntry struct {
	text string
	t    PieceType
}

// sorted returns the letters longest first, so that a two-letter king ("Кр")
// is tried before a one-letter knight ("К"). No allocation: it runs per move.
func (l Letters) sorted() [5]letterEntry {
	e := [5]letterEntry{{l.King, King}, {l.Queen, Queen}, {l.Rook, Rook}, {l.Bishop, Bishop}, {l.Knight, Knight}}
	if len(l.King) <= 1 && len(l.Queen) <= 1 && len(l.Rook) <= 1 && len(l.Bishop) <= 1 && len(l.Knight) <= 1 {
		// Single-byte letters (English and most languages): the order is
		// already longest first for the letters that exist (an empty one
		// is never matched).
		return e
	}
	for i := 1; i < len(e); i++ {
		for j := i; j > 0 && len(e[j].text) > len(e[j-1].text); j-- {
			e[j], e[j-1] = e[j-1], e[j]
		}
	}
	return e
}

// ParseSAN reads a move in algebraic notation with English letters.
func (p *Position) ParseSAN(s string) (Move, error) {
	// ParseMove with English letters, without checking the letters first.
	if piece, to, promo, fromFile, fromRank, capture, ok := plainSAN(s); ok {
		if m, ok := p.resolveSAN(piece, to, promo, fromFile, fromRank, capture); ok {
			return m, nil
		}
	}
	return p.readMove(s, English, true)
}

// SANText is what ParseSAN reads from a text before it looks at the board:
// the fields of the usual form of English SAN (piece, origin file and rank,
// capture mark, destination, promotion). ReadSANText makes it and
// ParseSANText uses it, so that a caller who meets the same text many times
// (a PGN reader: "Nf3", "O-O", "exd5" recur in every game) can keep it with
// the text and not read the text again for every move.
//
// It is four bytes (a reader can keep it in a small table) and has at most
// four fields, so that the compiler keeps one in registers: a larger struct
// is copied through the stack in loads wider than the stores that wrote it,
// which the store buffer cannot forward.
type SANText struct {
	piece PieceType
	to    Square
	// bits: the origin file + 1 (0: not given) | the origin rank + 1 << 4
	// | sanCapture | sanOK | the promotion piece << sanPromo, or for a
	// castling text sanCastle | sanLong.
	bits uint16
}

// The flags and fields of SANText.bits.
const (
	sanCapture = 1 << 8
	sanOK      = 1 << 9
	sanCastle  = 1 << 10 // O-O or O-O-O (or with zeros), with any marks: see castleText
	sanLong    = 1 << 11 // O-O-O
	sanPromo   = 12      // the shift of the promotion piece (3 bits)
)

// ReadSANText reads s without a position (see SANText).
func ReadSANText(s string) SANText {
	piece, to, promo, fromFile, fromRank, capture, ok := plainSAN(s)
	if !ok {
		if long, castle := castleText(s); castle {
			if long {
				return SANText{bits: sanCastle | sanLong}
			}
			return SANText{bits: sanCastle}
		}
	}
	bits := uint16(fromFile+1)&15 | uint16(fromRank+1)&15<<4 | uint16(promo&7)<<sanPromo
	if capture {
		bits |= sanCapture
	}
	if ok {
		bits |= sanOK
	}
	return SANText{piece: piece, to: to, bits: bits}
}

// ParseSANText is ParseSAN(s) when t is ReadSANText(s): the same move or
// the same error, without reading s again on the usual path. (With a t read
// from another text it returns a legal move t names, or an error.)
func (p *Position) ParseSANText(s string, t SANText) (Move, error) {
	if t.bits&sanOK != 0 {
		if m := p.resolveText(t); m != NoMove {
			return m, nil
		}
	} else if t.bits&sanCastle != 0 {
		if m, ok := p.castleSAN(t.bits&sanLong != 0); ok {
			return m, nil
		}
	}
	return p.readMove(s, English, true)
}

// ParseMove reads a move in short (SAN) or long algebraic notation with the
// given piece letters. It accepts what Appendix C and PGN allow: castling as
// 0-0 or O-O, an optional x (or :) for captures, promotion as e8Q, e8=Q,
// e8(Q) or e8/Q, over-specified origins (Ng1f3, Ng1-f3), trailing + # ! ?
// and "e.p.". A move that is not legal, or whose text is ambiguous, is an
// error that says which.
func (p *Position) ParseMove(s string, l Letters) (Move, error) {
	return p.parseMove(s, l, true)
}

// parseMove is ParseMove; fast false skips the resolveSAN fast path, so that
// a test can compare both paths on the same texts.
func (p *Position) parseMove(s string, l Letters, fast bool) (Move, error) {
	if fast && l.isEnglish() {
		if piece, to, promo, fromFile, fromRank, capture, ok := plainSAN(s); ok {
			if m, ok := p.resolveSAN(piece, to, promo, fromFile, fromRank, capture); ok {
				return m, nil
			}
		}
	}
	return p.readMove(s, l, fast)
}

// readMove is parseMove after its first fast path: the general reading of
// the text (fast false: every move found by the full legal-move scan).
func (p *Position) readMove(s string, l Letters, fast bool) (Move, error) {
	bad := func(format string, args ...any) (Move, error) {
		return NoMove, &MoveError{s, p.FEN(), fmt.Sprintf(format, args...)}
	}
	t := strings.TrimSpace(s)
	t = trimMarks(t)
	t = strings.TrimSuffix(t, "e.p.")
	t = strings.TrimSuffix(t, "ep")
	t = strings.TrimSpace(trimMarks(t))
	if t == "" {
		return bad("empty move")
	}
	switch t {
	case "O-O", "0-0", "O-O-O", "0-0-0":
		var ml MoveList
		if fast {
			// Only the castling moves: what generate adds for them (it
			// tries castling only when the king is not in check).
			if ksq := p.kingSq[p.side]; p.attackersTo(ksq, p.side.Other(), p.AllPieces()) == 0 {
				p.genCastling(&ml, p.side, ksq, p.AllPieces())
			}
		} else {
			p.generate(&ml, genAll)
		}
		long := len(t) == 5
		for _, m := range ml.Moves() {
			if m.Kind() == CastleMove && (m.To() < m.From()) == long {
				return m, nil
			}
		}
		return bad("castling is not legal here (Article 3.8.2)")
	}
	piece := Pawn
	letters := l.sorted()
	for _, e := range letters {
		if e.text != "" && strings.HasPrefix(t, e.text) {
			piece = e.t
			t = t[len(e.text):]
			break
		}
	}
	// Promotion suffix.
	promo := NoPieceType
	if piece == Pawn {
		for _, e := range letters {
			if e.t == King || e.text == "" {
				continue
			}
			// Accepted forms: e8Q, e8=Q, e8/Q, e8(Q).
			u := t
			paren := strings.HasSuffix(u, ")")
			if paren {
				u = u[:len(u)-1]
			}
			if !strings.HasSuffix(u, e.text) {
				continue
			}
			u = u[:len(u)-len(e.text)]
			switch {
			case paren && strings.HasSuffix(u, "("):
				u = u[:len(u)-1]
			case paren:
				continue
			case strings.HasSuffix(u, "=") || strings.HasSuffix(u, "/"):
				u = u[:len(u)-1]
			}
			promo, t = e.t, u
			break
		}
	}
	// Destination: the last two characters.
	if len(t) < 2 {
		return bad("no square of arrival")
	}
	to, ok := ParseSquare(t[len(t)-2:])
	if !ok {
		return bad("%q does not end in a square of arrival (or uses an unknown piece letter)", t)
	}
	t = t[:len(t)-2]
	capture := false
	if n := len(t); n > 0 && (t[n-1] == 'x' || t[n-1] == ':' || t[n-1] == '-') {
		capture = t[n-1] != '-'
		t = t[:n-1]
		// Long notation writes a dash between two squares (Ng1-f3, e2-e4);
		// Appendix C.8: "There is no dash between name and square" (N-f3).
		if !capture && len(t) != 2 {
			return bad("a dash stands only between the square of departure and the square of arrival (Appendix C.8: no dash between name and square)")
		}
	}
	fromFile, fromRank, ok := origin(t)
	if !ok {
		if len(t) > 2 {
			return bad("cannot read %q (unknown piece letter?)", s)
		}
		return bad("unexpected %q before the square of arrival", t)
	}
	if fast {
		if m, ok := p.resolveSAN(piece, to, promo, fromFile, fromRank, capture); ok {
			return m, nil
		}
	}
	var ml MoveList
	p.generate(&ml, genAll)
	legal := ml.Moves()
	var found [2]Move
	nfound := 0
	for _, m := range legal {
		pc := p.board[m.From()]
		if m.Kind() == CastleMove || pc.Type() != piece || m.To() != to || m.Promotion() != promo {
			continue
		}
		if fromFile >= 0 && m.From().File() != fromFile || fromRank >= 0 && m.From().Rank() != fromRank {
			continue
		}
		if nfound < len(found) {
			found[nfound] = m
		}
		nfound++
	}
	switch {
	case nfound == 1:
		m := found[0]
		if capture && p.board[to] == NoPiece && m.Kind() != EnPassantMove {
			return bad("marked as a capture, but %s is empty", to)
		}
		if piece == Pawn && m.From().File() != to.File() && fromFile < 0 {
			return bad("a pawn capture names the file of departure (Appendix C)")
		}
		return m, nil
	case nfound > 1:
		var names []string
		for _, m := range legal {
			pc := p.board[m.From()]
			if m.Kind() != CastleMove && pc.Type() == piece && m.To() == to && m.Promotion() == promo &&
				(fromFile < 0 || m.From().File() == fromFile) && (fromRank < 0 || m.From().Rank() == fromRank) {
				names = append(names, m.From().String())
			}
		}
		return bad("ambiguous: pieces on %s can all move to %s (Appendix C.10)", strings.Join(names, ", "), to)
	}
	if piece == Pawn && promo == NoPieceType && (to.Rank() == 7 || to.Rank() == 0) {
		for _, m := range legal {
			if m.To() == to && m.Promotion() != NoPieceType && p.board[m.From()].Type() == Pawn {
				return bad("a pawn reaching the last rank must be promoted (Article 3.7.5)")
			}
		}
	}
	return bad("not a legal move")
}

// isEnglish reports l == English, comparing bytes rather than strings.
func (l Letters) isEnglish() bool {
	return len(l.King) == 1 && l.King[0] == 'K' && len(l.Queen) == 1 && l.Queen[0] == 'Q' &&
		len(l.Rook) == 1 && l.Rook[0] == 'R' && len(l.Bishop) == 1 && l.Bishop[0] == 'B' &&
		len(l.Knight) == 1 && l.Knight[0] == 'N'
}

// plainSAN reads the usual form of English SAN in one pass: an optional
// piece letter, an optional origin file, rank or square, an optional x, the
// destination, for a pawn an optional promotion (=Q or Q), then any + # ! ?.
// On exactly these texts parseMove's general reading (trimming, letters,
// promotion forms) comes to the same fields; anything else (castling, other
// marks, spaces, "e.p.", errors) is not ok and takes the general reading.
func plainSAN(s string) (piece PieceType, to Square, promo PieceType, fromFile, fromRank int, capture, ok bool) {
	t := trimMarks(s)
	piece, promo, fromFile, fromRank = Pawn, NoPieceType, -1, -1
	if len(t) < 2 {
		return
	}
	switch t[0] {
	case 'K':
		piece = King
	case 'Q':
		piece = Queen
	case 'R':
		piece = Rook
	case 'B':
		piece = Bishop
	case 'N':
		piece = Knight
	}
	if piece != Pawn {
		t = t[1:]
	} else {
		n := len(t)
		switch t[n-1] {
		case 'Q':
			promo = Queen
		case 'R':
			promo = Rook
		case 'B':
			promo = Bishop
		case 'N':
			promo = Knight
		}
		if promo != NoPieceType {
			t = t[:n-1]
			if n := len(t); n > 0 && t[n-1] == '=' {
				t = t[:n-1]
			}
		}
	}
	n := len(t)
	if n < 2 || t[n-2] < 'a' || t[n-2] > 'h' || t[n-1] < '1' || t[n-1] > '8' {
		return
	}
	to = NewSquare(int(t[n-2]-'a'), int(t[n-1]-'1'))
	t = t[:n-2]
	if n := len(t); n > 0 && t[n-1] == 'x' {
		capture = true
		t = t[:n-1]
	}
	fromFile, fromRank, ok = origin(t)
	return
}

// origin reads what SAN writes before the square of arrival to tell the
// moving piece apart: nothing, a file, a rank or a square (-1 where not
// given); ok is false for anything else.
func origin(t string) (file, rank int, ok bool) {
	file, rank = -1, -1
	switch len(t) {
	case 0:
	case 1:
		switch c := t[0]; {
		case c >= 'a' && c <= 'h':
			file = int(c - 'a')
		case c >= '1' && c <= '8':
			rank = int(c - '1')
		default:
			return -1, -1, false
		}
	case 2:
		if t[0] < 'a' || t[0] > 'h' || t[1] < '1' || t[1] > '8' {
			return -1, -1, false
		}
		file, rank = int(t[0]-'a'), int(t[1]-'1')
	default:
		return -1, -1, false
	}
	return file, rank, true
}

// trimMarks removes trailing + # ! ? (strings.TrimRight with that cutset,
// without building the cutset on every call).
func trimMarks(t string) string {
	for n := len(t); n > 0; n-- {
		switch t[n-1] {
		case '+', '#', '!', '?':
			continue
		}
		return t[:n]
	}
	return ""
}

// resolveSAN is ParseMove's fast path: it finds the one legal move of piece
// to "to" (with the given promotion and origin file/rank, -1 = any) from the
// attack tables instead of generating every legal move. It answers only
// when exactly one legal move matches and the text has nothing to complain
// about; in every other case (none, ambiguous, castling onto an own rook, en
// passant, a wrong capture mark) ok is false and ParseMove's full path
// decides and words the error.
func (p *Position) resolveSAN(piece PieceType, to Square, promo PieceType, fromFile, fromRank int, capture bool) (Move, bool) {
	// (origin reads a file and a rank of -1..7, a destination is a
	// square and a promotion a piece type: each fits its field.)
	bits := uint16(fromFile+1) | uint16(fromRank+1)<<4 | uint16(promo)<<sanPromo | sanOK
	if capture {
		bits |= sanCapture
	}
	m := p.resolveText(SANText{piece: piece, to: to, bits: bits})
	return m, m != NoMove
}

// originMask[i] are the squares of the origin file (or rank) i-1 of a
// SANText, every square for i = 0 (no origin given).
var originMask = func() (m [2][16]Bitboard) {
	for i := range m[0] {
		m[0][i], m[1][i] = ^Bitboard(0), ^Bitboard(0)
		if i > 0 {
			m[0][i], m[1][i] = 0, 0
		}
		if i > 0 && i <= 8 {
			m[0][i], m[1][i] = fileA<<(i-1), rank1<<(8*(i-1))
		}
	}
	return m
}()

// resolveText is resolveSAN on the fields of a SANText (sanOK set): the
// move, or NoMove where resolveSAN's ok is false. The legality of a
// candidate that does not move the king is tested here, without a call:
// after it no knight or pawn of the opponent may give check (none can be
// blocked; it may be captured on "to"), and no slider of the opponent may
// see the king past the men standing after the move.
func (p *Position) resolveText(t SANText) Move {
	to := t.to & 63
	us := p.side & 1
	ours, theirs := p.byColor[us], p.byColor[us^1]
	tb := bb(to)
	promo := PieceType(t.bits >> sanPromo & 7)
	if ours&tb != 0 || promo != NoPieceType && t.piece != Pawn {
		return NoMove
	}
	occ := ours | theirs
	// A slider's candidates are those on a line through "to" on an empty
	// board; the loop below keeps those with nothing between them and
	// "to" (the small between table instead of a lookup in the large
	// magic tables, which a PGN reader's stream of bytes evicts from the
	// cache).
	var cands Bitboard
	slider := false
	switch t.piece {
	case Pawn:
		lastRank := to >= 56 && us == White || to < 8 && us == Black
		if lastRank != (promo != NoPieceType) || to == p.ep {
			return NoMove
		}
		if theirs&tb != 0 {
			if t.bits&15 == 0 {
				return NoMove // a pawn capture names the file of departure
			}
			cands = tables.pawn[us^1][to] & p.byType[Pawn]
			break
		}
		// A push: the pawn one square behind, or two from the fourth
		// (fifth) rank over an empty square. (For a destination on the
		// side's first rank "one" wraps to the last rank, where no pawn
		// stands (Article 3.7; ParseFEN refuses one): no candidate.)
		one := to - 8
		if us == Black {
			one = to + 8
		}
		one &= 63
		cands = bb(one)
		if p.board[one] == NoPiece && (us == White && to>>3 == 3 || us == Black && to>>3 == 4) {
			cands = bb((2*one - to) & 63)
		}
		cands &= p.byType[Pawn]
	case Knight:
		cands = tables.knight[to] & p.byType[Knight]
	case Bishop:
		cands, slider = tables.diag[to]&p.byType[Bishop], true
	case Rook:
		cands, slider = tables.orth[to]&p.byType[Rook], true
	case Queen:
		cands, slider = (tables.diag[to]|tables.orth[to])&p.byType[Queen], true
	case King:
		cands = tables.king[to] & p.byType[King] & ours
		if o := t.bits & 0xff; o != 0 {
			cands &= originMask[0][o&15] & originMask[1][o>>4]
		}
		if cands == 0 || t.bits&sanCapture != 0 && theirs&tb == 0 {
			return NoMove
		}
		from := cands.First()
		if p.attackedAfter(to, to, us^1, occ&^bb(from)|tb) {
			return NoMove
		}
		return newMove(from, to, NoPieceType, NormalMove)
	default:
		return NoMove
	}
	cands &= ours
	if o := t.bits & 0xff; o != 0 { // (an origin is seldom written)
		cands &= originMask[0][o&15] & originMask[1][o>>4]
	}
	if cands == 0 || t.bits&sanCapture != 0 && theirs&tb == 0 {
		return NoMove
	}
	// What may check the king once a candidate has left its square: a
	// knight or pawn checking it now (unless taken on "to"), and the
	// sliders on its lines (unless taken), if nothing stands between.
	ksq := p.kingSq[us] & 63
	enemy := theirs &^ tb
	if (tables.pawn[us][ksq]&p.byType[Pawn]|tables.knight[ksq]&p.byType[Knight])&enemy != 0 {
		return NoMove
	}
	sliders := ((p.byType[Bishop]|p.byType[Queen])&tables.diag[ksq] |
		(p.byType[Rook]|p.byType[Queen])&tables.orth[ksq]) & enemy
	between := &tables.between
	found := NoMove
	for ; cands != 0; cands &= cands - 1 {
		from := cands.First() & 63
		if slider && between[from][to]&occ != 0 {
			continue // blocked
		}
		occ2 := occ&^bb(from) | tb
		legal := true
		for s := sliders; s != 0; s &= s - 1 {
			if between[s.First()&63][ksq]&occ2 == 0 {
				legal = false
				break
			}
		}
		if !legal {
			continue
		}
		if found != NoMove {
			return NoMove // ambiguous
		}
		found = newMove(from, to, promo, NormalMove)
	}
	return found
}

// attackedAfter is p.attackersTo(ksq, them, occ)&^bb(to) != 0: whether a
// piece of them, other than one standing on to (captured by the move),
// attacks ksq when the board's occupancy is occ. A slider of them on one of
// ksq's lines of an empty board attacks it when nothing stands between
// them (the small between table, not the magic tables: see resolveSAN).
func (p *Position) attackedAfter(ksq, to Square, them Color, occ Bitboard) bool {
	enemy := p.byColor[them] &^ bb(to)
	if (pawnAttacks(them.Other(), ksq)&p.byType[Pawn]|knightAttacks(ksq)&p.byType[Knight]|kingAttacks(ksq)&p.byType[King])&enemy != 0 {
		return true
	}
	sliders := (p.byType[Bishop]|p.byType[Queen])&enemy&tables.diag[ksq&63] |
		(p.byType[Rook]|p.byType[Queen])&enemy&tables.orth[ksq&63]
	for ; sliders != 0; sliders &= sliders - 1 {
		if tables.between[sliders.First()&63][ksq&63]&occ == 0 {
			return true
		}
	}
	return false
}
