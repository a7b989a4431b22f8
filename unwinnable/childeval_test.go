package unwinnable

import (
	"io"
	"math/rand"
	"testing"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/chess"
	"github.com/chessconform/chessconform/pgn"
)

// TestChildEvals checks how find weighs a position's children — on the
// placement after the move (Position.BoardAfter) with the child's hash as
// its key, without making the move, by a searcher whose memo (pawnTerms)
// carries over from one child and one position to the next — against the
// heuristics' reference versions (heurref_test.go) on the child made:
// every child of every corpus position and real final position (the
// Lichess sample) and of the positions of random walks from them, for both
// winners, under each heuristic (plain, idle pieces, either bound colour,
// noise, a target).
func TestChildEvals(t *testing.T) {
	var roots []*chess.Position
	for _, c := range chaVectors(t) {
		p, err := chess.ParseFEN(c.FEN)
		if err != nil {
			t.Fatal(err)
		}
		roots = append(roots, p)
	}
	roots = append(roots, sampleEnds(t)...)
	// Double steps after which a pawn attacks the square passed but cannot
	// take on it (its king would stand in check): the Key differs from the
	// Hash, which counts that square.
	for _, fen := range []string{"4k3/2p5/8/KP5r/8/8/8/8 b - - 0 1", "8/8/8/8/R5pk/8/5P2/4K3 w - - 0 1", "4k3/8/8/8/3p4/8/4P3/3KR3 w - - 0 1"} {
		p, err := chess.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		roots = append(roots, p)
	}
	plies := 12
	if testing.Short() {
		plies = 4
	}
	rng := rand.New(rand.NewSource(17))
	compared := 0
	var child chess.Board
	for _, root := range roots {
		var target []chess.Man
		for s := chess.Square(0); s < 64; s++ {
			if pc := root.PieceAt(s); pc != chess.NoPiece {
				target = append(target, chess.Man{Piece: pc, Square: s})
			}
		}
		for _, w := range []chess.Color{chess.White, chess.Black} {
			heurs := []heuristic{{}, {noise: noiseSeed}, {bound: chess.DarkSquares}, {bound: chess.LightSquares}, {target: target}}
			if idle := idlePieces(root, w); idle != nil {
				heurs = append(heurs, heuristic{idle: idle}, heuristic{idle: idle, noise: restartSeed})
			}
			for _, heur := range heurs {
				s := &searcher{winner: w, loser: w.Other(), heuristic: heur}
				ref := &searcher{winner: w, loser: w.Other(), heuristic: heur}
				p := *root
				for ply := 0; ply < plies; ply++ {
					moves := p.LegalMoves()
					if len(moves) == 0 {
						break
					}
					for _, m := range moves {
						// As find: weighed without the move made, or made.
						got, ok := s.weighAfter(&p, m, p.HashAfter(m), &child)
						u := p.Make(m)
						if !ok {
							got = s.eval(&p)
						}
						want := ref.refEval(&p)
						if got != want {
							fen := p.FEN()
							p.Unmake(m, u)
							t.Fatalf("%s, %s, winner %s, %+v: weighed %d, made %d (%s)", p.FEN(), p.UCI(m), w, heur, got, want, fen)
						}
						p.Unmake(m, u)
						compared++
					}
					p.Make(moves[rng.Intn(len(moves))])
				}
			}
		}
	}
	if compared < 100000 {
		t.Fatalf("only %d children compared", compared)
	}
	t.Logf("%d children compared", compared)
}

// refEval is eval with the heuristics' reference versions.
func (s *searcher) refEval(p *chess.Position) int32 {
	if s.target != nil {
		b := p.Board()
		return s.targetEval(&b)
	}
	h := s.refEvalPlain(p)
	if s.bound != 0 {
		h = s.refEvalBound(p)
	}
	if s.noise != 0 {
		h += int32(((p.Key() ^ s.noise) * 0x9E3779B97F4A7C15) >> 59)
	}
	return h
}

// sampleEnds returns the final positions of the games of the real sample
// (real_test.go's loadSample, which is in the external test package).
func sampleEnds(t *testing.T) []*chess.Position {
	const path = "conformance/corpus/pgn/lichess-2021-10-sample.pgn"
	f, err := chessconform.Data.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rd := pgn.NewReader(f)
	var out []*chess.Position
	for {
		g, err := rd.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("%s: game %d: %v", path, len(out)+1, err)
		}
		if g.End == nil {
			t.Fatalf("%s: game %d has no end position", path, len(out)+1)
		}
		p := *g.End
		out = append(out, &p)
	}
	if len(out) != 400 {
		t.Fatalf("%s: %d games, want 400", path, len(out))
	}
	return out
}

// TestAttacksNear checks attacksNear against attacksBy, the union of every
// man's attacks, near every square, for both colours, on the corpus
// positions and the positions of random walks from them.
func TestAttacksNear(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	compared := 0
	s := new(searcher) // its memo carried from one position to the next
	for _, c := range chaVectors(t) {
		p, err := chess.ParseFEN(c.FEN)
		if err != nil {
			t.Fatal(err)
		}
		for ply := 0; ply < 8; ply++ {
			b := p.Board()
			for _, col := range []chess.Color{chess.White, chess.Black} {
				all := attacksBy(&b, col)
				for sq := chess.Square(0); sq < 64; sq++ {
					if got, want := s.attacksNear(&b, col, sq), all&(kingAttacks(sq)|bitboard(1)<<sq); got != want {
						t.Fatalf("%s, %s near %s: %x, want %x", p.FEN(), col, sq, got, want)
					}
					compared++
				}
			}
			moves := p.LegalMoves()
			if len(moves) == 0 {
				break
			}
			p.Make(moves[rng.Intn(len(moves))])
		}
	}
	if compared < 100000 {
		t.Fatalf("only %d squares compared", compared)
	}
}

// attacksBy returns the squares the men of colour c attack (Article 3.1.1),
// the union of Position.Attacked over the board: the reference of
// attacksNear (the heuristics used it before they asked only near a king).
func attacksBy(p *chess.Board, c chess.Color) bitboard {
	occ := p.AllPieces()
	a := chess.PawnSetAttacks(c, p.Pieces(c, chess.Pawn)) | kingAttacks(p.KingSquare(c))
	for b := p.Pieces(c, chess.Knight); b != 0; b &= b - 1 {
		a |= knightAttacks(b.First())
	}
	for b := p.Pieces(c, chess.Bishop) | p.Pieces(c, chess.Queen); b != 0; b &= b - 1 {
		a |= chess.BishopAttacks(b.First(), occ)
	}
	for b := p.Pieces(c, chess.Rook) | p.Pieces(c, chess.Queen); b != 0; b &= b - 1 {
		a |= chess.RookAttacks(b.First(), occ)
	}
	return a
}
