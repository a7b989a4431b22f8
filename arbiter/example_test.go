package arbiter_test

import (
	"context"
	"fmt"
	"log"

	"github.com/chessconform/chessconform"
	"github.com/chessconform/chessconform/arbiter"
)

// Rule on a short event log under the FIDE Laws of 2023: an incorrect
// threefold claim (9.5.3 gives the opponent two minutes), an illegal move
// (7.5.5 gives the opponent two minutes), then a flag fall (6.9).
func Example() {
	p, err := arbiter.NewParser(chessconform.Data)
	if err != nil {
		log.Fatal(err)
	}
	l, err := p.Parse("game.yaml", []byte(`time_control: "5400+30"
events:
  - {type: clocks, white: "5:00", black: "4:00"}
  - {type: claim, side: white, kind: threefold}
  - {type: move, move: e4, used: "0:20"}
  - {type: illegal, act: illegal_move, side: black, move: e5e4}
  - {type: flag, side: black}
`))
	if err != nil {
		log.Fatal(err)
	}
	r, err := arbiter.NewRulebooks(chessconform.Data).Resolve("fide-2023", nil, "")
	if err != nil {
		log.Fatal(err)
	}
	ruling, err := arbiter.Adjudicate(context.Background(), r, l, arbiter.Options{})
	if err != nil {
		log.Fatal(err)
	}
	for _, d := range ruling.Decisions {
		fmt.Printf("event %d (%s): %s %s %s [%s]\n", d.Event, d.Type, d.Action, d.Side, d.Time, d.Article)
	}
	fmt.Printf("%s by %s [%s]; clocks %s, %s\n", ruling.Result, ruling.Termination, ruling.Article, ruling.Clocks.White, ruling.Clocks.Black)
	// Output:
	// event 1 (claim): reject white  [9.2.1.2]
	// event 1 (claim): add_time black +0:02:00 [9.5.3]
	// event 3 (illegal): add_time white +0:02:00 [7.5.5]
	// event 4 (flag): loss black  [6.9]
	// 1-0 by time-forfeit [6.9]; clocks 0:07:10, 0:00:00
}

// Parse decodes each event into the payload of its type.
func ExampleParser_Parse() {
	p, err := arbiter.NewParser(chessconform.Data)
	if err != nil {
		log.Fatal(err)
	}
	l, err := p.Parse("game.yaml", []byte(`time_control: "300+2"
events:
  - {type: move, move: e4, clock: "4:58"}
  - {type: draw_offer, side: black, response: declined}
  - {type: device, side: white, how: rings}
`))
	if err != nil {
		log.Fatal(err)
	}
	for _, e := range l.Events {
		switch e := e.(type) {
		case *arbiter.Move:
			fmt.Printf("%s: %s, clock %v\n", e.Type(), e.Move, *e.Clock)
		case *arbiter.DrawOffer:
			fmt.Printf("%s: %s, %s\n", e.Type(), e.Side, e.Response)
		case *arbiter.Device:
			fmt.Printf("%s: %s, %s\n", e.Type(), e.Side, e.How)
		}
	}
	_, err = p.Parse("bad.yaml", []byte("time_control: \"300\"\nevents:\n  - {type: flag, side: red}\n"))
	fmt.Println(err)
	// Output:
	// move: e4, clock 4m58s
	// draw_offer: black, declined
	// device: white, rings
	// bad.yaml:3:24 /events/0/side: value must be one of "white", "black"
}
