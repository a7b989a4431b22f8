package main

import (
	"context"
	"fmt"
	"io"

	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/timecontrol"
)

func classifyCommand() command {
	return command{
		name:    "classify",
		summary: "classify a time control as standard, rapid or blitz under a rulebook",
		run:     runClassify,
	}
}

func runClassify(_ context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("classify", "--rulebook ID [--json] [--minutes] TIMECONTROL\n\n"+
		"TIMECONTROL is PGN TimeControl syntax (seconds): 900, 180+2, 40/5400+30:1800+30, 900d5 (delay).\n"+
		"With --minutes it is the friendly form: 90+30 (minutes + seconds), \"40/90+30, 30+30\".", stdout)
	id := fs.String("rulebook", "", "rulebook id (see chessconform rules list) or a rulebook .yaml file")
	asJSON := fs.Bool("json", false, "print JSON")
	minutes := fs.Bool("minutes", false, "read TIMECONTROL in the friendly form (base in minutes)")
	pos, code, stop := parseInterleaved(fs, args, stderr)
	if stop {
		return code
	}
	if *id == "" || len(pos) != 1 {
		fmt.Fprintln(stderr, "chessconform classify: want --rulebook ID and one TIMECONTROL (see --help)")
		return 2
	}
	parse := timecontrol.ParsePGN
	if *minutes {
		parse = timecontrol.ParseFriendly
	}
	tc, err := parse(pos[0])
	if err != nil {
		fmt.Fprintf(stderr, "chessconform classify: %v\n", err)
		return 2
	}
	set, ids, err := loadRules([]string{*id})
	if err != nil {
		return fail(stderr, "classify", err, 2)
	}
	r, err := set.Resolve(ids[0])
	if err != nil {
		return fail(stderr, "classify", err, 2)
	}
	c, err := laws.Classify(r, tc)
	if err != nil {
		return fail(stderr, "classify", err, 1)
	}
	if *asJSON {
		out := struct {
			Rulebook       string `json:"rulebook"`
			TimeControl    string `json:"time_control"`
			Category       string `json:"category"`
			Article        string `json:"article"`
			ArticleOf      string `json:"article_of,omitempty"`
			BasisSeconds   int64  `json:"basis_seconds"`
			Interpretation string `json:"interpretation,omitempty"`
		}{r.ID, tc.String(), string(c.Category), c.Article, c.ArticleOf, c.BasisSeconds, c.Interpretation}
		if err := writeJSON(stdout, out); err != nil {
			return fail(stderr, "classify", err, 1)
		}
		return 0
	}
	art := "article " + c.Article
	if c.ArticleOf != "" {
		art = fmt.Sprintf("article %s of %s, which %s does not contain", c.Article, c.ArticleOf, r.ID)
	}
	fmt.Fprintf(stdout, "%s: %s under %s (%s; basis %d s)\n", tc.String(), c.Category, r.ID, art, c.BasisSeconds)
	if c.Interpretation != "" {
		fmt.Fprintf(stdout, "interpretation: %s\n", c.Interpretation)
	}
	return 0
}
