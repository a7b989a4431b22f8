package certify_test

import (
	"bytes"
	"context"
	"os"
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/conformance/certify"
)

// TestPlanCache keeps the embedded plan cache (plan.json) equal to a dry
// run of every shipped scenario against the reference. A stale cache costs
// only time (the missing scenarios are dry-run when selected), but it is
// regenerated with CHESSCONFORM_UPDATE_PLAN=1.
func TestPlanCache(t *testing.T) {
	var b bytes.Buffer
	if err := certify.WritePlanCache(context.Background(), &b, chessconform.Data, newRef(t)); err != nil {
		t.Fatal(err)
	}
	if os.Getenv("CHESSCONFORM_UPDATE_PLAN") == "1" {
		if err := os.WriteFile("plan.json", b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	have, err := os.ReadFile("plan.json")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(have, b.Bytes()) {
		t.Errorf("conformance/certify/plan.json is stale: run CHESSCONFORM_UPDATE_PLAN=1 go test ./conformance/certify -run TestPlanCache")
	}
}
