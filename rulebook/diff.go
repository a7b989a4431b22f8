package rulebook

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// Side is one rulebook's side of a change.
type Side struct {
	Rulebook    string `json:"rulebook"`
	Article     string `json:"article,omitempty"`
	BaseArticle string `json:"base_article,omitempty"`
	Value       any    `json:"value,omitempty"`
	Absent      bool   `json:"absent,omitempty"`
	Origin      string `json:"origin,omitempty"`
	Verified    bool   `json:"verified"`
	Covered     bool   `json:"covered"`
	// Edition is the edition whose numbering BaseArticle uses.
	Edition string `json:"edition,omitempty"`
	// Text is what this side says, for textual deviations and omissions.
	Text string `json:"text,omitempty"`
}

// Change kinds.
const (
	ChangeValue      = "changed"    // the rule differs
	ChangeRenumbered = "renumbered" // same rule, different article
	ChangeDeviation  = "deviation"  // a translation's textual deviation
	ChangeOmitted    = "omitted"    // a base-edition article the translation leaves out
)

// Change is one parameter that differs between two resolved rulebooks,
// paired by meaning (the parameter id), not by article number.
type Change struct {
	ID          string `json:"id"` // parameter id, DeviationID(...) or OmissionID(...)
	Title       string `json:"title"`
	Kind        string `json:"kind"`
	A           Side   `json:"a"`
	B           Side   `json:"b"`
	Deviation   string `json:"deviation,omitempty"`   // translation's deviation text (either side)
	Consequence string `json:"consequence,omitempty"` // a plain sentence, when one can be said
}

// FindChange returns the change with that id, or nil.
func FindChange(cs []Change, id string) *Change {
	for i := range cs {
		if cs[i].ID == id {
			return &cs[i]
		}
	}
	return nil
}

// Diff resolves two rulebooks of the set and compares them.
func (s *Set) Diff(a, b string) ([]Change, error) {
	ra, err := s.Resolve(a)
	if err != nil {
		return nil, err
	}
	rb, err := s.Resolve(b)
	if err != nil {
		return nil, err
	}
	return Diff(ra, rb), nil
}

// Diff compares two resolved rulebooks: every parameter whose value (or
// absence) differs, every pure renumbering, and the textual deviations of a
// translation on either side.
func Diff(a, b *Resolved) []Change {
	var out []Change
	classSaid := false // the time-class sentence covers all three classes: say it once
	for _, p := range catalogue {
		va, vb := a.values[p.id], b.values[p.id]
		if va == nil || vb == nil {
			continue
		}
		c := Change{ID: p.id, Title: p.title, A: side(a, va), B: side(b, vb)}
		c.Deviation = strings.TrimSpace(strings.Join(nonEmpty(va.Deviation, vb.Deviation), " / "))
		switch {
		case va.Absent != vb.Absent || !sameJSON(va.Value, vb.Value):
			c.Kind = ChangeValue
			if !strings.HasPrefix(p.id, "time_classes.") || !classSaid {
				c.Consequence = consequence(p.id, a, b)
				classSaid = classSaid || (strings.HasPrefix(p.id, "time_classes.") && c.Consequence != "")
			}
		case va.Article != vb.Article:
			c.Kind = ChangeRenumbered
		default:
			continue
		}
		out = append(out, c)
	}
	for _, r := range []*Resolved{a, b} {
		other := b
		if r == b {
			other = a
		}
		for _, d := range r.Deviations {
			if containsDev(other.Deviations, d) {
				continue // the same translation on both sides
			}
			c := Change{ID: DeviationID(d.Rulebook, d.Key), Title: "Textual deviation", Kind: ChangeDeviation, Deviation: d.Description}
			own := Side{Rulebook: r.ID, Article: d.Article, BaseArticle: d.BaseArticle, Edition: r.Edition(),
				Verified: true, Covered: true, Text: d.Description}
			c.A, c.B = orient(r == a, own, otherSide(other, r.Edition(), d.BaseArticle, "authentic text", "no such deviation"))
			out = append(out, c)
		}
		for _, o := range r.Omits {
			if containsOmission(other.Omits, o) {
				continue
			}
			c := Change{ID: OmissionID(o.Rulebook, o.BaseArticle), Title: "Article omitted by the translation", Kind: ChangeOmitted,
				Deviation: o.Description}
			own := Side{Rulebook: r.ID, BaseArticle: o.BaseArticle, Edition: r.Edition(), Absent: true, Verified: true,
				Text: "omitted: " + o.Description}
			c.A, c.B = orient(r == a, own, otherSide(other, r.Edition(), o.BaseArticle, "present", "present"))
			out = append(out, c)
		}
	}
	return out
}

// orient puts the translation's side where its rulebook was (A or B).
func orient(ownIsA bool, own, other Side) (Side, Side) {
	if ownIsA {
		return own, other
	}
	return other, own
}

// otherSide is the side facing a translation's textual deviation or omission
// of base article base (edition ed): the same article in r's own numbering
// when r rests on the same edition, else no article.
func otherSide(r *Resolved, ed, base, editionText, otherText string) Side {
	s := Side{Rulebook: r.ID, Verified: true, Covered: true, Text: otherText}
	if r.Edition() != ed {
		return s
	}
	s.Article, s.BaseArticle, s.Edition = base, base, ed
	if r.Kind == KindEdition {
		s.Text = editionText
	}
	for _, f := range r.Chain[1:] {
		if f.Kind != KindTranslation {
			continue
		}
		for t, b := range f.Articles {
			if b == base {
				s.Article = t
			}
		}
		for _, o := range f.Omits {
			if covered([]string{o.BaseArticle}, base) {
				s.Article, s.Absent, s.Text = "", true, "omitted as well"
			}
		}
	}
	return s
}

func containsDev(ds []TextDeviation, d TextDeviation) bool {
	for _, x := range ds {
		if x == d {
			return true
		}
	}
	return false
}

func containsOmission(os []Omission, o Omission) bool {
	for _, x := range os {
		if x == o {
			return true
		}
	}
	return false
}

func side(r *Resolved, v *Value) Side {
	return Side{Rulebook: r.ID, Article: v.Article, BaseArticle: v.BaseArticle, Value: v.Value, Absent: v.Absent,
		Origin: v.Origin, Verified: v.Verified, Covered: v.Covered, Edition: r.Edition()}
}

func nonEmpty(ss ...string) []string {
	var out []string
	for _, s := range ss {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

func sameJSON(a, b any) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}

// consequence says in one sentence what the change means in play, where the
// parameter allows a concrete statement; "" otherwise.
func consequence(id string, a, b *Resolved) string {
	switch {
	case strings.HasPrefix(id, "time_classes."):
		return classConsequence(a, b)
	case strings.HasPrefix(id, "illegal_moves.") && id != "illegal_moves.unfinished_promotion":
		class := TimeClass(strings.TrimPrefix(id, "illegal_moves."))
		ma, mb := a.IllegalMoves(class), b.IllegalMoves(class)
		if fa, fb := firstIllegal(ma), firstIllegal(mb); fa != fb {
			return fmt.Sprintf("A first illegal move in a %s game: %s under %s, %s under %s.", class, fa, a.ID, fb, b.ID)
		}
	case strings.HasPrefix(id, "claims.incorrect_"):
		class := TimeClass(strings.TrimPrefix(id, "claims.incorrect_"))
		ca, cb := a.IncorrectClaim(class), b.IncorrectClaim(class)
		return fmt.Sprintf("After an incorrect draw claim in a %s game the opponent gets %s under %s, %s under %s.", class,
			minutes(ca.OpponentGainsSeconds)+bandsNote(ca), a.ID, minutes(cb.OpponentGainsSeconds)+bandsNote(cb), b.ID)
	case id == "draws.fivefold":
		fa, fb := a.Fivefold(), b.Fivefold()
		return fmt.Sprintf("A position occurring five times %s under %s, %s under %s.", fivefold(fa), a.ID, fivefold(fb), b.ID)
	case id == "draws.resignation_cannot_mate":
		oa, ob := a.ResignationCannotMate(), b.ResignationCannotMate()
		return fmt.Sprintf("Resigning when the opponent cannot checkmate by any series of legal moves is a %s for the opponent under %s, a %s under %s.",
			oa.Result, a.ID, ob.Result, b.ID)
	}
	va, vb := a.values[id], b.values[id]
	da, db := Describe(id, va.Value, va.Absent), Describe(id, vb.Value, vb.Absent)
	if da == db {
		return ""
	}
	return fmt.Sprintf("Under %s: %s. Under %s: %s.", a.ID, da, b.ID, db)
}

func firstIllegal(m IllegalMoves) string {
	if m.Ref.Absent {
		return "no rule"
	}
	if m.LosesOn == 1 {
		return "loss of the game"
	}
	return fmt.Sprintf("%s to the opponent (the %s loses)", minutes(m.OpponentGainsSeconds), ordinal(m.LosesOn))
}

func fivefold(f Fivefold) string {
	switch {
	case f.Ref.Absent:
		return "is only a claimable repetition"
	case f.Counting == CountingAny:
		return "ends the game as a draw"
	case f.Counting == CountingConsecutive:
		return "ends the game as a draw only if its occurrences are consecutive"
	default:
		return "ends the game as a draw only if it occurs after consecutive alternate moves"
	}
}

func bandsNote(c IncorrectClaim) string {
	if len(c.ClaimantBands) == 0 {
		return ""
	}
	return " and the claimant's own time is cut"
}

func minutes(s int) string {
	if s%60 == 0 {
		if s == 60 {
			return "1 minute"
		}
		return fmt.Sprintf("%d minutes", s/60)
	}
	return fmt.Sprintf("%d seconds", s)
}

func ordinal(n int) string {
	switch n {
	case 1:
		return "first"
	case 2:
		return "second"
	case 3:
		return "third"
	}
	return fmt.Sprintf("%dth", n)
}

// classConsequence finds concrete time controls (base minutes + increment
// seconds) on and around the bounds of both rulebooks that fall in different
// classes, and names up to three.
func classConsequence(a, b *Resolved) string {
	ta, tb := a.TimeClasses(), b.TimeClasses()
	var mins []float64
	for _, tc := range []TimeClasses{ta, tb} {
		for _, c := range []Class{tc.Standard, tc.Rapid, tc.Blitz} {
			for _, m := range []*float64{c.MinMinutes, c.MaxMinutes} {
				if m != nil {
					mins = append(mins, *m-1, *m)
				}
			}
		}
	}
	sort.Float64s(mins)
	type tcase struct {
		base float64
		inc  int
	}
	var cases []tcase
	for _, m := range mins {
		cases = append(cases, tcase{m, 0})
		if m >= 1 {
			cases = append(cases, tcase{m - 1, 2}) // e.g. 9 min + 2 s around a 10-minute bound
		}
	}
	var diffs []string
	seen := map[string]bool{}
	for _, c := range cases {
		label := fmt.Sprintf("%g min", c.base)
		if c.inc > 0 {
			label += fmt.Sprintf(" + %d s", c.inc)
		}
		if seen[label] || c.base <= 0 {
			continue
		}
		seen[label] = true
		ca := categoryOf(ta, c.base*60+float64(c.inc*ta.Basis.IncrementMultiplier))
		cb := categoryOf(tb, c.base*60+float64(c.inc*tb.Basis.IncrementMultiplier))
		if ca != cb {
			diffs = append(diffs, fmt.Sprintf("%s: %s under %s, %s under %s", label, ca, a.ID, cb, b.ID))
		}
		if len(diffs) == 3 {
			break
		}
	}
	if len(diffs) == 0 {
		return ""
	}
	return strings.Join(diffs, "; ") + "."
}

// categoryOf is the plain bounds check used for the diff's sentence (blitz,
// then rapid, then standard; a residual standard takes the rest). The laws
// package does the real classification from the same numbers.
func categoryOf(tc TimeClasses, seconds float64) string {
	switch {
	case tc.Blitz.Contains(seconds):
		return "blitz"
	case tc.Rapid.Contains(seconds):
		return "rapid"
	case tc.Standard.Residual() || tc.Standard.Contains(seconds):
		return "standard"
	}
	return "unclassified"
}
