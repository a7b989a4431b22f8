package laws_test

import (
	"context"
	"strings"
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/outcome"
	"github.com/chessconform/chessconform/rulebook"
)

func TestFiftyMoveClaims(t *testing.T) {
	// Clock 99, White to move with K+R v K: every legal move (7 rook moves
	// along the a-file, 7 along the 2nd rank, Kd1 Kd2 Ke2 Kf1 Kf2) is
	// neither a pawn move nor a capture, so each completes the 50 moves:
	// 19 claims under 9.3.1 and none under 9.3.2 yet.
	st := status(t, "fide-2018-01", "8/8/8/4k3/8/8/R7/4K3 w - - 99 100", "")
	if st.Outcome.Result() != "*" || len(st.Claims) != 19 {
		t.Fatalf("got %s with %d claims (%s), want * with 19", st.Outcome.Result(), len(st.Claims), claims(st))
	}
	for _, c := range st.Claims {
		if c.Kind != outcome.FiftyMoves || c.Article != "9.3.1" || c.By != chess.White || c.SAN == "" {
			t.Errorf("claim %+v", c)
		}
	}
	// Clock 100: 9.3.2 on the series itself, plus 9.3.1 for each move.
	st = status(t, "fide-2014", "8/8/8/4k3/8/8/R7/4K3 w - - 100 100", "")
	if got := claims(st); !strings.HasPrefix(got, "fifty-moves 9.3 b white -; fifty-moves 9.3 a white Kd1;") || len(st.Claims) != 20 {
		t.Errorf("clock 100: %s", got)
	}
	// Clock 98: nothing.
	if st := status(t, "fide-2018-01", "8/8/8/4k3/8/8/R7/4K3 w - - 98 100", ""); len(st.Claims) != 0 {
		t.Errorf("clock 98: %s", claims(st))
	}
	// A pawn move or a capture as the intended move resets the count.
	st = status(t, "fide-2018-01", "8/8/8/4k3/8/p7/R7/4K3 w - - 99 100", "")
	for _, c := range st.Claims {
		if c.SAN == "Rxa3" {
			t.Errorf("the capture Rxa3 cannot complete the 50 moves")
		}
	}
	// The intended move Ra8 would checkmate. It is written, not played; the
	// claim is correct and draws at once (9.3.1, 9.5.2). python-chess's
	// can_claim_fifty_moves() rejects it (niklasf/python-chess#1188).
	st = status(t, "fide-2018-01", "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 100", "")
	if !strings.Contains(claims(st), "fifty-moves 9.3.1 white Ra8#") {
		t.Errorf("mating intended move missing: %s", claims(st))
	}
}

func TestClaimVerdicts(t *testing.T) {
	ctx := context.Background()
	// The start position has occurred twice; Black to move; ...Ng8 would
	// make it three times.
	d2 := game(t, start, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1")
	fifty := game(t, "8/8/8/4k3/8/8/R7/4K3 w - - 99 100", "")
	cases := []struct {
		name, rulebook string
		g              laws.Game
		req            laws.ClaimRequest
		correct        bool
		article        string
		mustPlay       bool
	}{
		{"intended move", "fide-2018-01", d2, laws.ClaimRequest{Kind: outcome.Threefold, By: chess.Black, Move: "Ng8"}, true, "9.2.1.1", false},
		{"intended move in UCI", "fide-2018-01", d2, laws.ClaimRequest{Kind: outcome.Threefold, By: chess.Black, Move: "f6g8"}, true, "9.2.1.1", false},
		{"not yet arisen", "fide-2018-01", d2, laws.ClaimRequest{Kind: outcome.Threefold, By: chess.Black}, false, "9.2.1.2", false},
		// 9.2.1: only the player having the move may claim.
		{"wrong claimant", "fide-2018-01", d2, laws.ClaimRequest{Kind: outcome.Threefold, By: chess.White, Move: "Nf3"}, false, "9.2.1", false},
		{"wrong claimant 2009", "fide-2009", d2, laws.ClaimRequest{Kind: outcome.Threefold, By: chess.White}, false, "9.2", false},
		// 9.4: having touched a piece (4.3), the right is lost on this move.
		{"after touching", "fide-2018-01", d2, laws.ClaimRequest{Kind: outcome.Threefold, By: chess.Black, Move: "Ng8", Touched: true}, false, "9.4", false},
		{"after touching 2005", "fide-2005", d2, laws.ClaimRequest{Kind: outcome.Threefold, By: chess.Black, Move: "Ng8", Touched: true}, false, "9.4", false},
		// Wrong intended move: incorrect, and the written move must then be
		// made (9.5.3; 2009 9.5 b: "this move must be made as according to
		// Article 4").
		{"wrong intended move", "fide-2018-01", d2, laws.ClaimRequest{Kind: outcome.Threefold, By: chess.Black, Move: "Nc6"}, false, "9.2.1.1", true},
		{"wrong intended move 2009", "fide-2009", d2, laws.ClaimRequest{Kind: outcome.Threefold, By: chess.Black, Move: "Nc6"}, false, "9.2 a", true},
		{"fifty with intended move", "fide-2018-01", fifty, laws.ClaimRequest{Kind: outcome.FiftyMoves, By: chess.White, Move: "Ra3"}, true, "9.3.1", false},
		{"fifty not yet", "fide-2018-01", fifty, laws.ClaimRequest{Kind: outcome.FiftyMoves, By: chess.White}, false, "9.3.2", false},
		{"fifty wrong claimant", "fide-2018-01", fifty, laws.ClaimRequest{Kind: outcome.FiftyMoves, By: chess.Black}, false, "9.3", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v, err := judge(t, c.rulebook).Claim(ctx, c.g, c.req)
			if err != nil {
				t.Fatal(err)
			}
			if v.Correct != c.correct || v.Article != c.article || v.MustPlay != c.mustPlay {
				t.Errorf("got %+v, want correct=%v article %s mustPlay=%v", v, c.correct, c.article, c.mustPlay)
			}
		})
	}
	// A claim after the game has ended (mate on the 50th move) is refused
	// with the article that ended it.
	mated := game(t, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 100", "Ra8")
	v, err := judge(t, "fide-2018-01").Claim(ctx, mated, laws.ClaimRequest{Kind: outcome.FiftyMoves, By: chess.Black})
	if err != nil || v.Correct || v.Article != "5.1.1" {
		t.Errorf("claim after mate: %+v %v", v, err)
	}
	if _, err := judge(t, "fide-2018-01").Claim(ctx, d2, laws.ClaimRequest{Kind: "perpetual", By: chess.Black}); err == nil {
		t.Error("unknown claim kind accepted")
	}
}

func TestFlagFallAndResignation(t *testing.T) {
	ctx := context.Background()
	pos := func(fen string) *chess.Position {
		p, err := chess.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	bare := pos("8/8/8/4k3/8/8/3Q4/4K3 w - - 0 1") // Black has a lone king
	knight := pos("8/8/8/4k3/8/8/8/4KN2 w - - 0 1")
	cases := []struct {
		name, rulebook string
		got            laws.Decision
		result         outcome.Result
		art            string
	}{
		// 6.9: Black's flag falls; White (K+Q) can mate: White wins.
		{"flag, opponent has a queen", "fide-2018-01", judge(t, "fide-2018-01").FlagFall(ctx, bare, chess.Black), "1-0", "6.9"},
		// The material predicate cannot prove K+Q winnable: the result stays
		// open rather than guessed.
		{"flag, undetermined", "fide-2018-01", material(t, "fide-2018-01").FlagFall(ctx, bare, chess.Black), "*", "6.9"},
		// K+N against K+P: Kc7 and Nb6 mate the king on a8 behind its pawn
		// on a7, so Black's knight is enough to win on time.
		{"flag, knight v pawn", "fide-2023", judge(t, "fide-2023").FlagFall(ctx, pos("K7/P7/2k5/8/8/8/8/6n1 w - - 0 1"), chess.White), "0-1", "6.9"},
		// 6.9: White's flag falls, Black has a lone king: draw.
		{"flag, opponent bare king", "fide-2018-01", judge(t, "fide-2018-01").FlagFall(ctx, bare, chess.White), "1/2-1/2", "6.9"},
		{"flag 2005", "fide-2005", judge(t, "fide-2005").FlagFall(ctx, knight, chess.Black), "1/2-1/2", "6.10"},
		// 5.1.2 (2023): White resigns, Black cannot mate: draw.
		{"resign 2023 bare king", "fide-2023", judge(t, "fide-2023").Resignation(ctx, bare, chess.White), "1/2-1/2", "5.1.2"},
		// Before 2023 the resignation decides whatever the position.
		{"resign 2018 bare king", "fide-2018-01", judge(t, "fide-2018-01").Resignation(ctx, bare, chess.White), "0-1", "5.1.2"},
		{"resign 2009", "fide-2009", judge(t, "fide-2009").Resignation(ctx, bare, chess.White), "0-1", "5.1 b"},
	}
	for _, c := range cases {
		if c.got.Result != c.result || c.got.Article != c.art {
			t.Errorf("%s: got %+v, want %s %s", c.name, c.got, c.result, c.art)
		}
	}
}

func material(t *testing.T, id string) *laws.Judge {
	judge(t, id) // loads the rulebook set
	r, err := set.Resolve(id)
	if err != nil {
		t.Fatal(err)
	}
	j, err := laws.New(r, laws.Options{CanMate: laws.MaterialCanMate})
	if err != nil {
		t.Fatal(err)
	}
	return j
}

func TestParseGameErrors(t *testing.T) {
	if _, err := laws.ParseGame("8/8/8/8/8/8/8/8 w - - 0 1", nil); err == nil {
		t.Error("FEN without kings accepted")
	}
	_, err := laws.ParseGame(start, []string{"1.", "e4", "e5", "2.", "Ke3"})
	var me *laws.MoveError
	if err == nil || !asMoveError(err, &me) || me.Index != 3 || me.Text != "Ke3" {
		t.Errorf("got %v, want move 3 Ke3 illegal", err)
	}
	g, err := laws.ParseGame(start, []string{"1.e4", "e7e5", "2.Nf3", "Nc6", "1-0"})
	if err != nil || g.Len() != 4 {
		t.Errorf("mixed SAN/UCI with move numbers: %v %d", err, g.Len())
	}
}

func asMoveError(err error, me **laws.MoveError) bool {
	e, ok := err.(*laws.MoveError)
	*me = e
	return ok
}

// TestNoClaims: Options.NoClaims drops only the claim list. The position is
// TestFiftyMoveClaims' clock-100 case (claims open under 9.3.1 and 9.3.2,
// game in play), then a position that Article 5.2.2 ends (K v K).
func TestNoClaims(t *testing.T) {
	setOnce.Do(func() { set, setErr = rulebook.LoadEmbedded(chessconform.Data) })
	if set == nil {
		t.Fatal(setErr)
	}
	r, err := set.Resolve("fide-2014")
	if err != nil {
		t.Fatal(err)
	}
	j, err := laws.New(r, laws.Options{CanMate: laws.MaterialCanMate, NoClaims: true})
	if err != nil {
		t.Fatal(err)
	}
	st, err := j.Status(context.Background(), game(t, "8/8/8/4k3/8/8/R7/4K3 w - - 100 100", ""))
	if err != nil {
		t.Fatal(err)
	}
	if st.Outcome.Result() != "*" || st.Outcome.Termination() != "" || len(st.Claims) != 0 {
		t.Errorf("K+R v K, clock 100, NoClaims: %+v", st)
	}
	st, err = j.Status(context.Background(), game(t, "8/8/8/4k3/8/8/8/4K3 w - - 0 1", ""))
	if err != nil {
		t.Fatal(err)
	}
	if st.Outcome.Result() != "1/2-1/2" || st.Outcome.Termination() != outcome.DeadPosition {
		t.Errorf("K v K, NoClaims: %+v", st)
	}
}
