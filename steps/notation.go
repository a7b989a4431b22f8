package steps

import (
	"fmt"
)

// notationSteps maps the step ids of Appendix C (steps/phrases.yaml) to their
// handlers. Without an explicit language the scenario's own is meant: a
// Hungarian scenario writes Hf3, a Lithuanian one Žf3.
func (w *world) notationSteps() map[string]any {
	return map[string]any{
		"written_as":    func(uci, san string) error { return w.writtenAs(uci, san, w.language()) },
		"written_as_in": w.writtenAs,
		"read_as":       func(san, uci string) error { return w.readAs(san, uci, w.language()) },
		"read_as_in":    w.readAs,
		"unreadable":    func(san string) error { return w.unreadable(san, w.language()) },
		"unreadable_in": w.unreadable,
	}
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
