package protocol_test

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/subject"
)

// cannedEnv holds the result (raw JSON) that the "canned" program answers to
// every operation but hello and quit.
const cannedEnv = "CHESSCONFORM_PROTOCOL_TEST_CANNED"

// serveCanned is the "canned" program: it declares every capability and
// rulebook fide-2023 and answers every operation with $CHESSCONFORM_PROTOCOL_TEST_CANNED.
func serveCanned() {
	canned := os.Getenv(cannedEnv)
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		var req protocol.Request
		if json.Unmarshal(sc.Bytes(), &req) != nil {
			continue
		}
		switch req.Op {
		case protocol.OpHello:
			fmt.Printf(`{"id":%d,"result":{"protocol":1,"name":"canned","version":"0","capabilities":["moves","notation","status","unwinnability","clocks","arbiter"],"rulebooks":["fide-2023"]}}`+"\n", req.ID)
		case protocol.OpQuit:
			fmt.Printf(`{"id":%d,"result":{}}`+"\n", req.ID)
			return
		default:
			fmt.Printf(`{"id":%d,"result":%s}`+"\n", req.ID, canned)
		}
	}
}

// TestMalformedAnswersAreFaults: every kind of malformed answer is a
// protocol fault quoting the response line, never an answer; the well-formed
// control of each kind is an answer.
func TestMalformedAnswersAreFaults(t *testing.T) {
	const fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
	ctx := context.Background()
	legal := func(c *protocol.Client) error { _, err := c.LegalMoves(ctx, fen); return err }
	play := func(c *protocol.Client) error { _, err := c.Play(ctx, fen, []string{"e2e4"}); return err }
	toSAN := func(c *protocol.Client) error { _, err := c.ToSAN(ctx, fen, "g1f3", "en"); return err }
	fromSAN := func(c *protocol.Client) error { _, err := c.FromSAN(ctx, fen, "Nf3", "en"); return err }
	entry := func(c *protocol.Client) error { _, err := c.ReadEntry(ctx, fen, "Nf3", "en"); return err }
	status := func(c *protocol.Client) error {
		_, err := c.GameStatus(ctx, subject.StatusRequest{Rulebook: "fide-2023", FEN: fen})
		return err
	}
	unwinnable := func(c *protocol.Client) error { _, err := c.Unwinnable(ctx, fen, "white"); return err }
	classify := func(c *protocol.Client) error { _, err := c.Classify(ctx, "fide-2023", "90+30"); return err }
	adjudicate := func(c *protocol.Client) error {
		_, err := c.Adjudicate(ctx, subject.AdjudicationRequest{Rulebook: "fide-2023", Log: []byte(`{"events":[]}`)})
		return err
	}
	okStatus := `{"result":"*","termination":"","article":"","claims":[]}`
	cases := []struct {
		name, answer string
		call         func(*protocol.Client) error
		why          string // "" for a well-formed answer
	}{
		{"moves ok", `{"moves":["e2e4","g1f3"]}`, legal, ""},
		{"moves html", `{"moves":["<img src=x onerror=alert(1)>"]}`, legal, `moves[0] "<img src=x onerror=alert(1)>" is not a move in UCI`},
		{"moves san", `{"moves":["e4"]}`, legal, `moves[0] "e4" is not a move in UCI`},
		{"moves upper", `{"moves":["E2E4"]}`, legal, `is not a move in UCI`},
		{"moves duplicate", `{"moves":["e2e4","e2e4"]}`, legal, `moves lists "e2e4" twice`},
		{"play ok", `{"fen":"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"}`, play, ""},
		{"play bad fen", `{"fen":"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR x KQkq"}`, play, `fen "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR x KQkq" is not a FEN`},
		{"play not fen", `{"fen":"ok"}`, play, `is not a FEN`},
		{"to_san ok", `{"san":"Nf3"}`, toSAN, ""},
		{"to_san ok hu", `{"san":"Hf3"}`, toSAN, ""},
		{"to_san ok e.p.", `{"san":"exd6 e.p."}`, toSAN, ""},
		{"to_san uci", `{"san":"g1f3"}`, toSAN, `san "g1f3" is not SAN`},
		{"to_san escape", `{"san":"\u001b]52;c;aGk=\u0007"}`, toSAN, `is not SAN`},
		{"from_san bad", `{"move":"Nf3"}`, fromSAN, `move "Nf3" is not a move in UCI`},
		{"read_entry bad", `{"move":"","draw_offer":false}`, entry, `move "" is not a move in UCI`},
		{"status ok", okStatus, status, ""},
		{"status result", `{"result":"1-1","termination":"","article":"","claims":[]}`, status, `result "1-1" is not one of`},
		{"status termination", `{"result":"1/2-1/2","termination":"boredom","article":"9.6","claims":[]}`, status, `termination "boredom" is not one of`},
		{"status article syntax", `{"result":"1-0","termination":"checkmate","article":"<script>","claims":[]}`, status, `article "<script>" is not an article`},
		{"status article unknown", `{"result":"1-0","termination":"checkmate","article":"5.99.1","claims":[]}`, status, `article "5.99.1" is not an article of fide-2023`},
		{"status claim kind", `{"result":"*","termination":"","article":"","claims":[{"kind":"perpetual","article":"9.2","by":"white","with_move":""}]}`, status, `claims[0].kind "perpetual" is not one of`},
		{"status claim article", `{"result":"*","termination":"","article":"","claims":[{"kind":"threefold","article":"","by":"white","with_move":""}]}`, status, `claims[0].article is empty`},
		{"status claim move", `{"result":"*","termination":"","article":"","claims":[{"kind":"threefold","article":"9.2.1","by":"white","with_move":"knight to f3"}]}`, status, `with_move "knight to f3" is not SAN`},
		{"unwinnable verdict", `{"verdict":"maybe","helpmate":[],"nodes":0}`, unwinnable, `verdict "maybe" is not one of`},
		{"unwinnable helpmate", `{"verdict":"winnable","helpmate":["mate"],"nodes":0}`, unwinnable, `helpmate[0] "mate" is not a move in UCI`},
		{"classify ok", `{"category":"standard","article":"A.1","basis_seconds":5400}`, classify, ""},
		{"classify category", `{"category":"bullet","article":"A.1","basis_seconds":60}`, classify, `category "bullet" is not one of`},
		{"adjudicate result", `{"result":"2-0","article":"","clocks":{"white":"","black":""},"scoresheet":{"white":"record","black":"record"},"decisions":[]}`, adjudicate, `result "2-0" is not one of`},
		{"adjudicate clock", `{"result":"*","article":"","clocks":{"white":"ninety","black":""},"scoresheet":{"white":"record","black":"record"},"decisions":[]}`, adjudicate, `clocks.white "ninety" is not a clock reading`},
	}
	for _, k := range cases {
		t.Run(k.name, func(t *testing.T) {
			t.Parallel()
			self, err := os.Executable()
			if err != nil {
				t.Fatal(err)
			}
			c, err := protocol.Start(ctx, protocol.Options{Launch: protocol.Launch{Argv: []string{self}, Env: []string{programEnv + "=canned", cannedEnv + "=" + k.answer}, Timeout: 20 * time.Second}})
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			err = k.call(c)
			if k.why == "" {
				if errors.Is(err, protocol.ErrFault) {
					t.Fatalf("a well-formed answer is a fault: %v", err)
				}
				return
			}
			var f *protocol.Fault
			if !errors.As(err, &f) || f.Kind != protocol.FaultProtocol {
				t.Fatalf("got %v, want a protocol fault", err)
			}
			if !strings.Contains(f.Detail, k.why) {
				t.Errorf("detail %q lacks %q", f.Detail, k.why)
			}
			// The exact response line is quoted (as a Go string literal).
			if !strings.Contains(f.Detail, fmt.Sprintf("%q", k.answer)[1:10]) {
				t.Errorf("detail %q does not quote the response line", f.Detail)
			}
			// The program is still in step: the next request is answered.
			if err := k.call(c); !errors.As(err, &f) || f.Kind != protocol.FaultProtocol {
				t.Errorf("second request: %v", err)
			}
			if s := c.Stats(); s.Restarts != 0 {
				t.Errorf("%d restarts after a malformed answer, want 0", s.Restarts)
			}
		})
	}
}
