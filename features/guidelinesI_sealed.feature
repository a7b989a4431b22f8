@guidelines-I
Feature: Guidelines I — Adjourned games: the sealed move
  The player having the move at adjournment writes his move in unambiguous
  notation and seals it. A player whose sealed move is ambiguous, recorded so
  that its true significance cannot be established, or illegal, loses the game
  (I.8 in the 2017 and later Guidelines). After 1. d4 d5 2. Nf3 Nf6 both the
  knight on b1 and the knight on f3 can go to d2.

  @art-I.8 @art-I.8.1 @art-I.8.3
  Scenario Outline: White seals "<move>" under <rulebook>
    Given a game under <rulebook> with the time control "40/7200:3600"
    And the moves "1. d4 d5 2. Nf3 Nf6" are played
    When White seals the move "<move>"
    Then the result is "<result>"
    And the arbiter cites article "I.8"

    Examples:
      | rulebook     | move | result | why                                 |
      | fide-2017-07 | Nd2  | 0-1    | ambiguous: Nbd2 or Nfd2             |
      | fide-2018-01 | Nd2  | 0-1    | ambiguous: Nbd2 or Nfd2             |
      | fide-2023    | Nd2  | 0-1    | ambiguous: Nbd2 or Nfd2             |
      | fide-2018-01 | Ke3  | 0-1    | illegal                             |
      | fide-2018-01 | Nbd2 | *      | legal and unambiguous               |
      | hu-2018      | Nfd2 | *      | legal and unambiguous               |

  @art-I.9.1
  Scenario: A valid sealed move is made on the board when the game resumes
    Given a game under fide-2023 with the time control "40/7200:3600"
    And the moves "1. d4 d5 2. Nf3 Nf6" are played
    When White seals the move "Nbd2"
    Then the sealed move is made on the board
    And the game continues
