package main

import (
	"context"
	"fmt"
	"io"
	"runtime/debug"
	"strings"
)

func versionCommand() command {
	return command{
		name:    "version",
		summary: "print the version and VCS revision the binary was built from (also --version)",
		run:     runVersion,
	}
}

func runVersion(_ context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("version", "[--json]", stdout)
	asJSON := fs.Bool("json", false, "print JSON")
	if code, stop := parseFlags(fs, args, stderr); stop {
		return code
	}
	if fs.NArg() > 0 {
		return fail(stderr, "version", fmt.Errorf("%w: unexpected argument %q", errUsage, fs.Arg(0)), exitUsage)
	}
	bi, _ := debug.ReadBuildInfo()
	v := buildVersion(bi)
	if *asJSON {
		if err := writeJSON(stdout, v); err != nil {
			return fail(stderr, "version", err, exitFindings)
		}
		return exitOK
	}
	fmt.Fprintln(stdout, v)
	return exitOK
}

// versionInfo is what the binary knows of its own build.
type versionInfo struct {
	Version  string `json:"version"`            // module version, "devel" for a build from a work tree
	Revision string `json:"revision,omitempty"` // vcs.revision
	Time     string `json:"time,omitempty"`     // vcs.time (commit time)
	Modified bool   `json:"modified,omitempty"` // vcs.modified: uncommitted changes
	Go       string `json:"go,omitempty"`       // the Go toolchain
}

// buildVersion reads the module version and the VCS settings that
// `go build` records (-buildvcs, on by default in a work tree). go run and
// go test record none: the version is then "devel" without a revision.
func buildVersion(bi *debug.BuildInfo) versionInfo {
	v := versionInfo{Version: "devel"}
	if bi == nil {
		return v
	}
	if bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		v.Version = bi.Main.Version
	}
	v.Go = bi.GoVersion
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			v.Revision = s.Value
		case "vcs.time":
			v.Time = s.Value
		case "vcs.modified":
			v.Modified = s.Value == "true"
		}
	}
	return v
}

// String is the one line `chessconform --version` prints:
// "chessconform v1.2.0 (revision 9488b10c12ab, 2026-11-26T03:00:00Z, modified; go1.26.0)".
func (v versionInfo) String() string {
	var parts []string
	if v.Revision != "" {
		rev := v.Revision
		if len(rev) > 12 {
			rev = rev[:12]
		}
		parts = append(parts, "revision "+rev)
	} else {
		parts = append(parts, "no VCS revision")
	}
	if v.Time != "" {
		parts = append(parts, v.Time)
	}
	if v.Modified {
		parts = append(parts, "modified")
	}
	s := "chessconform " + v.Version + " (" + strings.Join(parts, ", ")
	if v.Go != "" {
		s += "; " + v.Go
	}
	return s + ")"
}

// toolVersion is the version the protocol hello and certificates carry: the
// module version, with the short revision for a build from a work tree
// ("devel+9488b10c12ab", "+dirty" when modified), or "devel".
func toolVersion() string {
	bi, _ := debug.ReadBuildInfo()
	v := buildVersion(bi)
	s := v.Version
	if v.Version == "devel" && v.Revision != "" {
		rev := v.Revision
		if len(rev) > 12 {
			rev = rev[:12]
		}
		s += "+" + rev
		if v.Modified {
			s += "+dirty"
		}
	}
	return s
}
