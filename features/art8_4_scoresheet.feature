@art-8.4
Feature: Article 8.4 — Scoresheet exemption
  A player with less than five minutes on the clock during a period, and no
  additional time of 30 seconds or more added with each move, need not record
  the moves. The exemption is computed from the clock.

  Scenario Outline: <white> left with the time control "<control>" under <rulebook>
    Given a game under <rulebook> with the time control "<control>"
    And White has <white> and Black has 20:00 on the clock
    Then White <duty>
    And Black must record the moves

    Examples:
      | rulebook     | control  | white | duty                   | why                              |
      | fide-2005    | 5400     | 4:59  | need not record the moves | under five minutes, no increment |
      | fide-2009    | 5400     | 4:59  | need not record the moves | under five minutes, no increment |
      | fide-2023    | 5400     | 4:59  | need not record the moves | under five minutes, no increment |
      | fide-2023    | 5400     | 5:00  | must record the moves     | not less than five minutes       |
      | fide-2023    | 5400+10  | 4:59  | need not record the moves | an increment below 30 seconds    |
      | fide-2023    | 5400+30  | 4:59  | must record the moves     | an increment of 30 seconds       |
      | hu-2014      | 5400+30  | 4:59  | must record the moves     | an increment of 30 seconds       |

  Scenario: The exemption starts when the clock falls below five minutes after a move
    Given a game under fide-2018-01 with the time control "5400"
    And White has 5:20 and Black has 20:00 on the clock
    When White plays "e4" after thinking for 0:30
    Then White need not record the moves

  @art-8.4 @art-9.5
  Scenario Outline: Time added back to a relieved player under <rulebook>: for the remainder of the period, or while under five minutes
    Given a game under <rulebook> with the time control "5400"
    And White has 4:00 and Black has 10:00 on the clock
    And the moves "1. e4" are played
    When Black claims a draw by threefold repetition
    And Black plays "e5" after thinking for 0:10
    Then White's clock shows <clock>
    And White <duty>

    Examples:
      | rulebook     | clock | duty                      | why                                                                     |
      | fide-2005    | 7:00  | need not record the moves | relieved for the remainder of the period; +3:00 for the incorrect claim |
      | bg-2005      | 7:00  | must record the moves     | the translation drops the duration: relieved only while under 5 minutes |
      | fide-2018-01 | 6:00  | need not record the moves | relieved for the remainder of the period; +2:00 for the incorrect claim |
      | hu-2018      | 6:00  | must record the moves     | the translation drops the duration: relieved only while under 5 minutes |
