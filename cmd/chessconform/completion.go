package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/conformance/certify"
	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/coverage"
	"github.com/chessconform/chessconform/notation"
	"github.com/chessconform/chessconform/rulebook"
)

// completionShells are the shells completion writes a script for.
var completionShells = []string{"bash", "zsh", "fish"}

func completionCommand() command {
	return command{
		name:    "completion",
		summary: "print a shell completion script: bash, zsh or fish (docs/CLI.md)",
		run:     runCompletion,
	}
}

func runCompletion(_ context.Context, args []string, stdout, stderr io.Writer) int {
	fs := newFlags("completion", "bash|zsh|fish\n\n"+
		"Prints a script completing commands, flags, rulebook ids, formats, capabilities and drivers:\n"+
		"  bash:  source <(chessconform completion bash)      (or save it in ~/.local/share/bash-completion/completions/chessconform)\n"+
		"  zsh:   chessconform completion zsh > \"${fpath[1]}/_chessconform\"   (then restart zsh)\n"+
		"  fish:  chessconform completion fish > ~/.config/fish/completions/chessconform.fish", stdout)
	if code, stop := parseFlags(fs, args, stderr); stop {
		return code
	}
	if fs.NArg() != 1 || !slices.Contains(completionShells, fs.Arg(0)) {
		return fail(stderr, "completion", fmt.Errorf("%w: want one shell: %s", errUsage, strings.Join(completionShells, ", ")), exitUsage)
	}
	model := completionModel()
	switch fs.Arg(0) {
	case "bash":
		writeBash(stdout, model)
	case "zsh":
		writeZsh(stdout, model)
	case "fish":
		writeFish(stdout, model)
	}
	return exitOK
}

// compCmd is what a completion script knows of one command.
type compCmd struct {
	name, summary string
	flags         []compFlag
	args          []string // words for the positional arguments
	argFiles      bool     // the positional arguments are files
	subs          []compCmd
}

type compFlag struct {
	name, usage string
	value       bool     // takes a value
	values      []string // the values it takes, when they are a known list
	files       bool     // its value is a file
	repeat      bool     // may be given more than once
}

var flagSetsMu sync.Mutex

// declaredFlags runs a command with --help, which returns before any work,
// and returns the flag set it declared.
func declaredFlags(c command, args ...string) *flag.FlagSet {
	flagSetsMu.Lock()
	defer flagSetsMu.Unlock()
	var got *flag.FlagSet
	flagSets = func(_ string, fs *flag.FlagSet) { got = fs }
	defer func() { flagSets = nil }()
	c.run(context.Background(), append(args, "--help"), io.Discard, io.Discard)
	return got
}

// completionModel gathers every command's flags (as the commands declare
// them) and the values the shells offer: rulebook ids from the embedded
// rules, formats, capabilities, drivers, locales.
func completionModel() []compCmd {
	var ids, allIDs []string
	if set, _ := rulebook.LoadEmbedded(chessconform.Data); set != nil {
		for _, e := range set.List() {
			allIDs = append(allIDs, e.ID)
			if e.Kind != rulebook.KindRegulations {
				ids = append(ids, e.ID)
			}
		}
	}
	var locales []string
	if t, err := notation.Load(chessconform.Data); err == nil {
		locales = t.Languages()
	}
	cmds := commands()
	names := make([]string, 0, len(cmds))
	for _, c := range cmds {
		names = append(names, c.name)
	}
	sort.Strings(names)
	values := func(cmd, flagName string) (vals []string, files bool) {
		switch flagName {
		case "rulebook":
			return ids, false
		case "format":
			switch cmd {
			case "certify":
				return certify.Formats, false
			case "coverage":
				return coverage.Formats, false
			case "rules diff":
				return diffFormats, false
			}
		case "capabilities":
			return protocol.Capabilities, false
		case "driver":
			return []string{"protocol", "uci"}, false
		case "notation":
			return []string{"san", "lan", "uci"}, false
		case "locale":
			return locales, false
		case "side":
			return []string{"white", "black", "both"}, false
		case "pgn", "out", "baseline", "regulations":
			return nil, true
		}
		return nil, false
	}
	model := func(c command, name string, args ...string) compCmd {
		cc := compCmd{name: name, summary: c.summary}
		if fs := declaredFlags(c, args...); fs != nil {
			fs.VisitAll(func(f *flag.Flag) {
				cf := compFlag{name: f.Name, usage: f.Usage, value: true}
				if b, ok := f.Value.(interface{ IsBoolFlag() bool }); ok && b.IsBoolFlag() {
					cf.value = false
				}
				if _, ok := f.Value.(*listFlag); ok {
					cf.repeat = true
				}
				cf.values, cf.files = values(name, f.Name)
				cc.flags = append(cc.flags, cf)
			})
		}
		return cc
	}
	var out []compCmd
	for _, c := range cmds {
		cc := model(c, c.name)
		switch c.name {
		case "rules":
			cc.args = rulesSubcommands
			for _, sub := range rulesSubcommands {
				sc := model(c, "rules "+sub, sub)
				sc.name, sc.summary = sub, rulesSummaries[sub]
				switch sub {
				case "show", "diff":
					sc.args, sc.argFiles = allIDs, true
				case "validate":
					sc.argFiles = true
				}
				cc.subs = append(cc.subs, sc)
			}
		case "adjudicate":
			cc.argFiles = true
		case "completion":
			cc.args = completionShells
		}
		out = append(out, cc)
	}
	// help COMMAND
	out = append(out, compCmd{name: "help", summary: "explain a command (the same as COMMAND --help)", args: names})
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}

// describe shortens a flag's usage to a one-line description without the
// characters the shells' description syntax reserves.
func describe(s string) string {
	if i := strings.IndexAny(s, "\n;"); i >= 0 {
		s = s[:i]
	}
	s = strings.Map(func(r rune) rune {
		switch r {
		case '[', ']', ':', '\'', '"', '`', '\\', '$':
			return -1
		}
		return r
	}, s)
	if len(s) > 70 {
		s = s[:strings.LastIndex(s[:70], " ")] + "…"
	}
	return strings.TrimSpace(s)
}

func words(cmds []compCmd) string {
	var w []string
	for _, c := range cmds {
		w = append(w, c.name)
	}
	return strings.Join(w, " ")
}

func writeBash(w io.Writer, cmds []compCmd) {
	fmt.Fprint(w, `# bash completion for chessconform (generated by: chessconform completion bash)
# Load it with: source <(chessconform completion bash)
_chessconform() {
    local cur prev key
    cur="${COMP_WORDS[COMP_CWORD]}"
    prev="${COMP_WORDS[COMP_CWORD-1]}"
    COMPREPLY=()
    if [[ $COMP_CWORD -eq 1 ]]; then
        COMPREPLY=($(compgen -W "`+words(cmds)+` --help --version" -- "$cur"))
        return 0
    fi
    key="${COMP_WORDS[1]}"
    if [[ ${#key} -gt 0 && $COMP_CWORD -gt 2 ]]; then
        case "$key" in
`)
	for _, c := range cmds {
		if len(c.subs) > 0 {
			fmt.Fprintf(w, "            %s) key=\"%s_${COMP_WORDS[2]}\" ;;\n", c.name, c.name)
		}
	}
	fmt.Fprint(w, `        esac
    fi
    case "$key" in
`)
	var emit func(key string, c compCmd)
	emit = func(key string, c compCmd) {
		fmt.Fprintf(w, "        %s)\n", key)
		fmt.Fprint(w, "            case \"$prev\" in\n")
		var names []string
		for _, f := range c.flags {
			names = append(names, "--"+f.name)
			if !f.value {
				continue
			}
			switch {
			case len(f.values) > 0:
				fmt.Fprintf(w, "                --%s) COMPREPLY=($(compgen -W \"%s\" -- \"$cur\")); return 0 ;;\n", f.name, strings.Join(f.values, " "))
			case f.files:
				fmt.Fprintf(w, "                --%s) COMPREPLY=($(compgen -f -- \"$cur\")); return 0 ;;\n", f.name)
			default:
				fmt.Fprintf(w, "                --%s) return 0 ;;\n", f.name)
			}
		}
		fmt.Fprint(w, "            esac\n")
		fmt.Fprintf(w, "            if [[ \"$cur\" == -* ]]; then COMPREPLY=($(compgen -W \"%s --help\" -- \"$cur\")); return 0; fi\n", strings.Join(names, " "))
		if len(c.subs) > 0 {
			fmt.Fprintf(w, "            COMPREPLY=($(compgen -W \"%s\" -- \"$cur\"))\n", words(c.subs))
		} else {
			if len(c.args) > 0 {
				fmt.Fprintf(w, "            COMPREPLY=($(compgen -W \"%s\" -- \"$cur\"))\n", strings.Join(c.args, " "))
			}
			if c.argFiles {
				fmt.Fprint(w, "            COMPREPLY+=($(compgen -f -- \"$cur\"))\n")
			}
		}
		fmt.Fprint(w, "            ;;\n")
		for _, s := range c.subs {
			emit(c.name+"_"+s.name, s)
		}
	}
	for _, c := range cmds {
		emit(c.name, c)
	}
	fmt.Fprint(w, `    esac
    return 0
}
complete -o default -o bashdefault -F _chessconform chessconform
`)
}

func writeZsh(w io.Writer, cmds []compCmd) {
	fmt.Fprint(w, `#compdef chessconform
# zsh completion for chessconform (generated by: chessconform completion zsh)
# Install: chessconform completion zsh > "${fpath[1]}/_chessconform", then restart zsh.

_chessconform() {
    local -a cmds
    cmds=(
`)
	for _, c := range cmds {
		fmt.Fprintf(w, "        '%s:%s'\n", c.name, describe(c.summary))
	}
	fmt.Fprint(w, `    )
    if (( CURRENT == 2 )); then
        _describe -t commands 'chessconform command' cmds
        compadd -- --help --version
        return
    fi
    local key=${words[2]}
    shift words
    (( CURRENT-- ))
    case $key in
`)
	var emit func(key string, c compCmd, depth int)
	emit = func(key string, c compCmd, depth int) {
		fmt.Fprintf(w, "        %s)\n", key)
		if len(c.subs) > 0 {
			fmt.Fprint(w, "            if (( CURRENT == 2 )); then\n                local -a subs\n                subs=(\n")
			for _, s := range c.subs {
				fmt.Fprintf(w, "                    '%s:%s'\n", s.name, describe(s.summary))
			}
			fmt.Fprint(w, "                )\n                _describe -t commands 'subcommand' subs\n                return\n            fi\n")
			fmt.Fprintf(w, "            local sub=%s_${words[2]}\n            shift words\n            (( CURRENT-- ))\n            case $sub in\n", c.name)
			for _, s := range c.subs {
				emit(c.name+"_"+s.name, s, depth+1)
			}
			fmt.Fprint(w, "            esac\n            ;;\n")
			return
		}
		fmt.Fprint(w, "            _arguments -S \\\n")
		for _, f := range c.flags {
			spec := "--" + f.name + "[" + describe(f.usage) + "]"
			if f.repeat {
				spec = "*" + spec
			}
			if f.value {
				switch {
				case len(f.values) > 0:
					spec += ":" + f.name + ":(" + strings.Join(f.values, " ") + ")"
				case f.files:
					spec += ":file:_files"
				default:
					spec += ":" + f.name + ": "
				}
			}
			fmt.Fprintf(w, "                '%s' \\\n", spec)
		}
		fmt.Fprint(w, "                '--help[show the usage]'")
		switch {
		case len(c.args) > 0 && c.argFiles:
			fmt.Fprintf(w, " \\\n                '*:argument:{compadd -- %s; _files}'", strings.Join(c.args, " "))
		case len(c.args) > 0:
			fmt.Fprintf(w, " \\\n                '*:argument:(%s)'", strings.Join(c.args, " "))
		case c.argFiles:
			fmt.Fprint(w, " \\\n                '*:file:_files'")
		}
		fmt.Fprint(w, "\n            ;;\n")
	}
	for _, c := range cmds {
		emit(c.name, c, 0)
	}
	fmt.Fprint(w, `    esac
}

if [ "$funcstack[1]" = "_chessconform" ]; then
    _chessconform "$@"
else
    compdef _chessconform chessconform
fi
`)
}

func fishQuote(s string) string {
	return "'" + strings.ReplaceAll(strings.ReplaceAll(s, `\`, `\\`), "'", `\'`) + "'"
}

func writeFish(w io.Writer, cmds []compCmd) {
	fmt.Fprint(w, "# fish completion for chessconform (generated by: chessconform completion fish)\n")
	fmt.Fprint(w, "# Install: chessconform completion fish > ~/.config/fish/completions/chessconform.fish\n")
	fmt.Fprint(w, "complete -c chessconform -f\n")
	fmt.Fprint(w, "complete -c chessconform -n __fish_use_subcommand -l help -d 'show the usage'\n")
	fmt.Fprint(w, "complete -c chessconform -n __fish_use_subcommand -l version -d 'print the version'\n")
	for _, c := range cmds {
		fmt.Fprintf(w, "complete -c chessconform -n __fish_use_subcommand -a %s -d %s\n", c.name, fishQuote(describe(c.summary)))
	}
	flags := func(cond string, c compCmd) {
		for _, f := range c.flags {
			line := fmt.Sprintf("complete -c chessconform -n %s -l %s -d %s", fishQuote(cond), f.name, fishQuote(describe(f.usage)))
			if f.value {
				switch {
				case len(f.values) > 0:
					line += " -x -a " + fishQuote(strings.Join(f.values, " "))
				case f.files:
					line += " -r -F"
				default:
					line += " -x"
				}
			}
			fmt.Fprintln(w, line)
		}
		fmt.Fprintf(w, "complete -c chessconform -n %s -l help -d 'show the usage'\n", fishQuote(cond))
		if len(c.args) > 0 {
			fmt.Fprintf(w, "complete -c chessconform -n %s -a %s\n", fishQuote(cond), fishQuote(strings.Join(c.args, " ")))
		}
		if c.argFiles {
			fmt.Fprintf(w, "complete -c chessconform -n %s -F\n", fishQuote(cond))
		}
	}
	for _, c := range cmds {
		if len(c.subs) == 0 {
			flags("__fish_seen_subcommand_from "+c.name, c)
			continue
		}
		subs := words(c.subs)
		none := fmt.Sprintf("__fish_seen_subcommand_from %s; and not __fish_seen_subcommand_from %s", c.name, subs)
		for _, s := range c.subs {
			fmt.Fprintf(w, "complete -c chessconform -n %s -a %s -d %s\n", fishQuote(none), s.name, fishQuote(describe(s.summary)))
		}
		for _, s := range c.subs {
			flags(fmt.Sprintf("__fish_seen_subcommand_from %s; and __fish_seen_subcommand_from %s", c.name, s.name), s)
		}
	}
}
