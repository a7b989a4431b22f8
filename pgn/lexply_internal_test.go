package pgn

import (
	"encoding/binary"
	"testing"
)

// TestByteTests: nonzeroBytes and nonDigits mark exactly the bytes they
// name, for every byte value at every place among any neighbours (the
// values that make a borrow or carry cross a byte: 0, 1, '0'-1, '9'+1,
// 0x7f, 0x80, 0xff), and on random bytes.
func TestByteTests(t *testing.T) {
	check := func(b [8]byte) {
		v := binary.LittleEndian.Uint64(b[:])
		nz, nd := nonzeroBytes(v), nonDigits(v)
		for i, c := range b {
			if got, want := nz>>(8*i+7)&1 == 1, c != 0; got != want || nz>>(8*i)&0x7f != 0 {
				t.Fatalf("%q: nonzeroBytes byte %d: %v, want %v (%#x)", b, i, got, want, nz)
			}
			if got, want := nd>>(8*i+7)&1 == 1, c < '0' || c > '9'; got != want || nd>>(8*i)&0x7f != 0 {
				t.Fatalf("%q: nonDigits byte %d: %v, want %v (%#x)", b, i, got, want, nd)
			}
		}
	}
	neighbours := []byte{0, 1, '0' - 1, '0', '9', '9' + 1, 0x7f, 0x80, 0xff, ' '}
	for i := 0; i < 8; i++ {
		for c := 0; c < 256; c++ {
			for _, n := range neighbours {
				var b [8]byte
				for j := range b {
					b[j] = n
				}
				b[i] = byte(c)
				check(b)
			}
		}
	}
	var seed uint64 = 7
	for k := 0; k < 100000; k++ {
		seed ^= seed << 13
		seed ^= seed >> 7
		seed ^= seed << 17
		var b [8]byte
		binary.LittleEndian.PutUint64(b[:], seed)
		check(b)
	}
}
