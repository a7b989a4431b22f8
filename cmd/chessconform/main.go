// Command chessconform is the FIDE Laws of Chess conformance tool: it runs the
// reference implementation, shows and compares rulebooks, and certifies other
// chess programs against the Laws. It only wires the library packages together.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"sort"
	"strings"
	"syscall"
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
		statusCommand(),
		adjudicateCommand(),
		unwinnableCommand(),
	}
}

func main() {
	// SIGTERM too (CI cancellations): certify must still end the process
	// groups of the programs it launched.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	cmds := commands()
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		usage(stdout, cmds)
		if len(args) == 0 {
			return 2
		}
		return 0
	}
	for _, c := range cmds {
		if c.name == args[0] {
			return c.run(ctx, args[1:], stdout, stderr)
		}
	}
	fmt.Fprintf(stderr, "chessconform: unknown command %q (see chessconform --help)\n", args[0])
	return 2
}

func usage(w io.Writer, cmds []command) {
	fmt.Fprintln(w, "chessconform — the FIDE Laws of Chess as executable, versioned data")
	fmt.Fprintln(w, "\nUsage: chessconform COMMAND [flags]   (chessconform COMMAND --help for details)")
	fmt.Fprintln(w, "\nCommands:")
	sorted := append([]command(nil), cmds...)
	sort.Slice(sorted, func(i, j int) bool { return sorted[i].name < sorted[j].name })
	for _, c := range sorted {
		fmt.Fprintf(w, "  %-12s %s\n", c.name, c.summary)
	}
}

// errUsage marks an error as a usage error (exit 2).
var errUsage = errors.New("usage")

// fail prints err and returns the exit code: 2 for usage errors, else code.
func fail(stderr io.Writer, name string, err error, code int) int {
	msg := strings.TrimSpace(err.Error())
	fmt.Fprintf(stderr, "chessconform %s: %s\n", name, msg)
	if errors.Is(err, errUsage) {
		return 2
	}
	return code
}
