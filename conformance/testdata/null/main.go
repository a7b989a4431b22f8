// Command null is the null program of chessconform's suite tests: it
// declares every capability and every shipped rulebook, then answers every
// operation "unsupported". A certificate of it must pass no case: a case
// it passed would be a case that asks the program nothing.
package main

import (
	"bufio"
	"encoding/json"
	"os"
	"slices"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/conformance/protocol"
	"github.com/chessconform/chessconform/rulebook"
)

func main() {
	books := []string{}
	if set, err := rulebook.LoadEmbedded(chessconform.Data); err == nil && set != nil {
		for _, e := range set.List() {
			if e.Kind != rulebook.KindRegulations {
				books = append(books, e.ID)
			}
		}
	}
	slices.Sort(books)
	in := bufio.NewReaderSize(os.Stdin, 1<<20)
	out := bufio.NewWriter(os.Stdout)
	enc := json.NewEncoder(out)
	for {
		line, err := in.ReadBytes('\n')
		if err != nil {
			return
		}
		var req protocol.Request
		if json.Unmarshal(line, &req) != nil {
			continue
		}
		resp := protocol.Response{ID: req.ID}
		switch req.Op {
		case protocol.OpHello:
			resp.Result, _ = json.Marshal(protocol.HelloResult{Protocol: protocol.Version, Name: "null", Version: "0",
				Capabilities: protocol.Capabilities, Rulebooks: books})
		case protocol.OpQuit:
			resp.Result = json.RawMessage(`{}`)
		default:
			resp.Error = &protocol.Error{Code: protocol.CodeUnsupported, Message: "null: nothing is supported"}
		}
		enc.Encode(resp)
		out.Flush()
		if req.Op == protocol.OpQuit {
			return
		}
	}
}
