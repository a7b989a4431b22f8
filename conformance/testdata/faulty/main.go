// Command faulty is a fake program under test for chessconform's
// reproduce tests: the reference implementation over protocol v1, wrong in
// a few deliberate places, and declaring only the English SAN locale.
//
//   - perft from the initial position counts one node too many (fails
//     the perft corpus's startpos cases and two rows of the Scenario Outline
//     of Article 3.10);
//   - legal_moves of the double-check position of Article 3.9 lists an
//     extra king move e1f1 (fails a plain scenario);
//   - unwinnable answers "undetermined" for black (incomplete, not wrong).
//
// It reads the embedded data, so it runs from any directory.
package main

import (
	"context"
	"fmt"
	"os"
	"slices"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/reference"
	"github.com/chessconform/chessconform/rulebook"
	"github.com/chessconform/chessconform/subject"
)

const (
	initial     = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	doubleCheck = "4k3/8/8/8/8/3n3Q/8/r3K3 w - - 0 1"
)

type faulty struct{ *reference.Reference }

func (f faulty) Perft(ctx context.Context, fen string, depth int) (uint64, error) {
	n, err := f.Reference.Perft(ctx, fen, depth)
	if fen == initial {
		n++
	}
	return n, err
}

func (f faulty) LegalMoves(ctx context.Context, fen string) ([]string, error) {
	ms, err := f.Reference.LegalMoves(ctx, fen)
	if fen == doubleCheck && err == nil {
		ms = append(ms, "e1f1")
	}
	return ms, err
}

func (f faulty) Unwinnable(ctx context.Context, fen, side string) (subject.Winnability, error) {
	if side == "black" {
		return subject.Winnability{Verdict: "undetermined"}, nil
	}
	return f.Reference.Unwinnable(ctx, fen, side)
}

func main() {
	ref, err := reference.New(chessconform.Data)
	if err != nil {
		fmt.Fprintln(os.Stderr, "faulty:", err)
		os.Exit(1)
	}
	set, err := rulebook.LoadEmbedded(chessconform.Data)
	if err != nil {
		fmt.Fprintln(os.Stderr, "faulty:", err)
		os.Exit(1)
	}
	var books []string
	for _, e := range set.List() {
		if e.Kind != rulebook.KindRegulations {
			books = append(books, e.ID)
		}
	}
	slices.Sort(books)
	srv := &protocol.Server{Subject: faulty{ref}, Hello: protocol.HelloResult{
		Protocol: protocol.Version, Name: "faulty", Version: "0",
		Capabilities: protocol.Capabilities, Rulebooks: books, Locales: []string{"en"},
	}}
	if err := srv.Serve(context.Background(), os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "faulty:", err)
		os.Exit(1)
	}
}
