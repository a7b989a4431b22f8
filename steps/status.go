package steps

import (
	"fmt"
	"sort"
	"strings"

	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/subject"
)

// statusSteps maps the step ids of the game status (Articles 1.5, 5, 6.9, 9): the
// game is the scenario's start position and the moves played from it, and
// every verdict comes from subject.Status or subject.Unwinnability.
//
// Outcomes are written "in play" or "<result> by <termination>, article
// <article>", e.g. "1/2-1/2 by fivefold, article 9.6.1". Claims are written
// "<kind> <article>" or "<kind> <article> with <SAN>", several separated by
// ";", or "nothing".
func (w *world) statusSteps() map[string]any {
	return map[string]any{
		"outcome_is": w.outcomeIs,
		"mover_may_claim": func(rb, want string) error {
			return w.claimsAre(rb, "", want)
		},
		"side_may_claim": func(rb, side, want string) error {
			return w.claimsAre(rb, strings.ToLower(side), want)
		},
		"side_may_not_claim_draw": w.mayNotClaim,
		"claims_include":          func(rb, want string) error { return w.claimsInclude(rb, want, true) },
		"claims_exclude":          func(rb, want string) error { return w.claimsInclude(rb, want, false) },
		"claim_count":             w.claimCount,
		"flag_falls": func(side string) error {
			w.flagged = strings.ToLower(side)
			return nil
		},
		"flag_winner": func(side string) error { return w.flagOutcome(strings.ToLower(side)) },
		"flag_draw":   func() error { return w.flagOutcome("") },
	}
}

func (w *world) status(rb string) (subject.StatusResult, error) {
	req := subject.StatusRequest{Rulebook: rb, FEN: w.start, Moves: w.moves}
	if req.Moves == nil {
		req.Moves = []string{}
	}
	st, err := w.subj.GameStatus(w.context(), req)
	if err != nil {
		return st, fmt.Errorf("game status under %s of %q + %v: %w", rb, w.start, w.moves, err)
	}
	return st, nil
}

func describeStatus(st subject.StatusResult) string {
	if st.Result == outcome.InPlay && st.Termination == outcome.NoTermination {
		return "in play"
	}
	return fmt.Sprintf("%s by %s, article %s", st.Result, st.Termination, st.Article)
}

func (w *world) outcomeIs(rb, want string) error {
	st, err := w.status(rb)
	if err != nil {
		return err
	}
	if got := describeStatus(st); got != want {
		return fmt.Errorf("under %s: outcome %q, want %q", rb, got, want)
	}
	return nil
}

func claimText(c subject.Claim) string {
	if c.WithMove == "" {
		return string(c.Kind) + " " + c.Article
	}
	return string(c.Kind) + " " + c.Article + " with " + c.WithMove
}

func claimList(s string) []string {
	s = strings.TrimSpace(s)
	if s == "nothing" || s == "" {
		return nil
	}
	var out []string
	for _, c := range strings.Split(s, ";") {
		out = append(out, strings.Join(strings.Fields(c), " "))
	}
	return out
}

// sideToMove reads FEN field 2 of the current position.
func (w *world) sideToMove() string {
	f := strings.Fields(w.fen)
	if len(f) > 1 && f[1] == "b" {
		return "black"
	}
	return "white"
}

func (w *world) claimsAre(rb, by, want string) error {
	st, err := w.status(rb)
	if err != nil {
		return err
	}
	if by == "" {
		by = w.sideToMove()
	}
	var got []string
	for _, c := range st.Claims {
		if c.By != by {
			return fmt.Errorf("under %s: claim %q by %s, but only %s may claim (the player having the move)", rb, claimText(c), c.By, by)
		}
		got = append(got, claimText(c))
	}
	sort.Strings(got)
	if err := sameSet(got, claimList(want)); err != nil {
		return fmt.Errorf("under %s, claims of %s: %w", rb, by, err)
	}
	return nil
}

func (w *world) mayNotClaim(rb, side string) error {
	st, err := w.status(rb)
	if err != nil {
		return err
	}
	side = strings.ToLower(side)
	for _, c := range st.Claims {
		if c.By == side {
			return fmt.Errorf("under %s: %s may claim %q", rb, side, claimText(c))
		}
	}
	return nil
}

func (w *world) claimsInclude(rb, want string, include bool) error {
	st, err := w.status(rb)
	if err != nil {
		return err
	}
	var got []string
	for _, c := range st.Claims {
		got = append(got, claimText(c))
	}
	for _, x := range claimList(want) {
		found := false
		for _, g := range got {
			found = found || g == x
		}
		if found != include {
			return fmt.Errorf("under %s: claims %v, %q included: %v", rb, got, x, found)
		}
	}
	return nil
}

func (w *world) claimCount(rb string, n int) error {
	st, err := w.status(rb)
	if err != nil {
		return err
	}
	if len(st.Claims) != n {
		var got []string
		for _, c := range st.Claims {
			got = append(got, claimText(c))
		}
		return fmt.Errorf("under %s: %d claims %v, want %d", rb, len(st.Claims), got, n)
	}
	return nil
}

// flagOutcome checks Article 6.9 through unwinnability: the player whose
// flag fell (w.flagged) loses, unless the opponent cannot checkmate by any possible
// series of legal moves, when the game is drawn. winner "" means drawn.
// A "winnable" answer must come with a helpmate, replayed here through the
// subject and checked to end in checkmate of the flagged side.
func (w *world) flagOutcome(winner string) error {
	flagged := w.flagged
	if flagged == "" {
		return fmt.Errorf("no flag has fallen in this scenario")
	}
	opp := "white"
	if flagged == "white" {
		opp = "black"
	}
	if winner != "" && winner != opp {
		return fmt.Errorf("the scenario says %s wins, but %s's flag fell", winner, flagged)
	}
	v, err := w.subj.Unwinnable(w.context(), w.fen, opp)
	if err != nil { // wraps subject.ErrUnsupported when the subject cannot answer: certify reports "unsupported", go test fails
		return fmt.Errorf("can %s checkmate in %q: %w", opp, w.fen, err)
	}
	want := outcome.Winnable
	if winner == "" {
		want = outcome.Unwinnable
	}
	if v.Verdict == outcome.Undetermined {
		return fmt.Errorf("%s's flag fell in %q: %s's verdict is \"undetermined\" (want %q): %w", flagged, w.fen, opp, want, ErrIncomplete)
	}
	if v.Verdict != want {
		return fmt.Errorf("%s's flag fell in %q: %s's verdict is %q, so the result would differ (want %q)", flagged, w.fen, opp, v.Verdict, want)
	}
	if want == outcome.Winnable {
		return w.replayHelpmate(v.Helpmate, flagged)
	}
	return nil
}

func (w *world) replayHelpmate(line []string, mated string) error {
	fen, err := w.subj.Play(w.context(), w.fen, line)
	if err != nil {
		return fmt.Errorf("helpmate %v from %q: %w", line, w.fen, err)
	}
	ms, err := w.subj.LegalMoves(w.context(), fen)
	if err != nil {
		return err
	}
	check, err := w.subj.InCheck(w.context(), fen)
	if err != nil {
		return err
	}
	f := strings.Fields(fen)
	toMove := "white"
	if len(f) > 1 && f[1] == "b" {
		toMove = "black"
	}
	if len(ms) != 0 || !check || toMove != mated {
		return fmt.Errorf("helpmate %v from %q ends in %q, which is not checkmate of %s", line, w.fen, fen, mated)
	}
	return nil
}
