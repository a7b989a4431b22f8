@art-7
Feature: Article 7 — Irregularities: illegal moves and the acts counted as illegal moves
  An illegal move completed by pressing the clock is penalised in standard
  games by two extra minutes for the opponent. In 2005 and 2009 the third
  illegal move lost the game; from 2014 the second does. From 2009 the game is
  drawn instead if the opponent cannot checkmate by any series of legal moves.
  From July 2017 pressing the clock without a move, a move made with two hands,
  and a pawn left unpromoted on the last rank are illegal moves too, counted
  together. Both clocks show 10:00 before the first irregularity, with White to move.

  @art-7.4-b @art-7.5-b @art-7.5.3 @art-7.5.5
  Scenario Outline: A first illegal move in a standard game under <rulebook> gives the opponent two minutes
    Given a game under <rulebook> with the time control "5400+30"
    And White has 10:00 and Black has 10:00 on the clock
    When White makes an illegal move
    Then the game continues
    And the arbiter adds 2:00 to Black's clock by article "<article>"
    And Black's clock shows 12:00
    And White's clock shows 10:00

    Examples:
      | rulebook     | article |
      | fide-2005    | 7.4 b   |
      | fide-2009    | 7.4 b   |
      | fide-2014    | 7.5 b   |
      | hu-2014      | 7.5 b   |
      | fide-2017-07 | 7.5.3   |
      | fide-2018-01 | 7.5.5   |
      | fide-2023    | 7.5.5   |

  @art-7.4-b @art-7.5-b @art-7.5.5
  Scenario Outline: Two illegal moves under <rulebook>
    Given a game under <rulebook> with the time control "5400+30"
    And White has 10:00 and Black has 10:00 on the clock
    When White makes an illegal move
    And White makes an illegal move
    Then the result is "<result>"
    And Black's clock shows <black>
    And the arbiter cites article "<article>"

    Examples:
      | rulebook     | result | black | article | why                                  |
      | fide-2005    | *      | 14:00 | 7.4 b   | the third illegal move loses         |
      | fide-2009    | *      | 14:00 | 7.4 b   | the third illegal move loses         |
      | fide-2014    | 0-1    | 12:00 | 7.5 b   | the second illegal move loses        |
      | fide-2018-01 | 0-1    | 12:00 | 7.5.5   | the second illegal move loses        |
      | fide-2023    | 0-1    | 12:00 | 7.5.5   | the second illegal move loses        |

  @art-7.4-b
  Scenario Outline: The third illegal move loses in 2005 and 2009 (<rulebook>)
    Given a game under <rulebook> with the time control "5400+30"
    When White makes an illegal move
    And White makes an illegal move
    And White makes an illegal move
    Then the result is "0-1" by article "7.4 b"

    Examples:
      | rulebook  |
      | fide-2005 |
      | fide-2009 |

  @art-7.4-b @art-7.5.5
  Scenario Outline: The losing illegal move draws when the opponent has a bare king (<rulebook>)
    Given a game under <rulebook> with the time control "5400+30"
    And the game starts from "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
    When White makes an illegal move
    And White makes an illegal move
    And White makes an illegal move
    Then the result is "<result>" by article "<article>"

    Examples:
      | rulebook     | result  | article | why                                                   |
      | fide-2005    | 0-1     | 7.4 b   | no exception for an opponent who cannot checkmate     |
      | fide-2009    | 1/2-1/2 | 7.4 b   | the exception is new in 2009                          |
      | fide-2023    | 1/2-1/2 | 7.5.5   | decided at the second illegal move                    |

  @art-7.5.3 @art-7.5.4 @art-7.7.1 @art-7.8.1
  Scenario Outline: Pressing the clock without a move and a move with two hands under <rulebook>
    Given a game under <rulebook> with the time control "5400+30"
    When White makes the move "e2e4" with two hands
    And White presses the clock without making a move
    Then the result is "<result>"

    Examples:
      | rulebook     | result | why                                                          |
      | fide-2014    | *      | not illegal moves before July 2017; other penalties may apply |
      | fide-2017-07 | 0-1    | 7.7.1 and 7.8.1: two illegal moves, the second loses           |
      | fide-2018-01 | 0-1    | 7.5.4 and 7.5.3: two illegal moves, the second loses           |
      | fide-2023    | 0-1    | 7.5.4 and 7.5.3: two illegal moves, the second loses           |

  @art-7.5.2 @art-7.5-a
  Scenario Outline: A pawn left on the last rank is replaced by a queen from 2014 (<rulebook>)
    Given a game under <rulebook> with the time control "5400"
    And the game starts from "4k3/P7/8/8/8/8/8/4K3 w - - 0 1"
    And White has 10:00 and Black has 10:00 on the clock
    When White moves a pawn "a7a8" to the last rank and presses the clock without exchanging it
    Then the arbiter replaces the pawn by a queen
    And Black's clock shows 12:00
    And the arbiter cites article "<article>"

    Examples:
      | rulebook     | article |
      | fide-2014    | 7.5 a   |
      | fide-2018-01 | 7.5.2   |
      | fide-2023    | 7.5.2   |

  @art-7.3 @art-7.2
  Scenario Outline: A game begun with the colours reversed, found after <moves> moves each, under <rulebook>
    Given a game under <rulebook> with the time control "5400"
    And the moves "<played>" are played
    When the arbiter finds that the game began with the colours reversed
    Then <outcome>
    And the arbiter cites article "<article>"

    Examples:
      | rulebook     | moves | played                                                                                          | outcome                                  | article |
      | fide-2009    | 9     | 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. O-O O-O 7. a4 a5 8. h3 h6 9. Re1 Re8          | the game continues                       | 7.2     |
      | fide-2014    | 9     | 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. O-O O-O 7. a4 a5 8. h3 h6 9. Re1 Re8          | the game continues                       | 7.3     |
      | fide-2018-01 | 9     | 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. O-O O-O 7. a4 a5 8. h3 h6 9. Re1 Re8          | a new game is played with the correct colours | 7.3 |
      | fide-2023    | 9     | 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. O-O O-O 7. a4 a5 8. h3 h6 9. Re1 Re8          | a new game is played with the correct colours | 7.3 |
      | fide-2023    | 10    | 1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. c3 Nf6 5. d3 d6 6. O-O O-O 7. a4 a5 8. h3 h6 9. Re1 Re8 10. Nbd2 Be6 | the game continues                  | 7.3     |

  @art-7.5-b
  Scenario Outline: The second illegal move of a player with a bare king, against king and queen, under <rulebook>
    Given a game under <rulebook> with the time control "5400+30"
    And the game starts from "3qk3/8/8/8/8/8/8/4K3 w - - 0 1"
    When White makes an illegal move
    And White makes an illegal move
    Then the result is "<result>" by article "7.5 b"

    Examples:
      | rulebook  | result  | why                                                                          |
      | fide-2014 | 0-1     | Black, the offender's opponent, can checkmate                                |
      | hu-2014   | 1/2-1/2 | the translation makes it a draw when the offender cannot checkmate           |
