package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
	"syscall"
	"testing"
	"time"
)

// boundedArgsEnv names the file of arguments a child process runs the CLI
// with (a file, since a 10 MB argument is beyond what exec passes).
const boundedArgsEnv = "CHESSCONFORM_BOUNDED_ARGS"

// TestBoundedChild is the child of TestBoundedInputs: it runs the CLI with
// the arguments of the file named by the environment and exits with its code.
func TestBoundedChild(t *testing.T) {
	name := os.Getenv(boundedArgsEnv)
	if name == "" {
		t.Skip("only run as a child of TestBoundedInputs")
	}
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var args []string
	if err := json.Unmarshal(b, &args); err != nil {
		t.Fatal(err)
	}
	os.Exit(run(context.Background(), args, os.Stdout, os.Stderr))
}

// TestBoundedInputs: every hostile input of issue 18 ends with a clear error
// or a result, never a panic, within 5 s of CPU and under 200 MB of memory
// (peak RSS of a child process running the CLI, test binary included).
func TestBoundedInputs(t *testing.T) {
	if testing.Short() {
		t.Skip("builds about 170 MB of inputs and runs 16 processes")
	}
	dir := t.TempDir()
	write := func(name string, parts ...[]byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, bytes.Join(parts, nil), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	// big writes head, then line n times, then tail, without holding it in
	// memory: a child's peak RSS counts the parent's pages it was forked with.
	big := func(name, head, line string, n int, tail string) string {
		p := filepath.Join(dir, name)
		f, err := os.Create(p)
		if err != nil {
			t.Fatal(err)
		}
		w := bufio.NewWriter(f)
		w.WriteString(head)
		for i := 0; i < n; i++ {
			w.WriteString(line)
		}
		w.WriteString(tail)
		if err := w.Flush(); err != nil {
			t.Fatal(err)
		}
		if err := f.Close(); err != nil {
			t.Fatal(err)
		}
		return p
	}
	s := func(x string) []byte { return []byte(x) }
	var keys80k, keys60k bytes.Buffer
	keys80k.WriteString("id: keys\n")
	keys60k.WriteString("id: keys\n")
	for i := 0; i < 80000; i++ {
		fmt.Fprintf(&keys80k, "unknown_key_%05d: 1\n", i)
		if i < 60000 {
			fmt.Fprintf(&keys60k, "k%05d: 1\n", i)
		}
	}
	bomb := "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
	for i, prev := 0, "a"; i < 9; i++ {
		name := fmt.Sprintf("b%d", i)
		bomb += fmt.Sprintf("%s: &%s [*%s, *%s, *%s, *%s, *%s, *%s, *%s, *%s, *%s, *%s]\n", name, name, prev, prev, prev, prev, prev, prev, prev, prev, prev, prev)
		prev = name
	}
	regsInf := "id: regs-inf\nkind: regulations\ntitle: t\nlanguage: en\nin_force: \"2025-09-01\"\nbase: fide-2018-01\nevent: e\n" +
		"parameters:\n  scoring:\n    points:\n      article: x\n      value: {win: .inf, draw: .nan, loss: -.inf, forfeit_win: 1, forfeit_loss: 0, total_may_not_exceed_max: true, abnormal_scores_forbidden: true}\n"
	game := "[Event \"e\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"
	serveReq, _ := json.Marshal(map[string]any{"id": 2, "op": "adjudicate", "params": map[string]any{
		"rulebook": "fide-2018-01", "log": map[string]any{"time_control": "300", "events": []any{}}, "regulations": regsInf}})
	fen10m := "4k3/8/8/8/8/8/8/4K3 w - - 0 1" + strings.Repeat(" x", 5<<20)

	files := map[string]string{
		"big":      big("big.yaml", "id: big\nlist:\n", "  - some text to fill fifty megabytes\n", 50<<20/38, ""),
		"keys80k":  write("keys80k.yaml", keys80k.Bytes()),
		"keys60k":  write("keys60k.yaml", keys60k.Bytes()),
		"regsInf":  write("regs-inf.yaml", s(regsInf)),
		"bomb":     write("bomb.yaml", s(bomb)),
		"logInf":   write("log-inf.yaml", s("time_control: \"300\"\nevents:\n  - {type: flag, side: white, moves_completed: .inf}\n")),
		"logBig":   big("log-big.yaml", "time_control: \"300\"\nevents:\n", "  - {type: move, move: Nf3}\n", 50<<20/28, ""),
		"logFen":   write("log-fen.yaml", s("time_control: \"300\"\nfen: \""+fen10m+"\"\nevents: []\n")),
		"baseline": big("baseline.json", `{"$schema": "x", "notes": [`, `"a note to fill fifty-six megabytes of baseline",`, 56<<20/50, `"end"]}`),
		"game":     write("game.pgn", s(game)),
		"deep":     write("deep.pgn", s("[Event \"deep\"]\n[Result \"*\"]\n\n1. e4 "), bytes.Repeat(s("(1. d4\n"), 10000), bytes.Repeat(s(")\n"), 10000), s("e5 *\n")),
		"fenTag":   write("fen-tag.pgn", s("[Event \"fen\"]\n[SetUp \"1\"]\n[FEN \""+fen10m+"\"]\n[Result \"*\"]\n\n*\n\n"), s(game)),
		"serve":    write("serve.jsonl", s(`{"id":1,"op":"hello","params":{"protocol":1,"client":"t"}}`+"\n"), serveReq, s("\n")),
	}
	keys80k, keys60k = bytes.Buffer{}, bytes.Buffer{}
	debug.FreeOSMemory()
	for _, tc := range []struct {
		name  string
		args  []string
		stdin string
		codes []int  // acceptable exit codes
		want  string // in stdout or stderr
	}{
		{"50 MB YAML", []string{"rules", "validate", files["big"]}, "", []int{1, 2}, "larger than the limit of 1 MiB"},
		{"80k unknown keys (1.6 MB)", []string{"rules", "validate", files["keys80k"]}, "", []int{1, 2}, "larger than the limit of 1 MiB"},
		{"60k unknown keys (0.6 MB)", []string{"rules", "validate", files["keys60k"]}, "", []int{1}, `keys60k.yaml:60001:1 /k59999: unknown key "k59999"`},
		{".inf in rules validate", []string{"rules", "validate", files["regsInf"]}, "", []int{1}, "/parameters/scoring/points/value/win: .inf is not a finite number"},
		{".inf in adjudicate --regulations", []string{"adjudicate", "--rulebook", "fide-2018-01", "--regulations", files["regsInf"], files["game"]}, "", []int{2}, "/parameters/scoring/points/value/draw: .nan is not a finite number"},
		{".inf in an event log", []string{"adjudicate", "--rulebook", "fide-2023", files["logInf"]}, "", []int{1}, "/events/0/moves_completed: .inf is not a finite number"},
		{".inf in serve's adjudicate", []string{"serve"}, files["serve"], []int{0}, `"code":"rejected"`},
		{"billion laughs", []string{"rules", "validate", files["bomb"]}, "", []int{1}, "more than the limit of 250000 nodes with the aliases expanded"},
		{"50 MB event log", []string{"adjudicate", "--rulebook", "fide-2023", files["logBig"]}, "", []int{1, 2}, "larger than the limit of 1048576 bytes"},
		{"10 MB FEN in an event log", []string{"adjudicate", "--rulebook", "fide-2023", files["logFen"]}, "", []int{1, 2}, "larger than the limit"},
		{"56 MB baseline", []string{"certify", "--baseline", files["baseline"]}, "", []int{2}, "larger than the limit of 16 MiB"},
		{"10,000-deep variation", []string{"adjudicate", "--rulebook", "fide-2023", files["deep"]}, "", []int{1}, "variations nested deeper than 32"},
		{"10 MB FEN tag", []string{"adjudicate", "--rulebook", "fide-2023", files["fenTag"]}, "", []int{1}, "longer than 65536 bytes"},
		{"10 MB FEN argument to moves", []string{"moves", "--fen", fen10m}, "", []int{1, 2}, "longer than the limit of 256"},
		{"10 MB FEN argument to status", []string{"status", "--rulebook", "fide-2023", "--fen", fen10m}, "", []int{1, 2}, "longer than the limit of 256"},
		{"10 MB FEN argument to unwinnable", []string{"unwinnable", "--fen", fen10m}, "", []int{1, 2}, "longer than the limit of 256"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			argsFile := filepath.Join(dir, "args.json")
			b, _ := json.Marshal(tc.args)
			if err := os.WriteFile(argsFile, b, 0o644); err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second) // generous: the machine may be shared
			defer cancel()
			cmd := exec.CommandContext(ctx, os.Args[0], "-test.run=^TestBoundedChild$")
			cmd.Env = append(os.Environ(), boundedArgsEnv+"="+argsFile)
			var out, errb bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errb
			if tc.stdin != "" {
				f, err := os.Open(tc.stdin)
				if err != nil {
					t.Fatal(err)
				}
				defer f.Close()
				cmd.Stdin = f
			}
			start := time.Now()
			err := cmd.Run()
			wall := time.Since(start)
			if ctx.Err() != nil {
				t.Fatalf("did not end within 60 s")
			}
			code := cmd.ProcessState.ExitCode()
			ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
			cpu := time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
			rss := ru.Maxrss >> 10 // KiB on Linux
			t.Logf("exit %d, %v CPU, %v wall, %d MiB peak RSS", code, cpu.Round(time.Millisecond), wall.Round(time.Millisecond), rss)
			all := out.String() + errb.String()
			if strings.Contains(all, "panic") || strings.Contains(all, "goroutine ") {
				t.Fatalf("panicked: %.2000s", all)
			}
			ok := false
			for _, c := range tc.codes {
				ok = ok || c == code
			}
			if !ok || (err != nil && code < 0) {
				t.Errorf("exit %d (%v), want one of %v: %.1000s", code, err, tc.codes, all)
			}
			if !strings.Contains(all, tc.want) {
				t.Errorf("output lacks %q: %.1000s", tc.want, all)
			}
			if cpu > 5*time.Second {
				t.Errorf("%v of CPU, want under 5 s", cpu)
			}
			if rss >= 200 {
				t.Errorf("peak RSS %d MiB, want under 200", rss)
			}
		})
	}
}
