package certify_test

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/conformance/certify"
	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/rulebook"
)

// Every case can fail: this file proves it for the whole suite, with the
// mutants of mutants_test.go, the null program (conformance/testdata/null)
// and the garbage program (conformance/testdata/garbage).

var (
	updateMutation = flag.Bool("update-mutation", false, "run every mutant and rewrite docs/MUTATION.md")
	allMutants     = flag.Bool("all-mutants", false, "run every mutant, not only the core ones, and check all of docs/MUTATION.md")
)

const mutationDoc = "../../docs/MUTATION.md"

// baseline is the reference certified in-process through the memo, with
// the operations each case called.
type baseline struct {
	memo    *memo
	info    certify.Info
	corpora []certify.Corpus
	cert    *certify.Certificate
	ops     map[string][]string // case id → operations called
	sampled int                 // unwinnability vectors sampled
}

var (
	baseOnce sync.Once
	base     *baseline
	baseErr  error
)

func shippedBooks() []string {
	out := []string{}
	set, err := rulebook.LoadEmbedded(chessconform.Data)
	if err != nil || set == nil {
		return out
	}
	for _, e := range set.List() {
		if e.Kind != rulebook.KindRegulations {
			out = append(out, e.ID)
		}
	}
	slices.Sort(out)
	return out
}

// referenceBaseline runs once per test binary.
func referenceBaseline(t *testing.T) *baseline {
	t.Helper()
	baseOnce.Do(func() {
		m := newMemo(newRef(t))
		m.trace = map[string]bool{}
		b := &baseline{memo: m, ops: map[string][]string{},
			info: certify.Info{Name: "reference (memo)", Version: "0", Protocol: protocol.Version,
				Capabilities: protocol.Capabilities, Rulebooks: shippedBooks()}}
		b.corpora = certify.DefaultCorpora()
		for i := range b.corpora {
			if b.corpora[i].Sample > 0 {
				if testing.Short() {
					b.corpora[i].Sample = 8
				}
				b.sampled = b.corpora[i].Sample
			}
		}
		b.cert, baseErr = certify.Run(context.Background(), certify.Options{
			Driver:  certify.InProcessDriver{Subject: m, Info: b.info},
			Data:    chessconform.Data,
			Corpora: b.corpora,
			// Cases run one at a time: what was called since the last
			// case belongs to this one.
			Progress: func(p certify.Progress) { b.ops[p.Last.ID] = m.takeTrace() },
		})
		m.mu.Lock()
		m.trace = nil
		m.mu.Unlock()
		base = b
	})
	if baseErr != nil {
		t.Fatal(baseErr)
	}
	return base
}

// selection is what a run needs to cover every case that called op: the
// feature files of those scenarios (godog selects one scenario per file by
// line, not several) and those corpus cases. A case that never called op
// answers the same under a mutant of op.
func (b *baseline) selection(op string) []string {
	var files, corpus []string
	for _, k := range b.cert.Cases {
		if !slices.Contains(b.ops[k.ID], op) {
			continue
		}
		if k.Kind == "scenario" {
			f := k.ID
			if i := strings.LastIndexByte(f, ':'); i > 0 {
				f = f[:i]
			}
			if !slices.Contains(files, f) {
				files = append(files, f)
			}
		} else {
			corpus = append(corpus, k.ID)
		}
	}
	return append(files, corpus...)
}

func failed(status string) bool { return status == certify.Fail || status == certify.Error }

// mutationRun is the outcome of every mutant.
type mutationRun struct {
	b       *baseline
	killers map[string][]string // case id → mutants that fail it
	kills   map[string]int      // mutant → cases it fails
}

func runMutants(t *testing.T, b *baseline, ms []mutant) *mutationRun {
	r := &mutationRun{b: b, killers: map[string][]string{}, kills: map[string]int{}}
	var mu sync.Mutex
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for _, m := range ms {
		op := m.op
		if m.onErrors {
			op += "!" // the cases where the reference's answer to op is an error
		}
		sel := b.selection(op)
		if len(sel) == 0 {
			t.Errorf("mutant %s: no case calls %s", m.name, op)
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			c, err := certify.Run(context.Background(), certify.Options{
				Driver:  certify.InProcessDriver{Subject: m.wrap(b.memo), Info: b.info},
				Data:    chessconform.Data,
				Corpora: b.corpora,
				Cases:   sel,
			})
			if err != nil {
				t.Errorf("mutant %s: %v", m.name, err)
				return
			}
			mu.Lock()
			defer mu.Unlock()
			for _, k := range c.Cases {
				if failed(k.Status) {
					r.killers[k.ID] = append(r.killers[k.ID], m.name)
					r.kills[m.name]++
				}
			}
		}()
	}
	wg.Wait()
	return r
}

// TestEveryCaseCanFail: every case of the suite (every scenario, every
// corpus case; the unwinnability vectors at the default sample) is failed by
// at least one mutant of the reference, and docs/MUTATION.md says so.
func TestEveryCaseCanFail(t *testing.T) {
	start := time.Now()
	b := referenceBaseline(t)
	for _, k := range b.cert.Cases {
		if k.Status != certify.Pass {
			t.Fatalf("the reference does not pass %s: %s %s", k.ID, k.Status, k.Message)
		}
		if len(b.ops[k.ID]) == 0 {
			t.Errorf("%s asks the program nothing", k.ID)
		}
	}
	baseTime := time.Since(start)
	ms := mutants()
	names := map[string]bool{}
	for _, m := range ms {
		if names[m.name] {
			t.Fatalf("two mutants named %s", m.name)
		}
		names[m.name] = true
	}
	full := *updateMutation || *allMutants
	if !full && !testing.Short() {
		// The core mutants fail every case between them (a greedy cover
		// of the full run's kills); the others only add to the score
		// table. A case that only a non-core mutant fails shows up here
		// as unkilled: run with -all-mutants.
		ms = slices.DeleteFunc(ms, func(m mutant) bool { return !m.core })
	}
	if testing.Short() && !full {
		// A sample: the first core mutant of each operation, each of which
		// must fail some case; whether every case fails is the full run's
		// to say.
		seen := map[string]bool{}
		ms = slices.DeleteFunc(ms, func(m mutant) bool {
			if !m.core {
				return true
			}
			dup := seen[m.op]
			seen[m.op] = true
			return dup
		})
	}
	r := runMutants(t, b, ms)
	t.Logf("baseline %s, %d mutants %s", baseTime.Round(time.Millisecond), len(ms), (time.Since(start) - baseTime).Round(time.Millisecond))
	if testing.Short() && !full {
		for _, m := range ms {
			if r.kills[m.name] == 0 {
				t.Errorf("mutant %s fails no case", m.name)
			}
		}
		return
	}
	var unkilled []string
	for _, k := range b.cert.Cases {
		if len(r.killers[k.ID]) == 0 {
			unkilled = append(unkilled, k.ID+" ("+k.Capability+")")
		}
	}
	if len(unkilled) > 0 {
		t.Errorf("%d cases no mutant fails (each is a check that cannot fail; fix the case or add the plausible bug it is for as a mutant):\n  %s",
			len(unkilled), strings.Join(unkilled, "\n  "))
	}
	for _, m := range ms {
		if r.kills[m.name] == 0 {
			t.Logf("mutant %s survives: the suite misses %q", m.name, m.bug)
		}
	}
	if full {
		t.Logf("core mutants (a greedy cover): %s", strings.Join(r.cover(b, ms), " "))
	}
	doc := r.markdown(ms)
	old, err := os.ReadFile(mutationDoc)
	switch {
	case *updateMutation:
		if err := os.WriteFile(mutationDoc, []byte(doc), 0o644); err != nil {
			t.Fatal(err)
		}
	case err != nil:
		t.Errorf("docs/MUTATION.md: %v", err)
	case full && !bytes.Equal(old, []byte(doc)),
		!full && !strings.Contains(string(old), scoreTable(doc)):
		t.Errorf("docs/MUTATION.md is stale: run go test ./conformance/certify -run TestEveryCaseCanFail -update-mutation")
	}
}

// scoreTable is the "By capability" section of the document, which the
// core mutants alone determine.
func scoreTable(doc string) string {
	i := strings.Index(doc, "## By capability")
	j := strings.Index(doc, "## Mutants")
	if i < 0 || j < i {
		return doc
	}
	return doc[i:j]
}

// cover picks mutants greedily until every case killed is covered.
func (r *mutationRun) cover(b *baseline, ms []mutant) []string {
	left := map[string]bool{}
	for _, k := range b.cert.Cases {
		if len(r.killers[k.ID]) > 0 {
			left[k.ID] = true
		}
	}
	var out []string
	for len(left) > 0 {
		best, n := "", 0
		for _, m := range ms {
			c := 0
			for id := range left {
				if slices.Contains(r.killers[id], m.name) {
					c++
				}
			}
			if c > n {
				best, n = m.name, c
			}
		}
		if n == 0 {
			break
		}
		out = append(out, best)
		for id := range left {
			if slices.Contains(r.killers[id], best) {
				delete(left, id)
			}
		}
	}
	slices.Sort(out)
	return out
}

func (r *mutationRun) markdown(ms []mutant) string {
	b := &strings.Builder{}
	fmt.Fprintf(b, `# Mutation score of the suite

Generated by `+"`go test ./conformance/certify -run TestEveryCaseCanFail -update-mutation`"+`,
which runs every mutant. `+"`go test ./...`"+` runs the core mutants (a cover: together
they fail every case) and fails when a case is failed by none of them or when
the table by capability below is stale; `+"`-all-mutants`"+` checks the whole file.

Each mutant is the reference implementation with one deliberate bug in one
kind of answer (conformance/certify/mutants_test.go). A case is *killed* when
at least one mutant makes it fail or err. Every scenario and every corpus case
is counted; the unwinnability corpus at the default sample of %d vectors.
Malformed answers (strings that are not moves, unknown articles …) are not
mutants here: the protocol client rejects them before any comparison
(conformance/protocol/validate.go), and the null and garbage programs check
that (TestNullProgramPassesNothing, TestGarbagePassesNoLegalMovesCase).

## By capability

| capability | cases | killed | score |
|---|---:|---:|---:|
`, r.b.sampled)
	type tally struct{ cases, killed int }
	caps := map[string]*tally{}
	for _, k := range r.b.cert.Cases {
		tl := caps[k.Capability]
		if tl == nil {
			tl = &tally{}
			caps[k.Capability] = tl
		}
		tl.cases++
		if len(r.killers[k.ID]) > 0 {
			tl.killed++
		}
	}
	var all tally
	for _, c := range protocol.Capabilities {
		tl := caps[c]
		if tl == nil {
			continue
		}
		all.cases += tl.cases
		all.killed += tl.killed
		fmt.Fprintf(b, "| %s | %d | %d | %s |\n", c, tl.cases, tl.killed, pct(tl.killed, tl.cases))
	}
	fmt.Fprintf(b, "| **all** | %d | %d | %s |\n", all.cases, all.killed, pct(all.killed, all.cases))
	b.WriteString("\n## Mutants\n\n| mutant | capability | bug | cases failed |\n|---|---|---|---:|\n")
	for _, m := range ms {
		fmt.Fprintf(b, "| `%s` | %s | %s | %d |\n", m.name, m.capability, m.bug, r.kills[m.name])
	}
	b.WriteString("\n## Mutants no case notices\n\nEach is a gap in the suite: a plausible bug that every case lets through.\n\n")
	survivors := 0
	for _, m := range ms {
		if r.kills[m.name] == 0 {
			fmt.Fprintf(b, "- `%s` (%s): %s\n", m.name, m.capability, m.bug)
			survivors++
		}
	}
	if survivors == 0 {
		b.WriteString("None.\n")
	}
	var unkilled []string
	for _, k := range r.b.cert.Cases {
		if len(r.killers[k.ID]) == 0 {
			unkilled = append(unkilled, "- `"+k.ID+"`")
		}
	}
	b.WriteString("\n## Cases no mutant fails\n\n")
	if len(unkilled) == 0 {
		b.WriteString("None.\n")
	} else {
		b.WriteString(strings.Join(unkilled, "\n") + "\n")
	}
	return b.String()
}

func pct(n, d int) string {
	if d == 0 {
		return "-"
	}
	return fmt.Sprintf("%.1f %%", 100*float64(n)/float64(d))
}

// TestNullProgramPassesNothing: a program that declares every capability
// and rulebook and answers everything "unsupported" passes no case: there
// is no case that asks the program nothing.
func TestNullProgramPassesNothing(t *testing.T) {
	t.Parallel()
	bin := build(t, "./conformance/testdata/null")
	c, err := certify.Run(context.Background(), certify.Options{
		Driver: certify.ProtocolDriver{Options: protocol.Options{Launch: protocol.Launch{Argv: []string{bin}, Timeout: 30 * time.Second}}, Command: bin},
		Data:   chessconform.Data,
	})
	if err != nil {
		t.Fatal(err)
	}
	if c.Summary.Total < 1000 {
		t.Fatalf("only %d cases", c.Summary.Total)
	}
	for _, k := range c.Cases {
		if k.Status != certify.Unsupported {
			t.Errorf("%s: %s, want unsupported (%s)", k.ID, k.Status, k.Message)
		}
	}
}

// TestGarbagePassesNoLegalMovesCase: the reference with every legal_moves
// answer replaced by strings that are not moves, certified over the
// protocol, passes no case that asked for legal moves — the negative ones
// ("castling is not allowed") included: the malformed list is an error
// before any comparison.
func TestGarbagePassesNoLegalMovesCase(t *testing.T) {
	b := referenceBaseline(t)
	bin := build(t, "./conformance/testdata/garbage")
	c, err := certify.Run(context.Background(), certify.Options{
		Driver:  certify.ProtocolDriver{Options: protocol.Options{Launch: protocol.Launch{Argv: []string{bin}, Timeout: 30 * time.Second}}, Command: bin},
		Data:    chessconform.Data,
		Corpora: b.corpora,
		Cases:   b.selection(protocol.OpLegalMoves),
	})
	if err != nil {
		t.Fatal(err)
	}
	asked := 0
	for _, k := range c.Cases {
		if !slices.Contains(b.ops[k.ID], protocol.OpLegalMoves) {
			continue
		}
		asked++
		if k.Status == certify.Pass {
			t.Errorf("%s asked for legal moves and passed on garbage", k.ID)
		}
		if k.Status == certify.Error && !strings.Contains(k.Message, "malformed answer") {
			t.Errorf("%s: error %q, want the malformed answer quoted", k.ID, k.Message)
		}
	}
	if asked < 50 {
		t.Errorf("only %d cases asked for legal moves", asked)
	}
	t.Logf("%d cases asked for legal moves; none passed", asked)
}
