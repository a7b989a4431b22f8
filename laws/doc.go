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
// Readings where the Laws are terse (each documented where it is applied):
//
//   - A claim by intended move (9.2.1.1, 9.3.1) is made before the move is
//     played; a correct claim draws at once (9.5.2), so the move is never
//     made. An intended move that would checkmate or stalemate therefore
//     still makes the claim correct (python-chess#1188 rejects it). Once
//     the game has ended, nothing can be claimed.
//   - The game ends at the first event that ends it; moves after that are
//     not judged (Status.Ply says where it ended). Checkmate or stalemate
//     on the move that completes the 75 moves is reported as such
//     (draws.seventy_five_moves.mate_prevails; a stalemate is a draw either
//     way and ends the game itself).
//   - History before the start position is unknown: repetitions count from
//     it, the 50- and 75-move counts from its half-move clock.
//   - 2014's "five consecutive alternate moves" is read as the same position
//     after each of five consecutive back-and-forth cycles (every fourth
//     half-move); the "last", "consecutive" and "any" series of 75 moves all
//     hold from the moment the half-move clock reaches twice the rulebook's number of moves.
//   - Same position (9.2.2): see identity.go for en passant and for each
//     edition's castling wording.
//
// Results, terminations and verdicts are package outcome's types: a
// Status's result is derived from its outcome.Outcome, so it cannot
// disagree with the termination. A Game is built by ParseGame or NewGame,
// which check every move, or by NewGameUnchecked for moves known to be legal.
//
// The package also classifies time controls (Appendices A and B, classify.go).
package laws
