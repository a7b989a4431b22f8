@competition-2023
Feature: Competition rules of the 2023 Laws not covered elsewhere
  Resignation (5.1.2, new in 2023: a draw when the opponent cannot mate),
  draw offers (9.1.2), correct claims (9.5.2), a flag fall claimed by the
  opponent (6.8), the completed illegal move (7.5.1) and the claim of a win
  on time in rapid play (A.5.3) under fide-2023. Worked out by hand from the 2023
  text.

  @art-5.1.2
  Scenario: The player who resigns loses
    Given a game under fide-2023 with the time control "5400+30"
    And the moves "e4 e5" are played
    When White resigns
    Then the result is "0-1"

  @art-5.1.2
  Scenario: A resignation is a draw when the opponent cannot checkmate by any series of legal moves
    Given a game under fide-2023 with the time control "5400+30"
    And the game starts from "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
    When White resigns
    Then the result is "1/2-1/2"

  @art-9.1.2 @art-5.2.3
  Scenario: A draw offer made after a move and accepted ends the game
    Given a game under fide-2023 with the time control "5400+30"
    And the moves "e4 e5" are played
    When White offers a draw and Black accepts
    Then the result is "1/2-1/2"

  @art-9.1.2
  Scenario: A declined draw offer leaves the game going on
    Given a game under fide-2023 with the time control "5400+30"
    And the moves "e4 e5" are played
    When White offers a draw and Black declines
    Then the game continues

  @art-9.5.2
  Scenario: A correct threefold claim draws the game at once
    Given a game under fide-2023 with the time control "5400+30"
    And the moves "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8" are played
    When White claims a draw by threefold repetition
    Then the result is "1/2-1/2"

  @art-6.8 @art-6.9
  Scenario: A flag counts as fallen when the opponent claims it validly
    Given a game under fide-2023 with the time control "5400+30"
    And the moves "e4 e5" are played
    When Black claims that White's flag has fallen
    Then the result is "0-1"

  @art-7.5.1 @art-7.5.5
  Scenario: A completed illegal move is taken back and the game goes on
    Given a game under fide-2023 with the time control "5400+30"
    And White has 30:00 and Black has 30:00 on the clock
    When White makes an illegal move
    Then the game continues
    And Black's clock shows 32:00

  @art-A.5.3
  Scenario: Without adequate supervision a player claims a win on time
    Given a game under fide-2023 with the time control "900+10"
    And the game is played without adequate supervision
    And the moves "e4 e5" are played
    When Black claims that White's flag has fallen
    Then the result is "0-1"

  @art-A.5.3
  Scenario: The claim on time is a draw when the claimant cannot checkmate
    Given a game under fide-2023 with the time control "900+10"
    And the game is played without adequate supervision
    And the game starts from "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"
    When Black claims that White's flag has fallen
    Then the result is "1/2-1/2"

  @art-6.3.1 @art-6.3.2
  Scenario: The moves of a period are made in its allotted time; the time saved carries over
    Given a game under fide-2023 with the time control "2/600:300"
    When White plays "e4" after thinking for 1:00
    And Black plays "e5" after thinking for 0:10
    And White plays "d4" after thinking for 1:00
    Then White's clock shows 13:00
    And Black's clock shows 9:50

  @art-I.1 @art-I.10
  Scenario: After the sealed move, a player who arrives after the default time loses
    Given a game under fide-2023 with the time control "40/7200:3600"
    And the moves "d4 d5" are played
    When White seals the move "e4"
    And Black arrives at the board 0:00:01 after the start
    Then the result is "1-0"

  @art-6.7.2
  Scenario: Neither player present and a default time of 15 minutes: White loses the time until he arrives
    Given a game under fide-2023 with the time control "5400"
    And the event regulations
      """
      id: open-15-both-late
      kind: regulations
      title: "Open with a 15-minute default time"
      language: en
      in_force: "2023-01-01"
      base: fide-2023
      event: "feature example"
      parameters:
        default:
          time:
            article: "Reg. 5"
            value: {minutes: 15, regulations_may_set: true}
      """
    When White arrives at the board 0:05:00 after the start
    And Black arrives at the board 0:10:00 after the start
    Then the game continues
    And White's clock shows 1:25:00
