@art-7
Feature: Article 7.2 — An incorrect set-up found during the game; Appendix A — no such claim after ten moves in unsupervised rapid
  If the initial position of the pieces is found to have been incorrect, the
  game is cancelled and a new game is played (7.2.1; 7.2 a in 2014, 7.1 a in
  2009). If the chessboard was placed contrary to 2.1, the position reached is
  transferred to a correctly placed board and the game continues (7.2.2). In
  rapid and blitz without adequate supervision no claim on the set-up or the
  orientation of the board, and no change to the clock setting, is possible
  once each player has completed ten moves (A.4.1 2018, A.5.1 2023); the same
  limit was three moves in 2009 (A.4 a).

  @art-7.2.1
  Scenario Outline: The initial position of the pieces was incorrect (<rulebook>)
    Given a game under <rulebook> with the time control "5400"
    And the moves "1. e4 e5 2. Nf3 Nc6" are played
    When the arbiter finds that the initial position of the pieces was incorrect
    Then the game is cancelled and a new game is played
    And the arbiter cites article "<article>"

    Examples:
      | rulebook     | article |
      | fide-2009    | 7.1 a   |
      | fide-2014    | 7.2 a   |
      | fide-2018-01 | 7.2.1   |
      | fide-2023    | 7.2.1   |

  @art-7.2.2
  Scenario Outline: The chessboard was placed the wrong way round (<rulebook>)
    Given a game under <rulebook> with the time control "5400"
    And the moves "1. e4 e5 2. Nf3 Nc6" are played
    When the arbiter finds that the chessboard was placed the wrong way round
    Then the game continues
    And the arbiter cites article "<article>"

    Examples:
      | rulebook     | article |
      | fide-2009    | 7.1 b   |
      | fide-2014    | 7.2 b   |
      | fide-2023    | 7.2.2   |

  @art-7.2.1 @art-A.5.1
  Scenario Outline: Rapid without adequate supervision, <moves> moves each: the set-up claim under <rulebook>
    Given a game under <rulebook> with the time control "900+10"
    And the game is played without adequate supervision
    And the moves "<played>" are played
    When the arbiter finds that the initial position of the pieces was incorrect
    Then <then>
    And the arbiter cites article "<article>"

    Examples:
      | rulebook     | moves | played                                                                                     | then                                          | article |
      | fide-2023    | 9     | 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3 d6 5. O-O Nf6 6. Nc3 O-O 7. Bg5 Bg4 8. h3 h6 9. a3 a6        | the game is cancelled and a new game is played | 7.2.1   |
      | fide-2023    | 10    | 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3 d6 5. O-O Nf6 6. Nc3 O-O 7. Bg5 Bg4 8. h3 h6 9. a3 a6 10. b3 b6 | the claim on the set-up comes too late         | A.5.1   |
      | fide-2018-01 | 10    | 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3 d6 5. O-O Nf6 6. Nc3 O-O 7. Bg5 Bg4 8. h3 h6 9. a3 a6 10. b3 b6 | the claim on the set-up comes too late         | A.4.1   |
      | fide-2009    | 3     | 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5                                                              | the claim on the set-up comes too late         | A.4 a   |

