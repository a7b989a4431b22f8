package rulebook

import "testing"

// The touch-move choices of each rulebook, read by hand from the texts:
// 2009 4.3 c "one piece of each colour" (mliebelt/pgn-spec-commented), 2018
// 4.3.1-4.4.2 (Chess-Arbiter/handbook); hu-2014 4.3 (a)/(c), 4.4 (b) and
// hu-2018 4.3.1, 4.3.3, 4.4.2 (seeds 000 and 002: "ha azzal lehetséges
// lépni", the first touched piece, no castling on that move); lt-2018 4.3.3
// (one piece of each colour) and 4.4.2 (no "on that move"), seed 003.
func TestTouchMoveChoices(t *testing.T) {
	for _, c := range []struct {
		id, own, mixedPieces, mixedFallback, rookThenKing, mixedArt, claimArt string
	}{
		{"fide-2009", "next_touched", "one_each", "first_that_can", "side_this_move", "4.3 c", "4.7"},
		// 2014 4.3 c: "one of each colour" (the old text in the FIDE table of changes for July 2017, paperzz.com 7179645).
		{"fide-2014", "next_touched", "one_each", "first_that_can", "side_this_move", "4.3 c", "4.8"},
		{"fide-2018-01", "next_touched", "any_number", "first_that_can", "side_this_move", "4.3.3", "4.8"},
		{"hu-2014", "none", "one_each", "first_touched", "all_this_move", "4.3 c", "4.8"},
		{"hu-2018", "none", "any_number", "first_touched", "all_this_move", "4.3.3", "4.8"},
		{"lt-2018", "next_touched", "one_each", "first_that_can", "side_for_game", "4.3.3", "4.8"},
	} {
		r, err := sharedSet(t).Resolve(c.id)
		if err != nil {
			t.Fatal(err)
		}
		tm := r.TouchMove()
		if string(tm.OwnFallback) != c.own || string(tm.MixedPieces) != c.mixedPieces || string(tm.MixedFallback) != c.mixedFallback ||
			string(tm.RookThenKing) != c.rookThenKing || tm.Articles.Mixed != c.mixedArt || tm.Articles.ClaimRight != c.claimArt {
			t.Errorf("%s: %+v", c.id, tm)
		}
	}
	r, err := sharedSet(t).Resolve("hu-2018")
	if err != nil {
		t.Fatal(err)
	}
	v := r.Get("board.touch_move")
	want := "own pieces: the first own piece touched, only if it can be moved; one or more pieces of each colour: capture with the own piece, else the first piece touched; rook then king: no castling at all on that move"
	if got := Describe(v.ID, v.Value, false); got != want {
		t.Errorf("hu-2018 touch-move: %q", got)
	}
	// 11.7/11.8 numbering: 2005 12.8/12.9 (bg-2005 12.8/12.9 agree), 11.7/11.8 from 2014.
	for id, want := range map[string][2]string{"fide-2005": {"12.8", "12.9"}, "bg-2005": {"12.8", "12.9"}, "hu-2014": {"11.7", "11.8"}, "fide-2023": {"11.7", "11.8"}} {
		r, err := sharedSet(t).Resolve(id)
		if err != nil {
			t.Fatal(err)
		}
		rf := r.Refusal()
		if rf.Article != want[0] || rf.BothArticle != want[1] {
			t.Errorf("%s refusal: %+v, want %v", id, rf, want)
		}
	}
}
