package steps

import (
	"errors"
	"fmt"

	"github.com/chessconform/chessconform/subject"
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
		// Appendix C.12: one scoresheet entry, the move and the draw-offer mark (=).
		"entry_with_offer":    func(entry, uci string) error { return w.entryIs(entry, uci, true) },
		"entry_without_offer": func(entry, uci string) error { return w.entryIs(entry, uci, false) },
		"entry_rejected":      w.entryRejected,
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

func (w *world) entryIs(entry, uci string, offer bool) error {
	got, err := w.subj.ReadEntry(w.context(), w.fen, entry, w.language())
	if err != nil {
		return err
	}
	if got.Move != uci || got.DrawOffer != offer {
		return fmt.Errorf("scoresheet entry %q in %q (%s) is read as %s with draw offer %v, want %s with draw offer %v",
			entry, w.fen, w.language(), got.Move, got.DrawOffer, uci, offer)
	}
	return nil
}

func (w *world) entryRejected(entry string) error {
	got, err := w.subj.ReadEntry(w.context(), w.fen, entry, w.language())
	if errors.Is(err, subject.ErrUnsupported) {
		return err // not reading entries at all is not rejecting this one
	}
	if err == nil {
		return fmt.Errorf("scoresheet entry %q in %q (%s) was read as %+v, want an error", entry, w.fen, w.language(), got)
	}
	return nil
}
