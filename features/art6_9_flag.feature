@art-6.9 @capability-unwinnability
Feature: Article 6.9 — Flag fall when the opponent cannot checkmate (outcome)
  The player whose flag falls loses the game, unless the opponent cannot
  checkmate his king by any possible series of legal moves; then the game is
  drawn (6.9; 6.10 in 2005, "even with the most unskilled counterplay").
  The outcome is checked through the subject's unwinnability answer: a draw
  needs "unwinnable", a win "winnable" with a helpmate, which is replayed
  and must end in checkmate of the player whose flag fell. A subject that
  does not answer unwinnability has these scenarios reported as skipped,
  never as passed.

  # Every probed library decides "cannot checkmate" by material patterns
  # only (research: peers.md §3.1, point 1): none proves the blocked pawn
  # wall, and a material rule that calls K+N "insufficient" regardless of
  # the opponent's pieces would wrongly draw the K+N v K+P row.
  @art-6.9
  Scenario Outline: The flag falls; the opponent's mating chances decide
    Given the position "<position>"
    When <flagged>'s flag falls
    Then <outcome>

    Examples:
      | position                                   | flagged | outcome           | why                                                       |
      | 8/8/8/4k3/8/8/3Q4/4K3 w - - 0 1            | White   | the game is drawn | Black has a lone king, which never gives check            |
      | 8/8/8/4k3/8/8/3Q4/4K3 w - - 0 1            | Black   | White wins        | K+Q mates a lone king                                     |
      | 8/8/8/4k3/8/8/8/4KN2 w - - 0 1             | Black   | the game is drawn | K+N against a lone king has no mate position              |
      | K7/P7/2k5/8/8/8/8/6n1 w - - 0 1            | White   | Black wins        | Kc7 and Nb6 mate the king on a8, boxed in by its own pawn |
      | 8/8/8/1k6/p1p1p1p1/P1P1P1P1/8/4K3 w - - 0 1 | White   | the game is drawn | blocked pawns, no capture ever possible, kings kept apart |
      | 8/8/8/1k6/p1p1p1p1/P1P1P1P1/8/4K3 w - - 0 1 | Black   | the game is drawn | the same wall seen from the other side                    |
