package steps

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/cucumber/godog"

	"github.com/chessconform/chessconform/subject"
)

// ErrIncomplete is wrapped by a step whose subject answered that it does not
// know (an unwinnability verdict "undetermined"), which the protocol allows:
// certify counts the scenario as incomplete, not as a wrong answer.
var ErrIncomplete = errors.New("the subject does not know")

// world is the state of one scenario, the only one: godog's initializer
// makes a new world for each scenario (Initializer), and every step handler
// is a method of it (or of its arbiter part) listed in a capability's step
// table. A capability that needs state adds its fields here.
type world struct {
	subj subject.Subject
	ctx  context.Context

	lang string // the scenario's language ("# language: hu"); "en" by default
	// aboutNotation: the scenario is about notation (Appendix C), so the
	// SAN it writes is read by the subject, not by the steps.
	aboutNotation bool
	phrases       *Phrases // the step phrase table (vocabularies for canon)

	fen   string   // the position the scenario talks about
	start string   // the game's start position, when moves were played from it
	moves []string // moves played since start (UCI)

	timeControl string // clocks.go: the time control being classified (PGN syntax)
	flagged     string // status.go: the side whose flag fell ("When White's flag falls")

	arb arbiterState // arbiter*.go: the event log of the competition-rule steps
}

func newWorld(s subject.Subject, p *Phrases) *world {
	w := &world{subj: s, phrases: p}
	w.arb.w = w
	return w
}

// begin starts the scenario sn: its context, its language, and whether it
// is about notation (its tags).
func (w *world) begin(ctx context.Context, sn *godog.Scenario) {
	w.ctx = ctx
	w.lang = sn.Language
	w.aboutNotation = false
	for _, t := range sn.Tags {
		if aboutNotation(t.Name) {
			w.aboutNotation = true
		}
	}
}

func (w *world) context() context.Context {
	if w.ctx == nil {
		return context.Background()
	}
	return w.ctx
}

// language is the scenario's Gherkin language, which is also the notation
// locale of its SAN.
func (w *world) language() string {
	if w.lang == "" {
		return "en"
	}
	return w.lang
}

// canon maps a vocabulary word of the scenario's language to its canonical
// value ("baltųjų" -> "white").
func (w *world) canon(kind, word string) (string, error) {
	if v, ok := w.phrases.Canon(kind, w.language(), word); ok {
		return v, nil
	}
	return "", fmt.Errorf("%q is not a %s word in %s (steps/phrases.yaml, vocab %s)", word, kind, w.language(), kind)
}

// list splits "e2e4, d2d4 g1f3" into items; "none" or "" is the empty list.
func list(s string) []string {
	s = strings.TrimSpace(s)
	if s == "" || s == "none" || s == "-" {
		return nil
	}
	return strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' })
}

func sameSet(got, want []string) error {
	g := append([]string(nil), got...)
	x := append([]string(nil), want...)
	sort.Strings(g)
	sort.Strings(x)
	if strings.Join(g, " ") == strings.Join(x, " ") {
		return nil
	}
	missing, extra := diff(x, g), diff(g, x)
	return fmt.Errorf("got %v, want %v (missing %v, unexpected %v)", g, x, missing, extra)
}

// diff returns the items of a that are not in b.
func diff(a, b []string) []string {
	in := map[string]bool{}
	for _, s := range b {
		in[s] = true
	}
	var out []string
	for _, s := range a {
		if !in[s] {
			out = append(out, s)
		}
	}
	return out
}

// castlingFiles turns a FEN castling field into the set of castling rooks'
// files ("Ah ah" style, sorted), so that standard, X-FEN and Shredder-FEN
// spellings of the same rights compare equal. placement is FEN field 1.
func castlingFiles(placement, field string) string {
	if field == "-" {
		return "-"
	}
	ranks := strings.Split(placement, "/")
	if len(ranks) != 8 {
		return field
	}
	row := func(r string) string { // expand digits: 8 characters, '.' for empty
		var b strings.Builder
		for _, c := range r {
			if c >= '1' && c <= '8' {
				b.WriteString(strings.Repeat(".", int(c-'0')))
			} else {
				b.WriteRune(c)
			}
		}
		return b.String()
	}
	var out []string
	for _, c := range field {
		white := c >= 'A' && c <= 'Z'
		back := row(ranks[0]) // FEN lists rank 8 first
		king, rook := byte('k'), byte('r')
		if white {
			back, king, rook = row(ranks[7]), 'K', 'R'
		}
		if len(back) != 8 {
			return field
		}
		k := strings.IndexByte(back, king)
		file := -1
		switch c {
		case 'K', 'k':
			for f := 7; f > k; f-- {
				if back[f] == rook {
					file = f
					break
				}
			}
		case 'Q', 'q':
			for f := 0; f < k; f++ {
				if back[f] == rook {
					file = f
					break
				}
			}
		default:
			file = int(c|0x20) - 'a'
		}
		if file < 0 {
			return field
		}
		letter := string(rune('a' + file))
		if white {
			letter = strings.ToUpper(letter)
		}
		out = append(out, letter)
	}
	sort.Strings(out)
	return strings.Join(out, "")
}
