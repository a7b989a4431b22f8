// Package laws judges a game — a start position and the moves played — under
// a resolved rulebook: how it ended (checkmate 5.1.1, stalemate 5.2.1, dead
// position 5.2.2, fivefold repetition 9.6.1, the 75-move rule 9.6.2), and
// which draws the player having the move could claim now (threefold
// repetition 9.2, the 50-move rule 9.3), including every intended move that
// would make a claim correct. It also rules on a single claim (wrong
// claimant, right lost by touching a piece, 9.4) and gives the outcome of a
// flag fall (6.9) or a resignation (5.1.2 in 2023) when the opponent cannot
// checkmate.
//
// Every number and wording choice comes from the rulebook: how many
// occurrences make a fivefold repetition and how they are counted, the
// length of the 50- and 75-move series, whether mate on the last move
// prevails, what makes two positions "the same" (en passant, castling), and
// the article every verdict cites, in that rulebook's own numbering. Where
// the rulebook names only a parent article (9.2 but not 9.2 a / 9.2.1.1), the
// sub-article is derived from the edition's layout (lettered or numbered) and
// mapped through the translation's article table.
//
// "Cannot checkmate by any series of legal moves" is a pluggable predicate
// (Options.CanMate), by default package unwinnable (Unwinnability). laws
// acts only on proofs: a dead position needs both sides proven unwinnable;
// an undetermined answer never ends a game. MaterialCanMate proves only the
// material cases (a lone king; king and one minor piece against a lone king;
// bishops only, all on one colour) and is there for callers that need a
// bounded-time answer.
//
// The package also classifies time controls (Appendices A and B, classify.go).
package laws
