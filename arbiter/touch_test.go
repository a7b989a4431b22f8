package arbiter

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/outcome"
)

// Touch-move (Articles 4.2-4.8) on concrete positions. Each expectation is
// worked out by hand from the article text of the edition or translation
// (2018 English text: Chess-Arbiter/handbook; hu-2014, hu-2018, lt-2018: the
// seeds' 4.3/4.4 as encoded in rules/translations, see the deviations there).

const (
	fenAfterE4D5 = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
	fenCastles   = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
	fenNoShort   = "r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1" // f1 attacked: no O-O; O-O-O legal
	fenRookBoxed = "r3k2r/8/8/8/8/8/7P/R3K1NR w KQkq - 0 1" // Rh1 cannot move; O-O-O legal
	fenPromotion = "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
)

// lastDecision is the decision on the last event of the log.
func lastDecision(t *testing.T, r *Ruling) Decision {
	t.Helper()
	if len(r.Decisions) == 0 {
		t.Fatalf("no decisions")
	}
	return r.Decisions[len(r.Decisions)-1]
}

func TestTouchMove(t *testing.T) {
	for _, c := range []struct {
		name, rulebook, fen, events string
		action, article             string
	}{
		// 4.3.1: the first piece touched that can be moved; Bc1 is shut in.
		{"own piece, next touched", "fide-2023", "", `{type: touch, squares: [c1, g1], move: e4}`, ActTouchMove, "4.3.1"},
		{"own piece, next touched moved", "fide-2023", "", `{type: touch, squares: [c1, g1], move: Nf3}`, ActContinue, "4.3.1"},
		// hu-2018 4.3.1 obliges only the first own piece touched: it cannot move, so nothing is due.
		{"hu-2018 first own piece only", "hu-2018", "", `{type: touch, squares: [c1, g1], move: e4}`, ActFreeMove, "4.3.1"},
		{"hu-2014 first own piece only", "hu-2014", "", `{type: touch, squares: [c1, g1], move: e4}`, ActFreeMove, "4.3 a"},
		{"fide-2014 next touched", "fide-2014", "", `{type: touch, squares: [c1, g1], move: e4}`, ActTouchMove, "4.3 a"},
		// 4.3.2: the opponent's pawn d5 must be captured.
		{"opponent's piece", "fide-2023", fenAfterE4D5, `{type: touch, squares: [d5], move: Nf3}`, ActTouchMove, "4.3.2"},
		{"opponent's piece captured", "fide-2018-01", fenAfterE4D5, `{type: touch, squares: [e7, d5], move: exd5}`, ActContinue, "4.3.2"},
		// 4.3.3: e4 touched, then d5: exd5 is legal and due.
		{"both colours", "fide-2023", fenAfterE4D5, `{type: touch, squares: [e4, d5], move: e5}`, ActTouchMove, "4.3.3"},
		// Bc1 cannot take d5: the first piece that can be moved or captured is d5 (exd5).
		{"both colours, fallback", "fide-2023", fenAfterE4D5, `{type: touch, squares: [c1, d5], move: Nf3}`, ActTouchMove, "4.3.3"},
		{"both colours, fallback hu-2018", "hu-2018", fenAfterE4D5, `{type: touch, squares: [c1, d5], move: Nf3}`, ActFreeMove, "4.3.3"},
		// Touched at the same time: the own knight counts first; it cannot take d5, but it can move.
		{"same time, own first", "fide-2023", fenAfterE4D5, `{type: touch, squares: [d5, g1], same_time: true, move: exd5}`, ActTouchMove, "4.3.3"},
		{"not same time: d5 first", "fide-2023", fenAfterE4D5, `{type: touch, squares: [d5, g1], move: exd5}`, ActContinue, "4.3.3"},
		// Two own pieces and one opponent's: lt-2018 4.3.3 speaks of one piece of each colour.
		{"three pieces fide", "fide-2018-01", fenAfterE4D5, `{type: touch, squares: [e4, c1, d5], move: exd5}`, ActContinue, "4.3.3"},
		{"three pieces lt-2018", "lt-2018", fenAfterE4D5, `{type: touch, squares: [e4, c1, d5], move: exd5}`, ActUndecided, "4.3.3"},
		// 4.4.1: king, then rook h1: castle short.
		{"king and rook", "fide-2023", fenCastles, `{type: touch, squares: [e1, h1], move: Kf1}`, ActTouchMove, "4.4.1"},
		{"king and rook castles", "fide-2023", fenCastles, `{type: touch, squares: [e1, h1], move: O-O}`, ActContinue, "4.4.1"},
		// 4.4.3: O-O is illegal (f1 attacked): another king move, O-O-O included; not a rook move.
		{"castling illegal, rook moved", "fide-2023", fenNoShort, `{type: touch, squares: [e1, h1], move: Rh2}`, ActTouchMove, "4.4.3"},
		{"castling illegal, other side", "fide-2023", fenNoShort, `{type: touch, squares: [e1, h1], move: O-O-O}`, ActContinue, "4.4.3"},
		// 4.4.2: rook first, then king: the rook must move, and O-O is out.
		{"rook then king", "fide-2023", fenCastles, `{type: touch, squares: [h1, e1], move: O-O}`, ActTouchMove, "4.4.2"},
		{"rook then king, rook moves", "fide-2023", fenCastles, `{type: touch, squares: [h1, e1], move: Rg1}`, ActContinue, "4.4.2"},
		// Rh1 boxed in: the king must move; O-O-O is a king move with the other rook.
		{"boxed rook fide O-O-O", "fide-2018-01", fenRookBoxed, `{type: touch, squares: [h1, e1], move: O-O-O}`, ActContinue, "4.4.2"},
		{"boxed rook fide pawn", "fide-2018-01", fenRookBoxed, `{type: touch, squares: [h1, e1], move: h3}`, ActTouchMove, "4.4.2"},
		// hu-2018 4.4.2: no castling at all on that move, and only the first piece touched obliges.
		{"boxed rook hu O-O-O", "hu-2018", fenRookBoxed, `{type: touch, squares: [h1, e1], move: O-O-O}`, ActTouchMove, "4.4.2"},
		{"boxed rook hu pawn", "hu-2018", fenRookBoxed, `{type: touch, squares: [h1, e1], move: h3}`, ActContinue, "4.4.2"},
		// 4.4.4: the queen touched the promotion square.
		{"promotion choice", "fide-2023", fenPromotion, `{type: touch, squares: [e7], promotion: q, move: e8=N}`, ActTouchMove, "4.4.4"},
		{"promotion kept", "fide-2023", fenPromotion, `{type: touch, squares: [e7], promotion: q, move: e8=Q}`, ActContinue, "4.4.4"},
		// 4.5: Bc1 cannot move.
		{"none movable", "fide-2023", fenAfterE4D5, `{type: touch, squares: [c1], move: Nf3}`, ActFreeMove, "4.5"},
		// 4.2.1: j'adoube first.
		{"adjusting", "fide-2023", "", `{type: touch, squares: [g1], adjusting: true, move: e4}`, ActFreeMove, "4.2.1"},
		// 4.7: released on f3, cannot go to h3.
		{"released", "fide-2023", "", `{type: touch, squares: [g1], released_on: f3, move: Nh3}`, ActTouchMove, "4.7"},
		{"released capture", "fide-2023", fenAfterE4D5, `{type: touch, squares: [e4], released_on: d5, move: e5}`, ActTouchMove, "4.7.1"},
		{"released king castles", "fide-2023", fenCastles, `{type: touch, squares: [e1], released_on: g1, move: Kf1}`, ActTouchMove, "4.7.2"},
		{"released king castles ok", "fide-2023", fenCastles, `{type: touch, squares: [e1], released_on: g1, move: O-O}`, ActContinue, "4.7.2"},
		{"released promotion", "fide-2023", fenPromotion, `{type: touch, squares: [e7], promotion: n, released_on: e8, move: e8=Q}`, ActTouchMove, "4.7.3"},
		// No move logged: the obligation alone (Ng1 must move: Nf3 or Nh3).
		{"obligation only", "fide-2023", "", `{type: touch, squares: [g1]}`, ActMustMove, "4.3.1"},
		// Only the player having the move is bound.
		{"not his move", "fide-2023", "", `{type: touch, side: black, squares: [g8]}`, ActNotAvailable, "4.3.1"},
		// 4.8: the opponent touched a piece before claiming.
		{"claim right lost", "fide-2023", "", `{type: touch, squares: [g1], move: e4, opponent_touched: true}`, ActReject, "4.8"},
		{"claim right lost 2014", "hu-2014", "", `{type: touch, squares: [g1], move: e4, opponent_touched: true}`, ActReject, "4.8"},
		{"claim right lost 2009", "fide-2009", "", `{type: touch, squares: [g1], move: e4, opponent_touched: true}`, ActReject, "4.7"},
	} {
		log := "time_control: \"5400\"\n"
		if c.fen != "" {
			log += "fen: \"" + c.fen + "\"\n"
		}
		log += "events:\n  - " + c.events + "\n"
		got := lastDecision(t, adjudicate(t, c.rulebook, nil, log))
		if got.Action != c.action || got.Article != c.article {
			t.Errorf("%s (%s): %s [%s] %s; want %s [%s]", c.name, c.rulebook, got.Action, got.Article, got.Detail, c.action, c.article)
		}
	}
}

// lt-2018 4.4.2 forbids castling on that side after a rook and then the king
// were touched, without "on that move": in the initial position neither Rh1
// nor Ke1 can move (4.5), and later, touching king and rook to castle short,
// the lt-2018 player may not castle (4.4.3: another king move), the FIDE
// player must (4.4.1).
func TestTouchCastlingBanForTheGame(t *testing.T) {
	log := `time_control: "5400"
events:
  - {type: touch, squares: [h1, e1], move: e4}
  - {type: move, move: e5}
  - {type: move, move: Nf3}
  - {type: move, move: Nc6}
  - {type: move, move: Bc4}
  - {type: move, move: Bc5}
  - {type: touch, squares: [e1, h1], move: O-O}
`
	for _, c := range []struct{ rulebook, first, last, article string }{
		{"fide-2018-01", ActFreeMove, ActContinue, "4.4.1"},
		{"hu-2018", ActFreeMove, ActContinue, "4.4.1"},
		{"lt-2018", ActFreeMove, ActTouchMove, "4.4.3"},
	} {
		r := adjudicate(t, c.rulebook, nil, log)
		if r.Decisions[0].Action != c.first || r.Decisions[0].Article != "4.5" {
			t.Errorf("%s: first touch %+v, want %s [4.5]", c.rulebook, r.Decisions[0], c.first)
		}
		got := lastDecision(t, r)
		if got.Action != c.last || got.Article != c.article {
			t.Errorf("%s: castling %s [%s] %s; want %s [%s]", c.rulebook, got.Action, got.Article, got.Detail, c.last, c.article)
		}
	}
}

// A move that stands is played like a move event: a mate ends the game
// (1. f3 e5 2. g4: Black touches the queen and mates).
func TestTouchMoveThatMates(t *testing.T) {
	r := adjudicate(t, "fide-2023", nil, "time_control: \"5400\"\nevents:\n  - {type: move, move: f3}\n  - {type: move, move: e5}\n  - {type: move, move: g4}\n  - {type: touch, squares: [d8], move: Qh4}\n")
	if r.Result != "0-1" || r.Termination != "checkmate" {
		t.Errorf("got %s %s: %+v", r.Result, r.Termination, r.Decisions)
	}
}

// The obligation stays until a move honours it: a later move event that
// does not is refused too (4.3.1: Ng1 touched; e4, then e4 again, then Nf3).
func TestTouchObligationOnNextMove(t *testing.T) {
	r := adjudicate(t, "fide-2023", nil, "time_control: \"5400\"\nevents:\n  - {type: touch, squares: [g1], move: e4}\n  - {type: move, move: e4}\n  - {type: move, move: Nf3}\n  - {type: move, move: e5}\n  - {type: move, move: d4}\n")
	var actions []string
	for _, d := range r.Decisions {
		actions = append(actions, fmt.Sprintf("%d:%s", d.Event, d.Action))
	}
	if got := strings.Join(actions, " "); got != "0:touch_move 1:touch_move" {
		t.Errorf("decisions %s, want 0:touch_move 1:touch_move (%+v)", got, r.Decisions)
	}
}

// A refused move is not played: the position stays, the player still has the move.
func TestTouchRefusedMoveNotPlayed(t *testing.T) {
	r := adjudicate(t, "fide-2023", nil, "time_control: \"5400\"\nevents:\n  - {type: touch, squares: [g1], move: e4}\n  - {type: move, move: Nf3}\n  - {type: move, move: e5}\n")
	if r.Result != "*" || len(r.Decisions) != 1 || r.Decisions[0].Action != ActTouchMove {
		t.Errorf("got %+v", r)
	}
}

func TestTouchBadLogs(t *testing.T) {
	p, err := NewParser(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ src, want string }{
		{"time_control: \"300\"\nevents:\n  - {type: touch, squares: [i9]}\n", "bad.yaml:3:29 /events/0/squares/0"},
		{"time_control: \"300\"\nevents:\n  - {type: touch, squares: []}\n", "bad.yaml:3:28 /events/0/squares"},
		{"time_control: \"300\"\nevents:\n  - {type: touch, squares: [e2], promotion: k}\n", "bad.yaml:3:45 /events/0/promotion"},
		{"time_control: \"300\"\nevents:\n  - {type: setup, kind: pieces}\n", "bad.yaml:3:25 /events/0/kind"},
		{"time_control: \"300\"\nevents:\n  - {type: illegal_position, kind: both_kings_in_check}\n", "bad.yaml:3:5 /events/0: missing properties: 'after_next_move'"},
		{"time_control: \"300\"\nevents:\n  - {type: refusal, side: white, both: true}\n", "bad.yaml:3:5 /events/0"},
	} {
		_, err := p.Parse("bad.yaml", []byte(c.src))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %s", c.src, err, c.want)
		}
	}
	// An empty square and an illegal move are located in the log.
	r, err := testRulebooks.Resolve("fide-2023", nil, "")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ src, want string }{
		{"time_control: \"300\"\nevents:\n  - {type: touch, squares: [e2, e4]}\n", "bad.yaml:3:33 /events/0/squares/1: no piece stands on e4"},
		{"time_control: \"300\"\nevents:\n  - {type: touch, squares: [e2], move: e5}\n", "bad.yaml:3:40 /events/0/move"},
	} {
		l, err := p.Parse("bad.yaml", []byte(c.src))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Adjudicate(context.Background(), r, l, Options{}); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %s", c.src, err, c.want)
		}
	}
}

// 7.2.1 / 7.2.2 and the rapid limit (A.4.1 2018, A.5.1 2023); A.4.4 / A.5.4;
// 11.7 / 11.8 (12.8 / 12.9 in 2005).
func TestBoardRulings(t *testing.T) {
	moves := func(n int) string {
		// Ten moves each without a repetition: 1. e4 e5 2. Nf3 Nc6 ... 10. b3 b6 (5... Nf6, 6... O-O).
		ms := strings.Fields("e4 e5 Nf3 Nc6 Bc4 Bc5 d3 d6 O-O Nf6 Nc3 O-O Bg5 Bg4 h3 h6 a3 a6 b3 b6")
		var b strings.Builder
		for _, m := range ms[:2*n] {
			b.WriteString("  - {type: move, move: " + m + "}\n")
		}
		return b.String()
	}
	for _, c := range []struct {
		name, rulebook, head, events string
		result                       outcome.Result
		article, action              string
	}{
		{"initial position", "fide-2023", `time_control: "5400"`, "  - {type: setup, kind: initial_position}\n", "*", "7.2.1", ActNewGame},
		{"initial position 2014", "hu-2014", `time_control: "5400"`, "  - {type: setup, kind: initial_position}\n", "*", "7.2 a", ActNewGame},
		{"initial position 2009", "fide-2009", `time_control: "5400"`, "  - {type: setup, kind: initial_position}\n", "*", "7.1 a", ActNewGame},
		{"orientation", "fide-2023", `time_control: "5400"`, "  - {type: setup, kind: board_orientation}\n", "*", "7.2.2", ActContinue},
		// Standard play: no limit in moves.
		{"initial position after 10 moves", "fide-2023", `time_control: "5400"`, moves(10) + "  - {type: setup, kind: initial_position}\n", "*", "7.2.1", ActNewGame},
		// Rapid without adequate supervision: 9 moves each, still in time; 10, too late.
		{"rapid 9 moves", "fide-2023", "time_control: \"900+10\"\nsupervision: inadequate", moves(9) + "  - {type: setup, kind: initial_position}\n", "*", "7.2.1", ActNewGame},
		{"rapid 10 moves", "fide-2023", "time_control: \"900+10\"\nsupervision: inadequate", moves(10) + "  - {type: setup, kind: initial_position}\n", "*", "A.5.1", ActNotAllowed},
		{"rapid 10 moves hu-2018", "hu-2018", "time_control: \"900+10\"\nsupervision: inadequate", moves(10) + "  - {type: setup, kind: board_orientation}\n", "*", "A.4.1", ActNotAllowed},
		{"rapid 10 moves supervised", "fide-2023", "time_control: \"900+10\"\nsupervision: adequate", moves(10) + "  - {type: setup, kind: initial_position}\n", "*", "7.2.1", ActNewGame},
		// A.5.4 / A.4.4: drawn if still on the board after the next move.
		{"illegal position stays", "fide-2023", "time_control: \"900+10\"\nsupervision: inadequate", "  - {type: illegal_position, kind: both_kings_in_check, after_next_move: still_on_board}\n", "1/2-1/2", "A.5.4", ActDraw},
		{"illegal position hu-2018", "hu-2018", "time_control: \"900+10\"\nsupervision: inadequate", "  - {type: illegal_position, kind: pawn_on_last_rank, after_next_move: still_on_board}\n", "1/2-1/2", "A.4.4", ActDraw},
		{"illegal position corrected", "fide-2023", "time_control: \"900+10\"\nsupervision: inadequate", "  - {type: illegal_position, kind: pawn_on_last_rank, after_next_move: corrected}\n", "*", "A.5.4", ActContinue},
		{"illegal position standard", "fide-2023", `time_control: "5400"`, "  - {type: illegal_position, kind: both_kings_in_check, after_next_move: still_on_board}\n", "*", "A.5.4", ActNotAvailable},
		// 11.7 / 11.8.
		{"refusal", "fide-2023", `time_control: "5400"`, "  - {type: refusal, side: white}\n", "0-?", "11.7", ActLoss},
		{"refusal both", "fide-2023", `time_control: "5400"`, "  - {type: refusal, both: true}\n", "0-0", "11.8", ActLoss},
		{"refusal bg-2005", "bg-2005", `time_control: "5400"`, "  - {type: refusal, side: black}\n", "?-0", "12.8", ActLoss},
		{"refusal both bg-2005", "bg-2005", `time_control: "5400"`, "  - {type: refusal, both: true}\n", "0-0", "12.9", ActLoss},
	} {
		r := adjudicate(t, c.rulebook, nil, c.head+"\nevents:\n"+c.events)
		d := lastDecision(t, r)
		if r.Result != c.result || d.Article != c.article || d.Action != c.action {
			t.Errorf("%s (%s): result %s, last decision %s [%s] %s; want %s, %s [%s]", c.name, c.rulebook, r.Result, d.Action, d.Article, d.Detail, c.result, c.action, c.article)
		}
	}
	// Both lose: 0 points each; one loses: the opponent's score is the arbiter's.
	r := adjudicate(t, "fide-2023", nil, "time_control: \"5400\"\nevents:\n  - {type: refusal, both: true}\n")
	if r.Scores == nil || r.Scores.White == nil || r.Scores.Black == nil || *r.Scores.White != 0 || *r.Scores.Black != 0 {
		t.Errorf("both lose: scores %+v", r.Scores)
	}
	r = adjudicate(t, "fide-2023", nil, "time_control: \"5400\"\nevents:\n  - {type: refusal, side: white}\n")
	if r.Scores == nil || r.Scores.White == nil || *r.Scores.White != 0 || r.Scores.Black != nil {
		t.Errorf("white loses, black's score open: scores %+v", r.Scores)
	}
}
