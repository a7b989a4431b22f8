package certify_test

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/conformance/certify"
	"github.com/chessconform/chessconform/conformance/corpus"
	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/coverage"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/reference"
	"github.com/chessconform/chessconform/subject"
)

func readInvalidCorpus(t *testing.T) []corpus.InvalidCase {
	t.Helper()
	f, err := chessconform.Data.Open(certify.InvalidFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cases, err := corpus.ReadInvalid(f, certify.InvalidFile)
	if err != nil {
		t.Fatal(err)
	}
	return cases
}

// The corpus itself: at least 100 cases a program must reject, each citing
// articles of the Laws that exist (fide-2023 inventory), every FEN of a
// legal_moves case rejected by the chess package (strict ones accepted:
// they are the optional level), every FEN of a from_san case valid, so that
// only the SAN can be what is wrong.
func TestInvalidCorpusIsSound(t *testing.T) {
	cases := readInvalidCorpus(t)
	inv, err := coverage.LoadInventory(chessconform.Data, "fide-2023")
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]bool{}
	for _, a := range inv.Articles {
		known[coverage.Normalize(a.Article)] = true
	}
	counted := 0
	for _, c := range cases {
		for _, a := range c.Articles {
			if !known[coverage.Normalize(a)] && !ancestor(coverage.Normalize(a), known) {
				t.Errorf("%s: article %s is not in the fide-2023 inventory", c.ID, a)
			}
		}
		p, err := chess.ParseFEN(c.FEN)
		switch {
		case c.Op == corpus.InvalidFromSAN && err != nil:
			t.Errorf("%s: the position of a SAN case must be valid: %v", c.ID, err)
		case c.Op == corpus.InvalidLegalMoves && c.Strict && err != nil:
			t.Errorf("%s: a strict position is one the chess package accepts: %v", c.ID, err)
		case c.Strict:
			// The hand-worked legal moves are the chess package's.
			var got []string
			for _, m := range p.LegalMoves() {
				got = append(got, p.UCI(m))
			}
			slices.Sort(got)
			if want := slices.Sorted(slices.Values(c.Legal)); !slices.Equal(got, want) {
				t.Errorf("%s: the case lists the legal moves %v, the chess package finds %v", c.ID, want, got)
			}
		case (c.Op == corpus.InvalidLegalMoves || c.Op == corpus.InvalidUnwinnable) && !c.Strict && err == nil:
			t.Errorf("%s: %s is accepted by the chess package", c.ID, c.FEN)
		case c.Op == corpus.InvalidPlay && err != nil:
			t.Errorf("%s: the position of a play case must be valid, so that only a move is wrong: %v", c.ID, err)
		case (c.Op == corpus.InvalidPlay || c.Op == corpus.InvalidStatus) && err == nil:
			// Some move of the list is illegal where it is played.
			illegal := false
			for _, u := range c.Moves {
				m, err := p.ParseUCI(u)
				if err != nil {
					illegal = true
					break
				}
				p.Make(m)
			}
			if !illegal {
				t.Errorf("%s: every move of %v is legal in turn", c.ID, c.Moves)
			}
		}
		if !c.Strict {
			counted++
		}
	}
	if counted < 100 {
		t.Errorf("%d invalid cases (strict ones not counted), want at least 100", counted)
	}
}

// ancestor reports whether a is an article whose rows are deeper (3.1 for
// 3.1.1): its own text states the rule.
func ancestor(a string, rows map[string]bool) bool {
	for r := range rows {
		if strings.HasPrefix(r, a+".") {
			return true
		}
	}
	return false
}

// lenient is the reference with the strictness removed: it answers every
// position, every SAN (with a made-up move), every illegal move, game and
// event log instead of rejecting it.
type lenient struct{ *reference.Reference }

func (l lenient) LegalMoves(ctx context.Context, fen string) ([]string, error) {
	ms, err := l.Reference.LegalMoves(ctx, fen)
	if err != nil {
		return []string{"e2e4"}, nil
	}
	return ms, nil
}

func (l lenient) FromSAN(ctx context.Context, fen, san, locale string) (string, error) {
	m, err := l.Reference.FromSAN(ctx, fen, san, locale)
	if err != nil {
		return "e2e4", nil
	}
	return m, nil
}

func (l lenient) Play(ctx context.Context, fen string, moves []string) (string, error) {
	out, err := l.Reference.Play(ctx, fen, moves)
	if err != nil {
		return fen, nil
	}
	return out, nil
}

func (l lenient) GameStatus(ctx context.Context, req subject.StatusRequest) (subject.StatusResult, error) {
	st, err := l.Reference.GameStatus(ctx, req)
	if err != nil {
		return subject.StatusResult{Result: outcome.InPlay, Claims: []subject.Claim{}}, nil
	}
	return st, nil
}

func (l lenient) Unwinnable(ctx context.Context, fen, side string) (subject.Winnability, error) {
	w, err := l.Reference.Unwinnable(ctx, fen, side)
	if err != nil {
		return subject.Winnability{Verdict: outcome.Undetermined}, nil
	}
	return w, nil
}

func (l lenient) Adjudicate(ctx context.Context, req subject.AdjudicationRequest) (subject.Ruling, error) {
	r, err := l.Reference.Adjudicate(ctx, req)
	if err != nil {
		return subject.Ruling{Result: outcome.InPlay, Decisions: []subject.Decision{}}, nil
	}
	return r, nil
}

// strictRef rejects every strict position too, and answers other
// rejections with a protocol code given by code.
type strictRef struct {
	*reference.Reference
	code string
}

func (s strictRef) LegalMoves(ctx context.Context, fen string) ([]string, error) {
	ms, err := s.Reference.LegalMoves(ctx, fen)
	if err == nil && strings.Contains(fen, "4r2k/8/8/8/1b6/3n4/8/4K3") {
		err = errors.New("three checkers")
	}
	if err != nil && s.code != "" {
		return nil, &protocol.Error{Code: s.code, Message: err.Error()}
	}
	return ms, err
}

// allInvalid selects every invalid-input corpus, allInvalidCaps declares
// the capabilities they certify.
var (
	allInvalid     = []string{"invalid-fen/", "invalid-san/", "invalid-play/", "invalid-status/", "invalid-unwinnable/", "invalid-ruling/"}
	allInvalidCaps = []string{"moves", "notation", "status", "unwinnability", "arbiter"}
)

func TestInvalidCorpusCertify(t *testing.T) {
	cases := readInvalidCorpus(t)
	strict := map[string]bool{}
	for _, c := range cases {
		if c.Strict {
			strict["invalid-fen/"+c.ID] = true
		}
	}
	count := func(c *certify.Certificate) (pass, fail, other int, failed []string) {
		for _, k := range c.Cases {
			switch k.Status {
			case certify.Pass:
				pass++
			case certify.Fail:
				fail++
				failed = append(failed, k.ID)
			default:
				other++
			}
		}
		return
	}
	ref := newRef(t)
	t.Run("reference passes all", func(t *testing.T) {
		c := certifyCaps(t, ref, allInvalidCaps, []string{"fide-2023"}, allInvalid...)
		pass, fail, other, failed := count(c)
		if pass != len(cases) || fail+other != 0 {
			t.Errorf("%d pass, %d fail %v, %d other of %d cases", pass, fail, failed, other, len(cases))
		}
	})
	t.Run("a lenient program fails every case but the strict ones", func(t *testing.T) {
		c := certifyCaps(t, lenient{ref}, allInvalidCaps, []string{"fide-2023"}, allInvalid...)
		pass, fail, other, failed := count(c)
		for _, id := range failed {
			if strict[id] {
				t.Errorf("%s: a strict case failed a program that accepts it", id)
			}
		}
		if pass != len(strict) || fail != len(cases)-len(strict) || other != 0 {
			t.Errorf("%d pass, %d fail, %d other; want %d pass (the strict cases), %d fail", pass, fail, other, len(strict), len(cases)-len(strict))
		}
		for _, k := range c.Cases {
			if k.Status == certify.Fail && (len(k.Articles) == 0 || !strings.HasPrefix(k.Actual, "accepted")) {
				t.Errorf("%s: failure without articles or without the accepted answer: %+v", k.ID, k)
			}
		}
	})
	t.Run("rejecting a strict position passes", func(t *testing.T) {
		c := certifyInProcess(t, strictRef{ref, protocol.CodeRejected}, "invalid-fen/strict-triple-check")
		if pass, fail, other, _ := count(c); pass != 1 || fail+other != 0 {
			t.Errorf("%d pass, %d fail, %d other, want the one case to pass", pass, fail, other)
		}
	})
	t.Run("another error code is not a rejection", func(t *testing.T) {
		c := certifyInProcess(t, strictRef{ref, protocol.CodeInternal}, "invalid-fen/two-white-kings")
		if len(c.Cases) != 1 || c.Cases[0].Status != certify.Fail || !strings.HasPrefix(c.Cases[0].Actual, "error internal") {
			t.Errorf("want one failure answering error internal, got %+v", c.Cases)
		}
	})
	t.Run("unsupported stays unsupported", func(t *testing.T) {
		c := certifyInProcess(t, buggyNotation{ref}, "invalid-san/san-empty")
		if len(c.Cases) != 1 || c.Cases[0].Status != certify.Unsupported {
			t.Errorf("want one unsupported case, got %+v", c.Cases)
		}
	})
}

type buggyNotation struct{ *reference.Reference }

func (buggyNotation) FromSAN(context.Context, string, string, string) (string, error) {
	return "", fmt.Errorf("from_san: %w", subject.ErrUnsupported)
}

// pickyPerft is the reference rejecting the perft positions whose FEN
// starts with one of the prefixes, as python-chess does for the tricky
// suite's "impossible checker alignment" section (Board.status()).
type pickyPerft struct {
	*reference.Reference
	prefixes []string
}

func (p pickyPerft) Perft(ctx context.Context, fen string, depth int) (uint64, error) {
	for _, s := range p.prefixes {
		if strings.HasPrefix(fen, s) {
			return 0, &protocol.Error{Code: protocol.CodeRejected, Message: "impossible check"}
		}
	}
	return p.Reference.Perft(ctx, fen, depth)
}

func TestPerftImpossibleCheckMayBeRejected(t *testing.T) {
	alignment := []string{ // tricky.perft, section "Impossible checker alignment"
		"3R4/8/q4k2/2B5/1NK5/3b4/8/8 w - -",
		"2Nq4/2K5/1b6/8/7R/3k4/7P/8 w - -",
		"5R2/2P5/8/4k3/8/3rK2r/8/8 w - -",
		"8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3",
		"1b1k4/8/8/1rPpK3/8/8/8/8 w - d6",
		"rnbqk1nr/bb3p1p/1q2r3/2pPp3/3P4/7P/1PP1NpPP/R1BQKBNR w KQkq c6",
	}
	ref := newRef(t)
	c := certifyInProcess(t, pickyPerft{ref, alignment}, "perft/")
	for _, k := range c.Cases {
		if k.Status != certify.Pass {
			t.Errorf("%s: %s (expected %q, actual %q)", k.ID, k.Status, k.Expected, k.Actual)
		}
	}
	// Rejecting a position that can arise is still a failure.
	c = certifyInProcess(t, pickyPerft{ref, []string{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -"}}, "perft/")
	failed := 0
	for _, k := range c.Cases {
		if k.Status == certify.Fail {
			failed++
		}
	}
	if failed == 0 {
		t.Error("rejecting kiwipete passed")
	}
}

// cut is the reference whose run was cut: its errors are the context's.
type cut struct{ *reference.Reference }

func (cut) LegalMoves(ctx context.Context, fen string) ([]string, error) {
	return nil, fmt.Errorf("legal moves: %w", context.DeadlineExceeded)
}

// A deadline or an interrupt is never taken for a rejection.
func TestInvalidCorpusCutIsNotRejection(t *testing.T) {
	c := certifyInProcess(t, cut{newRef(t)}, "invalid-fen/two-white-kings")
	if len(c.Cases) != 1 || c.Cases[0].Status == certify.Pass {
		t.Errorf("a cut run passed: %+v", c.Cases)
	}
}
