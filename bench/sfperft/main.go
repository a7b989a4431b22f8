// Command sfperft times a UCI engine's own "go perft N" on the standard perft
// positions, so that chessconform's perft can be compared side by side with
// it on the same machine (see BENCHMARKS.md). It prints one line per run in
// Go benchmark format, so benchstat can summarise both.
//
//	go run ./bench/sfperft -engine /usr/games/stockfish -count 10 > sf.txt
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"time"
)

type position struct {
	name, fen string
	depth     int
	nodes     uint64 // published count, checked against the engine's answer
}

// The suite of BenchmarkPerft in chess/perft_test.go, with published counts.
var suite = []position{
	{"startpos", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 4865609},
	{"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4, 4085603},
	{"pos3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5, 674624},
	{"pos4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 4, 422333},
	{"pos5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 4, 2103487},
}

func main() {
	engine := flag.String("engine", "stockfish", "UCI engine command")
	count := flag.Int("count", 10, "runs per position")
	deep := flag.Bool("deep", false, "one ply deeper (the 'deep suite')")
	flag.Parse()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	if err := run(ctx, *engine, *count, *deep); err != nil {
		fmt.Fprintln(os.Stderr, "sfperft:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, engine string, count int, deep bool) error {
	cmd := exec.CommandContext(ctx, engine)
	in, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	outPipe, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("starting %s: %w", engine, err)
	}
	defer func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }()
	out := bufio.NewScanner(outPipe)
	send := func(s string) error { _, err := io.WriteString(in, s+"\n"); return err }
	wait := func(prefix string) (string, error) {
		for out.Scan() {
			if strings.HasPrefix(out.Text(), prefix) {
				return out.Text(), nil
			}
		}
		return "", fmt.Errorf("engine closed before %q", prefix)
	}
	if err := send("uci"); err != nil {
		return err
	}
	if _, err := wait("uciok"); err != nil {
		return err
	}
	fmt.Println("goos: linux\ngoarch: amd64\npkg: stockfish")
	for _, p := range suite {
		depth := p.depth
		if deep {
			depth++
		}
		for i := 0; i < count; i++ {
			if err := send("position fen " + p.fen); err != nil {
				return err
			}
			if err := send("isready"); err != nil {
				return err
			}
			if _, err := wait("readyok"); err != nil {
				return err
			}
			start := time.Now()
			if err := send(fmt.Sprintf("go perft %d", depth)); err != nil {
				return err
			}
			line, err := wait("Nodes searched:")
			if err != nil {
				return err
			}
			el := time.Since(start)
			var n uint64
			fmt.Sscanf(strings.TrimPrefix(line, "Nodes searched:"), "%d", &n)
			if !deep && n != p.nodes {
				return fmt.Errorf("%s: engine says %d nodes, published %d", p.name, n, p.nodes)
			}
			fmt.Printf("BenchmarkPerft/%s \t1\t%d ns/op\t%.1f Mnps\n", p.name, el.Nanoseconds(), float64(n)/el.Seconds()/1e6)
		}
	}
	return send("quit")
}
