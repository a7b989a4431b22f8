package chess

// Letters are the piece letters of one language (Appendix C.3). A pawn has no
// letter in algebraic notation. Letters may be longer than one rune (Russian
// writes the king "Кр"); parsing matches the longest letter first.
type Letters struct {
	King, Queen, Rook, Bishop, Knight string
}

// English are the letters of the authentic English text: K Q R B N.
var English = Letters{King: "K", Queen: "Q", Rook: "R", Bishop: "B", Knight: "N"}
