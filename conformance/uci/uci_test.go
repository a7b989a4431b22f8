//go:build unix

package uci

import (
	"context"
	"errors"
	"os/exec"
	"slices"
	"syscall"
	"testing"
	"time"

	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/subject"
)

// stockfish returns the path of the Debian package's binary, or skips.
func stockfish(t *testing.T) string {
	t.Helper()
	for _, p := range []string{"stockfish", "/usr/games/stockfish"} {
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	t.Skip("stockfish is not installed (apt-get install stockfish); CI installs it")
	return ""
}

func start(t *testing.T, o Options) *Client {
	t.Helper()
	o.Argv = []string{stockfish(t)}
	o.Timeout = 20 * time.Second
	c, err := Start(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		c.Close()
		for _, pid := range c.PIDs() {
			// Signal 0 only probes: the engine must be gone.
			if err := syscall.Kill(pid, 0); err == nil {
				t.Errorf("engine process %d still running after Close", pid)
			}
		}
	})
	return c
}

// The counts are the published perft values (chessprogramming.org "Perft
// Results"); the move sets are worked out by hand in
// conformance/corpus/uci/bestmove-legality.txt.
func TestStockfishMoves(t *testing.T) {
	c := start(t, Options{})
	f := c.Features()
	if !f.Perft || !f.Divide || !f.Debug || !f.Chess960 {
		t.Fatalf("features %+v: Stockfish has go perft with per-move lines, d and UCI_Chess960", f)
	}
	ctx := context.Background()
	for _, tc := range []struct {
		fen   string
		depth int
		want  uint64
	}{
		{"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3, 8902},
		{"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2, 2039},
		// Chess960 position 0 (Shredder-FEN castling), published depth 2.
		{"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1", 2, 528},
	} {
		got, err := c.Perft(ctx, tc.fen, tc.depth)
		if err != nil || got != tc.want {
			t.Errorf("perft %d of %s = %d, %v; want %d", tc.depth, tc.fen, got, err, tc.want)
		}
	}
	// Stalemate: no legal move (5.2.1).
	if ms, err := c.LegalMoves(ctx, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"); err != nil || len(ms) != 0 {
		t.Errorf("stalemate: legal moves %v, %v; want none", ms, err)
	}
	// Promotion by push and capture (3.7.5), 11 moves by hand.
	ms, err := c.LegalMoves(ctx, "1n5k/P7/8/8/8/8/8/K7 w - - 0 1")
	want := []string{"a1a2", "a1b1", "a1b2", "a7a8b", "a7a8n", "a7a8q", "a7a8r", "a7b8b", "a7b8n", "a7b8q", "a7b8r"}
	slices.Sort(ms)
	if err != nil || !slices.Equal(ms, want) {
		t.Errorf("promotion: legal moves %v, %v; want %v", ms, err, want)
	}
	fen, err := c.Play(ctx, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", []string{"e2e4", "e7e5", "g1f3"})
	if err != nil || fen != "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2" {
		t.Errorf("play: %q, %v", fen, err)
	}
	if _, err := c.Play(ctx, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", []string{"e2e4", "e2e4"}); err == nil || errors.Is(err, subject.ErrUnsupported) {
		t.Errorf("play of an illegal second move: %v, want a rejection", err)
	}
	if in, err := c.InCheck(ctx, "4k3/8/8/8/8/8/4q3/4K3 w - - 0 1"); err != nil || !in {
		t.Errorf("in check by the queen on e2: %v, %v", in, err)
	}
	if in, err := c.InCheck(ctx, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"); err != nil || in {
		t.Errorf("stalemated king in check: %v, %v", in, err)
	}
	// Invalid and unreachable positions are never sent: unsupported.
	for _, fen := range []string{
		"4k3/8/8/8/8/8/8/3KR3 w - - 0 1", // the side not to move is in check
		// ep c6 says c7-c5 was the last move, but the f2 pawn's check on e1 was there before.
		"rnbqk1nr/bb3p1p/1q2r3/2pPp3/3P4/7P/1PP1NpPP/R1BQKBNR w KQkq c6 0 1",
	} {
		if _, err := c.Perft(ctx, fen, 1); !errors.Is(err, subject.ErrUnsupported) {
			t.Errorf("perft of %s: %v, want unsupported", fen, err)
		}
	}
	// Only moves is supported.
	if _, err := c.ToSAN(ctx, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e4", "en"); !errors.Is(err, subject.ErrUnsupported) {
		t.Errorf("to_san: %v, want unsupported", err)
	}
	if _, err := c.ReadEntry(ctx, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "Nf3 (=)", "en"); !errors.Is(err, subject.ErrUnsupported) {
		t.Errorf("read_entry: %v, want unsupported", err)
	}
	if s := c.Stats(); s.Faults != 0 || s.Restarts != 0 {
		t.Errorf("stats %+v: no fault expected", s)
	}
}

// With perft and d hidden, only BestMove answers: "(none)" for stalemate
// and checkmate, a legal move otherwise.
func TestStockfishBestMove(t *testing.T) {
	c := start(t, Options{NoPerft: true, NoDebug: true})
	if !c.OnlyBestMove() {
		t.Fatal("OnlyBestMove false with NoPerft")
	}
	ctx := context.Background()
	if _, err := c.LegalMoves(ctx, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1"); !errors.Is(err, subject.ErrUnsupported) {
		t.Errorf("legal moves without perft: %v, want unsupported", err)
	}
	for _, fen := range []string{"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1"} {
		if m, err := c.BestMove(ctx, fen); err != nil || m != "" {
			t.Errorf("bestmove of %s = %q, %v; want none", fen, m, err)
		}
	}
	// En passant pinned along the rank: bxc6 is illegal (3.7.4, 3.9).
	legal := []string{"a5a4", "a5a6", "a5b6", "b5b6"}
	if m, err := c.BestMove(ctx, "8/8/8/KPp4r/8/8/8/7k w - c6 0 1"); err != nil || !slices.Contains(legal, m) {
		t.Errorf("bestmove = %q, %v; want one of %v", m, err, legal)
	}
}

// A program that is not a UCI engine never says uciok: a launch error in
// bounded time.
func TestNotAnEngine(t *testing.T) {
	if _, err := exec.LookPath("sleep"); err != nil {
		t.Skip("no sleep(1) on this system")
	}
	began := time.Now()
	_, err := Start(context.Background(), Options{Launch: protocol.Launch{Argv: []string{"sleep", "30"}, HandshakeTimeout: 300 * time.Millisecond}})
	if err == nil {
		t.Fatal("sleep accepted as a UCI engine")
	}
	if d := time.Since(began); d > 5*time.Second {
		t.Errorf("launch failure took %s", d)
	}
}
