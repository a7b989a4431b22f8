package laws

// Time-control classification (Appendices A.1 and B.1, glossary "standard").
//
// What the basis is. A.1 (2018 wording): a rapid game is one where "either all
// the moves must be completed in a fixed time of more than 10 minutes but less
// than 60 minutes for each player; or the time allotted plus 60 times any
// increment is of more than 10 minutes but less than 60 minutes for each
// player". The Laws thus measure the time for the whole game ("all the
// moves"), and count an increment 60 times. For a control with several
// periods ("40/5400+30:1800+30") chessconform therefore takes
//
//	basis = every period's base time (each counted once, a repeating last
//	        period included once)
//	      + increment_multiplier × the average increment of the first
//	        `moves` moves (the rulebook's time_classes.basis; 60 and 60 in
//	        every FIDE edition, so simply the increment of each of the first
//	        60 moves added up)
//
// so 40/5400+30:1800+30 has 5400 + 1800 + 60 × 30 = 9000 s. A delay ("d") is
// not an increment and is not counted unless the rulebook says
// delay_counts: true. A sandclock counts its total time.

import (
	"fmt"
	"math"

	"github.com/chessconform/chessconform/rulebook"
	"github.com/chessconform/chessconform/timecontrol"
)

// The categories: rulebook's time classes (a time control is never
// classified as rulebook.TimeClassBlitzAdequate, which is a scope of rules).
const (
	Standard = rulebook.TimeClassStandard
	Rapid    = rulebook.TimeClassRapid
	Blitz    = rulebook.TimeClassBlitz
)

// Classification is the category of a time control under a rulebook.
type Classification struct {
	Category     rulebook.TimeClass // Standard, Rapid or Blitz
	Article      string             // the article that defines the category, in the rulebook's numbering
	BasisSeconds int64              // the basis compared with the bounds, rounded down
	Basis        float64
	// ArticleOf is the edition whose article is cited when the rulebook (a
	// translation without that appendix, bg-2005, lt-2018) does not contain
	// it; "" when the article is the rulebook's own.
	ArticleOf string
	// Interpretation is set when the periods' increments differ: A.1/B.1
	// count "60 times any increment", which does not say which; it names the
	// reading used (the increments of the first 60 moves) and what counting
	// the first period's increment 60 times gives.
	Interpretation string
}

// Basis computes the basis of a time control in seconds under the rulebook's
// basis rule (see the comment at the top of this file).
func Basis(tc timecontrol.TimeControl, b rulebook.Basis) (float64, error) {
	switch tc.Kind {
	case timecontrol.Sandclock:
		return float64(tc.Sandclock), nil
	case timecontrol.Periods:
	default:
		return 0, fmt.Errorf("time control %q has no time to classify", tc.String())
	}
	var basis float64
	for _, p := range tc.Periods {
		basis += float64(p.Seconds)
	}
	if b.Moves <= 0 {
		return basis, nil
	}
	// Add the increment (and the delay if it counts) of each of the first
	// b.Moves moves, scaled by increment_multiplier / moves.
	var perMove float64
	move := 1
	for i, p := range tc.Periods {
		last := i == len(tc.Periods)-1
		n := p.Moves
		if last || n == 0 {
			n = b.Moves - move + 1 // the last period (repeating or sudden death) runs to the end
		}
		if n > b.Moves-move+1 {
			n = b.Moves - move + 1
		}
		if n <= 0 {
			break
		}
		extra := float64(p.Increment)
		if b.DelayCounts {
			extra += float64(p.Delay)
		}
		perMove += extra * float64(n)
		move += n
	}
	basis += perMove * float64(b.IncrementMultiplier) / float64(b.Moves)
	return basis, nil
}

// Classify puts a time control in a category under a resolved rulebook. Blitz
// is checked first, then rapid, then standard; a standard class that the
// rulebook leaves undefined (2009) takes whatever is neither rapid nor blitz.
//
// A traced rulebook (rulebook.Resolved.Traced) learns of the classes the
// decision tested (blitz; rapid unless blitz; standard when neither) and of
// the basis rule when the control has more than a fixed time.
func Classify(r *rulebook.Resolved, tc timecontrol.TimeControl) (Classification, error) {
	tcs := r.Untraced().TimeClasses()
	basis, err := Basis(tc, tcs.Basis)
	if err != nil {
		return Classification{}, err
	}
	if !fixedTime(tc) {
		r.Consult(tcs.Basis.Ref)
	}
	out := Classification{BasisSeconds: int64(math.Floor(basis)), Basis: basis}
	r.Consult(tcs.Blitz.Ref)
	switch {
	case tcs.Blitz.Contains(basis):
		out.Category, out.Article = Blitz, tcs.Blitz.Article
	case consulted(r, tcs.Rapid.Ref) && tcs.Rapid.Contains(basis):
		out.Category, out.Article = Rapid, tcs.Rapid.Article
	case consulted(r, tcs.Standard.Ref) && (tcs.Standard.Residual() || tcs.Standard.Contains(basis)):
		out.Category, out.Article = Standard, tcs.Standard.Article
	default:
		return out, fmt.Errorf("rulebook %s: a basis of %g s falls in no time class (rapid %s, blitz %s, standard %s)",
			r.ID, basis, tcs.Rapid.Article, tcs.Blitz.Article, tcs.Standard.Article)
	}
	out.ArticleOf = r.ArticleSource(out.Article)
	if alt, ok := firstPeriodBasis(tc, tcs.Basis); ok {
		var other rulebook.TimeClass // none: neither rapid nor blitz
		switch {
		case tcs.Blitz.Contains(alt):
			other = Blitz
		case tcs.Rapid.Contains(alt):
			other = Rapid
		case tcs.Standard.Residual() || tcs.Standard.Contains(alt):
			other = Standard
		}
		agree := "the same category"
		switch {
		case other == "":
			agree = "neither rapid nor blitz, a different category"
		case other != out.Category:
			agree = string(other) + ", a different category"
		}
		out.Interpretation = fmt.Sprintf("the periods have different increments and %s counts \"60 times any increment\" without saying which: "+
			"chessconform adds the increment of each of the first %d moves (%d s); counting the first period's increment %d times gives %d s: %s",
			tcs.Basis.Article, tcs.Basis.Moves, out.BasisSeconds, tcs.Basis.IncrementMultiplier, int64(math.Floor(alt)), agree)
	}
	return out, nil
}

// consulted reports ref to r's trace and is true, for use in a condition.
func consulted(r *rulebook.Resolved, ref rulebook.Ref) bool {
	r.Consult(ref)
	return true
}

// fixedTime reports a control of one sudden-death period with no increment
// or delay, whose basis is its time under every reading of the basis rule.
func fixedTime(tc timecontrol.TimeControl) bool {
	if tc.Kind != timecontrol.Periods || len(tc.Periods) != 1 {
		return false
	}
	p := tc.Periods[0]
	return p.Moves == 0 && p.Increment == 0 && p.Delay == 0
}

// firstPeriodBasis is the basis read the other way a multi-period control
// allows (every period's time + the multiplier × the first period's
// increment); ok is false when every period has the same increment (and
// delay, if it counts), where the readings agree.
func firstPeriodBasis(tc timecontrol.TimeControl, b rulebook.Basis) (float64, bool) {
	if tc.Kind != timecontrol.Periods || len(tc.Periods) < 2 || b.Moves <= 0 {
		return 0, false
	}
	extra := func(p timecontrol.Period) float64 {
		x := float64(p.Increment)
		if b.DelayCounts {
			x += float64(p.Delay)
		}
		return x
	}
	first, differ := extra(tc.Periods[0]), false
	var basis float64
	for _, p := range tc.Periods {
		basis += float64(p.Seconds)
		differ = differ || extra(p) != first
	}
	if !differ {
		return 0, false
	}
	return basis + first*float64(b.IncrementMultiplier), true
}
