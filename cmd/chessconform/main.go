// Command chessconform is the FIDE Laws of Chess conformance tool: it runs the
// reference implementation, shows and compares rulebooks, and certifies other
// chess programs against the Laws. It only wires the library packages together.
//
// Every command follows the conventions of docs/CLI.md: flags before or after
// the arguments, "--" to end them, one table of exit statuses (exitOK …
// exitTerminated), progress on stderr, and a clean end on Ctrl-C.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"sort"
	"strings"
	"sync"
	"syscall"
	"time"
)

// The exit statuses of every command (docs/CLI.md).
const (
	exitOK          = 0   // success; no finding
	exitFindings    = 1   // findings or failures: a failed certificate, an invalid file, a difference
	exitUsage       = 2   // usage error or unreadable input (a missing file, an invalid FEN …)
	exitInterrupted = 130 // SIGINT (Ctrl-C): 128 + 2
	exitTerminated  = 143 // SIGTERM: 128 + 15
)

// command is one sub-command. run returns the process exit code; usage errors
// return 2, failures 1.
type command struct {
	name    string
	summary string
	run     func(ctx context.Context, args []string, stdout, stderr io.Writer) int
}

// commands lists every sub-command; each lives in its own file.
func commands() []command {
	return []command{
		perftCommand(),
		movesCommand(),
		rulesCommand(),
		classifyCommand(),
		serveCommand(),
		certifyCommand(),
		coverageCommand(),
		matrixCommand(),
		statusCommand(),
		adjudicateCommand(),
		unwinnableCommand(),
		versionCommand(),
		completionCommand(),
	}
}

// interruptGrace is how long a command may take to return after SIGINT or
// SIGTERM cancelled its context; past it the process exits anyway, so that
// every command ends within a second even inside work that does not watch
// its context (a file being read, a YAML document being validated).
var interruptGrace = 500 * time.Millisecond

// signalsReady, when not nil, is called once the signal handlers are in
// place (tests wait for it before they send a signal).
var signalsReady func()

func main() {
	os.Exit(runMain(os.Args[1:], os.Stdout, os.Stderr))
}

// runMain runs the command line with signal handling: the first SIGINT or
// SIGTERM cancels the command's context (certify then ends the programs it
// launched), silences the command's output (a cancelled run would otherwise
// print a report of everything it did not do) and prints one line; the
// process exits with 130 or 143 as soon as the command returns, after
// interruptGrace at the latest, or at once on a second signal.
func runMain(args []string, stdout, stderr *os.File) int {
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	defer signal.Stop(sigs)
	if signalsReady != nil {
		signalsReady()
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	out, errw := &gate{w: stdout}, &gate{w: stderr, term: isTerminal(stderr)}
	done := make(chan int, 1)
	go func() { done <- run(ctx, args, out, errw) }()
	var sig os.Signal
	select {
	case code := <-done:
		return code
	case sig = <-sigs:
	}
	out.close() // before cancel: what the cancelled command prints is discarded
	errw.close()
	cancel()
	code, what := exitInterrupted, "interrupted"
	if sig == syscall.SIGTERM {
		code, what = exitTerminated, "terminated"
	}
	clear := ""
	if errw.term {
		clear = "\r\033[K" // the progress line and the echoed ^C
	}
	fmt.Fprintf(stderr, "%schessconform: %s\n", clear, what)
	select {
	case <-done:
	case <-sigs:
	case <-time.After(interruptGrace):
	}
	return code
}

// gate passes writes through until it is closed, then discards them.
type gate struct {
	mu     sync.Mutex
	w      io.Writer
	term   bool // w is a terminal
	closed bool
}

func (g *gate) Write(b []byte) (int, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed {
		return len(b), nil
	}
	return g.w.Write(b)
}

func (g *gate) close() {
	g.mu.Lock()
	g.closed = true
	g.mu.Unlock()
}

func (g *gate) terminal() bool { return g.term }

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	cmds := commands()
	if len(args) == 0 {
		usage(stderr, cmds)
		return exitUsage
	}
	switch args[0] {
	case "-h", "-help", "--help":
		usage(stdout, cmds)
		return exitOK
	case "-version", "--version":
		return runVersion(ctx, args[1:], stdout, stderr)
	case "help":
		if len(args) == 1 {
			usage(stdout, cmds)
			return exitOK
		}
		// help COMMAND [SUBCOMMAND] is COMMAND [SUBCOMMAND] --help.
		if findCommand(cmds, args[1]) == nil {
			fmt.Fprintf(stderr, "chessconform help: unknown command %q (see chessconform --help)\n", args[1])
			return exitUsage
		}
		return run(ctx, append(append([]string(nil), args[1:]...), "--help"), stdout, stderr)
	}
	if c := findCommand(cmds, args[0]); c != nil {
		return c.run(ctx, args[1:], stdout, stderr)
	}
	fmt.Fprintf(stderr, "chessconform: unknown command %q (see chessconform --help)\n", args[0])
	return exitUsage
}

func findCommand(cmds []command, name string) *command {
	for i := range cmds {
		if cmds[i].name == name {
			return &cmds[i]
		}
	}
	return nil
}

func usage(w io.Writer, cmds []command) {
	fmt.Fprintln(w, "chessconform — the FIDE Laws of Chess as executable, versioned data")
	fmt.Fprintln(w, "\nUsage: chessconform COMMAND [flags] [arguments]   (flags may follow the arguments; -- ends them)")
	fmt.Fprintln(w, "       chessconform help COMMAND                    (the same as chessconform COMMAND --help)")
	fmt.Fprintln(w, "       chessconform --version")
	fmt.Fprintln(w, "\nCommands:")
	sorted := append([]command(nil), cmds...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].name < sorted[j].name })
	for _, c := range sorted {
		fmt.Fprintf(w, "  %-12s %s\n", c.name, c.summary)
	}
	fmt.Fprintln(w, "\nExit status (every command): 0 ok, 1 findings or failures, 2 usage or unreadable input,")
	fmt.Fprintln(w, "130 interrupted (Ctrl-C), 143 terminated (SIGTERM). See docs/CLI.md.")
}

// errUsage marks an error as a usage error (exit 2).
var errUsage = errors.New("usage")

// fail prints err and returns the exit code: 2 for usage errors and for
// input that cannot be read (a missing file, a directory, no permission:
// an *fs.PathError anywhere in the chain), else code.
func fail(stderr io.Writer, name string, err error, code int) int {
	msg := strings.TrimSpace(err.Error())
	fmt.Fprintf(stderr, "chessconform %s: %s\n", name, msg)
	var pe *fs.PathError
	if errors.Is(err, errUsage) || errors.As(err, &pe) {
		return exitUsage
	}
	return code
}
