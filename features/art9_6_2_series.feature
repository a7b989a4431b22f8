@art-9.6.2
Feature: Article 9.6.2 — A 75-move series found only after a later capture
  The authentic 9.6.2 draws the game when "any series of at least 75 moves"
  has been made by each player without a pawn move or capture; lt-2018's
  9.6.2 speaks of "the last 75 moves" (deviation D1,
  rules/translations/lt-2018.md). Here the 75th move (Kd1) completes such a
  series, then Kd5 and a capture Rxa3 are played before anyone looks. Worked
  by hand: the draw is automatic, so the game ended at Kd1, when the last 75
  moves were also capture-free; the later capture changes nothing under
  either text, and the outcomes are the same. They would differ only if the
  translation's condition were checked when the arbiter looks rather than
  after each move. features/lt/lt-2018_art9_6_2_pastarieji.feature shows the
  Lithuanian scenario.

  Scenario Outline: Kd1 completes 75 moves each, then Kd5 Rxa3 (<rulebook>)
    Given the position "8/8/8/4k3/8/n7/R7/4K3 w - - 149 100"
    And the moves "Kd1 Kd5 Rxa3" have been played
    Then under "<rulebook>" the game ends 1/2-1/2 by the 75-move rule (article 9.6.2)

    Examples:
      | rulebook     |
      | fide-2018-01 |
      | fide-2023    |
      | lt-2018      |
