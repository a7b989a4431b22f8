@appendix-C
Feature: Appendix C.2 and C.4 — English piece letters; pawns have none
  In English the pieces are written K, Q, R, B and N (C.2); a pawn move is
  written with the square of arrival only (C.4): e5, d4, a5, not pe5 or Pd4.

  @appendix-C.2
  Scenario Outline: Each piece is written with its English letter
    Given the position "<position>"
    Then "<move>" is written "<san>"
    And "<san>" is read as "<move>"

    Examples:
      | position                          | move | san | piece  |
      | 4k3/8/8/8/8/8/8/4K1N1 w - - 0 1   | g1f3 | Nf3 | knight |
      | 4k3/8/8/8/8/8/8/4KB2 w - - 0 1    | f1c4 | Bc4 | bishop |
      | 4k3/8/8/8/8/8/8/R3K3 w - - 0 1    | a1a5 | Ra5 | rook   |
      | 4k3/8/8/8/8/8/8/3QK3 w - - 0 1    | d1d3 | Qd3 | queen  |
      | 4k3/8/8/8/8/8/8/4K3 w - - 0 1     | e1d2 | Kd2 | king   |

  @appendix-C.4
  Scenario: A pawn move has no letter
    Given the initial position
    Then "e2e4" is written "e4"
    And "d4" is read as "d2d4"
    And "Pd4" cannot be read
