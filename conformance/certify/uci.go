package certify

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"github.com/chessconform/chessconform/conformance/corpus"
	"github.com/chessconform/chessconform/subject"

	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/conformance/uci"
)

// UCIDriver launches a UCI engine (e.g. Stockfish). Only the "moves"
// capability is declared: perft and legal-move lists through `go perft`,
// or bestmove legality (the bestmove-legality corpus) where the engine
// lacks it. Every other capability is unsupported.
type UCIDriver struct {
	Options uci.Options
	Command string // the command line as the user wrote it
	Shell   bool
}

// Launch implements Driver.
func (d UCIDriver) Launch(ctx context.Context) (Session, error) {
	c, err := uci.Start(ctx, d.Options)
	if err != nil {
		return nil, err
	}
	return &uciSession{Client: c, command: d.Command}, nil
}

// Reproduce implements Driver.
func (d UCIDriver) Reproduce() string {
	s := "--driver uci --engine " + protocol.Quote(d.Command)
	if d.Shell {
		s += " --shell"
	}
	return s + timeoutFlags(d.Options.Timeout, d.Options.HandshakeTimeout)
}

type uciSession struct {
	*uci.Client
	command string
}

// Info names the engine by its `id name`, split into name and version
// (splitVersion).
func (s *uciSession) Info() Info {
	f := s.Features()
	name, version := splitVersion(f.Name)
	if name == "" {
		name = "UCI engine"
	}
	return Info{
		Name: name, Version: version, Driver: "uci", Command: s.command,
		Capabilities: []string{protocol.CapMoves}, Rulebooks: []string{},
	}
}

// Notes describe how the engine was certified (they go on the certificate).
func (s *uciSession) Notes() []string {
	f := s.Features()
	var n []string
	if f.Perft {
		n = append(n, "UCI: perft through `go perft N`")
	}
	if f.Divide {
		n = append(n, "UCI: legal moves through the move lines of `go perft 1`")
	} else {
		n = append(n, "UCI: no legal-move list; the bestmove-legality corpus checks `go depth 1` → bestmove instead")
	}
	if f.Debug {
		n = append(n, "UCI: play and in_check through the `d` debug command (Fen:, Checkers:)")
	} else {
		n = append(n, "UCI: no `d` command; play and in_check are unsupported")
	}
	return n
}

// bestMover is a session that can only name a best move (a UCI engine
// without a perft move list).
type bestMover interface {
	OnlyBestMove() bool
	BestMove(ctx context.Context, fen string) (string, error)
}

// engineMover is a session of an engine (UCI or xboard) that plays a move
// of its own choice in a position: "" when it says there is none.
type engineMover interface {
	EngineMove(ctx context.Context, fen string) (string, error)
}

// EngineMove implements engineMover: `go depth 1` → bestmove.
func (s *uciSession) EngineMove(ctx context.Context, fen string) (string, error) {
	return s.BestMove(ctx, fen)
}

// gameMover is an engineMover that can also be given the game reaching
// the position (for engines that cannot set one up).
type gameMover interface {
	EngineMoveFrom(ctx context.Context, fen string, game []string) (string, error)
}

// engineMove asks an engine session for its own move in the position
// (reached by game from the initial position, when not nil); ok is false
// for a session that is not an engine. It goes through the recorder's
// capability check and records the exchange.
func (r *recorder) engineMove(fen string, game []string) (move string, ok bool, err error) {
	em, is := r.s.(engineMover)
	if !is {
		return "", false, nil
	}
	if err := r.before(protocol.OpLegalMoves, "", "", protocol.FENParams{FEN: fen}); err != nil {
		return "", true, err
	}
	var v string
	if gm, ok := r.s.(gameMover); ok {
		v, err = gm.EngineMoveFrom(r.ctx, fen, game)
	} else {
		v, err = em.EngineMove(r.ctx, fen)
	}
	return v, true, r.after("engine move", v, err)
}

// onlyBestMove reports whether the session cannot list legal moves.
func (r *recorder) onlyBestMove() bool {
	bm, is := r.s.(bestMover)
	return is && bm.OnlyBestMove()
}

const legalSetFile = "conformance/corpus/uci/bestmove-legality.txt"

// loadLegalSets reads the bestmove-legality corpus. A program that lists
// legal moves must list exactly the set; a UCI engine that can only name a
// best move must name one from the set ("none" when the set is empty).
func loadLegalSets(fsys fs.FS) ([]CorpusCase, error) {
	f, err := fsys.Open(legalSetFile)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	cases, err := corpus.ReadLegalSets(f, legalSetFile)
	if err != nil {
		return nil, err
	}
	var out []CorpusCase
	for _, c := range cases {
		want := slices.Sorted(slices.Values(c.Legal))
		fen, game := c.FEN, c.Game
		out = append(out, CorpusCase{
			ID:       "bestmove/" + c.ID,
			Name:     fmt.Sprintf("legal moves of %s", fen),
			Articles: c.Articles,
			Source:   fmt.Sprintf("%s:%d", legalSetFile, c.Line),
			Check: func(ctx context.Context, sub subject.Subject) (string, string, error) {
				return checkLegalSet(ctx, sub, fen, game, want)
			},
		})
	}
	return out, nil
}

// checkLegalSet is one case of the bestmove-legality corpus. A program that
// lists legal moves must list exactly want. An engine must also play a move
// of its own from want, none when want is empty (Articles 3.9, 5.1.1,
// 5.2.1: a move that leaves the king in check is no move, and there is none
// in checkmate or stalemate). An xboard engine must further accept every
// move of want as `usermove` and reject the illegal ones it is offered.
func checkLegalSet(ctx context.Context, sub subject.Subject, fen string, game, want []string) (string, string, error) {
	r, ok := sub.(*recorder)
	if !ok {
		got, err := sub.LegalMoves(ctx, fen)
		return strings.Join(want, " "), strings.Join(slices.Sorted(slices.Values(got)), " "), err
	}
	var expected, actual []string
	m, isEngine, err := r.engineMove(fen, game)
	if isEngine {
		msg, crashed := r.crashed(err, "when asked to move")
		switch {
		case crashed:
			expected, actual = append(expected, "survives the position"), append(actual, msg)
		case err != nil:
			return "", "", err
		default:
			e, a := judgeEngineMove(want, m)
			expected, actual = append(expected, e), append(actual, a)
		}
	}
	if uj, is := r.s.(usermoveJudge); is && isEngine {
		e, a, err := r.judgeUsermoves(uj, fen, game, want)
		if err != nil {
			return strings.Join(expected, "; "), strings.Join(actual, "; "), err
		}
		if e != "" {
			expected, actual = append(expected, e), append(actual, a)
		}
	}
	if !isEngine || !r.onlyBestMove() {
		if _, lists := r.s.(usermoveJudge); !lists {
			got, err := sub.LegalMoves(ctx, fen)
			if err != nil && (isEngine && errors.Is(err, subject.ErrUnsupported)) {
				err = nil // an engine judged by its move alone
			} else {
				if err != nil {
					return strings.Join(expected, "; "), strings.Join(actual, "; "), err
				}
				expected = append(expected, "legal moves "+strings.Join(want, " "))
				actual = append(actual, "legal moves "+strings.Join(slices.Sorted(slices.Values(got)), " "))
			}
		}
	}
	return strings.Join(expected, "; "), strings.Join(actual, "; "), nil
}

// judgeEngineMove compares an engine's own move ("" for none) with the
// legal set.
func judgeEngineMove(want []string, m string) (expected, actual string) {
	if len(want) == 0 {
		return "plays no move", "plays " + cmp.Or(m, "no move")
	}
	exp := "plays one of " + strings.Join(want, " ")
	switch {
	case slices.Contains(want, m):
		return exp, exp
	case m == "":
		return exp, "plays no move"
	}
	return exp, "plays " + m
}

// splitVersion splits an engine's name at its first word that starts with
// a digit: "Stockfish 15.1" → "Stockfish", "15.1"; "Fairy-Stockfish 11.1
// LB 64" → "Fairy-Stockfish", "11.1 LB 64". A name with no such word
// whose last word is a Roman numeral of two letters or more has that word
// as its version: "Phalanx XXV" → "Phalanx", "XXV" ("Toga II 3.0" splits at
// "3.0" first).
func splitVersion(s string) (name, version string) {
	words := strings.Fields(s)
	for i, w := range words {
		if i > 0 && w[0] >= '0' && w[0] <= '9' {
			return strings.Join(words[:i], " "), strings.Join(words[i:], " ")
		}
	}
	if n := len(words); n > 1 && len(words[n-1]) > 1 && strings.Trim(words[n-1], "IVXLCDM") == "" {
		return strings.Join(words[:n-1], " "), words[n-1]
	}
	return strings.Join(words, " "), ""
}
