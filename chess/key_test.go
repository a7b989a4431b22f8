package chess

import (
	"math/rand/v2"
	"testing"
)

// TestKeyIncremental: the Zobrist key Make and Unmake keep up to date
// equals the key computed from scratch and the key of the same position read
// afresh from its FEN, after every move of random games that castle
// (standard and Chess960), capture en passant and promote; ZobristCastling
// is the castling part of it.
func TestKeyIncremental(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	special := 0
	for _, fen := range []string{
		StartFEN,
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"4k3/8/8/r2pP2K/8/8/8/8 w - d6 0 1",
		"1r3kr1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w KQkq - 0 1",
		"rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w KQkq - 0 1",
		"8/PPPk4/8/8/8/8/4Kppp/8 w - - 0 1",
	} {
		start, err := ParseFEN(fen)
		if err != nil {
			t.Fatalf("%s: %v", fen, err)
		}
		for game := 0; game < 30; game++ {
			p := *start
			for ply := 0; ply < 80; ply++ {
				ms := p.LegalMoves()
				if len(ms) == 0 {
					break
				}
				m := ms[rng.IntN(len(ms))]
				for _, c := range ms { // prefer the moves whose bookkeeping is special
					if (c.Kind() != NormalMove || c.Promotion() != NoPieceType) && rng.IntN(2) == 0 {
						m, special = c, special+1
						break
					}
				}
				before, key, uci := p.FEN(), p.Key(), p.UCI(m)
				u := p.Make(m)
				fresh, err := ParseFEN(p.FEN())
				if err != nil {
					t.Fatalf("%s after %s: %v", before, uci, err)
				}
				if p.key != p.computeKey() || p.Key() != fresh.Key() {
					t.Fatalf("%s after %s: key %#x, from scratch %#x, from the FEN %#x", before, uci, p.Key(), p.computeKey(), fresh.Key())
				}
				noRights := p
				noRights.castle = 0
				if p.key^ZobristCastling(p.castle) != noRights.computeKey() {
					t.Fatalf("%s: ZobristCastling is not the castling part of the key", p.FEN())
				}
				q := p
				q.Unmake(m, u)
				if q.FEN() != before || q.Key() != key {
					t.Fatalf("%s: %s made and taken back gives %s", before, uci, q.FEN())
				}
			}
		}
	}
	if special < 200 {
		t.Fatalf("only %d castling, en-passant or promotion moves: the test checks too little", special)
	}
}

// TestPiecesOfType: the pieces of a type are those of both colours, on
// positions of random games with every kind of piece.
func TestPiecesOfType(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	checked := 0
	for game := 0; game < 20; game++ {
		p := StartPosition()
		for ply := 0; ply < 120; ply++ {
			for pt := Pawn; pt <= King; pt++ {
				if got, want := p.PiecesOfType(pt), p.Pieces(White, pt)|p.Pieces(Black, pt); got != want {
					t.Fatalf("%s: PiecesOfType(%d) = %x, want %x", p.FEN(), pt, got, want)
				}
				checked++
			}
			ms := p.LegalMoves()
			if len(ms) == 0 {
				break
			}
			p.Make(ms[rng.IntN(len(ms))])
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d comparisons", checked)
	}
}
