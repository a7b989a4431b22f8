package chess

import (
	"reflect"
	"slices"
	"testing"
)

// transformFENs cover castling rights (standard and Chess960), en passant,
// promotions and checks.
var transformFENs = []string{
	StartFEN,
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
	"8/8/8/3KPk2/4r3/8/8/8 w - - 2 63",
	"4k3/8/8/2pP4/8/8/8/4K3 w - c6 0 2",
	"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
	"8/P1k5/8/8/8/8/5Kp1/8 b - - 0 60",
}

// TestTransformsKeepTheGameTree checks that each transform maps the legal
// moves of a position onto those of its image (MirrorMove), keeps perft
// counts, and is its own inverse.
func TestTransformsKeepTheGameTree(t *testing.T) {
	for _, fen := range transformFENs {
		p, err := ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		type image struct {
			name         string
			q            *Position
			ranks, files bool
		}
		var images []image
		cs := p.ColourSwapped()
		images = append(images, image{"colour swap", cs, true, false})
		if fm, ok := p.FileMirrored(); ok {
			images = append(images, image{"file mirror", fm, false, true})
			both, ok := cs.FileMirrored()
			if !ok {
				t.Fatalf("%s: file mirror of the colour swap refused", fen)
			}
			images = append(images, image{"both", both, true, true})
		} else if p.CastlingRights() == 0 {
			t.Fatalf("%s: file mirror refused without castling rights", fen)
		}
		for _, im := range images {
			q := im.q
			// The transform builds the position directly; it must be the
			// position its FEN describes, field by field.
			r, err := ParseFEN(q.ShredderFEN())
			if err != nil {
				t.Fatalf("%s %s: %v", fen, im.name, err)
			}
			r.c960 = q.c960
			if !reflect.DeepEqual(*q, *r) {
				t.Errorf("%s %s: %+v\nis not the position of its FEN %s: %+v", fen, im.name, *q, q.ShredderFEN(), *r)
			}
			if q.SideToMove() != p.SideToMove() && !im.ranks || q.SideToMove() == p.SideToMove() && im.ranks {
				t.Errorf("%s %s: side to move %v", fen, im.name, q.SideToMove())
			}
			var want []Move
			for _, m := range p.LegalMoves() {
				want = append(want, MirrorMove(m, im.ranks, im.files))
			}
			got := q.LegalMoves()
			slices.Sort(want)
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Errorf("%s %s (%s): legal moves differ: %d vs %d", fen, im.name, q.FEN(), len(got), len(want))
			}
			if a, b := p.Perft(3), q.Perft(3); a != b {
				t.Errorf("%s %s (%s): perft 3 = %d, want %d", fen, im.name, q.FEN(), b, a)
			}
			var back *Position
			switch {
			case im.ranks && im.files:
				fm, _ := q.FileMirrored()
				back = fm.ColourSwapped()
			case im.ranks:
				back = q.ColourSwapped()
			default:
				back, _ = q.FileMirrored()
			}
			if back.FEN() != p.FEN() || back.Key() != p.Key() {
				t.Errorf("%s %s: twice gives %s", fen, im.name, back.FEN())
			}
		}
	}
}
