// Command hostile is a fake program under test for chessconform's
// robustness tests: it speaks protocol v1 through the reference
// implementation, except for the one fault it is told to commit.
//
//	hostile -fault NAME [-pids FILE] [-on OP]
//
// Faults (committed on the first request whose op is -on, default perft,
// unless noted): hang (and leaves a sleeping child in its process group),
// crash (exit 3, once: a restarted instance behaves), garbage, bigline
// (10 MiB), wrongid, drip (one byte every 50 ms), stderrflood (20 MiB of
// stderr at start, then behaves), exitstart (exit 1 before the handshake),
// silent (never answers the handshake), version2 (answers protocol 2),
// daemon (starts a child that starts a grandchild in a session of its own
// with setsid, sleeping an hour, and exits at once: the grandchild has left
// the process group and lost its parent; then answers normally), mute
// (answers hello, then nothing ever: every op of every instance hangs),
// hellohang (the first instance answers hello and crashes on the first op;
// every restarted one hangs in hello; needs -marker), evil (terminal escape
// sequences — title, OSC 52 clipboard, clear screen, C1 CSI, a bidi
// override — and <script> in its name, version, stderr, a stray line and
// error messages: the first instance writes them to stderr and stdout and
// crashes on the first perft, later ones reject every perft with them;
// needs -marker).
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/subject"
)

func main() {
	fault := flag.String("fault", "", "the fault to commit")
	pids := flag.String("pids", "", "append this process's pid (and its children's) to FILE")
	on := flag.String("on", protocol.OpPerft, "the operation that triggers the fault")
	marker := flag.String("marker", "", "crash: commit the fault only if FILE does not exist yet, then create it")
	flag.Parse()
	record(*pids, os.Getpid())

	switch *fault {
	case "sleep": // the child left behind by hang
		time.Sleep(time.Hour)
		return
	case "fork": // daemon's child: start a setsid grandchild and exit
		gc := exec.Command(os.Args[0], "-fault", "sleep", "-pids", *pids)
		detach(gc)
		if err := gc.Start(); err == nil {
			record(*pids, gc.Process.Pid)
		}
		return
	case "exitstart":
		fmt.Fprintln(os.Stderr, "hostile: cannot find my opening book")
		os.Exit(1)
	case "silent":
		time.Sleep(time.Hour)
		return
	case "stderrflood":
		chunk := []byte(strings.Repeat("debug: thinking very hard about nothing\n", 1024)) // 40 KiB
		for n := 0; n < 20<<20; n += len(chunk) {
			os.Stderr.Write(chunk)
		}
	}

	hello := protocol.HelloResult{
		Name: "hostile " + *fault, Version: "0", Capabilities: []string{protocol.CapMoves}, Rulebooks: []string{},
	}
	if *fault == "evil" {
		hello.Name = "evil" + evil
		hello.Version = "6.6.6" + evil
		hello.Capabilities = append(hello.Capabilities, "<script>alert(1)</script>")
		hello.Rulebooks = []string{"fide-2023\x1b[2J<script>"}
	}
	srv := &protocol.Server{Subject: newMovesOnly(), Hello: hello}
	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	out := bufio.NewWriter(os.Stdout)
	send := func(b []byte) {
		out.Write(b)
		out.WriteByte('\n')
		out.Flush()
	}
	ctx := context.Background()
	for {
		line, err := in.ReadBytes('\n')
		if err != nil {
			return
		}
		var req protocol.Request
		if err := json.Unmarshal(line, &req); err != nil {
			continue
		}
		if req.Op == protocol.OpHello && *fault == "hellohang" && *marker != "" {
			if _, err := os.Stat(*marker); err == nil {
				time.Sleep(time.Hour)
			}
		}
		resp := srv.Handle(ctx, req)
		if req.Op == protocol.OpHello && *fault == "version2" {
			var h protocol.HelloResult
			json.Unmarshal(resp.Result, &h)
			h.Protocol = 2
			resp.Result, _ = json.Marshal(h)
		}
		b, _ := json.Marshal(resp)
		switch {
		case *fault == "mute" && req.Op != protocol.OpHello && req.Op != protocol.OpQuit:
			time.Sleep(time.Hour)
		case *fault == "hellohang" && req.Op != protocol.OpHello && req.Op != protocol.OpQuit:
			os.WriteFile(*marker, nil, 0o644)
			os.Exit(3)
		}
		if req.Op != *on {
			send(b)
			if req.Op == protocol.OpQuit {
				return
			}
			continue
		}
		switch *fault {
		case "hang":
			child := exec.Command(os.Args[0], "-fault", "sleep", "-pids", *pids)
			if err := child.Start(); err == nil {
				record(*pids, child.Process.Pid)
			}
			time.Sleep(time.Hour)
		case "daemon":
			child := exec.Command(os.Args[0], "-fault", "fork", "-pids", *pids)
			_ = child.Run()
			send(b)
		case "evil":
			if _, err := os.Stat(*marker); err == nil {
				resp.Result = nil
				resp.Error = &protocol.Error{Code: protocol.CodeRejected, Message: "no perft today" + evil}
				b, _ = json.Marshal(resp)
				send(b)
				continue
			}
			os.WriteFile(*marker, nil, 0o644)
			fmt.Fprintln(os.Stderr, "hostile: dying"+evil)
			send([]byte("stray" + evil))
			time.Sleep(100 * time.Millisecond)
			os.Exit(3)
		case "crash":
			if *marker != "" {
				if _, err := os.Stat(*marker); err == nil {
					send(b)
					continue
				}
				os.WriteFile(*marker, nil, 0o644)
			}
			fmt.Fprintln(os.Stderr, "hostile: segmentation fault (pretend)")
			os.Exit(3)
		case "garbage":
			send([]byte("info depth 1 score cp 13"))
		case "bigline":
			send(append([]byte(`{"id":`), make([]byte, 10<<20)...))
		case "wrongid":
			resp.ID += 100
			b, _ = json.Marshal(resp)
			send(b)
		case "drip":
			for _, c := range append(b, '\n') {
				out.WriteByte(c)
				out.Flush()
				time.Sleep(50 * time.Millisecond)
			}
		default:
			send(b)
		}
	}
}

// evil is what a malicious program could write to take over a terminal or
// a report: set the window title (OSC 0), write the clipboard (OSC 52),
// clear the screen (CSI 2J), the same through the C1 CSI, a bidi override
// (U+202E), and a script for HTML and Markdown reports.
const evil = "\x1b]0;pwned\x07\x1b]52;c;cHduZWQ=\x07\x1b[2J\u009b31m\u202etxt.exe\r<script>alert(1)</script>"

// record appends pid to file, one per line.
func record(file string, pid int) {
	if file == "" {
		return
	}
	f, err := os.OpenFile(file, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		return
	}
	fmt.Fprintln(f, pid)
	f.Close()
}

// movesOnly implements the moves capability with package chess (no
// embedded data, so the program is small and starts fast).
// Every other operation answers "hostile: unsupported".
type movesOnly struct{ protocol.Stub }

var errUnsupported = fmt.Errorf("hostile: %w", subject.ErrUnsupported)

func newMovesOnly() movesOnly {
	return movesOnly{protocol.Stub{Transport: protocol.Unsupported(func(string) error { return errUnsupported })}}
}

func (movesOnly) LegalMoves(_ context.Context, fen string) ([]string, error) {
	p, err := chess.ParseFEN(fen)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, m := range p.LegalMoves() {
		out = append(out, p.UCI(m))
	}
	return out, nil
}

func (movesOnly) Play(_ context.Context, fen string, moves []string) (string, error) {
	p, err := chess.ParseFEN(fen)
	if err != nil {
		return "", err
	}
	for _, s := range moves {
		m, err := p.ParseUCI(s)
		if err != nil {
			return "", err
		}
		p.Make(m)
	}
	return p.FEN(), nil
}

func (movesOnly) Perft(_ context.Context, fen string, depth int) (uint64, error) {
	p, err := chess.ParseFEN(fen)
	if err != nil {
		return 0, err
	}
	return p.Perft(depth), nil
}

func (movesOnly) InCheck(_ context.Context, fen string) (bool, error) {
	p, err := chess.ParseFEN(fen)
	if err != nil {
		return false, err
	}
	return p.InCheck(), nil
}
