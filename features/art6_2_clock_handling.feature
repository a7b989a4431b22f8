Feature: Article 6.2 — Handling the chessclock
  A move is completed when the player, having made it on the board, presses
  his clock (6.2.1), or when it ends the game, or when he has made his next
  move (6.2.1.2). He may press the clock even after the opponent's reply; the
  time in between is his (6.2.2). The clock is pressed with the hand that
  moved (6.2.3), and pressing it forcibly, picking it up, pressing it before
  moving or knocking it over is improper handling, penalised under 12.9
  (6.2.4). Editions side by side: 6.7 a-c in 2009, 6.2 a-d in 2014.

  Worked by hand on "2/3600:1800" (2 moves in 60 minutes, then 30 minutes):
  a flag after White's second move, not pressed, finds only one completed
  move against the two the period requires.

  @art-6.2.1 @art-6.4
  Scenario Outline: A second move whose clock was not pressed is not completed (<rulebook>)
    Given a game under <rulebook> with the time control "2/3600:1800"
    And the moves "1. e4 e5 2. d4" are played
    When White does not press the clock after the move
    And the arbiter sees White's flag fall
    Then the result is "0-1" by article "<loss>"
    And the arbiter cites article "<completion>"

    Examples:
      | rulebook     | completion | loss |
      | fide-2009    | 6.7 a      | 6.9  |
      | fide-2014    | 6.2 a      | 6.9  |
      | fide-2018-01 | 6.2.1      | 6.9  |
      | fide-2023    | 6.2.1      | 6.9  |

  @art-6.2.1
  Scenario: The move counts once the player has made his next move (6.2.1.2)
    Given a game under fide-2023 with the time control "2/3600:1800"
    And the moves "1. e4 e5 2. d4" are played
    When White does not press the clock after the move
    And the moves "2... d5 3. c4" are played
    And the arbiter sees White's flag fall
    Then the game continues
    And White's clock shows 30:00

  @art-6.2.2
  Scenario Outline: Pressing the clock after the opponent's reply: the time in between is the player's (<rulebook>)
    Given a game under <rulebook> with the time control "5400"
    And White has 10:00 and Black has 10:00 on the clock
    When White plays "e4" after thinking for 1:00
    And White does not press the clock after the move
    And the moves "1... e5" are played
    And White presses the clock 0:30 after making the move
    Then the game continues
    And the arbiter deducts 0:30 from White's clock by article "<article>"
    And White's clock shows 8:30
    And Black's clock shows 10:00

    Examples:
      | rulebook     | article |
      | fide-2014    | 6.2 b   |
      | fide-2018-01 | 6.2.2   |
      | fide-2023    | 6.2.2   |

  @art-6.2.4
  Scenario Outline: <rulebook>: White <act>
    Given a game under <rulebook> with the time control "5400"
    When White <act>
    Then the arbiter penalises the infraction of article "<article>"
    And the game continues

    Examples:
      | rulebook     | act                             | article |
      | fide-2009    | knocks the clock over           | 6.7 c   |
      | fide-2014    | picks up the clock              | 6.2 d   |
      | fide-2018-01 | presses the clock before moving | 6.2.4   |
      | fide-2023    | presses the clock before moving | 6.2.4   |
      | fide-2023    | presses the clock forcibly      | 6.2.4   |
      | fide-2023    | knocks the clock over           | 6.2.4   |

  @art-6.2.4
  Scenario Outline: Pressing the clock before moving is not named before 2017 (<rulebook>)
    Given a game under <rulebook> with the time control "5400"
    When White presses the clock before moving
    Then the arbiter does not penalise it

    Examples:
      | rulebook  | why                                                      |
      | fide-2009 | 6.7 c names punching, picking up and knocking over only  |
      | fide-2014 | 6.2 d as in the Hungarian 2014 text (verified: false)    |

  @art-6.2.3
  Scenario: Pressing the clock with the other hand (fide-2023)
    Given a game under fide-2023 with the time control "5400"
    When White presses the clock with the other hand
    Then the arbiter penalises the infraction of article "6.2.3"
