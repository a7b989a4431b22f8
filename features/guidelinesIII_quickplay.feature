@guidelines-III
Feature: Guidelines III (Appendix G in 2014, Article 10 before) — Quickplay finish
  In the last period of a game without increment, a player having the move
  with less than two minutes left may claim a draw; if the arbiter rejects
  the claim the opponent gets two extra minutes, and if he postpones his
  decision he may award them. From 2014 the player may instead request an
  extra five seconds per move for both players: the request is a draw offer,
  and if it is refused and the arbiter agrees, the opponent also gets two
  extra minutes. None of this applies to blitz. White has 1:30 and Black
  3:00, White to move, 90 minutes for the game.

  Background:
    Given a game under fide-2023 with the time control "5400"

  @art-III.4 @art-G.4
  Scenario Outline: Five seconds per move requested, the draw refused and the arbiter agreeing, under <rulebook>
    Given a game under <rulebook> with the time control "5400"
    And White has 1:30 and Black has 3:00 on the clock
    When White asks for an extra five seconds per move and Black refuses the draw and the arbiter agrees
    And White plays "e4" after thinking for 0:10
    Then the game continues
    And the arbiter adds 2:00 to Black's clock by article "<article>"
    And White's clock shows 1:25

    Examples:
      | rulebook     | article |
      | fide-2014    | G.4     |
      | fide-2018-01 | III.4   |
      | fide-2023    | III.4   |

  @art-III.4
  Scenario: The request for five seconds is a draw offer, which the opponent may accept
    Given White has 1:30 and Black has 3:00 on the clock
    When White asks for an extra five seconds per move and Black accepts the draw
    Then the result is "1/2-1/2" by article "III.4"

  @art-III.4
  Scenario: The arbiter does not agree to the request: nothing changes
    Given White has 1:30 and Black has 3:00 on the clock
    When White asks for an extra five seconds per move and Black refuses the draw and the arbiter does not agree
    Then the game continues
    And Black's clock shows 3:00

  @art-10.2
  Scenario Outline: No five-second request before 2014 (<rulebook>)
    Given a game under <rulebook> with the time control "5400"
    And White has 1:30 and Black has 3:00 on the clock
    When White asks for an extra five seconds per move and Black refuses the draw and the arbiter agrees
    Then the request is not available
    And Black's clock shows 3:00

    Examples:
      | rulebook  |
      | fide-2005 |
      | fide-2009 |

  @art-III.5.3 @art-G.5 @art-10.2
  Scenario Outline: A rejected claim gives the opponent two minutes under <rulebook>
    Given a game under <rulebook> with the time control "5400"
    And White has 1:30 and Black has 3:00 on the clock
    When White claims a draw in the quickplay finish and the arbiter rejects the claim
    Then the game continues
    And the arbiter adds 2:00 to Black's clock by article "<article>"
    And Black's clock shows 5:00

    Examples:
      | rulebook     | article |
      | fide-2005    | 10.2    |
      | fide-2009    | 10.2    |
      | fide-2014    | G.5     |
      | fide-2018-01 | III.5   |
      | fide-2023    | III.5   |

  @art-III.5.2
  Scenario Outline: A postponed decision: <ruling>
    Given White has 1:30 and Black has 3:00 on the clock
    When White claims a draw in the quickplay finish and the arbiter <ruling>
    Then the game continues
    And Black's clock shows <black>

    Examples:
      | ruling                                           | black |
      | postpones the decision                           | 3:00  |
      | postpones the decision and awards the extra time | 5:00  |

  @art-III.5.1
  Scenario: The arbiter agrees and declares the game drawn
    Given White has 1:30 and Black has 3:00 on the clock
    When White claims a draw in the quickplay finish and the arbiter declares the game drawn
    Then the result is "1/2-1/2" by article "III.5"
    And the game ends by quickplay

  @art-III.2.2 @art-III.5
  Scenario Outline: The quickplay finish does not apply: <why>
    Given a game under fide-2023 with the time control "<control>"
    And White has <white> and Black has 3:00 on the clock
    When White claims a draw in the quickplay finish and the arbiter rejects the claim
    Then the request is not available
    And Black's clock shows 3:00

    Examples:
      | control      | white | why                                   |
      | 300          | 1:30  | blitz                                 |
      | 5400+30      | 1:30  | a game with increment                 |
      | 5400         | 2:00  | not less than two minutes             |
      | 40/5400:1800 | 1:30  | not the last period                   |
