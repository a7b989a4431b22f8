module github.com/chessconform/chessconform/conformance/adapters/dragontoothmg

go 1.22

require (
	github.com/chessconform/chessconform/conformance/adapters/goadapter v0.0.0
	github.com/dylhunn/dragontoothmg v0.0.0-20220917014754-e79413b50d93
)

replace github.com/chessconform/chessconform/conformance/adapters/goadapter => ../goadapter
