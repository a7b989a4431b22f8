package certify

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"github.com/chessconform/chessconform/conformance/corpus"
	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/subject"
)

// InvalidFile is the invalid-input corpus: FENs and SAN moves a program
// must reject (conformance/corpus/invalid/invalid-input.txt).
const InvalidFile = "conformance/corpus/invalid/invalid-input.txt"

func readInvalid(fsys fs.FS) ([]corpus.InvalidCase, error) {
	f, err := fsys.Open(InvalidFile)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return corpus.ReadInvalid(f, InvalidFile)
}

// rejected classifies a subject's error for a case that expects a
// rejection: ok is true for a rejection; a fault or an unsupported
// operation is passed on (the recorder classifies the case by it); any
// other protocol error code is an answer that is not a rejection.
// An in-process subject has no codes: every other error is its rejection.
func rejected(err error) (ok bool, answer string, pass error) {
	if errors.Is(err, protocol.ErrFault) || errors.Is(err, subject.ErrUnsupported) ||
		errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return false, "", err // not an answer: a cut run is never a rejection
	}
	var pe *protocol.Error
	if errors.As(err, &pe) && pe.Code != protocol.CodeRejected {
		return false, "error " + pe.Code + ": " + pe.Message, nil
	}
	return true, "rejected", nil
}

// loadInvalidFEN makes the legal_moves cases: the answer must be
// `rejected`. A strict case also passes when the program answers it with
// the position's legal moves: it is
// never counted against a program that accepts the position. The legal
// moves are the corpus's, worked out by hand (the corpus is facts, not the
// reference's output; a test checks the chess package agrees).
func loadInvalidFEN(fsys fs.FS) ([]CorpusCase, error) {
	cases, err := readInvalid(fsys)
	if err != nil {
		return nil, err
	}
	var out []CorpusCase
	for _, c := range cases {
		if c.Op != corpus.InvalidLegalMoves {
			continue
		}
		want := "rejected (" + c.Reason + ")"
		var legal []string // strict: the accepted answer, worked out by hand
		if c.Strict {
			legal = slices.Sorted(slices.Values(c.Legal))
			want = "rejected, or the legal moves " + strings.Join(legal, " ")
		}
		fen, strict := c.FEN, c.Strict
		name := fmt.Sprintf("reject %s (%s)", quoteFEN(fen), c.ID)
		if strict {
			name = fmt.Sprintf("strict: reject %s or answer it (%s)", quoteFEN(fen), c.ID)
		}
		out = append(out, CorpusCase{
			ID:       "invalid-fen/" + c.ID,
			Name:     name,
			Articles: c.Articles,
			Source:   fmt.Sprintf("%s:%d", InvalidFile, c.Line),
			Check: func(ctx context.Context, sub subject.Subject) (string, string, error) {
				ms, err := sub.LegalMoves(ctx, fen)
				if err != nil {
					ok, answer, pass := rejected(err)
					if ok {
						return want, want, nil
					}
					return want, answer, pass
				}
				got := slices.Sorted(slices.Values(ms))
				if strict && slices.Equal(got, legal) {
					return want, want, nil
				}
				return want, fmt.Sprintf("accepted: %d legal moves %s", len(got), strings.Join(got, " ")), nil
			},
		})
	}
	return out, nil
}

// loadInvalidSAN makes the from_san cases: the answer must be `rejected`.
func loadInvalidSAN(fsys fs.FS) ([]CorpusCase, error) {
	cases, err := readInvalid(fsys)
	if err != nil {
		return nil, err
	}
	var out []CorpusCase
	for _, c := range cases {
		if c.Op != corpus.InvalidFromSAN {
			continue
		}
		want := "rejected (" + c.Reason + ")"
		fen, san, locale := c.FEN, c.SAN, c.Locale
		out = append(out, CorpusCase{
			ID:       "invalid-san/" + c.ID,
			Name:     fmt.Sprintf("reject %q (%s) in %s", san, locale, fen),
			Articles: c.Articles,
			Source:   fmt.Sprintf("%s:%d", InvalidFile, c.Line),
			Check: func(ctx context.Context, sub subject.Subject) (string, string, error) {
				m, err := sub.FromSAN(ctx, fen, san, locale)
				if err != nil {
					ok, answer, pass := rejected(err)
					if ok {
						return want, want, nil
					}
					return want, answer, pass
				}
				return want, "accepted as " + m, nil
			},
		})
	}
	return out, nil
}

// invalidOp is how the invalid cases of one operation are asked.
type invalidOp struct {
	op, prefix string
	name       func(c corpus.InvalidCase) string
	ask        func(ctx context.Context, sub subject.Subject, c corpus.InvalidCase) (string, error)
}

// invalidOps are the invalid cases sent to the operations other than
// legal_moves and from_san: the case id prefix, what the case is named by,
// and the request. ask returns the answer to report when the subject
// accepts the input (its error otherwise).
var invalidOps = []invalidOp{
	{corpus.InvalidPlay, "invalid-play/",
		func(c corpus.InvalidCase) string {
			return fmt.Sprintf("reject playing %s from %s", strings.Join(c.Moves, " "), quoteFEN(c.FEN))
		},
		func(ctx context.Context, sub subject.Subject, c corpus.InvalidCase) (string, error) {
			fen, err := sub.Play(ctx, c.FEN, c.Moves)
			return "accepted: the position " + fen, err
		}},
	{corpus.InvalidStatus, "invalid-status/",
		func(c corpus.InvalidCase) string {
			return fmt.Sprintf("reject the state of %s after %s under %s", quoteFEN(c.FEN), movesOrNone(c.Moves), c.Rulebook)
		},
		func(ctx context.Context, sub subject.Subject, c corpus.InvalidCase) (string, error) {
			st, err := sub.GameStatus(ctx, subject.StatusRequest{Rulebook: c.Rulebook, FEN: c.FEN, Moves: c.Moves})
			return fmt.Sprintf("accepted: result %s %s", st.Result, st.Termination), err
		}},
	{corpus.InvalidUnwinnable, "invalid-unwinnable/",
		func(c corpus.InvalidCase) string {
			return fmt.Sprintf("reject analysing %s for %s", quoteFEN(c.FEN), c.Side)
		},
		func(ctx context.Context, sub subject.Subject, c corpus.InvalidCase) (string, error) {
			w, err := sub.Unwinnable(ctx, c.FEN, c.Side)
			return fmt.Sprintf("accepted: %s", w.Verdict), err
		}},
	{corpus.InvalidAdjudicate, "invalid-ruling/",
		func(c corpus.InvalidCase) string {
			return fmt.Sprintf("reject ruling on the log of %s under %s", c.ID, c.Rulebook)
		},
		func(ctx context.Context, sub subject.Subject, c corpus.InvalidCase) (string, error) {
			r, err := sub.Adjudicate(ctx, subject.AdjudicationRequest{Rulebook: c.Rulebook, Log: []byte(c.Log)})
			return fmt.Sprintf("accepted: result %s (%s)", r.Result, r.Article), err
		}},
}

// loadInvalidOp makes the cases of one of invalidOps: the answer must be
// `rejected`; an answer is a failure naming the case's articles.
func loadInvalidOp(op string) func(fs.FS) ([]CorpusCase, error) {
	o := invalidOps[slices.IndexFunc(invalidOps, func(o invalidOp) bool { return o.op == op })]
	return func(fsys fs.FS) ([]CorpusCase, error) {
		cases, err := readInvalid(fsys)
		if err != nil {
			return nil, err
		}
		var out []CorpusCase
		for _, c := range cases {
			if c.Op != op {
				continue
			}
			want := "rejected (" + c.Reason + ")"
			out = append(out, CorpusCase{
				ID:       o.prefix + c.ID,
				Name:     o.name(c),
				Articles: c.Articles,
				Rulebook: c.Rulebook,
				Source:   fmt.Sprintf("%s:%d", InvalidFile, c.Line),
				Check: func(ctx context.Context, sub subject.Subject) (string, string, error) {
					answer, err := o.ask(ctx, sub, c)
					if err != nil {
						ok, got, pass := rejected(err)
						if ok {
							return want, want, nil
						}
						return want, got, pass
					}
					return want, answer, nil
				},
			})
		}
		return out, nil
	}
}

// movesOrNone writes a move list for a case name.
func movesOrNone(ms []string) string {
	if len(ms) == 0 {
		return "no moves"
	}
	return strings.Join(ms, " ")
}

// quoteFEN quotes a FEN for a case name only when it needs it.
func quoteFEN(fen string) string {
	if fen == "" || strings.ContainsAny(fen, "\"\\") || fen != strings.TrimSpace(fen) {
		return fmt.Sprintf("%q", fen)
	}
	return fen
}
