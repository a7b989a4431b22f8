package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
)

// newFlags returns a flag set whose errors and --help go to stderr/stdout
// without exiting; parseFlags turns the outcome into an exit code.
func newFlags(name, synopsis string, stdout io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet("chessconform "+name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {
		fmt.Fprintf(stdout, "Usage: chessconform %s %s\n\nFlags:\n", name, synopsis)
		fs.SetOutput(stdout)
		fs.PrintDefaults()
		fs.SetOutput(io.Discard)
	}
	return fs
}

// parseFlags parses args; it returns (code, true) when the command should
// stop: 0 after --help, 2 after a usage error (reported on stderr).
func parseFlags(fs *flag.FlagSet, args []string, stderr io.Writer) (int, bool) {
	err := fs.Parse(args)
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

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
