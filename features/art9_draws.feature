@art-9
Feature: Article 9 — The drawn game: repetition, the 50-move and the 75-move rules
  Repetition and the move count are judged per edition, the editions side by
  side. A claim (9.2, 9.3) is made only by the player having the move, either
  on the position or series already there (9.2.1.2, 9.3.2) or by writing down
  an intended move that would produce it (9.2.1.1, 9.3.1); the claims listed
  are every claim the player to move could make now. The automatic draws
  (9.6.1 fivefold, 9.6.2 75 moves) exist only from the 2014 Laws on.
  Articles are given in each edition's own numbering (2005-2014: 9.2 a/b,
  9.3 a/b, 9.6 a/b). Every expected value below was worked out by hand.

  # chess.js 1.4.0 treats the third occurrence as the end of the game
  # (isThreefoldRepetition, isDraw and isGameOver all true): the Laws only
  # let the player having the move claim it (research: peers.md §3, case C1).
  @art-9.2.1.2 @art-9.2.1.1
  Scenario Outline: The third occurrence can be claimed, it does not end the game
    Given the initial position
    And the moves "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8" have been played
    Then under "<rulebook>" the outcome is "in play"
    And under "<rulebook>" White may claim "<claims>"
    And under "<rulebook>" Black may not claim a draw

    Examples:
      | rulebook     | claims                                     |
      | fide-2023    | threefold 9.2.1.2; threefold 9.2.1.1 with Nf3 |
      | fide-2018-01 | threefold 9.2.1.2; threefold 9.2.1.1 with Nf3 |
      | fide-2017-07 | threefold 9.2.1.2; threefold 9.2.1.1 with Nf3 |
      | fide-2014    | threefold 9.2 b; threefold 9.2 a with Nf3     |
      | fide-2009    | threefold 9.2 b; threefold 9.2 a with Nf3     |
      | fide-2005    | threefold 9.2 b; threefold 9.2 a with Nf3     |

  # Only python-chess implements the claim by intended move; chess.js and
  # notnil/chess look at the current position only (peers.md §3, case D2).
  @art-9.2.1.1
  Scenario Outline: The player having the move claims by writing the move that repeats the position a third time
    Given the initial position
    And the moves "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1" have been played
    Then under "<rulebook>" the outcome is "in play"
    And under "<rulebook>" Black may claim "threefold <article> with Ng8"
    And under "<rulebook>" White may not claim a draw

    Examples:
      | rulebook     | article |
      | fide-2023    | 9.2.1.1 |
      | fide-2018-01 | 9.2.1.1 |
      | fide-2014    | 9.2 a   |
      | fide-2009    | 9.2 a   |

  @art-9.2.1
  Scenario: Two occurrences are not enough, and no move repeats a position a third time
    Given the initial position
    And the moves "Nf3 Nf6 Ng1 Ng8" have been played
    Then under "fide-2018-01" the player to move may claim "nothing"

  # The d4 pawn is pinned by Rd1 against Kd8, so after c2-c4 the capture
  # d4xc3 e.p. is pseudo-legal but illegal: the position after c4 and the
  # later ones with the knight back on g1 are the same (9.2.2.1), three
  # occurrences. chess.js 1.4.0 and Stockfish 15.1 count the pseudo-legal
  # capture, notnil/chess 1.10, corentings/chess 2.3 and dragontoothmg
  # every double step: they see two (peers.md §3, case B1). With Re1 the
  # capture is legal, the first position differs, and only ...Nf6 repeats a
  # position a third time (case B2). With no black pawn beside c4 there is
  # no capture at all (case B3; notnil/chess and dragontoothmg miss it).
  @art-9.2.2.1
  Scenario Outline: An en-passant capture counts only when it is legal
    Given the position "<position>"
    And the moves "c4 Nf6 Nf3 Ng8 Ng1 Nf6 Nf3 Ng8 Ng1" have been played
    Then under "<rulebook>" Black may claim "<claims>"

    Examples:
      | rulebook     | position                              | claims                                        |
      | fide-2023    | 3k2n1/8/8/8/3p4/8/2P5/3R2NK w - - 0 1 | threefold 9.2.1.2; threefold 9.2.1.1 with Nf6 |
      | fide-2018-01 | 3k2n1/8/8/8/3p4/8/2P5/3R2NK w - - 0 1 | threefold 9.2.1.2; threefold 9.2.1.1 with Nf6 |
      | fide-2014    | 3k2n1/8/8/8/3p4/8/2P5/3R2NK w - - 0 1 | threefold 9.2 b; threefold 9.2 a with Nf6     |
      | fide-2009    | 3k2n1/8/8/8/3p4/8/2P5/3R2NK w - - 0 1 | threefold 9.2 b; threefold 9.2 a with Nf6     |
      | fide-2018-01 | 3k2n1/8/8/8/3p4/8/2P5/4R1NK w - - 0 1 | threefold 9.2.1.1 with Nf6                    |
      | fide-2009    | 3k2n1/8/8/8/3p4/8/2P5/4R1NK w - - 0 1 | threefold 9.2 a with Nf6                      |
      | fide-2018-01 | 3k2n1/8/8/8/8/8/2P5/4R1NK w - - 0 1   | threefold 9.2.1.2; threefold 9.2.1.1 with Nf6 |

  # Both kings step out and back twice. In the start position each side had
  # castling rights (and could castle); afterwards neither has: the start
  # position occurred once, the later one twice. Nothing to claim.
  @art-9.2.2.2
  Scenario Outline: A position after the castling rights were lost by moving the king differs
    Given the position "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
    And the moves "Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8" have been played
    Then under "<rulebook>" the player to move may claim "nothing"

    Examples:
      | rulebook     |
      | fide-2023    |
      | fide-2018-01 |
      | fide-2017-07 |
      | fide-2014    |
      | fide-2009    |
      | fide-2005    |

  # The same, but the knights on b1, g1, b8, g8 block every castling. From
  # 2014 (a king or rook "had castling rights but forfeited these after
  # moving") and in 2005 (the right "changed permanently") the start
  # position still differs. The 2009 text compares only "the possible moves
  # of all the pieces of both players", and a right that cannot be used is
  # no possible move: the start position is the same as the later two, and
  # Ke2 would repeat the position after 1.Ke2 a third time.
  @art-9.2.2.2
  Scenario Outline: A castling right that cannot be used: different from 2014, the same under 2009
    Given the position "rn2k1nr/8/8/8/8/8/8/RN2K1NR w KQkq - 0 1"
    And the moves "Ke2 Ke7 Ke1 Ke8 Ke2 Ke7 Ke1 Ke8" have been played
    Then under "<rulebook>" the player to move may claim "<claims>"

    Examples:
      | rulebook     | claims                                    |
      | fide-2023    | nothing                                   |
      | fide-2018-01 | nothing                                   |
      | fide-2014    | nothing                                   |
      | fide-2009    | threefold 9.2 b; threefold 9.2 a with Ke2 |
      | fide-2005    | nothing                                   |

  # python-chess, notnil/chess and corentings/chess draw here automatically
  # (correct from 2014); chess.js has no fivefold rule and already ended the
  # game at the third occurrence (peers.md §3, case C2).
  @art-9.6.1
  Scenario Outline: Five occurrences on consecutive alternate moves end the game from 2014, never before
    Given the initial position
    And the moves "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8" have been played
    Then under "<rulebook>" the outcome is "<outcome>"
    And under "<rulebook>" the player to move may claim "<claims>"

    Examples:
      | rulebook     | outcome                            | claims                                        |
      | fide-2023    | 1/2-1/2 by fivefold, article 9.6.1 | nothing                                       |
      | fide-2018-01 | 1/2-1/2 by fivefold, article 9.6.1 | nothing                                       |
      | fide-2017-07 | 1/2-1/2 by fivefold, article 9.6.1 | nothing                                       |
      | fide-2014    | 1/2-1/2 by fivefold, article 9.6 a | nothing                                       |
      | hu-2018      | 1/2-1/2 by fivefold, article 9.6.1 | nothing                                       |
      | fide-2009    | in play                            | threefold 9.2 b; threefold 9.2 a with Nf3     |
      | fide-2005    | in play                            | threefold 9.2 b; threefold 9.2 a with Nf3     |

  # The Hungarian translation of the 2018 Laws (hu-2018) asks for five
  # consecutive instances, as 2014 did (its recorded deviation from 9.6.1).
  # K+R v K. "Kf1 Kf8 Ke1 Ke8" returns to the start after four half-moves,
  # "Kd1 Kd8 Kd2 Kd7 Ke1 Ke8" (both kings triangulating) after six. Four
  # such cycles give the start position at half-moves 0, 4, 10, 14 and 20:
  # five times, but not on five consecutive alternate moves. Every other
  # position occurs twice; Kf1 or Kd1 would make one of them occur a third
  # time.
  @art-9.6.1
  Scenario Outline: Five non-consecutive occurrences: drawn from 2017, not yet under 2014 (nor hu-2018), not automatically at all under 2009
    Given the position "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
    And the moves "Kf1 Kf8 Ke1 Ke8 Kd1 Kd8 Kd2 Kd7 Ke1 Ke8 Kf1 Kf8 Ke1 Ke8 Kd1 Kd8 Kd2 Kd7 Ke1 Ke8" have been played
    Then under "<rulebook>" the outcome is "<outcome>"
    And under "<rulebook>" the player to move may claim "<claims>"

    Examples:
      | rulebook     | outcome                            | claims                                                        |
      | fide-2023    | 1/2-1/2 by fivefold, article 9.6.1 | nothing                                                       |
      | fide-2018-01 | 1/2-1/2 by fivefold, article 9.6.1 | nothing                                                       |
      | fide-2017-07 | 1/2-1/2 by fivefold, article 9.6.1 | nothing                                                       |
      | hu-2018      | in play                            | threefold 9.2.1.2; threefold 9.2.1.1 with Kd1; threefold 9.2.1.1 with Kf1 |
      | fide-2014    | in play                            | threefold 9.2 b; threefold 9.2 a with Kd1; threefold 9.2 a with Kf1 |
      | fide-2009    | in play                            | threefold 9.2 b; threefold 9.2 a with Kd1; threefold 9.2 a with Kf1 |
      | fide-2005    | in play                            | threefold 9.2 b; threefold 9.2 a with Kd1; threefold 9.2 a with Kf1 |

  # With the clock at 99 every move that is neither a pawn move nor a
  # capture completes the 50 moves: here all 19 legal moves (Ra1, Ra3-Ra8,
  # Rb2-Rh2, Kd1, Kd2, Ke2, Kf1, Kf2). chess.js and notnil/chess only look
  # at the clock itself (peers.md §3, case D1).
  @art-9.3.1
  Scenario Outline: The 50-move claim by writing a move that completes the 50 moves
    Given the position "8/8/8/4k3/8/8/R7/4K3 w - - 99 100"
    Then under "<rulebook>" the outcome is "in play"
    And under "<rulebook>" the claims include "fifty-moves <written> with Ra3; fifty-moves <written> with Kf2"
    And under "<rulebook>" the claims do not include "fifty-moves <series>"
    And under "<rulebook>" there are 19 claims
    And under "<rulebook>" Black may not claim a draw

    Examples:
      | rulebook     | written | series |
      | fide-2023    | 9.3.1   | 9.3.2  |
      | fide-2018-01 | 9.3.1   | 9.3.2  |
      | fide-2014    | 9.3 a   | 9.3 b  |
      | fide-2009    | 9.3 a   | 9.3 b  |
      | fide-2005    | 9.3 a   | 9.3 b  |

  @art-9.3.2
  Scenario Outline: The 50-move claim once 50 moves by each side are complete
    Given the position "8/8/8/4k3/8/8/R7/4K3 w - - 100 100"
    Then under "<rulebook>" the claims include "fifty-moves <series>; fifty-moves <written> with Ra3"
    And under "<rulebook>" there are 20 claims

    Examples:
      | rulebook     | written | series |
      | fide-2018-01 | 9.3.1   | 9.3.2  |
      | fide-2009    | 9.3 a   | 9.3 b  |

  @art-9.3.1
  Scenario: A capture as the intended move does not complete the 50 moves
    Given the position "8/8/8/4k3/8/p7/R7/4K3 w - - 99 100"
    Then under "fide-2018-01" the claims include "fifty-moves 9.3.1 with Kd1"
    And under "fide-2018-01" the claims do not include "fifty-moves 9.3.1 with Rxa3"

  # The intended move is written, not played: Ra8 would checkmate, but the
  # claim is correct and the game is drawn at once (9.3.1, 9.5.2).
  # python-chess's can_claim_fifty_moves() rejects a claim whose only
  # completing move checkmates or stalemates (niklasf/python-chess#1188).
  @art-9.3.1
  Scenario: The intended move may be a move that would checkmate
    Given the position "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 100"
    Then under "fide-2018-01" the claims include "fifty-moves 9.3.1 with Ra8#"

  # chess.js reports isDraw and isCheckmate together; notnil/chess and
  # corentings/chess accept Draw(FiftyMoveRule) afterwards and overwrite
  # 1-0 with 1/2-1/2 (peers.md §3, case C5).
  @art-9.3 @art-5.1.1
  Scenario Outline: Checkmate on the 50th move ends the game; nothing is left to claim
    Given the position "6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 100"
    And the moves "Ra8#" have been played
    Then under "<rulebook>" the outcome is "<outcome>"
    And under "<rulebook>" the player to move may claim "nothing"

    Examples:
      | rulebook     | outcome                         |
      | fide-2023    | 1-0 by checkmate, article 5.1.1 |
      | fide-2014    | 1-0 by checkmate, article 5.1 a |
      | fide-2009    | 1-0 by checkmate, article 5.1 a |

  # chessops has no clock rules at all; chess.js ends the game already at
  # a clock of 100 (peers.md §3, case C3).
  @art-9.6.2
  Scenario Outline: 75 moves by each player without a pawn move or capture end the game from 2014
    Given the position "8/8/8/4k3/8/8/R7/4K3 w - - 149 100"
    And the moves "Ra3" have been played
    Then under "<rulebook>" the outcome is "<outcome>"
    And under "<rulebook>" there are <claims> claims

    Examples:
      | rulebook     | outcome                                      | claims |
      | fide-2023    | 1/2-1/2 by seventy-five-moves, article 9.6.2 | 0      |
      | fide-2018-01 | 1/2-1/2 by seventy-five-moves, article 9.6.2 | 0      |
      | fide-2017-07 | 1/2-1/2 by seventy-five-moves, article 9.6.2 | 0      |
      | fide-2014    | 1/2-1/2 by seventy-five-moves, article 9.6 b | 0      |
      | fide-2009    | in play                                      | 9      |
      | fide-2005    | in play                                      | 9      |

  # chess.js reports draw and checkmate at once; notnil/chess lets a later
  # Draw(FiftyMoveRule) overwrite the mate (peers.md §3, case C4).
  @art-9.6.2
  Scenario Outline: Checkmate on the move that completes the 75 moves takes precedence
    Given the position "6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100"
    And the moves "Ra8#" have been played
    Then under "<rulebook>" the outcome is "<outcome>"

    Examples:
      | rulebook     | outcome                         |
      | fide-2023    | 1-0 by checkmate, article 5.1.1 |
      | fide-2018-01 | 1-0 by checkmate, article 5.1.1 |
      | fide-2014    | 1-0 by checkmate, article 5.1 a |
      | fide-2009    | 1-0 by checkmate, article 5.1 a |
