@art-1 @art-2
Feature: Articles 1 and 2 — The objective of the game and the initial position
  White moves first, then the players move alternately (1.2); the objective
  is to checkmate the opponent's king, and a checkmated player has lost
  (1.4.1, 1.4.2). Each side starts with 16 pieces (2.2) in the initial
  position of 2.3. Expected values worked out by hand from the articles.

  @art-1.2 @art-2.2 @art-2.3
  Scenario: In the initial position White has the move and 20 legal moves
    Given the initial position
    Then there are 20 legal moves
    And the knight on g1 can move to "f3 h3"
    And "e7e5" is illegal

  @art-1.2
  Scenario: After White's move Black has the move
    Given the initial position
    And the moves "e4" have been played
    Then "e7e5" is legal
    And "d2d4" is illegal

  @art-1.4.1 @art-1.4.2
  Scenario: The checkmated player has no legal move and has lost
    Given the initial position
    And the moves "f3 e5 g4 Qh4#" have been played
    Then the side to move is in check
    And there are 0 legal moves
    And under "fide-2023" the game ends 0-1 by checkmate (article 5.1.1)

  @art-1.4.1
  Scenario: A player may not leave his own king under attack
    Given the position "4k3/8/8/8/8/8/8/r2K4 w - - 0 1"
    Then the side to move is in check
    And the legal moves are "d1c2 d1d2 d1e2"
