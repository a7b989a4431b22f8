// Command garbage is the garbage program of chessconform's suite tests: the
// reference implementation speaking protocol v1, except that every
// legal_moves answer is a list of strings that are not moves. A certificate
// of it must pass no case that asked for legal moves: a negative check
// ("castling is not among the legal moves") must not pass on garbage.
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
)

type garbage struct{ *reference.Reference }

func (garbage) LegalMoves(context.Context, string) ([]string, error) {
	return []string{"<img src=x onerror=alert(1)>", "Nf3", "e2-e4"}, nil
}

func main() {
	ref, err := reference.New(chessconform.Data)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	books := []string{}
	if set, err := rulebook.LoadEmbedded(chessconform.Data); err == nil && set != nil {
		for _, e := range set.List() {
			if e.Kind != rulebook.KindRegulations {
				books = append(books, e.ID)
			}
		}
	}
	slices.Sort(books)
	srv := &protocol.Server{Subject: garbage{ref}, Hello: protocol.HelloResult{
		Protocol: protocol.Version, Name: "garbage", Version: "0", Capabilities: protocol.Capabilities, Rulebooks: books,
	}}
	if err := srv.Serve(context.Background(), os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
