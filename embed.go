// Package chessconform holds the data that the chessconform binary ships with:
// the rule tables, the JSON Schemas, the Gherkin features and the conformance
// corpora, embedded so that an installed binary works from any directory.
//
// The Go code lives in the sub-packages: chess (board and moves), rulebook
// (rule tables), laws (completion, draws, clocks), conformance (protocol and
// certification) and the CLI in cmd/chessconform.
package chessconform

import "embed"

// Data is the embedded tree; paths are relative to the repository root,
// e.g. "rules/editions/fide-2023.yaml" or "features/art3_moves.feature".
//
//go:embed rules schema features conformance/corpus
var Data embed.FS
