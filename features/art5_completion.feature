@art-5
Feature: Article 5 — The completion of the game
  Checkmate (5.1.1) and stalemate (5.2.1) end the game at once; nothing can
  be claimed afterwards. Articles are given in each edition's own numbering
  (2005-2014: 5.1 a, 5.2 a). Every expected value was worked out by hand.

  @art-5.1.1
  Scenario Outline: The player who checkmates the opponent's king wins
    Given the initial position
    And the moves "<moves>" have been played
    Then under "<rulebook>" the outcome is "<outcome>"
    And under "<rulebook>" the player to move may claim "nothing"

    Examples:
      | rulebook     | moves                          | outcome                         |
      | fide-2023    | f3 e5 g4 Qh4#                  | 0-1 by checkmate, article 5.1.1 |
      | fide-2018-01 | f3 e5 g4 Qh4#                  | 0-1 by checkmate, article 5.1.1 |
      | fide-2017-07 | f3 e5 g4 Qh4#                  | 0-1 by checkmate, article 5.1.1 |
      | fide-2014    | f3 e5 g4 Qh4#                  | 0-1 by checkmate, article 5.1 a |
      | fide-2009    | f3 e5 g4 Qh4#                  | 0-1 by checkmate, article 5.1 a |
      | fide-2005    | f3 e5 g4 Qh4#                  | 0-1 by checkmate, article 5.1 a |
      | fide-2018-01 | e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#    | 1-0 by checkmate, article 5.1.1 |
      | fide-2009    | e4 e5 Bc4 Nc6 Qh5 Nf6 Qxf7#    | 1-0 by checkmate, article 5.1 a |

  # notnil/chess and corentings/chess offer Draw(FiftyMoveRule) here and let
  # it turn 1-0 into 1/2-1/2; chess.js reports isDraw beside isCheckmate
  # (research: peers.md §3, case D3).
  @art-5.1.1 @art-9.3
  Scenario Outline: A player already checkmated has nothing to claim, whatever the move count
    Given the position "R5k1/5ppp/8/8/8/8/8/6K1 b - - 100 100"
    Then under "<rulebook>" the outcome is "<outcome>"
    And under "<rulebook>" the player to move may claim "nothing"

    Examples:
      | rulebook     | outcome                         |
      | fide-2023    | 1-0 by checkmate, article 5.1.1 |
      | fide-2014    | 1-0 by checkmate, article 5.1 a |
      | fide-2005    | 1-0 by checkmate, article 5.1 a |

  # After Qf7 the black king on h8 is not in check, and g8, g7 and h7 are
  # all covered by the queen or the king on g6.
  @art-5.2.1
  Scenario Outline: The player to move has no legal move and is not in check: stalemate
    Given the position "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1"
    And the moves "Qf7" have been played
    Then under "<rulebook>" the outcome is "<outcome>"

    Examples:
      | rulebook     | outcome                             |
      | fide-2023    | 1/2-1/2 by stalemate, article 5.2.1 |
      | fide-2018-01 | 1/2-1/2 by stalemate, article 5.2.1 |
      | fide-2014    | 1/2-1/2 by stalemate, article 5.2 a |
      | fide-2009    | 1/2-1/2 by stalemate, article 5.2 a |
      | fide-2005    | 1/2-1/2 by stalemate, article 5.2 a |

  @art-5.1.1
  Scenario: Check that is not mate does not end the game
    Given the initial position
    And the moves "e4 f5 Qh5+" have been played
    Then under "fide-2023" the outcome is "in play"
    And under "fide-2023" the player to move may claim "nothing"
