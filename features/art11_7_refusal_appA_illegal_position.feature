@art-11 @art-A
Feature: Article 11.7 and 11.8 — persistent refusal to comply with the Laws; Appendix A — an illegal position seen by the arbiter in unsupervised rapid
  A player who persistently refuses to comply with the Laws loses the game,
  and the arbiter decides the opponent's score (11.7; 12.8 in 2005 and 2009).
  If both players are found guilty, both lose (11.8; 12.9). In rapid without
  adequate supervision an arbiter who sees both kings in check, or a pawn on
  the rank furthest from its starting position, waits until the next move is
  completed; if the illegal position is still on the board he declares the
  game drawn (A.4 d in 2014, quoted on the chessscotland.com forum in 2013;
  A.4.4 in 2017 and 2018, A.5.4 in 2023). In a supervised game the clause
  does not apply: the illegal move behind the position is ruled on (7.5).

  @art-11.7
  Scenario Outline: White persistently refuses to comply with the Laws (<rulebook>)
    Given a game under <rulebook> with the time control "5400"
    And the moves "1. e4 e5" are played
    When White persistently refuses to comply with the Laws
    Then the result is "0-?" by article "<article>"
    And White scores 0 and the arbiter sets Black's score

    Examples:
      | rulebook     | article |
      | fide-2005    | 12.8    |
      | fide-2014    | 11.7    |
      | fide-2018-01 | 11.7    |
      | fide-2023    | 11.7    |

  @art-11.8
  Scenario Outline: Both players persistently refuse to comply with the Laws (<rulebook>)
    Given a game under <rulebook> with the time control "5400"
    And the moves "1. e4 e5" are played
    When both players persistently refuse to comply with the Laws
    Then the result is "0-0" by article "<article>"
    And White scores 0 and Black scores 0

    Examples:
      | rulebook     | article |
      | fide-2005    | 12.9    |
      | fide-2014    | 11.8    |
      | fide-2023    | 11.8    |

  @art-A.5.4 @art-A.4.4 @art-A.4-d
  Scenario Outline: Rapid without adequate supervision: <kind>, and after the next move the position is <after> (<rulebook>)
    Given a game under <rulebook> with the time control "900+10"
    And the game is played without adequate supervision
    And the moves "1. e4 e5" are played
    When the arbiter sees <kind> and waits for the next move, after which the position is <after>
    Then the result is "<result>"
    And the arbiter cites article "<article>"

    Examples:
      | rulebook     | kind                         | after         | result  | article |
      | fide-2023    | both kings in check          | still illegal | 1/2-1/2 | A.5.4   |
      | fide-2023    | a pawn left on the last rank | still illegal | 1/2-1/2 | A.5.4   |
      | fide-2023    | a pawn left on the last rank | corrected     | *       | A.5.4   |
      | fide-2018-01 | both kings in check          | still illegal | 1/2-1/2 | A.4.4   |
      | fide-2014    | both kings in check          | still illegal | 1/2-1/2 | A.4 d   |
      | fide-2014    | a pawn left on the last rank | corrected     | *       | A.4 d   |

  @art-A.5.4
  Scenario: In a standard game the arbiter does not wait: the clause is for unsupervised rapid and blitz
    Given a game under fide-2023 with the time control "5400"
    And the moves "1. e4 e5" are played
    When the arbiter sees both kings in check and waits for the next move, after which the position is still illegal
    Then the game continues
    And the request is not available
