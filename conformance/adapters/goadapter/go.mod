module github.com/chessconform/chessconform/conformance/adapters/goadapter

go 1.22
