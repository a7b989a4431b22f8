package notation

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/chessconform/chessconform/chess"
)

// DrawOfferMark is how a scoresheet marks the offer of a draw next to the
// move (Appendix C.12 of the 2017–2023 editions, C.13 of the 2009 one and of
// the hu-2014 translation; Article 9.1.2.2 asks both players to note it).
const DrawOfferMark = "(=)"

// EntryError is a scoresheet entry that cannot be read. Column is the
// 1-based position, in characters (not bytes: "Кf3" is Cyrillic), of the
// character at fault.
type EntryError struct {
	Entry  string
	Column int
	Msg    string
}

func (e *EntryError) Error() string {
	return fmt.Sprintf("scoresheet entry %q, column %d: %s", e.Entry, e.Column, e.Msg)
}

// SplitEntry separates one scoresheet entry into the text of its move and
// whether it carries the draw-offer mark: "Nf3 (=)", "Nf3(=)" and
// "Hf3 (=)" give the move text and true, "Nf3" gives it and false. The mark
// follows the move, with or without a space, and nothing follows the mark.
// The move text is not read here: that needs a position (ReadEntry).
//
// Rejected, with the column at fault: an empty entry; the mark without a
// move ("(=)"); an unclosed mark ("Nf3 (="); text after the mark, including
// a second mark; and a lone "=" after the move, which is not the Laws' mark
// (the Laws' texts and their sample game write "(=)", while "=" alone is
// PGN's sign for an equal position and a promotion's separator).
func SplitEntry(entry string) (move string, drawOffer bool, err error) {
	bad := func(byteAt int, format string, args ...any) (string, bool, error) {
		return "", false, &EntryError{entry, utf8.RuneCountInString(entry[:byteAt]) + 1, fmt.Sprintf(format, args...)}
	}
	if strings.TrimSpace(entry) == "" {
		return bad(0, "empty entry: no move")
	}
	// The move is what precedes the first "(=", or the whole entry.
	end := len(entry)
	i := strings.Index(entry, "(=")
	if i >= 0 {
		if !strings.HasPrefix(entry[i+2:], ")") {
			return bad(i, `the draw-offer mark is not closed: want %s`, DrawOfferMark)
		}
		rest := entry[i+len(DrawOfferMark):]
		if k := strings.IndexFunc(rest, func(r rune) bool { return !unicode.IsSpace(r) }); k >= 0 {
			at := i + len(DrawOfferMark) + k
			if strings.HasPrefix(rest[k:], "(=") {
				return bad(at, "the draw-offer mark is written twice")
			}
			return bad(at, "text after the draw-offer mark %s: it ends the entry", DrawOfferMark)
		}
		end = i
	}
	lead := len(entry) - len(strings.TrimLeftFunc(entry, unicode.IsSpace))
	move = strings.TrimRightFunc(entry[:end], unicode.IsSpace)
	if lead >= len(move) {
		return bad(i, "the draw-offer mark %s without a move: it is written next to the move it comes with", DrawOfferMark)
	}
	last := 0 // where the move's last word starts
	if j := strings.LastIndexFunc(move, unicode.IsSpace); j >= 0 {
		_, n := utf8.DecodeRuneInString(move[j:])
		last = j + n
	}
	if move[last:] == "=" {
		return bad(last, `a lone "=" is not the draw-offer mark: write %s`, DrawOfferMark)
	}
	if j := strings.Index(move, "=)"); j >= 0 {
		return bad(j, `"=)" without its "(": the draw-offer mark is %s`, DrawOfferMark)
	}
	return move[lead:], i >= 0, nil
}

// ReadEntry reads one scoresheet entry in position p with the language's
// piece letters: the move (short or long algebraic notation, as
// chess.Position.ParseMove reads it) and whether a draw was offered with it.
// A move that is not legal, ambiguous or unreadable is an error naming the
// entry.
func ReadEntry(p *chess.Position, entry string, l chess.Letters) (chess.Move, bool, error) {
	text, offer, err := SplitEntry(entry)
	if err != nil {
		return chess.NoMove, false, err
	}
	m, err := p.ParseMove(text, l)
	if err != nil {
		return chess.NoMove, false, fmt.Errorf("scoresheet entry %q: %w", entry, err)
	}
	return m, offer, nil
}
