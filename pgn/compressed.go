package pgn

import (
	"bufio"
	"bytes"
	"fmt"
	"io"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
)

// Compression formats Decompress recognises by their magic bytes.
const (
	Plain = ""
	Gzip  = "gzip"
	Zstd  = "zstd" // e.g. the Lichess monthly databases, .pgn.zst
)

// MaxZstdWindow bounds the memory a zstd stream may ask for: its window
// (the Lichess databases use a few MiB). A stream that needs more is an error.
const MaxZstdWindow = 64 << 20

// Decompress returns a stream of the decompressed bytes of r, recognising
// gzip and zstd by their first bytes (not by the file name), and the
// format it found (Plain for anything else, which is passed through).
// Decompression streams: memory stays bounded whatever the size. Close
// releases the decoder; it does not close r.
func Decompress(r io.Reader) (io.ReadCloser, string, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	head, _ := br.Peek(4)
	switch {
	case bytes.HasPrefix(head, []byte{0x1f, 0x8b}):
		z, err := gzip.NewReader(br)
		if err != nil {
			return nil, Gzip, fmt.Errorf("gzip: %w", err)
		}
		return z, Gzip, nil
	case bytes.HasPrefix(head, []byte{0x28, 0xb5, 0x2f, 0xfd}):
		z, err := zstd.NewReader(br, zstd.WithDecoderConcurrency(1), zstd.WithDecoderLowmem(true),
			zstd.WithDecoderMaxWindow(MaxZstdWindow))
		if err != nil {
			return nil, Zstd, fmt.Errorf("zstd: %w", err)
		}
		return zstdCloser{z}, Zstd, nil
	}
	return io.NopCloser(br), Plain, nil
}

type zstdCloser struct{ *zstd.Decoder }

func (z zstdCloser) Close() error { z.Decoder.Close(); return nil }
