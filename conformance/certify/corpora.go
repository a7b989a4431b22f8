package certify

import (
	"context"
	"fmt"
	"io/fs"
	"path"
	"strings"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/conformance/corpus"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/subject"
)

// Corpus is a family of cases read from files shipped in
// conformance/corpus/. Adding a corpus is one entry in DefaultCorpora and a
// Load function.
type Corpus struct {
	Name       string // first segment of its case ids
	Capability string
	// Sample, when positive, is how many cases a run without --full takes:
	// evenly spaced through the corpus, the same ones every time. For
	// corpora whose cases are expensive to answer.
	Sample int
	// Load reads the cases; an fs.ErrNotExist error means the corpus is
	// not shipped and is skipped.
	Load func(fsys fs.FS) ([]CorpusCase, error)
}

// CorpusCase is one check: Check asks the subject and returns the expected
// and actual answers (as text); the case passes when they are equal and err
// is nil. err is the subject's error, reported as the actual answer.
type CorpusCase struct {
	ID       string
	Name     string
	Articles []string
	Rulebook string // "" or "any" when the case does not depend on one
	Source   string // file:line
	Check    func(ctx context.Context, s subject.Subject) (expected, actual string, err error)
	// Undetermined is the actual answer by which a program says it does
	// not know, where the protocol allows it ("undetermined"): the case is
	// incomplete, not failed. "" when there is none.
	Undetermined string
	// Evidence, when set, asks the reference why the expected answer is
	// right (a helpmate, a proof), for the report of a failed case.
	Evidence func(ctx context.Context, ref subject.Subject) string
}

// PerftBudget caps the leaf count of the depth certified for each perft
// position: the deepest published count not above it is used (at least
// depth 1), which keeps a full certification of a fast program within
// seconds while still reaching depth 3-4 in the standard positions.
const PerftBudget = 200_000

// DefaultCorpora lists the corpora certify runs.
func DefaultCorpora() []Corpus {
	return []Corpus{
		{Name: "perft", Capability: "moves", Load: loadPerft},
		{Name: "bestmove", Capability: "moves", Load: loadLegalSets}, // uci.go
		// Invalid input (invalid.go): FENs legal_moves must reject, SAN
		// moves from_san must reject.
		{Name: "invalid-fen", Capability: "moves", Load: loadInvalidFEN},
		{Name: "invalid-san", Capability: "notation", Load: loadInvalidSAN},
		// ... and illegal moves play and game_status must reject, positions
		// unwinnable must reject, event logs adjudicate must reject.
		{Name: "invalid-play", Capability: "moves", Load: loadInvalidOp(corpus.InvalidPlay)},
		{Name: "invalid-status", Capability: "status", Load: loadInvalidOp(corpus.InvalidStatus)},
		{Name: "invalid-unwinnable", Capability: "unwinnability", Load: loadInvalidOp(corpus.InvalidUnwinnable)},
		{Name: "invalid-ruling", Capability: "arbiter", Load: loadInvalidOp(corpus.InvalidAdjudicate)},
		// The CHA vectors are hard by design (the reference spends about a
		// second on some), so a default run samples them.
		{Name: "unwinnability", Capability: "unwinnability", Load: loadUnwinnability, Sample: 40},
	}
}

// perftSuites are the shipped perft files and the articles they exercise.
var perftSuites = []struct {
	file     string
	articles []string
}{
	{"conformance/corpus/perft/standard.perft", []string{"3"}},
	{"conformance/corpus/perft/tricky.perft", []string{"3"}},
	{"conformance/corpus/perft/chess960.perft", []string{"guidelines-II"}},
}

func loadPerft(fsys fs.FS) ([]CorpusCase, error) {
	var out []CorpusCase
	for _, s := range perftSuites {
		f, err := fsys.Open(s.file)
		if err != nil {
			if len(out) == 0 && s.file == perftSuites[0].file {
				return nil, err
			}
			continue
		}
		cases, err := corpus.ReadPerft(f, s.file)
		f.Close()
		if err != nil {
			return nil, err
		}
		stem := strings.TrimSuffix(path.Base(s.file), ".perft")
		for _, c := range cases {
			depth := 0
			for d, n := range c.Counts {
				if (n <= PerftBudget || d == 1) && d > depth {
					depth = d
				}
			}
			if depth == 0 {
				continue
			}
			want := c.Counts[depth]
			fen := perftFEN(c.EPD)
			// A check no last move can have given (the tricky suite's
			// "impossible checker alignment"): a program may reject the
			// position as invalid (3.10.3) or count it.
			impossible := ""
			if p, err := chess.ParseFEN(fen); err == nil {
				impossible = p.ImpossibleCheck(chess.RetroStrict)
			}
			out = append(out, CorpusCase{
				ID:       fmt.Sprintf("perft/%s/%s/%d", stem, c.ID, depth),
				Name:     fmt.Sprintf("perft %d of %s (%s)", depth, c.ID, fen),
				Articles: s.articles,
				Source:   fmt.Sprintf("%s:%d", s.file, c.Line),
				Check: func(ctx context.Context, sub subject.Subject) (string, string, error) {
					n, err := sub.Perft(ctx, fen, depth)
					if impossible == "" {
						return fmt.Sprint(want), fmt.Sprint(n), err
					}
					expected := fmt.Sprintf("%d, or rejected (unreachable: %s)", want, impossible)
					if err != nil {
						if ok, answer, pass := rejected(err); !ok {
							return expected, answer, pass
						}
						return expected, expected, nil
					}
					if n == want {
						return expected, expected, nil
					}
					return expected, fmt.Sprint(n), nil
				},
			})
		}
	}
	return out, nil
}

// perftFEN completes a 4-field EPD with move clocks.
func perftFEN(epd string) string {
	if len(strings.Fields(epd)) == 4 {
		return epd + " 0 1"
	}
	return epd
}

const unwinnabilityFile = "conformance/corpus/unwinnability/cha-test-vectors.txt"

func loadUnwinnability(fsys fs.FS) ([]CorpusCase, error) {
	f, err := fsys.Open(unwinnabilityFile)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	cases, err := corpus.ReadUnwinnability(f, unwinnabilityFile)
	if err != nil {
		return nil, err
	}
	verdict := func(can bool) string {
		if can {
			return "winnable"
		}
		return "unwinnable"
	}
	var out []CorpusCase
	for _, c := range cases {
		for _, side := range []string{"white", "black"} {
			want := verdict(c.WhiteCanMate)
			if side == "black" {
				want = verdict(c.BlackCanMate)
			}
			fen := c.FEN
			out = append(out, CorpusCase{
				ID:       fmt.Sprintf("unwinnability/cha/%d/%s", c.Line, side),
				Name:     fmt.Sprintf("can %s checkmate in %s", side, fen),
				Articles: []string{"6.9"},
				Source:   fmt.Sprintf("%s:%d", unwinnabilityFile, c.Line),
				Check: func(ctx context.Context, sub subject.Subject) (string, string, error) {
					w, err := sub.Unwinnable(ctx, fen, side)
					return want, string(w.Verdict), err
				},
				Undetermined: "undetermined",
				Evidence: func(ctx context.Context, ref subject.Subject) string {
					return unwinnabilityEvidence(ctx, ref, fen, side)
				},
			})
		}
	}
	return out, nil
}

// unwinnabilityEvidence is the reference's answer for fen and side: its
// helpmate, replayable with play, or that it proved none exists.
func unwinnabilityEvidence(ctx context.Context, ref subject.Subject, fen, side string) string {
	w, err := ref.Unwinnable(ctx, fen, side)
	switch {
	case err != nil:
		return "the reference could not answer: " + err.Error()
	case w.Verdict == outcome.Winnable:
		return fmt.Sprintf("the reference's helpmate (UCI, from the position, ending in mate by %s): %s", side, strings.Join(w.Helpmate, " "))
	case w.Verdict == outcome.Unwinnable:
		return fmt.Sprintf("the reference proves that %s cannot checkmate by any series of legal moves (%d nodes searched)", side, w.Nodes)
	}
	return "the reference's verdict: " + string(w.Verdict)
}
