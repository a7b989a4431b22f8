@art-III.6
Feature: Guidelines III.6 — A quickplay claim when no arbiter supervises the competition
  A player with less than two minutes left, before his flag falls, may claim
  a draw; the claim concludes the game and is referred to the designated
  arbiter (III.6.1, III.6.2; 2014 G.6, 2009 Appendix D). "A player": unlike
  III.5, the claimant need not have the move.

  Scenario Outline: Black, with 1:30 left, claims without an arbiter (<rulebook>)
    Given a game under <rulebook> with the time control "5400"
    And White has 10:00 and Black has 1:30 on the clock
    When Black claims a draw in the quickplay finish with no arbiter present
    Then the claim concludes the game and is referred to the designated arbiter
    And the arbiter cites article "<article>"

    Examples:
      | rulebook     | article |
      | fide-2009    | D (a)   |
      | fide-2018-01 | III.6   |
      | fide-2023    | III.6   |

  Scenario: With two minutes left there is no claim (fide-2023)
    Given a game under fide-2023 with the time control "5400"
    And White has 10:00 and Black has 2:00 on the clock
    When Black claims a draw in the quickplay finish with no arbiter present
    Then the request is not available
    And the game continues
