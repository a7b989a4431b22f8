package certify

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"slices"
	"strings"

	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/conformance/corpus"
	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/conformance/xboard"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/reference"
	"github.com/chessconform/chessconform/subject"
)

// ClaimsRulebook is the rulebook under which an xboard engine's result
// claims are judged unless --rulebook names another.
const ClaimsRulebook = "fide-2023"

// XBoardDriver launches an xboard (CECP) engine. It declares "moves" (the
// engine's own move and its `usermove` answers in the bestmove-legality
// corpus) and "status" (its result claims, the claims corpus, judged
// under the rulebooks it lists: every shipped FIDE edition, ClaimsRulebook
// by default).
type XBoardDriver struct {
	Options xboard.Options
	Command string // the command line as the user wrote it
	Shell   bool
	// Rulebook judges the claims; default ClaimsRulebook.
	Rulebook string
}

// Launch implements Driver.
func (d XBoardDriver) Launch(ctx context.Context) (Session, error) {
	c, err := xboard.Start(ctx, d.Options)
	if err != nil {
		return nil, err
	}
	book := d.Rulebook
	if book == "" {
		book = ClaimsRulebook
	}
	return &xboardSession{Stub: protocol.Stub{Transport: xboardUnsupported}, Client: c, command: d.Command, rulebook: book}, nil
}

// Reproduce implements Driver.
func (d XBoardDriver) Reproduce() string {
	s := "--driver xboard --engine " + protocol.Quote(d.Command)
	if d.Shell {
		s += " --shell"
	}
	return s
}

type xboardSession struct {
	protocol.Stub // xboardUnsupported
	*xboard.Client
	command  string
	rulebook string
}

// Info names the engine by its `feature myname`, split into name and
// version (splitVersion: "Sjeng 11.2").
func (s *xboardSession) Info() Info {
	f := s.Features()
	name, version := splitVersion(f.Name)
	return Info{
		Name: name, Version: version, Driver: "xboard", Command: s.command,
		Capabilities: []string{protocol.CapMoves, protocol.CapStatus}, Rulebooks: []string{s.rulebook},
	}
}

// Notes describe how the engine was certified.
func (s *xboardSession) Notes() []string {
	f := s.Features()
	n := []string{"xboard: the engine's own move through `setboard`, `sd 1`, `st 1`, `go` → `move` (`?`, move now, after 2 s); no move when it sends a result or, after answering `ping`, makes none"}
	if !f.Done {
		n = append(n, "xboard: no `feature done=1` (protocol version 1 assumed after the feature timeout)")
	}
	if !f.SetBoard {
		n = append(n, "xboard: no `feature setboard=1`: positions cannot be set up (edit mode is not used), so the position cases are unsupported")
	}
	if f.Ping {
		n = append(n, "xboard: legal moves without perft: every legal move sent as `usermove` in force mode must be accepted, illegal ones (a sample) answered `Illegal move`; a `ping` after each")
	} else {
		n = append(n, "xboard: no `feature ping=1`: usermove acceptance cannot be told from silence and is not checked")
	}
	n = append(n, "xboard: result lines (`1-0 {White mates}` …) judged by the Laws under "+s.rulebook+" (claims corpus)")
	return n
}

// EngineMove implements engineMover.
func (s *xboardSession) EngineMove(ctx context.Context, fen string) (string, error) {
	return s.Client.EngineMove(ctx, fen)
}

// EngineMoveFrom implements gameMover: an engine without setboard is given
// the game that reaches the position.
func (s *xboardSession) EngineMoveFrom(ctx context.Context, fen string, game []string) (string, error) {
	if s.Features().SetBoard || game == nil {
		return s.Client.EngineMove(ctx, fen)
	}
	t, err := s.Client.Game(ctx, xboard.StartFEN, game, true)
	if err != nil {
		return "", err
	}
	return t.Move, t.Refusal()
}

// UsermovesFrom implements usermoveJudge.
func (s *xboardSession) UsermovesFrom(ctx context.Context, fen string, game, moves []string) ([]bool, int, error) {
	if s.Features().SetBoard || game == nil {
		return s.Client.Usermoves(ctx, fen, moves)
	}
	return s.Client.UsermovesAfter(ctx, xboard.StartFEN, game, moves)
}

// OnlyBestMove implements bestMover: an xboard engine lists no moves.
func (s *xboardSession) OnlyBestMove() bool { return true }

// BestMove implements bestMover.
func (s *xboardSession) BestMove(ctx context.Context, fen string) (string, error) {
	return s.Client.EngineMove(ctx, fen)
}

// LegalMoves is unsupported: CECP has no move list.
func (s *xboardSession) LegalMoves(context.Context, string) ([]string, error) {
	return nil, fmt.Errorf("legal_moves: xboard has no move list: %w", subject.ErrUnsupported)
}

// xboardUnsupported answers every other operation: an xboard engine is
// asked only for its moves and its verdicts on moves and claims (the
// claims corpus judges game status instead of game_status).
var xboardUnsupported = protocol.Unsupported(func(op string) error {
	return fmt.Errorf("%s: not asked of an xboard engine: %w", op, subject.ErrUnsupported)
})

// usermoveJudge is a session that answers single moves (xboard usermove)
// in a position, or after a game reaching it (game may be nil).
type usermoveJudge interface {
	UsermovesFrom(ctx context.Context, fen string, game, moves []string) ([]bool, int, error)
}

// illegalSample is how many illegal moves each position offers at most.
const illegalSample = 8

// crashed turns an engine's crash into a failure naming what it was given
// (the case fails instead of ending in error: surviving every legal
// position and every illegal move is what is judged). Other faults stay.
func (r *recorder) crashed(err error, what string) (string, bool) {
	var f *protocol.Fault
	if !errors.As(err, &f) || f.Kind != protocol.FaultCrash {
		return "", false
	}
	if r.fault == err || errors.Is(r.fault, err) {
		r.fault = nil
	}
	return "crashes (" + f.Detail + ") " + what, true
}

// judgeUsermoves sends every legal move, then a sample of illegal ones
// (the moves the pieces make by their geometry that the position does not
// allow, chess.IllegalByGeometry), and reports the moves answered wrongly.
// An engine without ping support is not asked (expected == "").
func (r *recorder) judgeUsermoves(uj usermoveJudge, fen string, game, want []string) (expected, actual string, err error) {
	pos, perr := chess.ParseFEN(fen)
	if perr != nil {
		return "", "", nil
	}
	illegal := pos.IllegalByGeometry()
	if len(illegal) > illegalSample {
		picked := make([]string, illegalSample)
		for i := range picked {
			picked[i] = illegal[i*len(illegal)/illegalSample]
		}
		illegal = picked
	}
	expected = fmt.Sprintf("usermove accepts the %d legal moves, answers Illegal move to %d illegal ones", len(want), len(illegal))
	var parts []string
	for _, batch := range []struct {
		moves []string
		legal bool
	}{{want, true}, {illegal, false}} {
		if len(batch.moves) == 0 {
			continue
		}
		acc, n, err := uj.UsermovesFrom(r.ctx, fen, game, batch.moves)
		err = r.after("usermove", acc, err)
		if err != nil {
			if errors.Is(err, subject.ErrUnsupported) {
				r.unsupported = nil // the engine move was still judged
				return "", "", nil
			}
			kind := "illegal"
			if batch.legal {
				kind = "legal"
			}
			if msg, ok := r.crashed(err, "after usermove "+batch.moves[n]+" ("+kind+")"); ok {
				parts = append(parts, msg)
				break
			}
			return "", "", err
		}
		var wrong []string
		for i, m := range batch.moves {
			if acc[i] != batch.legal {
				wrong = append(wrong, m)
			}
		}
		switch {
		case len(wrong) > 0 && batch.legal:
			parts = append(parts, "refuses legal "+strings.Join(wrong, " "))
		case len(wrong) > 0:
			parts = append(parts, "accepts illegal "+strings.Join(wrong, " "))
		}
	}
	if len(parts) == 0 {
		return expected, expected, nil
	}
	return expected, "usermove " + strings.Join(parts, ", "), nil
}

const claimsFile = "conformance/corpus/xboard/claims.txt"

// ExtraCorpora implements the runner's hook for driver-specific corpora:
// the claims corpus, judged by the Laws under the driver's rulebook.
func (d XBoardDriver) ExtraCorpora() []Corpus {
	book := d.Rulebook
	if book == "" {
		book = ClaimsRulebook
	}
	return []Corpus{{Name: "claims", Capability: protocol.CapStatus, Load: func(fsys fs.FS) ([]CorpusCase, error) {
		return loadClaims(fsys, book)
	}}}
}

// gamer is a session that plays a game fed to it (xboard).
type gamer interface {
	Game(ctx context.Context, fen string, moves []string, play bool) (xboard.Transcript, error)
}

func loadClaims(fsys fs.FS, book string) ([]CorpusCase, error) {
	f, err := fsys.Open(claimsFile)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	cases, err := corpus.ReadGames(f, claimsFile)
	if err != nil {
		return nil, err
	}
	ref, err := reference.New(fsys)
	if err != nil {
		return nil, err
	}
	var out []CorpusCase
	for _, c := range cases {
		out = append(out, CorpusCase{
			ID:       "claims/" + c.ID,
			Name:     fmt.Sprintf("result claims after %s %s", c.FEN, strings.Join(c.Moves, " ")),
			Articles: c.Articles,
			Rulebook: book,
			Source:   fmt.Sprintf("%s:%d", claimsFile, c.Line),
			Check: func(ctx context.Context, sub subject.Subject) (string, string, error) {
				r, ok := sub.(*recorder)
				if !ok {
					return "", "", xboardUnsupported("claims")
				}
				g, ok := r.s.(gamer)
				if err := r.before(protocol.OpGameStatus, book, "", subject.StatusRequest{Rulebook: book, FEN: c.FEN, Moves: c.Moves}); err != nil {
					return "", "", err
				}
				if !ok {
					err := xboardUnsupported("claims")
					r.note(err)
					return "", "", err
				}
				t, err := g.Game(r.ctx, c.FEN, c.Moves, c.Go)
				if err := r.after("game", t, err); err != nil {
					return "", "", err
				}
				return judgeClaims(ctx, ref, book, c, t)
			},
		})
	}
	return out, nil
}

// claimKind reads what a result line claims from its reason.
func claimKind(reason string) string {
	s := strings.ToLower(reason)
	switch {
	case strings.Contains(s, "material") || strings.Contains(s, "dead") || strings.Contains(s, "insufficient"):
		return "dead-position" // before "mate": "material" contains it
	case strings.Contains(s, "stalemate"):
		return "stalemate"
	case strings.Contains(s, "mate"):
		return "checkmate"
	case strings.Contains(s, "repetition") || strings.Contains(s, "3-fold") || strings.Contains(s, "threefold") || strings.Contains(s, "3 fold"):
		return "threefold"
	case strings.Contains(s, "50") || strings.Contains(s, "fifty") || strings.Contains(s, "75"):
		return "fifty-moves"
	case strings.Contains(s, "resign"):
		return "resignation"
	}
	return ""
}

// judgeClaims checks every result line of the transcript by the Laws: the
// game up to the line's ply must have ended that way (checkmate,
// stalemate, dead position, fivefold, 75 moves) or offer that claim
// (threefold, 50 moves) now or with the move that followed (9.2.1.1,
// 9.3.1). The expected answer is "no wrong result line".
func judgeClaims(ctx context.Context, ref subject.Subject, book string, c corpus.GameCase, t xboard.Transcript) (string, string, error) {
	const ok = "every result line true by the Laws (or none)"
	if err := t.Refusal(); err != nil {
		return ok, err.Error(), nil
	}
	moves := slices.Clone(c.Moves)
	if t.Move != "" {
		moves = append(moves, t.Move)
	}
	var wrong []string
	for _, res := range t.Results {
		ply := min(res.Ply, len(moves))
		kind := claimKind(res.Reason)
		if kind == "" && res.Result == "1/2-1/2" {
			kind = "draw" // "1/2-1/2 {Drawn game}": some draw must stand or be claimable
		}
		if kind == "" || kind == "resignation" {
			continue // not a claim the Laws decide (a win on time, a resignation)
		}
		st, err := ref.GameStatus(ctx, subject.StatusRequest{Rulebook: book, FEN: c.FEN, Moves: moves[:ply]})
		if err != nil {
			return "", "", fmt.Errorf("judging %q: %w", res.Line, err)
		}
		good := false
		switch kind {
		case "checkmate":
			good = st.Termination == outcome.Checkmate && string(st.Result) == res.Result
		case "stalemate":
			good = st.Termination == outcome.Stalemate && res.Result == "1/2-1/2"
		case "dead-position":
			good = st.Termination == outcome.DeadPosition && res.Result == "1/2-1/2"
		case "draw":
			// An unnamed draw: drawn by the Laws, or a claim open now
			// (with or without an intended move), or made with the move
			// that followed.
			good = st.Result == outcome.Draw || (st.Result == outcome.InPlay && len(st.Claims) > 0)
			if !good && st.Result == outcome.InPlay && ply > 0 {
				prev, err := ref.GameStatus(ctx, subject.StatusRequest{Rulebook: book, FEN: c.FEN, Moves: moves[:ply-1]})
				if err != nil {
					return "", "", fmt.Errorf("judging %q: %w", res.Line, err)
				}
				san := sanOf(c.FEN, moves[:ply])
				good = hasClaim(prev, "threefold", san) || hasClaim(prev, "fifty-moves", san)
			}
		case "threefold", "fifty-moves":
			auto := map[string]string{"threefold": "fivefold", "fifty-moves": "seventy-five-moves"}[kind]
			good = res.Result == "1/2-1/2" && (st.Termination == outcome.Termination(auto) || hasClaim(st, kind, ""))
			if !good && res.Result == "1/2-1/2" && st.Result == outcome.InPlay && ply > 0 {
				// A claim with the intended move, made before it (9.2.1.1, 9.3.1).
				prev, err := ref.GameStatus(ctx, subject.StatusRequest{Rulebook: book, FEN: c.FEN, Moves: moves[:ply-1]})
				if err != nil {
					return "", "", fmt.Errorf("judging %q: %w", res.Line, err)
				}
				good = hasClaim(prev, kind, sanOf(c.FEN, moves[:ply]))
			}
		}
		if !good {
			what := string(st.Termination)
			if what == "" {
				what = "game goes on"
			}
			claims := []string{}
			for _, cl := range st.Claims {
				claims = append(claims, string(cl.Kind))
			}
			wrong = append(wrong, fmt.Sprintf("%q after %d half-moves, but by %s: %s %s (%s), claims open: [%s]",
				res.Line, ply, book, st.Result, what, st.Article, strings.Join(claims, " ")))
		}
	}
	if len(wrong) == 0 {
		return ok, ok, nil
	}
	return ok, strings.Join(wrong, "; "), nil
}

// hasClaim reports a claim of kind with the intended move with (SAN, ""
// for a claim without one).
func hasClaim(st subject.StatusResult, kind, with string) bool {
	for _, c := range st.Claims {
		if c.Kind == outcome.Termination(kind) && strings.TrimRight(c.WithMove, "+#") == with {
			return true
		}
	}
	return false
}

// sanOf is the SAN (without check marks) of the last of moves, played
// from fen; "" when the game cannot be replayed.
func sanOf(fen string, moves []string) string {
	p, err := chess.ParseFEN(fen)
	if err != nil || len(moves) == 0 {
		return ""
	}
	for i, s := range moves {
		m, err := p.ParseUCI(s)
		if err != nil {
			return ""
		}
		if i == len(moves)-1 {
			return strings.TrimRight(p.SAN(m), "+#")
		}
		p.Make(m)
	}
	return ""
}
