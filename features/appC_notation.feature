@appendix-C
Feature: Appendix C — Algebraic notation
  Moves are written with the piece's letter, the square of arrival, and only
  as much of the square of departure as is needed to tell two pieces apart.
  English output follows PGN (O-O, e8=Q); other languages follow the Laws'
  own form (0-0, e8Q). Reading accepts both.

  @appendix-C.10
  Scenario Outline: Two identical pieces can move to the same square (the Laws' own examples)
    Given the position "<position>"
    Then "<move>" is written "<san>"
    And "<san>" is read as "<move>"

    Examples: knights on g1 and e1 (same rank: the file of departure)
      | position                          | move | san   |
      | 4k3/8/8/8/8/8/8/4N1NK w - - 0 1   | g1f3 | Ngf3  |
      | 4k3/8/8/8/8/8/8/4N1NK w - - 0 1   | e1f3 | Nef3  |
      | 4k3/8/8/8/8/5p2/8/4N1NK w - - 0 1 | g1f3 | Ngxf3 |
      | 4k3/8/8/8/8/5p2/8/4N1NK w - - 0 1 | e1f3 | Nexf3 |

    Examples: knights on g5 and g1 (same file: the rank of departure)
      | position                            | move | san   |
      | 4k3/8/8/6N1/8/8/8/6NK w - - 0 1     | g5f3 | N5f3  |
      | 4k3/8/8/6N1/8/8/8/6NK w - - 0 1     | g1f3 | N1f3  |
      | 4k3/8/8/6N1/8/5p2/8/6NK w - - 0 1   | g5f3 | N5xf3 |
      | 4k3/8/8/6N1/8/5p2/8/6NK w - - 0 1   | g1f3 | N1xf3 |

    Examples: knights on h2 and d4 (different rank and file: the file is preferred)
      | position                            | move | san   |
      | 4k3/8/8/8/3N4/8/7N/7K w - - 0 1     | h2f3 | Nhf3  |
      | 4k3/8/8/8/3N4/8/7N/7K w - - 0 1     | d4f3 | Ndf3  |
      | 4k3/8/8/8/3N4/5p2/7N/7K w - - 0 1   | h2f3 | Nhxf3 |
      | 4k3/8/8/8/3N4/5p2/7N/7K w - - 0 1   | d4f3 | Ndxf3 |

    Examples: three queens, where neither file nor rank alone tells them apart
      | position                         | move | san   |
      | 4k3/8/8/8/8/Q7/8/Q1Q4K w - - 0 1 | a1b2 | Qa1b2 |
      | 4k3/8/8/8/8/Q7/8/Q1Q4K w - - 0 1 | a3b2 | Q3b2  |
      | 4k3/8/8/8/8/Q7/8/Q1Q4K w - - 0 1 | c1b2 | Qcb2  |

  @appendix-C.10
  Scenario: A single piece that can reach the square needs no square of departure
    Given the position "4k3/8/8/8/8/8/8/4N1NK w - - 0 1"
    Then "g1h3" is written "Nh3"
    And "Ngh3" is read as "g1h3"
    And "Ng1h3" is read as "g1h3"

  @appendix-C.10
  Scenario: An ambiguous move is not read
    Given the position "4k3/8/8/8/8/8/8/4N1NK w - - 0 1"
    Then "Nf3" cannot be read

  @appendix-C.9
  Scenario: Pawn captures name the file of departure; the x may be left out
    Given the position "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"
    Then "e4d5" is written "exd5"
    And "exd5" is read as "e4d5"
    And "ed5" is read as "e4d5"
    And "e4e5" is written "e5"
    And "exe5" cannot be read

  @appendix-C.9 @art-3.7.4
  Scenario: An en passant capture is written as an ordinary pawn capture; "e.p." may be added
    Given the position "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"
    Then "e5d6" is written "exd6"
    And "exd6" is read as "e5d6"
    And "exd6 e.p." is read as "e5d6"
    And "exd6e.p." is read as "e5d6"

  @appendix-C.11
  Scenario Outline: Promotion names the new piece after the square of arrival
    Given the position "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"
    Then "<move>" is written "<written>" in <lang>
    And "<fide>" is read as "<move>" in <lang>
    And "<pgn>" is read as "<move>" in <lang>

    Examples:
      | move  | lang | written | fide | pgn   |
      | e7e8q | en   | e8=Q+   | e8Q  | e8=Q  |
      | e7e8n | en   | e8=N    | e8N  | e8=N  |
      | e7e8q | hu   | e8V+    | e8V  | e8=V  |
      | e7e8r | de   | e8T+    | e8T  | e8=T  |
      | e7e8n | lt   | e8Ž     | e8Ž  | e8=Ž  |

  @appendix-C.11 @art-3.7.5
  Scenario: A pawn reaching the last rank without a promotion piece is not a move
    Given the position "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"
    Then "e8" cannot be read

  @appendix-C.13
  Scenario Outline: Castling is written 0-0 and 0-0-0 (PGN: O-O and O-O-O)
    Given the position "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
    Then "<move>" is written "<en>"
    And "<move>" is written "<fide>" in hu
    And "<fide>" is read as "<move>"
    And "<en>" is read as "<move>"
    And "<fide>" is read as "<move>" in hu
    And "<en>" is read as "<move>" in hu

    Examples:
      | move | en    | fide  |
      | e1g1 | O-O   | 0-0   |
      | e1c1 | O-O-O | 0-0-0 |

  @appendix-C.13
  Scenario Outline: Check is marked + and checkmate #
    Given the position "<position>"
    Then "<move>" is written "<san>"

    Examples:
      | position                           | move | san  |
      | 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1  | a1a8 | Ra8# |
      | 6k1/5pp1/8/8/8/8/8/R5K1 w - - 0 1  | a1a8 | Ra8+ |

  # The offer of a draw is marked (=) on the scoresheet next to the move:
  # Appendix C.12 in the 2017-07, 2018-01 and 2023 editions (C.13 in 2009,
  # and in the 2014 Hungarian translation, features/hu/hu-2014_fuggelekek.feature;
  # the 2018 Hungarian translation has it at C.12, features/hu/hu-2018_C_jelolesek.feature).
  # The appendix's sample game ends "11. Kb1 (=)". Article 9.1.2.2 asks both
  # players to note the offer; the offer itself is ruled through the arbiter's
  # event log (draw_offer, docs/ARBITER.md). Here one scoresheet entry is read.
  @appendix-C.12
  Scenario Outline: The draw-offer mark (=) after a move: <case>
    Given the position "<position>"
    Then the scoresheet entry "<entry>" is the move "<move>" with a draw offer

    Examples:
      | case                                     | position                                                      | entry         | move  |
      | the mark after a space                   | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1      | Nf3 (=)       | g1f3  |
      | the mark right after the move            | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1      | Nf3(=)        | g1f3  |
      | Black offers with his reply              | rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1   | e5 (=)        | e7e5  |
      | the sample game's last move, 11. Kb1     | r1bqr1k1/ppp1bppp/2nn4/6B1/8/4QN2/PPPN1PPP/2KR1B1R w - - 8 11 | Kb1 (=)       | c1b1  |
      | after an en passant capture and e.p.     | 4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2                             | exd6 e.p. (=) | e5d6  |
      | after castling                           | r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1                          | 0-0-0 (=)     | e1c1  |
      | after a promotion with check             | k7/4P3/8/8/8/8/8/4K3 w - - 0 1                                | e8Q+ (=)      | e7e8q |
      | after a PGN promotion (its = is no mark) | k7/4P3/8/8/8/8/8/4K3 w - - 0 1                                | e8=N(=)       | e7e8n |

  @appendix-C.12
  Scenario: A move without the mark offers no draw, whatever else it carries
    Given the initial position
    Then the scoresheet entry "Nf3" is the move "g1f3" without a draw offer
    And the scoresheet entry "e4" is the move "e2e4" without a draw offer
    Given the position "k7/4P3/8/8/8/8/8/4K3 w - - 0 1"
    Then the scoresheet entry "e8=Q+" is the move "e7e8q" without a draw offer

  @appendix-C.12
  Scenario Outline: An entry that is not a move with the draw-offer mark cannot be read: <case>
    Given the initial position
    Then the scoresheet entry "<entry>" cannot be read

    Examples:
      | case                                  | entry       |
      | the mark without a move               | (=)         |
      | the mark before the move              | (=) Nf3     |
      | the mark not closed                   | Nf3 (=      |
      | the mark twice                        | Nf3 (=) (=) |
      | an equals sign alone is not the mark  | Nf3 =       |
      | an illegal move with the mark         | Nf4 (=)     |
      | another language's letter             | Hf3 (=)     |

  @appendix-C.3
  Scenario Outline: Each language writes the pieces with its own letters
    Given the initial position
    Then "g1f3" is written "<knight>" in <lang>
    And "<knight>" is read as "g1f3" in <lang>

    Examples:
      | lang | knight |
      | en   | Nf3    |
      | hu   | Hf3    |
      | lt   | Žf3    |
      | de   | Sf3    |
      | fr   | Cf3    |
      | es   | Cf3    |
      | bg   | Кf3    |
      | ru   | Кf3    |

  @appendix-C.3
  Scenario Outline: A letter of one language names another piece in another language
    Given the position "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
    Then "a1a5" is written "<written>" in <lang>
    And "<written>" is read as "a1a5" in <lang>

    Examples:
      | lang | written |
      | en   | Ra5     |
      | hu   | Ba5     |
      | lt   | Ba5     |
      | de   | Ta5     |
      | ru   | Лa5     |
      | bg   | Тa5     |

  @appendix-C.8
  Scenario: Long algebraic notation gives both squares
    Given the initial position
    Then "Ng1-f3" is read as "g1f3"
    And "e2-e4" is read as "e2e4"
