package steps

import (
	"fmt"
	"strconv"
	"strings"
	"sync"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/notation"
)

// initialFEN is the position of Article 2 written out; steps never ask the
// subject for it.
const initialFEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

// movesSteps maps the step ids of Articles 1-4 (steps/phrases.yaml) to their
// handlers.
func (w *world) movesSteps() map[string]any {
	return map[string]any{
		"initial_position":  w.givenInitial,
		"position":          w.givenPosition,
		"moves_played":      w.givenMoves,
		"piece_can_move_to": w.pieceCanMoveTo,
		"piece_cannot_move": func(piece, from string) error { return w.pieceCanMoveTo(piece, from, "") },
		"move_legal":        w.moveIsLegal,
		"move_illegal":      w.moveIsIllegal,
		"legal_moves_are":   w.legalMovesAre,
		"legal_move_count":  w.legalMoveCount,
		"in_check":          func() error { return w.inCheck(true) },
		"not_in_check":      func() error { return w.inCheck(false) },
		"perft":             w.perftIs,
		"playing_gives":     w.playingGives,
		"position_is":       w.positionIs,
		"position_rejected": w.positionRejected,
	}
}

func (w *world) givenInitial() error { return w.givenPosition(initialFEN) }

func (w *world) givenPosition(fen string) error {
	w.fen, w.start, w.moves = fen, fen, nil
	return nil
}

// givenMoves plays moves written in SAN in the scenario's language (move
// numbers allowed) from the current position. The SAN is the scenario's
// fixture, not a question to the subject: it is read here (fixtureUCI), so a
// program that reads no SAN, or not this language, still gets the scenario;
// only the moves themselves (play) go to the subject. A scenario about
// notation (Appendix C) has the subject read them.
func (w *world) givenMoves(text string) error {
	for _, tok := range strings.Fields(text) {
		if strings.HasSuffix(tok, ".") || tok == "(=)" || tok == "=" {
			continue // move numbers, "e.p.", and the draw-offer mark (C.13)
		}
		if i := strings.LastIndex(tok, "."); i >= 0 {
			tok = tok[i+1:]
		}
		var uci string
		var err error
		if w.aboutNotation {
			uci, err = w.subj.FromSAN(w.context(), w.fen, tok, w.language())
		} else {
			uci, err = fixtureUCI(w.fen, tok, w.language())
		}
		if err != nil {
			return fmt.Errorf("reading %q: %w", tok, err)
		}
		fen, err := w.subj.Play(w.context(), w.fen, []string{uci})
		if err != nil {
			return fmt.Errorf("playing %q (%s): %w", tok, uci, err)
		}
		w.fen = fen
		w.moves = append(w.moves, uci)
	}
	return nil
}

func (w *world) legal() ([]string, error) {
	ms, err := w.subj.LegalMoves(w.context(), w.fen)
	if err != nil {
		return nil, fmt.Errorf("legal moves of %q: %w", w.fen, err)
	}
	return ms, nil
}

// pieceCanMoveTo checks the destinations of the piece on from; piece is a
// word of the "piece" vocabulary and must name what stands there ("piece"
// names anything), so a scenario that talks about the wrong square fails.
func (w *world) pieceCanMoveTo(piece, from, squares string) error {
	kind, err := w.canon("piece", piece)
	if err != nil {
		return err
	}
	if kind != "piece" {
		if got := pieceAt(w.fen, from); got != kind {
			return fmt.Errorf("%s holds %s in %q, not a %s", from, orNothing(got), w.fen, kind)
		}
	}
	ms, err := w.legal()
	if err != nil {
		return err
	}
	seen := map[string]bool{}
	var got []string
	for _, m := range ms {
		if len(m) >= 4 && m[:2] == from && !seen[m[2:4]] {
			seen[m[2:4]] = true
			got = append(got, m[2:4])
		}
	}
	if err := sameSet(got, list(squares)); err != nil {
		return fmt.Errorf("destinations from %s in %q: %w", from, w.fen, err)
	}
	return nil
}

func orNothing(s string) string {
	if s == "" {
		return "nothing"
	}
	return "a " + s
}

// pieceAt reads the kind of piece ("king" … "pawn", "" if empty) on square
// from the FEN placement; the steps need no subject for that.
func pieceAt(fen, square string) string {
	fields := strings.Fields(fen)
	if len(fields) == 0 || len(square) != 2 {
		return ""
	}
	ranks := strings.Split(fields[0], "/")
	r := 8 - int(square[1]-'0')
	if r < 0 || r >= len(ranks) {
		return ""
	}
	file := int(square[0] - 'a')
	col := 0
	for _, c := range ranks[r] {
		if c >= '1' && c <= '8' {
			col += int(c - '0')
			continue
		}
		if col == file {
			return map[rune]string{'k': "king", 'q': "queen", 'r': "rook", 'b': "bishop", 'n': "knight", 'p': "pawn"}[c|0x20]
		}
		col++
	}
	return ""
}

func (w *world) moveIsLegal(m string) error {
	ms, err := w.legal()
	if err != nil {
		return err
	}
	for _, x := range ms {
		if x == m {
			return nil
		}
	}
	return fmt.Errorf("%s is not among the legal moves %v of %q", m, ms, w.fen)
}

func (w *world) moveIsIllegal(m string) error {
	ms, err := w.legal()
	if err != nil {
		return err
	}
	for _, x := range ms {
		if x == m {
			return fmt.Errorf("%s is listed as legal in %q", m, w.fen)
		}
	}
	return nil
}

func (w *world) legalMovesAre(moves string) error {
	ms, err := w.legal()
	if err != nil {
		return err
	}
	if err := sameSet(ms, list(moves)); err != nil {
		return fmt.Errorf("legal moves of %q: %w", w.fen, err)
	}
	return nil
}

func (w *world) legalMoveCount(n int) error {
	ms, err := w.legal()
	if err != nil {
		return err
	}
	if len(ms) != n {
		return fmt.Errorf("%q has %d legal moves %v, want %d", w.fen, len(ms), ms, n)
	}
	return nil
}

func (w *world) inCheck(want bool) error {
	got, err := w.subj.InCheck(w.context(), w.fen)
	if err != nil {
		return err
	}
	if got != want {
		return fmt.Errorf("in check = %v in %q, want %v", got, w.fen, want)
	}
	return nil
}

func (w *world) perftIs(depth int, nodes string) error {
	want, err := strconv.ParseUint(nodes, 10, 64)
	if err != nil {
		return err
	}
	got, err := w.subj.Perft(w.context(), w.fen, depth)
	if err != nil {
		return err
	}
	if got != want {
		return fmt.Errorf("perft %d of %q = %d, want %d", depth, w.fen, got, want)
	}
	return nil
}

// playingGives plays moves (UCI) from the current position and compares the
// result with fen (see sameFEN).
func (w *world) playingGives(moves, fen string) error {
	got, err := w.subj.Play(w.context(), w.fen, list(moves))
	if err != nil {
		return err
	}
	if err := sameFEN(got, fen); err != nil {
		return fmt.Errorf("after %s: %w", moves, err)
	}
	return nil
}

// positionIs compares the position reached by the moves played so far.
func (w *world) positionIs(fen string) error {
	if err := sameFEN(w.fen, fen); err != nil {
		return fmt.Errorf("after %s: %w", strings.Join(w.moves, " "), err)
	}
	return nil
}

// sameFEN compares placement, side to move, castling rights (in any of the
// FEN spellings) and the two clocks. The en-passant field is left out: FEN
// writers differ on whether to write it when no capture is possible, and the
// Laws do not care.
func sameFEN(got, fen string) error {
	g, x := strings.Fields(got), strings.Fields(fen)
	if len(g) != 6 || len(x) != 6 {
		return fmt.Errorf("got %q, want %q", got, fen)
	}
	for _, i := range []int{0, 1, 2, 4, 5} {
		if i == 2 && castlingFiles(g[0], g[2]) == castlingFiles(x[0], x[2]) {
			continue
		}
		if g[i] != x[i] {
			return fmt.Errorf("got %q, want %q (field %d differs)", got, fen, i+1)
		}
	}
	return nil
}

func (w *world) positionRejected() error {
	ms, err := w.subj.LegalMoves(w.context(), w.fen)
	if err == nil {
		return fmt.Errorf("%q was accepted (legal moves %v), want an error", w.fen, ms)
	}
	return nil
}

var (
	notationOnce   sync.Once
	notationTables *notation.Tables
	notationErr    error
)

// fixtureUCI reads a move of the scenario's text (SAN in the scenario's
// language, Appendix C) with chessconform's own notation tables.
func fixtureUCI(fen, san, lang string) (string, error) {
	notationOnce.Do(func() { notationTables, notationErr = notation.Load(chessconform.Data) })
	if notationErr != nil {
		return "", fmt.Errorf("the notation tables: %w", notationErr)
	}
	l, err := notationTables.Letters(lang)
	if err != nil {
		return "", err
	}
	p, err := chess.ParseFEN(fen)
	if err != nil {
		return "", fmt.Errorf("the scenario's position %q: %w", fen, err)
	}
	m, err := p.ParseMove(san, l)
	if err != nil {
		return "", err
	}
	return p.UCI(m), nil
}
