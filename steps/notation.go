package steps

import (
	"fmt"

	"github.com/cucumber/godog"
)

func (w *world) registerNotation(sc *godog.ScenarioContext) {
	sc.Step(`^"([^"]*)" is written "([^"]*)"$`, func(uci, san string) error { return w.writtenAs(uci, san, "en") })
	sc.Step(`^"([^"]*)" is written "([^"]*)" in ([a-z]{2})$`, w.writtenAs)
	sc.Step(`^"([^"]*)" is read as "([^"]*)"$`, func(san, uci string) error { return w.readAs(san, uci, "en") })
	sc.Step(`^"([^"]*)" is read as "([^"]*)" in ([a-z]{2})$`, w.readAs)
	sc.Step(`^"([^"]*)" cannot be read$`, func(san string) error { return w.unreadable(san, "en") })
	sc.Step(`^"([^"]*)" cannot be read in ([a-z]{2})$`, w.unreadable)
}

func (w *world) writtenAs(uci, san, locale string) error {
	got, err := w.subj.ToSAN(w.context(), w.fen, uci, locale)
	if err != nil {
		return err
	}
	if got != san {
		return fmt.Errorf("%s in %q is written %q in %s, want %q", uci, w.fen, got, locale, san)
	}
	return nil
}

func (w *world) readAs(san, uci, locale string) error {
	got, err := w.subj.FromSAN(w.context(), w.fen, san, locale)
	if err != nil {
		return err
	}
	if got != uci {
		return fmt.Errorf("%q in %q (%s) is read as %s, want %s", san, w.fen, locale, got, uci)
	}
	return nil
}

func (w *world) unreadable(san, locale string) error {
	got, err := w.subj.FromSAN(w.context(), w.fen, san, locale)
	if err == nil {
		return fmt.Errorf("%q in %q (%s) was read as %s, want an error", san, w.fen, locale, got)
	}
	return nil
}
