module github.com/chessconform/chessconform/conformance/adapters/notnil

go 1.22

require (
	github.com/chessconform/chessconform/conformance/adapters/goadapter v0.0.0
	github.com/notnil/chess v1.10.0
)

replace github.com/chessconform/chessconform/conformance/adapters/goadapter => ../goadapter
