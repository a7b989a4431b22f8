package corpus

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// UnwinnabilityCase is one labelled position of the unwinnability corpus:
// whether White and whether Black can still checkmate by some series of
// legal moves.
type UnwinnabilityCase struct {
	FEN          string
	WhiteCanMate bool
	BlackCanMate bool
	Line         int
}

// ReadUnwinnability parses lines "LL FEN" where LL is WB, W-, -B or --
// (White can mate, Black can mate); '#' starts a comment. A FEN of two
// fields (placement, side to move) gets "- -" for castling and en passant.
func ReadUnwinnability(r io.Reader, name string) ([]UnwinnabilityCase, error) {
	var out []UnwinnabilityCase
	sc := bufio.NewScanner(r)
	line := 0
	for sc.Scan() {
		line++
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		label, fen, ok := strings.Cut(text, " ")
		if !ok || len(label) != 2 || (label[0] != 'W' && label[0] != '-') || (label[1] != 'B' && label[1] != '-') {
			return nil, fmt.Errorf("%s:%d:1: want a label WB, W-, -B or -- then a FEN, got %q", name, line, text)
		}
		fen = strings.TrimSpace(fen)
		if len(strings.Fields(fen)) == 2 {
			// One line of the published file gives only placement and side
			// to move; no castling rights and no en-passant square are meant.
			fen += " - -"
		}
		out = append(out, UnwinnabilityCase{
			FEN:          fen,
			WhiteCanMate: label[0] == 'W',
			BlackCanMate: label[1] == 'B',
			Line:         line,
		})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return out, nil
}
