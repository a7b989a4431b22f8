package certify

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/cucumber/godog"

	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/rulebook"
	"github.com/chessconform/chessconform/steps"
	"github.com/chessconform/chessconform/subject"
)

// pickleKey identifies a pickle across two parses of the same files: godog
// hands the hooks the pickle, not its line, and pickle ids are not
// guaranteed stable, so the content is the key.
func pickleKey(uri, name string, tags []string, steps []string) string {
	return uri + "\x00" + name + "\x00" + strings.Join(tags, " ") + "\x00" + strings.Join(steps, "\x00")
}

// articlesOf turns tags into articles ("@art-3.8.2" → "3.8.2", "@appendix-C.10"
// → "appendix-C.10", "@guidelines-II" → "guidelines-II"), keeping only the
// most specific: "3" is dropped when "3.8.2" is there.
func articlesOf(tags []string) []string {
	var all []string
	for _, t := range tags {
		t = strings.TrimPrefix(t, "@")
		switch {
		case strings.HasPrefix(t, "art-"):
			all = append(all, strings.TrimPrefix(t, "art-"))
		case strings.HasPrefix(t, "appendix-"), strings.HasPrefix(t, "guidelines-"):
			all = append(all, t)
		}
	}
	var out []string
	for _, a := range all {
		general := false
		for _, b := range all {
			if b != a && strings.HasPrefix(b, a+".") {
				general = true
				break
			}
		}
		if !general && !slices.Contains(out, a) {
			out = append(out, a)
		}
	}
	slices.SortFunc(out, rulebook.CompareArticles)
	return out
}

// capabilityOf decides which capability a case certifies, from the case
// alone: an explicit @cap-NAME tag; else the most specific capability of
// the operations the case calls (its plan: arbiter, clocks, unwinnability,
// status, notation, moves); else, for a case that calls nothing, by article
// (Appendix C is notation, Appendices A and B clocks, Articles 5 and 9
// status, the rest moves).
func capabilityOf(tags, articles []string, called map[string]bool) string {
	for _, t := range tags {
		if c, ok := strings.CutPrefix(t, "@cap-"); ok {
			return c
		}
	}
	for _, c := range []string{"arbiter", "clocks", "unwinnability", "status", "notation", "moves"} {
		if called[c] {
			return c
		}
	}
	for _, a := range articles {
		switch {
		case strings.HasPrefix(a, "appendix-C"):
			return "notation"
		case strings.HasPrefix(a, "appendix-A"), strings.HasPrefix(a, "appendix-B"):
			return "clocks"
		case a == "5" || a == "9" || strings.HasPrefix(a, "5.") || strings.HasPrefix(a, "9."):
			return "status"
		}
	}
	return "moves"
}

func rulebookOf(books []string) string {
	if len(books) == 0 {
		return "any"
	}
	return strings.Join(books, ",")
}

// scenarioArticles are the articles of a scenario's own tags (its own and
// its Examples'); the feature's (and rule's) tags only when it has none.
func scenarioArticles(s *scenario) []string {
	if arts := articlesOf(s.Own); len(arts) > 0 {
		return arts
	}
	return articlesOf(s.Outer)
}

// scenarioCase is the case of a scenario before it runs: everything but
// its outcome, which depends only on the scenario and its plan.
func (r *runner) scenarioCase(s *scenario, p scenarioPlan) Case {
	arts := scenarioArticles(s)
	c := Case{
		ID: s.ID, Kind: "scenario", Name: s.Name,
		Articles:   nonNil(arts),
		Capability: capabilityOf(s.Tags, arts, p.capabilities()),
		Rulebook:   rulebookOf(p.Rulebooks),
		Source:     s.ID,
		Unverified: p.Unverified,
	}
	// A feature written for one rulebook (@hu-2018) certifies that
	// rulebook, in its numbering, also where its steps need none.
	if rb := steps.RulebookOfTags(s.Tags, r.known); rb != "" {
		c.Rulebook = rb
	}
	return c
}

// refusal says why a scenario is not sent to the program: its plan needs a
// capability, rulebook or locale the program did not declare ("" if none).
func (r *runner) refusal(p scenarioPlan) string {
	for _, op := range p.Ops {
		if c := protocol.OpCapability[op]; !slices.Contains(r.scope.Capabilities, c) {
			return fmt.Sprintf("the scenario calls %s: capability %q not declared", op, c)
		}
	}
	for _, b := range p.Rulebooks {
		if !slices.Contains(r.scope.Rulebooks, b) {
			return fmt.Sprintf("the scenario names rulebook %q: not declared", b)
		}
	}
	if r.scope.Locales != nil {
		for _, l := range p.Locales {
			if !slices.Contains(r.scope.Locales, l) {
				return fmt.Sprintf("the scenario needs SAN locale %q: not declared (hello locales %v)", l, r.scope.Locales)
			}
		}
	}
	return ""
}

// runFeatures runs the scenarios sel (all lists every scenario of their
// files) against the session, adding one case per scenario.
func (r *runner) runFeatures(all, sel []*scenario) error {
	ps, err := plans(r.ctx, r.opts.Data, all, sel, r.reference)
	if err != nil {
		return err
	}
	r.addTotal(len(sel))
	return runGodog(r.opts.Data, all, sel, func(sc *godog.ScenarioContext, find func(*godog.Scenario) *scenario) {
		rec := newRecorder(r.ctx, r.sess, r.scope)
		steps.Initializer(rec)(sc)
		var (
			cur        *scenario
			plan       scenarioPlan
			skip       bool
			failedID   string
			failedErr  error
			incomplete bool
		)
		sc.Before(func(ctx context.Context, s *godog.Scenario) (context.Context, error) {
			cur = find(s)
			if cur == nil {
				skip = true
				return ctx, godog.ErrSkip
			}
			plan = ps[planKey(cur)]
			if why := r.refusal(plan); why != "" {
				c := r.scenarioCase(cur, plan)
				c.Status = Unsupported
				c.Message = why + ": " + subject.ErrUnsupported.Error() + " (not sent)"
				r.add(c)
				skip = true
				return ctx, godog.ErrSkip
			}
			return ctx, nil
		})
		sc.StepContext().After(func(ctx context.Context, st *godog.Step, _ godog.StepResultStatus, err error) (context.Context, error) {
			if err != nil && failedID == "" {
				failedID, failedErr = st.Id, err
				incomplete = errors.Is(err, steps.ErrIncomplete)
			}
			return ctx, nil
		})
		sc.After(func(ctx context.Context, s *godog.Scenario, err error) (context.Context, error) {
			if skip {
				return ctx, nil
			}
			if err == nil {
				err = failedErr
			}
			c := r.scenarioCase(cur, plan)
			harness := errors.Is(err, godog.ErrUndefined) || errors.Is(err, godog.ErrPending) || errors.Is(err, godog.ErrAmbiguous)
			c.Status = rec.status(err != nil, incomplete)
			failing := -1
			for i, st := range s.Steps {
				if st.Id == failedID {
					failing = i
				}
			}
			switch {
			case c.Status == Fail && harness:
				c.Status, c.Message = Error, "harness: "+err.Error()
			case c.Status == Error:
				c.Message = faultMessage(firstErr(rec.fault, err))
			case c.Status == Unsupported:
				c.Message = rec.unsupported.Error()
			case c.Status == Fail, c.Status == Incomplete:
				if failing >= 0 {
					c.Expected = cur.Steps[failing]
				}
				c.Actual = stepError(err)
			}
			if c.Status != Pass {
				c.Steps = markSteps(cur.Steps, failing)
				c.Requests, c.Answer = rec.requests, rec.lastAnswer
			}
			if u := rec.unwinnable; u != nil && (c.Status == Fail || c.Status == Incomplete) {
				if ref, err := r.reference(); err == nil {
					c.Evidence = unwinnabilityEvidence(r.ctx, ref, u.FEN, u.Side)
				}
			}
			r.add(c)
			return ctx, nil
		})
	})
}

// markSteps lists a scenario's steps, the failing one marked.
func markSteps(ss []string, failing int) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		mark := "  "
		if i == failing {
			mark = "✗ "
		}
		out[i] = mark + s
	}
	return out
}

// stepError strips godog's decoration from a step's error.
func stepError(err error) string {
	if err == nil {
		return ""
	}
	s := err.Error()
	s = strings.TrimPrefix(s, "step error: ")
	return s
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return errors.New("unknown error")
}

// stripLine turns "features/x.feature:12" into "features/x.feature".
func stripLine(p string) string {
	if i := strings.LastIndexByte(p, ':'); i > 0 {
		if n := p[i+1:]; n != "" && strings.Trim(n, "0123456789") == "" {
			return p[:i]
		}
	}
	return p
}

func dedupe(s []string) []string {
	var out []string
	for _, x := range s {
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}
