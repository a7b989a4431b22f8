package steps

import (
	"fmt"
	"strings"

	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/subject"
)

// verdictSteps maps the step ids of the game verdicts (Articles 5 and 9) in
// the form the translated features use: the result, the termination and the
// article as separate words, so that each language writes a sentence of its
// own ("a hu-2018 szerint a játszma 1/2-1/2 eredménnyel véget ér: ötszöri
// ismétlődés (9.6.1. pont)"). Terminations and claim kinds are vocabularies
// of steps/phrases.yaml; intended moves are SAN in the scenario's language.
func (w *world) verdictSteps() map[string]any {
	return map[string]any{
		"game_goes_on":        w.gameGoesOn,
		"game_ends":           w.gameEnds,
		"may_claim":           func(rb, side, kind, art string) error { return w.mayClaim(rb, side, kind, art, "") },
		"may_claim_with_move": w.mayClaim,
		"cannot_claim":        w.cannotClaim,
		"may_not_claim":       w.mayNotClaimKind,
	}
}

func (w *world) verdict(rb string) (subject.StatusResult, error) {
	req := subject.StatusRequest{Rulebook: rb, FEN: w.start, Moves: w.moves}
	if req.FEN == "" {
		req.FEN = w.fen
	}
	if req.Moves == nil {
		req.Moves = []string{}
	}
	st, err := w.subj.GameStatus(w.context(), req)
	if err != nil {
		return st, fmt.Errorf("game status under %s of %q + %v: %w", rb, req.FEN, req.Moves, err)
	}
	return st, nil
}

func (w *world) gameGoesOn(rb string) error {
	st, err := w.verdict(rb)
	if err != nil {
		return err
	}
	if st.Result != outcome.InPlay || st.Termination != outcome.NoTermination {
		return fmt.Errorf("under %s the game has ended: %s by %s (article %s), want it to go on", rb, st.Result, st.Termination, st.Article)
	}
	return nil
}

func (w *world) gameEnds(rb, result, termination, article string) error {
	term, err := w.canon("termination", termination)
	if err != nil {
		return err
	}
	st, err := w.verdict(rb)
	if err != nil {
		return err
	}
	if st.Result != outcome.Result(result) || st.Termination != outcome.Termination(term) || st.Article != article {
		return fmt.Errorf("under %s: %s by %q (article %s), want %s by %q (article %s)",
			rb, st.Result, st.Termination, st.Article, result, term, article)
	}
	return nil
}

// mayClaim checks that side (the player having the move) may claim a draw
// of the kind under the article, with the intended move when move is not "".
func (w *world) mayClaim(rb, side, kind, article, move string) error {
	by, err := w.canon("side", side)
	if err != nil {
		return err
	}
	k, err := w.canon("claim", kind)
	if err != nil {
		return err
	}
	want := ""
	if move != "" {
		// The scenario's own SAN is fixture data, read here.
		if want, err = fixtureUCI(w.fen, move, w.language()); err != nil {
			return fmt.Errorf("reading the intended move %q: %w", move, err)
		}
	}
	st, err := w.verdict(rb)
	if err != nil {
		return err
	}
	var seen []string
	for _, c := range st.Claims {
		seen = append(seen, verdictClaim(c))
		if c.By != by || c.Kind != outcome.Termination(k) || c.Article != article || (c.WithMove == "") != (move == "") {
			continue
		}
		if move == "" {
			return nil
		}
		// The subject writes the intended move in English SAN; it is read
		// here, not by the subject, which would be checking itself.
		got, err := fixtureUCI(w.fen, c.WithMove, "en")
		if err == nil && got == want {
			return nil
		}
	}
	return fmt.Errorf("under %s: %s cannot claim %s (article %s%s); the claims are %v",
		rb, by, k, article, map[bool]string{true: ", with " + move}[move != ""], orNone(seen))
}

func (w *world) cannotClaim(rb, side string) error {
	by, err := w.canon("side", side)
	if err != nil {
		return err
	}
	st, err := w.verdict(rb)
	if err != nil {
		return err
	}
	for _, c := range st.Claims {
		if c.By == by {
			return fmt.Errorf("under %s: %s may claim %s", rb, by, verdictClaim(c))
		}
	}
	return nil
}

func verdictClaim(c subject.Claim) string {
	s := string(c.Kind) + " " + c.Article
	if c.WithMove != "" {
		s += " with " + c.WithMove
	}
	return s
}

func orNone(s []string) string {
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, "; ")
}

// mayNotClaimKind checks that side has no claim of the kind under the
// article (with or without an intended move).
func (w *world) mayNotClaimKind(rb, side, kind, article string) error {
	by, err := w.canon("side", side)
	if err != nil {
		return err
	}
	k, err := w.canon("claim", kind)
	if err != nil {
		return err
	}
	st, err := w.verdict(rb)
	if err != nil {
		return err
	}
	for _, c := range st.Claims {
		if c.By == by && c.Kind == outcome.Termination(k) && c.Article == article {
			return fmt.Errorf("under %s: %s may claim %s", rb, by, verdictClaim(c))
		}
	}
	return nil
}
