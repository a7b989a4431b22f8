@art-4
Feature: Article 4 — Touch-move: which move a deliberately touched piece obliges
  The player having the move who touches pieces with the intention of moving
  or capturing must move the first own piece touched that can be moved (4.3.1),
  capture the first opponent's piece touched that can be captured (4.3.2), or,
  with pieces of both colours, capture the first opponent's piece with his own
  first touched piece, else move or capture the first piece touched that can be
  (4.3.3). King and rook: castle if legal (4.4.1); rook first: no castling on
  that side on that move (4.4.2); castling illegal: another king move (4.4.3).
  A piece released on a square as a legal move stays there (4.7). The opponent
  who touched a piece himself before claiming has lost the right (4.8).
  The arbiter rules on the opponent's claim: a move that breaks the rule is
  refused and the player must make one the rule allows. Squares are named as
  touched, in order; moves are SAN. Before 2017 the articles are lettered
  (4.3 a ...), and 2005/2009 number the release 4.6 and the claim 4.7.

  @art-4.3.1
  Scenario Outline: The shut-in bishop is touched, then the knight: the knight must move (<rulebook>)
    Given a game under <rulebook> with the time control "5400"
    When White touches the pieces on "c1 g1" and plays "<move>"
    Then <ruling> by article "<article>"

    Examples:
      | rulebook     | move | ruling                        | article |
      | fide-2009    | e4   | the arbiter refuses the move  | 4.3 a   |
      | fide-2014    | e4   | the arbiter refuses the move  | 4.3 a   |
      | fide-2018-01 | e4   | the arbiter refuses the move  | 4.3.1   |
      | fide-2023    | e4   | the arbiter refuses the move  | 4.3.1   |
      | fide-2023    | Nf3  | the move stands               | 4.3.1   |
      | hu-2018      | e4   | any legal move may be played  | 4.3.1   |
      | hu-2014      | e4   | any legal move may be played  | 4.3 a   |

  @art-4.3.2
  Scenario Outline: The opponent's pawn d5 is touched and must be captured (<rulebook>)
    Given a game under <rulebook> with the time control "5400"
    And the game starts from "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
    When White touches the pieces on "<touched>" and plays "<move>"
    Then <ruling> by article "<article>"

    Examples:
      | rulebook     | touched | move | ruling                       | article | why                                      |
      | fide-2009    | d5      | Nf3  | the arbiter refuses the move | 4.3 b   | d5 can be captured (exd5)                |
      | fide-2023    | d5      | Nf3  | the arbiter refuses the move | 4.3.2   | d5 can be captured (exd5)                |
      | fide-2023    | e7 d5   | exd5 | the move stands              | 4.3.2   | e7 cannot be captured, d5 is next        |

  @art-4.3.3
  Scenario Outline: Pieces of both colours are touched (<rulebook>, <touched>)
    Given a game under <rulebook> with the time control "5400"
    And the game starts from "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
    When White touches the pieces on "<touched>" and plays "<move>"
    Then <ruling> by article "<article>"

    Examples:
      | rulebook     | touched  | move | ruling                       | article | why                                                        |
      | fide-2023    | e4 d5    | e5   | the arbiter refuses the move | 4.3.3   | exd5, the first own piece taking the first opponent's, is legal |
      | fide-2023    | c1 d5    | Nf3  | the arbiter refuses the move | 4.3.3   | Bc1 cannot take; d5 is the first piece that can be captured |
      | fide-2014    | c1 d5    | Nf3  | the arbiter refuses the move | 4.3 c   | as 2023                                                    |

  @art-4.3.3
  Scenario Outline: Two own pieces and one opponent's piece are touched (<rulebook>)
    Given a game under <rulebook> with the time control "5400"
    And the game starts from "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
    When White touches the pieces on "e4 c1 d5" and plays "exd5"
    Then <then>

    Examples:
      | rulebook     | then                                                                            | why                                                   |
      | fide-2018-01 | the move stands by article "4.3.3"                                              | one or more pieces of each colour: exd5 is due        |
      | fide-2009    | article "4.3 c" does not say which move is due, so the arbiter decides          | 2009 4.3 c speaks of one piece of each colour         |
      | lt-2018      | article "4.3.3" does not say which move is due, so the arbiter decides          | lt-2018 4.3.3 speaks of one piece of each colour (deviation) |

  @art-4.3.3
  Scenario Outline: Own piece and opponent's piece touched at the same time: the own piece counts as first (<rulebook>)
    Given a game under <rulebook> with the time control "5400"
    And the game starts from "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
    When White touches the pieces on "d5 g1" at the same time and plays "exd5"
    Then the arbiter refuses the move by article "<article>"

    Examples:
      | rulebook  | article | why                                                       |
      | fide-2023 | 4.3.3   | Ng1 counts as first, cannot take d5, but can be moved     |
      | fide-2009 | 4.3 c   | the same rule in 2009                                     |

  @art-4.4.1 @art-4.4.3
  Scenario Outline: King and then rook h1 are touched (<rulebook>, <position>)
    Given a game under <rulebook> with the time control "5400"
    And the game starts from "<fen>"
    When White touches the pieces on "e1 h1" and plays "<move>"
    Then <ruling> by article "<article>"

    Examples:
      | rulebook     | position          | fen                                       | move  | ruling                       | article |
      | fide-2023    | castling legal    | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1      | Kf1   | the arbiter refuses the move | 4.4.1   |
      | fide-2023    | castling legal    | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1      | O-O   | the move stands              | 4.4.1   |
      | fide-2009    | castling legal    | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1      | O-O   | the move stands              | 4.4 a   |
      | fide-2023    | f1 attacked       | r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1    | Rh2   | the arbiter refuses the move | 4.4.3   |
      | fide-2023    | f1 attacked       | r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1    | O-O-O | the move stands              | 4.4.3   |
      | fide-2014    | f1 attacked       | r3k2r/8/8/8/8/8/5r2/R3K2R w KQkq - 0 1    | O-O-O | the move stands              | 4.4 c   |

  @art-4.4.2
  Scenario Outline: Rook h1 and then the king are touched (<rulebook>, <position>)
    Given a game under <rulebook> with the time control "5400"
    And the game starts from "<fen>"
    When White touches the pieces on "h1 e1" and plays "<move>"
    Then <ruling> by article "<article>"

    Examples:
      | rulebook     | position         | fen                                    | move  | ruling                       | article | why                                        |
      | fide-2023    | rook can move    | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1   | O-O   | the arbiter refuses the move | 4.4.2   | no castling on that side; the rook moves   |
      | fide-2023    | rook can move    | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1   | Rg1   | the move stands              | 4.4.2   |                                            |
      | fide-2018-01 | rook shut in     | r3k2r/8/8/8/8/8/7P/R3K1NR w KQkq - 0 1 | O-O-O | the move stands              | 4.4.2   | the king must move; long castling is one   |
      | fide-2018-01 | rook shut in     | r3k2r/8/8/8/8/8/7P/R3K1NR w KQkq - 0 1 | h3    | the arbiter refuses the move | 4.4.2   | the king must move                         |
      | hu-2018      | rook shut in     | r3k2r/8/8/8/8/8/7P/R3K1NR w KQkq - 0 1 | O-O-O | the arbiter refuses the move | 4.4.2   | translation: no castling at all that move  |
      | hu-2018      | rook shut in     | r3k2r/8/8/8/8/8/7P/R3K1NR w KQkq - 0 1 | h3    | the move stands              | 4.4.2   | translation: only the first piece obliges  |

  @art-4.4.2 @art-4.4.1 @art-4.4.3
  Scenario Outline: Rook h1 and king touched while neither can move (4.5), and later king and rook to castle short (<rulebook>)
    Given a game under <rulebook> with the time control "5400"
    When White touches the pieces on "h1 e1" and plays "e4"
    And the moves "e5 Nf3 Nc6 Bc4 Bc5" are played
    And White touches the pieces on "e1 h1" and plays "O-O"
    Then any legal move may be played by article "4.5"
    And <then>

    Examples:
      | rulebook     | then                                                 | why                                                        |
      | fide-2018-01 | the move stands by article "4.4.1"                   | the ban after rook-then-king held for that move only       |
      | hu-2018      | the move stands by article "4.4.1"                   | hu-2018 forbids castling on that move only, too            |
      | lt-2018      | the arbiter refuses the move by article "4.4.3"      | lt-2018 4.4.2 sets no end to the ban: another king move    |

  @art-4.4.4 @art-4.7.3
  Scenario Outline: The piece chosen for the promotion (<rulebook>)
    Given a game under <rulebook> with the time control "5400"
    And the game starts from "8/4P3/8/8/8/8/k7/4K3 w - - 0 1"
    When <action>
    Then <ruling> by article "<article>"

    Examples:
      | rulebook  | action                                                                                                      | ruling                       | article |
      | fide-2023 | White touches the promotion square with a queen, promoting the pawn on "e7", and plays "e8=N"               | the arbiter refuses the move | 4.4.4   |
      | fide-2023 | White touches the promotion square with a queen, promoting the pawn on "e7", and plays "e8=Q"               | the move stands              | 4.4.4   |
      | fide-2009 | White touches the promotion square with a queen, promoting the pawn on "e7", and plays "e8=N"               | the arbiter refuses the move | 4.4 d   |
      | fide-2023 | White releases a knight on the promotion square "e8", promoting the pawn on "e7", and plays "e8=Q"          | the arbiter refuses the move | 4.7.3   |

  @art-4.5 @art-4.2.1
  Scenario Outline: No obligation: <case> (<rulebook>)
    Given a game under <rulebook> with the time control "5400"
    And the game starts from "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2"
    When <action>
    Then any legal move may be played by article "<article>"
    And the game continues

    Examples:
      | rulebook  | case                               | action                                                         | article |
      | fide-2023 | the touched bishop cannot move     | White touches the piece on "c1" and plays "Nf3"                | 4.5     |
      | fide-2009 | the touched bishop cannot move     | White touches the piece on "c1" and plays "Nf3"                | 4.5     |
      | fide-2023 | the player said j'adoube first     | White says "j'adoube", adjusts the piece on "g1" and plays "e5" | 4.2.1   |

  @art-4.7.1 @art-4.7.2
  Scenario Outline: A piece released on a square as a legal move stays there (<rulebook>, <case>)
    Given a game under <rulebook> with the time control "5400"
    And the game starts from "<fen>"
    When White releases the piece from "<from>" on "<to>" and plays "<move>"
    Then <ruling> by article "<article>"

    Examples:
      | rulebook  | case                  | fen                                                             | from | to | move | ruling                       | article |
      | fide-2023 | knight on f3          | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1        | g1   | f3 | Nh3  | the arbiter refuses the move | 4.7     |
      | fide-2023 | capture on d5         | rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2   | e4   | d5 | e5   | the arbiter refuses the move | 4.7.1   |
      | fide-2009 | capture on d5         | rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2   | e4   | d5 | e5   | the arbiter refuses the move | 4.6 a   |
      | fide-2023 | king released on g1   | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                            | e1   | g1 | Kf1  | the arbiter refuses the move | 4.7.2   |
      | fide-2023 | king released on g1   | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                            | e1   | g1 | O-O  | the move stands              | 4.7.2   |

  @art-4.8
  Scenario Outline: Black claims only after touching a piece himself (<rulebook>)
    Given a game under <rulebook> with the time control "5400"
    When White touches the piece on "g1" and plays "e4", and Black claims only after touching a piece
    Then the claim is lost by article "<article>"
    And the game continues

    Examples:
      | rulebook     | article |
      | fide-2009    | 4.7     |
      | fide-2014    | 4.8     |
      | fide-2018-01 | 4.8     |
      | fide-2023    | 4.8     |
