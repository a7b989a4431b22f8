package protocol

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// Line is one line read from a program's stdout: either the bytes (without
// the newline) or ErrLineTooLong.
type Line struct {
	Bytes []byte
	Err   error
}

// ErrLineTooLong reports a stdout line longer than the cap; the line is
// consumed and dropped.
var ErrLineTooLong = errLineTooLong

// Process is an untrusted child program: its own process group (so that the
// whole group can be ended; on Linux every descendant is tracked and ended
// too, see proc_linux.go), stdout split into capped lines, stderr drained
// into a capped tail so that a flood can neither block the program nor
// exhaust memory. It is the transport under the protocol Client and is meant
// to be reused by other drivers (e.g. a UCI driver).
type Process struct {
	cmd        *exec.Cmd
	stdin      *os.File
	stdout     *os.File
	stderr     *os.File
	lines      chan Line
	stop       chan struct{}
	done       chan struct{} // closed once the program has exited and been reaped
	stderrDone chan struct{} // closed when stderr reaches EOF
	err        error         // exit status, valid after done
	tail       *tailBuffer
	token      string // in the program's environment, inherited by its descendants (Linux)
	wg         sync.WaitGroup
	once       sync.Once
}

// StartProcess starts argv[0] with argv[1:] in dir (current directory when
// empty) with env appended to the environment. maxLine caps stdout lines,
// stderrTail the bytes of stderr kept.
func StartProcess(argv []string, dir string, env []string, maxLine, stderrTail int) (*Process, error) {
	if len(argv) == 0 || argv[0] == "" {
		return nil, errors.New("empty command")
	}
	path, err := exec.LookPath(argv[0])
	if err != nil {
		return nil, fmt.Errorf("starting %q: %w", argv[0], err)
	}
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, err
	}
	errR, errW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		outR.Close()
		outW.Close()
		return nil, err
	}
	cmd := &exec.Cmd{Path: path, Args: argv, Dir: dir, Stdin: inR, Stdout: outW, Stderr: errW}
	token := sessionToken()
	if len(env) > 0 || token != "" {
		cmd.Env = append(os.Environ(), env...)
		if token != "" {
			cmd.Env = append(cmd.Env, token)
		}
	}
	setGroup(cmd)
	if err := cmd.Start(); err != nil {
		for _, f := range []*os.File{inR, inW, outR, outW, errR, errW} {
			f.Close()
		}
		return nil, fmt.Errorf("starting %q: %w", argv[0], err)
	}
	// The child holds its own copies; ours must go so that EOF is seen.
	inR.Close()
	outW.Close()
	errW.Close()
	p := &Process{
		cmd: cmd, stdin: inW, stdout: outR, stderr: errR, token: token,
		lines:      make(chan Line, 16),
		stop:       make(chan struct{}),
		done:       make(chan struct{}),
		stderrDone: make(chan struct{}),
		tail:       &tailBuffer{max: stderrTail},
	}
	p.wg.Add(2)
	go p.readStdout(maxLine)
	go p.drainStderr()
	go func() {
		p.err = cmd.Wait()
		// Give the stderr reader a moment to reach EOF, so that what the
		// program wrote before exiting is in the tail when Done is seen
		// (a grandchild holding the pipe open must not hold us up).
		t := time.NewTimer(time.Second)
		select {
		case <-p.stderrDone:
		case <-t.C:
		}
		t.Stop()
		close(p.done)
	}()
	return p, nil
}

// PID is the program's process id (also its process group id).
func (p *Process) PID() int { return p.cmd.Process.Pid }

// Lines delivers stdout lines; it is closed at EOF.
func (p *Process) Lines() <-chan Line { return p.lines }

// Done is closed once the program has exited.
func (p *Process) Done() <-chan struct{} { return p.done }

// ExitStatus describes how the program ended ("exit status 3", "signal: killed");
// call it after Done.
func (p *Process) ExitStatus() string {
	if p.err == nil {
		return "exit status 0"
	}
	return p.err.Error()
}

// StderrTail returns the last bytes of stderr and the total written so far.
func (p *Process) StderrTail() (string, int64) { return p.tail.get() }

// WriteLine writes b and a newline to stdin, giving up after timeout (a
// program that never reads its input must not block us).
func (p *Process) WriteLine(b []byte, timeout time.Duration) error {
	if err := p.stdin.SetWriteDeadline(time.Now().Add(timeout)); err != nil {
		return err
	}
	buf := make([]byte, 0, len(b)+1)
	buf = append(append(buf, b...), '\n')
	_, err := p.stdin.Write(buf)
	return err
}

func (p *Process) readStdout(maxLine int) {
	defer p.wg.Done()
	defer close(p.lines)
	br := bufio.NewReaderSize(p.stdout, 64<<10)
	for {
		b, err := readLine(br, maxLine)
		var l Line
		switch {
		case errors.Is(err, errLineTooLong):
			l = Line{Err: ErrLineTooLong}
		case err != nil:
			return
		default:
			l = Line{Bytes: append([]byte(nil), b...)}
		}
		select {
		case p.lines <- l:
		case <-p.stop:
			return
		}
	}
}

func (p *Process) drainStderr() {
	defer p.wg.Done()
	defer close(p.stderrDone)
	io.Copy(p.tail, p.stderr)
}

// Close ends the program: stdin is closed, the program gets grace to exit by
// itself, then its whole process group is killed. Close waits until the
// program is reaped and the reader goroutines have stopped. It is safe to
// call more than once.
func (p *Process) Close(grace time.Duration) {
	p.once.Do(func() {
		p.stdin.Close()
		t := time.NewTimer(grace)
		select {
		case <-p.done:
		case <-t.C:
		}
		t.Stop()
		// Always signal the group: the program may have left children
		// behind. Descendants that left the group (setsid, double fork)
		// are found below the program and by the token it passed on.
		killDescendants(p.cmd.Process.Pid, p.token)
		killGroup(p.cmd)
		<-p.done
		killDescendants(0, p.token)
		close(p.stop)
		// Grandchildren that escaped the group could keep the pipes open;
		// closing our ends unblocks the readers regardless.
		p.stdout.Close()
		p.stderr.Close()
		p.wg.Wait()
	})
}

// tailBuffer keeps the last max bytes written to it and counts them all.
type tailBuffer struct {
	mu    sync.Mutex
	max   int
	buf   []byte
	total int64
}

func (t *tailBuffer) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.total += int64(len(b))
	if t.max <= 0 {
		return len(b), nil
	}
	t.buf = append(t.buf, b...)
	if over := len(t.buf) - t.max; over > 0 {
		t.buf = append(t.buf[:0], t.buf[over:]...)
	}
	return len(b), nil
}

func (t *tailBuffer) get() (string, int64) {
	t.mu.Lock()
	defer t.mu.Unlock()
	return strings.ToValidUTF8(string(t.buf), "\uFFFD"), t.total
}
