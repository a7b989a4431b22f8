package unwinnable

import (
	"testing"

	"github.com/chessconform/chessconform/chess"
)

// TestReplay: replay accepts what verify accepts and says whether a line
// repeats a position: the shuffle g1g2 h8h7 g2g1 h7h8 comes back to the
// start (withoutCycles must run), a line through new positions does not
// (withoutCycles would return it unchanged); an illegal move (also one that
// would mate), a line that does not mate and a mate by the wrong side are
// refused.
func TestReplay(t *testing.T) {
	p, err := chess.ParseFEN("7k/8/5K2/8/8/8/8/6Q1 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	parse := func(ucis ...string) []chess.Move {
		var line []chess.Move
		q := *p
		for _, u := range ucis {
			m, err := q.ParseUCI(u)
			if err != nil {
				t.Fatal(u, err)
			}
			q.Make(m)
			line = append(line, m)
		}
		return line
	}
	for _, c := range []struct {
		line         []chess.Move
		winner       chess.Color
		ok, distinct bool
	}{
		{parse("g1g2", "h8h7", "g2g1", "h7h8", "g1g7"), chess.White, true, false},
		{parse("g1g2", "h8h7", "g2g3", "h7h8", "g3g7"), chess.White, true, true},
		{parse("g1g7"), chess.White, true, true},
		{parse("g1g2", "h8h7"), chess.White, false, false},     // no mate
		{parse("g1g7"), chess.Black, false, false},             // the wrong side mates
		{parse("g1g2", "h8h7")[:1], chess.White, false, false}, // no mate either
	} {
		ok, distinct := replay(p, c.line, c.winner)
		if ok != c.ok || distinct != c.distinct {
			t.Errorf("%v (%s): ok %v distinct %v, want %v %v", UCI(p, c.line), c.winner, ok, distinct, c.ok, c.distinct)
		}
		if ok != verify(p, c.line, c.winner) {
			t.Errorf("%v (%s): replay says %v, verify the opposite", UCI(p, c.line), c.winner, ok)
		}
		if ok && distinct && len(withoutCycles(p, c.line)) != len(c.line) {
			t.Errorf("%v: distinct, but withoutCycles shortens it", UCI(p, c.line))
		}
	}
	// An illegal move: the king cannot step next to the other.
	q := *p
	m, err := q.ParseUCI("g1g7")
	if err != nil {
		t.Fatal(err)
	}
	illegal := []chess.Move{parse("g1g2")[0], m}
	if ok, _ := replay(p, illegal, chess.White); ok {
		t.Errorf("%v: accepted a move from a square the queen has left", UCI(p, illegal[:1]))
	}
	// An illegal move that would mate: the queen jumps over her pawn.
	blocked, err := chess.ParseFEN("7k/8/5K2/8/8/8/6P1/6Q1 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	jump := []chess.Move{m} // g1g7, read in p (the same squares, the same queen)
	if blocked.IsLegal(m) {
		t.Fatalf("g1g7 is legal through the pawn on g2")
	}
	if q := *blocked; !func() bool { q.Make(m); return q.IsCheckmate() }() {
		t.Fatalf("g1g7 made anyway does not mate: the case tests nothing")
	}
	if ok, _ := replay(blocked, jump, chess.White); ok {
		t.Errorf("g1g7 through the pawn on g2 accepted")
	}
}
