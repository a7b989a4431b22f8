package corpus

import (
	"bufio"
	"io"
	"strings"
)

// keyLines reads the "KEY VALUE" lines shared by the corpus files: blank
// lines and lines starting with '#' are skipped; Line counts every line
// (for file:line errors), Text is the trimmed line, Key its first word and
// Rest the trimmed remainder.
type keyLines struct {
	sc              *bufio.Scanner
	Line            int
	Text, Key, Rest string
}

func newKeyLines(r io.Reader) *keyLines { return &keyLines{sc: bufio.NewScanner(r)} }

// Next advances to the next line with content.
func (k *keyLines) Next() bool {
	for k.sc.Scan() {
		k.Line++
		k.Text = strings.TrimSpace(k.sc.Text())
		if k.Text == "" || strings.HasPrefix(k.Text, "#") {
			continue
		}
		k.Key, k.Rest, _ = strings.Cut(k.Text, " ")
		k.Rest = strings.TrimSpace(k.Rest)
		return true
	}
	return false
}

// Err is the reading error, if any.
func (k *keyLines) Err() error { return k.sc.Err() }
