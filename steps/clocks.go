package steps

import (
	"fmt"
	"strconv"
)

// clockSteps maps the step ids of the time-control classification
// (Appendices A.1 and B.1) to their handlers. The time control is PGN
// TimeControl syntax.
func (w *world) clockSteps() map[string]any {
	return map[string]any{
		"time_control":          w.givenTimeControl,
		"classified_as":         w.classifiedAs,
		"classified_by_article": w.classifiedByArticle,
		"basis_is":              w.basisIs,
		"not_classified":        w.notClassified,
	}
}

func (w *world) givenTimeControl(tc string) error {
	w.timeControl = tc
	return nil
}

func (w *world) classifiedAs(rulebook, category string) error {
	return w.classifiedByArticle(rulebook, category, "")
}

func (w *world) classifiedByArticle(rulebook, category, article string) error {
	c, err := w.subj.Classify(w.context(), rulebook, w.timeControl)
	if err != nil {
		return fmt.Errorf("classify %q under %s: %w", w.timeControl, rulebook, err)
	}
	if c.Category != category {
		return fmt.Errorf("%q under %s: category %q (article %s, basis %d s), want %q",
			w.timeControl, rulebook, c.Category, c.Article, c.BasisSeconds, category)
	}
	if article != "" && c.Article != article {
		return fmt.Errorf("%q under %s: article %q, want %q", w.timeControl, rulebook, c.Article, article)
	}
	return nil
}

func (w *world) basisIs(rulebook, seconds string) error {
	want, err := strconv.ParseInt(seconds, 10, 64)
	if err != nil {
		return err
	}
	c, err := w.subj.Classify(w.context(), rulebook, w.timeControl)
	if err != nil {
		return fmt.Errorf("classify %q under %s: %w", w.timeControl, rulebook, err)
	}
	if c.BasisSeconds != want {
		return fmt.Errorf("%q under %s: basis %d s, want %d s", w.timeControl, rulebook, c.BasisSeconds, want)
	}
	return nil
}

func (w *world) notClassified(rulebook string) error {
	c, err := w.subj.Classify(w.context(), rulebook, w.timeControl)
	if err == nil {
		return fmt.Errorf("%q under %s was classified as %s, want a refusal", w.timeControl, rulebook, c.Category)
	}
	return nil
}
