@art-6.4
Feature: Articles 6.4, 8.5 and 8.6 — A flag fall is checked against the moves of the period
  Immediately after a flag falls the arbiter checks 6.3.1: had the player
  completed the moves the period requires? A flag that falls after them only
  ends that period's time (a mechanical clock's flag, or an electronic clock
  that adds the next period's time when the first runs out): it does not
  lose, and the following period's time runs from then. When nobody kept a
  complete scoresheet (8.4), the moves are established from the arbiter's
  scoresheet (8.5.1), the opponent's (8.5.2) or a reconstruction (8.5.3); when
  the scoresheets cannot show that the player overstepped, the next move is
  the first of the following period (8.6).

  Worked by hand on "2/3600:1800" (2 moves in 60 minutes, then 30 minutes for
  the rest of the game) and "40/5400:1800" (40 moves in 90 minutes, then 30
  minutes): the player who completed the period keeps only the next period's
  30:00, since the flag says the first period's time is used up.

  Scenario Outline: A flag after the two moves of the period does not lose (<rulebook>)
    Given a game under <rulebook> with the time control "2/3600:1800"
    And the moves "1. e4 e5 2. d4 d5" are played
    When the arbiter sees White's flag fall
    Then the game continues
    And White's clock shows 30:00
    And the arbiter cites article "<article>"

    Examples:
      | rulebook     | article | note                                            |
      | fide-2005    | 6.3     | 2005 numbering assumed as 2009 (verified: false) |
      | fide-2009    | 6.3     | 2009: 6.3 checks the moves of 6.1               |
      | fide-2014    | 6.4     |                                                 |
      | fide-2018-01 | 6.4     |                                                 |
      | fide-2023    | 6.4     |                                                 |

  Scenario Outline: A flag one move short of the period loses (<rulebook>)
    Given a game under <rulebook> with the time control "2/3600:1800"
    And the moves "1. e4 e5 2. d4" are played
    When the arbiter sees Black's flag fall
    Then the result is "1-0" by article "<article>"

    Examples:
      | rulebook     | article |
      | fide-2005    | 6.10    |
      | fide-2009    | 6.9     |
      | fide-2023    | 6.9     |

  Scenario: In the period in which all remaining moves must be made, a flag loses whatever the moves
    Given a game under fide-2023 with the time control "2/3600:1800"
    And the moves "1. e4 e5 2. d4 d5" are played
    When the arbiter sees White's flag fall
    And the arbiter sees White's flag fall
    Then the result is "0-1" by article "6.9"

  @art-8.5.1 @art-8.5.2 @art-8.5.3
  Scenario Outline: Incomplete scoresheets: <source> shows <moves> moves (<rulebook>)
    Given a game under <rulebook> with the time control "40/5400:1800"
    And White has 4:00 and Black has 3:00 on the clock
    And the moves "1. e4" are played
    When the arbiter sees White's flag fall, and <source> shows <moves> moves completed by him
    Then the result is "<result>"
    And White's clock shows <clock>

    Examples:
      | rulebook     | source                       | moves | result | clock | why                                              |
      | fide-2023    | the arbiter's scoresheet     | 40    | *      | 30:00 | neither kept score (8.4): the arbiter's sheet, 8.5.1 |
      | fide-2023    | the opponent's scoresheet    | 39    | 0-1    | 0:00  | only White stopped recording: Black's sheet, 8.5.2 |
      | fide-2023    | a reconstruction of the game | 40    | *      | 30:00 | no complete sheet: reconstruction, 8.5.3          |
      | fide-2009    | a reconstruction of the game | 39    | 0-1    | 0:00  | 39 of the 40 moves: lost on time (6.9)           |

  @art-8.6
  Scenario Outline: The scoresheets cannot show that the player overstepped (<rulebook>)
    Given a game under <rulebook> with the time control "40/5400:1800"
    And White has 4:00 and Black has 3:00 on the clock
    And the moves "1. e4" are played
    When the arbiter sees White's flag fall, and the scoresheets cannot show whether he overstepped the time
    Then the game continues
    And White's clock shows 30:00
    And the arbiter cites article "8.6"

    Examples:
      | rulebook     |
      | fide-2005    |
      | fide-2009    |
      | fide-2014    |
      | fide-2018-01 |
      | fide-2023    |

  @art-8.6
  Scenario: 8.6 needs a following period: in sudden death the flag loses
    Given a game under fide-2023 with the time control "5400"
    And the moves "1. e4" are played
    When the arbiter sees White's flag fall, and the scoresheets cannot show whether he overstepped the time
    Then the result is "0-1" by article "6.9"
