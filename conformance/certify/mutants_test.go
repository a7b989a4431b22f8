package certify_test

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/subject"
)

// The mutants of the reference used to test the suite (mutation_test.go).
// Each one perturbs one kind of answer the way a plausible bug in a real
// program would; the suite must notice every one of them somewhere, and
// every case must notice at least one of them.

// memo is the reference behind a cache of its answers, shared by the
// mutants so that each hard answer (an unwinnability proof, a ruling) is
// worked out once. Answers are kept as JSON, so every caller gets its own
// copy to perturb. It also records which operations each case called.
type memo struct {
	protocol.Stub // over the memo itself (Do)
	s             subject.Subject
	mu            sync.Mutex
	m             map[string]memoEntry

	trace map[string]bool // operations called since the last reset; nil: not tracing
}

type memoEntry struct {
	out []byte
	err error
}

func newMemo(s subject.Subject) *memo {
	m := &memo{s: s, m: map[string]memoEntry{}}
	m.Stub = protocol.Stub{Transport: m}
	return m
}

func (m *memo) note(op string) {
	m.mu.Lock()
	if m.trace != nil {
		m.trace[op] = true
	}
	m.mu.Unlock()
}

// takeTrace returns the operations called since the last call.
func (m *memo) takeTrace() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	var ops []string
	for op := range m.trace {
		ops = append(ops, op)
	}
	slices.Sort(ops)
	m.trace = map[string]bool{}
	return ops
}

// Do implements protocol.Transport: the reference's answer to the same
// operation with the same params, worked out once.
func (m *memo) Do(ctx context.Context, op *protocol.Op, params, out any) error {
	m.note(op.Name)
	a, _ := json.Marshal(params)
	key := op.Name + "\x00" + string(a)
	m.mu.Lock()
	e, ok := m.m[key]
	m.mu.Unlock()
	if !ok {
		err := op.Serve(ctx, m.s, params, out)
		b, _ := json.Marshal(out)
		e = memoEntry{b, err}
		m.mu.Lock()
		m.m[key] = e
		m.mu.Unlock()
	}
	if e.err != nil {
		m.note(op.Name + "!") // an error answer: what onErrors mutants select
	}
	op.Reset(out) // a copy of its own, sharing nothing with the reference
	if err := json.Unmarshal(e.out, out); err != nil {
		panic(fmt.Sprintf("memo %s: %v", op.Name, err))
	}
	return e.err
}

// mutated is a subject whose answers to some operations are transformed.
// A hook gets the operation's input and the reference's answer and error,
// and returns the mutant's.
type mutated struct {
	subject.Subject
	legal    func(fen string, ms []string, err error) ([]string, error)
	play     func(fen string, moves []string, out string, err error) (string, error)
	perft    func(n uint64, err error) (uint64, error)
	check    func(b bool, err error) (bool, error)
	toSAN    func(san string, err error) (string, error)
	fromSAN  func(uci string, err error) (string, error)
	entry    func(e subject.Entry, err error) (subject.Entry, error)
	status   func(r subject.StatusResult, err error) (subject.StatusResult, error)
	unwin    func(w subject.Winnability, err error) (subject.Winnability, error)
	classify func(c subject.Classification, err error) (subject.Classification, error)
	ruling   func(r subject.Ruling, err error) (subject.Ruling, error)
	// request rewrites an adjudication request before the reference sees
	// it: a mutant that misreads its input rather than its answer.
	request func(req subject.AdjudicationRequest) subject.AdjudicationRequest
}

func (s mutated) LegalMoves(ctx context.Context, fen string) ([]string, error) {
	v, err := s.Subject.LegalMoves(ctx, fen)
	if s.legal != nil {
		return s.legal(fen, v, err)
	}
	return v, err
}
func (s mutated) Play(ctx context.Context, fen string, moves []string) (string, error) {
	v, err := s.Subject.Play(ctx, fen, moves)
	if s.play != nil {
		return s.play(fen, moves, v, err)
	}
	return v, err
}
func (s mutated) Perft(ctx context.Context, fen string, depth int) (uint64, error) {
	v, err := s.Subject.Perft(ctx, fen, depth)
	if s.perft != nil {
		return s.perft(v, err)
	}
	return v, err
}
func (s mutated) InCheck(ctx context.Context, fen string) (bool, error) {
	v, err := s.Subject.InCheck(ctx, fen)
	if s.check != nil {
		return s.check(v, err)
	}
	return v, err
}
func (s mutated) ToSAN(ctx context.Context, fen, uci, locale string) (string, error) {
	v, err := s.Subject.ToSAN(ctx, fen, uci, locale)
	if s.toSAN != nil {
		return s.toSAN(v, err)
	}
	return v, err
}
func (s mutated) FromSAN(ctx context.Context, fen, san, locale string) (string, error) {
	v, err := s.Subject.FromSAN(ctx, fen, san, locale)
	if s.fromSAN != nil {
		return s.fromSAN(v, err)
	}
	return v, err
}
func (s mutated) ReadEntry(ctx context.Context, fen, entry, locale string) (subject.Entry, error) {
	v, err := s.Subject.ReadEntry(ctx, fen, entry, locale)
	if s.entry != nil {
		return s.entry(v, err)
	}
	return v, err
}
func (s mutated) GameStatus(ctx context.Context, req subject.StatusRequest) (subject.StatusResult, error) {
	v, err := s.Subject.GameStatus(ctx, req)
	if s.status != nil {
		return s.status(v, err)
	}
	return v, err
}
func (s mutated) Unwinnable(ctx context.Context, fen, side string) (subject.Winnability, error) {
	v, err := s.Subject.Unwinnable(ctx, fen, side)
	if s.unwin != nil {
		return s.unwin(v, err)
	}
	return v, err
}
func (s mutated) Classify(ctx context.Context, rulebook, tc string) (subject.Classification, error) {
	v, err := s.Subject.Classify(ctx, rulebook, tc)
	if s.classify != nil {
		return s.classify(v, err)
	}
	return v, err
}
func (s mutated) Adjudicate(ctx context.Context, req subject.AdjudicationRequest) (subject.Ruling, error) {
	if s.request != nil {
		req = s.request(req)
	}
	v, err := s.Subject.Adjudicate(ctx, req)
	if s.ruling != nil {
		return s.ruling(v, err)
	}
	return v, err
}

// mutant is one deliberate bug.
type mutant struct {
	name       string // kebab-case, unique
	capability string
	bug        string // what it does, for docs/MUTATION.md
	op         string // the operation it perturbs
	core       bool   // in the cover that go test runs (see TestEveryCaseCanFail)
	// onErrors: the hooks change only answers that are errors (a lenient
	// program answering what it should reject), so the mutant can fail
	// only a case where the reference's answer to op was an error: it runs
	// on those cases alone.
	onErrors bool
	hooks    mutated
}

func (m mutant) wrap(s subject.Subject) subject.Subject {
	h := m.hooks
	h.Subject = s
	return h
}

// legalOK is ok for legal_moves, whose hook also gets the FEN.
func legalOK(f func([]string) []string) func(string, []string, error) ([]string, error) {
	g := ok(f)
	return func(_ string, ms []string, err error) ([]string, error) { return g(ms, err) }
}

// ok wraps a transform of successful answers only.
func ok[T any](f func(T) T) func(T, error) (T, error) {
	return func(v T, err error) (T, error) {
		if err != nil {
			return v, err
		}
		return f(v), nil
	}
}

var castlings = []string{"e1g1", "e1c1", "e8g8", "e8c8"}

// rotate returns the element after v in set (cyclically); v itself when absent.
func rotate(v string, set []string) string {
	i := slices.Index(set, v)
	if i < 0 {
		return set[0]
	}
	return set[(i+1)%len(set)]
}

// bumpArticle changes an article to its neighbour: the last number + 1
// ("9.6.2" → "9.6.3", "A.4" → "A.5"); "" becomes "1".
func bumpArticle(a string) string {
	if a == "" {
		return "1"
	}
	i := strings.LastIndexFunc(a, func(r rune) bool { return r < '0' || r > '9' })
	n, err := strconv.Atoi(a[i+1:])
	if err != nil {
		return a + ".1"
	}
	return a[:i+1] + strconv.Itoa(n+1)
}

// addSecond adds one second to a clock reading "H:MM:SS" or a signed change "+H:MM:SS".
func addSecond(s string) string {
	sign := ""
	if s != "" && (s[0] == '+' || s[0] == '-') {
		sign, s = s[:1], s[1:]
	}
	var h, m, sec int
	frac := ""
	if i := strings.IndexByte(s, '.'); i >= 0 {
		s, frac = s[:i], s[i:]
	}
	if _, err := fmt.Sscanf(s, "%d:%d:%d", &h, &m, &sec); err != nil {
		return sign + s + frac + "x"
	}
	t := h*3600 + m*60 + sec + 1
	return fmt.Sprintf("%s%d:%02d:%02d%s", sign, t/3600, t/60%60, t%60, frac)
}

func swapResult(r string) string {
	switch r {
	case "1-0":
		return "0-1"
	case "0-1":
		return "1-0"
	case "1/2-1/2":
		return "*"
	}
	return "1/2-1/2"
}

// fenField replaces field i of a FEN with f(field).
func fenField(fen string, i int, f func(string) string) string {
	fs := strings.Fields(fen)
	if i < len(fs) {
		fs[i] = f(fs[i])
	}
	return strings.Join(fs, " ")
}

// board reads the placement and side fields of a FEN: square → piece
// letter, and 'w' or 'b'.
func board(fen string) (map[string]byte, byte) {
	fs := strings.Fields(fen)
	out := map[string]byte{}
	if len(fs) < 2 {
		return out, 'w'
	}
	rank, file := 8, 0
	for i := 0; i < len(fs[0]); i++ {
		c := fs[0][i]
		switch {
		case c == '/':
			rank, file = rank-1, 0
		case c >= '1' && c <= '8':
			file += int(c - '0')
		default:
			if file < 8 && rank >= 1 {
				out[string(rune('a'+file))+string(rune('0'+rank))] = c
			}
			file++
		}
	}
	return out, fs[1][0]
}

func epSquare(fen string) string {
	fs := strings.Fields(fen)
	if len(fs) > 3 {
		return fs[3]
	}
	return "-"
}

// mutants lists every mutant, by capability.
func mutants() []mutant {
	terminations := []string{"", "checkmate", "stalemate", "dead-position", "fivefold", "seventy-five-moves"}
	return []mutant{
		// moves
		{name: "legal-extra-castling", core: true, capability: "moves", op: protocol.OpLegalMoves, bug: "lists every castling of the side to move, allowed or not",
			hooks: mutated{legal: func(fen string, ms []string, err error) ([]string, error) {
				if err != nil {
					return ms, err
				}
				_, side := board(fen)
				for _, c := range castlings {
					if (c[1] == '1') == (side == 'w') && !slices.Contains(ms, c) {
						ms = append(ms, c)
					}
				}
				return ms, nil
			}}},
		{name: "legal-overreach", capability: "moves", op: protocol.OpLegalMoves, bug: "pawns, bishops, rooks and queens go one step further than they may (jump over pieces, past the first move's two squares)",
			hooks: mutated{legal: func(fen string, ms []string, err error) ([]string, error) {
				if err != nil {
					return ms, err
				}
				b, _ := board(fen)
				for _, m := range slices.Clone(ms) {
					if !strings.ContainsRune("PBRQpbrq", rune(b[m[:2]])) {
						continue
					}
					f, r := 2*int(m[2])-int(m[0]), 2*int(m[3])-int(m[1])
					if f >= 'a' && f <= 'h' && r >= '1' && r <= '8' {
						x := m[:2] + string(rune(f)) + string(rune(r))
						if !slices.Contains(ms, x) {
							ms = append(ms, x)
						}
					}
				}
				return ms, nil
			}}},
		{name: "legal-blocked-piece", core: true, capability: "moves", op: protocol.OpLegalMoves, bug: "a piece with no legal move (blocked, pinned) moves one square forward anyway",
			hooks: mutated{legal: func(fen string, ms []string, err error) ([]string, error) {
				if err != nil {
					return ms, err
				}
				b, side := board(fen)
				for sq, pc := range b {
					if (pc < 'a') != (side == 'w') || slices.ContainsFunc(ms, func(m string) bool { return m[:2] == sq }) {
						continue
					}
					r := sq[1] + 1
					if side == 'b' {
						r = sq[1] - 1
					}
					if r >= '1' && r <= '8' {
						ms = append(ms, sq+sq[:1]+string(rune(r)))
					}
				}
				slices.Sort(ms)
				return ms, nil
			}}},
		{name: "legal-king-into-check", capability: "moves", op: protocol.OpLegalMoves, bug: "the king may step to any neighbouring square, attacked or not",
			hooks: mutated{legal: func(fen string, ms []string, err error) ([]string, error) {
				if err != nil {
					return ms, err
				}
				b, side := board(fen)
				king := byte('K')
				if side == 'b' {
					king = 'k'
				}
				for sq, pc := range b {
					if pc != king {
						continue
					}
					for df := -1; df <= 1; df++ {
						for dr := -1; dr <= 1; dr++ {
							f, r := int(sq[0])+df, int(sq[1])+dr
							if (df != 0 || dr != 0) && f >= 'a' && f <= 'h' && r >= '1' && r <= '8' {
								x := sq + string(rune(f)) + string(rune(r))
								if !slices.Contains(ms, x) {
									ms = append(ms, x)
								}
							}
						}
					}
				}
				return ms, nil
			}}},
		{name: "legal-missing-per-piece", core: true, capability: "moves", op: protocol.OpLegalMoves, bug: "omits one move of every piece that can move",
			hooks: mutated{legal: legalOK(func(ms []string) []string {
				seen := map[string]bool{}
				return slices.DeleteFunc(ms, func(m string) bool {
					if seen[m[:2]] {
						return false
					}
					seen[m[:2]] = true
					return true
				})
			})}},
		{name: "legal-missing-last", core: true, capability: "moves", op: protocol.OpLegalMoves, bug: "omits the last legal move",
			hooks: mutated{legal: legalOK(func(ms []string) []string {
				if len(ms) > 0 {
					return ms[:len(ms)-1]
				}
				return ms
			})}},
		{name: "legal-no-castling", capability: "moves", op: protocol.OpLegalMoves, bug: "never castles",
			hooks: mutated{legal: legalOK(func(ms []string) []string {
				return slices.DeleteFunc(ms, func(m string) bool { return slices.Contains(castlings, m) })
			})}},
		{name: "legal-no-en-passant", capability: "moves", op: protocol.OpLegalMoves, bug: "never captures en passant",
			hooks: mutated{legal: func(fen string, ms []string, err error) ([]string, error) {
				ep := epSquare(fen)
				return slices.DeleteFunc(ms, func(m string) bool { return len(m) >= 4 && m[2:4] == ep }), err
			}}},
		{name: "legal-en-passant-unchecked", core: true, capability: "moves", op: protocol.OpLegalMoves, bug: "captures en passant whenever a pawn stands beside, even when that exposes its own king",
			hooks: mutated{legal: func(fen string, ms []string, err error) ([]string, error) {
				ep := epSquare(fen)
				if err != nil || len(ep) != 2 {
					return ms, err
				}
				b, side := board(fen)
				pawn, from := byte('P'), ep[1]-1
				if side == 'b' {
					pawn, from = 'p', ep[1]+1
				}
				for _, df := range []int{-1, 1} {
					f := int(ep[0]) + df
					sq := string(rune(f)) + string(from)
					if f >= 'a' && f <= 'h' && b[sq] == pawn && !slices.Contains(ms, sq+ep) {
						ms = append(ms, sq+ep)
					}
				}
				return ms, nil
			}}},
		{name: "legal-no-underpromotion", capability: "moves", op: protocol.OpLegalMoves, bug: "promotes to a queen only",
			hooks: mutated{legal: legalOK(func(ms []string) []string {
				return slices.DeleteFunc(ms, func(m string) bool { return len(m) == 5 && m[4] != 'q' })
			})}},
		{name: "legal-accepts-bad-fen", core: true, onErrors: true, capability: "moves", op: protocol.OpLegalMoves, bug: "answers an empty list for an invalid FEN instead of rejecting it",
			hooks: mutated{legal: func(_ string, ms []string, err error) ([]string, error) {
				if err != nil {
					return []string{}, nil
				}
				return ms, nil
			}}},
		{name: "play-accepts-illegal", core: true, onErrors: true, capability: "moves", op: protocol.OpPlay, bug: "plays an illegal move (answers the start position) instead of rejecting it",
			hooks: mutated{play: func(fen string, _ []string, out string, err error) (string, error) {
				if err != nil {
					return fen, nil
				}
				return out, nil
			}}},
		{name: "play-halfmove-clock", core: true, capability: "moves", op: protocol.OpPlay, bug: "halfmove clock off by one in the resulting FEN",
			hooks: mutated{play: func(_ string, _ []string, out string, err error) (string, error) {
				return fenField(out, 4, func(s string) string { n, _ := strconv.Atoi(s); return strconv.Itoa(n + 1) }), err
			}}},
		{name: "play-castling-rights", core: true, capability: "moves", op: protocol.OpPlay, bug: "keeps every castling right in the resulting FEN",
			hooks: mutated{play: func(_ string, _ []string, out string, err error) (string, error) {
				return fenField(out, 2, func(string) string { return "KQkq" }), err
			}}},
		{name: "play-en-passant", capability: "moves", op: protocol.OpPlay, bug: "never sets the en passant square in the resulting FEN",
			hooks: mutated{play: func(_ string, _ []string, out string, err error) (string, error) {
				return fenField(out, 3, func(string) string { return "-" }), err
			}}},
		{name: "perft-plus-one", core: true, capability: "moves", op: protocol.OpPerft, bug: "perft one too many",
			hooks: mutated{perft: ok(func(n uint64) uint64 { return n + 1 })}},
		{name: "in-check-flipped", capability: "moves", op: protocol.OpInCheck, bug: "in_check wrong",
			hooks: mutated{check: ok(func(b bool) bool { return !b })}},

		// notation
		{name: "san-letter", core: true, capability: "notation", op: protocol.OpToSAN, bug: "writes a wrong piece letter (the next capital letter)",
			hooks: mutated{toSAN: ok(func(s string) string {
				r := []rune(s)
				for i, c := range r {
					if c >= 'A' && c <= 'Z' || c >= 'А' && c <= 'Я' {
						r[i] = c + 1
						return string(r)
					}
				}
				return s + "?"
			})}},
		{name: "san-pawn", capability: "notation", op: protocol.OpToSAN, bug: "mis-writes pawn moves and castling (capture mark, e.p., promotion, O-O)",
			hooks: mutated{toSAN: ok(func(s string) string {
				if s != "" && (s[0] >= 'a' && s[0] <= 'h' || s[0] == 'O' || s[0] == '0') {
					return strings.NewReplacer("x", "", ":", "", " e.p.", "", "e.p.", "", "=", "", "O", "0", "0", "O").Replace(s) + "!"
				}
				return s
			})}},
		{name: "san-check-mark", capability: "notation", op: protocol.OpToSAN, bug: "drops or adds the check and mate marks",
			hooks: mutated{toSAN: ok(func(s string) string {
				if t := strings.TrimRight(s, "+#"); t != s {
					return t
				}
				return s + "+"
			})}},
		{name: "from-san-wrong", core: true, capability: "notation", op: protocol.OpFromSAN, bug: "reads SAN as the wrong move (origin and destination swapped)",
			hooks: mutated{fromSAN: ok(func(m string) string {
				if len(m) >= 4 {
					return m[2:4] + m[:2] + m[4:]
				}
				return m
			})}},
		{name: "from-san-lenient", core: true, onErrors: true, capability: "notation", op: protocol.OpFromSAN, bug: "reads unreadable or illegal SAN as some move instead of rejecting it",
			hooks: mutated{fromSAN: func(m string, err error) (string, error) {
				if err != nil {
					return "e2e4", nil
				}
				return m, nil
			}}},
		{name: "entry-draw-offer", core: true, capability: "notation", op: protocol.OpReadEntry, bug: "reads the draw-offer mark (=) wrongly",
			hooks: mutated{entry: ok(func(e subject.Entry) subject.Entry { e.DrawOffer = !e.DrawOffer; return e })}},
		{name: "entry-lenient", core: true, onErrors: true, capability: "notation", op: protocol.OpReadEntry, bug: "accepts a malformed scoresheet entry",
			hooks: mutated{entry: func(e subject.Entry, err error) (subject.Entry, error) {
				if err != nil {
					return subject.Entry{Move: "e2e4"}, nil
				}
				return e, nil
			}}},
		{name: "entry-move", capability: "notation", op: protocol.OpReadEntry, bug: "reads an entry's move wrongly",
			hooks: mutated{entry: ok(func(e subject.Entry) subject.Entry {
				if len(e.Move) >= 4 {
					e.Move = e.Move[2:4] + e.Move[:2] + e.Move[4:]
				}
				return e
			})}},

		// status
		{name: "status-result", core: true, capability: "status", op: protocol.OpGameStatus, bug: "result swapped (1-0 ↔ 0-1, draw → *, * → draw)",
			hooks: mutated{status: ok(func(r subject.StatusResult) subject.StatusResult {
				r.Result = outcome.Result(swapResult(string(r.Result)))
				return r
			})}},
		{name: "status-termination", capability: "status", op: protocol.OpGameStatus, bug: "termination changed to the next kind",
			hooks: mutated{status: ok(func(r subject.StatusResult) subject.StatusResult {
				r.Termination = outcome.Termination(rotate(string(r.Termination), terminations))
				return r
			})}},
		{name: "status-article", capability: "status", op: protocol.OpGameStatus, bug: "article of the result changed to its neighbour",
			hooks: mutated{status: ok(func(r subject.StatusResult) subject.StatusResult { r.Article = bumpArticle(r.Article); return r })}},
		{name: "claim-dropped", capability: "status", op: protocol.OpGameStatus, bug: "the last open claim is not listed",
			hooks: mutated{status: ok(func(r subject.StatusResult) subject.StatusResult {
				if n := len(r.Claims); n > 0 {
					r.Claims = r.Claims[:n-1]
				}
				return r
			})}},
		{name: "claim-phantom", core: true, capability: "status", op: protocol.OpGameStatus, bug: "lists a threefold claim where there is none",
			hooks: mutated{status: ok(func(r subject.StatusResult) subject.StatusResult {
				if len(r.Claims) == 0 {
					r.Claims = append(r.Claims, subject.Claim{Kind: "threefold", Article: "9.2.1", By: "white"})
				}
				return r
			})}},
		{name: "claim-article", core: true, capability: "status", op: protocol.OpGameStatus, bug: "a claim's article changed to its neighbour",
			hooks: mutated{status: ok(func(r subject.StatusResult) subject.StatusResult {
				for i := range r.Claims {
					r.Claims[i].Article = bumpArticle(r.Claims[i].Article)
				}
				return r
			})}},
		{name: "claim-details", capability: "status", op: protocol.OpGameStatus, bug: "a claim's kind, side or intended move wrong",
			hooks: mutated{status: ok(func(r subject.StatusResult) subject.StatusResult {
				for i := range r.Claims {
					c := &r.Claims[i]
					c.By = rotate(c.By, []string{"white", "black"})
					if c.WithMove == "" {
						c.WithMove = "Nf3"
					} else {
						c.WithMove = ""
					}
					c.Kind = outcome.Termination(rotate(string(c.Kind), []string{"threefold", "fifty-moves"}))
				}
				return r
			})}},
		{name: "status-lenient", core: true, onErrors: true, capability: "status", op: protocol.OpGameStatus, bug: "answers \"game in play\" for a game it should reject (unknown rulebook, illegal move, bad FEN)",
			hooks: mutated{status: func(r subject.StatusResult, err error) (subject.StatusResult, error) {
				if err != nil {
					return subject.StatusResult{Result: "*", Claims: []subject.Claim{}}, nil
				}
				return r, nil
			}}},

		// unwinnability
		{name: "unwinnable-flipped", core: true, capability: "unwinnability", op: protocol.OpUnwinnable, bug: "verdict flipped (winnable ↔ unwinnable)",
			hooks: mutated{unwin: ok(func(w subject.Winnability) subject.Winnability {
				w.Verdict = map[outcome.Verdict]outcome.Verdict{"winnable": "unwinnable", "unwinnable": "winnable", "undetermined": "winnable"}[w.Verdict]
				w.Helpmate = nil
				return w
			})}},
		{name: "unwinnable-lenient", core: true, onErrors: true, capability: "unwinnability", op: protocol.OpUnwinnable, bug: "answers for an invalid position instead of rejecting it",
			hooks: mutated{unwin: func(w subject.Winnability, err error) (subject.Winnability, error) {
				if err != nil {
					return subject.Winnability{Verdict: "winnable"}, nil
				}
				return w, nil
			}}},

		// clocks
		{name: "classify-category", core: true, capability: "clocks", op: protocol.OpClassify, bug: "category changed (standard → rapid → blitz → standard)",
			hooks: mutated{classify: ok(func(c subject.Classification) subject.Classification {
				c.Category = rotate(c.Category, []string{"standard", "rapid", "blitz"})
				return c
			})}},
		{name: "classify-article", capability: "clocks", op: protocol.OpClassify, bug: "article changed to its neighbour",
			hooks: mutated{classify: ok(func(c subject.Classification) subject.Classification { c.Article = bumpArticle(c.Article); return c })}},
		{name: "classify-basis", capability: "clocks", op: protocol.OpClassify, bug: "the 60-move basis one second off",
			hooks: mutated{classify: ok(func(c subject.Classification) subject.Classification { c.BasisSeconds++; return c })}},
		{name: "classify-lenient", core: true, onErrors: true, capability: "clocks", op: protocol.OpClassify, bug: "classifies an unreadable time control or unknown rulebook instead of rejecting it",
			hooks: mutated{classify: func(c subject.Classification, err error) (subject.Classification, error) {
				if err != nil {
					return subject.Classification{Category: "standard", Article: "A.1"}, nil
				}
				return c, nil
			}}},

		// arbiter
		{name: "ruling-result", core: true, capability: "arbiter", op: protocol.OpAdjudicate, bug: "result swapped",
			hooks: mutated{ruling: ok(func(r subject.Ruling) subject.Ruling {
				r.Result = outcome.Result(swapResult(string(r.Result)))
				return r
			})}},
		{name: "ruling-article", capability: "arbiter", op: protocol.OpAdjudicate, bug: "article of the result changed to its neighbour",
			hooks: mutated{ruling: ok(func(r subject.Ruling) subject.Ruling { r.Article = bumpArticle(r.Article); return r })}},
		{name: "ruling-termination", capability: "arbiter", op: protocol.OpAdjudicate, bug: "termination changed",
			hooks: mutated{ruling: ok(func(r subject.Ruling) subject.Ruling {
				r.Termination = outcome.Termination(rotate(string(r.Termination), append(terminations, "time-forfeit", "illegal-moves", "agreement", "resignation")))
				return r
			})}},
		{name: "ruling-clock", core: true, capability: "arbiter", op: protocol.OpAdjudicate, bug: "a clock off by one second",
			hooks: mutated{ruling: ok(func(r subject.Ruling) subject.Ruling {
				r.Clocks.White = addSecond(r.Clocks.White)
				return r
			})}},
		{name: "ruling-clock-black", core: true, capability: "arbiter", op: protocol.OpAdjudicate, bug: "Black's clock off by one second",
			hooks: mutated{ruling: ok(func(r subject.Ruling) subject.Ruling {
				r.Clocks.Black = addSecond(r.Clocks.Black)
				return r
			})}},
		{name: "ruling-scoresheet", core: true, capability: "arbiter", op: protocol.OpAdjudicate, bug: "scoresheet duty (8.4) wrong",
			hooks: mutated{ruling: ok(func(r subject.Ruling) subject.Ruling {
				r.Scoresheet.White = rotate(r.Scoresheet.White, []string{"record", "exempt"})
				r.Scoresheet.Black = rotate(r.Scoresheet.Black, []string{"record", "exempt"})
				return r
			})}},
		{name: "ruling-supervision-flipped", capability: "arbiter", op: protocol.OpAdjudicate, bug: "reads a rapid or blitz game's supervision the wrong way round (adequate ↔ inadequate; a log that says nothing as inadequate), as an arbiter that ignores A.3/B.2 would rule",
			hooks: mutated{request: func(req subject.AdjudicationRequest) subject.AdjudicationRequest {
				var log map[string]any
				if json.Unmarshal(req.Log, &log) != nil {
					return req
				}
				log["supervision"] = map[any]string{"adequate": "inadequate", "inadequate": "adequate", nil: "inadequate"}[log["supervision"]]
				if b, err := json.Marshal(log); err == nil {
					req.Log = b
				}
				return req
			}}},
		{name: "ruling-time-class", capability: "arbiter", op: protocol.OpAdjudicate, bug: "time class wrong",
			hooks: mutated{ruling: ok(func(r subject.Ruling) subject.Ruling {
				r.TimeClass = rotate(r.TimeClass, []string{"standard", "rapid", "blitz"})
				return r
			})}},
		{name: "ruling-scores", core: true, capability: "arbiter", op: protocol.OpAdjudicate, bug: "scores wrong (half a point more for White)",
			hooks: mutated{ruling: ok(func(r subject.Ruling) subject.Ruling {
				w := 0.5
				if r.Scores == nil {
					r.Scores = &subject.Scores{White: &w}
				} else if r.Scores.White != nil {
					w += *r.Scores.White
					r.Scores.White = &w
				} else {
					r.Scores.White = &w
				}
				return r
			})}},
		{name: "decision-action", capability: "arbiter", op: protocol.OpAdjudicate, bug: "the last decision's action changed",
			hooks: mutated{ruling: ok(func(r subject.Ruling) subject.Ruling {
				if n := len(r.Decisions); n > 0 {
					r.Decisions[n-1].Action = rotate(r.Decisions[n-1].Action, []string{"reject", "add_time", "loss", "draw", "continue"})
				}
				return r
			})}},
		{name: "decision-first-action", capability: "arbiter", op: protocol.OpAdjudicate, bug: "the first decision's action changed",
			hooks: mutated{ruling: ok(func(r subject.Ruling) subject.Ruling {
				if len(r.Decisions) > 0 {
					r.Decisions[0].Action = rotate(r.Decisions[0].Action, []string{"reject", "add_time", "loss", "draw", "continue"})
				}
				return r
			})}},
		{name: "decision-dropped", core: true, capability: "arbiter", op: protocol.OpAdjudicate, bug: "the last decision missing",
			hooks: mutated{ruling: ok(func(r subject.Ruling) subject.Ruling {
				if n := len(r.Decisions); n > 0 {
					r.Decisions = r.Decisions[:n-1]
				}
				return r
			})}},
		{name: "decision-article", capability: "arbiter", op: protocol.OpAdjudicate, bug: "every decision's article changed to its neighbour",
			hooks: mutated{ruling: ok(func(r subject.Ruling) subject.Ruling {
				for i := range r.Decisions {
					r.Decisions[i].Article = bumpArticle(r.Decisions[i].Article)
				}
				return r
			})}},
		{name: "decision-time", capability: "arbiter", op: protocol.OpAdjudicate, bug: "every decision's time one second off",
			hooks: mutated{ruling: ok(func(r subject.Ruling) subject.Ruling {
				for i := range r.Decisions {
					if r.Decisions[i].Time != "" {
						r.Decisions[i].Time = addSecond(r.Decisions[i].Time)
					}
				}
				return r
			})}},
		{name: "decision-side", capability: "arbiter", op: protocol.OpAdjudicate, bug: "every decision about the other player",
			hooks: mutated{ruling: ok(func(r subject.Ruling) subject.Ruling {
				for i := range r.Decisions {
					if r.Decisions[i].Side != "" {
						r.Decisions[i].Side = rotate(r.Decisions[i].Side, []string{"white", "black"})
					}
				}
				return r
			})}},
		{name: "ruling-lenient", core: true, onErrors: true, capability: "arbiter", op: protocol.OpAdjudicate, bug: "rules on a log it should reject (unknown rulebook, illegal move logged, bad time control)",
			hooks: mutated{ruling: func(r subject.Ruling, err error) (subject.Ruling, error) {
				if err != nil {
					return subject.Ruling{Result: "*", Decisions: []subject.Decision{}}, nil
				}
				return r, nil
			}}},
	}
}
