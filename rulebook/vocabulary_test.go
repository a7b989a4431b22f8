package rulebook

import (
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// schemaEnums says which enums of schema/rulebook.schema.json each
// vocabulary type spells (JSON pointers; a type used by several parameters
// spells the union of their enums).
var schemaEnums = map[string][]string{
	"Applied":          {"/$defs/v:rapid.supervision/properties/applied", "/$defs/v:blitz.supervision/properties/applied"},
	"ArbiterCallsFlag": {"/$defs/v:rapid.arbiter_calls_flag"},
	"StopClocks":       {"/$defs/v:rapid.time_claim/properties/stop_clocks"},
	"TimeClaimDraw":    {"/$defs/v:rapid.time_claim/properties/draw_if_cannot_mate"},
	"IllegalAct":       {"/$defs/regime/properties/acts/items"},
	"DecidedBy":        {"/$defs/regime/properties/decided_by"},
	"DrawIfCannotMate": {"/$defs/regime/properties/draw_if_cannot_mate"},
	"PawnBecomes":      {"/$defs/v:illegal_moves.unfinished_promotion/properties/pawn_becomes"},
	"BandAction":       {"/$defs/band/properties/action"},
	"ClaimStopClocks":  {"/$defs/v:claims.stop_clocks"},
	"ClaimRightLost":   {"/$defs/v:claims.right_lost"},
	"ThreefoldForm":    {"/$defs/v:draws.threefold/properties/forms/items"},
	"EnPassantRule":    {"/$defs/v:draws.same_position/properties/en_passant"},
	"CastlingRule":     {"/$defs/v:draws.same_position/properties/castling"},
	"Counting":         {"/$defs/v:draws.fivefold/properties/counting"},
	"Series":           {"/$defs/v:draws.seventy_five_moves/properties/series"},
	"MateTest":         {"/$defs/v:draws.dead_position/properties/test", "/$defs/v:draws.flag_fall_cannot_mate/properties/test"},
	"OutcomeResult": {"/$defs/v:draws.flag_fall_cannot_mate/properties/result", "/$defs/v:draws.resignation_cannot_mate/properties/result",
		"/$defs/v:rapid.illegal_position/properties/after_next_move"},
	"DeviceRule":      {"/$defs/v:conduct.electronic_devices/properties/rule"},
	"DeviceTrigger":   {"/$defs/v:conduct.electronic_devices/properties/trigger"},
	"DevicePenalty":   {"/$defs/v:conduct.electronic_devices/properties/penalty"},
	"OpponentScore":   {"/$defs/v:conduct.electronic_devices/properties/opponent", "/$defs/v:conduct.refusal/properties/opponent"},
	"TimeClass":       {"/$defs/v:quickplay.finish/properties/applies_to/items"},
	"Penalty":         {"/$defs/v:penalties.catalogue/items"},
	"Intervene":       {"/$defs/v:rapid.illegal_position/properties/intervene"},
	"ColoursRule":     {"/$defs/v:colours.reversed/properties/rule"},
	"DrawClaim":       {"/$defs/v:draws.claim_as_offer/items"},
	"QuickplayRuling": {"/$defs/v:quickplay.claim/properties/rulings/items"},
	"BothFlagsRuling": {"/$defs/v:clock.both_flags/properties/earlier_period", "/$defs/v:clock.both_flags/properties/last_period"},
	"ClockAdjustment": {"/$defs/v:clock.wrong_setting/properties/arbiter_adjusts/items"},
	"OwnFallback":     {"/$defs/v:board.touch_move/properties/own_fallback"},
	"MixedPieces":     {"/$defs/v:board.touch_move/properties/mixed_pieces"},
	"MixedFallback":   {"/$defs/v:board.touch_move/properties/mixed_fallback"},
	"RookThenKing":    {"/$defs/v:board.touch_move/properties/rook_then_king"},
	"BoardRuling":     {"/$defs/v:board.initial_position/properties/rule", "/$defs/v:board.orientation/properties/rule"},
	"Requester": {"/$defs/v:quickplay.requester/properties/claim", "/$defs/v:quickplay.requester/properties/increment_request",
		"/$defs/v:quickplay.unsupervised_claim/properties/claimant"},
	"OverstepUnproven": {"/$defs/v:recording.incomplete_scoresheets/properties/overstep_unproven"},
	"ClockMisuse":      {"/$defs/v:clock.handling/properties/forbidden/items"},
	"ReplierCharged":   {"/$defs/v:adjournment.resumption_absence/properties/replier_charged"},
}

// notVocabulary are the schema's enums that are not rule values: the kind
// of a file (the Kind* constants) and its article layout.
var notVocabulary = []string{"/properties/kind", "/properties/layout"}

// sharedDefs are the schema definitions several parameters use, and the Go
// type that holds each.
var sharedDefs = map[string]reflect.Type{"regime": reflect.TypeFor[IllegalMoves](), "band": reflect.TypeFor[Band]()}

// stringTypes parses the package's non-test files for the named string
// types and the values of their constants.
func stringTypes(t *testing.T) map[string][]string {
	t.Helper()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]string{}
	fset := token.NewFileSet()
	for _, n := range names {
		if strings.HasSuffix(n, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, n, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok {
				continue
			}
			for _, s := range g.Specs {
				switch s := s.(type) {
				case *ast.TypeSpec:
					if id, ok := s.Type.(*ast.Ident); ok && id.Name == "string" && s.Assign == 0 {
						if _, ok := out[s.Name.Name]; !ok {
							out[s.Name.Name] = []string{}
						}
					}
				case *ast.ValueSpec:
					typ, ok := s.Type.(*ast.Ident)
					if g.Tok != token.CONST || !ok {
						continue
					}
					for _, v := range s.Values {
						lit, ok := v.(*ast.BasicLit)
						if !ok || lit.Kind != token.STRING {
							continue
						}
						val, _ := strconv.Unquote(lit.Value)
						out[typ.Name] = append(out[typ.Name], val)
					}
				}
			}
		}
	}
	return out
}

// Each vocabulary type's constants are exactly the values the schema's
// enums allow, every named string type of the package is a vocabulary type,
// every enum of the schema has one, and the Go field at each enum's place
// has that type.
func TestVocabularyMatchesSchema(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", SchemaPath))
	if err != nil {
		t.Fatal(err)
	}
	var schema any
	if err := json.Unmarshal(b, &schema); err != nil {
		t.Fatal(err)
	}
	enums := map[string][]string{} // pointer -> values
	var walk func(x any, ptr string)
	walk = func(x any, ptr string) {
		switch x := x.(type) {
		case map[string]any:
			if e, ok := x["enum"].([]any); ok {
				for _, v := range e {
					enums[ptr] = append(enums[ptr], v.(string))
				}
			}
			for k, v := range x {
				walk(v, ptr+"/"+strings.ReplaceAll(strings.ReplaceAll(k, "~", "~0"), "/", "~1"))
			}
		case []any:
			for i, v := range x {
				walk(v, ptr+"/"+strconv.Itoa(i))
			}
		}
	}
	walk(schema, "")
	if len(enums) < 40 {
		t.Fatalf("only %d enums in the schema", len(enums))
	}
	goTypes := stringTypes(t)
	used := map[string]bool{}
	for _, p := range notVocabulary {
		used[p] = true
	}
	for typ, ptrs := range schemaEnums {
		consts, ok := goTypes[typ]
		if !ok {
			t.Errorf("%s: no such named string type in package rulebook", typ)
			continue
		}
		var want []string
		for _, p := range ptrs {
			vals, ok := enums[p]
			if !ok {
				t.Errorf("%s: the schema has no enum at %s", typ, p)
			}
			used[p] = true
			for _, v := range vals {
				if !slices.Contains(want, v) {
					want = append(want, v)
				}
			}
			if ft := fieldType(t, p); ft != nil && ft.Name() != typ {
				t.Errorf("%s: the Go field for %s has type %s", typ, p, ft)
			}
		}
		got := slices.Clone(consts)
		sort.Strings(got)
		sort.Strings(want)
		if !slices.Equal(got, want) {
			t.Errorf("%s constants %v, schema enum %v", typ, got, want)
		}
	}
	for typ := range goTypes {
		if _, ok := schemaEnums[typ]; !ok {
			t.Errorf("named string type %s is not tied to a schema enum (add it to schemaEnums)", typ)
		}
	}
	for p := range enums {
		if !used[p] {
			t.Errorf("schema enum %s %v has no Go type (add one to vocabulary.go and schemaEnums)", p, enums[p])
		}
	}
}

// fieldType walks a schema pointer through the Go types that decode it:
// /$defs/v:<id> is the Params field of parameter id, /$defs/<shared> its
// Go type, properties/<name> the field with that JSON name, items the
// element type.
func fieldType(t *testing.T, ptr string) reflect.Type {
	t.Helper()
	parts := strings.Split(strings.TrimPrefix(ptr, "/$defs/"), "/")
	var typ reflect.Type
	if id, ok := strings.CutPrefix(parts[0], "v:"); ok {
		typ = paramType(id)
	} else {
		typ = sharedDefs[parts[0]]
	}
	if typ == nil {
		t.Errorf("%s: no Go type for %s", ptr, parts[0])
		return nil
	}
	for i := 1; i < len(parts); i++ {
		switch parts[i] {
		case "items":
			if typ.Kind() != reflect.Slice {
				t.Errorf("%s: %s is not a slice", ptr, typ)
				return nil
			}
			typ = typ.Elem()
		case "properties":
			i++
			f, ok := jsonField(typ, parts[i])
			if !ok {
				t.Errorf("%s: %s has no field %q", ptr, typ, parts[i])
				return nil
			}
			typ = f
		default:
			t.Errorf("%s: cannot follow %q", ptr, parts[i])
			return nil
		}
	}
	return typ
}

func jsonField(t reflect.Type, name string) (reflect.Type, bool) {
	if t.Kind() != reflect.Struct {
		return nil, false
	}
	for i := range t.NumField() {
		f := t.Field(i)
		if tag, _, _ := strings.Cut(f.Tag.Get("json"), ","); tag == name {
			return f.Type, true
		}
	}
	return nil, false
}
