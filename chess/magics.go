package chess

import "math/bits"

// Magic numbers found by buildMagics' deterministic search (seeds in
// buildTables), recorded so that loading the package does not repeat the
// search: it took about 0.7 s, paid by every program and test run. Each is
// verified when the tables are built; a wrong one is searched again.

var rookMagics = [64]uint64{
	0x1080004008801020, 0x0840092002c03000, 0x1900200010400900, 0x0880100008000480,
	0x4200100420080200, 0x8100020100080400, 0x0200040110886200, 0x0200008040220411,
	0x0404800084400220, 0x0000401000402000, 0x0086001081220440, 0x0408800800100280,
	0x000a001201040820, 0x8848800200840080, 0x4001000100040200, 0x0442000102105084,
	0x9080010020804100, 0x0040404000201009, 0x0000808010002009, 0x2200090021d00100,
	0x0008008008040080, 0x0004004002010040, 0x0011040008015042, 0x00000a0001768104,
	0x0000800080204009, 0x2010004140002001, 0x9800200280100080, 0x1000100080080080,
	0x0442000a00049020, 0x2100040080020080, 0x0800120400900148, 0x0010040a00128541,
	0x2800804000800030, 0x1010002000400041, 0x4000200011004100, 0x0610008410800800,
	0x0400802402800800, 0xc100020080800400, 0x0002000802000401, 0x0182085882000401,
	0x0220204000808000, 0x2860100040024022, 0x0001002004110040, 0x99101042000a0020,
	0x0004080004008080, 0x0010040002008080, 0x2012004881020004, 0x8300842444820011,
	0x0088403882010200, 0x0820400080210100, 0x0110910040a00300, 0x0801100280080480,
	0x0242009008200600, 0x1002000489500200, 0x0040800200010080, 0x0091800041000080,
	0x0000209300488001, 0x04c1002414824001, 0x020020000b001041, 0x7000100004200901,
	0x8002002004100802, 0x30010002084c0007, 0x0888221800813004, 0x4000002840840112,
}

var bishopMagics = [64]uint64{
	0x2048017020910100, 0x0044410424008008, 0x040828a400900000, 0x8002209200022000,
	0x0002021000540002, 0x0021018840000000, 0x00009e8420204002, 0x00a0920110084480,
	0x4003062018010110, 0x0221046812004e09, 0x01e11002958912a0, 0x0000044410804000,
	0x0000821210000080, 0x080201102210a800, 0x0080040411045004, 0x00704a1842021000,
	0x1005061070322800, 0x0018001010410444, 0x0010000800401420, 0x2204002844000800,
	0x2052020412022280, 0x000a020101008208, 0x0040400201042000, 0x03e1082040480410,
	0x1004200004208414, 0x08700400984808c8, 0x0088080004004410, 0x008c0240140100a2,
	0x0008840001822000, 0x0050088001080100, 0x98140840040a2200, 0x3002020900210110,
	0x1004040640206000, 0x1090909000840400, 0x9002444810100020, 0x4000020080080080,
	0x0028020400011010, 0x0290808300020100, 0x8010020882004410, 0x0604010040082c20,
	0x20040104c0801008, 0x6004208424001050, 0x1002840041000800, 0x0200042018000102,
	0xa8002000a0821c00, 0x0040080802201910, 0x0222620444000100, 0x0002080041020088,
	0x1500820110401050, 0x0000492090100080, 0x0900410041100000, 0x0302000420880000,
	0x0010501202020020, 0x0008200490049040, 0x0462080214a40120, 0x2421310102008100,
	0x2400420080884060, 0x0800804406184208, 0x0b0080124a084400, 0x082e082300840412,
	0x6051049040082200, 0xc610211002102101, 0x0000048808010433, 0x0010200804405440,
}

// rays[d][s] is the squares from s (excluded) to the edge of the board in
// direction d = rayDir(df, dr).
var rays = func() (r [9][64]Bitboard) {
	for df := -1; df <= 1; df++ {
		for dr := -1; dr <= 1; dr++ {
			if df == 0 && dr == 0 {
				continue
			}
			for s := Square(0); s < 64; s++ {
				for f, rk := s.File()+df, s.Rank()+dr; f >= 0 && f < 8 && rk >= 0 && rk < 8; f, rk = f+df, rk+dr {
					r[rayDir(df, dr)][s] |= bb(NewSquare(f, rk))
				}
			}
		}
	}
	return r
}()

func rayDir(df, dr int) int { return (df+1)*3 + dr + 1 }

// slideRays is the squares a slider on s moving in dirs attacks when occ
// is occupied: each ray up to and including its first blocker. It builds
// the attack tables (slide): a walk square by square made building them
// most of loading the package.
func slideRays(s Square, occ Bitboard, dirs [4][2]int) Bitboard {
	switch {
	case sameDirs(&dirs, &rookDirs):
		return rayUp(rayDir(1, 0), s, occ) | rayDown(rayDir(-1, 0), s, occ) | rayUp(rayDir(0, 1), s, occ) | rayDown(rayDir(0, -1), s, occ)
	case sameDirs(&dirs, &bishopDirs):
		return rayUp(rayDir(1, 1), s, occ) | rayDown(rayDir(1, -1), s, occ) | rayUp(rayDir(-1, 1), s, occ) | rayDown(rayDir(-1, -1), s, occ)
	}
	var out Bitboard
	for _, d := range dirs {
		if d[1]*8+d[0] > 0 {
			out |= rayUp(rayDir(d[0], d[1]), s, occ)
		} else {
			out |= rayDown(rayDir(d[0], d[1]), s, occ)
		}
	}
	return out
}

// sameDirs is a == b without the call to compare memory that == makes.
func sameDirs(a, b *[4][2]int) bool {
	return a[0] == b[0] && a[1] == b[1] && a[2] == b[2] && a[3] == b[3]
}

// rayUp is the ray from s in direction dir, which goes up the board's
// numbering, as far as its first blocker in occ: the lowest square of the
// ray in occ, or h8 (whose rays up are empty) when there is none.
func rayUp(dir int, s Square, occ Bitboard) Bitboard {
	r := &rays[dir]
	ray := r[s&63]
	return ray ^ r[bits.TrailingZeros64(uint64(ray&occ|bb(63)))&63]
}

// rayDown is rayUp for a direction down the numbering: the first blocker
// is the highest square, or a1 (whose rays down are empty).
func rayDown(dir int, s Square, occ Bitboard) Bitboard {
	r := &rays[dir]
	ray := r[s&63]
	return ray ^ r[(63-bits.LeadingZeros64(uint64(ray&occ|bb(0))))&63]
}
