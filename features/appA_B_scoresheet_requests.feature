Feature: Appendices A and B — Asking to see the scoresheet the arbiter keeps
  In an adequately supervised rapid or blitz game the arbiter or an
  assistant records the game; the player may, when it is his move, ask to
  be shown that scoresheet at most five times. More requests distract the
  opponent (2023 A.4.3 and B.2.3; 2017-2018 A.3.2 and B.3.2). Before July 2017
  the Laws had no such request.

  @art-A.4.3
  Scenario Outline: Five requests are granted, the sixth is refused (<rulebook>, rapid)
    Given a game under <rulebook> with the time control "900+10"
    When White asks 6 times to be shown the scoresheet
    Then the arbiter shows the scoresheet 5 times
    And the arbiter refuses the request
    And the arbiter cites article "<article>"

    Examples:
      | rulebook     | article |
      | fide-2017-07 | A.3.2   |
      | fide-2018-01 | A.3.2   |
      | fide-2023    | A.4.3   |

  @art-B.2.3
  Scenario: The same limit in supervised blitz (2023 B.2.3)
    Given a game under fide-2023 with the time control "180+2"
    When White asks 6 times to be shown the scoresheet
    Then the arbiter shows the scoresheet 5 times
    And the arbiter refuses the request

  @art-A.4.3 @art-B.2.3
  Scenario: Only when it is the player's move
    Given a game under fide-2023 with the time control "180+2"
    When Black asks 1 time to be shown the scoresheet
    Then the arbiter shows the scoresheet 0 times
    And the arbiter refuses the request

  @art-A.4.3
  Scenario Outline: No such request before July 2017 (<rulebook>)
    Given a game under <rulebook> with the time control "900+10"
    When White asks 1 time to be shown the scoresheet
    Then the request is not available

    Examples:
      | rulebook  |
      | fide-2009 |
      | fide-2014 |
