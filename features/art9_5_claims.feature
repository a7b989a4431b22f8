@art-9.5
Feature: Article 9.5 — Draw claims under 9.2 and 9.3, correct and incorrect
  A player who claims a draw by threefold repetition (9.2) or by the 50-move
  rule (9.3) and is right ends the game drawn; one who is wrong is penalised on
  the clock and the game continues. The penalty is where the editions differ:
  2005 gave the opponent three minutes and took from a claimant with more than
  two minutes half of his time (at most three minutes), set a claimant with
  between one and two minutes to one minute, and left less than one minute
  alone; 2009 kept the three minutes without the deduction; from 2014 it is
  two minutes; in blitz (2014 B.2) and from 2023 also in rapid (A.3), one minute
  (2023 blitz: only without adequate supervision, B.3; see
  appA_B_supervision.feature). Supervision is not stated here: it is taken as
  adequate.
  Every claim below is made in the initial position or just after it, where no
  position has occurred three times and no 50 moves have passed.

  @art-9.5-b @art-9.5.3 @art-A.3 @art-B.2 @art-B.3
  Scenario Outline: One incorrect threefold claim with White 5:00 and Black 4:00 under <rulebook>, <control>
    Given a game under <rulebook> with the time control "<control>"
    And White has 5:00 and Black has 4:00 on the clock
    When White claims a draw by threefold repetition
    Then the arbiter rejects the claim
    And the game continues
    And White's clock shows <white>
    And Black's clock shows <black>
    And the arbiter cites article "<article>"

    Examples:
      | rulebook     | control | white | black | article | why                                                       |
      | fide-2005    | 5400+30 | 2:30  | 7:00  | 9.5 b   | +3 min; White has more than 2 min and loses half (2:30)    |
      | bg-2005      | 5400+30 | 2:30  | 7:00  | 9.5 b   | the Bulgarian translation says the same                    |
      | fide-2009    | 5400+30 | 5:00  | 7:00  | 9.5 b   | +3 min, no deduction                                       |
      | fide-2014    | 5400+30 | 5:00  | 6:00  | 9.5 b   | +2 min                                                     |
      | hu-2014      | 5400+30 | 5:00  | 6:00  | 9.5 b   | the Hungarian translation says the same                    |
      | fide-2018-01 | 5400+30 | 5:00  | 6:00  | 9.5.3   | +2 min                                                     |
      | hu-2018      | 5400+30 | 5:00  | 6:00  | 9.5.3   | the Hungarian translation says the same                    |
      | lt-2018      | 5400+30 | 5:00  | 6:00  | 9.5.3   | the Lithuanian translation says the same                   |
      | fide-2018-01 | 900+10  | 5:00  | 6:00  | 9.5.3   | rapid in 2018: the standard penalty                        |
      | fide-2018-01 | 180+2   | 5:00  | 5:00  | B.2     | blitz: one minute instead of two                           |
      | fide-2023    | 5400+30 | 5:00  | 6:00  | 9.5.3   | +2 min                                                     |
      | fide-2023    | 900+10  | 5:00  | 5:00  | A.3     | rapid in 2023: one minute instead of two                   |
      | fide-2023    | 180+2   | 5:00  | 6:00  | 9.5.3   | blitz in 2023, adequately supervised (the default): B.2 does not name A.3, two minutes (an interpretation; B.3 without supervision: one minute) |

  @art-9.5-b
  Scenario Outline: The 2005 deduction from an incorrect claimant depends on the time he has left (<white>)
    Given a game under fide-2005 with the time control "5400+30"
    And White has <white> and Black has 4:00 on the clock
    When White claims a draw by the 50-move rule
    Then the arbiter rejects the claim
    And White's clock shows <after>
    And Black's clock shows 7:00

    Examples:
      | white | after | why                                                   |
      | 10:00 | 7:00  | half would be 5:00; the deduction is at most 3:00     |
      | 5:00  | 2:30  | more than 2 minutes: half is deducted                 |
      | 1:30  | 1:00  | between 1 and 2 minutes: set to 1 minute              |
      | 0:50  | 0:50  | less than 1 minute: nothing deducted                  |
      | 2:00  | 2:00  | exactly 2:00 is in no band of the text: left as it is |

  @art-9.2 @art-9.2.1.1 @art-9.2-a
  Scenario Outline: A correct threefold claim with the intended move written down draws under <rulebook>
    Given a game under <rulebook> with the time control "5400+30"
    And the moves "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1" are played
    When Black claims a draw by threefold repetition, writing the intended move "Ng8"
    Then the result is "1/2-1/2" by article "<article>"
    And the game ends by threefold

    Examples:
      | rulebook     | article  |
      | fide-2009    | 9.2 a    |
      | fide-2018-01 | 9.2.1.1  |
      | fide-2023    | 9.2.1.1  |

  @art-9.5.3 @art-9.5-b
  Scenario Outline: After an incorrect claim with a written move, that move must be played under <rulebook>
    Given a game under <rulebook> with the time control "5400+30"
    And the moves "1. Nf3 Nf6" are played
    When White claims a draw by threefold repetition, writing the intended move "Ng1"
    Then the arbiter rejects the claim
    And the claimant must play the intended move
    And the game continues

    Examples:
      | rulebook     |
      | fide-2014    |
      | fide-2018-01 |
      | fide-2023    |

  @art-9.4
  Scenario Outline: A player touches a piece, then claims a repetition that has just appeared, under <rulebook>
    Given a game under <rulebook> with the time control "5400"
    And the moves "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8" are played
    When White touches a piece, then claims a draw by threefold repetition
    Then the result is "<result>"
    And the arbiter cites article "<article>"

    Examples:
      | rulebook     | result  | article | why                                                       |
      | fide-2005    | 1/2-1/2 | 9.2 b   | 9.4 (2005): only making the move loses the right to claim |
      | bg-2005      | 1/2-1/2 | 9.2 b   | the translation's 9.4 says the same                       |
      | fide-2009    | *       | 9.4     | touching a piece as in 4.3 loses the right on that move   |
      | fide-2023    | *       | 9.4     | touching a piece as in 4.3 loses the right on that move   |

  @art-9.1-c @art-9.1-b-3 @art-9.1.2.3
  Scenario Outline: An incorrect threefold claim is a draw offer, and the opponent accepts it, under <rulebook>
    Given a game under <rulebook> with the time control "5400"
    And the moves "1. e4 e5" are played
    When White claims a draw by threefold repetition and Black accepts it as a draw offer
    Then the result is "1/2-1/2" by article "<article>"
    And the game ends by agreement
    And Black's clock shows 1:30:00

    Examples:
      | rulebook     | article |
      | fide-2005    | 9.1 c   |
      | fide-2009    | 9.1 b 3 |
      | fide-2014    | 9.1 b 3 |
      | fide-2018-01 | 9.1.2.3 |
      | fide-2023    | 9.1.2.3 |

  @art-9.1-c @art-9.1-b-3 @art-9.1.2.3 @art-10.2 @art-III.5
  Scenario Outline: A quickplay-finish claim accepted as a draw offer under <rulebook>
    Given a game under <rulebook> with the time control "5400"
    And the moves "1. e4 e5" are played
    And White has 1:30 and Black has 10:00 on the clock
    When White claims a draw in the quickplay finish, Black accepts it as a draw offer, and the arbiter would reject the claim
    Then the result is "<result>"
    And Black's clock shows <black>

    Examples:
      | rulebook     | result  | black | why                                                              |
      | fide-2005    | 1/2-1/2 | 10:00 | 9.1 c names the 10.2 claim: a draw offer, accepted               |
      | fide-2009    | 1/2-1/2 | 10:00 | 9.1 b 3 names the 10.2 claim: a draw offer, accepted             |
      | fide-2018-01 | *       | 12:00 | 9.1.2.3 names only 9.2 and 9.3: the claim is rejected, +2 min    |
