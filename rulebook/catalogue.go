package rulebook

// param describes one parameter of the rule tables: its id (section.name, the
// same as in schema/rulebook.schema.json), a title for people, and whether the
// Laws delegate it to event regulations.
type param struct {
	id        string
	title     string
	delegable bool
}

// catalogue is every parameter in display order. A test checks it against the
// schema so the two cannot drift apart.
var catalogue = []param{
	{"time_classes.basis", "Time-control basis (base + N × increment)", false},
	{"time_classes.standard", "Standard time class", false},
	{"time_classes.rapid", "Rapid time class", false},
	{"time_classes.blitz", "Blitz time class", false},
	{"rapid.supervision", "Rapid: adequate supervision", true},
	{"rapid.no_claims_after_moves", "Rapid/blitz: no set-up or clock claims after N moves", false},
	{"rapid.scoresheet_requests_max", "Rapid/blitz: scoresheet shown at most N times", false},
	{"rapid.arbiter_calls_flag", "Rapid/blitz without adequate supervision: arbiter calls the flag", false},
	{"rapid.time_claim", "Rapid/blitz: claiming a win on time", false},
	{"rapid.recording", "Rapid: whether the players must record the moves", false},
	{"rapid.illegal_position", "Rapid/blitz without adequate supervision: illegal position on the board", false},
	{"rapid.adequate_time_penalty", "Rapid with adequate supervision: time penalty instead of two minutes", false},
	{"blitz.supervision", "Blitz: adequate supervision", true},
	{"blitz.adequate_time_penalty", "Blitz with adequate supervision: time penalty instead of two minutes", false},
	{"illegal_moves.standard", "Illegal moves in standard games", false},
	{"illegal_moves.rapid", "Illegal moves in rapid games", false},
	{"illegal_moves.blitz", "Illegal moves in blitz games", false},
	{"illegal_moves.unfinished_promotion", "Promotion left unfinished", false},
	{"claims.incorrect_standard", "Incorrect draw claim (standard)", false},
	{"claims.incorrect_rapid", "Incorrect draw claim (rapid)", false},
	{"claims.incorrect_blitz", "Incorrect draw claim (blitz)", false},
	{"claims.stop_clocks", "Stopping the clocks for a draw claim", false},
	{"claims.right_lost", "Losing the right to claim a draw on that move", false},
	{"draws.threefold", "Threefold repetition claim", false},
	{"draws.same_position", "Definition of the same position", false},
	{"draws.fivefold", "Fivefold repetition (automatic draw)", false},
	{"draws.fifty_moves", "50-move claim", false},
	{"draws.seventy_five_moves", "75-move rule (automatic draw)", false},
	{"draws.dead_position", "Dead position", false},
	{"draws.flag_fall_cannot_mate", "Flag fall when the opponent cannot checkmate", false},
	{"draws.resignation_cannot_mate", "Resignation when the opponent cannot checkmate", false},
	{"draws.agreement", "Draw offers and agreement", true},
	{"draws.claim_as_offer", "Draw claims that count as draw offers", false},
	{"draws.agreement_moves", "Agreement only after N moves by each player", false},
	{"scoring.points", "Scoring", true},
	{"recording.scoresheet_exemption", "Scoresheet exemption", false},
	{"recording.electronic_scoresheet", "Electronic scoresheets", false},
	{"recording.incomplete_scoresheets", "Incomplete scoresheets after a flag fall", false},
	{"default.time", "Default time (late arrival)", true},
	{"conduct.electronic_devices", "Electronic devices", true},
	{"conduct.refusal", "Persistent refusal to comply with the Laws", false},
	{"quickplay.finish", "Quickplay finish", false},
	{"quickplay.claim", "Quickplay finish: draw claim", false},
	{"quickplay.extra_increment", "Quickplay finish: extra increment per move on request", false},
	{"quickplay.requester", "Quickplay finish: who may claim or request", false},
	{"quickplay.unsupervised_claim", "Quickplay finish without an arbiter: the claim", false},
	{"penalties.catalogue", "Penalties available to the arbiter", false},
	{"colours.reversed", "Game started with colours reversed", false},
	{"board.touch_move", "Touch-move: which move a touched piece obliges", false},
	{"board.initial_position", "Initial position found incorrect during the game", false},
	{"board.orientation", "Chessboard found wrongly placed during the game", false},
	{"clock.both_flags", "Both flags fallen, order unknown", false},
	{"clock.wrong_setting", "Clock found wrongly set", false},
	{"clock.defective", "Defective clock", false},
	{"clock.flag_check", "Flag fall checked against the moves of the period", false},
	{"clock.handling", "Handling the chessclock", false},
	{"adjournment.sealed_move", "Adjourned game: the sealed move", false},
	{"adjournment.resumption_absence", "Adjourned game: absence at the resumption", false},
}

func paramByID(id string) (param, bool) {
	for _, p := range catalogue {
		if p.id == id {
			return p, true
		}
	}
	return param{}, false
}

// ParameterIDs lists every parameter id in display order.
func ParameterIDs() []string {
	out := make([]string, len(catalogue))
	for i, p := range catalogue {
		out[i] = p.id
	}
	return out
}

// Title is the human title of a parameter id ("" if unknown).
func Title(id string) string {
	p, _ := paramByID(id)
	return p.title
}
