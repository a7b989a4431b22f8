package rulebook_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/chessconform/chessconform/rulebook"
)

func ExampleCompareArticles() {
	arts := []string{"A.4 b", "12", "3.10", "7.4 b", "7.5", "3.2", "7.4", "B.2", "7.4-a"}
	slices.SortFunc(arts, rulebook.CompareArticles)
	fmt.Println(arts)
	// Output: [3.2 3.10 7.4 7.4-a 7.4 b 7.5 12 A.4 b B.2]
}

func TestCompareArticles(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want int
	}{
		{"3.2", "3.10", -1},
		{"3.10", "3.2", 1},
		{"7.4", "7.4", 0},
		{"7.4 b", "7.4-b", 0},
		{"7.4", "7.4 b", -1},
		{"7.4 b", "7.5", -1}, // the part after the space is its own part
		{"12", "A", -1},
		{"A", "12", 1},
		{"A.4", "B.1", -1},
		{"9999999999", "1", 1}, // ten digits: a name, after every number
		{"", "1", -1},
	} {
		if got := rulebook.CompareArticles(c.a, c.b); got != c.want {
			t.Errorf("CompareArticles(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}
