package outcome

// Verdict answers "can this side still checkmate by any series of legal
// moves" (5.2.2, 6.9, 5.1.2 in 2023). Only Winnable and Unwinnable are
// proofs; the zero Verdict means the question was not asked.
type Verdict string

// The verdicts.
const (
	Undetermined Verdict = "undetermined" // no proof either way (a search ran out of budget)
	Winnable     Verdict = "winnable"     // proven: a helpmate exists
	Unwinnable   Verdict = "unwinnable"   // proven: no series of legal moves checkmates the opponent
)

// Verdicts lists the three verdicts, in the order of the schema.
func Verdicts() []Verdict { return []Verdict{Winnable, Unwinnable, Undetermined} }

// Valid reports whether v is one of the three verdicts.
func (v Verdict) Valid() bool { return v == Winnable || v == Unwinnable || v == Undetermined }

// Proven reports whether v is Winnable or Unwinnable.
func (v Verdict) Proven() bool { return v == Winnable || v == Unwinnable }
