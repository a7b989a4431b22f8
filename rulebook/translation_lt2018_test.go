package rulebook_test

import (
	"sort"
	"strings"
	"testing"

	chessconform "github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/rulebook"
)

// The expectations below come from reading the Lithuanian translation (project
// seed 003_d394e5f63541adf8.txt, "Šachmatų taisyklės", FIDE Laws 1 January 2018,
// Articles 1-10) article by article against the authentic English 2018 text
// (Chess-Arbiter/handbook@035824a public/content/en/laws). The deviations are
// listed with their consequences in rules/translations/lt-2018.md.

// lt2018Deviation is one textual deviation: the translation's article label
// (which names the diff change) and the base edition's article.
type lt2018Deviation struct {
	article, baseArticle string
}

var lt2018TextDeviations = []lt2018Deviation{
	{"1 (bullet 5)", "1.5"}, // cross-reference 2.2 instead of 5.2.2
	{"4.3.3", "4.3.3"},      // one piece of each colour instead of one or more
	{"4.4.2", "4.4.2"},      // "on that move" missing
	{"6.7.2", "6.7.2"},      // "default time is not zero" reduced to "a default time"
	{"6.12.2", "6.12.2"},    // "only" dropped: displays cannot support a claim at all
	{"8.1.1", "8.1.1"},      // reference to Appendix C dropped
	{"8.1.6", "8.1.6"},      // clock "reduced" instead of "adjusted equitably"
	{"8.6", "8.6"},          // "firm" evidence
	{"10.1", "10.1"},        // forfeit rendered as failing to arrive in time
}

// lt2018Omits are the base articles the translation leaves out.
var lt2018Omits = []struct{ baseArticle, mentions string }{
	{"6.5", "chessclock"},                 // clock placement by the arbiter not stated
	{"8.1.2", "writing moves in advance"}, // no ban on writing moves in advance
	// Everything after Article 10 (issue 15: listed in omits, not only left out of covers).
	{"11", "conduct"},
	{"12", "penalties"},
	{"A", "rapid"},
	{"B", "blitz"},
	{"C", "notation"},
	{"D", "blind"},
	{"I", "adjourned"},
	{"II", "Chess960"},
	{"III", "quickplay"},
	{"glossary", "standard chess"},
}

func loadLT2018(t *testing.T) *rulebook.Set {
	t.Helper()
	set, err := rulebook.LoadEmbedded(chessconform.Data)
	if err != nil {
		t.Fatalf("shipped rulebooks do not load: %v", err)
	}
	return set
}

func TestLT2018DiffShowsEveryDeviation(t *testing.T) {
	set := loadLT2018(t)
	changes, err := set.Diff("fide-2018-01", "lt-2018")
	if err != nil {
		t.Fatal(err)
	}

	// 9.6.2: the authentic text counts any series of at least 75 moves, the
	// translation only the last 75 ("pastarieji").
	c := rulebook.FindChange(changes, "draws.seventy_five_moves")
	if c == nil {
		t.Fatal("75-move deviation (9.6.2: any series -> last 75 moves) missing from the diff")
	}
	if c.Kind != rulebook.ChangeValue {
		t.Errorf("75-move change kind = %q, want %q", c.Kind, rulebook.ChangeValue)
	}
	if c.A.Rulebook != "fide-2018-01" || c.A.Article != "9.6.2" {
		t.Errorf("75-move side A = %s %s, want fide-2018-01 9.6.2", c.A.Rulebook, c.A.Article)
	}
	if c.B.Rulebook != "lt-2018" || c.B.Article != "9.6.2" || c.B.BaseArticle != "9.6.2" {
		t.Errorf("75-move side B = %s %s (base %s), want lt-2018 9.6.2 (base 9.6.2)", c.B.Rulebook, c.B.Article, c.B.BaseArticle)
	}
	for side, want := range map[string]struct {
		v      any
		series string
	}{"A": {c.A.Value, "any"}, "B": {c.B.Value, "last"}} {
		m, ok := want.v.(map[string]any)
		if !ok {
			t.Errorf("75-move side %s value %T, want a map", side, want.v)
			continue
		}
		if m["series"] != want.series {
			t.Errorf("75-move side %s series = %v, want %s", side, m["series"], want.series)
		}
		if n, _ := m["moves"].(int); n != 75 {
			t.Errorf("75-move side %s moves = %v, want 75", side, m["moves"])
		}
		if m["mate_prevails"] != true {
			t.Errorf("75-move side %s: mate on the last move must still prevail", side)
		}
	}
	if c.Deviation == "" {
		t.Error("75-move change carries no deviation text")
	}

	for _, d := range lt2018TextDeviations {
		c := rulebook.FindChange(changes, rulebook.DeviationID("lt-2018", d.article))
		if c == nil {
			t.Errorf("deviation at lt-2018 %s (base %s) missing from the diff", d.article, d.baseArticle)
			continue
		}
		if c.Kind != rulebook.ChangeDeviation {
			t.Errorf("%s: kind %q, want %q", d.article, c.Kind, rulebook.ChangeDeviation)
		}
		if c.B.Rulebook != "lt-2018" || c.B.Article != d.article || c.B.BaseArticle != d.baseArticle {
			t.Errorf("%s: side B = %s %q (base %q), want lt-2018 %q (base %q)",
				d.article, c.B.Rulebook, c.B.Article, c.B.BaseArticle, d.article, d.baseArticle)
		}
		if c.Deviation == "" {
			t.Errorf("%s: no description", d.article)
		}
		// Both article numbers: the base edition's side names the same article.
		if c.A.Rulebook != "fide-2018-01" || c.A.Article != d.baseArticle {
			t.Errorf("%s: side A = %s %q, want fide-2018-01 %q", d.article, c.A.Rulebook, c.A.Article, d.baseArticle)
		}
	}
	for _, o := range lt2018Omits {
		c := rulebook.FindChange(changes, rulebook.OmissionID("lt-2018", o.baseArticle))
		if c == nil {
			t.Errorf("omitted article %s missing from the diff", o.baseArticle)
			continue
		}
		if c.Kind != rulebook.ChangeOmitted || !c.B.Absent || c.B.Article != "" || c.B.BaseArticle != o.baseArticle ||
			c.A.Article != o.baseArticle || !strings.Contains(c.Deviation, o.mentions) {
			t.Errorf("omission %s = %+v", o.baseArticle, c)
		}
	}

	// Nothing else differs in substance: every other parameter the
	// translation states (Art. 1-10) agrees with the authentic text.
	want := map[string]bool{"draws.seventy_five_moves": true, "board.touch_move": true} // 4.3.3, 4.4.2
	for _, d := range lt2018TextDeviations {
		want[rulebook.DeviationID("lt-2018", d.article)] = true
	}
	for _, o := range lt2018Omits {
		want[rulebook.OmissionID("lt-2018", o.baseArticle)] = true
	}
	var extra []string
	for _, c := range changes {
		if c.Kind == rulebook.ChangeRenumbered {
			continue
		}
		if !want[c.ID] {
			extra = append(extra, c.ID)
		}
	}
	sort.Strings(extra)
	if len(extra) > 0 {
		t.Errorf("unexpected differences between fide-2018-01 and lt-2018: %v", extra)
	}
}

// TestLT2018StatedValues checks the numbers the Lithuanian text itself states
// (read from the seed) against the resolved lt-2018 rulebook, with the article
// in the translation's numbering.
func TestLT2018StatedValues(t *testing.T) {
	set := loadLT2018(t)
	r, err := set.Resolve("lt-2018")
	if err != nil {
		t.Fatal(err)
	}
	if r.Language != "lt" || r.Edition() != "fide-2018-01" {
		t.Errorf("lt-2018 resolves to language %q on %q, want lt on fide-2018-01", r.Language, r.Edition())
	}

	// 7.5.1-7.5.5: four kinds of illegal act share one count; the first gives
	// the opponent two minutes ("papildomas dvi minutes"), the second loses,
	// drawn if the opponent cannot mate.
	im := r.IllegalMoves(rulebook.TimeClassStandard)
	if im.OpponentGainsSeconds != 120 || im.LosesOn != 2 || !im.DrawIfOpponentCannotMate || im.DecidedBy != "arbiter" {
		t.Errorf("7.5.5 = %+v, want +120 s, loses on the 2nd, draw exception, arbiter decides", im)
	}
	for _, act := range []rulebook.IllegalAct{"illegal_move", "unpromoted_pawn", "clock_without_move", "two_hands"} {
		if !im.Counts(act) {
			t.Errorf("7.5.1-7.5.4: %s must count as an illegal move", act)
		}
	}
	if im.Article != "7.5.5" {
		t.Errorf("illegal-move penalty article %q, want 7.5.5", im.Article)
	}
	// 7.5.2: the unpromoted pawn becomes a queen (valdovė) of its colour.
	if up := r.UnfinishedPromotion(); !up.Illegal || up.PawnBecomes != "queen" {
		t.Errorf("7.5.2 = %+v, want illegal, pawn becomes a queen", up)
	}
	// 9.5.3: an incorrect claim gives the opponent two minutes.
	if ic := r.IncorrectClaim(rulebook.TimeClassStandard); ic.OpponentGainsSeconds != 120 || len(ic.ClaimantBands) != 0 || ic.Article != "9.5.3" {
		t.Errorf("9.5.3 = %+v, want +120 s for the opponent, no claimant deduction", ic)
	}
	// 9.6.1: five occurrences, not necessarily consecutive.
	if ff := r.Fivefold(); ff.Occurrences != 5 || ff.Counting != "any" {
		t.Errorf("9.6.1 = %+v, want 5 occurrences, any", ff)
	}
	// 9.6.2 as the translation words it.
	if sf := r.SeventyFiveMoves(); sf.Moves != 75 || sf.Series != "last" || !sf.MatePrevails || sf.Origin != "lt-2018" {
		t.Errorf("9.6.2 = %+v, want 75, last, mate prevails, from lt-2018", sf)
	}
	// 9.3: 50 moves.
	if fm := r.FiftyMoves(); fm.Moves != 50 {
		t.Errorf("9.3 = %+v, want 50", fm)
	}
	// 9.2.2.1 / 9.2.2.2.
	if sp := r.SamePosition(); !sp.IfAndOnlyIf || sp.EnPassant != "possible_at_start" ||
		sp.Castling != "king_with_unmoved_rook_forfeited_after_moving" {
		t.Errorf("9.2.2 = %+v", sp)
	}
	// 8.4: fewer than five minutes and no increment of 30 s or more.
	se := r.ScoresheetExemption()
	if !se.Exempt(4*60e9+59e9, 0) || se.Exempt(5*60e9, 0) || se.Exempt(60e9, 30e9) || !se.Exempt(60e9, 29e9) {
		t.Errorf("8.4 = %+v: want exempt at 4:59 without increment, not at 5:00, not with 30 s, yes with 29 s", se)
	}
	// 6.7.1: unspecified default time is zero.
	if dt := r.DefaultTime(); dt.Minutes == nil || *dt.Minutes != 0 || !dt.RegulationsMaySet {
		t.Errorf("6.7.1 = %+v, want 0 minutes, set by regulations", dt)
	}
	// 7.3: fewer than 10 moves each -> new game.
	if cr := r.ColoursReversed(); cr.Rule != "new_game_if_fewer_moves" || cr.Moves != 10 {
		t.Errorf("7.3 = %+v, want new game if fewer than 10 moves", cr)
	}
	// 5.1.2: resignation is a win; 6.9 and 5.2.2 use any series of legal moves.
	if o := r.ResignationCannotMate(); o.Result != "win" {
		t.Errorf("5.1.2 = %+v, want win", o)
	}
	if o := r.FlagFallCannotMate(); o.Result != "draw" || o.Test != "any_series_of_legal_moves" {
		t.Errorf("6.9 = %+v", o)
	}
	// 5.2.3 / 9.1: agreement needs a move by each; claims count as offers.
	if da := r.DrawAgreement(); !da.MoveEachRequired || !da.ClaimCountsAsOffer || !da.RegulationsMayForbid {
		t.Errorf("5.2.3/9.1 = %+v", da)
	}
	// 10.1 / 10.2.
	if sc := r.Scoring(); sc.Win != 1 || sc.Draw != 0.5 || sc.Loss != 0 || !sc.AbnormalScoresForbidden {
		t.Errorf("10.1/10.2 = %+v", sc)
	}
}

// TestLT2018Coverage checks that parameters outside Articles 1-10 are marked
// as not in the translation (they still come from the base) and those inside
// are covered.
func TestLT2018Coverage(t *testing.T) {
	set := loadLT2018(t)
	r, err := set.Resolve("lt-2018")
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range []string{
		"time_classes.rapid", "time_classes.blitz", "illegal_moves.rapid", "illegal_moves.blitz",
		"rapid.no_claims_after_moves", "rapid.arbiter_calls_flag", "conduct.electronic_devices",
		"quickplay.finish", "penalties.catalogue",
	} {
		v := r.Get(id)
		if v == nil {
			t.Errorf("%s missing", id)
			continue
		}
		if v.Covered {
			t.Errorf("%s (art. %s) is outside Articles 1-10 and must not count as covered by lt-2018", id, v.Article)
		}
		if v.Origin != "fide-2018-01" {
			t.Errorf("%s comes from %s, want the base fide-2018-01", id, v.Origin)
		}
	}
	for _, id := range []string{
		"illegal_moves.standard", "claims.incorrect_standard", "draws.threefold", "draws.fivefold",
		"draws.fifty_moves", "draws.seventy_five_moves", "draws.dead_position", "default.time",
		"recording.scoresheet_exemption", "scoring.points", "colours.reversed",
	} {
		if v := r.Get(id); v == nil || !v.Covered {
			t.Errorf("%s should be covered by lt-2018 (Articles 1-10)", id)
		}
	}
}
