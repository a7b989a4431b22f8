package arbiter

import (
	"context"
	"encoding/json"
	"io/fs"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/laws"
	"github.com/chessconform/chessconform/outcome"
)

// eventTypes are the event types in the schema's order.
var eventTypes = []EventType{TypeMove, TypeClocks, TypeIllegal, TypeDrawOffer, TypeClaim, TypeQuickplayClaim,
	TypeQuickplayIncrement, TypeFlag, TypeResign, TypeDevice, TypeLateArrival, TypeTimeControl, TypeSealedMove,
	TypeColoursReversed, TypeTouch, TypeSetup, TypeIllegalPosition, TypeRefusal, TypeScoresheetRequest,
	TypeClockHandling, TypeClockUnpressed, TypeClockPressed}

func strs[T ~string](vs ...T) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = string(v)
	}
	return out
}

// TestEventLogEnums checks every enum of schema/eventlog.schema.json
// against the Go constants of its named type, and fails on a schema enum
// that no Go type stands for.
func TestEventLogEnums(t *testing.T) {
	want := map[string][]string{
		"/properties/time_class/enum":                             strs(ClassStandard, ClassRapid, ClassBlitz),
		"/properties/supervision/enum":                            strs(SupervisionAdequate, SupervisionInadequate),
		"/$defs/side/enum":                                        {chess.White.String(), chess.Black.String()},
		"/$defs/event/properties/type/enum":                       strs(eventTypes...),
		"/$defs/illegal/properties/act/enum":                      strs(IllegalMove, UnpromotedPawn, ClockWithoutMove, TwoHands),
		"/$defs/illegal/properties/noticed_by/enum":               strs(ByArbiter, ByOpponent),
		"/$defs/draw_offer/properties/response/enum":              strs(ResponseAccepted, ResponseDeclined, ResponseNone),
		"/$defs/claim/properties/kind/enum":                       strs(ClaimThreefold, ClaimFiftyMoves),
		"/$defs/claim/properties/response/enum":                   strs(ResponseAccepted, ResponseDeclined),
		"/$defs/quickplay_claim/properties/ruling/enum":           strs(RulingDraw, RulingPostponed, RulingRejected, RulingReferred),
		"/$defs/quickplay_claim/properties/response/enum":         strs(ResponseAccepted, ResponseDeclined),
		"/$defs/quickplay_increment/properties/opponent/enum":     strs(AcceptsDraw, RefusesDraw),
		"/$defs/quickplay_increment/properties/arbiter/enum":      strs(ArbiterAgrees, ArbiterDisagrees),
		"/$defs/flag/properties/observed_by/enum":                 strs(ByArbiter, ByOpponent),
		"/$defs/flag/properties/established_by/enum":              strs(ByArbiterScoresheet, ByOpponentScoresheet, ByReconstruction),
		"/$defs/device/properties/how/enum":                       strs(DeviceRings, DeviceSounds, DeviceOnPerson, DeviceInBag),
		"/$defs/touch/properties/promotion/enum":                  slices.Sorted(maps.Keys(promotions)),
		"/$defs/setup/properties/kind/enum":                       strs(SetupInitialPosition, SetupBoardOrientation),
		"/$defs/illegal_position/properties/kind/enum":            strs(BothKingsInCheck, PawnOnLastRank),
		"/$defs/illegal_position/properties/after_next_move/enum": strs(StillOnBoard, Corrected),
		"/$defs/clock_handling/properties/act/enum": strs(ClockOtherHand, ClockHovering, ClockPressedForcibly, ClockPickedUp,
			ClockPressedBeforeMoving, ClockKnockedOver),
	}
	if ClassStandard != laws.Standard || ClassRapid != laws.Rapid || ClassBlitz != laws.Blitz {
		t.Errorf("time classes %q %q %q differ from laws' %q %q %q", ClassStandard, ClassRapid, ClassBlitz, laws.Standard, laws.Rapid, laws.Blitz)
	}
	schema := readSchema(t)
	got := map[string][]string{}
	var walk func(ptr string, v any)
	walk = func(ptr string, v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, c := range v {
				if vs, ok := c.([]any); ok && k == "enum" {
					for _, e := range vs {
						got[ptr+"/enum"] = append(got[ptr+"/enum"], e.(string))
					}
					continue
				}
				walk(ptr+"/"+k, c)
			}
		case []any:
			for _, c := range v {
				walk(ptr+"/[]", c)
			}
		}
	}
	walk("", schema)
	for _, ptr := range slices.Sorted(maps.Keys(got)) {
		w, ok := want[ptr]
		switch {
		case !ok:
			t.Errorf("%s: a schema enum with no Go type: %q", ptr, got[ptr])
		case !sameSet(got[ptr], w):
			t.Errorf("%s: schema %q, Go constants %q", ptr, got[ptr], w)
		}
	}
	for ptr := range want {
		if _, ok := got[ptr]; !ok {
			t.Errorf("%s: no such enum in the schema", ptr)
		}
	}
}

// TestEventTypesDecode checks that each event type is its schema
// definition's const and decodes to a payload of that type.
func TestEventTypesDecode(t *testing.T) {
	defs := readSchema(t)["$defs"].(map[string]any)
	for _, typ := range eventTypes {
		def, ok := defs[string(typ)].(map[string]any)
		if !ok {
			t.Errorf("%s: no $defs entry in the schema", typ)
			continue
		}
		if c := def["properties"].(map[string]any)["type"].(map[string]any)["const"]; c != string(typ) {
			t.Errorf("%s: $defs/%s/properties/type/const is %v", typ, typ, c)
		}
		e, ok := (&wireEvent{Type: string(typ)}).decode()
		if !ok || e.Type() != typ {
			t.Errorf("%s: decodes to %#v", typ, e)
		}
	}
	if e, ok := (&wireEvent{Type: "bogus"}).decode(); ok {
		t.Errorf("an unknown type decodes to %#v", e)
	}
}

func readSchema(t *testing.T) map[string]any {
	t.Helper()
	b, err := fs.ReadFile(chessconform.Data, SchemaPath)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	return m
}

func sameSet(a, b []string) bool {
	a, b = slices.Sorted(slices.Values(a)), slices.Sorted(slices.Values(b))
	return strings.Join(a, "\x00") == strings.Join(b, "\x00")
}

// TestLogBuiltInCode: a log built in code is ruled on like a parsed one;
// what the schema would have rejected is an error, not a panic.
func TestLogBuiltInCode(t *testing.T) {
	r, err := testRulebooks.Resolve("fide-2023", nil, "")
	if err != nil {
		t.Fatal(err)
	}
	black := chess.Black
	used := 20 * time.Second
	l := &Log{Name: "code", TimeControl: "5400+30", Events: []Event{
		&Move{Move: "e4", Used: used},
		&Illegal{Act: IllegalMove, Side: &black, Move: "e5e4"},
		&Flag{Side: chess.Black},
	}}
	out, err := Adjudicate(context.Background(), r, l, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if out.Result != outcome.WhiteWins || len(out.Decisions) != 2 || out.Decisions[0].Type != TypeIllegal || out.Decisions[1].Type != TypeFlag {
		t.Errorf("got %+v", out)
	}
	for _, tc := range []struct {
		events []Event
		want   string
	}{
		{[]Event{&Move{Move: "e4"}, nil}, "code /events/1: no event"},
		{[]Event{&Touch{}}, "code /events/0/squares: no square touched"},
		{[]Event{&Move{Move: "e5"}}, "code /events/0/move: e5 is not a legal move"},
	} {
		l := &Log{Name: "code", TimeControl: "300", Events: tc.events}
		if _, err := Adjudicate(context.Background(), r, l, Options{}); err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("got %v, want %q", err, tc.want)
		}
	}
}
