package outcome_test

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/chessconform/chessconform/outcome"
)

// schemaEnums reads the enums of schema/protocol/results.schema.json: for
// each $defs entry, each property's enum (and a claim's kind, one level down).
func schemaEnums(t *testing.T) map[string][]string {
	t.Helper()
	b, err := os.ReadFile("../schema/protocol/results.schema.json")
	if err != nil {
		t.Fatal(err)
	}
	type prop struct {
		Enum        []string `json:"enum"`
		Description string   `json:"description"`
		Items       struct {
			Properties map[string]struct {
				Enum []string `json:"enum"`
			} `json:"properties"`
		} `json:"items"`
	}
	var s struct {
		Defs map[string]struct {
			Enum       []string        `json:"enum"`
			Properties map[string]prop `json:"properties"`
		} `json:"$defs"`
	}
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{
		"side":                    s.Defs["side"].Enum,
		"game_status.claims.kind": s.Defs["game_status"].Properties["claims"].Items.Properties["kind"].Enum,
		"adjudicate.result":       {s.Defs["adjudicate"].Properties["result"].Description},
	}
	for def, d := range s.Defs {
		for name, p := range d.Properties {
			if p.Enum != nil {
				out[def+"."+name] = p.Enum
			}
		}
	}
	return out
}

func strs[T ~string](vs []T) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = string(v)
	}
	return out
}

// TestEnumsAreTheSchemas: the Go values are exactly the protocol schema's
// enums, in its order, so that a value one side writes the other accepts.
func TestEnumsAreTheSchemas(t *testing.T) {
	enums := schemaEnums(t)
	var onBoard, claims []outcome.Termination
	for _, term := range outcome.Terminations() {
		if term.OnTheBoard() {
			onBoard = append(onBoard, term)
		}
		if term.Claim() {
			claims = append(claims, term)
		}
	}
	for _, c := range []struct {
		enum string
		want []string
	}{
		{"game_status.result", strs(outcome.Results())},
		{"game_status.termination", strs(append([]outcome.Termination{outcome.NoTermination}, onBoard...))},
		{"game_status.claims.kind", strs(claims)},
		{"unwinnable.verdict", strs(outcome.Verdicts())},
		// omitempty: "" never travels in a ruling, so the schema lists no "".
		{"adjudicate.termination", strs(outcome.Terminations())},
		{"side", []string{outcome.White.String(), outcome.Black.String()}},
	} {
		if got := enums[c.enum]; !slices.Equal(got, c.want) {
			t.Errorf("%s: schema enum %q, Go values %q", c.enum, got, c.want)
		}
	}
	// The arbiter's results are described, not enumerated: each is named.
	desc := enums["adjudicate.result"][0]
	for _, r := range outcome.RulingResults() {
		if !strings.Contains(desc, string(r)) {
			t.Errorf("adjudicate.result's description %q does not name %q", desc, r)
		}
	}
}

func TestValid(t *testing.T) {
	for _, r := range outcome.Results() {
		if !r.Valid() {
			t.Errorf("%q not valid", r)
		}
	}
	for _, term := range append(outcome.Terminations(), outcome.NoTermination) {
		if !term.Valid() {
			t.Errorf("%q not valid", term)
		}
	}
	for _, v := range outcome.Verdicts() {
		if !v.Valid() {
			t.Errorf("%q not valid", v)
		}
	}
	for _, bad := range []string{"1-1", "draw", "1/2", "0-?", ""} {
		if outcome.Result(bad).Valid() {
			t.Errorf("result %q valid", bad)
		}
	}
	for _, bad := range []string{"mate", "Checkmate", "seventy-five"} {
		if outcome.Termination(bad).Valid() {
			t.Errorf("termination %q valid", bad)
		}
	}
	for _, bad := range []string{"", "maybe", "Winnable"} {
		if outcome.Verdict(bad).Valid() || outcome.Verdict(bad).Proven() {
			t.Errorf("verdict %q valid", bad)
		}
	}
}

// TestResultIsDerived: every way to build an Outcome gives the result its
// winner implies, and the zero Outcome is a game in play.
func TestResultIsDerived(t *testing.T) {
	for _, c := range []struct {
		o      outcome.Outcome
		result outcome.Result
		term   outcome.Termination
		winner string
		str    string
	}{
		{outcome.Outcome{}, outcome.InPlay, outcome.NoTermination, "", "* in play"},
		{outcome.Decisive(outcome.Checkmate, outcome.White), outcome.WhiteWins, outcome.Checkmate, "white", "1-0 by checkmate"},
		{outcome.Decisive(outcome.Resignation, outcome.Black), outcome.BlackWins, outcome.Resignation, "black", "0-1 by resignation"},
		{outcome.Drawn(outcome.Stalemate), outcome.Draw, outcome.Stalemate, "", "1/2-1/2 by stalemate"},
		{outcome.Drawn(outcome.TimeForfeit), outcome.Draw, outcome.TimeForfeit, "", "1/2-1/2 by time-forfeit"},
		// No termination, no end: a winner without a termination is not a result.
		{outcome.Decisive(outcome.NoTermination, outcome.White), outcome.InPlay, outcome.NoTermination, "", "* in play"},
	} {
		winner := ""
		if w, ok := c.o.Winner(); ok {
			winner = w.String()
		}
		if c.o.Result() != c.result || c.o.Termination() != c.term || winner != c.winner || c.o.String() != c.str || c.o.Over() != (c.term != "") {
			t.Errorf("%s: result %s, termination %q, winner %q, over %v; want %s %q %q", c.o, c.o.Result(), c.o.Termination(), winner, c.o.Over(), c.result, c.term, c.winner)
		}
	}
	if outcome.Win(outcome.White) != outcome.WhiteWins || outcome.Win(outcome.Black) != outcome.BlackWins || outcome.White.Other() != outcome.Black {
		t.Error("Win or Other")
	}
	for _, r := range outcome.RulingResults() {
		if r.Decisive() != (r == outcome.WhiteWins || r == outcome.BlackWins) {
			t.Errorf("%q.Decisive() = %v", r, r.Decisive())
		}
	}
}

// TestJSON: the values travel as the strings they are.
func TestJSON(t *testing.T) {
	b, err := json.Marshal(struct {
		R outcome.Result
		T outcome.Termination
		V outcome.Verdict
	}{outcome.Draw, outcome.SeventyFiveMoves, outcome.Unwinnable})
	if err != nil || string(b) != `{"R":"1/2-1/2","T":"seventy-five-moves","V":"unwinnable"}` {
		t.Errorf("%s %v", b, err)
	}
}
