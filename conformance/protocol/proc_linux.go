//go:build linux

package protocol

import (
	"bytes"
	"os"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// On Linux a program under test cannot outlive certify, whatever it does:
//
//   - chessconform becomes a child subreaper (PR_SET_CHILD_SUBREAPER), so a
//     descendant whose parent exits — a daemon that forked twice, a
//     grandchild that called setsid to leave the process group — is
//     reparented to chessconform instead of init, where it can be found;
//   - every program is started with a session token in its environment,
//     which its descendants inherit;
//   - on Close, every process below the program (by parent chain) and every
//     process of ours carrying the token is killed, and the orphans among
//     them are reaped;
//   - the program gets SIGKILL if chessconform itself dies (Pdeathsig), so
//     an engine that ignores end of input does not keep running.
//
// A descendant that both leaves the process group and execs with a cleared
// environment after its parent has exited is the one case this cannot find.

const (
	prSetChildSubreaper = 36 // linux/prctl.h
	tokenVar            = "CHESSCONFORM_SESSION"
)

var subreaperOnce sync.Once

func platformAttr(a *syscall.SysProcAttr) {
	subreaperOnce.Do(func() {
		_, _, _ = syscall.RawSyscall(syscall.SYS_PRCTL, prSetChildSubreaper, 1, 0)
	})
	a.Pdeathsig = syscall.SIGKILL
}

var tokenSeq struct {
	sync.Mutex
	n int
}

// sessionToken returns a token unique to this chessconform process and this
// program instance, to be put in the program's environment.
func sessionToken() string {
	tokenSeq.Lock()
	defer tokenSeq.Unlock()
	tokenSeq.n++
	return tokenVar + "=" + strconv.Itoa(os.Getpid()) + "." + strconv.FormatInt(time.Now().UnixNano(), 36) + "." + strconv.Itoa(tokenSeq.n)
}

// procInfo is what killDescendants needs of one process.
type procInfo struct {
	pid, ppid int
}

// listProcs reads the pid and parent pid of every process in /proc.
func listProcs() []procInfo {
	ents, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	var out []procInfo
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		// pid (comm) state ppid …: comm may hold spaces and parentheses.
		i := bytes.LastIndexByte(b, ')')
		if i < 0 {
			continue
		}
		f := strings.Fields(string(b[i+1:]))
		if len(f) < 2 {
			continue
		}
		ppid, err := strconv.Atoi(f[1])
		if err != nil {
			continue
		}
		out = append(out, procInfo{pid, ppid})
	}
	return out
}

// hasToken reports whether the process started with token in its environment.
func hasToken(pid int, token string) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/environ")
	if err != nil {
		return false
	}
	for _, kv := range bytes.Split(b, []byte{0}) {
		if string(kv) == token {
			return true
		}
	}
	return false
}

// killDescendants kills every process below root and every process
// carrying token, repeating while new ones appear (a fork racing the
// kill), and reaps those that were reparented to us.
func killDescendants(root int, token string) {
	self := os.Getpid()
	for round := 0; round < 10; round++ {
		procs := listProcs()
		children := map[int][]int{}
		for _, p := range procs {
			children[p.ppid] = append(children[p.ppid], p.pid)
		}
		victims := map[int]bool{}
		var walk func(int)
		walk = func(pid int) {
			for _, c := range children[pid] {
				if !victims[c] {
					victims[c] = true
					walk(c)
				}
			}
		}
		if root > 0 {
			walk(root)
		}
		if token != "" {
			for _, p := range procs {
				if p.pid != self && !victims[p.pid] && hasToken(p.pid, token) {
					victims[p.pid] = true
					walk(p.pid)
				}
			}
		}
		delete(victims, root) // the program itself is the exec.Cmd's to kill and reap
		if len(victims) == 0 {
			return
		}
		for pid := range victims {
			_ = syscall.Kill(pid, syscall.SIGKILL)
		}
		// Reap the orphans reparented to us (we are their subreaper); the
		// others are reaped by their own parents.
		parent := map[int]int{}
		for _, p := range procs {
			parent[p.pid] = p.ppid
		}
		for pid := range victims {
			if parent[pid] == self {
				var ws syscall.WaitStatus
				for i := 0; i < 100; i++ {
					n, err := syscall.Wait4(pid, &ws, syscall.WNOHANG, nil)
					if n == pid || err != nil {
						break
					}
					time.Sleep(2 * time.Millisecond)
				}
			}
		}
	}
}
