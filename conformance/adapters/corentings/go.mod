module github.com/chessconform/chessconform/conformance/adapters/corentings

go 1.22.0

require (
	github.com/chessconform/chessconform/conformance/adapters/goadapter v0.0.0
	github.com/corentings/chess/v2 v2.3.2
)

require golang.org/x/exp v0.0.0-20250128182459-e0ece0dbea4c // indirect

replace github.com/chessconform/chessconform/conformance/adapters/goadapter => ../goadapter
