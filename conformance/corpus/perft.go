// Package corpus reads the conformance corpora kept beside it (perft suites,
// unwinnability vectors, …). The files themselves are embedded by the root
// package; this package only parses them.
package corpus

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// PerftCase is one position of a perft suite with its published counts.
type PerftCase struct {
	ID     string
	EPD    string
	Counts map[int]uint64 // depth -> leaf nodes
	Line   int            // line of the id in the file
}

// ReadPerft parses the python-chess perft format: "id X", "epd FEN4", then
// "perft N COUNT" lines; '#' starts a comment.
func ReadPerft(r io.Reader, name string) ([]PerftCase, error) {
	var out []PerftCase
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		key, rest, _ := strings.Cut(text, " ")
		switch key {
		case "id":
			out = append(out, PerftCase{ID: rest, Counts: map[int]uint64{}, Line: line})
		case "epd", "perft":
			if len(out) == 0 {
				return nil, fmt.Errorf("%s:%d: %q before the first id", name, line, key)
			}
			c := &out[len(out)-1]
			if key == "epd" {
				c.EPD = rest
				continue
			}
			f := strings.Fields(rest)
			if len(f) != 2 {
				return nil, fmt.Errorf("%s:%d: want \"perft DEPTH COUNT\"", name, line)
			}
			d, err1 := strconv.Atoi(f[0])
			n, err2 := strconv.ParseUint(f[1], 10, 64)
			if err1 != nil || err2 != nil || d < 1 {
				return nil, fmt.Errorf("%s:%d: bad depth or count in %q", name, line, text)
			}
			c.Counts[d] = n
		default:
			return nil, fmt.Errorf("%s:%d: unknown line %q", name, line, text)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return out, nil
}
