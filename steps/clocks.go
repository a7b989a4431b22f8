package steps

import (
	"fmt"
	"strconv"
)

// registerClocks binds the time-control classification steps (Appendices A.1
// and B.1). The time control is PGN TimeControl syntax.
func (w *world) registerClocks(sc stepRegistrar) {
	sc.Step(`^the time control "([^"]*)"$`, w.givenTimeControl)
	sc.Step(`^under "([^"]*)" it is (standard|rapid|blitz)$`, w.classifiedAs)
	sc.Step(`^under "([^"]*)" it is (standard|rapid|blitz) by article "([^"]*)"$`, w.classifiedByArticle)
	sc.Step(`^under "([^"]*)" its basis is (\d+) seconds$`, w.basisIs)
	sc.Step(`^under "([^"]*)" it cannot be classified$`, w.notClassified)
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
