@art-3
Feature: Article 3 — The moves of the pieces
  Each piece moves as Article 3 of the FIDE Laws describes. Positions are
  written as FEN; moves as UCI (origin and destination square, plus the
  promotion piece). The destinations listed are worked out by hand from the
  article, never read from an implementation.

  @art-3.2
  Scenario: The bishop moves along the diagonals on which it stands
    Given the position "4k3/8/8/8/3B4/8/8/4K3 w - - 0 1"
    Then the bishop on d4 can move to "a1 b2 c3 e5 f6 g7 h8 a7 b6 c5 e3 f2 g1"

  @art-3.3
  Scenario: The rook moves along the file or the rank on which it stands
    Given the position "4k3/8/8/8/3R4/8/8/4K3 w - - 0 1"
    Then the rook on d4 can move to "d1 d2 d3 d5 d6 d7 d8 a4 b4 c4 e4 f4 g4 h4"

  @art-3.4
  Scenario: The queen moves along the file, the rank or a diagonal on which it stands
    Given the position "4k3/8/8/8/3Q4/8/8/4K3 w - - 0 1"
    Then the queen on d4 can move to "a1 b2 c3 e5 f6 g7 h8 a7 b6 c5 e3 f2 g1 d1 d2 d3 d5 d6 d7 d8 a4 b4 c4 e4 f4 g4 h4"

  @art-3.5
  Scenario Outline: Bishop, rook and queen may not move over intervening pieces
    Given the position "<position>"
    Then the <piece> on <square> can move to "<squares>"

    Examples:
      | position                          | piece | square | squares        |
      | 4k3/8/8/8/8/8/P7/RN2K3 w - - 0 1  | rook  | a1     | none           |
      | 4k3/8/8/8/8/p7/8/R3K3 w - - 0 1   | rook  | a1     | a2 a3 b1 c1 d1 |
      | 4k3/8/8/8/8/8/1P6/B3K3 w - - 0 1  | bishop| a1     | none           |

  @art-3.6
  Scenario Outline: The knight moves to the nearest squares not on its rank, file or diagonal, jumping over pieces
    Given the position "<position>"
    Then the knight on <square> can move to "<squares>"

    Examples:
      | position                                                 | square | squares                 |
      | 4k3/8/8/8/3N4/8/8/4K3 w - - 0 1                          | d4     | b3 b5 c2 c6 e2 e6 f3 f5 |
      | 4k3/8/8/8/8/8/8/N3K3 w - - 0 1                           | a1     | b3 c2                   |
      | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 | b1     | a3 c3                   |

  @art-3.7.1 @art-3.7.2
  Scenario Outline: The pawn moves forward one square, or two on its first move, to vacant squares
    Given the position "<position>"
    Then the pawn on <square> can move to "<squares>"

    Examples:
      | position                              | square | squares | why                            |
      | 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1       | e2     | e3 e4   | first move: one or two squares |
      | 4k3/8/8/8/8/4P3/8/4K3 w - - 0 1       | e3     | e4      | not its first move             |
      | 4k3/8/8/8/4p3/4P3/8/4K3 w - - 0 1     | e3     | none    | the square ahead is occupied   |
      | 4k3/8/8/8/4p3/8/4P3/4K3 w - - 0 1     | e2     | e3      | the second square is occupied  |
      | 4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1     | e2     | none    | no jumping over a piece        |
      | 4k3/4p3/8/8/8/8/8/4K3 b - - 0 1       | e7     | e6 e5   | Black moves down the board     |

  @art-3.7.3
  Scenario: The pawn captures diagonally forward, never straight ahead
    Given the position "4k3/8/8/3p1p2/4P3/8/8/4K3 w - - 0 1"
    Then the pawn on e4 can move to "d5 e5 f5"

  @art-3.7.3
  Scenario: The pawn does not capture its own pieces nor move diagonally to an empty square
    Given the position "4k3/8/8/3P1p2/4P3/8/8/4K3 w - - 0 1"
    Then the pawn on e4 can move to "e5 f5"

  @art-3.7.4
  Scenario: A pawn captures en passant a pawn that has just advanced two squares
    Given the position "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"
    And the moves "d5" have been played
    Then "e5d6" is legal
    And playing "e5d6" gives the position "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2"

  @art-3.7.4
  Scenario: En passant is possible only on the move immediately after the double step
    Given the position "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"
    And the moves "d5 Kf1 Ke7" have been played
    Then "e5d6" is illegal
    And the pawn on e5 can move to "e6"

  @art-3.7.4
  Scenario: A pawn that advanced one square at a time cannot be captured en passant
    Given the position "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"
    And the moves "d6 Kf1 d5" have been played
    Then "e5d6" is illegal

  @art-3.7.4 @art-3.9
  Scenario: En passant is illegal when removing both pawns exposes the king along the rank
    Given the position "4k3/8/8/r2pP2K/8/8/8/8 w - d6 0 2"
    Then "e5d6" is illegal
    And the pawn on e5 can move to "e6"

  @art-3.7.4 @art-3.9
  Scenario: En passant is legal when it removes the pawn that gives check
    Given the position "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1"
    Then the side to move is in check
    And "e4d3" is legal

  @art-3.7.5
  Scenario: A pawn reaching the last rank must be exchanged for a queen, rook, bishop or knight
    Given the position "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"
    Then the pawn on e7 can move to "e8"
    And "e7e8q" is legal
    And "e7e8r" is legal
    And "e7e8b" is legal
    And "e7e8n" is legal
    And "e7e8" is illegal

  @art-3.7.5
  Scenario: Promotion by capture, and the choice is not restricted to pieces already captured
    Given the position "k2r4/4P3/8/8/8/8/8/1Q2K3 w - - 0 1"
    Then "e7d8q" is legal
    And "e7d8r" is legal
    And "e7d8b" is legal
    And "e7d8n" is legal
    And playing "e7d8n" gives the position "k2N4/8/8/8/8/8/8/1Q2K3 b - - 0 1"

  @art-3.8.1
  Scenario: The king moves to any adjoining square not attacked by an opponent's piece
    Given the position "4k3/8/8/8/8/8/r7/4K3 w - - 0 1"
    Then the king on e1 can move to "d1 f1"

  @art-3.8.1 @art-3.9.2
  Scenario: A piece attacks a square even when it is pinned and cannot move there
    Given the position "7k/6r1/4K3/8/8/8/8/B7 w - - 0 1"
    Then the king on e6 can move to "d5 e5 f5 d6 f6"

  @art-3.8.2
  Scenario: Castling on either side when every condition holds
    Given the position "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
    Then the king on e1 can move to "d1 d2 e2 f2 f1 g1 c1"
    And playing "e1g1" gives the position "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1"
    And playing "e1c1" gives the position "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1"

  @art-3.8.2.1
  Scenario Outline: The right to castle is lost permanently once the king or that rook has moved
    Given the position "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
    And the moves "<moves>" have been played
    Then "e1g1" is <king side>
    And "e1c1" is <queen side>

    Examples:
      | moves           | king side | queen side |
      | Ke2 Ke7 Ke1 Ke8 | illegal   | illegal    |
      | Rh2 Rh7 Rh1 Rh8 | illegal   | legal      |
      | Ra2 Ra7 Ra1 Ra8 | legal     | illegal    |

  @art-3.8.2.2
  Scenario Outline: Castling is prevented temporarily
    Given the position "<position>"
    Then "e1g1" is <king side>
    And "e1c1" is <queen side>

    Examples:
      | position                                  | king side | queen side | why                                        |
      | r3k2r/8/8/8/4r3/8/8/R3K2R w KQkq - 0 1    | illegal   | illegal    | the king is in check                       |
      | r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1    | illegal   | legal      | the king would cross f1, attacked          |
      | r3k2r/8/8/8/8/8/6r1/R3K2R w KQkq - 0 1    | illegal   | legal      | the king would land on g1, attacked        |
      | r3k2r/8/8/8/8/8/1r6/R3K2R w KQkq - 0 1    | legal     | legal      | only b1, which the king does not cross, is attacked |
      | r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1     | legal     | illegal    | a piece stands between king and rook       |
      | r3k2r/8/8/8/8/8/8/R3KB1R w KQkq - 0 1     | illegal   | legal      | a piece stands between king and rook       |

  @art-3.8.2 @guidelines-II
  Scenario: Chess960 castling: the king ends on g1 or c1 and the rook beside it (king-takes-rook notation)
    Given the position "1r2k1r1/1p4p1/8/8/8/8/1P4P1/1R2K1R1 w GBgb - 0 1"
    Then "e1g1" is legal
    And "e1b1" is legal
    And playing "e1b1" gives the position "1r2k1r1/1p4p1/8/8/8/8/1P4P1/2KR2R1 b gb - 1 1"

  @art-3.9
  Scenario: The king is in check when attacked by an opponent's piece
    Given the position "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1"
    Then the side to move is in check
    And the legal moves are "e1d2 e1f1"

  @art-3.9 @art-3.10.1
  Scenario: A pinned piece may not move off the line of the pin
    Given the position "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1"
    Then the bishop on e2 can move to "none"

  @art-3.9
  Scenario: In double check only the king can move
    Given the position "4k3/8/8/8/8/3n3Q/8/r3K3 w - - 0 1"
    Then the side to move is in check
    And the legal moves are "e1d2 e1e2"

  @art-3.10
  Scenario Outline: Move generation counts (perft) agree with the published values
    Given the position "<position>"
    Then perft <depth> is <nodes>

    Examples: published by chessprogramming.org "Perft Results"
      | position                                                             | depth | nodes |
      | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1             | 1     | 20    |
      | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1             | 3     | 8902  |
      | r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1 | 2     | 2039  |
      | 8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1                            | 3     | 2812  |
      | r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1     | 2     | 264   |
      | rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8            | 2     | 1486  |

  @art-3.10 @guidelines-II
  Scenario: Chess960 move generation agrees with the published values
    Given the position "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 1"
    Then perft 1 is 21
    And perft 3 is 12189
