@app-B
Feature: Appendix B — Blitz
  Without adequate supervision (with it, see appA_B_supervision.feature):
  in blitz, 2009 let the opponent claim a win for an illegal move before
  making his own move; 2014 and July 2017 applied the rapid rule (the illegal
  move loses); from January 2018 the penalties of Articles 7 and 9 are one
  minute instead of two (B.2, in 2023 through B.3 and A.3). Both clocks show
  10:00 at 3 minutes + 2 seconds, White to move.

  @art-B.3-c @art-B.4 @art-B.2 @art-B.3
  Scenario Outline: A first illegal move in a blitz game under <rulebook>
    Given a game under <rulebook> with the time control "180+2"
    And the game is played without adequate supervision
    And White has 10:00 and Black has 10:00 on the clock
    When White makes an illegal move and Black claims it before making his own move
    Then the result is "<result>"
    And Black's clock shows <black>
    And the arbiter cites article "<article>"

    Examples:
      | rulebook     | result | black | article | why                                   |
      | fide-2009    | 0-1    | 10:00 | B.3 c   | the opponent claims the win           |
      | fide-2014    | 0-1    | 10:00 | B.4     | the illegal move loses                |
      | fide-2017-07 | 0-1    | 10:00 | B.4     | the illegal move loses                |
      | fide-2018-01 | *      | 11:00 | B.2     | one minute instead of two             |
      | fide-2023    | *      | 11:00 | B.3     | one minute instead of two             |

  @art-B.3-c
  Scenario: 2009: without the opponent's claim the arbiter does not rule on an illegal move in blitz
    Given a game under fide-2009 with the time control "180+2"
    And the game is played without adequate supervision
    When White makes an illegal move that only the arbiter notices
    Then the arbiter does not penalise it
    And the game continues

  @art-B.2 @art-B.3
  Scenario Outline: An incorrect claim in a blitz game under <rulebook>
    Given a game under <rulebook> with the time control "180+2"
    And the game is played without adequate supervision
    And White has 5:00 and Black has 4:00 on the clock
    When White claims a draw by threefold repetition
    Then Black's clock shows <black>
    And the arbiter cites article "<article>"

    Examples:
      | rulebook     | black | article | why                                  |
      | fide-2009    | 7:00  | 9.5 b   | three minutes, as in standard play   |
      | fide-2014    | 5:00  | B.2     | one minute instead of two            |
      | fide-2018-01 | 5:00  | B.2     | one minute instead of two            |
      | fide-2023    | 5:00  | B.3     | one minute instead of two            |

  @art-B.1 @art-A.1
  Scenario Outline: 9 minutes + 2 seconds: rapid in the 2014 Laws, blitz in the Hungarian 2014 translation
    Given a game under <rulebook> with the time control "540+2"
    And White has 5:00 and Black has 4:00 on the clock
    When White claims a draw by threefold repetition
    Then Black's clock shows <black>
    And the arbiter cites article "<article>"

    Examples:
      | rulebook  | black | article | why                                                               |
      | fide-2014 | 6:00  | 9.5 b   | 9 min + 60 × 2 s = 11 min: rapid, the standard two minutes       |
      | hu-2014   | 5:00  | B.2     | the translation adds the increment once: 9 min 2 s, blitz: one minute |
