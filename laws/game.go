package laws

import (
	"fmt"
	"slices"
	"strings"

	"github.com/chessconform/chessconform/chess"
)

// Game is a start position and the moves played from it, every one legal in
// turn. Build it with ParseGame or NewGame, which check every move, or with
// NewGameUnchecked when the moves are known to be legal already; Status
// trusts them. The zero Game has no start position: it is not a game.
type Game struct {
	start chess.Position
	moves []chess.Move
}

// NewGameUnchecked is a Game of moves the caller has already checked, in
// turn, from start: a game read by pgn.Reader (which checks every move) or
// moves each made from chess.Position.LegalMoves. Nothing is checked; an
// illegal move makes every later answer about the game meaningless (as
// shakmaty's play_unchecked). moves is not copied: the caller must not
// change it while the Game is in use.
func NewGameUnchecked(start *chess.Position, moves []chess.Move) Game {
	return Game{start: *start, moves: moves}
}

// Start returns the start position.
func (g Game) Start() chess.Position { return g.start }

// Moves returns a copy of the moves.
func (g Game) Moves() []chess.Move { return slices.Clone(g.moves) }

// Len is the number of moves (half-moves).
func (g Game) Len() int { return len(g.moves) }

// MoveError says which move of a list is wrong.
type MoveError struct {
	Index int    // 1-based position of the move in the list
	Text  string // the move as written
	FEN   string // the position it was read in
	Err   error
}

func (e *MoveError) Error() string {
	return fmt.Sprintf("move %d (%q): %v", e.Index, e.Text, e.Err)
}

func (e *MoveError) Unwrap() error { return e.Err }

// ParseGame reads a FEN and moves written in UCI (e2e4, e7e8q) or English
// SAN (Nf3, O-O, exd6 e.p.). Move numbers ("1.", "12...", "3.Nf3") and a
// trailing result token are skipped. An invalid FEN is a *chess.FENError; an
// illegal or unreadable move a *MoveError naming its index.
func ParseGame(fen string, moves []string) (Game, error) {
	p, err := chess.ParseFEN(fen)
	if err != nil {
		return Game{}, err
	}
	g := Game{start: *p}
	pos := *p
	idx := 0
	for _, tok := range moves {
		tok = strings.TrimSpace(tok)
		if tok == "" || tok == "e.p." || tok == "*" || tok == "1-0" || tok == "0-1" || tok == "1/2-1/2" {
			continue
		}
		if i := strings.LastIndex(tok, "."); i >= 0 && !strings.HasSuffix(tok, "e.p.") {
			if allDigitsDots(tok[:i+1]) {
				tok = tok[i+1:]
				if tok == "" {
					continue
				}
			}
		}
		idx++
		var m chess.Move
		if isUCI(tok) {
			m, err = parseUCI(&pos, tok)
		} else {
			m, err = pos.ParseSAN(tok)
		}
		if err != nil {
			return Game{}, &MoveError{Index: idx, Text: tok, FEN: pos.FEN(), Err: err}
		}
		pos.Make(m)
		g.moves = append(g.moves, m)
	}
	return g, nil
}

func allDigitsDots(s string) bool {
	for _, c := range s {
		if c != '.' && (c < '0' || c > '9') {
			return false
		}
	}
	return true
}

func isUCI(s string) bool {
	if len(s) != 4 && len(s) != 5 {
		return false
	}
	if s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8' || s[2] < 'a' || s[2] > 'h' || s[3] < '1' || s[3] > '8' {
		return false
	}
	return len(s) == 4 || strings.ContainsRune("qrbn", rune(s[4]))
}

// NewGame checks that every move is legal in turn.
func NewGame(start *chess.Position, moves []chess.Move) (Game, error) {
	g := Game{start: *start, moves: append([]chess.Move(nil), moves...)}
	pos := *start
	for i, m := range moves {
		legal := false
		for _, l := range pos.LegalMoves() {
			if l == m {
				legal = true
				break
			}
		}
		if !legal {
			return Game{}, &MoveError{Index: i + 1, Text: pos.UCI(m), FEN: pos.FEN(), Err: fmt.Errorf("not a legal move in %s", pos.FEN())}
		}
		pos.Make(m)
	}
	return g, nil
}

// Position returns the position after the first n moves.
func (g Game) Position(n int) chess.Position {
	p := g.start
	for _, m := range g.moves[:n] {
		p.Make(m)
	}
	return p
}

// parseUCI matches a UCI move against the legal moves without allocating;
// an unmatched move goes to chess.ParseUCI for its precise error.
func parseUCI(p *chess.Position, s string) (chess.Move, error) {
	from := chess.NewSquare(int(s[0]-'a'), int(s[1]-'1'))
	to := chess.NewSquare(int(s[2]-'a'), int(s[3]-'1'))
	promo := chess.NoPieceType
	if len(s) == 5 {
		switch s[4] {
		case 'q':
			promo = chess.Queen
		case 'r':
			promo = chess.Rook
		case 'b':
			promo = chess.Bishop
		case 'n':
			promo = chess.Knight
		}
	}
	var ml chess.MoveList
	p.GenerateLegal(&ml)
	for _, m := range ml.Moves() {
		if m.From() != from || m.Promotion() != promo {
			continue
		}
		if m.To() == to && (m.Kind() != chess.CastleMove || p.Chess960()) {
			return m, nil
		}
		if m.Kind() == chess.CastleMove && !p.Chess960() && m.KingTo() == to {
			return m, nil
		}
	}
	return p.ParseUCI(s)
}
