package main

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"
)

// progressInterval is how often a plain progress line is written when
// stderr is not a terminal (CI logs, pipes); tests shorten it.
var progressInterval = 5 * time.Second

// liveInterval throttles the rewritten line on a terminal.
const liveInterval = 100 * time.Millisecond

// progress reports a long job on stderr: on a terminal one line rewritten in
// place, otherwise a plain line every progressInterval (the first after one
// interval, so that a short job prints nothing). A nil *progress (--quiet)
// reports nothing. It is safe for concurrent use: a parallel job may call
// Update from its workers.
type progress struct {
	mu    sync.Mutex
	w     io.Writer
	name  string // the command, prefixed to plain lines
	live  bool
	every time.Duration
	last  time.Time
	shown bool // a live line is on the screen
}

// newProgress returns the reporter of command name on stderr, or nil when
// quiet.
func newProgress(stderr io.Writer, name string, quiet bool) *progress {
	if quiet {
		return nil
	}
	p := &progress{w: stderr, name: name, live: isTerminal(stderr), every: progressInterval, last: time.Now()}
	if p.live {
		p.every = liveInterval
		p.last = time.Time{}
	}
	return p
}

// Update reports the state of the job, formatted as by fmt.Sprintf; it
// writes only when the interval has passed since the last line.
func (p *progress) Update(format string, args ...any) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	now := time.Now()
	if now.Sub(p.last) < p.every {
		return
	}
	p.last = now
	msg := fmt.Sprintf(format, args...)
	if p.live {
		fmt.Fprintf(p.w, "\r\033[K%s", msg)
		p.shown = true
		return
	}
	fmt.Fprintf(p.w, "chessconform %s: %s\n", p.name, msg)
}

// Done clears the live line (a plain log keeps its lines).
func (p *progress) Done() {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.shown {
		fmt.Fprint(p.w, "\r\033[K")
		p.shown = false
	}
}

// Reader wraps r so that reading it reports how far the job is through its
// input ("12.0 of 51.2 MB (23 %)"; without total, just the bytes read):
// progress for a job that streams a large file through a library without a
// progress hook of its own. A nil *progress returns r.
//
// adjudicate is the intended user: arbiter.Auditor.Audit has no progress
// callback (yet), and its input is a stream; wrap the reader given to it.
func (p *progress) Reader(r io.Reader, total int64) io.Reader {
	if p == nil {
		return r
	}
	return &progressReader{r: r, p: p, total: total}
}

type progressReader struct {
	r     io.Reader
	p     *progress
	n     int64
	total int64
}

func (pr *progressReader) Read(b []byte) (int, error) {
	n, err := pr.r.Read(b)
	pr.n += int64(n)
	if pr.total > 0 {
		pr.p.Update("read %.1f of %.1f MB (%d %%)", float64(pr.n)/1e6, float64(pr.total)/1e6, pr.n*100/pr.total)
	} else {
		pr.p.Update("read %.1f MB", float64(pr.n)/1e6)
	}
	return n, err
}

// isTerminal reports whether w is a terminal (a character device), seeing
// through the gate main puts in front of stderr.
func isTerminal(w io.Writer) bool {
	if t, ok := w.(interface{ terminal() bool }); ok {
		return t.terminal()
	}
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
