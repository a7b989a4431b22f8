@art-1.5
Feature: Article 1.5 and 5.2.2 — Neither player can checkmate: the dead position
  If the position is such that neither player can checkmate the opponent's
  king by any series of legal moves, the game is drawn at once (5.2.2; 9.6
  in 2005, "even with the most unskilled play"; 5.2 b from 2009 to 2014).
  Insufficient material is only the simplest case.

  # Every probed library detects these material patterns (research:
  # peers.md §3, cases A2 and A4); the controls keep the game going because
  # a helpmate exists (A3, A5).
  @art-1.5 @art-5.2.2
  Scenario Outline: Material with which no checkmate position exists
    Given the position "<position>"
    Then under "fide-2018-01" the outcome is "<outcome>"

    Examples:
      | position                        | outcome                                 | material                          |
      | 8/8/8/4k3/8/8/8/4K3 w - - 0 1   | 1/2-1/2 by dead-position, article 5.2.2 | K v K                             |
      | 8/8/8/4k3/8/8/8/4KN2 w - - 0 1  | 1/2-1/2 by dead-position, article 5.2.2 | K+N v K                           |
      | 8/8/8/4k3/8/8/8/4KB2 b - - 0 1  | 1/2-1/2 by dead-position, article 5.2.2 | K+B v K                           |
      | 8/8/b7/4k3/8/8/2B5/4K3 w - - 0 1 | 1/2-1/2 by dead-position, article 5.2.2 | K+B v K+B, both on light squares |
      | 8/8/1b6/4k3/8/8/2B5/4K3 w - - 0 1 | in play                                | K+B v K+B, opposite colours       |
      | 8/8/8/4k3/8/8/8/3NKN2 w - - 0 1 | in play                                 | K+N+N v K                         |

  @art-1.5 @art-5.2.2
  Scenario Outline: The dead position in every edition, under its own article
    Given the position "8/8/8/4k3/8/8/8/4KN2 w - - 0 1"
    Then under "<rulebook>" the outcome is "<outcome>"

    Examples:
      | rulebook     | outcome                                 |
      | fide-2023    | 1/2-1/2 by dead-position, article 5.2.2 |
      | fide-2018-01 | 1/2-1/2 by dead-position, article 5.2.2 |
      | fide-2017-07 | 1/2-1/2 by dead-position, article 5.2.2 |
      | fide-2014    | 1/2-1/2 by dead-position, article 5.2 b |
      | fide-2009    | 1/2-1/2 by dead-position, article 5.2 b |
      | fide-2005    | 1/2-1/2 by dead-position, article 9.6   |

  # White pawns a3 c3 e3 g3, Black pawns a4 c4 e4 g4: no pawn can move or
  # capture, and every square of the 3rd and 4th ranks between them is
  # attacked by an enemy pawn, so the kings can never meet a pawn or each
  # other: no checkmate is possible, though material abounds. No probed
  # library sees it: python-chess, chess.js, chessops and notnil/chess all
  # keep the game going (research: peers.md §3, case A1).
  @art-1.5 @art-5.2.2
  Scenario Outline: A blocked pawn wall is a dead position
    Given the position "8/8/8/1k6/p1p1p1p1/P1P1P1P1/8/4K3 w - - 0 1"
    Then under "<rulebook>" the outcome is "<outcome>"

    Examples:
      | rulebook     | outcome                                 |
      | fide-2023    | 1/2-1/2 by dead-position, article 5.2.2 |
      | fide-2014    | 1/2-1/2 by dead-position, article 5.2 b |
      | fide-2005    | 1/2-1/2 by dead-position, article 9.6   |

  # The capture leaves K+N v K: the game ends with that move; a move played
  # after it does not revive the game.
  @art-1.5 @art-5.2.2
  Scenario: A capture that leaves no mating possibility ends the game at once
    Given the position "8/8/8/4k3/8/8/3r4/3NK3 w - - 0 1"
    And the moves "Kxd2 Kd4" have been played
    Then under "fide-2018-01" the outcome is "1/2-1/2 by dead-position, article 5.2.2"
