package main

import (
	"context"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/notation"
)

func movesCommand() command {
	return command{
		name:    "moves",
		summary: "list the legal moves of a position in SAN, LAN or UCI, in any language",
		run:     runMoves,
	}
}

func runMoves(_ context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("moves", "--fen FEN [--notation san|lan|uci] [--locale LANG] [--json]", stdout)
	fen := fs.String("fen", chess.StartFEN, "position in FEN")
	nota := fs.String("notation", "san", "san, lan or uci")
	locale := fs.String("locale", "en", "language of the piece letters (en, hu, lt, bg, de, fr, es, ru, …)")
	asJSON := fs.Bool("json", false, "print JSON")
	if code, stop := parseFlags(fs, args, stderr); stop {
		return code
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(stderr, "chessconform moves: unexpected argument %q\n", fs.Arg(0))
		return 2
	}
	p, err := chess.ParseFEN(*fen)
	if err != nil {
		fmt.Fprintf(stderr, "chessconform moves: %v\n", err)
		return 2
	}
	tables, err := notation.Load(chessconform.Data)
	if err != nil {
		fmt.Fprintf(stderr, "chessconform moves: %v\n", err)
		return 1
	}
	letters, err := tables.Letters(*locale)
	if err != nil {
		fmt.Fprintf(stderr, "chessconform moves: --locale: %v\n", err)
		return 2
	}
	st := chess.Style{Letters: letters, FIDE: *locale != "en"}
	var out []string
	for _, m := range p.LegalMoves() {
		switch *nota {
		case "san":
			out = append(out, p.FormatSAN(m, st))
		case "lan":
			out = append(out, p.FormatLAN(m, st))
		case "uci":
			out = append(out, p.UCI(m))
		default:
			fmt.Fprintf(stderr, "chessconform moves: --notation %q: want san, lan or uci\n", *nota)
			return 2
		}
	}
	sort.Strings(out)
	if *asJSON {
		if out == nil {
			out = []string{}
		}
		if err := writeJSON(stdout, struct {
			FEN   string   `json:"fen"`
			Moves []string `json:"moves"`
		}{p.FEN(), out}); err != nil {
			fmt.Fprintf(stderr, "chessconform moves: %v\n", err)
			return 1
		}
		return 0
	}
	fmt.Fprintln(stdout, strings.Join(out, " "))
	return 0
}
