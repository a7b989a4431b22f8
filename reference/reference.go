// Package reference is chessconform's own implementation of the Laws,
// exposed through subject.Subject so that the Gherkin steps and the
// certification runner treat it exactly like a third-party program.
package reference

import (
	"context"
	"fmt"
	"io/fs"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/notation"
	"github.com/chessconform/chessconform/rulebook"
	"github.com/chessconform/chessconform/subject"
)

// Reference implements subject.Subject in-process.
type Reference struct {
	data     fs.FS
	notation *notation.Tables
	rules    lazyRules   // rulebooks, loaded on first use (clocks.go)
	mates    mateCache   // proven unwinnability verdicts (canmate.go)
	arb      lazyArbiter // event-log parser and rulebooks, loaded on first use (arbiter.go)
	trace    func(rulebook.Ref)
}

// TraceRulebooks makes every rulebook the reference resolves from now on
// report the parameters its answers consult to fn (rulebook.Resolved.Traced;
// nil stops it). Package certify learns so, scenario by scenario, which
// unverified values an expected answer rests on. Not safe to call while
// requests are being answered.
func (r *Reference) TraceRulebooks(fn func(rulebook.Ref)) { r.trace = fn }

// traced applies the trace to a resolved rulebook.
func (r *Reference) traced(rb *rulebook.Resolved) *rulebook.Resolved {
	if r.trace == nil {
		return rb
	}
	return rb.Traced(r.trace)
}

var _ subject.Subject = (*Reference)(nil)

// New loads the reference's tables from data (normally chessconform.Data).
func New(data fs.FS) (*Reference, error) {
	nt, err := notation.Load(data)
	if err != nil {
		return nil, fmt.Errorf("reference: %w", err)
	}
	return &Reference{data: data, notation: nt}, nil
}

func position(fen string) (*chess.Position, error) {
	p, err := chess.ParseFEN(fen)
	if err != nil {
		return nil, err
	}
	return p, nil
}

// LegalMoves implements subject.Moves.
func (r *Reference) LegalMoves(_ context.Context, fen string) ([]string, error) {
	p, err := position(fen)
	if err != nil {
		return nil, err
	}
	ms := p.LegalMoves()
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = p.UCI(m)
	}
	return out, nil
}

// Play implements subject.Moves.
func (r *Reference) Play(_ context.Context, fen string, moves []string) (string, error) {
	p, err := position(fen)
	if err != nil {
		return "", err
	}
	for i, s := range moves {
		m, err := p.ParseUCI(s)
		if err != nil {
			return "", fmt.Errorf("move %d: %w", i+1, err)
		}
		p.Make(m)
	}
	return p.FEN(), nil
}

// Perft implements subject.Moves.
// Depths above chess.MaxPerftDepth are refused, and a cancelled ctx ends the
// count.
func (r *Reference) Perft(ctx context.Context, fen string, depth int) (uint64, error) {
	p, err := position(fen)
	if err != nil {
		return 0, err
	}
	if depth < 0 || depth > chess.MaxPerftDepth {
		return 0, fmt.Errorf("perft depth %d: want 0 to %d", depth, chess.MaxPerftDepth)
	}
	return p.PerftContext(ctx, depth)
}

// InCheck implements subject.Moves.
func (r *Reference) InCheck(_ context.Context, fen string) (bool, error) {
	p, err := position(fen)
	if err != nil {
		return false, err
	}
	return p.InCheck(), nil
}

func (r *Reference) style(locale string) (chess.Style, error) {
	l, err := r.notation.Letters(locale)
	if err != nil {
		return chess.Style{}, err
	}
	// English is written as PGN writes it; other languages as the Laws' Appendix C does.
	return chess.Style{Letters: l, FIDE: locale != "en"}, nil
}

// ToSAN implements subject.Notation.
func (r *Reference) ToSAN(_ context.Context, fen, uci, locale string) (string, error) {
	p, err := position(fen)
	if err != nil {
		return "", err
	}
	st, err := r.style(locale)
	if err != nil {
		return "", err
	}
	m, err := p.ParseUCI(uci)
	if err != nil {
		return "", err
	}
	return p.FormatSAN(m, st), nil
}

// FromSAN implements subject.Notation.
func (r *Reference) FromSAN(_ context.Context, fen, san, locale string) (string, error) {
	p, err := position(fen)
	if err != nil {
		return "", err
	}
	st, err := r.style(locale)
	if err != nil {
		return "", err
	}
	m, err := p.ParseMove(san, st.Letters)
	if err != nil {
		return "", err
	}
	return p.UCI(m), nil
}

// ReadEntry implements subject.Notation.
func (r *Reference) ReadEntry(_ context.Context, fen, entry, locale string) (subject.Entry, error) {
	p, err := position(fen)
	if err != nil {
		return subject.Entry{}, err
	}
	st, err := r.style(locale)
	if err != nil {
		return subject.Entry{}, err
	}
	m, offer, err := notation.ReadEntry(p, entry, st.Letters)
	if err != nil {
		return subject.Entry{}, err
	}
	return subject.Entry{Move: p.UCI(m), DrawOffer: offer}, nil
}
