package arbiter

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/outcome"
)

// The expected values in these tests are worked out by hand from the text of
// each edition (docs/ARBITER.md cites the articles), never produced by the
// code under test.

var testRulebooks = NewRulebooks(chessconform.Data)

func adjudicate(t *testing.T, rb string, overlays []string, log string) *Ruling {
	t.Helper()
	p, err := NewParser(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	l, err := p.Parse("test.yaml", []byte(log))
	if err != nil {
		t.Fatalf("log: %v", err)
	}
	var files []Source
	for _, o := range overlays {
		b, err := os.ReadFile(filepath.Join("testdata", o+".yaml"))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, Source{Name: "testdata/" + o + ".yaml", Src: b})
	}
	id := rb
	if len(overlays) > 0 && !strings.Contains(overlays[0], "regs") {
		id = overlays[0]
	}
	r, err := testRulebooks.Resolve(id, files, l.Date)
	if err != nil {
		t.Fatal(err)
	}
	out, err := Adjudicate(context.Background(), r, l, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

type want struct {
	result                outcome.Result
	article, white, black string
}

func check(t *testing.T, name string, got *Ruling, w want) {
	t.Helper()
	if w.result != "" && got.Result != w.result {
		t.Errorf("%s: result %q, want %q (%+v)", name, got.Result, w.result, got.Decisions)
	}
	if w.article != "" && got.Article != w.article && !hasArticle(got, w.article) {
		t.Errorf("%s: article %q, want %q (%+v)", name, got.Article, w.article, got.Decisions)
	}
	if w.white != "" && got.Clocks.White != w.white {
		t.Errorf("%s: White's clock %s, want %s (%+v)", name, got.Clocks.White, w.white, got.Decisions)
	}
	if w.black != "" && got.Clocks.Black != w.black {
		t.Errorf("%s: Black's clock %s, want %s (%+v)", name, got.Clocks.Black, w.black, got.Decisions)
	}
}

func hasArticle(r *Ruling, a string) bool {
	for _, d := range r.Decisions {
		if d.Article == a {
			return true
		}
	}
	return false
}

func hasAction(r *Ruling, action string) bool {
	for _, d := range r.Decisions {
		if d.Action == action {
			return true
		}
	}
	return false
}

// One incorrect threefold claim by White (the initial position has occurred
// once) with White 5:00 and Black 4:00.
//   - 2005 9.5 b: Black +3 min = 7:00; White has more than 2 min and loses
//     half of it, at most 3 min: 2:30.
//   - 2009 9.5 b: Black +3 min = 7:00; no deduction.
//   - 2014 9.5 b, 2018 9.5.3: Black +2 min = 6:00.
//   - 2023 rapid: A.3 makes the Article 9 penalty one minute: 5:00.
func TestIncorrectClaimPerEdition(t *testing.T) {
	log := func(tc, w, b string) string {
		return `time_control: "` + tc + `"
events:
  - {type: clocks, white: "` + w + `", black: "` + b + `"}
  - {type: claim, side: white, kind: threefold}
`
	}
	for _, c := range []struct {
		rb, tc, w, b string
		want         want
	}{
		{"fide-2005", "5400+30", "5:00", "4:00", want{"*", "9.5 b", "0:02:30", "0:07:00"}},
		{"fide-2005", "5400+30", "1:30", "4:00", want{"*", "9.5 b", "0:01:00", "0:07:00"}},
		{"fide-2005", "5400+30", "0:45", "4:00", want{"*", "9.5 b", "0:00:45", "0:07:00"}},
		{"fide-2005", "5400+30", "2:00", "4:00", want{"*", "9.5 b", "0:02:00", "0:07:00"}},  // 2:00 is in no band
		{"fide-2005", "5400+30", "10:00", "4:00", want{"*", "9.5 b", "0:07:00", "0:07:00"}}, // half is 5:00, at most 3:00
		{"fide-2009", "5400+30", "5:00", "4:00", want{"*", "9.5 b", "0:05:00", "0:07:00"}},
		{"fide-2014", "5400+30", "5:00", "4:00", want{"*", "9.5 b", "0:05:00", "0:06:00"}},
		{"fide-2018-01", "5400+30", "5:00", "4:00", want{"*", "9.5.3", "0:05:00", "0:06:00"}},
		{"fide-2023", "5400+30", "5:00", "4:00", want{"*", "9.5.3", "0:05:00", "0:06:00"}},
		{"fide-2023", "900+10", "5:00", "4:00", want{"*", "A.3", "0:05:00", "0:05:00"}},
		{"fide-2018-01", "180+2", "5:00", "4:00", want{"*", "B.2", "0:05:00", "0:05:00"}},
	} {
		got := adjudicate(t, c.rb, nil, log(c.tc, c.w, c.b))
		check(t, c.rb+" "+c.tc+" "+c.w, got, c.want)
		if !hasAction(got, ActReject) {
			t.Errorf("%s: the claim was not rejected: %+v", c.rb, got.Decisions)
		}
	}
}

// A correct threefold claim: the knights go out and back twice, and the
// initial position stands for the third time with White to move.
func TestCorrectClaimDraws(t *testing.T) {
	got := adjudicate(t, "fide-2018-01", nil, `time_control: "5400+30"
events:
  - {type: move, move: Nf3}
  - {type: move, move: Nf6}
  - {type: move, move: Ng1}
  - {type: move, move: Ng8}
  - {type: move, move: Nf3}
  - {type: move, move: Nf6}
  - {type: move, move: Ng1}
  - {type: claim, side: black, kind: threefold, move: Ng8}
`)
	check(t, "threefold", got, want{result: "1/2-1/2"})
	if got.Termination != "threefold" {
		t.Errorf("termination %q", got.Termination)
	}
}

// One illegal move by White with 10:00 each, per edition and time class.
func TestIllegalMovePerEditionAndClass(t *testing.T) {
	log := func(tc string, n int) string {
		s := `time_control: "` + tc + `"
supervision: inadequate
events:
  - {type: clocks, white: "10:00", black: "10:00"}
`
		for i := 0; i < n; i++ {
			s += "  - {type: illegal, act: illegal_move, move: e2e5}\n"
		}
		return s
	}
	for _, c := range []struct {
		rb, tc string
		n      int
		want   want
	}{
		// 2014 A.4 b: an illegal move in rapid loses.
		{"fide-2014", "900+10", 1, want{"0-1", "A.4 b", "", ""}},
		// 2017-07 A.4.2 and B.4: loses in rapid and blitz.
		{"fide-2017-07", "900+10", 1, want{"0-1", "A.4.2", "", ""}},
		{"fide-2017-07", "180+2", 1, want{"0-1", "B.4", "", ""}},
		// 2018-01: A.4.2 applies 7.5.5 (two minutes); B.2 one minute in blitz.
		{"fide-2018-01", "900+10", 1, want{"*", "A.4.2", "0:10:00", "0:12:00"}},
		{"fide-2018-01", "180+2", 1, want{"*", "B.2", "0:10:00", "0:11:00"}},
		{"fide-2018-01", "5400+30", 1, want{"*", "7.5.5", "0:10:00", "0:12:00"}},
		// 2023: A.3 one minute in rapid, and blitz by B.3.
		{"fide-2023", "900+10", 1, want{"*", "A.5.2", "0:10:00", "0:11:00"}},
		{"fide-2023", "180+2", 1, want{"*", "B.3", "0:10:00", "0:11:00"}},
		// The second illegal move loses (2014 onwards, standard).
		{"fide-2023", "5400+30", 2, want{"0-1", "7.5.5", "", ""}},
		{"fide-2023", "900+10", 2, want{"0-1", "A.5.2", "", ""}},
		// 2005 and 2009: the third loses; two cost 2 × 2 minutes.
		{"fide-2009", "5400+30", 2, want{"*", "7.4 b", "0:10:00", "0:14:00"}},
		{"fide-2009", "5400+30", 3, want{"0-1", "7.4 b", "", ""}},
		{"fide-2005", "5400+30", 3, want{"0-1", "7.4 b", "", ""}},
	} {
		check(t, c.rb+" "+c.tc, adjudicate(t, c.rb, nil, log(c.tc, c.n)), c.want)
	}
}

// With adequate supervision the Competition Rules apply in rapid and blitz
// (docs/SUPERVISION.md): the standard penalty and count, with the
// appendix's own time penalty (2014-2018 B.2, 2023 A.3); 2023 blitz keeps the
// two minutes (B.2 does not name A.3: an interpretation, said in the ruling).
func TestIllegalMoveWithAdequateSupervision(t *testing.T) {
	log := func(tc, sv string, n int) string {
		s := "time_control: \"" + tc + "\"\n"
		if sv != "" {
			s += "supervision: " + sv + "\n"
		}
		s += "events:\n  - {type: clocks, white: \"10:00\", black: \"10:00\"}\n"
		for i := 0; i < n; i++ {
			s += "  - {type: illegal, act: illegal_move, move: e2e5}\n"
		}
		return s
	}
	for _, c := range []struct {
		rb, tc, sv string
		n          int
		want       want
		detail     string
	}{
		{"fide-2009", "900+10", "adequate", 1, want{"*", "7.4 b", "0:10:00", "0:12:00"}, "adequate supervision, A.3"},
		{"fide-2009", "180+2", "adequate", 2, want{"*", "7.4 b", "0:10:00", "0:14:00"}, "B.2"},
		{"fide-2009", "180+2", "adequate", 3, want{"0-1", "7.4 b", "", ""}, "B.2"},
		{"fide-2014", "900+10", "adequate", 1, want{"*", "7.5 b", "0:10:00", "0:12:00"}, "A.3"},
		{"fide-2014", "180+2", "adequate", 1, want{"*", "B.2", "0:10:00", "0:11:00"}, "one minute instead of two minutes (B.2)"},
		{"fide-2017-07", "900+10", "adequate", 2, want{"0-1", "7.5.3", "", ""}, "A.3.1"},
		{"fide-2023", "180+2", "adequate", 1, want{"*", "7.5.5", "0:10:00", "0:12:00"}, "interpretation"},
		// Not stated: adequate, and the ruling says it was assumed.
		{"fide-2014", "900+10", "", 1, want{"*", "7.5 b", "0:10:00", "0:12:00"}, "taken as adequate"},
	} {
		got := adjudicate(t, c.rb, nil, log(c.tc, c.sv, c.n))
		check(t, c.rb+" "+c.tc+" "+c.sv, got, c.want)
		found := false
		for _, d := range got.Decisions {
			found = found || strings.Contains(d.Detail, c.detail)
		}
		if !found {
			t.Errorf("%s %s %s: no decision says %q: %+v", c.rb, c.tc, c.sv, c.detail, got.Decisions)
		}
	}
}

// 2009 A.4 c: without adequate supervision the arbiter rules only on the
// opponent's claim, "However, if both Kings are in check or the promotion of
// a pawn is not completed, the arbiter shall intervene, if possible"; B.3 b
// takes the clause away from blitz.
func TestIllegalPositionIntervention2009(t *testing.T) {
	log := func(tc, kind string) string {
		return "time_control: \"" + tc + "\"\nsupervision: inadequate\nevents:\n  - {type: clocks, white: \"10:00\", black: \"10:00\"}\n" +
			"  - {type: move, move: e4}\n  - {type: illegal_position, kind: " + kind + ", after_next_move: still_on_board}\n"
	}
	// White has just moved: the arbiter rules on White's illegal move, 7.4 b.
	got := adjudicate(t, "fide-2009", nil, log("900+10", "both_kings_in_check"))
	check(t, "2009 rapid both kings", got, want{"*", "A.4 c", "", "0:12:00"})
	got = adjudicate(t, "fide-2009", nil, log("900+10", "pawn_on_last_rank"))
	check(t, "2009 rapid pawn", got, want{"*", "A.4 c", "", "0:12:00"})
	got = adjudicate(t, "fide-2009", nil, log("180+2", "both_kings_in_check"))
	check(t, "2009 blitz", got, want{"*", "A.4 c", "", "0:10:00"})
	if !hasAction(got, ActNotAvailable) {
		t.Errorf("2009 blitz: want not available (B.3 b), got %+v", got.Decisions)
	}
	// 2014 A.4 d: waits for the next move, then a draw.
	got = adjudicate(t, "fide-2014", nil, log("900+10", "both_kings_in_check"))
	check(t, "2014 rapid", got, want{"1/2-1/2", "A.4 d", "", ""})
}

// The second illegal move draws when the opponent has a bare king (7.5.5:
// "unless the opponent cannot checkmate"); 2005 had no such exception.
func TestIllegalMoveOpponentCannotMate(t *testing.T) {
	log := `time_control: "5400+30"
fen: "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
events:
  - {type: illegal, act: illegal_move}
  - {type: illegal, act: illegal_move}
  - {type: illegal, act: illegal_move}
`
	check(t, "2023", adjudicate(t, "fide-2023", nil, log), want{result: "1/2-1/2", article: "7.5.5"})
	check(t, "2005", adjudicate(t, "fide-2005", nil, log), want{result: "0-1", article: "7.4 b"})
}

// Two hands and pressing the clock without a move count as illegal moves
// from July 2017 only.
func TestIllegalActKinds(t *testing.T) {
	log := `time_control: "5400+30"
events:
  - {type: illegal, act: two_hands, move: e2e4}
  - {type: illegal, act: clock_without_move}
`
	got := adjudicate(t, "fide-2014", nil, log)
	check(t, "2014", got, want{result: "*", white: "1:30:00", black: "1:30:00"})
	if !hasAction(got, ActNotCounted) {
		t.Errorf("2014: %+v", got.Decisions)
	}
	check(t, "2018", adjudicate(t, "fide-2018-01", nil, log), want{result: "0-1", article: "7.5.5"})
}

// 7.5.2 (2014+): a pawn on the last rank not exchanged is replaced by a queen.
func TestUnpromotedPawn(t *testing.T) {
	got := adjudicate(t, "fide-2018-01", nil, `time_control: "5400"
fen: "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"
events:
  - {type: illegal, act: unpromoted_pawn, move: a7a8}
  - {type: move, move: Kd7}
  - {type: move, move: Qb7+}
`)
	check(t, "unpromoted", got, want{result: "*", black: "1:32:00"})
	if !hasAction(got, ActReplacePawn) {
		t.Errorf("%+v", got.Decisions)
	}
}

// 6.9: flag fall loses, unless the opponent cannot checkmate.
func TestFlagFall(t *testing.T) {
	win := `time_control: "300"
events:
  - {type: move, move: e4}
  - {type: flag, side: black}
`
	check(t, "2023", adjudicate(t, "fide-2023", nil, win), want{result: "1-0", article: "6.9"})
	check(t, "2005", adjudicate(t, "fide-2005", nil, win), want{result: "1-0", article: "6.10"})
	draw := `time_control: "300"
fen: "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
events:
  - {type: flag, side: white}
`
	check(t, "bare king", adjudicate(t, "fide-2023", nil, draw), want{result: "1/2-1/2", article: "6.9"})
}

// III.3.1: both flags down, which fell first unknown: drawn in the last
// period, otherwise the game continues.
func TestBothFlags(t *testing.T) {
	last := `time_control: "3600"
events:
  - {type: flag, side: white, both: true}
`
	check(t, "last period", adjudicate(t, "fide-2023", nil, last), want{result: "1/2-1/2", article: "III.3.1"})
	check(t, "2009", adjudicate(t, "fide-2009", nil, last), want{result: "1/2-1/2", article: "6.11"})
	first := `time_control: "40/5400:1800"
events:
  - {type: flag, side: white, both: true}
`
	got := adjudicate(t, "fide-2023", nil, first)
	check(t, "first period", got, want{result: "*", article: "III.3.1"})
}

// 5.1.2: from 2023 a resignation against a player who cannot checkmate draws.
func TestResignation(t *testing.T) {
	log := `time_control: "5400+30"
fen: "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
events:
  - {type: resign, side: white}
`
	check(t, "2023", adjudicate(t, "fide-2023", nil, log), want{result: "1/2-1/2", article: "5.1.2"})
	check(t, "2018", adjudicate(t, "fide-2018-01", nil, log), want{result: "0-1", article: "5.1.2"})
}

// Electronic devices: 2005 a phone that rings loses (the opponent's score
// is for the arbiter); 2009 any sound loses, the opponent wins or draws if
// he cannot win; 2014 from 1 October and later a device switched off in a
// bag is allowed, on the person it loses.
func TestDevices(t *testing.T) {
	log := func(date, fen, how string) string {
		s := "time_control: \"5400+30\"\n"
		if date != "" {
			s += "date: \"" + date + "\"\n"
		}
		if fen != "" {
			s += "fen: \"" + fen + "\"\n"
		}
		return s + "events:\n  - {type: device, side: white, how: " + how + "}\n"
	}
	bare := "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
	for _, c := range []struct {
		rb, date, fen, how string
		want               want
	}{
		{"fide-2005", "", "", "rings", want{"0-?", "12.2 b", "", ""}},
		{"fide-2005", "", "", "sounds", want{"*", "12.2 b", "", ""}},
		{"fide-2009", "", "", "sounds", want{"0-1", "12.3 b", "", ""}},
		{"fide-2009", "", bare, "sounds", want{"0-1/2", "12.3 b", "", ""}},
		{"fide-2009", "", "", "on_person", want{"*", "12.3 b", "", ""}},
		{"fide-2014", "2014-09-01", "", "in_bag", want{"0-1", "11.3 b", "", ""}},
		{"fide-2014", "2014-11-01", "", "in_bag", want{"*", "11.3 b", "", ""}},
		{"fide-2014", "2014-11-01", "", "on_person", want{"0-1", "11.3 b", "", ""}},
		{"fide-2023", "", "", "on_person", want{"0-1", "11.3.2.1", "", ""}},
	} {
		check(t, c.rb+" "+c.date+" "+c.how, adjudicate(t, c.rb, nil, log(c.date, c.fen, c.how)), c.want)
	}
}

// Late arrival: 2005 6.7 one hour; 2009 6.6 a zero; 2014 6.7 a left to the
// regulations; 2023 6.7.1 zero unless the regulations say otherwise.
func TestLateArrival(t *testing.T) {
	log := func(late string) string {
		return "time_control: \"5400+30\"\nevents:\n  - {type: late_arrival, side: black, late: \"" + late + "\"}\n"
	}
	check(t, "2005 45 min", adjudicate(t, "fide-2005", nil, log("0:45:00")), want{"*", "6.7", "1:30:00", "0:45:00"})
	check(t, "2005 61 min", adjudicate(t, "fide-2005", nil, log("1:01:00")), want{"1-0", "6.7", "", ""})
	check(t, "2005 60 min", adjudicate(t, "fide-2005", nil, log("1:00:00")), want{"*", "6.7", "", "0:30:00"})
	check(t, "2009 1 s", adjudicate(t, "fide-2009", nil, log("0:00:01")), want{"1-0", "6.6 a", "", ""})
	got := adjudicate(t, "fide-2014", nil, log("0:10:00"))
	check(t, "2014", got, want{"*", "6.7 a", "", "1:20:00"})
	if !hasAction(got, ActUndecided) {
		t.Errorf("2014: %+v", got.Decisions)
	}
	r := adjudicate(t, "fide-2023", nil, log("0:10:00"))
	check(t, "2023", r, want{"1-0", "6.7.1", "", ""})
	if r.Scores == nil || *r.Scores.White != 1 || *r.Scores.Black != 0 {
		t.Errorf("forfeit scores %+v", r.Scores)
	}
}

// Guidelines III in a rapid game without increment (15 minutes): White has
// the move and 1:30, Black 3:00.
func TestQuickplay(t *testing.T) {
	log := func(tc, ev string) string {
		return "time_control: \"" + tc + "\"\nevents:\n  - {type: clocks, white: \"1:30\", black: \"3:00\"}\n  - " + ev + "\n"
	}
	// III.4: draw offer refused, the arbiter agrees: +5 s per move for both, Black +2 min.
	got := adjudicate(t, "fide-2023", nil, log("900", "{type: quickplay_increment, side: white, opponent: refuses_draw, arbiter: agrees}\n  - {type: move, move: e4, used: \"0:10\"}"))
	check(t, "III.4", got, want{"*", "III.4", "0:01:25", "0:05:00"})
	check(t, "III.4 accepted", adjudicate(t, "fide-2023", nil, log("900", "{type: quickplay_increment, side: white, opponent: accepts_draw}")), want{result: "1/2-1/2", article: "III.4"})
	// III.5.3: claim rejected: Black +2 min.
	check(t, "III.5 rejected", adjudicate(t, "fide-2023", nil, log("900", "{type: quickplay_claim, side: white, ruling: rejected}")), want{"*", "III.5", "0:01:30", "0:05:00"})
	check(t, "III.5 draw", adjudicate(t, "fide-2023", nil, log("900", "{type: quickplay_claim, side: white, ruling: draw}")), want{result: "1/2-1/2", article: "III.5"})
	// 2009 10.2: no five-second option; the claim works the same way.
	got = adjudicate(t, "fide-2009", nil, log("900", "{type: quickplay_increment, side: white, opponent: refuses_draw, arbiter: agrees}"))
	check(t, "2009 +5s", got, want{"*", "", "0:01:30", "0:03:00"})
	check(t, "2009 10.2", adjudicate(t, "fide-2009", nil, log("900", "{type: quickplay_claim, side: white, ruling: rejected}")), want{"*", "10.2", "0:01:30", "0:05:00"})
	// Not in blitz, not with an increment.
	for _, tc := range []string{"300", "900+10"} {
		got := adjudicate(t, "fide-2023", nil, log(tc, "{type: quickplay_claim, side: white, ruling: rejected}"))
		check(t, "not applicable "+tc, got, want{"*", "", "0:01:30", "0:03:00"})
		if !hasAction(got, ActNotAvailable) {
			t.Errorf("%s: %+v", tc, got.Decisions)
		}
	}
}

// 9.1 / 5.2.3: from July 2017 an agreement needs a move by each player;
// the example open rapid forbids agreements before move 30.
func TestDrawAgreement(t *testing.T) {
	start := "time_control: \"5400+30\"\nevents:\n  - {type: draw_offer, side: white, response: accepted}\n"
	got := adjudicate(t, "fide-2023", nil, start)
	check(t, "2023 no moves", got, want{result: "*", article: "5.2.3"})
	check(t, "2009 no moves", adjudicate(t, "fide-2009", nil, start), want{result: "1/2-1/2", article: "9.1 a"})
	after := "time_control: \"5400+30\"\nevents:\n  - {type: move, move: e4}\n  - {type: move, move: e5}\n  - {type: draw_offer, side: white, response: accepted}\n"
	check(t, "2023 after a move each", adjudicate(t, "fide-2023", nil, after), want{result: "1/2-1/2", article: "9.1.1"})
}

// 8.4: under five minutes and no increment of 30 s or more, a player need
// not record; with a 30 s increment he must.
func TestScoresheetExemption(t *testing.T) {
	log := func(tc string) string {
		return "time_control: \"" + tc + "\"\nevents:\n  - {type: clocks, white: \"4:59\", black: \"5:00\"}\n"
	}
	got := adjudicate(t, "fide-2023", nil, log("5400+10"))
	if got.Scoresheet.White != "exempt" || got.Scoresheet.Black != "record" || got.Scoresheet.Article != "8.4" {
		t.Errorf("5400+10: %+v", got.Scoresheet)
	}
	got = adjudicate(t, "fide-2023", nil, log("5400+30"))
	if got.Scoresheet.White != "record" {
		t.Errorf("5400+30: %+v", got.Scoresheet)
	}
}

// Guidelines I.8: a sealed move that is ambiguous or illegal loses.
func TestSealedMove(t *testing.T) {
	log := func(m string) string {
		return `time_control: "40/7200:3600"
events:
  - {type: move, move: d4}
  - {type: move, move: d5}
  - {type: move, move: Nf3}
  - {type: move, move: Nf6}
  - {type: sealed_move, side: white, move: "` + m + `"}
`
	}
	check(t, "ambiguous", adjudicate(t, "fide-2018-01", nil, log("Nd2")), want{result: "0-1", article: "I.8"})
	check(t, "illegal", adjudicate(t, "fide-2018-01", nil, log("Ke3")), want{result: "0-1", article: "I.8"})
	check(t, "valid", adjudicate(t, "fide-2018-01", nil, log("Nbd2")), want{result: "*", article: "I.8"})
}

// Checkmate ends the game; later events are ignored.
func TestMateEndsTheGame(t *testing.T) {
	got := adjudicate(t, "fide-2023", nil, `time_control: "300"
events:
  - {type: move, move: f3}
  - {type: move, move: e5}
  - {type: move, move: g4}
  - {type: move, move: Qh4#}
  - {type: flag, side: black}
`)
	check(t, "mate", got, want{result: "0-1", article: "5.1.1"})
	if !hasAction(got, ActIgnored) || got.Termination != "checkmate" {
		t.Errorf("%s %+v", got.Termination, got.Decisions)
	}
}

// Every number comes from the rulebook: the same log under fide-2023 and
// under an overlay that differs from it in exactly that number.
func TestNumbersComeFromTheRulebook(t *testing.T) {
	for _, c := range []struct {
		overlay   string
		log       string
		base, alt want
	}{
		{"test-illegal-gain", "time_control: \"5400+30\"\nevents:\n  - {type: clocks, white: \"10:00\", black: \"10:00\"}\n  - {type: illegal, act: illegal_move}\n",
			want{"*", "7.5.5", "0:10:00", "0:12:00"}, want{"*", "7.5.5", "0:10:00", "0:12:30"}},
		{"test-illegal-loses", "time_control: \"5400+30\"\nevents:\n  - {type: clocks, white: \"10:00\", black: \"10:00\"}\n  - {type: illegal, act: illegal_move}\n  - {type: illegal, act: illegal_move}\n",
			want{"0-1", "7.5.5", "", ""}, want{"*", "7.5.5", "0:10:00", "0:14:00"}},
		{"test-rapid-illegal", "time_control: \"900+10\"\nsupervision: inadequate\nevents:\n  - {type: clocks, white: \"10:00\", black: \"10:00\"}\n  - {type: illegal, act: illegal_move}\n",
			want{"*", "A.5.2", "0:10:00", "0:11:00"}, want{"*", "A.5.2", "0:10:00", "0:11:30"}},
		{"test-adequate-penalty", "time_control: \"900+10\"\nsupervision: adequate\nevents:\n  - {type: clocks, white: \"10:00\", black: \"10:00\"}\n  - {type: illegal, act: illegal_move}\n",
			want{"*", "A.3", "0:10:00", "0:11:00"}, want{"*", "A.3", "0:10:00", "0:11:30"}},
		{"test-claim-gain", "time_control: \"5400+30\"\nevents:\n  - {type: clocks, white: \"5:00\", black: \"4:00\"}\n  - {type: claim, side: white, kind: fifty_moves}\n",
			want{"*", "9.5.3", "0:05:00", "0:06:00"}, want{"*", "9.5.3", "0:05:00", "0:05:30"}},
		{"test-quickplay-threshold", "time_control: \"5400\"\nevents:\n  - {type: clocks, white: \"2:30\", black: \"4:00\"}\n  - {type: quickplay_claim, side: white, ruling: rejected}\n",
			want{"*", "", "0:02:30", "0:04:00"}, want{"*", "III.5", "0:02:30", "0:06:00"}},
		{"test-quickplay-bonus", "time_control: \"5400\"\nevents:\n  - {type: clocks, white: \"1:30\", black: \"4:00\"}\n  - {type: quickplay_claim, side: white, ruling: rejected}\n",
			want{"*", "III.5", "0:01:30", "0:06:00"}, want{"*", "III.5", "0:01:30", "0:05:00"}},
		{"test-default-regs", "time_control: \"5400+30\"\nevents:\n  - {type: late_arrival, side: white, late: \"10:00\"}\n",
			want{"0-1", "6.7.1", "", ""}, want{"*", "Test reg. 1", "1:20:00", "1:30:00"}},
	} {
		base := adjudicate(t, "fide-2023", nil, c.log)
		alt := adjudicate(t, "fide-2023", []string{c.overlay}, c.log)
		check(t, c.overlay+" (fide-2023)", base, c.base)
		check(t, c.overlay+" (overlay)", alt, c.alt)
	}
	// 8.4's threshold: 4:30 is exempt under five minutes, not under four.
	log := "time_control: \"5400\"\nevents:\n  - {type: clocks, white: \"4:30\"}\n"
	if got := adjudicate(t, "fide-2023", nil, log).Scoresheet.White; got != "exempt" {
		t.Errorf("fide-2023 4:30: %s", got)
	}
	if got := adjudicate(t, "fide-2023", []string{"test-scoresheet"}, log).Scoresheet.White; got != "record" {
		t.Errorf("overlay 4:30: %s", got)
	}
	// 10.1: the points for a win.
	res := "time_control: \"5400\"\nevents:\n  - {type: move, move: e4}\n  - {type: resign, side: black}\n"
	if s := adjudicate(t, "fide-2023", nil, res).Scores; s == nil || *s.White != 1 {
		t.Errorf("fide-2023 scores %+v", s)
	}
	if s := adjudicate(t, "fide-2023", []string{"test-scoring-regs"}, res).Scores; s == nil || *s.White != 3 || s.Article != "Test reg. 2" {
		t.Errorf("regulations scores %+v", s)
	}
}

// Bad logs are rejected with file:line:col and a JSON pointer.
func TestBadLogs(t *testing.T) {
	p, err := NewParser(chessconform.Data)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ src, want string }{
		{"time_control: \"300\"\nevents:\n  - {type: move}\n", "bad.yaml:3:5 /events/0"},
		{"time_control: \"300\"\nevents:\n  - {type: flag, side: red}\n", "bad.yaml:3:24 /events/0/side"},
		{"time_control: \"300\"\nevents:\n  - {type: move, move: e4, clock: \"1:75\"}\n", "bad.yaml:3:35 /events/0/clock"},
		{"time_control: \"300\"\nevents: []\nextra: 1\n", "bad.yaml:3:1 /extra"},
		{"time_control: \"300\"\nevents:\n  - {type: move, move: e4, colour: white}\n", "bad.yaml:3:28 /events/0/colour: unknown key"},
		{"time_control: \"300\"\nevents:\n  - {type: resign}\n", "bad.yaml:3:5 /events/0: missing properties: 'side'"},
		{"time_control: \"300\"\nevents:\n  - {type: dance}\n", "bad.yaml:3:12 /events/0/type"},
	} {
		_, err := p.Parse("bad.yaml", []byte(c.src))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: got %v, want %s", c.src, err, c.want)
		}
	}
	// A move that is not legal is located too.
	l, err := p.Parse("bad.yaml", []byte("time_control: \"300\"\nevents:\n  - {type: move, move: e5}\n"))
	if err != nil {
		t.Fatal(err)
	}
	r, err := testRulebooks.Resolve("fide-2023", nil, "")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Adjudicate(context.Background(), r, l, Options{}); err == nil || !strings.Contains(err.Error(), "bad.yaml:3:24 /events/0/move") {
		t.Errorf("illegal move: %v", err)
	}
}

// 7.3: from July 2017 a game begun with the colours reversed is replaced
// when fewer than 10 moves have been made by each player; before, it went on.
func TestColoursReversed(t *testing.T) {
	log := func(n int) string {
		s := "time_control: \"5400\"\nevents:\n"
		for i := 0; i < n; i++ {
			s += "  - {type: move, move: Nf3}\n  - {type: move, move: Nf6}\n  - {type: move, move: Ng1}\n  - {type: move, move: Ng8}\n"
		}
		return s + "  - {type: colours_reversed}\n"
	}
	// 2 shuffles = 4 moves each; 3 shuffles = 6 each (no threefold yet is needed: it is only claimable).
	got := adjudicate(t, "fide-2018-01", nil, log(2))
	if got.Termination != outcome.NewGame || got.Article != "7.3" || got.Result != "*" {
		t.Errorf("2018, 4 moves: %+v", got)
	}
	if got := adjudicate(t, "fide-2009", nil, log(2)); got.Termination != "" || !hasArticle(got, "7.2") {
		t.Errorf("2009: %+v", got)
	}
	// 10 complete moves each: the game continues (the fivefold repetition of
	// the shuffle would end it first, so use other moves).
	ten := "time_control: \"5400\"\nevents:\n"
	for _, m := range strings.Fields("e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d3 d6 O-O O-O a4 a5 h3 h6 Re1 Re8 Nbd2 Be6") {
		ten += "  - {type: move, move: " + m + "}\n"
	}
	ten += "  - {type: colours_reversed}\n"
	if got := adjudicate(t, "fide-2023", nil, ten); got.Termination != "" || !hasArticle(got, "7.3") {
		t.Errorf("2023, 10 moves: %+v", got)
	}
}

// Rapid without adequate supervision: 2009 A.4 d — the arbiter does not
// signal a single flag; 2018 A.4.5 — he shall. A claim by a player whose own
// flag is down fails where the rulebook needs time left (2009, 2017-07).
func TestUnsupervisedRapidFlags(t *testing.T) {
	log := "time_control: \"900\"\nsupervision: inadequate\nevents:\n  - {type: move, move: e4}\n  - {type: flag, side: black}\n"
	got := adjudicate(t, "fide-2009", nil, log)
	check(t, "2009 arbiter", got, want{result: "*", article: "A.4 d"})
	check(t, "2018 arbiter", adjudicate(t, "fide-2018-01", nil, log), want{result: "1-0", article: "6.9"})
	adequate := strings.Replace(log, "inadequate", "adequate", 1)
	check(t, "2009 adequate", adjudicate(t, "fide-2009", nil, adequate), want{result: "1-0", article: "6.9"})
	claim := "time_control: \"900\"\nsupervision: inadequate\nevents:\n  - {type: move, move: e4}\n  - {type: clocks, white: \"0:00\"}\n  - {type: flag, side: black, observed_by: opponent}\n"
	check(t, "2009 claimant without time", adjudicate(t, "fide-2009", nil, claim), want{result: "*", article: "A.4 d"})
	check(t, "2017-07 claimant without time", adjudicate(t, "fide-2017-07", nil, claim), want{result: "*", article: "A.4.3"})
}

// A reading above what the time control allows is flagged for the arbiter:
// 3 min + 2 s: after 1. e4 White can show at most 3:02.
func TestImpossibleReading(t *testing.T) {
	got := adjudicate(t, "fide-2023", nil, "time_control: \"180+2\"\nevents:\n  - {type: move, move: e4, clock: \"0:03:02\"}\n  - {type: move, move: e5, clock: \"0:03:05\"}\n")
	n := 0
	for _, d := range got.Decisions {
		if d.Action == ActCheckClock {
			n++
			if d.Side != "black" || d.Article != "6.10.1" {
				t.Errorf("%+v", d)
			}
		}
	}
	if n != 1 {
		t.Errorf("%d clock checks: %+v", n, got.Decisions)
	}
}

// The Hungarian 2014 translation ties the draw exception of 7.5 b to the
// offender: White (a bare king) makes two illegal moves against king and
// queen. Authentic 2014: Black can mate, White loses. hu-2014: drawn.
func TestIllegalDrawExceptionByTranslation(t *testing.T) {
	log := `time_control: "5400+30"
fen: "3qk3/8/8/8/8/8/8/4K3 w - - 0 1"
events:
  - {type: illegal, act: illegal_move}
  - {type: illegal, act: illegal_move}
`
	check(t, "fide-2014", adjudicate(t, "fide-2014", nil, log), want{result: "0-1", article: "7.5 b"})
	check(t, "hu-2014", adjudicate(t, "hu-2014", nil, log), want{result: "1/2-1/2", article: "7.5 b"})
}

// A translation without the blitz appendix (bg-2005 covers Articles 8-14) is
// ruled on with its edition's C.3, and the ruling says whose article it is;
// a translation that has the appendix (hu-2018) cites its own B.2 plainly.
func TestForeignArticlesAreNamed(t *testing.T) {
	log := "time_control: \"180+2\"\nsupervision: inadequate\nevents:\n  - {type: clocks, white: \"10:00\", black: \"10:00\"}\n  - {type: illegal, act: illegal_move, noticed_by: opponent}\n"
	got := adjudicate(t, "bg-2005", nil, log)
	if got.ClassArticleOf != "fide-2005" || len(got.Decisions) == 0 ||
		!strings.Contains(got.Decisions[0].Detail, "C.3 is an article of fide-2005: bg-2005 does not contain it") {
		t.Errorf("bg-2005: %+v", got)
	}
	got = adjudicate(t, "hu-2018", nil, log)
	if got.ClassArticleOf != "" || len(got.Decisions) == 0 || strings.Contains(got.Decisions[0].Detail, "does not contain it") {
		t.Errorf("hu-2018: %+v", got)
	}
}
