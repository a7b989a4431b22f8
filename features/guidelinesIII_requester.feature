@art-III.4 @art-III.5
Feature: Guidelines III.4 and III.5 — Only the player having the move may ask for five seconds or claim
  The quickplay request for an extra five seconds per move (III.4, G.4 in
  2014) and the draw claim (III.5, G.5, 10.2 before 2014) belong to the
  player having the move who has less than two minutes left. The Hungarian
  translations open both to any player under two minutes (hu-2018 D8 and D9,
  hu-2014 H10 and H11): features/hu/hu-2018_gyorsitott_kerelmezo.feature and
  features/hu/hu-2014_gyorsitott_kerelmezo.feature show their outcome on the
  same events.

  Scenario Outline: Black, not on move, claims a draw with 1:30 left (<rulebook>)
    Given a game under <rulebook> with the time control "5400"
    And White has 10:00 and Black has 1:30 on the clock
    When Black claims a draw in the quickplay finish and the arbiter declares the game drawn
    Then the request is not available
    And the game continues

    Examples:
      | rulebook     | article |
      | fide-2009    | 10.2    |
      | fide-2014    | G.5     |
      | fide-2018-01 | III.5   |
      | fide-2023    | III.5   |

  Scenario Outline: Black, not on move, asks for five seconds a move with 1:30 left (<rulebook>)
    Given a game under <rulebook> with the time control "5400"
    And White has 10:00 and Black has 1:30 on the clock
    When Black asks for an extra five seconds per move and White refuses the draw and the arbiter agrees
    Then the request is not available
    And White's clock shows 10:00

    Examples:
      | rulebook     |
      | fide-2014    |
      | fide-2018-01 |
      | fide-2023    |

  Scenario: The player having the move may claim (fide-2023)
    Given a game under fide-2023 with the time control "5400"
    And White has 1:30 and Black has 10:00 on the clock
    When White claims a draw in the quickplay finish and the arbiter declares the game drawn
    Then the result is "1/2-1/2" by article "III.5"

  @art-G.4
  Scenario: Black, not on move, asks for five seconds and White would accept the draw (fide-2014 G.4)
    Given a game under fide-2014 with the time control "5400"
    And White has 10:00 and Black has 1:30 on the clock
    When Black asks for an extra five seconds per move and White accepts the draw
    Then the request is not available
    And the game continues
