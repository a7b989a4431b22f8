package pgn_test

import (
	"bytes"
	"io"
	"testing"

	"github.com/chessconform/chessconform/pgn"
	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
)

func TestDecompress(t *testing.T) {
	src := corpus(t)
	var gz, zs bytes.Buffer
	gw := gzip.NewWriter(&gz)
	gw.Write(src)
	gw.Close()
	zw, _ := zstd.NewWriter(&zs)
	zw.Write(src)
	zw.Close()
	for _, tc := range []struct {
		in     []byte
		format string
	}{{src, pgn.Plain}, {gz.Bytes(), pgn.Gzip}, {zs.Bytes(), pgn.Zstd}} {
		rc, format, err := pgn.Decompress(bytes.NewReader(tc.in))
		if err != nil || format != tc.format {
			t.Fatalf("%s: %v, format %q", tc.format, err, format)
		}
		n := 0
		rd := pgn.NewReader(rc)
		for {
			if _, err := rd.Next(); err == io.EOF {
				break
			} else if err != nil {
				t.Fatal(err)
			}
			n++
		}
		rc.Close()
		if n != 400 {
			t.Errorf("%s: %d games", tc.format, n)
		}
	}
	// A corrupt stream is an error of the reader, not a panic.
	bad := append([]byte{}, zs.Bytes()[:100]...)
	rc, _, err := pgn.Decompress(bytes.NewReader(append(bad, 0, 1, 2, 3)))
	if err == nil {
		_, err = io.ReadAll(rc)
	}
	if err == nil {
		t.Error("corrupt zstd read without error")
	}
}
