package certify

import (
	"cmp"
	"context"
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

// Info names the engine by its `id name`, split into name and version when
// the last word starts with a digit ("Stockfish 15.1").
func (s *uciSession) Info() Info {
	f := s.Features()
	name, version := f.Name, ""
	if i := strings.LastIndexByte(name, ' '); i > 0 && name[i+1] >= '0' && name[i+1] <= '9' {
		name, version = name[:i], name[i+1:]
	}
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

// bestMove is the bestmove-legality corpus's way to the program: ok is
// false when the session lists legal moves itself (then the corpus compares
// the whole list). It goes through the recorder's capability check and
// records the exchange like every other operation.
func (r *recorder) bestMove(fen string) (move string, ok bool, err error) {
	bm, is := r.s.(bestMover)
	if !is || !bm.OnlyBestMove() {
		return "", false, nil
	}
	if err := r.before(protocol.OpLegalMoves, "", "", protocol.FENParams{FEN: fen}); err != nil {
		return "", true, err
	}
	v, err := bm.BestMove(r.ctx, fen)
	return v, true, r.after("bestmove", v, err)
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
		fen := c.FEN
		out = append(out, CorpusCase{
			ID:       "bestmove/" + c.ID,
			Name:     fmt.Sprintf("legal moves of %s", fen),
			Articles: c.Articles,
			Source:   fmt.Sprintf("%s:%d", legalSetFile, c.Line),
			Check: func(ctx context.Context, sub subject.Subject) (string, string, error) {
				if r, ok := sub.(*recorder); ok {
					if m, only, err := r.bestMove(fen); only {
						if err != nil {
							return "", "", err
						}
						if len(want) == 0 {
							return "bestmove (none)", "bestmove " + cmp.Or(m, "(none)"), nil
						}
						switch {
						case slices.Contains(want, m):
							m = "one of " + strings.Join(want, " ")
						case m == "":
							m = "bestmove (none)"
						}
						return "one of " + strings.Join(want, " "), m, nil
					}
				}
				got, err := sub.LegalMoves(ctx, fen)
				return strings.Join(want, " "), strings.Join(slices.Sorted(slices.Values(got)), " "), err
			},
		})
	}
	return out, nil
}
