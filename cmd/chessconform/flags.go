package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// flagSets, when not nil, receives every flag set a command creates; the
// completion scripts are generated from the flag sets a command declares
// when it runs with --help.
var flagSets func(name string, fs *flag.FlagSet)

// newFlags returns a flag set whose errors and --help go to stderr/stdout
// without exiting; parseFlags turns the outcome into an exit code.
func newFlags(name, synopsis string, stdout io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("chessconform "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {
		fmt.Fprintf(stdout, "Usage: chessconform %s %s\n\nFlags (before or after the arguments; -- ends them):\n", name, synopsis)
		fs.SetOutput(stdout)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
		fmt.Fprintln(stdout, "\nExit status: 0 ok, 1 findings or failures, 2 usage or unreadable input, 130 interrupted (docs/CLI.md).")
	}
	if flagSets != nil {
		flagSets(name, fs)
	}
	return fs
}

// parseFlags parses args with flags anywhere: before, between or after the
// positional arguments, as gh, kubectl and go itself accept them; "--" ends
// the flags (everything after it is positional, even "-x"), and a lone "-"
// is positional (standard input). Afterwards fs.Args() holds the positional
// arguments in their order. It returns (code, true) when the command should
// stop: 0 after --help, 2 after a usage error (reported on stderr).
func parseFlags(fs *flag.FlagSet, args []string, stderr io.Writer) (int, bool) {
	flags, pos := splitArgs(fs, args)
	err := fs.Parse(append(append(flags, "--"), pos...))
	switch {
	case err == nil:
		return 0, false
	case errors.Is(err, flag.ErrHelp): // the flag package has already printed the usage
		return 0, true
	default:
		fmt.Fprintf(stderr, "%s: %v (see --help)\n", fs.Name(), err)
		return 2, true
	}
}

// splitArgs separates the flags (with their values) from the positional
// arguments. A flag that takes a value takes the next argument unless it is
// written -name=value; a boolean flag never does. Unknown flags are kept with
// the flags so that the flag package reports them.
func splitArgs(fs *flag.FlagSet, args []string) (flags, pos []string) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return flags, append(pos, args[i+1:]...)
		}
		if len(a) < 2 || a[0] != '-' {
			pos = append(pos, a)
			continue
		}
		flags = append(flags, a)
		name := strings.TrimLeft(a, "-")
		if strings.Contains(name, "=") {
			continue
		}
		f := fs.Lookup(name)
		if f == nil {
			continue
		}
		if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
			continue
		}
		if i+1 < len(args) {
			i++
			flags = append(flags, args[i])
		}
	}
	return flags, pos
}

// parseInterleaved parses args like parseFlags and returns the positional
// arguments.
func parseInterleaved(fs *flag.FlagSet, args []string, stderr io.Writer) (pos []string, code int, stop bool) {
	if code, stop := parseFlags(fs, args, stderr); stop {
		return nil, code, true
	}
	return fs.Args(), 0, false
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
