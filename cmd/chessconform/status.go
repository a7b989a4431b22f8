package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/pgn"
)

func statusCommand() command {
	return command{
		name:    "status",
		summary: "judge a game under a rulebook: result, termination, article and every draw claim open now",
		run:     runStatus,
	}
}

// statusJSON is the --json output.
type statusJSON struct {
	Rulebook    string              `json:"rulebook"`
	Result      outcome.Result      `json:"result"`
	Termination outcome.Termination `json:"termination"`
	Article     string              `json:"article"`
	Claims      []claimJSON         `json:"claims"`
}

type claimJSON struct {
	Kind     outcome.Termination `json:"kind"`
	Article  string              `json:"article"`
	By       string              `json:"by"`
	WithMove *string             `json:"with_move"` // null for a claim on the position or series already there
}

func runStatus(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("status", `--rulebook ID (--fen FEN [--moves "SAN or UCI ..."] | --pgn FILE [--game N]) [--json]`, stdout)
	rb := fs.String("rulebook", "", "rulebook id (see rules list) or a rulebook .yaml file")
	fen := fs.String("fen", chess.StartFEN, "start position in FEN")
	moves := fs.String("moves", "", "moves played from the start position, SAN or UCI, separated by spaces (move numbers allowed)")
	pgnFile := fs.String("pgn", "", "read the game from this PGN file instead of --fen/--moves")
	gameNo := fs.Int("game", 1, "with --pgn: the 1-based number of the game in the file")
	asJSON := fs.Bool("json", false, "print JSON")
	if code, stop := parseFlags(fs, args, stderr); stop {
		return code
	}
	if fs.NArg() > 0 {
		return fail(stderr, "status", fmt.Errorf("%w: unexpected argument %q", errUsage, fs.Arg(0)), 2)
	}
	if *rb == "" {
		return fail(stderr, "status", fmt.Errorf("%w: --rulebook is required (e.g. --rulebook fide-2023; see rules list)", errUsage), 2)
	}
	set, ids, err := loadRules([]string{*rb})
	if err != nil {
		return fail(stderr, "status", fmt.Errorf("--rulebook: %w", err), 2)
	}
	r, err := set.Resolve(ids[0])
	if err != nil {
		return fail(stderr, "status", fmt.Errorf("--rulebook: %w", err), 2)
	}
	j, err := laws.New(r, laws.Options{}) // dead positions through package unwinnable
	if err != nil {
		return fail(stderr, "status", err, 1)
	}
	var g laws.Game
	set2 := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set2[f.Name] = true })
	switch {
	case *pgnFile != "" && (set2["fen"] || set2["moves"]):
		return fail(stderr, "status", fmt.Errorf("%w: --pgn cannot be combined with --fen or --moves", errUsage), 2)
	case *pgnFile == "" && set2["game"]:
		return fail(stderr, "status", fmt.Errorf("%w: --game needs --pgn", errUsage), 2)
	case *pgnFile != "":
		g, err = pgnGame(*pgnFile, *gameNo)
		if err != nil {
			return fail(stderr, "status", err, 2)
		}
	default:
		g, err = laws.ParseGame(*fen, strings.Fields(*moves))
	}
	if err != nil {
		var me *laws.MoveError
		if errors.As(err, &me) {
			err = fmt.Errorf("--moves: %w", err)
		} else {
			err = fmt.Errorf("--fen: %w", err)
		}
		return fail(stderr, "status", err, 2)
	}
	st, err := j.Status(ctx, g)
	if err != nil {
		return fail(stderr, "status", err, 1)
	}
	if st.Ply < g.Len() {
		more := g.Len() - st.Ply
		verb := "are"
		if more == 1 {
			verb = "is"
		}
		start := g.Start()
		fmt.Fprintf(stderr, "chessconform status: note: the game ended after %s (%s, article %s); the %s after it %s not judged\n",
			start.PlyName(st.Ply), st.Outcome.Termination(), st.Article, count(more, "ply", "plies"), verb)
	}
	if st.DeadPosition == outcome.Undetermined {
		fmt.Fprintln(stderr, "chessconform status: note: the dead-position test was undetermined within the node budget (neither side proven able or unable to mate); the game is not treated as drawn")
	}
	out := statusJSON{Rulebook: ids[0], Result: st.Outcome.Result(), Termination: st.Outcome.Termination(), Article: st.Article, Claims: []claimJSON{}}
	for _, c := range st.Claims {
		cj := claimJSON{Kind: c.Kind, Article: c.Article, By: c.By.String()}
		if c.SAN != "" {
			san := c.SAN
			cj.WithMove = &san
		}
		out.Claims = append(out.Claims, cj)
	}
	if *asJSON {
		if err := writeJSON(stdout, out); err != nil {
			return fail(stderr, "status", err, 1)
		}
		return 0
	}
	if !st.Outcome.Over() {
		fmt.Fprintf(stdout, "%s  in play (%s)\n", st.Outcome.Result(), ids[0])
	} else {
		fmt.Fprintf(stdout, "%s  %s, article %s (%s)\n", st.Outcome.Result(), st.Outcome.Termination(), st.Article, ids[0])
	}
	for _, c := range out.Claims {
		if c.WithMove != nil {
			fmt.Fprintf(stdout, "claim: %s may claim %s (article %s) by writing %s\n", c.By, c.Kind, c.Article, *c.WithMove)
		} else {
			fmt.Fprintf(stdout, "claim: %s may claim %s (article %s)\n", c.By, c.Kind, c.Article)
		}
	}
	return 0
}

// pgnGame reads game number n (1-based) of a PGN file.
func pgnGame(file string, n int) (laws.Game, error) {
	if n < 1 {
		return laws.Game{}, fmt.Errorf("--game %d: want a game number of 1 or more", n)
	}
	f, err := os.Open(file)
	if err != nil {
		return laws.Game{}, fmt.Errorf("--pgn: %w", err)
	}
	defer f.Close()
	r := pgn.NewReader(f)
	for seen := 0; ; {
		pg, err := r.Next()
		if errors.Is(err, io.EOF) {
			return laws.Game{}, fmt.Errorf("--game %d: %s holds only %s", n, file, count(seen, "game", "games"))
		}
		if pg == nil { // the stream itself failed
			return laws.Game{}, fmt.Errorf("--pgn %s: %w", file, err)
		}
		seen = pg.Number
		if pg.Number != n {
			continue // a problem in another game does not matter
		}
		if err != nil {
			return laws.Game{}, fmt.Errorf("--pgn %s: %w", file, err)
		}
		g, err := laws.NewGame(pg.Start, pg.Moves())
		if err != nil {
			return laws.Game{}, fmt.Errorf("--pgn %s: game %d: %w", file, n, err)
		}
		return g, nil
	}
}
