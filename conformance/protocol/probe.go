package protocol

import (
	"context"
	"errors"

	"github.com/chessconform/chessconform/subject"
)

// ProbeLog is the event log the arbiter probe sends: valid under
// schema/eventlog.schema.json (time_control and events are required).
const ProbeLog = `{"time_control":"300","events":[]}`

// Probe finds which capabilities an in-process subject implements: it asks
// one cheap question per capability and counts the capability as present
// unless the answer is subject.ErrUnsupported. A rejection of the probe's
// input still proves the capability is implemented. rulebook is any
// rulebook id the subject knows (used by status, clocks and arbiter).
func Probe(ctx context.Context, s subject.Subject, rulebook string) []string {
	const start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	probes := []struct {
		cap string
		ask func() error
	}{
		{CapMoves, func() error { _, err := s.LegalMoves(ctx, start); return err }},
		{CapNotation, func() error { _, err := s.ToSAN(ctx, start, "e2e4", "en"); return err }},
		{CapStatus, func() error {
			_, err := s.GameStatus(ctx, subject.StatusRequest{Rulebook: rulebook, FEN: start, Moves: []string{}})
			return err
		}},
		// Bare kings: every implementation can settle it at once.
		{CapUnwinnability, func() error { _, err := s.Unwinnable(ctx, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "white"); return err }},
		{CapClocks, func() error { _, err := s.Classify(ctx, rulebook, "90+30"); return err }},
		// The smallest log schema/eventlog.schema.json accepts: a time
		// control and no events, so a conforming subject answers it.
		{CapArbiter, func() error {
			_, err := s.Adjudicate(ctx, subject.AdjudicationRequest{Rulebook: rulebook, Log: []byte(ProbeLog)})
			return err
		}},
	}
	caps := []string{}
	for _, p := range probes {
		if err := p.ask(); !errors.Is(err, subject.ErrUnsupported) {
			caps = append(caps, p.cap)
		}
	}
	return caps
}
