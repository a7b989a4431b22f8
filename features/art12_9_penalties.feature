@art-12.9
Feature: Article 12.9 (13.4 in 2005 and 2009) — Penalties at the arbiter's discretion
  Acts that the edition does not count as illegal moves are not penalised
  automatically: the arbiter may choose a penalty from the catalogue of
  12.9 (13.4 before 2014). Before July 2017 a move made with two hands and
  pressing the clock without a move were such acts.

  @art-13.4
  Scenario Outline: A move with two hands under <rulebook>
    Given a game under <rulebook> with the time control "5400+30"
    When White makes the move "e2e4" with two hands
    Then it does not count as an illegal move
    And the game continues
    And the arbiter cites article "<article>"
    And Black's clock shows 1:30:00

    Examples:
      | rulebook  | article |
      | fide-2005 | 13.4    |
      | fide-2009 | 13.4    |
      | fide-2014 | 12.9    |
      | hu-2014   | 12.9    |

  Scenario Outline: Pressing the clock without a move under <rulebook>
    Given a game under <rulebook> with the time control "5400+30"
    When White presses the clock without making a move
    Then it does not count as an illegal move
    And the arbiter cites article "<article>"

    Examples:
      | rulebook  | article |
      | fide-2009 | 13.4    |
      | fide-2014 | 12.9    |

  @art-12.9.2 @art-7.5.5
  Scenario: From July 2017 the same act is an illegal move: the opponent gets two extra minutes
    Given a game under fide-2017-07 with the time control "5400+30"
    When White presses the clock without making a move
    Then the arbiter adds 2:00 to Black's clock by article "7.5.3"
