@app-A
Feature: Appendix A — Rapid chess
  Illegal moves in rapid games without adequate supervision changed more than
  anything else (with it, the Competition Rules apply: see
  appA_B_supervision.feature). 2009: the
  arbiter rules only on the opponent's claim, made before the opponent's own
  move, and the penalty is that of standard play. 2014 and July 2017: the
  illegal move loses. January 2018: penalised as in standard play (two
  minutes, the second loses). 2023: one minute instead of two (A.3). Both
  clocks show 10:00 at 15 minutes + 10 seconds, White to move.

  @art-A.4-b @art-A.4.2 @art-A.5.2 @art-A.3
  Scenario Outline: A first illegal move in a rapid game under <rulebook>
    Given a game under <rulebook> with the time control "900+10"
    And the game is played without adequate supervision
    And White has 10:00 and Black has 10:00 on the clock
    When White makes an illegal move
    Then the result is "<result>"
    And Black's clock shows <black>
    And the arbiter cites article "<article>"

    Examples:
      | rulebook     | result | black | article | why                                     |
      | fide-2014    | 0-1    | 10:00 | A.4 b   | the illegal move loses                  |
      | hu-2014      | 0-1    | 10:00 | A.4 b   | the illegal move loses                  |
      | fide-2017-07 | 0-1    | 10:00 | A.4.2   | the illegal move loses                  |
      | fide-2018-01 | *      | 12:00 | A.4.2   | as in standard play: two minutes        |
      | fide-2023    | *      | 11:00 | A.5.2   | A.3: one minute instead of two          |

  @art-A.4.2 @art-A.5.2
  Scenario Outline: A second illegal move in a rapid game loses under <rulebook>
    Given a game under <rulebook> with the time control "900+10"
    And the game is played without adequate supervision
    When White makes an illegal move
    And White makes an illegal move
    Then the result is "0-1" by article "<article>"

    Examples:
      | rulebook     | article |
      | fide-2018-01 | A.4.2   |
      | fide-2023    | A.5.2   |

  @art-A.4-c
  Scenario Outline: 2009: an illegal move in rapid is ruled on only when the opponent claims it before his own move
    Given a game under fide-2009 with the time control "900+10"
    And the game is played without adequate supervision
    And White has 10:00 and Black has 10:00 on the clock
    When <event>
    Then the game continues
    And Black's clock shows <black>

    Examples:
      | event                                                                | black |
      | White makes an illegal move that only the arbiter notices            | 10:00 |
      | White makes an illegal move and Black claims it before making his own move | 12:00 |
      | White makes an illegal move and Black claims it after making his own move  | 10:00 |

  @art-A.3 @art-9.5.3
  Scenario Outline: An incorrect claim in a rapid game under <rulebook>
    Given a game under <rulebook> with the time control "900+10"
    And White has 5:00 and Black has 4:00 on the clock
    When White claims a draw by the 50-move rule
    Then the arbiter adds <added> to Black's clock by article "<article>"

    Examples:
      | rulebook     | added | article |
      | fide-2018-01 | 2:00  | 9.5.3   |
      | fide-2023    | 1:00  | A.3     |

  @art-A.1 @art-B.1 @art-B.4
  Scenario Outline: Ten minutes without increment is blitz in the 2014 Laws and rapid in the Hungarian 2014 translation
    Given a game under <rulebook> with the time control "600"
    And the game is played without adequate supervision
    When White makes an illegal move
    Then the result is "0-1" by article "<article>"

    Examples:
      | rulebook  | article | why                                                        |
      | fide-2014 | B.4     | B.1: 10 minutes or less is blitz                          |
      | hu-2014   | A.4 b   | the translation's A.1 makes exactly 10 minutes rapid      |

  @art-A.4-d @art-A.4.5 @art-A.5.5
  Scenario Outline: Without adequate supervision the arbiter sees a single flag fall, under <rulebook>
    Given a game under <rulebook> with the time control "900"
    And the game is played without adequate supervision
    And the moves "1. e4" are played
    When the arbiter sees Black's flag fall
    Then the result is "<result>"
    And the arbiter cites article "<article>"

    Examples:
      | rulebook     | result | article | why                                                        |
      | fide-2009    | *      | A.4 d   | he refrains from signalling unless both flags have fallen  |
      | fide-2017-07 | 1-0    | 6.9     | A.4.5: he can call it, and did                             |
      | fide-2018-01 | 1-0    | 6.9     | A.4.5: he shall call it                                    |
      | fide-2023    | 1-0    | 6.9     | A.5.5: he shall call it                                    |

  @art-A.4-d @art-A.4.3
  Scenario Outline: Without adequate supervision a win-on-time claim needs time on the claimant's clock (<rulebook>)
    Given a game under <rulebook> with the time control "900"
    And the game is played without adequate supervision
    And the moves "1. e4" are played
    And White has 0:00 and Black has 0:30 on the clock
    When White claims that Black's flag has fallen
    Then the arbiter rejects the claim
    And the game continues
    And the arbiter cites article "<article>"

    Examples:
      | rulebook     | article |
      | fide-2009    | A.4 d   |
      | fide-2017-07 | A.4.3   |

  @art-A.4-c @art-A.4.3 @art-A.5.3 @art-6.9
  Scenario Outline: A win-on-time claim without adequate supervision, the appendix's draw clause under <rulebook> (<who> with a bare king)
    Given a game under <rulebook> with the time control "1500"
    And the game is played without adequate supervision
    And the game starts from "<fen>"
    When White claims that Black's flag has fallen
    Then the result is "<result>" by article "<article>"

    Examples: the claimant White has a rook, Black (flag fallen) a bare king
      | rulebook  | who      | fen                            | result  | article | why                                                       |
      | fide-2009 | flagged  | 4k3/8/8/8/8/8/8/R3K3 b - - 0 1 | 1-0     | 6.9     | A.4 d has no draw clause: 6.9, White can mate             |
      | fide-2014 | flagged  | 4k3/8/8/8/8/8/8/R3K3 b - - 0 1 | 1-0     | A.4 c   | drawn only if the claimant cannot checkmate               |
      | hu-2014   | flagged  | 4k3/8/8/8/8/8/8/R3K3 b - - 0 1 | 1/2-1/2 | A.4 c   | translation: drawn if the flagged player cannot checkmate |
      | fide-2023 | flagged  | 4k3/8/8/8/8/8/8/R3K3 b - - 0 1 | 1-0     | A.5.3   | drawn only if the claimant cannot checkmate               |

    Examples: the claimant White has a bare king, Black (flag fallen) a rook
      | rulebook  | who      | fen                             | result  | article | why                                                     |
      | fide-2009 | claimant | 4k2r/8/8/8/8/8/8/4K3 b - - 0 1  | 1/2-1/2 | 6.9     | 6.9: White cannot checkmate                             |
      | fide-2014 | claimant | 4k2r/8/8/8/8/8/8/4K3 b - - 0 1  | 1/2-1/2 | A.4 c   | the claimant cannot checkmate                           |
      | hu-2014   | claimant | 4k2r/8/8/8/8/8/8/4K3 b - - 0 1  | 1-0     | A.4 c   | translation: the flagged player (a rook) can checkmate  |
      | fide-2023 | claimant | 4k2r/8/8/8/8/8/8/4K3 b - - 0 1  | 1/2-1/2 | A.5.3   | the claimant cannot checkmate                           |

  @art-A.4-a @art-A.4.1 @art-A.5.1
  Scenario Outline: A wrong clock setting found after <moves> moves each in a rapid game under <rulebook>
    Given a game under <rulebook> with the time control "900"
    And the moves "<played>" are played
    When the arbiter sets the clocks to the time control "900+10"
    And White plays "Nc3" after thinking for 0:10
    Then White's clock shows <white>

    Examples:
      | rulebook     | moves | played                        | white | why                                                  |
      | fide-2009    | 2     | 1. e4 e5 2. Nf3 Nc6           | 15:00 | fewer than 3 moves each: corrected (+10 s after Nc3) |
      | fide-2009    | 3     | 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 | 14:50 | A.4 a: no change after 3 moves each                 |
      | fide-2018-01 | 3     | 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 | 15:00 | A.4.1: changes allowed until 10 moves each          |
      | fide-2023    | 3     | 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 | 15:00 | A.5.1: changes allowed until 10 moves each          |
