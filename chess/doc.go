// Package chess is the reference model of the board and the moves: Articles
// 1–4 of the FIDE Laws of Chess, the Chess960 guidelines, and Appendix C
// (algebraic notation). It knows positions, legal moves, FEN/EPD and SAN/LAN/UCI,
// and nothing about clocks, draws by claim or rulebook editions.
//
// Position validation is strict about what a single position can show (one
// king per side, no pawns on the first or last rank, the side not to move not
// in check, castling rights matching king and rook placement, an en-passant
// square consistent with a double step just played). Whether a position is
// reachable from the initial position by legal moves is not decided here,
// beyond the checks no last move can have given (Position.ImpossibleCheck,
// at the strictness its caller needs).
//
// It is also the only home of the board's facts for the other packages: the
// attack tables (KnightAttacks, …), the square colours (DarkSquares), the
// Zobrist keys (Position.Key, ZobristCastling) and FEN writing
// (Position.FEN, Placement).
package chess
